import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, NumberInput, Paper, PasswordInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { MemberType, quotaGrantRequest, topAgentCreateRequest, type ConsoleAgentRow, type QuotaGrantRequest, type TopAgentCreateRequest } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { AGENT_PAGE, useAgentDetail, useAgentList, useCreateTopAgent, useGrantQuota, useRevokeQuota } from './api.ts';
import { ConvertButton } from './ConvertButton.tsx';
import { AgentTree } from './AgentTree.tsx';
import { showPercent } from '../../lib/money.ts';

/** Zod's message keys, translated, for a Mantine form. */
function translated<T>(schema: Parameters<typeof schemaResolver>[0], t: (k: string) => string) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: T) => Object.fromEntries(Object.entries(resolve(values)).map(([k, v]) => [k, t(String(v))]));
}

/**
 * Agents for operators (issue #14): every agent with his team size (all levels) and quotas; create
 * a top agent, grant quota of high groups to a top agent or take unused quota back, convert member ↔ agent.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [top, setTop] = useState(false);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [granting, setGranting] = useState<string | null>(null);
  const [convertAccount, setConvertAccount] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useAgentList({ q: debounced, top, page });
  const columns = useMemo<ColumnDef<ConsoleAgentRow, unknown>[]>(
    () => [
      { accessorKey: 'account', header: t('cons.agents.account') },
      {
        accessorKey: 'parentAccount',
        header: t('cons.agents.parent'),
        cell: (c) =>
          c.row.original.parentAccount ?? (
            <Text size="sm" fw={600} c="blue">
              {t('cons.agents.top')}
            </Text>
          ),
      },
      { accessorKey: 'depth', header: t('cons.agents.level') },
      { accessorKey: 'group', header: t('cons.agents.group'), cell: (c) => t('cons.agents.groupRebate', { group: c.row.original.group, rebate: showPercent(c.row.original.rebate) }) },
      { accessorKey: 'teamSize', header: t('cons.agents.teamSize') },
      {
        id: 'quotas',
        accessorFn: (r) => r.quotas.map((x) => `${x.group}×${x.remaining}`).join(' '),
        header: t('cons.agents.quotas'),
        cell: (c) =>
          c.row.original.quotas.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('cons.agents.noQuota')}
            </Text>
          ) : (
            <Text size="sm">{c.row.original.quotas.map((x) => `${x.group} × ${x.remaining}`).join(' · ')}</Text>
          ),
      },
      { accessorKey: 'status', header: t('cons.agents.status'), cell: (c) => (
          <Text size="sm" c={c.row.original.status === 1 ? 'green' : 'red'}>
            {t(`cons.agents.status${c.row.original.status === 1 ? 1 : 2}`)}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: '',
        cell: (c) => (
          <Group gap={6} wrap="nowrap">
            {c.row.original.parentAccount === null && (
              <Button size="compact-xs" onClick={() => setGranting(c.row.original.account)} data-testid={`grant-${c.row.original.account}`}>
                {t('cons.agents.grant')}
              </Button>
            )}
            <ConvertButton account={c.row.original.account} type={MemberType.AGENT} teamSize={c.row.original.teamSize} />
          </Group>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack data-testid="agents-page">
      <Group justify="space-between">
        <Title order={3}>{t('cons.nav.agents')}</Title>
        <Button onClick={() => setCreating(true)} data-testid="agents-create">
          {t('cons.agents.create')}
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput w={220} placeholder={t('cons.agents.search')} maxLength={16} value={q} onChange={(e) => (setQ(e.currentTarget.value), setPage(1))} />
        <Switch label={t('cons.agents.topOnly')} checked={top} onChange={(e) => (setTop(e.currentTarget.checked), setPage(1))} />
      </Group>
      <DataTable
        testId="agents-table"
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        csvName="agents"
        paging={list.data ? { page, size: AGENT_PAGE, total: list.data.total, onPage: setPage } : undefined}
      />
      <AgentTree />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={5}>{t('cons.agents.convertTitle')}</Title>
          <Text size="xs" c="dimmed">
            {t('cons.agents.convertNote')}
          </Text>
          <Group align="flex-end">
            <TextInput label={t('cons.agents.memberAccount')} maxLength={16} w={220} value={convertAccount} onChange={(e) => setConvertAccount(e.currentTarget.value.trim())} />
            {/^[A-Za-z0-9]{1,16}$/.test(convertAccount) && <ConvertButton account={convertAccount} type={MemberType.MEMBER} />}
          </Group>
        </Stack>
      </Paper>
      <CreateTopAgent opened={creating} onClose={() => setCreating(false)} />
      <GrantQuota account={granting} onClose={() => setGranting(null)} />
    </Stack>
  );
}

function CreateTopAgent({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const create = useCreateTopAgent();
  const form = useForm<TopAgentCreateRequest>({
    initialValues: { account: '', password: '', group: 1950 },
    validate: translated<TopAgentCreateRequest>(topAgentCreateRequest, t),
  });
  const submit = form.onSubmit((v) =>
    create.mutate(v, {
      onSuccess: (d) => {
        notifications.show({ color: 'green', message: t('cons.agents.created', { account: d.account }) });
        form.reset();
        onClose();
      },
      onError: (e) => notifications.show({ color: 'red', message: e.message }),
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('cons.agents.create')} fullScreen={phone}>
      <form onSubmit={submit} data-testid="agent-create-form">
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {t('cons.agents.createNote')}
          </Text>
          <TextInput label={t('cons.agents.account')} maxLength={16} {...form.getInputProps('account')} data-testid="agent-account" />
          <PasswordInput label={t('cons.agents.password')} maxLength={16} {...form.getInputProps('password')} data-testid="agent-password" />
          <NumberInput label={t('cons.agents.group')} min={1700} max={1960} step={2} allowDecimal={false} {...form.getInputProps('group')} data-testid="agent-group" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cons.agents.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="agent-create-submit">
              {t('cons.agents.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function GrantQuota({ account, onClose }: { account: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const detail = useAgentDetail(account);
  const grant = useGrantQuota();
  const revoke = useRevokeQuota();
  const [mode, setMode] = useState<'grant' | 'revoke'>('grant');
  const form = useForm<QuotaGrantRequest>({
    initialValues: { group: 0, count: 1, reason: '' },
    validate: translated<QuotaGrantRequest>(quotaGrantRequest, t),
  });
  const d = detail.data;
  // Quota groups: above the threshold, on the grid, up to the agent's own group.
  const groups: number[] = [];
  if (d && mode === 'grant') for (let g = Math.min(d.group, d.groupMax); g > d.quotaAbove; g -= d.groupStep) if ((g - d.groupMin) % d.groupStep === 0) groups.push(g);
  // Taking back: only groups with unused quota left.
  if (d && mode === 'revoke') for (const x of d.quotas) if (x.remaining > 0) groups.push(x.group);
  const close = () => (form.reset(), setMode('grant'), onClose());
  const write = mode === 'grant' ? grant : revoke;
  const submit = form.onSubmit((v) =>
    write.mutate(
      { account: account!, ...v },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'green', message: t(mode === 'grant' ? 'cons.agents.granted' : 'cons.agents.revoked', { group: r.group, remaining: r.remaining }) });
          close();
        },
        onError: (e) => notifications.show({ color: 'red', message: e.message }),
      },
    ),
  );
  return (
    <Modal opened={account !== null} onClose={close} title={account ? t('cons.agents.quotaTitle', { account }) : ''} fullScreen={phone}>
      {detail.isLoading ? (
        <Loader size="sm" />
      ) : detail.error || !d ? (
        <Alert color="red">{detail.error?.message}</Alert>
      ) : (
        <form onSubmit={submit} data-testid="agent-grant-form">
          <Stack gap="sm">
            <SimpleGrid cols={3} spacing="xs">
              {(
                [
                  ['cons.agents.teamSize', d.teamSize],
                  ['cons.agents.direct', d.direct],
                  ['cons.agents.agentsBelow', d.agents],
                ] as const
              ).map(([k, v]) => (
                <div key={k}>
                  <Text size="xs" c="dimmed">
                    {t(k)}
                  </Text>
                  <Text size="sm">{v}</Text>
                </div>
              ))}
            </SimpleGrid>
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {t('cons.agents.quotas')}:
              </Text>
              <Text size="xs" data-testid="grant-quotas">
                {d.quotas.length === 0 ? t('cons.agents.noQuota') : d.quotas.map((x) => `${x.group} × ${x.remaining}`).join(' · ')}
              </Text>
            </Group>
            {d.parentAccount === null && (
              <SegmentedControl
                value={mode}
                onChange={(v) => (setMode(v as 'grant' | 'revoke'), form.setFieldValue('group', 0))}
                data={[
                  { value: 'grant', label: t('cons.agents.modeGrant') },
                  { value: 'revoke', label: t('cons.agents.modeRevoke') },
                ]}
                data-testid="grant-mode"
              />
            )}
            <Text size="xs" c="dimmed">
              {mode === 'grant' ? t('cons.agents.grantNote', { above: d.quotaAbove }) : t('cons.agents.revokeNote')}
            </Text>
            {groups.length === 0 ? (
              <Alert color="yellow">{t(mode === 'grant' ? 'cons.agents.noQuotaGroup' : 'cons.agents.nothingToRevoke')}</Alert>
            ) : (
              <>
                <Select
                  label={t('cons.agents.group')}
                  data={groups.map((g) => ({ value: String(g), label: String(g) }))}
                  value={form.values.group ? String(form.values.group) : null}
                  onChange={(v) => form.setFieldValue('group', Number(v ?? 0))}
                  error={form.errors.group}
                  allowDeselect={false}
                  data-testid="grant-group"
                />
                <NumberInput label={t('cons.agents.count')} min={1} max={10_000} allowDecimal={false} {...form.getInputProps('count')} data-testid="grant-count" />
                <TextInput label={t('cons.agents.reason')} maxLength={255} {...form.getInputProps('reason')} />
              </>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cons.agents.cancel')}
              </Button>
              <Button type="submit" color={mode === 'revoke' ? 'orange' : undefined} disabled={groups.length === 0} loading={write.isPending} data-testid="grant-submit">
                {t(mode === 'grant' ? 'cons.agents.grant' : 'cons.agents.revoke')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
