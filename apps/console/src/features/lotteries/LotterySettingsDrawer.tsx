import { Alert, Button, Drawer, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lotteryRoutes, lotterySettingsBody, type LotterySettingsView, type RouteInput } from '@lotus/contracts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { client } from '../../lib/api.ts';
import { inputMoney, serverMoney } from '../../lib/money.ts';

const MONEY = ['minStake', 'maxStake', 'maxIssueStake', 'doubleMin', 'doubleMax', 'maxOrderWin', 'maxIssueWin'] as const;
const SOURCE = ['resultSourceTimeoutMs', 'resultSourceHoldMinutes', 'resultSourcePollSeconds'] as const;

/** The tie conventions (engine TieSettings) and the families whose plays use them. */
const TIES = {
  dragonTigerTie: { families: ['ssc', '3d', 'p3'], values: ['lose', 'refund'] },
  k3TripleKill: { families: ['k3'], values: ['true', 'false'] },
  x5Convention: { families: ['x5'], values: ['A', 'B'] },
  kl8Sum810: { families: ['kl8'], values: ['lose', 'push', 'noTie'] },
  pk10Sum11: { families: ['pk10'], values: ['small', 'push'] },
} as const;
type TieKey = keyof typeof TIES;

type Values = Record<(typeof MONEY)[number] | (typeof SOURCE)[number] | 'graceMinutes' | 'odds' | 'resultSource' | 'reason', string> & {
  ties: Partial<Record<TieKey, string>>;
};

export function initialOf(row: LotterySettingsView): Values {
  const ties: Partial<Record<TieKey, string>> = {};
  for (const key of Object.keys(TIES) as TieKey[]) if (row.ties[key] !== undefined) ties[key] = String(row.ties[key]);
  return {
    graceMinutes: String(row.graceMinutes),
    ...(Object.fromEntries(MONEY.map((m) => [m, inputMoney(row[m])])) as Record<(typeof MONEY)[number], string>),
    ties,
    odds: row.odds ? JSON.stringify(row.odds, null, 2) : '',
    resultSource: row.resultSource?.url ?? '',
    resultSourceTimeoutMs: String(row.resultSource?.timeoutMs ?? 5000),
    resultSourceHoldMinutes: String(row.resultSource?.holdMinutes ?? 5),
    resultSourcePollSeconds: String(row.resultSource?.pollSeconds ?? 30),
    reason: '',
  };
}

type SettingsChange = Omit<RouteInput<typeof lotteryRoutes.saveSettings>, 'ticketId'>;
type TieChange = NonNullable<SettingsChange['ties']>;

const isTieValue = <K extends TieKey>(key: K, value: string): value is NonNullable<TieChange[K]> =>
  (TIES[key].values as readonly string[]).includes(value);
const setTie = <K extends TieKey>(ties: TieChange, key: K, value: TieChange[K]) => {
  ties[key] = value;
};

const isMoney = (key: string): key is (typeof MONEY)[number] => (MONEY as readonly string[]).includes(key);

/**
 * The fields that differ from the list row, as the call's input (the client sends ties as dotted
 * keys); amounts as the server writes them ("1000000.000"), whatever separators the operator typed.
 */
export function changedBody(initial: Values, v: Values): SettingsChange {
  const body: SettingsChange = {};
  for (const key of ['graceMinutes', ...MONEY, 'odds', 'resultSource', ...SOURCE] as const) {
    const plain = (text: string) => (isMoney(key) ? serverMoney(text) : text.trim());
    const now = plain(v[key]);
    // The console's client drops empty values from a form body; a blank (trimmed by the server) clears.
    if (now !== plain(initial[key])) body[key] = now === '' ? ' ' : now;
  }
  const ties: TieChange = {};
  for (const key of Object.keys(v.ties) as TieKey[]) {
    const now = v.ties[key];
    if (now !== undefined && now !== initial.ties[key] && isTieValue(key, now)) setTie(ties, key, now);
  }
  if (Object.keys(ties).length > 0) body.ties = ties;
  return body;
}

/**
 * A lottery's settings (issue #16 "per-lottery settings … bet and win limits"): prefilled from the
 * list's row, validated by the contracts' schema, and only what the operator changed is sent, with
 * his reason (the server audits every change). The prize-group offset is not here: two operators
 * change it (GroupOffsetPanel).
 */
export function LotterySettingsDrawer({ row, onClose }: { row: LotterySettingsView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 640}
      title={row ? <Title order={4}>{t('cons.lotset.title', { code: row.code })}</Title> : null}
    >
      {row && <SettingsForm key={row.ticketId} row={row} onDone={onClose} />}
    </Drawer>
  );
}

