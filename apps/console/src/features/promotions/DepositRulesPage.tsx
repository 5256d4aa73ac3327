import { useMemo, useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Paper, SegmentedControl, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_BONUS_KINDS, type DepositRuleView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { when } from '../../lib/time.ts';
import { useDepositRules, useSaveDepositRule } from './api.ts';
import { inputMoney, moneyCell, serverMoney, showPercent } from '../../lib/money.ts';

const local = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');

interface RuleForm {
  host: string;
  kind: (typeof DEPOSIT_BONUS_KINDS)[number];
  percent: string;
  cap: string;
  minDeposit: string;
  turnoverMultiple: number;
  mode: 'auto' | 'review';
  startAt: string;
  endAt: string;
  enabled: boolean;
}

/** Create or change one deposit promotion; the server checks every figure again. */
function RuleEditor({ rule, onDone }: { rule: DepositRuleView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDepositRule();
  const form = useForm<RuleForm>({
    initialValues: {
      host: rule?.host ?? '*',
      kind: rule?.kind ?? 'first',
      percent: rule?.percent ?? '',
      cap: inputMoney(rule?.cap),
      minDeposit: inputMoney(rule?.minDeposit),
      turnoverMultiple: rule?.turnoverMultiple ?? 1,
      mode: rule?.review ? 'review' : 'auto',
      startAt: local(rule?.startAt) || dayjs().format('YYYY-MM-DDTHH:mm'),
      endAt: local(rule?.endAt),
      enabled: rule?.enabled ?? true,
    },
    validate: {
      percent: (v) => (/^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) && Number(v) > 0 && Number(v) <= 100 ? null : t('promo.ruleInvalid')),
      cap: (v) => (/^\d{1,12}(\.\d{1,3})?$/.test(v.trim()) && Number(v) > 0 ? null : t('promo.ruleInvalid')),
      minDeposit: (v) => (/^\d{1,12}(\.\d{1,3})?$/.test(v.trim()) ? null : t('promo.ruleInvalid')),
      endAt: (v, all) => (v && v <= all.startAt ? t('content.endBeforeStart') : null),
    },
  });
  const submit = (v: RuleForm) =>
    save.mutate(
      {
        id: rule?.id,
        values: {
          host: v.host.trim() || '*',
          kind: v.kind,
          percent: v.percent.trim(),
          cap: serverMoney(v.cap),
          minDeposit: serverMoney(v.minDeposit),
          turnoverMultiple: v.turnoverMultiple,
          review: v.mode === 'review',
          startAt: new Date(v.startAt).toISOString(),
          endAt: v.endAt ? new Date(v.endAt).toISOString() : '',
          enabled: v.enabled,
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('cons.saved') });
          onDone();
        },
        onError: (e) => notifications.show({ color: 'red', message: e.message }),
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)} data-testid="deposit-rule-form">
      <Stack gap="xs">
        <Group grow>
          <TextInput label={t('cons.dep.host')} maxLength={253} {...form.getInputProps('host')} />
          <Select
            label={t('cons.dep.kind')}
            data={DEPOSIT_BONUS_KINDS.map((k) => ({ value: k, label: t(`cons.promo.kind.${k}`) }))}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
        </Group>
        <Group grow>
          <TextInput label={t('cons.dep.percent')} inputMode="decimal" {...form.getInputProps('percent')} />
          <MoneyInput label={t('cons.dep.cap')} data-testid="deposit-rule-cap" {...form.getInputProps('cap')} />
          <MoneyInput label={t('cons.dep.minDeposit')} data-testid="deposit-rule-minDeposit" {...form.getInputProps('minDeposit')} />
          <NumberInput label={t('cons.dep.multiple')} min={0} max={100} allowDecimal={false} {...form.getInputProps('turnoverMultiple')} />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('cons.dep.mode')}
          </Text>
          <SegmentedControl
            data={[
              { value: 'auto', label: t('cons.dep.mode.auto') },
              { value: 'review', label: t('cons.dep.mode.review') },
            ]}
            {...form.getInputProps('mode')}
          />
        </Stack>
        <Group grow>
          <TextInput type="datetime-local" label={t('cons.dep.start')} {...form.getInputProps('startAt')} />
          <TextInput type="datetime-local" label={t('cons.dep.end')} {...form.getInputProps('endAt')} />
        </Group>
        <Switch label={t('cons.dep.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="deposit-rule-save">
            {t('cons.dep.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Deposit promotions (issue #27): each is a rule that pays — percent, cap, minimum deposit,
 * turnover multiple, automatic or reviewed, per site and dates — and a promotion card offers one.
 */
export function DepositRulesPage() {
  const { t } = useTranslation();
  const rules = useDepositRules();
  const [editing, setEditing] = useState<DepositRuleView | 'new' | null>(null);
  const columns = useMemo<ColumnDef<DepositRuleView, unknown>[]>(
    () => [
      { accessorKey: 'id', header: '#' },
      { accessorKey: 'host', header: t('cons.dep.host') },
      { accessorKey: 'kind', header: t('cons.dep.kind'), cell: (c) => t(`cons.promo.kind.${c.row.original.kind}`) },
      { accessorKey: 'percent', header: t('cons.dep.percent'), cell: (c) => showPercent(c.row.original.percent) },
      { accessorKey: 'cap', header: t('cons.dep.cap'), cell: moneyCell },
      { accessorKey: 'minDeposit', header: t('cons.dep.minDeposit'), cell: moneyCell },
      { accessorKey: 'turnoverMultiple', header: t('cons.dep.multiple'), cell: (c) => `${c.row.original.turnoverMultiple}×` },
      { accessorKey: 'review', header: t('cons.dep.mode'), cell: (c) => t(c.row.original.review ? 'cons.dep.mode.review' : 'cons.dep.mode.auto') },
      { accessorKey: 'startAt', header: t('cons.dep.start'), cell: (c) => when(c.row.original.startAt) },
      { accessorKey: 'endAt', header: t('cons.dep.end'), cell: (c) => when(c.row.original.endAt) },
      {
        accessorKey: 'inForce',
        header: t('cons.review.status'),
        cell: (c) => (
          <Badge color={c.row.original.inForce ? 'green' : 'gray'}>
            {t(c.row.original.inForce ? 'cons.dep.inForce' : 'cons.dep.notInForce')}
          </Badge>
        ),
      },
      { accessorKey: 'paid', header: t('cons.dep.paid'), cell: (c) => `${c.row.original.paid} · ${c.row.original.paidTotal}` },
      {
        id: 'edit',
        header: '',
        enableSorting: false,
        cell: (c) => (
          <Button size="compact-xs" variant="light" onClick={() => setEditing(c.row.original)}>
            {t('cons.dep.edit')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('cons.dep.title')}</Title>
        <Button onClick={() => setEditing('new')} data-testid="deposit-rule-new">
          {t('cons.dep.new')}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <Text size="sm" c="dimmed">
          {t('cons.dep.help')}
        </Text>
      </Paper>
      <DataTable
        testId="deposit-rules"
        columns={columns}
        data={rules.data}
        isLoading={rules.isLoading}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        csvName="deposit-promotions"
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('cons.dep.title')} size="lg">
        {editing !== null && <RuleEditor rule={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
