import { useMemo } from 'react';
import { Badge, Button, Group, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { operatorRoutes, permissionsWithin, type OperatorView, type RouteInput, type RouteOutput } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { when } from '../../lib/time.ts';
import { useMe } from '../auth/use-me.ts';
import { roleLabel } from '../../lib/roles.ts';

/** Operators and roles: create an operator with a role, change role or status, reset his second factor. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const operators = useQuery({ queryKey: ['console', 'operators'], queryFn: () => client.call(operatorRoutes.list) });
  const roles = useQuery({ queryKey: ['console', 'roles'], queryFn: () => client.call(operatorRoutes.roles) });
  const me = useMe();
  // Only roles within the operator's own permissions may be handed out (the server refuses the rest).
  const allRoles = (roles.data ?? []).map((r) => ({ value: r.code, label: roleLabel(t, r.code, r.name), permissions: r.permissions }));
  const roleOptions = allRoles.filter((r) => me.data && permissionsWithin(r.permissions, me.data.permissions)).map(({ value, label }) => ({ value, label }));
  /** A row's choices: the grantable roles, and the one he holds (shown, even when above the operator's own). */
  const optionsFor = (role: string) => (roleOptions.some((o) => o.value === role) ? roleOptions : [...roleOptions, ...allRoles.filter((r) => r.value === role).map(({ value, label }) => ({ value, label }))]);
  const form = useForm({
    initialValues: { account: '', password: '', role: 'finance' },
    validate: {
      account: (v) => (/^[A-Za-z0-9_]{3,32}$/.test(v) ? null : t('console.operatorAccountInvalid')),
      password: (v) => (v.length >= 8 && v.length <= 64 ? null : t('console.operatorPasswordInvalid')),
    },
  });
  const done = {
    onSuccess: () => notifications.show({ color: 'green', message: t('cons.saved') }),
    onError: (e: Error) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'operators'] }),
  };
  const create = useMutation({ mutationFn: (v: typeof form.values) => client.call(operatorRoutes.create, v), ...done, onSuccess: () => (form.reset(), done.onSuccess()) });
  const update = useMutation({
    mutationFn: (v: RouteInput<typeof operatorRoutes.update>) => client.call(operatorRoutes.update, v),
    ...done,
    // A super admin's reset waits for a second super admin.
    onSuccess: (r: RouteOutput<typeof operatorRoutes.update>) =>
      r.proposalId ? notifications.show({ color: 'blue', message: t('cons.operators.resetProposed') }) : done.onSuccess(),
  });
  const columns = useMemo<ColumnDef<OperatorView, unknown>[]>(
    () => [
      { accessorKey: 'account', header: t('cons.login.account') },
      {
        accessorKey: 'role',
        header: t('cons.operators.role'),
        cell: (c) => (
          <Select
            size="xs"
            w={160}
            aria-label={`${t('cons.operators.role')} ${c.row.original.account}`}
            data={optionsFor(c.row.original.role)}
            value={c.row.original.role}
            allowDeselect={false}
            onChange={(role) => role && role !== c.row.original.role && update.mutate({ id: c.row.original.id, role })}
          />
        ),
      },
      { accessorKey: 'status', header: t('cons.review.status'), cell: (c) => <Badge color={c.row.original.status === 1 ? 'green' : 'gray'}>{t(`cons.operators.status${c.row.original.status}`)}</Badge> },
      { accessorKey: 'totpEnabled', header: t('cons.operators.totp'), cell: (c) => (c.row.original.totpEnabled ? '✓' : '—') },
      { accessorKey: 'lastLoginAt', header: t('cons.operators.lastLogin'), cell: (c) => when(c.row.original.lastLoginAt) },
      {
        id: 'actions',
        header: '',
        cell: (c) => (
          <Group gap={6} wrap="nowrap">
            <Button size="compact-xs" variant="default" onClick={() => update.mutate({ id: c.row.original.id, status: c.row.original.status === 1 ? 2 : 1 })}>
              {c.row.original.status === 1 ? t('cons.operators.disable') : t('cons.operators.enable')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => update.mutate({ id: c.row.original.id, resetTotp: 'true' })}>
              {t('cons.operators.resetTotp')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, roleOptions, optionsFor, update],
  );
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.operators')}</Title>
      <Paper withBorder p="md" data-testid="operator-create">
        <form onSubmit={form.onSubmit((v) => create.mutate(v))}>
          <Group align="flex-end">
            <TextInput label={t('cons.login.account')} maxLength={32} {...form.getInputProps('account')} />
            <PasswordInput label={t('cons.login.password')} maxLength={64} w={200} {...form.getInputProps('password')} />
            <Select label={t('cons.operators.role')} data={roleOptions} allowDeselect={false} w={180} {...form.getInputProps('role')} />
            <Button type="submit" loading={create.isPending}>
              {t('cons.operators.create')}
            </Button>
          </Group>
        </form>
      </Paper>
      <DataTable testId="operators-table" columns={columns} data={operators.data} isLoading={operators.isLoading} error={operators.error} csvName="operators" />
      <Title order={4}>{t('cons.operators.roles')}</Title>
      <Stack gap={4}>
        {(roles.data ?? []).map((r) => (
          <Text size="sm" key={r.code}>
            <b>{roleLabel(t, r.code, r.name)}</b>: {r.permissions.join(', ') || '—'}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
