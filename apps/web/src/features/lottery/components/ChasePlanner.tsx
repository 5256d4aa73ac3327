import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { planCostMilli, type ChaseItem } from '@lotus/engine';
import { showMilli } from '../../../components/centre/money.ts';
import { betRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { useMemberInfo } from '../api/member-info.ts';
import { useTicketCfg } from '../api/lottery-api.ts';
import { buildChasePlan, planRows, type ChaseMode, type ChaseSettings } from '../chase-plan.ts';
import type { AnyFamily } from '../families.ts';
import type { Slip } from '../store.ts';

export interface ChasePlanChoice {
  items: ChaseItem[];
  stop: boolean;
}

const ALL_MODES: readonly ChaseMode[] = ['same', 'double', 'profit'];

/**
 * Chase planner (docs/product.md §4 chase): the number of issues, the start multiple, and same multiple,
 * doubling or profit rate; stop after a win. The plan comes from the engine's plan functions
 * over the server's upcoming issues; the engine's refusals show translated. The basket chases its
 * slips; the two-sided disc chases its picked options (`content` names what the plan is for, and
 * a change of it asks for a new plan) with same multiple or doubling — the profit rate needs
 * one standard slip's prize.
 */
export function ChasePlanner({
  ticketId,
  family,
  costMilli,
  slips,
  content = slips,
  modes = ALL_MODES,
  onPlan,
}: {
  ticketId: number;
  family: AnyFamily;
  costMilli: bigint;
  slips: readonly Slip[];
  content?: unknown;
  modes?: readonly ChaseMode[];
  onPlan: (p: ChasePlanChoice | null) => void;
}) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const cfg = useTicketCfg(ticketId);
  const [count, setCount] = useState(5);
  const [settings, setSettings] = useState<ChaseSettings>({
    mode: 'same',
    start: 1,
    every: 1,
    ratio: 2,
    ratePercent: 50,
  });
  const [stop, setStop] = useState(true);
  const [plan, setPlan] = useState<{ items: ChaseItem[]; prizeMilli: bigint | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [building, setBuilding] = useState(false);
  const set = (patch: Partial<ChaseSettings>) => setSettings((s) => ({ ...s, ...patch }));

  // A plan is built for one basket: a changed basket or setting asks for a new plan.
  useEffect(() => {
    setPlan(null);
    setError(null);
    onPlan(null);
  }, [content, settings, count, onPlan]);

  const build = async () => {
    setError(null);
    setBuilding(true);
    try {
      const issues = await client.call(betRoutes.traceIssues, { ticketId, num: count });
      // The profit rate prices the prize as settlement will: the member's group less the lottery's offset.
      const info = settings.mode === 'profit' ? (member.data ?? (await member.refetch()).data) : undefined;
      const lottery = settings.mode === 'profit' ? (cfg.data ?? (await cfg.refetch()).data) : undefined;
      if (settings.mode === 'profit' && (!info || !lottery)) throw new Error('member or lottery info');
      const result = buildChasePlan(
        issues.map((i) => i.issue),
        settings,
        { family, slips, prizeGroup: info?.prizeGroup ?? 0, groupOffset: lottery?.groupOffset ?? 0 },
      );
      if (!result.ok) {
        setPlan(null);
        setError(t(result.key));
        onPlan(null);
        return;
      }
      setPlan({ items: result.items, prizeMilli: result.prizeMilli });
      onPlan({ items: result.items, stop });
    } catch {
      setError(t('lottery.issueFailed'));
      onPlan(null);
    } finally {
      setBuilding(false);
    }
  };
  const rows = plan ? planRows(plan.items, costMilli, plan.prizeMilli) : [];
  return (
    <Stack gap="xs" data-testid="chase-planner">
      <SegmentedControl
        size="xs"
        value={settings.mode}
        onChange={(v) => set({ mode: v as ChaseMode })}
        data-testid="chase-mode"
        data={[
          { value: 'same', label: t('webApp.chase.same') },
          { value: 'double', label: t('webApp.chase.doubling') },
          { value: 'profit', label: t('webPlay.chase.profit') },
        ].filter((m) => modes.includes(m.value as ChaseMode))}
      />
      <Group gap="sm" align="flex-end">
        <NumberInput
          size="xs"
          w={90}
          label={t('webApp.chase.issues')}
          min={1}
          max={120}
          value={count}
          data-testid="chase-issues"
          onChange={(v) => setCount(Math.min(120, Math.max(1, Number(v) || 1)))}
        />
        <NumberInput
          size="xs"
          w={100}
          label={t('webApp.chase.startMultiple')}
          min={1}
          value={settings.start}
          onChange={(v) => set({ start: Math.max(1, Number(v) || 1) })}
        />
        {settings.mode === 'double' && (
          <>
            <NumberInput
              size="xs"
              w={90}
              label={t('webApp.chase.every')}
              min={1}
              value={settings.every}
              onChange={(v) => set({ every: Math.max(1, Number(v) || 1) })}
            />
            <NumberInput
              size="xs"
              w={80}
              label={t('webApp.chase.ratio')}
              min={1}
              value={settings.ratio}
              onChange={(v) => set({ ratio: Math.max(1, Number(v) || 1) })}
            />
          </>
        )}
        {settings.mode === 'profit' && (
          <NumberInput
            size="xs"
            w={170}
            label={t('webPlay.chase.rate')}
            min={1}
            max={10_000}
            allowDecimal={false}
            value={settings.ratePercent}
            data-testid="chase-rate"
            onChange={(v) => set({ ratePercent: Math.min(10_000, Math.max(1, Math.floor(Number(v) || 1))) })}
          />
        )}
        <Checkbox
          size="xs"
          mb={6}
          label={t('webApp.chase.stopAfterWin')}
          checked={stop}
          data-testid="chase-stop"
          onChange={(e) => {
            const c = e.currentTarget.checked;
            setStop(c);
            if (plan) onPlan({ items: plan.items, stop: c });
          }}
        />
        <Button
          size="xs"
          variant="light"
          loading={building}
          onClick={() => void build()}
          data-testid="chase-build"
        >
          {t('webApp.chase.build')}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red" data-testid="chase-error">
          {error}
        </Text>
      )}
      {plan && (
        <>
          <Text size="sm" data-testid="chase-summary">
            {t('webApp.chase.summary', {
              issues: plan.items.length,
              first: plan.items[0]!.planNo,
              amount: showMilli(planCostMilli(plan.items, costMilli), 3),
            })}
          </Text>
          {plan.items.length < count && (
            <Text size="xs" c="orange">
              {t('webPlay.chase.shortened', { issues: plan.items.length })}
            </Text>
          )}
          <ScrollArea.Autosize mah={220}>
            <Table striped withTableBorder fz="xs" data-testid="chase-plan">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('webPlay.chase.planIssue')}</Table.Th>
                  <Table.Th>{t('webPlay.chase.planMultiple')}</Table.Th>
                  <Table.Th>{t('webPlay.chase.planAmount')}</Table.Th>
                  {plan.prizeMilli !== null && <Table.Th>{t('webPlay.chase.planProfit')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.planNo}>
                    <Table.Td>{r.planNo}</Table.Td>
                    <Table.Td>{r.multiple}</Table.Td>
                    <Table.Td>{showMilli(r.amountMilli, 3)}</Table.Td>
                    {r.profitMilli !== null && <Table.Td>{showMilli(r.profitMilli, 3)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}
