import { useMemo, useState } from 'react';
import { Badge, SegmentedControl, Stack, Text, Timeline, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  memberTabRoutes,
  type ConsoleMemberDetail,
  type MemberBetRow,
  type MemberBonusRow,
  type MemberCardRow,
  type MemberDwRow,
  type MemberLedgerRow,
  type MemberLoginRow,
  type PushDeviceView,
} from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { when } from '../../lib/time.ts';
import { moneyCell, showMoney } from '../../lib/money.ts';
import { deviceLabel } from '../../lib/devices.ts';
import { LoginDevices } from './LoginDevices.tsx';
import { useLotteryNames } from '../lotteries/api.ts';
import { channelName, dwKindName, orderStatusName, tradeName } from './names.ts';

const PAGE = 20;

/**
 * A column showing a name for the row's code: the name is the cell's value (the quick filter and
 * the CSV carry it) and the cell works it out again on each render, as the table keeps a row's
 * values once read (a name that loads later, or a language changed, still shows).
 */
const named = <T,>(id: string, header: string, name: (row: T) => string): ColumnDef<T, unknown> => ({ id, header, accessorFn: name, cell: (c) => name(c.row.original) });

type Page<T> = { list: T[]; total: number };

/** One paged tab of the member detail: its own call (`load`), 20 rows a page, loaded when opened. */
function PagedTab<T>({ account, tab, load, columns, filter, testId }: { account: string; tab: string; load: (page: number) => Promise<Page<T>>; columns: ColumnDef<T, unknown>[]; filter?: unknown; testId: string }) {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['console', 'member', account, tab, page, filter],
    queryFn: () => load(page),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      testId={testId}
      columns={columns}
      data={q.data?.list}
      isLoading={q.isLoading}
      error={q.error}
      onRetry={() => void q.refetch()}
      csvName={`${account}-${tab}`}
      paging={q.data ? { page, size: PAGE, total: q.data.total, onPage: setPage } : undefined}
    />
  );
}

export function LedgerTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<MemberLedgerRow, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('cons.member.time'), cell: (c) => when(c.row.original.createdAt) },
      named<MemberLedgerRow>('type', t('cons.member.type'), (r) => tradeName(t, r.type)),
      { accessorKey: 'amount', header: t('cons.member.amount'), cell: (c) => <Text size="sm" c={c.row.original.amount.startsWith('-') ? 'red' : 'green'}>{showMoney(c.row.original.amount)}</Text> },
      { accessorKey: 'balanceBefore', header: t('cons.member.before'), cell: moneyCell },
      { accessorKey: 'balanceAfter', header: t('cons.member.after'), cell: moneyCell },
    ],
    [t],
  );
  return <PagedTab account={account} tab="ledger" load={(page) => client.call(memberTabRoutes.ledger, { account, page, size: PAGE })} columns={columns} testId="member-ledger" />;
}

/** His orders: the lottery, the play and the status by their names in the operator's language (the lottery's code until the names load). */
export function BetsTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const names = useLotteryNames().data;
  const columns = useMemo<ColumnDef<MemberBetRow, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('cons.member.time'), cell: (c) => when(c.row.original.createdAt) },
      named<MemberBetRow>('lottery', t('cons.member.lottery'), (r) => names?.get(r.ticketId) ?? r.lottery),
      { accessorKey: 'issue', header: t('cons.member.issue') },
      named<MemberBetRow>('play', t('cons.member.play'), (r) => (r.playKey ? t(r.playKey) : `#${r.playId}`)),
      { accessorKey: 'amount', header: t('cons.member.amount'), cell: moneyCell },
      { accessorKey: 'win', header: t('cons.member.win'), cell: moneyCell },
      { accessorKey: 'prizeGroup', header: t('cons.member.group') },
      named<MemberBetRow>('status', t('cons.member.status'), (r) => orderStatusName(t, r.status)),
    ],
    [t, names],
  );
  return <PagedTab account={account} tab="bets" load={(page) => client.call(memberTabRoutes.bets, { account, page, size: PAGE })} columns={columns} testId="member-bets" />;
}

export function DwTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState('0');
  const columns = useMemo<ColumnDef<MemberDwRow, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('cons.member.time'), cell: (c) => when(c.row.original.createdAt) },
      { accessorKey: 'orderNo', header: t('cons.member.orderNo') },
      named<MemberDwRow>('kind', t('cons.member.type'), (r) => dwKindName(t, r.kind)),
      { accessorKey: 'amount', header: t('cons.member.amount'), cell: moneyCell },
      named<MemberDwRow>('channel', t('cons.member.channel'), (r) => channelName(t, r.channel)),
      { accessorKey: 'status', header: t('cons.member.status'), cell: (c) => t(`wallet.status.${c.row.original.status}`) },
    ],
    [t],
  );
  return (
    <Stack gap="xs">
      <SegmentedControl
        w={360}
        size="xs"
        value={kind}
        onChange={setKind}
        data={[
          { value: '0', label: t('cons.member.all') },
          { value: '1', label: dwKindName(t, 1) },
          { value: '2', label: dwKindName(t, 2) },
        ]}
      />
      <PagedTab
        account={account}
        tab="dw"
        filter={kind}
        load={(page) => client.call(memberTabRoutes.dw, { account, page, size: PAGE, ...(kind === '0' ? {} : { kind: Number(kind) }) })}
        columns={columns}
        testId="member-dw"
      />
    </Stack>
  );
}

