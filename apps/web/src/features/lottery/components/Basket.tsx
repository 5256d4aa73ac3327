import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { formatChase } from '@lotus/engine';
import { showMilli, showModeUnit } from '../../../components/centre/money.ts';
import { chaseTotals } from '../chase-plan.ts';
import { placeChaseOrder, placeNormalOrder } from '../api/lottery-api.ts';
import type { AnyFamily } from '../families.ts';
import { wireLines } from '../wire-lines.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { BetRecordLink, DepositLink } from './BetRecordLink.tsx';
import { useBasket } from '../store.ts';
import { oddsText } from '../possible-win.ts';
import { ConfirmBetModal, RepeatBetModal } from './BetModals.tsx';
import { ChasePlanner, type ChasePlanChoice } from './ChasePlanner.tsx';

/** The shopping basket of slips, the confirmation modal and the chase option. */
export function Basket({
  ticketId,
  issue,
  family,
  confirmBets,
  disabled,
}: {
  ticketId: number;
  issue: string | null;
  family: AnyFamily;
  confirmBets: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { slips, remove, clear } = useBasket();
  const [confirming, setConfirming] = useState(false);
  const [chaseOn, setChaseOn] = useState(false);
  const [plan, setPlan] = useState<ChasePlanChoice | null>(null);
  const total = slips.reduce((a, s) => a + s.stakeMilli, 0n);
  const bets = slips.reduce((a, s) => a + s.bets, 0);
  const order = usePlaceOrder(
    ticketId,
    (confirm, key) => {
      const lines = wireLines(family, slips);
      if (chaseOn && plan)
        return placeChaseOrder({
          tid: ticketId,
          lines,
          cd: formatChase(plan.items),
          stopAfterWin: plan.stop,
          key,
        });
      return placeNormalOrder({ tid: ticketId, pno: issue ?? '', lines, key, confirm });
    },
    () => {
      clear();
      setPlan(null);
      setChaseOn(false);
    },
  );
  const submit = () => {
    setConfirming(false);
    void order.place();
  };
  if (slips.length === 0 && !order.error) return null;
  // A chase places the basket's bets on every planned issue: its footer counts them all.
  const chase = chaseOn && plan ? chaseTotals(bets, plan.items, total) : null;
  const totalText = chase
    ? t('webApp.chase.total', {
        bets: chase.bets,
        perIssue: bets,
        issues: chase.issues,
        amount: showMilli(chase.amountMilli, 3),
      })
    : t('webApp.basket.total', { bets, amount: showMilli(total, 3) });
  return (
    <Card withBorder padding="sm" data-testid="basket">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{t('webApp.basket.title', { count: slips.length })}</Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={clear} disabled={slips.length === 0}>
          {t('webApp.basket.clear')}
        </Button>
      </Group>
      {slips.length > 0 && (
        // No sideways scrolling (it hid the remove button past the card's edge on a 375 px phone):
        // the cells wrap, and the remove button's column keeps its width.
        <Table striped withTableBorder fz="xs" horizontalSpacing={6} data-testid="basket-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webApp.basket.play')}</Table.Th>
              <Table.Th>{t('webApp.basket.content')}</Table.Th>
              <Table.Th>{t('webApp.basket.betsMultiple')}</Table.Th>
              <Table.Th>{t('webApp.basket.amount')}</Table.Th>
              <Table.Th w={1} px={2} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slips.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.playName}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  {s.content.length > 60 ? `${s.content.slice(0, 60)}…` : s.content}
                </Table.Td>
                <Table.Td>
                  {s.bets} × {s.multiple} · {showModeUnit(s.mode)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{showMilli(s.stakeMilli, 3)}</Table.Td>
                <Table.Td w={1} px={2}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => remove(s.id)}
                    aria-label={t('webApp.basket.remove')}
                  >
                    ✕
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Checkbox
        mt="xs"
        size="xs"
        label={t('webApp.chase.toggle')}
        checked={chaseOn}
        onChange={(e) => setChaseOn(e.currentTarget.checked)}
        data-testid="chase-toggle"
      />
      {chaseOn && (
        <ChasePlanner ticketId={ticketId} family={family} costMilli={total} slips={slips} onPlan={setPlan} />
      )}
      {order.error && (
        <>
          <Alert color="red" variant="light" mt="xs" data-testid="bet-error">
            {order.error}
          </Alert>
          {order.timedOut && <BetRecordLink />}
          {order.insufficient && <DepositLink />}
        </>
      )}
      <Group justify="space-between" mt="xs">
        <Text size="sm" data-testid="basket-total">
          {totalText}
        </Text>
        {/* While the order is in flight (at most the 3 s bet timeout) the button waits. */}
        <Button
          data-testid="place-bet"
          data-pending={order.pending || undefined}
          aria-busy={order.pending}
          leftSection={order.pending ? <Loader size={14} /> : undefined}
          disabled={
            order.pending || disabled || slips.length === 0 || (!issue && !chaseOn) || (chaseOn && !plan)
          }
          onClick={() => (confirmBets ? setConfirming(true) : submit())}
        >
          {order.pending ? t('webPlay.bet.placing') : t('webApp.basket.place')}
        </Button>
      </Group>
      <ConfirmBetModal
        opened={confirming}
        heading={
          chaseOn && plan
            ? t('webApp.confirm.chase', { issues: plan.items.length, first: plan.items[0]?.planNo ?? '' })
            : t('webApp.confirm.issue', { issue: issue ?? '-' })
        }
        lines={slips.map((s) => {
          const content = s.content.length > 40 ? `${s.content.slice(0, 40)}…` : s.content;
          return {
            key: s.id,
            text: s.possible
              ? t('webPlay.confirm.line', {
                  play: s.playName,
                  content,
                  amount: showMilli(s.stakeMilli, 3),
                  odds: oddsText(s.possible.odds),
                  win: showMilli(s.possible.winMilli, 3),
                })
              : `${s.playName}: ${content} — ${showMilli(s.stakeMilli, 3)}`,
          };
        })}
        total={totalText}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
        issue={chaseOn && plan ? undefined : issue}
        testId="confirm-modal"
        confirmTestId="confirm-bet"
      />
      <RepeatBetModal
        message={order.duplicate ? order.duplicate.message : null}
        onCancel={order.cancelDuplicate}
        onConfirm={order.confirmDuplicate}
      />
    </Card>
  );
}
