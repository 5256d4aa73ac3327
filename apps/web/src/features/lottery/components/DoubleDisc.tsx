import { useState } from 'react';
import { Alert, Button, Card, Group, Modal, NumberInput, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, isPickCredit, parseMoney, type Play } from '@lotus/engine';
import type { PlayNode, UserConfig } from '@lotus/contracts';
import { placeDoubleOrder, usePlayList } from '../api/lottery-api.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { playById, type AnyFamily } from '../families.ts';

/** The member's current double-bet range (spec §3 doubleBetRangeList, game settings). */
export function currentRange(config: UserConfig): { min: number; max: number } {
  const r = config.doubleBetRangeList.find((x) => x.current) ?? config.doubleBetRangeList[0];
  return { min: r?.doublePlayBetMin ?? 1, max: r?.doublePlayBetMax ?? 100_000_000 };
}

/**
 * The two-sided betting disc: every option of the lottery's two-sided plays with its odds (the
 * server's list, playItemId per option), one amount per option (default 5, spec §9), quick
 * amounts from the game settings and the member's double-bet range.
 */
export function DoubleDisc({
  ticketId,
  issue,
  config,
  disabled,
  family,
}: {
  ticketId: number;
  issue: string | null;
  config: UserConfig;
  disabled: boolean;
  family: AnyFamily;
}) {
  const { t } = useTranslation();
  const list = usePlayList(ticketId, 2);
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  /** Numbers picked on "pick" two-sided plays (engine isPickCredit), by play item id. */
  const [numbers, setNumbers] = useState<Map<number, number[]>>(new Map());
  const [amount, setAmount] = useState<number>(config.defaultDoubleAmount);
  const [catId, setCatId] = useState<string | null>(null);
  const [playSel, setPlaySel] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const range = currentRange(config);
  const order = usePlaceOrder(
    (confirm, key) =>
      placeDoubleOrder({
        tid: ticketId,
        pno: issue ?? '',
        key,
        confirm,
        items: [...picked.keys()].map((playItemId) => ({
          playItemId,
          betAmount: String(amount),
          content: numbers.get(playItemId)?.join(','),
        })),
      }),
    () => {
      setPicked(new Map());
      setNumbers(new Map());
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
  const totalMilli =
    (parseMoney(String(amount)).ok ? (parseMoney(String(amount)) as { milli: bigint }).milli : 0n) *
    BigInt(picked.size);
  const toggle = (id: number, label: string) =>
    setPicked((m) => {
      const next = new Map(m);
      if (next.has(id)) next.delete(id);
      else if (next.size < 100) next.set(id, label);
      return next;
    });
  const allPlays: PlayNode[] = catalog.subCatalogs.flatMap((s) => s.plays);
  // Large boards (Vietnamese lô/đề: 100–1000 options per play) show one play at a time.
  const itemCount = allPlays.reduce((a, p) => a + (p.items?.length ?? 0), 0);
  const onePlay = itemCount > 120 || allPlays.length > 6;
  const shownPlay = allPlays.find((p) => p.playId === playSel) ?? allPlays[0];
  const plays = onePlay && shownPlay ? [shownPlay] : allPlays;
  const quick = config.quickAmounts.filter((q) => q.enabled).map((q) => q.amount);
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
          const row = engine.shape.rows[0]!;
          const mine = numbers.get(item.playItemId) ?? [];
          const setMine = (next: number[]) => {
            setNumbers((m) => new Map(m).set(item.playItemId, next));
            const valid = engine.validate({ rows: [next] }).ok;
            setPicked((m) => {
              const out = new Map(m);
              if (valid) out.set(item.playItemId, `${p.name} ${next.join(',')}`);
              else out.delete(item.playItemId);
              return out;
            });
          };
          return (
            <Card key={p.playId} withBorder padding="xs" data-testid={`pick-${item.playItemId}`}>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={700}>
                  {p.name}
                </Text>
                <Text size="xs" c="pink">
                  {item.odds.replace(/0+$/, '').replace(/\.$/, '')}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" mb={4}>
                {t('webApp.double.pickHint', { min: row.minPicks, max: row.maxPicks })}
              </Text>
              <Group gap={4}>
                {row.values.map((v) => {
                  const on = mine.includes(v);
                  return (
                    <Button
                      key={v}
                      size="compact-xs"
                      radius={row.valueKeys ? 'sm' : 'xl'}
                      miw={30}
                      px={4}
                      variant={on ? 'filled' : 'outline'}
                      aria-pressed={on}
                      onClick={() =>
                        setMine(
                          on
                            ? mine.filter((x) => x !== v)
                            : mine.length < row.maxPicks
                              ? [...mine, v].sort((a, b) => a - b)
                              : mine,
                        )
                      }
                    >
                      {row.valueKeys
                        ? t(row.valueKeys[row.values.indexOf(v)] ?? '')
                        : String(v).padStart(2, '0')}
                    </Button>
                  );
                })}
              </Group>
            </Card>
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
                          onClick={() => toggle(i.playItemId, `${p.name} ${row} ${i.name}`)}
                        >
                          {i.name}
                          <Text span size="xs" ml={6} c={on ? 'white' : 'pink'}>
                            {i.odds.replace(/0+$/, '').replace(/\.$/, '')}
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
                {q >= 1000 ? `${q / 1000}K` : q}
              </Button>
            ))}
          </Group>
        </Group>
        <Text size="xs" c={inRange ? 'dimmed' : 'red'} mt={4}>
          {t('webApp.double.range', { min: range.min, max: range.max })}
        </Text>
        {order.error && (
          <Alert color="red" variant="light" mt="xs" data-testid="double-error">
            {order.error}
          </Alert>
        )}
        <Group justify="space-between" mt="xs">
          <Text size="sm" data-testid="double-total">
            {t('webApp.basket.total', { bets: picked.size, amount: formatMoney(totalMilli, 3) })}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              onClick={() => setPicked(new Map())}
              disabled={picked.size === 0}
            >
              {t('webApp.quick.clear')}
            </Button>
            <Button
              size="sm"
              data-testid="double-place"
              loading={order.pending}
              disabled={disabled || picked.size === 0 || !inRange || !issue}
              onClick={() => (config.doubleBetConfirm ? setConfirming(true) : submit())}
            >
              {t('webApp.basket.place')}
            </Button>
          </Group>
        </Group>
      </Card>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('webApp.confirm.title')}
        centered
      >
        <Stack gap="xs" data-testid="double-confirm-modal">
          <Text size="sm">{t('webApp.confirm.issue', { issue: issue ?? '-' })}</Text>
          {[...picked.values()].map((label) => (
            <Text key={label} size="sm">
              {label} — {amount}
            </Text>
          ))}
          <Text fw={700}>
            {t('webApp.basket.total', { bets: picked.size, amount: formatMoney(totalMilli, 3) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('webApp.common.cancel')}
            </Button>
            <Button onClick={submit} data-testid="double-confirm">
              {t('webApp.common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={order.duplicate !== null}
        onClose={order.cancelDuplicate}
        title={t('webApp.confirm.repeatTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{order.duplicate?.message || t('orders.duplicate')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={order.cancelDuplicate}>
              {t('webApp.common.cancel')}
            </Button>
            <Button onClick={order.confirmDuplicate}>{t('webApp.common.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
