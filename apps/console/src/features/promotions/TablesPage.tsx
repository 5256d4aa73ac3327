import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  invitePrizesInput,
  signPrizesInput,
  signTiersInput,
  vipTableInput,
  type PromoTableKey,
} from '@lotus/contracts';
import { usePromoTable, useSavePromoTable } from './api.ts';

type Row = Record<string, string>;
type Issues = Map<string, string>;

const FIELDS: Record<'vip' | 'signTiers' | 'prizes', string[]> = {
  vip: ['level', 'deposit', 'validBet', 'upBonus', 'weekly', 'monthly'],
  signTiers: ['tier', 'validBet', 'chances', 'multiplier'],
  prizes: ['weight', 'amount'],
};
/** Rows per table, as the contracts bound them. */
const MAX_ROWS: Record<string, number> = { vip: 11, signTiers: 10, prizes: 20 };

const asRows = (v: unknown): Row[] =>
  Array.isArray(v)
    ? v.map((r: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(r).map(([k, x]) => [k, String(x)])),
      )
    : [];
/** zod issues as "path → message", e.g. "normal.2.amount". */
const issuesOf = (error: z.ZodError | undefined): Issues =>
  new Map((error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** One editable grid of a table's rows: add, remove, edit; cells the schema refuses are marked. */
function RowsEditor({
  shape,
  rows,
  onChange,
  issues,
  prefix,
  testId,
}: {
  shape: keyof typeof FIELDS;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  issues: Issues;
  prefix: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const fields = FIELDS[shape];
  const set = (i: number, f: string, v: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [f]: v } : r)));
  return (
    <div data-testid={testId}>
      <ScrollArea>
        <Table miw={fields.length * 130} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {fields.map((f) => (
                <Table.Th key={f}>{t(`cons.promo.field.${f}`)}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                {fields.map((f) => (
                  <Table.Td key={f}>
                    <TextInput
                      size="xs"
                      maxLength={16}
                      aria-label={`${t(`cons.promo.field.${f}`)} ${i + 1}`}
                      value={r[f] ?? ''}
                      onChange={(e) => set(i, f, e.currentTarget.value.trim())}
                      error={issues.has(`${prefix}${i}.${f}`)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('cons.promo.removeRow')}
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                    disabled={rows.length <= 1}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Button
        size="xs"
        variant="subtle"
        mt={4}
        disabled={rows.length >= MAX_ROWS[shape]!}
        onClick={() => onChange([...rows, Object.fromEntries(fields.map((f) => [f, '']))])}
      >
        + {t('cons.promo.addRow')}
      </Button>
    </div>
  );
}

/**
 * One promotion table: loaded from the server, edited here, checked with the contracts' schema
 * before it is sent; the server checks it again (levels without gaps, rising thresholds, some
 * weight) and its refusal is shown as it says it.
 */
function TableTab({ tableKey }: { tableKey: PromoTableKey }) {
  const { t } = useTranslation();
  const table = usePromoTable(tableKey);
  const save = useSavePromoTable(tableKey);
  const [draft, setDraft] = useState<{ a: Row[]; b: Row[] } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const load = (v: unknown) =>
    setDraft(
      tableKey === 'signPrizes'
        ? { a: asRows((v as { normal?: unknown })?.normal), b: asRows((v as { day7?: unknown })?.day7) }
        : { a: asRows(v), b: [] },
    );
  useEffect(() => {
    if (table.data !== undefined) load(table.data);
    // Reload the draft only when the server's table changes.
  }, [table.data]);

  if (table.isLoading)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (table.error)
    return (
      <Alert color="red" title={t('cons.table.error')}>
        {table.error.message}
        <Button
          size="xs"
          variant="light"
          color="red"
          mt="xs"
          display="block"
          onClick={() => void table.refetch()}
        >
          {t('cons.retry')}
        </Button>
      </Alert>
    );
  if (!draft) return null;

  const value = tableKey === 'signPrizes' ? { normal: draft.a, day7: draft.b } : draft.a;
  const schema = {
    vip: vipTableInput,
    signTiers: signTiersInput,
    signPrizes: signPrizesInput,
    invitePrizes: invitePrizesInput,
  }[tableKey] as z.ZodType;
  const checked = schema.safeParse(value);
  const issues = issuesOf(checked.success ? undefined : checked.error);
  const empty = draft.a.length === 0 && (tableKey !== 'signPrizes' || draft.b.length === 0);
  const submit = () => {
    setServerError(null);
    save.mutate(value, {
      onSuccess: () => notifications.show({ color: 'green', message: t('cons.saved') }),
      onError: (e) => setServerError(e.message),
    });
  };
  const shape = tableKey === 'vip' ? 'vip' : tableKey === 'signTiers' ? 'signTiers' : 'prizes';
  return (
    <Stack>
      {empty && <Text c="dimmed">{t('cons.table.empty')}</Text>}
      {tableKey === 'signPrizes' ? (
        <>
          <Title order={5}>{t('cons.promo.tables.normal')}</Title>
          <RowsEditor
            shape="prizes"
            rows={draft.a}
            onChange={(a) => setDraft({ ...draft, a })}
            issues={issues}
            prefix="normal."
            testId="table-normal"
          />
          <Title order={5}>{t('cons.promo.tables.day7')}</Title>
          <RowsEditor
            shape="prizes"
            rows={draft.b}
            onChange={(b) => setDraft({ ...draft, b })}
            issues={issues}
            prefix="day7."
            testId="table-day7"
          />
        </>
      ) : (
        <RowsEditor
          shape={shape}
          rows={draft.a}
          onChange={(a) => setDraft({ ...draft, a })}
          issues={issues}
          prefix=""
          testId={`table-${tableKey}`}
        />
      )}
      {!checked.success && (
        <Text c="red" size="sm" data-testid="table-invalid">
          {t('cons.promo.tables.invalid', { count: issues.size })}
        </Text>
      )}
      {serverError && (
        <Alert color="red" data-testid="table-server-error">
          {serverError}
        </Alert>
      )}
      <Group>
        <Button
          onClick={submit}
          disabled={!checked.success}
          loading={save.isPending}
          data-testid="table-save"
        >
          {t('cons.promo.tables.save')}
        </Button>
        <Button variant="default" onClick={() => (load(table.data), setServerError(null))}>
          {t('cons.promo.tables.reset')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The promotion tables operators edit (issue #15): VIP levels, sign-in tiers and prizes, invite prizes. Every save is audited. */
export function TablesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('vip');
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.promoTables')}</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {(['vip', 'signTiers', 'signPrizes', 'invitePrizes'] as const).map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`cons.promo.tables.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(['vip', 'signTiers', 'signPrizes', 'invitePrizes'] as const).map((k) => (
          <Tabs.Panel key={k} value={k} pt="md">
            <TableTab tableKey={k} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
