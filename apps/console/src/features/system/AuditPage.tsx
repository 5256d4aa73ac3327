import { useMemo, useState } from 'react';
import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { when } from '../../lib/time.ts';
import { useTranslation } from 'react-i18next';
import { accessRoutes, type AuditView } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { useLotteryChoices } from '../lotteries/api.ts';
import { actionName, AUDIT_ACTIONS } from './audit-actions.ts';
import { auditLines } from './audit-fields.ts';
import { LANGUAGES, type Language } from '@lotus/i18n';


/** A recorded value as labelled lines, in the operator's words and units (audit-fields.ts). */
function Lines({ action, value }: { action: string; value: unknown }) {
  const { t, i18n } = useTranslation();
  const lines = auditLines(t, languageOf(i18n.language), action, value);
  if (lines.length === 0) return null;
  return (
    <Stack gap={0}>
      {lines.map((l, i) => (
        <Text key={i} size="xs" style={{ wordBreak: 'break-word' }} data-field={l.field}>
          {l.label && <span style={{ color: 'var(--mantine-color-dimmed)' }}>{l.label}: </span>}
          {l.text}
        </Text>
      ))}
    </Stack>
  );
}

const languageOf = (lang: string): Language => ((LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'vi');
const linesText = (t: TFunction, lang: string, action: string, value: unknown) =>
  auditLines(t, languageOf(lang), action, value).map((l) => (l.label ? `${l.label}: ${l.text}` : l.text));

/**
 * The audit log in operators' words (issue #27): every console write with who, when, IP, the
 * action named in words, the member and lottery it concerns by name, before and after with
 * amounts in money units; filter by operator, action, target, dates.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState({ operator: '', action: '', target: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const lotteries = useLotteryChoices();
  const list = useQuery({
    queryKey: ['console', 'audit', debounced, page],
    queryFn: () => client.call(accessRoutes.audit, { ...debounced, page, size: 20 }),
    placeholderData: keepPreviousData,
  });
  const set = (k: keyof typeof filters) => (e: React.ChangeEvent<HTMLInputElement>) => (
    setFilters({ ...filters, [k]: e.currentTarget.value }),
    setPage(1)
  );
  const lotteryName = (code: string) =>
    lotteries.data?.find((l) => l.label.endsWith(`(${code})`))?.label ?? code;
  const columns = useMemo<ColumnDef<AuditView, unknown>[]>(
    () => [
      {
        accessorKey: 'createdAt',
        header: t('cons.audit.time'),
        cell: (c) => when(c.row.original.createdAt, 'second'),
      },
      {
        accessorFn: (r) => r.actor ?? `${r.actorKind}:${r.actorId}`,
        id: 'actor',
        header: t('cons.audit.operator'),
      },
      {
        accessorFn: (r) => actionName(t, r.action),
        id: 'action',
        header: t('cons.audit.action'),
        cell: (c) => (
          <Stack gap={0} data-testid="audit-action" data-action={c.row.original.action}>
            <Text size="sm">{actionName(t, c.row.original.action)}</Text>
            <Text size="xs" c="dimmed">
              {c.row.original.action}
            </Text>
          </Stack>
        ),
      },
      {
        accessorFn: (r) => [r.member, r.lottery, r.target].filter(Boolean).join(' '),
        id: 'target',
        header: t('cons.audit.target'),
        cell: (c) => {
          const r = c.row.original;
          return (
            <Stack gap={0} data-testid="audit-target">
              {r.member && (
                <Text size="sm">
                  {t('cons.audit.member')}: <b data-testid="audit-member">{r.member}</b>
                </Text>
              )}
              {r.lottery && (
                <Text size="sm">
                  {t('cons.audit.lottery')}: {lotteryName(r.lottery)}
                </Text>
              )}
              {r.target && r.target !== r.member && (
                <Text size="xs" c="dimmed">
                  {r.target}
                </Text>
              )}
            </Stack>
          );
        },
      },
      { accessorKey: 'ip', header: 'IP' },
      {
        accessorFn: (r) => linesText(t, i18n.language, r.action, r.before).join('; '),
        id: 'before',
        header: t('cons.audit.before'),
        cell: (c) => <Lines action={c.row.original.action} value={c.row.original.before} />,
      },
      {
        accessorFn: (r) => [...linesText(t, i18n.language, r.action, r.after), ...linesText(t, i18n.language, r.action, r.detail)].join('; '),
        id: 'after',
        header: t('cons.audit.after'),
        cell: (c) => (
          <Stack gap={4} data-testid="audit-after">
            <Lines action={c.row.original.action} value={c.row.original.after} />
            <Lines action={c.row.original.action} value={c.row.original.detail} />
          </Stack>
        ),
      },
    ],
    [t, i18n.language, lotteries.data],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.audit')}</Title>
      <Group>
        <TextInput
          size="xs"
          placeholder={t('cons.audit.operator')}
          maxLength={32}
          value={filters.operator}
          onChange={set('operator')}
        />
        <Select
          size="xs"
          w={260}
          placeholder={t('cons.audit.allActions')}
          data={AUDIT_ACTIONS.map((a) => ({ value: a, label: actionName(t, a) }))}
          value={filters.action || null}
          onChange={(v) => (setFilters({ ...filters, action: v ?? '' }), setPage(1))}
          searchable
          clearable
          data-testid="audit-action-filter"
        />
        <TextInput
          size="xs"
          placeholder={t('cons.audit.target')}
          maxLength={128}
          value={filters.target}
          onChange={set('target')}
        />
        <TextInput
          size="xs"
          type="date"
          aria-label={t('cons.audit.from')}
          value={filters.from}
          onChange={set('from')}
        />
        <TextInput
          size="xs"
          type="date"
          aria-label={t('cons.audit.to')}
          value={filters.to}
          onChange={set('to')}
        />
      </Group>
      <DataTable
        testId="audit-table"
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        csvName="audit"
        paging={list.data ? { page, size: 20, total: list.data.total, onPage: setPage } : undefined}
      />
    </Stack>
  );
}
