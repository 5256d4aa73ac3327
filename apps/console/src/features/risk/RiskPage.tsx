import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  BLACKLIST_KINDS,
  type BlacklistKind,
  type BlacklistView,
  type RiskClusterView,
  type RiskHoldView,
  type RiskSettingsView,
} from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import {
  useBlacklist,
  useClusters,
  useHolds,
  useRiskSettings,
  useRiskWrite,
  type HoldStatus,
} from './api.ts';
import { when } from '../../lib/time.ts';
import { moneyCell, showMoney } from '../../lib/money.ts';

const blacklistKindOf = (v: string | null): BlacklistKind | null => BLACKLIST_KINDS.find((k) => k === v) ?? null;

const REASON_COLORS: Record<string, string> = { win: 'red', ratio: 'orange', streak: 'grape' };
const STATUS_COLORS: Record<string, string> = { pending: 'orange', released: 'green', rejected: 'red' };

/** Wins held for review before payout, with the member's context; release or reject (with a reason). */
function Holds() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<HoldStatus>('pending');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const list = useHolds({ status, account: account.trim() || undefined, page });
  const write = useRiskWrite();
  const [rejecting, setRejecting] = useState<RiskHoldView | null>(null);
  const [reason, setReason] = useState('');

  const { mutate } = write;
  const decide = useCallback(
    (kind: 'release' | 'reject', row: RiskHoldView, why?: string) =>
      mutate(
        { kind, orderId: row.orderId, ...(why ? { reason: why } : {}) },
        {
          onSuccess: (res) =>
            notifications.show({
              color: 'green',
              message:
                kind === 'release'
                  ? t('cons.risk.released', { balance: res && 'balance' in res ? showMoney(res.balance) : '' })
                  : t('cons.risk.rejected'),
            }),
          onError: (e) => notifications.show({ color: 'red', message: e.message }),
        },
      ),
    [mutate, t],
  );

  const columns = useMemo<ColumnDef<RiskHoldView, unknown>[]>(
    () => [
      { accessorKey: 'orderId', header: t('cons.risk.col.order') },
      { accessorKey: 'account', header: t('cons.risk.col.member') },
      {
        id: 'lottery',
        accessorFn: (r) => `${r.lottery} ${r.issue}`,
        header: t('cons.risk.col.lottery'),
        cell: (c) => (
          <Stack gap={0}>
            <Text size="sm">{c.row.original.lottery}</Text>
            <Text size="xs" c="dimmed">
              {c.row.original.issue}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'bet',
        accessorFn: (r) => `${r.play} ${r.content}`,
        header: t('cons.risk.col.bet'),
        cell: (c) => (
          <Text size="sm" maw={170} truncate title={`${c.row.original.play} · ${c.row.original.content}`}>
            {c.row.original.play} · {c.row.original.content}
          </Text>
        ),
      },
      {
        accessorKey: 'amount',
        header: t('cons.risk.col.stake'),
        sortingFn: (a, b) => Number(a.original.amount) - Number(b.original.amount),
        cell: moneyCell,
      },
      {
        accessorKey: 'win',
        header: t('cons.risk.col.win'),
        sortingFn: (a, b) => Number(a.original.win) - Number(b.original.win),
        cell: (c) => (
          <Text fw={700} size="sm">
            {showMoney(c.row.original.win)}
          </Text>
        ),
      },
      {
        id: 'reasons',
        accessorFn: (r) => r.reasons.join(' '),
        header: t('cons.risk.col.reasons'),
        cell: (c) => (
          <Group gap={4}>
            {c.row.original.reasons.map((r) => (
              <Badge
                key={r}
                size="sm"
                variant="light"
                color={REASON_COLORS[r] ?? 'gray'}
                data-reason={r}
                styles={{ root: { flex: 'none', maxWidth: 'none' }, label: { overflow: 'visible' } }}
              >
                {t(`cons.risk.reason.${r}`)}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        id: 'context',
        accessorFn: (r) => r.member.balance,
        header: t('cons.risk.col.context'),
        enableSorting: false,
        cell: (c) => {
          const m = c.row.original.member;
          return (
            <Stack gap={0}>
              <Text size="xs">{t('cons.risk.ctx.balance', { v: showMoney(m.balance) })}</Text>
              <Text size="xs">{t('cons.risk.ctx.deposits', { v: showMoney(m.deposits30d), w: showMoney(m.withdrawals30d) })}</Text>
              <Text size="xs">{t('cons.risk.ctx.bets', { v: showMoney(m.bets30d), w: showMoney(m.wins30d) })}</Text>
              <Text size="xs" c="dimmed">
                {t('cons.risk.ctx.streak', { n: c.row.original.streak })}
                {m.lastIp ? ` · ${t('cons.risk.ctx.ip', { v: m.lastIp })}` : ''}
              </Text>
            </Stack>
          );
        },
      },
      {
        id: 'actions',
        header: t('cons.risk.col.decision'),
        enableSorting: false,
        cell: (c) => {
          const row = c.row.original;
          if (row.status !== 'pending') {
            return (
              <Stack gap={0}>
                <Badge color={STATUS_COLORS[row.status] ?? 'gray'}>
                  {t(`cons.risk.status.${row.status}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('cons.risk.decidedBy', { who: row.decidedBy ?? '', at: when(row.decidedAt) })}
                </Text>
                {row.note && <Text size="xs">{row.note}</Text>}
              </Stack>
            );
          }
          return (
            <Group gap={6} wrap="nowrap">
              <Button
                size="compact-xs"
                color="green"
                data-testid={`release-${row.orderId}`}
                loading={write.isPending}
                onClick={() => decide('release', row)}
              >
                {t('cons.risk.release')}
              </Button>
              <Button
                size="compact-xs"
                color="red"
                variant="light"
                data-testid={`reject-${row.orderId}`}
                onClick={() => (setReason(''), setRejecting(row))}
              >
                {t('cons.risk.reject')}
              </Button>
            </Group>
          );
        },
      },
    ],
    [t, write.isPending, decide],
  );

  return (
    <Stack>
      <Group>
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(v) => (setStatus(v as HoldStatus), setPage(1))}
          data={(['pending', 'released', 'rejected'] as const).map((s) => ({
            value: s,
            label: t(`cons.risk.status.${s}`),
          }))}
          data-testid="hold-status"
        />
        <TextInput
          size="xs"
          placeholder={t('cons.risk.filter.account')}
          value={account}
          maxLength={16}
          onChange={(e) => (setAccount(e.currentTarget.value), setPage(1))}
        />
      </Group>
      <DataTable
        testId="risk-holds"
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        csvName="risk-holds"
        paging={
          list.data ? { page, size: list.data.size, total: list.data.total, onPage: setPage } : undefined
        }
      />
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('cons.risk.rejectTitle')}
      >
        <Stack>
          <Text size="sm">{t('cons.risk.rejectHelp')}</Text>
          <Textarea
            label={t('cons.review.reason')}
            required
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="reject-reason"
          />
          <Button
            color="red"
            disabled={!reason.trim()}
            data-testid="reject-confirm"
            onClick={() => {
              if (rejecting) decide('reject', rejecting, reason.trim());
              setRejecting(null);
            }}
          >
            {t('cons.risk.reject')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** IPs and devices shared by several accounts; one click blacklists one. */
function Clusters() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'ip' | 'device'>('ip');
  const [min, setMin] = useState(2);
  const [page, setPage] = useState(1);
  const list = useClusters({ kind, min, page });
  const write = useRiskWrite();
  const columns = useMemo<ColumnDef<RiskClusterView, unknown>[]>(
    () => [
      { accessorKey: 'value', header: t('cons.risk.cluster.value') },
      { accessorKey: 'accountCount', header: t('cons.risk.cluster.count') },
      {
        id: 'accounts',
        accessorFn: (r) => r.accounts.join(' '),
        header: t('cons.risk.cluster.accounts'),
        cell: (c) => (
          <Text size="sm" maw={360} style={{ whiteSpace: 'normal' }}>
            {c.row.original.accounts.join(', ')}
          </Text>
        ),
      },
      {
        accessorKey: 'lastSeen',
        header: t('cons.risk.cluster.lastSeen'),
        cell: (c) => when(c.row.original.lastSeen),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        cell: (c) =>
          c.row.original.blacklisted ? (
            <Badge color="red">{t('cons.risk.cluster.blocked')}</Badge>
          ) : (
            <Button
              size="compact-xs"
              color="red"
              variant="light"
              onClick={() =>
                write.mutate(
                  { kind: 'blacklistAdd', list: kind, value: c.row.original.value },
                  {
                    onSuccess: () => notifications.show({ color: 'green', message: t('cons.risk.bl.added') }),
                    onError: (e) => notifications.show({ color: 'red', message: e.message }),
                  },
                )
              }
            >
              {t('cons.risk.cluster.block')}
            </Button>
          ),
      },
    ],
    [t, write],
  );
  return (
    <Stack>
      <Group>
        <SegmentedControl
          size="xs"
          value={kind}
          onChange={(v) => (setKind(v as 'ip' | 'device'), setPage(1))}
          data={[
            { value: 'ip', label: t('cons.risk.cluster.kind.ip') },
            { value: 'device', label: t('cons.risk.cluster.kind.device') },
          ]}
        />
        <NumberInput
          size="xs"
          w={180}
          label={t('cons.risk.cluster.min')}
          min={2}
          max={1000}
          value={min}
          onChange={(v) => (setMin(Math.max(2, Number(v) || 2)), setPage(1))}
        />
      </Group>
      <DataTable
        testId="risk-clusters"
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        csvName="risk-clusters"
        paging={
          list.data ? { page, size: list.data.size, total: list.data.total, onPage: setPage } : undefined
        }
      />
    </Stack>
  );
}

/** The IP, device and card blacklists: add with a note, remove; both audited. */
function Blacklist() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BlacklistKind | null>(null);
  const [page, setPage] = useState(1);
  const list = useBlacklist({ kind: filter ?? undefined, page });
  const write = useRiskWrite();
  const [kind, setKind] = useState<BlacklistKind>('ip');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const kinds = (['ip', 'device', 'card'] as const).map((k) => ({
    value: k,
    label: t(`cons.risk.bl.kind.${k}`),
  }));
  const columns = useMemo<ColumnDef<BlacklistView, unknown>[]>(
    () => [
      {
        accessorKey: 'kind',
        header: t('cons.risk.bl.kind'),
        cell: (c) => t(`cons.risk.bl.kind.${c.row.original.kind}`),
      },
      { accessorKey: 'value', header: t('cons.risk.bl.value') },
      { accessorKey: 'note', header: t('cons.risk.bl.note') },
      { accessorKey: 'createdBy', header: t('cons.risk.bl.by') },
      { accessorKey: 'createdAt', header: t('cons.risk.bl.at'), cell: (c) => when(c.row.original.createdAt) },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        cell: (c) => (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() =>
              write.mutate(
                { kind: 'blacklistRemove', id: c.row.original.id },
                {
                  onSuccess: () => notifications.show({ color: 'green', message: t('cons.risk.bl.removed') }),
                  onError: (e) => notifications.show({ color: 'red', message: e.message }),
                },
              )
            }
          >
            {t('cons.risk.bl.remove')}
          </Button>
        ),
      },
    ],
    [t, write],
  );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('cons.risk.bl.help')}
      </Text>
      <Group align="flex-end">
        <Select
          size="xs"
          w={160}
          label={t('cons.risk.bl.kind')}
          data={kinds}
          value={kind}
          onChange={(v) => setKind(blacklistKindOf(v) ?? 'ip')}
          allowDeselect={false}
        />
        <TextInput
          size="xs"
          label={t('cons.risk.bl.value')}
          value={value}
          maxLength={64}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <TextInput
          size="xs"
          w={260}
          label={t('cons.risk.bl.note')}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Button
          size="xs"
          disabled={!value.trim()}
          onClick={() =>
            write.mutate(
              {
                kind: 'blacklistAdd',
                list: kind,
                value: value.trim(),
                ...(note.trim() ? { note: note.trim() } : {}),
              },
              {
                onSuccess: () => (
                  notifications.show({ color: 'green', message: t('cons.risk.bl.added') }),
                  setValue(''),
                  setNote('')
                ),
                onError: (e) => notifications.show({ color: 'red', message: e.message }),
              },
            )
          }
        >
          {t('cons.risk.bl.add')}
        </Button>
      </Group>
      <Select
        size="xs"
        w={200}
        clearable
        placeholder={t('cons.risk.bl.kind')}
        data={kinds}
        value={filter}
        onChange={(v) => (setFilter(blacklistKindOf(v)), setPage(1))}
      />
      <DataTable
        testId="risk-blacklist"
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        csvName="blacklist"
        paging={
          list.data ? { page, size: list.data.size, total: list.data.total, onPage: setPage } : undefined
        }
      />
    </Stack>
  );
}

/** The hold rules (0 turns one off), audited on save. */
function Settings() {
  const { t } = useTranslation();
  const current = useRiskSettings();
  const write = useRiskWrite();
  const [values, setValues] = useState<RiskSettingsView | null>(null);
  useEffect(() => {
    if (current.data) setValues(current.data);
  }, [current.data]);
  if (!values) return null;
  const field = (key: keyof RiskSettingsView, label: string) => (
    <TextInput
      w={320}
      label={label}
      value={values[key]}
      maxLength={16}
      onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value.trim() })}
      data-testid={`setting-${key}`}
    />
  );
  return (
    <Stack maw={420}>
      {field('riskHoldWin', t('cons.risk.set.win'))}
      {field('riskHoldRatio', t('cons.risk.set.ratio'))}
      {field('riskHoldStreak', t('cons.risk.set.streak'))}
      <Text size="xs" c="dimmed">
        {t('cons.risk.set.help')}
      </Text>
      <Group>
        <Button
          loading={write.isPending}
          onClick={() =>
            write.mutate(
              { kind: 'settings', values },
              {
                onSuccess: () => notifications.show({ color: 'green', message: t('cons.risk.set.saved') }),
                onError: (e) => notifications.show({ color: 'red', message: e.message }),
              },
            )
          }
        >
          {t('cons.risk.set.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The Risk screen (issue #16): held wins, IP and device clusters, blacklists, hold settings. */
export function RiskPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={3}>{t('cons.risk.title')}</Title>
      <Tabs defaultValue="holds" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="holds">{t('cons.risk.tab.holds')}</Tabs.Tab>
          <Tabs.Tab value="clusters">{t('cons.risk.tab.clusters')}</Tabs.Tab>
          <Tabs.Tab value="blacklist">{t('cons.risk.tab.blacklist')}</Tabs.Tab>
          <Tabs.Tab value="settings">{t('cons.risk.tab.settings')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="holds" pt="md">
          <Holds />
        </Tabs.Panel>
        <Tabs.Panel value="clusters" pt="md">
          <Clusters />
        </Tabs.Panel>
        <Tabs.Panel value="blacklist" pt="md">
          <Blacklist />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <Settings />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
