import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { shownTime } from '../../lib/platform-day.ts';
import { showMoney, typedAmount } from '../../components/centre/money.ts';
import { useTranslation } from '../../lib/translate.ts';
import {
  LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  SESSION_LIMIT_MAX_MINUTES,
  limitFormErrors,
  limitRequestOf,
  type LimitFormValues,
  type LimitView,
} from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { PageState, useErrorText } from '../../components/centre/ui.tsx';
import { useConfirmLimit, useProtection, useSetLimit } from './api/protection.ts';

/** A money limit's period as the limit calls name it (a session limit has none). */
const periodOf = (period: string) => MONEY_LIMIT_PERIODS.find((p) => p === period);

const at = (iso: string | null) => shownTime(iso);


function limitLabel(t: (k: string) => string, l: Pick<LimitView, 'kind' | 'period'>) {
  return l.kind === 'session' ? t('rg.kind.session') : `${t(`rg.kind.${l.kind}`)} · ${t(`rg.period.${l.period}`)}`;
}

/** The form's values with its amount as the member typed it in his language's form, read (typedAmount). */
const typedLimit = (v: LimitFormValues): LimitFormValues => ({ ...v, amount: typedAmount(v.amount) ?? v.amount });

function SetLimitCard() {
  const { t } = useTranslation();
  const err = useErrorText();
  const save = useSetLimit();
  const [waiting, setWaiting] = useState<LimitView | null>(null);
  const form = useForm<LimitFormValues>({
    mode: 'controlled',
    initialValues: { kind: 'loss', period: '24h', amount: '', minutes: 60 },
    validate: (v) => limitFormErrors(typedLimit(v)),
  });
  const kind = form.getValues().kind;
  return (
    <Card withBorder>
      <form
        onSubmit={form.onSubmit((v) => {
          setWaiting(null);
          save.mutate(limitRequestOf(typedLimit(v)), {
            onSuccess: (r) => {
              if (r.applied) {
                notifications.show({ color: 'teal', message: t('rg.limits.appliedNow') });
                form.setFieldValue('amount', '');
              } else {
                const period = v.kind === 'session' ? '-' : v.period;
                setWaiting(r.state.limits.find((l) => l.kind === v.kind && l.period === period) ?? null);
              }
            },
          });
        })}
      >
        <Stack gap="sm" data-testid="limit-form">
          <Select
            label={t('rg.limits.kind')}
            data={LIMIT_KINDS.map((k) => ({ value: k, label: t(`rg.kind.${k}`) }))}
            allowDeselect={false}
            data-testid="limit-kind"
            {...form.getInputProps('kind')}
          />
          {kind === 'session' ? (
            <NumberInput
              label={t('rg.limits.minutes')}
              min={1}
              max={SESSION_LIMIT_MAX_MINUTES}
              allowDecimal={false}
              data-testid="limit-minutes"
              {...form.getInputProps('minutes')}
              error={err(form.errors.minutes)}
            />
          ) : (
            <>
              <SegmentedControl
                data={MONEY_LIMIT_PERIODS.map((p) => ({ value: p, label: t(`rg.period.${p}`) }))}
                data-testid="limit-period"
                {...form.getInputProps('period')}
              />
              <TextInput
                label={t('rg.limits.amount')}
                inputMode="decimal"
                maxLength={16}
                data-testid="limit-amount"
                {...form.getInputProps('amount')}
                error={err(form.errors.amount)}
              />
            </>
          )}
          {save.isError && (
            <Alert color="red" variant="light" data-testid="limit-error">
              {errorText(save.error, t)}
            </Alert>
          )}
          {waiting && (
            <Alert color="yellow" variant="light" data-testid="limit-waiting">
              {t('rg.limits.waiting', { from: at(waiting.confirmFrom), until: at(waiting.confirmUntil) })}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="limit-save">
              {t('rg.limits.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function LimitRow({ limit }: { limit: LimitView }) {
  const { t } = useTranslation();
  const remove = useSetLimit();
  if (limit.value === null) return null;
  const used =
    limit.kind === 'session'
      ? t('rg.limits.usedMinutes', { used: limit.used, value: limit.value })
      : t('rg.limits.used', { used: showMoney(limit.used, 3), value: showMoney(limit.value, 3) });
  return (
    <Card withBorder padding="sm" data-testid={`limit-${limit.kind}-${limit.period}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {limitLabel(t, limit)}
          </Text>
          <Text size="sm">{used}</Text>
        </Stack>
        {limit.confirmFrom === null && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate({ kind: limit.kind, period: limit.kind === 'session' ? undefined : periodOf(limit.period), remove: '1' })
            }
          >
            {t('rg.limits.remove')}
          </Button>
        )}
      </Group>
      {remove.isError && (
        <Text size="xs" c="red">
          {errorText(remove.error, t)}
        </Text>
      )}
    </Card>
  );
}

function PendingRow({ limit }: { limit: LimitView }) {
  const { t } = useTranslation();
  const confirm = useConfirmLimit();
  const open = limit.confirmFrom !== null && Date.parse(limit.confirmFrom) <= Date.now();
  return (
    <Card withBorder padding="sm" data-testid={`pending-${limit.kind}-${limit.period}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {limitLabel(t, limit)}
          </Text>
          <Badge color="yellow" variant="light">
            {limit.pendingRemove
              ? t('rg.limits.pendingRemove')
              : t('rg.limits.pendingTo', { value: limit.kind === 'session' || limit.pendingValue === null ? limit.pendingValue : showMoney(limit.pendingValue, 3) })}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('rg.limits.waiting', { from: at(limit.confirmFrom), until: at(limit.confirmUntil) })}
        </Text>
        <Group>
          <Button
            size="xs"
            disabled={!open}
            loading={confirm.isPending}
            data-testid="limit-confirm"
            onClick={() =>
              confirm.mutate({ kind: limit.kind, period: limit.kind === 'session' ? undefined : periodOf(limit.period) })
            }
          >
            {t('rg.limits.confirm')}
          </Button>
        </Group>
        {confirm.isError && (
          <Text size="xs" c="red">
            {errorText(confirm.error, t)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Responsible gaming: deposit, loss, wager and session limits (issue #17; domain §5.2 item 1). */
export function LimitsPage() {
  const { t } = useTranslation();
  const state = useProtection();
  const limits = state.data?.limits ?? [];
  const inForce = limits.filter((l) => l.value !== null);
  const pending = limits.filter((l) => l.confirmFrom !== null);
  return (
    <Stack data-testid="limits-page" maw={720}>
      <Title order={2}>{t('rg.limits.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('rg.limits.intro')}
      </Text>
      <SetLimitCard />
      <Title order={4}>{t('rg.limits.current')}</Title>
      <PageState
        isPending={state.isPending}
        error={state.error}
        empty={Boolean(state.data) && inForce.length === 0}
        emptyKey="rg.limits.empty"
        onRetry={() => void state.refetch()}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {inForce.map((l) => (
          <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
        ))}
      </SimpleGrid>
      {pending.length > 0 && (
        <>
          <Title order={4}>{t('rg.limits.pending')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {pending.map((l) => (
              <PendingRow key={`${l.kind}-${l.period}`} limit={l} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
