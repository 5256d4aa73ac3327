import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate.ts';
import { RowsPager } from '../../components/centre/ui.tsx';
import { quotaGiveRequest, type QuotaGiveRequest, type RebateScopeView, type SubordinateQuotaView } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { TEAM_PAGE_SIZE, giveQuota, revokeQuota, useQuotaList, useRebateScope } from './api/agents.ts';
import { AccountSearch, QueryState } from './components/parts.tsx';
import { showPercent } from '../../components/centre/money.ts';

type Action = 'give' | 'revoke';

/**
 * Prize-group quotas (docs/product.md §1, issue #14): the agent's own quota per high group, and his direct
 * subordinate agents' — handed down to one of them, or what he has not used taken back.
 */
export function QuotaPage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [edit, setEdit] = useState<{ target: SubordinateQuotaView; action: Action } | null>(null);
  const scope = useRebateScope();
  const subs = useQuotaList({ account, page });
  return (
    <Stack data-testid="team-quota">
      <Title order={2}>{t('team.quota.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('team.quota.hint')}
      </Text>
      <QueryState query={scope} isEmpty={(s) => highGroups(s).length === 0}>
        {(s) => (
          <Card withBorder padding="sm" maw={480} data-testid="quota-mine">
            <Text fw={600} size="sm" mb="xs">
              {t('team.quota.mine')}
            </Text>
            <Table fz="sm" withRowBorders={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('team.col.group')}</Table.Th>
                  <Table.Th ta="right">{t('team.quota.left')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {highGroups(s).map((o) => (
                  <Table.Tr key={o.group} data-testid={`quota-mine-${o.group}`}>
                    <Table.Td>
                      {o.group} ({showPercent(o.rebate)}%)
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {left(s, o.group)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
      </QueryState>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{t('team.quota.subs')}</Text>
        <AccountSearch value={account} onChange={(v) => { setAccount(v); setPage(1); }} />
      </Group>
      <QueryState query={subs} isEmpty={(d) => d.list.length === 0}>
        {(d) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
              {d.list.map((m) => (
                <Card key={m.memberId} withBorder padding="sm" data-testid={`quota-sub-${m.account}`}>
                  <Group justify="space-between" wrap="nowrap" mb={6}>
                    <Text fw={600} truncate>
                      {m.account}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('team.quota.theirGroup', { group: m.group })}
                    </Text>
                  </Group>
                  <Group gap={6} mb="sm" mih={22}>
                    {m.quotas.length === 0 ? (
                      <Text size="xs" c="dimmed">
                        {t('team.quota.noneHeld')}
                      </Text>
                    ) : (
                      m.quotas.map((q) => (
                        <Badge key={q.group} variant="light" tt="none" color={q.remaining > 0 ? 'blue' : 'gray'} data-testid={`quota-held-${m.account}-${q.group}`}>
                          {t('team.quota.badge', { group: q.group, n: q.remaining })}
                        </Badge>
                      ))
                    )}
                  </Group>
                  <Group gap="xs">
                    <Button size="xs" variant="light" onClick={() => setEdit({ target: m, action: 'give' })} data-testid={`quota-give-${m.account}`}>
                      {t('team.quota.give')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={!m.quotas.some((q) => q.remaining > 0)}
                      onClick={() => setEdit({ target: m, action: 'revoke' })}
                      data-testid={`quota-revoke-${m.account}`}
                    >
                      {t('team.quota.revoke')}
                    </Button>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
            <RowsPager page={page} size={TEAM_PAGE_SIZE} total={d.total} onChange={setPage} />
          </>
        )}
      </QueryState>
      <Modal
        opened={edit !== null}
        onClose={() => setEdit(null)}
        title={edit ? `${t(edit.action === 'give' ? 'team.quota.give' : 'team.quota.revoke')}: ${edit.target.account}` : ''}
      >
        {edit && scope.data && <QuotaForm key={`${edit.target.memberId}-${edit.action}`} scope={scope.data} target={edit.target} action={edit.action} onDone={() => setEdit(null)} />}
      </Modal>
    </Stack>
  );
}

const highGroups = (s: RebateScopeView) => s.options.filter((o) => o.needsQuota);
const left = (s: RebateScopeView, group: number) => s.quotas.find((q) => q.group === group)?.remaining ?? 0;

/** The give / take-back form: a Mantine form over the contracts' quotaGiveRequest. */
function QuotaForm({ scope, target, action, onDone }: { scope: RebateScopeView; target: SubordinateQuotaView; action: Action; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // Give: the high groups up to his own group; take back: the groups he still holds unused.
  const groups =
    action === 'give'
      ? highGroups(scope)
          .filter((o) => o.group <= target.group)
          .map((o) => ({ group: o.group, n: left(scope, o.group) }))
      : target.quotas.filter((q) => q.remaining > 0).map((q) => ({ group: q.group, n: q.remaining }));
  const form = useForm<QuotaGiveRequest>({
    initialValues: { memberId: target.memberId, group: groups.find((g) => g.n > 0)?.group ?? 0, count: 1 },
    validate: schemaResolver(quotaGiveRequest, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (v: QuotaGiveRequest) => (action === 'give' ? giveQuota(v) : revokeQuota(v)),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t(action === 'give' ? 'team.quota.given' : 'agent.quotaRevoked') });
      void client.invalidateQueries({ queryKey: ['team'] });
      onDone();
    },
    onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
  });
  const err = (field: keyof QuotaGiveRequest) => {
    const e = form.errors[field];
    return e ? t(String(e)) : undefined;
  };
  const max = groups.find((g) => g.group === form.values.group)?.n ?? 0;
  if (groups.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="quota-form-empty">
        {t(action === 'give' ? 'team.quota.nothingToGive' : 'team.quota.noneHeld')}
      </Text>
    );
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} data-testid="quota-form">
      <Stack gap="sm">
        <Select
          label={t('team.col.group')}
          data={groups.map((g) => ({
            value: String(g.group),
            label: `${g.group} (${t(action === 'give' ? 'team.quotaLeft' : 'team.quota.theirLeft', { n: g.n })})`,
            disabled: g.n === 0,
          }))}
          value={form.values.group ? String(form.values.group) : null}
          onChange={(v) => form.setFieldValue('group', Number(v ?? 0))}
          error={err('group')}
          allowDeselect={false}
          data-testid="quota-group"
        />
        <NumberInput
          label={t('team.quota.count')}
          min={1}
          max={Math.max(1, max)}
          allowDecimal={false}
          {...form.getInputProps('count')}
          error={err('count')}
          data-testid="quota-count"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="quota-save">
            {t(action === 'give' ? 'team.quota.give' : 'team.quota.revoke')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