function SettingsForm({ row, onDone }: { row: LotterySettingsView; onDone: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const initial = initialOf(row);
  const form = useForm<Values>({
    initialValues: initial,
    validate: (v) => {
      const errors: Record<string, string> = {};
      const body = changedBody(initial, v);
      const { ties: _ties, ...fields } = body;
      const parsedErrors = schemaResolver(lotterySettingsBody, { sync: true })(fields);
      for (const [k, key] of Object.entries(parsedErrors)) {
        const message = String(key);
        errors[k] = message.startsWith('ops.settingInvalid:') ? t('cons.lotset.invalid') : t(message);
      }
      if (v.odds.trim() !== '') {
        try {
          const parsed: unknown = JSON.parse(v.odds);
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) errors.odds = t('cons.lotset.oddsJson');
        } catch {
          errors.odds = t('cons.lotset.oddsJson');
        }
      }
      if (!v.reason.trim()) errors.reason = t('console.reasonRequired');
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) => client.call(lotteryRoutes.saveSettings, { ...changedBody(initial, v), ticketId: row.ticketId, reason: v.reason.trim() }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('cons.lotset.saved', { code: row.code }) });
      void qc.invalidateQueries({ queryKey: ['console', 'lotteries'] });
      onDone();
    },
  });
  const dirty = Object.keys(changedBody(initial, form.values)).length > 0;
  const ties = (Object.keys(TIES) as TieKey[]).filter((k) => (TIES[k].families as readonly string[]).includes(row.family) && initial.ties[k] !== undefined);
  const num = (name: 'graceMinutes' | (typeof SOURCE)[number], label: string, max: number) => {
    const props = form.getInputProps(name);
    return (
      <NumberInput
        label={label}
        allowDecimal={false}
        allowNegative={false}
        max={max}
        data-testid={`lotset-${name}`}
        {...props}
        onChange={(v) => form.setFieldValue(name, String(v))}
      />
    );
  };
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} data-testid="lotset-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('cons.lotset.help', { family: row.family, drawKind: row.drawKind })}
        </Text>
        <Title order={5}>{t('cons.lotset.limits')}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {num('graceMinutes', t('cons.lottery.grace'), 1440)}
          {MONEY.map((m) => (
            <MoneyInput key={m} label={t(`cons.lotset.${m}`)} maxLength={24} data-testid={`lotset-${m}`} {...form.getInputProps(m)} />
          ))}
        </SimpleGrid>
        {ties.length > 0 && (
          <>
            <Title order={5}>{t('cons.lotset.ties')}</Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {ties.map((k) => (
                <Select
                  key={k}
                  label={t(`cons.lotset.tie.${k}`)}
                  allowDeselect={false}
                  data={TIES[k].values.map((value) => ({ value, label: t(`cons.lotset.tie.${k}.${value}`) }))}
                  data-testid={`lotset-tie-${k}`}
                  {...form.getInputProps(`ties.${k}`)}
                />
              ))}
            </SimpleGrid>
          </>
        )}
        <Title order={5}>{t('cons.lotset.odds')}</Title>
        <Textarea
          description={t('cons.lotset.oddsHelp')}
          placeholder='{"playCode": {"levelKey": 1980}}'
          autosize
          minRows={3}
          maxRows={10}
          maxLength={20_000}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          data-testid="lotset-odds"
          {...form.getInputProps('odds')}
        />
        <Title order={5}>{t('cons.lotset.source')}</Title>
        <TextInput
          label={t('cons.lotset.sourceUrl')}
          description={t('cons.lotset.sourceHelp')}
          placeholder="https://results.example/{lottery}/{issue}"
          maxLength={500}
          data-testid="lotset-resultSource"
          {...form.getInputProps('resultSource')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {num('resultSourceTimeoutMs', t('cons.lotset.sourceTimeout'), 30_000)}
          {num('resultSourceHoldMinutes', t('cons.lotset.sourceHold'), 1440)}
          {num('resultSourcePollSeconds', t('cons.lotset.sourcePoll'), 3600)}
        </SimpleGrid>
        <TextInput label={t('cons.review.reason')} withAsterisk maxLength={255} data-testid="lotset-reason" {...form.getInputProps('reason')} />
        {save.error && (
          <Alert color="red" data-testid="lotset-error">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cons.lotset.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!dirty} data-testid="lotset-save">
            {t('cons.lotset.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
