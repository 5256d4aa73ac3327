import { useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, NumberInput, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { creditItems, doubleLineBets, formatChase, isPickCredit, parseDoubleLine, parseMoney, type Play } from '@lotus/engine';
import { showAmount, showMilli, showOdds, showQuickAmount } from '../../../components/centre/money.ts';
import type { PlayNode, TicketCfg, UserConfig } from '@lotus/contracts';
import { doublePossible, oddsText, rulesOfCfg } from '../possible-win.ts';
import { placeDoubleChase, placeDoubleOrder, usePlayList } from '../api/lottery-api.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { BetRecordLink, DepositLink } from './BetRecordLink.tsx';
import { playById, type AnyFamily } from '../families.ts';
import { ConfirmBetModal, RepeatBetModal } from './BetModals.tsx';
import { LoginToBetButton } from './LoginToBet.tsx';
import { ChasePlanner, type ChasePlanChoice } from './ChasePlanner.tsx';
import { chaseTotals } from '../chase-plan.ts';
import { BALL, ballColour } from '../../../components/ui/ball-colours.ts';
import { PickBoard } from './PickBoard.tsx';

const EMPTY: readonly number[] = [];
const NO_SLIPS = [] as const;
/** The disc chases its options at the same multiple or doubling (a profit rate needs one slip's prize). */
const DISC_CHASE_MODES = ['same', 'double'] as const;

/** The member's current double-bet range (docs/product.md §3 doubleBetRangeList, game settings). */
export function currentRange(config: UserConfig): { min: number; max: number } {
  const r = config.doubleBetRangeList.find((x) => x.current) ?? config.doubleBetRangeList[0];
  return { min: r?.doublePlayBetMin ?? 1, max: r?.doublePlayBetMax ?? 100_000_000 };
}

/**
 * The two-sided betting disc: every option of the lottery's two-sided plays with its odds (the
 * server's list, playItemId per option), one amount per option (default 5, docs/product.md §9), quick
 * amounts from the game settings and the member's double-bet range.
 */
export function DoubleDisc({
  cfg,
  ticketId,
  issue,
  config,
  disabled,
  family,
  guest = false,
}: {
  /** The lottery's configuration: its rules price the possible win as settlement will. */
  cfg: TicketCfg;
  ticketId: number;
  issue: string | null;
  config: UserConfig;
  disabled: boolean;
  family: AnyFamily;
  /** Not logged in: the bet button is the way to log in (and back). */
  guest?: boolean;
}) {
  const { t } = useTranslation();
  const list = usePlayList(ticketId, 2);
  /** Picked items: the line's label (play, row, option or the picks by name) and its odds as listed. */
  const [picked, setPicked] = useState<Map<number, { label: string; odds: string; playId: number }>>(new Map());
  /** Numbers picked on "pick" two-sided plays (engine isPickCredit), by play item id. */
  const [numbers, setNumbers] = useState<Map<number, number[]>>(new Map());
  const [amount, setAmount] = useState<number>(config.defaultDoubleAmount);
  const [catId, setCatId] = useState<string | null>(null);
  const [playSel, setPlaySel] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** Pick plays whose picks the engine counts but refuses as one two-sided line. */
  const [refused, setRefused] = useState<Set<number>>(new Set());
  const [chaseOn, setChaseOn] = useState(false);
  const [plan, setPlan] = useState<ChasePlanChoice | null>(null);
  const range = currentRange(config);
  const rules = useMemo(() => rulesOfCfg(cfg), [cfg]);
  const clear = () => {
    setPicked(new Map());
    setNumbers(new Map());
    setRefused(new Set());
  };
  /** Bets on a picked item: one for an option, the engine's count for a number pick (lô on n numbers: n × prizes). */
  const betsOf = (playItemId: number, playId: number): number => {
    const engine = playById(family, playId) as Play | undefined;
    const picks = numbers.get(playItemId);
    return engine && picks ? doubleLineBets(engine, { rows: [picks] }) : 1;
  };
  const lines = [...picked.entries()].map(([playItemId, p]) => ({ playItemId, ...p, bets: betsOf(playItemId, p.playId) }));
  const betCount = lines.reduce((a, l) => a + l.bets, 0);
  const order = usePlaceOrder(
    ticketId,
    (confirm, key) => {
      const items = lines.map((l) => ({
        playItemId: l.playItemId,
        betAmount: String(amount),
        betCount: l.bets,
        content: numbers.get(l.playItemId)?.join(','),
      }));
      if (chaseOn && plan)
        return placeDoubleChase({ tid: ticketId, items, cd: formatChase(plan.items), stopAfterWin: plan.stop, key, confirm });
      return placeDoubleOrder({ tid: ticketId, pno: issue ?? '', key, confirm, items });
    },
    () => {
      clear();
      setPlan(null);
      setChaseOn(false);
    },
  );
  if (list.isError)
    return (
      <Alert color="red" variant="light">
        {t('webApp.bet.playsFailed')}
      </Alert>
    );
  const catalogs = list.data?.[0]?.series[0]?.catalogs ?? [];
  if (list.isPending) return <Text c="dimmed">{t('webApp.common.loading')}</Text>;
  if (catalogs.length === 0) return <Text c="dimmed">{t('webApp.bet.noPlays')}</Text>;
  const catalog = catalogs.find((c) => String(c.id) === catId) ?? catalogs[0]!;
  const inRange = amount >= range.min && amount <= range.max;
  const unitMilli = parseMoney(String(amount)).ok ? (parseMoney(String(amount)) as { milli: bigint }).milli : 0n;
  // The charge is the engine's count × the amount per bet, as the server charges it.
  const totalMilli = unitMilli * BigInt(betCount);
  const toggle = (id: number, label: string, odds: string, playId: number) =>
    setPicked((m) => {
      const next = new Map(m);
      if (next.has(id)) next.delete(id);
      else if (next.size < 100) next.set(id, { label, odds, playId });
      return next;
    });
  /** Picks by name where the play's values are symbols or options (Cá, Tôm, Tài …), else at the row's width. */
  const pickNames = (engine: Play, picks: readonly number[]): string => {
    const row = engine.shape.rows[0]!;
    const width = String(Math.max(...row.values)).length;
    return picks
      .map((v) => {
        const key = row.valueKeys?.[row.values.indexOf(v)];
        return key ? t(key) : String(v).padStart(width, '0');
      })
      .join(', ');
  };
  /**
   * Picks of a pick play: counted as one line once the engine accepts them as the two-sided line
   * the server will parse (parseDoubleLine, the server's own check).
   */
  const setPicks = (engine: Play, id: number, name: string, odds: string, next: number[]) => {
    setNumbers((m) => new Map(m).set(id, next));
    const countable = engine.validate({ rows: [next] }).ok;
    const line = parseDoubleLine(
      { playItemId: id, betAmount: '1', betCount: countable ? doubleLineBets(engine, { rows: [next] }) : 1, content: next.join(',') },
      (playId) => (playId === engine.id ? engine : undefined),
      { minMilli: 0n, maxMilli: 10n ** 15n },
    );
    const valid = line.ok;
    setRefused((r) => {
      const out = new Set(r);
      if (countable && !valid) out.add(id);
      else out.delete(id);
      return out;
    });
    setPicked((m) => {
      const out = new Map(m);
      if (valid) out.set(id, { label: `${name} ${pickNames(engine, next)}`, odds, playId: engine.id });
      else out.delete(id);
      return out;
    });
  };
  /** The line's engine figure: the most it pays over every draw at this amount, and its levels' odds. */
  const possibleOf = (playItemId: number, playId: number) => {
    const engine = playById(family, playId) as Play | undefined;
    if (!engine) return null;
    const picks = numbers.get(playItemId);
    const item = creditItems(engine).find((i) => i.playItemId === playItemId);
    // One option: the play's selection holding just it (as the server parses the line).
    const selection = picks ? { rows: [picks] } : item ? { rows: engine.shape.rows.map((_, r) => (r === item.row ? [item.option] : [])) } : undefined;
    return selection ? doublePossible(family, engine as Play<unknown>, selection, rules, unitMilli) : null;
  };
  const allPlays: PlayNode[] = catalog.subCatalogs.flatMap((s) => s.plays);
  // Large boards (Vietnamese lô/đề/càng: 100–10,000 numbers per play) show one play at a time.
  const itemCount = allPlays.reduce((a, p) => {
    const engine = playById(family, p.playId) as Play | undefined;
    const pick = engine && isPickCredit(engine) ? engine.shape.rows[0]!.values.length : 0;
    return a + Math.max(pick, p.items?.length ?? 0);
  }, 0);
  const onePlay = itemCount > 120 || allPlays.length > 6;
  const shownPlay = allPlays.find((p) => p.playId === playSel) ?? allPlays[0];
  const plays = onePlay && shownPlay ? [shownPlay] : allPlays;
  const quick = config.quickAmounts.filter((q) => q.enabled).map((q) => q.amount);
  /** Mark Six numbers in their colour wave on the board, as on the results. */
  const tone =
    family.code === 'lhc'
      ? (v: number) => {
          const c = ballColour('lhc', v);
          return c === BALL ? undefined : `var(--mantine-color-${c.replace('.', '-')})`;
        }
      : undefined;
  const chasing = chaseOn && plan !== null;
  /** What the member pays now: one issue, or every planned issue of the chase. */
  const chase = chasing ? chaseTotals(betCount, plan.items, totalMilli) : null;
  const totalText = chase
    ? t('webApp.chase.total', {
        bets: chase.bets,
        perIssue: betCount,
        issues: chase.issues,
        amount: showMilli(chase.amountMilli, 3),
      })
    : t('webApp.basket.total', { bets: betCount, amount: showMilli(totalMilli, 3) });
  const submit = () => {
    setConfirming(false);
    void order.place();
  };
  return (
    <Stack gap="sm" data-testid="double-disc">
      <Tabs
        value={String(catalog.id)}
        onChange={(v) => {
          setCatId(v);
          setPlaySel(null);
        }}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {catalogs.map((c) => (
            <Tabs.Tab key={c.id} value={String(c.id)}>
              {c.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {onePlay && (
        <Group gap={6} data-testid="double-plays">
          {allPlays.map((p) => (
            <Button
              key={p.playId}
              size="compact-sm"
              variant={p.playId === shownPlay?.playId ? 'filled' : 'default'}
              onClick={() => setPlaySel(p.playId)}
            >
              {p.name}
            </Button>
          ))}
        </Group>
      )}
      {plays.map((p) => {
        const engine = playById(family, p.playId) as Play | undefined;
        const item = p.items?.[0];
        if (engine && item && isPickCredit(engine)) {
          const id = item.playItemId;
          return (
            <PickBoard
              key={p.playId}
              testId={`pick-board-${id}`}
              name={p.name}
              odds={engine.levels.length === 1 ? item.odds : '0'}
              levels={item.levels}
              row={engine.shape.rows[0]!}
              picks={numbers.get(id) ?? EMPTY}
              refused={refused.has(id)}
              tone={engine.shape.rows[0]!.valueKeys ? undefined : tone}
              onChange={(next) => setPicks(engine, id, p.name, item.odds, next)}
            />
          );
        }
        const rows = [...new Set((p.items ?? []).map((i) => i.row))];
        return (
          <Card key={p.playId} withBorder padding="xs">
            <Text size="sm" fw={700} mb={4}>
              {p.name}
            </Text>
            {rows.map((row) => (
              <Stack key={row} gap={4} mb={6}>
                {rows.length > 1 && (
                  <Text size="xs" c="dimmed">
                    {row}
                  </Text>
                )}
                <Group gap={6}>
                  {(p.items ?? [])
                    .filter((i) => i.row === row)
                    .map((i) => {
                      const on = picked.has(i.playItemId);
                      return (
                        <Button
                          key={i.playItemId}
                          size="compact-sm"
                          variant={on ? 'filled' : 'default'}
                          aria-pressed={on}
                          data-testid={`item-${i.playItemId}`}
                          onClick={() => toggle(i.playItemId, rows.length > 1 ? `${p.name} ${row} ${i.name}` : `${p.name} ${i.name}`, i.odds, p.playId)}
                        >
                          {i.name}
                          <Text span size="xs" ml={6} c={on ? 'white' : 'pink'}>
                            {showOdds(i.odds)}
                          </Text>
                        </Button>
                      );
                    })}
                </Group>
              </Stack>
            ))}
          </Card>
        );
      })}
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end">
          <NumberInput
            label={t('webApp.double.amount')}
            w={110}
            size="xs"
            min={range.min}
            max={range.max}
            allowNegative={false}
            decimalScale={3}
            value={amount}
            data-testid="double-amount"
            onChange={(v) => setAmount(Number(v) || 0)}
          />
          <Group gap={4}>
            {quick.map((q) => (
              <Button
                key={q}
                size="compact-xs"
                variant="light"
                onClick={() => setAmount(q)}
                data-testid={`quick-amount-${q}`}
              >
                {showQuickAmount(q)}
              </Button>
            ))}
          </Group>
        </Group>
        <Text size="xs" c={inRange ? 'dimmed' : 'red'} mt={4}>
          {t('webApp.double.range', { min: showAmount(range.min), max: showAmount(range.max) })}
        </Text>
        <Checkbox
          mt="xs"
          size="xs"
          label={t('webApp.chase.toggle')}
          checked={chaseOn}
          onChange={(e) => setChaseOn(e.currentTarget.checked)}
          data-testid="double-chase-toggle"
        />
        {chaseOn && (
          <ChasePlanner
            ticketId={ticketId}
            family={family}
            costMilli={totalMilli}
            slips={NO_SLIPS}
            content={`${[...picked.keys()].join(',')}@${amount}`}
            modes={DISC_CHASE_MODES}
            onPlan={setPlan}
          />
        )}
        {order.error && (
          <>
            <Alert color="red" variant="light" mt="xs" data-testid="double-error">
              {order.error}
            </Alert>
            {order.timedOut && <BetRecordLink />}
            {order.insufficient && <DepositLink />}
          </>
        )}
        <Group justify="space-between" mt="xs">
          <Text size="sm" data-testid="double-total">
            {totalText}
          </Text>
          <Group gap="xs">
            <Button variant="default" size="sm" onClick={clear} disabled={picked.size === 0}>
              {t('webApp.quick.clear')}
            </Button>
            {guest ? (
              <LoginToBetButton />
            ) : (
            <Button
              size="sm"
              data-testid="double-place"
              loading={order.pending}
              disabled={disabled || picked.size === 0 || !inRange || (!issue && !chaseOn) || (chaseOn && !plan)}
              onClick={() => (config.doubleBetConfirm ? setConfirming(true) : submit())}
            >
              {t('webApp.basket.place')}
            </Button>
            )}
          </Group>
        </Group>
      </Card>
      <ConfirmBetModal
        opened={confirming}
        heading={
          chasing
            ? t('webApp.confirm.chase', { issues: plan.items.length, first: plan.items[0]?.planNo ?? '' })
            : t('webApp.confirm.issue', { issue: issue ?? '-' })
        }
        lines={lines.map((l) => {
          const possible = confirming ? possibleOf(l.playItemId, l.playId) : null;
          return {
            key: l.playItemId,
            text: t('webPlay.double.line', {
              label: l.label,
              bets: l.bets,
              amount: showMilli(unitMilli, 3),
              odds: possible ? oddsText(possible.odds) : l.odds.replace(/0+$/, '').replace(/\.$/, ''),
              win: possible ? showMilli(possible.winMilli, 3) : '-',
            }),
          };
        })}
        total={totalText}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
        issue={chasing ? undefined : issue}
        testId="double-confirm-modal"
        confirmTestId="double-confirm"
      />
      <RepeatBetModal
        message={order.duplicate ? order.duplicate.message : null}
        onCancel={order.cancelDuplicate}
        onConfirm={order.confirmDuplicate}
      />
    </Stack>
  );
}
