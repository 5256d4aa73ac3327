import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Code, Group, Loader, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ConsoleIssueRow, FairnessCheck } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { useMe } from '../auth/use-me.ts';
import { ISSUES_PAGE_SIZE, useIssueList, useIssueVerification, useLotteryChoices } from './api.ts';
import { CloseSalesModal, EnterResult } from './IssueActions.tsx';
import { when } from '../../lib/time.ts';

const STATUS_COLOR = ['blue', 'gray', 'teal', 'green', 'red'];
/** Hashes are 64 hex digits: the table shows their beginning, the verifier shows them whole. */
const short = (hex: string | null) => (hex ? `${hex.slice(0, 12)}…` : '—');

/**
 * A lottery's issues, newest first, with commitment, revealed seed and result; "Verify" re-derives a
 * house draw. On an official lottery an operator who enters results closes an issue's sales early
 * and enters its result (two operators) from its row.
 */
export function IssuesPage() {
  const { t } = useTranslation();
  const choices = useLotteryChoices();
  const [picked, setPicked] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [verifying, setVerifying] = useState<string | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const [entering, setEntering] = useState<string | null>(null);
  const me = useMe();
  const ticketId = picked ?? choices.data?.[0]?.value ?? null;
  const list = useIssueList(ticketId === null ? null : Number(ticketId), page);
  const official = list.data?.drawKind === 'official' && String(list.data.ticketId) === ticketId;
  const mayEnter = official && me.can('result.enter');
  const columns = useMemo<ColumnDef<ConsoleIssueRow, unknown>[]>(
    () => [
      { accessorKey: 'issue', header: t('cons.issues.issue') },
      {
        accessorKey: 'status',
        header: t('cons.issues.status'),
        cell: (c) => (
          <Badge variant="light" color={STATUS_COLOR[c.row.original.status] ?? 'gray'}>
            {t(`cons.issues.status${c.row.original.status}`)}
          </Badge>
        ),
      },
      { accessorKey: 'drawAt', header: t('cons.issues.drawAt'), cell: (c) => when(c.row.original.drawAt) },
      { accessorKey: 'result', header: t('cons.issues.result'), cell: (c) => c.row.original.result ?? '—' },
      { accessorKey: 'commitment', header: t('cons.issues.commitment'), cell: (c) => <Code title={c.row.original.commitment ?? undefined}>{short(c.row.original.commitment)}</Code> },
      { accessorKey: 'seed', header: t('cons.issues.seed'), cell: (c) => <Code title={c.row.original.seed ?? undefined}>{short(c.row.original.seed)}</Code> },
      {
        id: 'actions',
        header: '',
        cell: (c) => {
          const { issue, status } = c.row.original;
          return (
            <Group gap={6} wrap="nowrap">
              {mayEnter && status === 0 && (
                <Button size="compact-xs" variant="light" color="orange" onClick={() => setClosing(issue)} data-testid={`close-sales-${issue}`}>
                  {t('cons.issues.closeSales')}
                </Button>
              )}
              {mayEnter && status === 1 && (
                <Button size="compact-xs" onClick={() => setEntering(issue)} data-testid={`enter-result-${issue}`}>
                  {t('cons.issues.enterResult')}
                </Button>
              )}
              <Button size="compact-xs" variant="light" onClick={() => setVerifying(issue)} data-testid={`verify-${issue}`}>
                {t('cons.issues.verify')}
              </Button>
            </Group>
          );
        },
      },
    ],
    [t, mayEnter],
  );
  const lotteryName = choices.data?.find((c) => c.value === ticketId)?.label ?? '';
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.issues')}</Title>
      <Text size="sm" c="dimmed" maw={900}>
        {t('cons.issues.help')}
      </Text>
      {choices.error ? (
        <Alert color="red" title={t('cons.issues.lotteriesError')}>
          {choices.error.message}
        </Alert>
      ) : (
        <Select
          w={320}
          label={t('cons.issues.lottery')}
          data={choices.data ?? []}
          value={ticketId}
          onChange={(v) => (setPicked(v), setPage(1))}
          searchable
          allowDeselect={false}
          rightSection={choices.isLoading ? <Loader size="xs" /> : undefined}
          data-testid="issues-lottery"
        />
      )}
      <DataTable
        testId="issues-table"
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading || choices.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        csvName={`issues-${ticketId ?? ''}`}
        paging={list.data ? { page, size: ISSUES_PAGE_SIZE, total: list.data.total, onPage: setPage } : undefined}
      />
      {ticketId !== null && <CloseSalesModal ticketId={Number(ticketId)} issue={closing} onClose={() => setClosing(null)} />}
      <Modal opened={entering !== null} onClose={() => setEntering(null)} title={t('cons.issues.enterResultTitle', { issue: entering ?? '', lottery: lotteryName })}>
        {entering !== null && ticketId !== null && <EnterResult ticketId={Number(ticketId)} issue={entering} />}
      </Modal>
      <Modal opened={verifying !== null} onClose={() => setVerifying(null)} size="xl" title={t('cons.issues.verifyTitle', { issue: verifying ?? '', lottery: lotteryName })}>
        {verifying !== null && ticketId !== null && <Verification ticketId={Number(ticketId)} issue={verifying} />}
      </Modal>
    </Stack>
  );
}

function Verification({ ticketId, issue }: { ticketId: number; issue: string }) {
  const { t } = useTranslation();
  const v = useIssueVerification(ticketId, issue);
  if (v.isLoading) return <Loader size="sm" />;
  if (v.error || !v.data)
    return (
      <Alert color="red" title={t('cons.table.error')}>
        {v.error?.message}
        <Button size="xs" variant="light" color="red" mt="xs" display="block" onClick={() => void v.refetch()}>
          {t('cons.retry')}
        </Button>
      </Alert>
    );
  const d = v.data;
  if (!d.verifiable)
    return (
      <Alert color="gray" data-testid="verify-no-seed">
        {t(`cons.issues.noSeed.${d.noSeed}`)}
      </Alert>
    );
  const rows: [string, FairnessCheck][] = [
    [t('cons.issues.check.commitment'), d.checks.commitment],
    [t('cons.issues.check.chain', { steps: d.chainIndex }), d.checks.chain],
    [t('cons.issues.check.result'), d.checks.result],
  ];
  return (
    <Stack data-testid="verify-result">
      <Alert color={d.ok ? 'green' : 'red'}>{d.ok ? t('cons.issues.allPass') : t('cons.issues.someFail')}</Alert>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} miw={80}>
          {t('cons.issues.seed')}
        </Text>
        <Code style={{ wordBreak: 'break-all' }}>{d.seed}</Code>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} miw={80}>
          {t('cons.issues.hmac')}
        </Text>
        <Code style={{ wordBreak: 'break-all' }}>{d.hmac}</Code>
      </Group>
      <Table withTableBorder>
        <Table.Tbody>
          {rows.map(([label, c]) => (
            <Table.Tr key={label}>
              <Table.Td w={110}>
                <Badge color={c.ok ? 'green' : 'red'} data-testid="verify-check">
                  {c.ok ? t('cons.issues.pass') : t('cons.issues.fail')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {label}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('cons.issues.computed')}: <Code style={{ wordBreak: 'break-all' }}>{c.computed || '—'}</Code>
                </Text>
                <Text size="xs" c="dimmed">
                  {t('cons.issues.recorded')}: <Code style={{ wordBreak: 'break-all' }}>{c.recorded || '—'}</Code>
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
