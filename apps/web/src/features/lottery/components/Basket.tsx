import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  doublingPlan,
  formatChase,
  formatMoney,
  planCostMilli,
  sameMultiplePlan,
  type ChaseItem,
} from '@lotus/engine';
import { chasePaths } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { placeChaseOrder, placeNormalOrder, type TraceIssue } from '../api/lottery-api.ts';
import type { AnyFamily } from '../families.ts';
import { wireLines } from '../wire-lines.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { useBasket } from '../store.ts';

type ChaseMode = 'same' | 'double';

/** Chase planner (spec §4 chase): issues, start multiple, same or doubling, stop after a win. */
function ChasePlanner({
  ticketId,
  costMilli,
  onPlan,
}: {
  ticketId: number;
  costMilli: bigint;
  onPlan: (p: { items: ChaseItem[]; stop: boolean } | null) => void;
}) {
  const { t } = useTranslation();
  const [count, setCount] = useState(5);
  const [start, setStart] = useState(1);
  const [mode, setMode] = useState<ChaseMode>('same');
  const [every, setEvery] = useState(1);
  const [ratio, setRatio] = useState(2);
  const [stop, setStop] = useState(true);
  const [items, setItems] = useState<ChaseItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const build = async () => {
    setError(null);
    try {
      const issues = await api<TraceIssue[]>('POST', chasePaths.traceIssues, { ticketId, num: count });
      const numbers = issues.map((i) => i.issue);
      const plan =
        mode === 'same' ? sameMultiplePlan(numbers, start) : doublingPlan(numbers, start, every, ratio);
      setItems(plan);
      onPlan({ items: plan, stop });
    } catch {
      setError(t('lottery.issueFailed'));
      onPlan(null);
    }
  };
  return (
    <Stack gap="xs" data-testid="chase-planner">
      <Group gap="sm" align="flex-end">
        <NumberInput
          size="xs"
          w={90}
          label={t('webApp.chase.issues')}
          min={1}
          max={120}
          value={count}
          onChange={(v) => setCount(Math.min(120, Math.max(1, Number(v) || 1)))}
        />
        <NumberInput
          size="xs"
          w={90}
          label={t('webApp.chase.startMultiple')}
          min={1}
          value={start}
          onChange={(v) => setStart(Math.max(1, Number(v) || 1))}
        />
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as ChaseMode)}
          data={[
            { value: 'same', label: t('webApp.chase.same') },
            { value: 'double', label: t('webApp.chase.doubling') },
          ]}
        />
        {mode === 'double' && (
          <>
            <NumberInput
              size="xs"
              w={80}
              label={t('webApp.chase.every')}
              min={1}
              value={every}
              onChange={(v) => setEvery(Math.max(1, Number(v) || 1))}
            />
            <NumberInput
              size="xs"
              w={80}
              label={t('webApp.chase.ratio')}
              min={1}
              value={ratio}
              onChange={(v) => setRatio(Math.max(1, Number(v) || 1))}
            />
          </>
        )}
        <Checkbox
          size="xs"
          label={t('webApp.chase.stopAfterWin')}
          checked={stop}
          onChange={(e) => {
            const c = e.currentTarget.checked;
            setStop(c);
            if (items.length) onPlan({ items, stop: c });
          }}
        />
        <Button size="xs" variant="light" onClick={() => void build()} data-testid="chase-build">
          {t('webApp.chase.build')}
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      {items.length > 0 && (
        <Text size="sm" data-testid="chase-summary">
          {t('webApp.chase.summary', {
            issues: items.length,
            first: items[0]!.planNo,
            amount: formatMoney(planCostMilli(items, costMilli), 3),
          })}
        </Text>
      )}
    </Stack>
  );
}

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
  const [plan, setPlan] = useState<{ items: ChaseItem[]; stop: boolean } | null>(null);
  const total = slips.reduce((a, s) => a + s.stakeMilli, 0n);
  const bets = slips.reduce((a, s) => a + s.bets, 0);
  const order = usePlaceOrder(
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
  const amount = chaseOn && plan ? planCostMilli(plan.items, total) : total;
  return (
    <Card withBorder padding="sm" data-testid="basket">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{t('webApp.basket.title', { count: slips.length })}</Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={clear} disabled={slips.length === 0}>
          {t('webApp.basket.clear')}
        </Button>
      </Group>
      {slips.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webApp.basket.play')}</Table.Th>
                <Table.Th>{t('webApp.basket.content')}</Table.Th>
                <Table.Th>{t('webApp.basket.betsMultiple')}</Table.Th>
                <Table.Th>{t('webApp.basket.amount')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slips.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.playName}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {s.content.length > 60 ? `${s.content.slice(0, 60)}…` : s.content}
                  </Table.Td>
                  <Table.Td>
                    {s.bets} × {s.multiple} · {t(`webApp.mode.${s.mode}`)}
                  </Table.Td>
                  <Table.Td>{formatMoney(s.stakeMilli, 3)}</Table.Td>
                  <Table.Td>
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
        </Table.ScrollContainer>
      )}
      <Checkbox
        mt="xs"
        size="xs"
        label={t('webApp.chase.toggle')}
        checked={chaseOn}
        onChange={(e) => setChaseOn(e.currentTarget.checked)}
        data-testid="chase-toggle"
      />
      {chaseOn && <ChasePlanner ticketId={ticketId} costMilli={total} onPlan={setPlan} />}
      {order.error && (
        <Alert color="red" variant="light" mt="xs" data-testid="bet-error">
          {order.error}
        </Alert>
      )}
      <Group justify="space-between" mt="xs">
        <Text size="sm" data-testid="basket-total">
          {t('webApp.basket.total', { bets, amount: formatMoney(amount, 3) })}
        </Text>
        <Button
          data-testid="place-bet"
          loading={order.pending}
          disabled={disabled || slips.length === 0 || (!issue && !chaseOn) || (chaseOn && !plan)}
          onClick={() => (confirmBets ? setConfirming(true) : submit())}
        >
          {t('webApp.basket.place')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('webApp.confirm.title')}
        centered
      >
        <Stack gap="xs" data-testid="confirm-modal">
          <Text size="sm">
            {chaseOn && plan
              ? t('webApp.confirm.chase', { issues: plan.items.length, first: plan.items[0]?.planNo ?? '' })
              : t('webApp.confirm.issue', { issue: issue ?? '-' })}
          </Text>
          {slips.map((s) => (
            <Text key={s.id} size="sm">
              {s.playName}: {s.content.length > 40 ? `${s.content.slice(0, 40)}…` : s.content} —{' '}
              {formatMoney(s.stakeMilli, 3)}
            </Text>
          ))}
          <Text fw={700}>{t('webApp.basket.total', { bets, amount: formatMoney(amount, 3) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('webApp.common.cancel')}
            </Button>
            <Button onClick={submit} data-testid="confirm-bet">
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
        <Stack data-testid="repeat-modal">
          <Text size="sm">{order.duplicate?.message || t('orders.duplicate')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={order.cancelDuplicate}>
              {t('webApp.common.cancel')}
            </Button>
            <Button onClick={order.confirmDuplicate} data-testid="repeat-confirm">
              {t('webApp.common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
