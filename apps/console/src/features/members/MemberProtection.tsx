import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EXCLUSION_DURATIONS,
  LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  SESSION_LIMIT_MAX_MINUTES,
  TIMEOUT_DURATIONS,
  protectionRoutes,
  limitFormErrors,
  limitRequestOf,
  type LimitFormValues,
  takeBreakRequest,
  type LimitView,
  type ProtectionState,
  type TakeBreakRequest,
} from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { useMe } from '../auth/use-me.ts';
import { when } from '../../lib/time.ts';
import { showMoney } from '../../lib/money.ts';



const stateKey = (account: string) => ['console', 'member', account, 'protection'];

/**
 * A member's player protection in his console detail (issue #17; domain §5.2 item 5): his limits
 * with any pending raise, his time-out or self-exclusion, his reality-check interval; operators
 * with member.manage may tighten (the server refuses anything else, and audits every change).
 */
export function MemberProtection({ account }: { account: string }) {
  const { t } = useTranslation();
  const { can } = useMe();
  const state = useQuery({
    queryKey: stateKey(account),
    queryFn: () => client.call(protectionRoutes.state, { account }),
  });
  return (
    <Stack gap="xs" data-testid="member-protection">
      <Title order={5}>{t('cons.protection.title')}</Title>
      {state.isLoading ? (
        <Loader size="sm" />
      ) : state.error || !state.data ? (
        <Alert color="red" variant="light">
          <Group justify="space-between">
            <Text size="sm">{state.error?.message}</Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void state.refetch()}>
              {t('cons.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <ProtectionFacts data={state.data} />
      )}
      {can('member.manage') && state.data && (
        <>
          <TightenLimit account={account} />
          <ImposeBreak account={account} />
        </>
      )}
    </Stack>
  );
}

function limitName(t: (k: string) => string, l: Pick<LimitView, 'kind' | 'period'>) {
  return l.kind === 'session' ? t('rg.kind.session') : `${t(`rg.kind.${l.kind}`)} · ${t(`rg.period.${l.period}`)}`;
}

/** A limit's figure: minutes for the session limit, an amount (the operator's number format) for the money kinds. */
const limitValue = (l: Pick<LimitView, 'kind'>, v: string) => (l.kind === 'session' ? v : showMoney(v));

function ProtectionFacts({ data }: { data: ProtectionState }) {
  const { t } = useTranslation();
  const limits = data.limits.filter((l) => l.value !== null || l.confirmFrom !== null);
  const b = data.block;
  const blockText = !b
    ? t('cons.protection.none')
    : b.until === null
      ? t('cons.protection.blockPermanent')
      : t(b.kind === 'timeout' ? 'cons.protection.blockTimeout' : 'cons.protection.blockExclusion', { time: when(b.until) });
  return (
    <Stack gap="xs">
      <Group gap="xl" wrap="wrap">
        <div>
          <Text size="xs" c="dimmed">
            {t('cons.protection.block')}
          </Text>
          <Text size="sm" c={b ? 'red' : undefined} data-testid="protection-block">
            {blockText}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('cons.protection.reality')}
          </Text>
          <Text size="sm">{t('cons.protection.realityEvery', { minutes: data.realityCheckMinutes })}</Text>
        </div>
      </Group>
      <Text size="xs" c="dimmed">
        {t('cons.protection.limits')}
      </Text>
      {limits.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="protection-no-limits">
          {t('cons.protection.noLimits')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped fz="sm" data-testid="protection-limits">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rg.limits.kind')}</Table.Th>
                <Table.Th>{t('cons.protection.value')}</Table.Th>
                <Table.Th>{t('cons.protection.used')}</Table.Th>
                <Table.Th>{t('cons.protection.pending')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {limits.map((l) => (
                <Table.Tr key={`${l.kind}-${l.period}`} data-testid={`protection-limit-${l.kind}-${l.period}`}>
                  <Table.Td>{limitName(t, l)}</Table.Td>
                  <Table.Td>{l.value === null ? '—' : limitValue(l, l.value)}</Table.Td>
                  <Table.Td>{limitValue(l, l.used)}</Table.Td>
                  <Table.Td>
                    {l.confirmFrom === null ? (
                      '—'
                    ) : (
                      <Badge color="yellow" variant="light" style={{ textTransform: 'none' }}>
                        {l.pendingRemove
                          ? t('cons.protection.pendingRemove', { from: when(l.confirmFrom) })
                          : t('cons.protection.pendingRaise', { value: l.pendingValue === null ? '' : limitValue(l, l.pendingValue), from: when(l.confirmFrom) })}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function TightenLimit({ account }: { account: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useForm<LimitFormValues>({
    mode: 'controlled',
    initialValues: { kind: 'loss', period: '24h', amount: '', minutes: 60 },
    validate: limitFormErrors,
  });
  const save = useMutation({
    mutationFn: (v: LimitFormValues) =>
      client.call(protectionRoutes.tightenLimit, { account, ...limitRequestOf(v) }),
    onSuccess: (r) => {
      qc.setQueryData(stateKey(account), r.state);
      notifications.show({ color: 'green', message: t('cons.protection.applied') });
      form.setFieldValue('amount', '');
    },
  });
  const kind = form.getValues().kind;
  return (
    <Paper withBorder p="sm">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} data-testid="protection-tighten">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('cons.protection.tightenTitle')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('cons.protection.tightenNote')}
          </Text>
          <Group align="flex-end" wrap="wrap" gap="xs">
            <Select
              label={t('rg.limits.kind')}
              w={150}
              allowDeselect={false}
              data={LIMIT_KINDS.map((k) => ({ value: k, label: t(`rg.kind.${k}`) }))}
              {...form.getInputProps('kind')}
            />
            {kind === 'session' ? (
              <NumberInput
                label={t('rg.limits.minutes')}
                w={140}
                min={1}
                max={SESSION_LIMIT_MAX_MINUTES}
                allowDecimal={false}
                {...form.getInputProps('minutes')}
                error={form.errors.minutes ? t(String(form.errors.minutes)) : undefined}
              />
            ) : (
              <>
                <SegmentedControl
                  data={MONEY_LIMIT_PERIODS.map((p) => ({ value: p, label: t(`rg.period.${p}`) }))}
                  {...form.getInputProps('period')}
                />
                <TextInput
                  label={t('rg.limits.amount')}
                  w={140}
                  inputMode="decimal"
                  maxLength={16}
                  data-testid="protection-amount"
                  {...form.getInputProps('amount')}
                  error={form.errors.amount ? t(String(form.errors.amount)) : undefined}
                />
              </>
            )}
            <Button type="submit" loading={save.isPending} data-testid="protection-apply">
              {t('cons.protection.apply')}
            </Button>
          </Group>
          {save.isError && (
            <Alert color="red" variant="light" data-testid="protection-error">
              {save.error.message}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

const DURATIONS = { timeout: TIMEOUT_DURATIONS, exclusion: EXCLUSION_DURATIONS } as const;

function ImposeBreak({ account }: { account: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const form = useForm<TakeBreakRequest>({
    mode: 'controlled',
    initialValues: { kind: 'timeout', duration: '24h' },
    validate: (v) => (takeBreakRequest.safeParse(v).success ? {} : { duration: t('protection.breakInvalid') }),
  });
  const impose = useMutation({
    mutationFn: (v: TakeBreakRequest) => client.call(protectionRoutes.takeBreak, { account, ...v }),
    onSuccess: () => notifications.show({ color: 'green', message: t('cons.protection.imposed') }),
    onSettled: () => (setAsking(false), qc.invalidateQueries({ queryKey: stateKey(account) })),
  });
  const v = form.getValues();
  const what = `${t(`rg.break.${v.kind}`)} · ${t(`rg.duration.${v.duration}`)}`;
  return (
    <Paper withBorder p="sm">
      <form onSubmit={form.onSubmit(() => setAsking(true))} data-testid="protection-break">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('cons.protection.breakTitle')}
          </Text>
          <Group align="flex-end" wrap="wrap" gap="xs">
            <SegmentedControl
              data={(['timeout', 'exclusion'] as const).map((k) => ({ value: k, label: t(`rg.break.${k}`) }))}
              value={v.kind}
              onChange={(k) => form.setValues({ kind: k as TakeBreakRequest['kind'], duration: DURATIONS[k as TakeBreakRequest['kind']][0] })}
            />
            <Select
              label={t('cons.protection.duration')}
              w={150}
              allowDeselect={false}
              data={DURATIONS[v.kind].map((d) => ({ value: d, label: t(`rg.duration.${d}`) }))}
              {...form.getInputProps('duration')}
            />
            <Button type="submit" color="red" variant="light">
              {t('cons.protection.impose')}
            </Button>
          </Group>
          {impose.isError && (
            <Alert color="red" variant="light">
              {impose.error.message}
            </Alert>
          )}
        </Stack>
      </form>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('cons.protection.breakTitle')}>
        <Stack>
          <Text size="sm">{t('cons.protection.imposeConfirm', { what, account })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('cons.protection.cancel')}
            </Button>
            <Button color="red" loading={impose.isPending} onClick={() => impose.mutate(form.getValues())}>
              {t('cons.protection.impose')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