export function CardsTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['console', 'member', account, 'cards'], queryFn: () => client.call(memberTabRoutes.cards, { account }) });
  const columns = useMemo<ColumnDef<MemberCardRow, unknown>[]>(
    () => [
      { accessorKey: 'bank', header: t('cons.member.bank') },
      { accessorKey: 'cardNo', header: t('cons.member.cardNo') },
      { accessorKey: 'holderName', header: t('cons.member.holder') },
      { accessorKey: 'createdAt', header: t('cons.member.time'), cell: (c) => when(c.row.original.createdAt) },
    ],
    [t],
  );
  return <DataTable testId="member-cards" columns={columns} data={q.data} isLoading={q.isLoading} error={q.error} />;
}

export function LoginsTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<MemberLoginRow, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('cons.member.time'), cell: (c) => when(c.row.original.createdAt) },
      { accessorKey: 'ip', header: 'IP' },
      { accessorKey: 'device', header: t('cons.member.device') },
      { accessorKey: 'deviceId', header: t('cons.member.deviceId'), cell: (c) => c.row.original.deviceId ?? '—' },
      {
        accessorKey: 'success',
        header: t('cons.member.result'),
        cell: (c) =>
          c.row.original.success ? (
            <Badge color="green" variant="light">
              {t('cons.member.loginOk')}
            </Badge>
          ) : (
            <Badge color="red" variant="light">
              {t('cons.member.loginFailed', { reason: c.row.original.reason ?? '—' })}
            </Badge>
          ),
      },
    ],
    [t],
  );
  return <PagedTab account={account} tab="logins" load={(page) => client.call(memberTabRoutes.logins, { account, page, size: PAGE })} columns={columns} testId="member-logins" />;
}

/**
 * His devices (issue #31): the ones he signed in from (login records), then the ones he turned
 * notifications on for (installed app or browser, kinds, language).
 */
export function DevicesTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<PushDeviceView, unknown>[]>(
    () => [
      { accessorKey: 'lastSeenAt', header: t('cons.member.devices.lastSeen'), cell: (c) => when(c.row.original.lastSeenAt) },
      {
        accessorKey: 'installed',
        header: t('cons.member.devices.kind'),
        cell: (c) => (
          <Badge color={c.row.original.installed ? 'teal' : 'gray'} variant="light">
            {c.row.original.installed ? t('cons.member.devices.installed') : t('cons.member.devices.browser')}
          </Badge>
        ),
      },
      { id: 'device', accessorFn: (r) => deviceLabel(t, r.device), header: t('cons.member.device') },
      { accessorKey: 'kinds', header: t('cons.member.devices.kinds'), cell: (c) => c.row.original.kinds.map((k) => t(`pwa.push.kind.${k}`)).join(', ') || '—' },
      { accessorKey: 'lang', header: 'lang' },
      { accessorKey: 'userAgent', header: 'User-Agent', cell: (c) => <Text size="xs">{c.row.original.userAgent ?? '—'}</Text> },
      { accessorKey: 'createdAt', header: t('cons.member.devices.since'), cell: (c) => when(c.row.original.createdAt) },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <LoginDevices account={account} />
      <Stack gap="xs">
        <Title order={5}>{t('cons.member.pushDevices.title')}</Title>
        <PagedTab account={account} tab="devices" load={(page) => client.call(memberTabRoutes.devices, { account, page, size: PAGE })} columns={columns} testId="member-devices" />
      </Stack>
    </Stack>
  );
}

export function BonusesTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<MemberBonusRow, unknown>[]>(
    () => [
      { accessorKey: 'createdAt', header: t('cons.member.time'), cell: (c) => when(c.row.original.createdAt) },
      { accessorKey: 'kind', header: t('cons.member.type') },
      { accessorKey: 'period', header: t('cons.member.period') },
      { accessorKey: 'amount', header: t('cons.member.amount'), cell: moneyCell },
      { accessorKey: 'status', header: t('cons.member.status') },
    ],
    [t],
  );
  return <PagedTab account={account} tab="bonuses" load={(page) => client.call(memberTabRoutes.bonuses, { account, page, size: PAGE })} columns={columns} testId="member-bonuses" />;
}

/** The agents above him, from the top agent down, with their prize groups. */
export function ChainTab({ detail }: { detail: ConsoleMemberDetail }) {
  const { t } = useTranslation();
  if (detail.chain.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('cons.member.noChain')}
      </Text>
    );
  return (
    <Timeline active={detail.chain.length} bulletSize={18} lineWidth={2} data-testid="member-chain">
      {detail.chain.map((c, i) => (
        <Timeline.Item key={c.account} title={c.account}>
          <Text size="xs" c="dimmed">
            {i === 0 ? t('cons.member.chainTop') : t(`cons.agents.type${c.memberType === 2 ? 2 : 1}`)} · {t('cons.member.group')} {c.group}
          </Text>
        </Timeline.Item>
      ))}
      <Timeline.Item title={detail.account}>
        <Text size="xs" c="dimmed">
          {t('cons.member.chainSelf')} · {t('cons.member.group')} {detail.prizeGroup}
        </Text>
      </Timeline.Item>
    </Timeline>
  );
}
