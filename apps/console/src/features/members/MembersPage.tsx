import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Loader, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { memberRoutes, type ConsoleMemberRow } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { useMe } from '../auth/use-me.ts';
import { MemberProtection } from './MemberProtection.tsx';
import { ConvertButton } from '../agents/ConvertButton.tsx';
import { MemberNotes } from './MemberNotes.tsx';
import { MemberActions } from './MemberActions.tsx';
import { BetsTab, BonusesTab, CardsTab, ChainTab, DevicesTab, DwTab, LedgerTab, LoginsTab } from './MemberTabs.tsx';
import { when } from '../../lib/time.ts';
import { moneyCell, showMoney } from '../../lib/money.ts';


/**
 * Members: search by account, open one in tabs (profile, ledger, bets, deposits and withdrawals,
 * cards, logins, notification devices, bonuses, protection, agent chain, notes); freeze, lock the wallet, reset passwords.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useQuery({
    queryKey: ['console', 'members', debounced, page],
    queryFn: () => client.call(memberRoutes.search, { q: debounced, page, size: 20 }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<ConsoleMemberRow, unknown>[]>(
    () => [
      {
        accessorKey: 'account',
        header: t('cons.review.account'),
        cell: (c) => (
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen(c.row.original.account)}>
            {c.row.original.account}
          </Button>
        ),
      },
      { accessorKey: 'nickname', header: t('cons.members.nickname') },
      { accessorKey: 'balance', header: t('cons.members.balance'), sortingFn: (a, b) => Number(a.original.balance) - Number(b.original.balance), cell: moneyCell },
      { accessorKey: 'status', header: t('cons.review.status'), cell: (c) => <Badge color={c.row.original.status === 1 ? 'green' : 'red'}>{t(`cons.members.status${c.row.original.status}`)}</Badge> },
      { accessorKey: 'lastLoginAt', header: t('cons.operators.lastLogin'), cell: (c) => when(c.row.original.lastLoginAt) },
      { accessorKey: 'lastLoginIp', header: 'IP' },
    ],
    [t],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.members')}</Title>
      <TextInput w={260} placeholder={t('cons.members.search')} maxLength={16} value={q} onChange={(e) => (setQ(e.currentTarget.value), setPage(1))} />
      <DataTable testId="members-table" columns={columns} data={list.data?.list} isLoading={list.isLoading} error={list.error} csvName="members" paging={list.data ? { page, size: 20, total: list.data.total, onPage: setPage } : undefined} />
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="75%" title={open}>
        {open && <MemberDetail account={open} />}
      </Drawer>
    </Stack>
  );
}

function MemberDetail({ account }: { account: string }) {
  const { t } = useTranslation();
  const { can } = useMe();
  const detail = useQuery({ queryKey: ['console', 'member', account], queryFn: () => client.call(memberRoutes.detail, { account }) });
  if (detail.isLoading) return <Loader size="sm" />;
  if (detail.error || !detail.data) return <Alert color="red">{detail.error?.message}</Alert>;
  const d = detail.data;
  const facts: [string, string][] = [
    [t('cons.members.balance'), showMoney(d.balance)],
    [t('cons.members.frozenMoney'), showMoney(d.frozen)],
    [t('cons.members.turnover'), `${showMoney(d.turnover)} / ${showMoney(d.turnoverRequired)}`],
    [t('cons.member.wallet'), t(d.walletLocked ? 'cons.member.walletLocked' : 'cons.member.walletOpen')],
    [t('cons.members.realName'), d.realName ?? '—'],
    [t('cons.members.mobile'), d.mobile ?? '—'],
    [t('cons.member.group'), String(d.prizeGroup)],
    [t('cons.member.vip'), String(d.vipLevel)],
    [t('cons.member.fundPwd'), t(d.hasFundPwd ? 'cons.member.fundPwdSet' : 'cons.member.fundPwdUnset')],
    [t('cons.members.agents'), d.agentChain.join(' › ') || '—'],
    [t('cons.members.joined'), when(d.createdAt)],
    [t('cons.operators.lastLogin'), `${when(d.lastLoginAt)} ${d.lastLoginIp ?? ''}`],
  ];
  return (
    <Stack data-testid="member-detail">
      <Group gap="xs">
        <Badge color={d.status === 1 ? 'green' : 'red'}>{t(`cons.members.status${d.status}`)}</Badge>
        {d.walletLocked && (
          <Badge color="orange" data-testid="wallet-locked">
            {t('cons.member.wallet')}: {t('cons.member.walletLocked')}
          </Badge>
        )}
        {can('agent.manage') && (
          <>
            <Badge variant="light">{t(`cons.agents.type${d.memberType === 2 ? 2 : 1}`)}</Badge>
            <ConvertButton account={d.account} type={d.memberType} />
          </>
        )}
      </Group>
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List>
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`cons.member.tab.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <Stack>
            <SimpleGrid cols={3} spacing="xs">
              {facts.map(([k, v]) => (
                <div key={k}>
                  <Text size="xs" c="dimmed">
                    {k}
                  </Text>
                  <Text size="sm">{v}</Text>
                </div>
              ))}
            </SimpleGrid>
            {can('member.manage') && <MemberActions detail={d} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="md">
          <LedgerTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="bets" pt="md">
          <BetsTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="dw" pt="md">
          <DwTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="cards" pt="md">
          <CardsTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="logins" pt="md">
          <LoginsTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="devices" pt="md">
          <DevicesTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="bonuses" pt="md">
          <BonusesTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="protection" pt="md">
          <MemberProtection account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="chain" pt="md">
          <ChainTab detail={d} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <MemberNotes account={account} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

const TABS = ['profile', 'ledger', 'bets', 'dw', 'cards', 'logins', 'devices', 'bonuses', 'protection', 'chain', 'notes'] as const;
