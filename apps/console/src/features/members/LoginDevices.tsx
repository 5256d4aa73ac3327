import { useMemo, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { deviceRoutes, type MemberLoginDeviceRow } from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { deviceLabel } from '../../lib/devices.ts';
import { when } from '../../lib/time.ts';

const PAGE = 20;

/**
 * The devices the member signed in from (issue #31): from his login records, most recently seen
 * first; a phone's browser and the site installed from it as an app are two rows.
 */
export function LoginDevices({ account }: { account: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['console', 'member', account, 'login-devices', page],
    queryFn: () => client.call(deviceRoutes.memberLoginDevices, { account, page, size: PAGE }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<MemberLoginDeviceRow, unknown>[]>(
    () => [
      { accessorKey: 'lastSeenAt', header: t('cons.member.devices.lastSeen'), cell: (c) => when(c.row.original.lastSeenAt) },
      { id: 'device', accessorFn: (r) => deviceLabel(t, r.device), header: t('cons.member.device') },
      {
        accessorKey: 'installed',
        header: t('cons.member.devices.kind'),
        cell: (c) => (
          <Text size="sm" c={c.row.original.installed ? 'teal' : undefined} style={{ whiteSpace: 'nowrap' }} data-testid="login-device-kind">
            {c.row.original.installed ? t('cons.member.devices.installed') : t('cons.member.devices.browser')}
          </Text>
        ),
      },
      { accessorKey: 'deviceId', header: t('cons.member.deviceId'), cell: (c) => c.row.original.deviceId ?? '—' },
      { accessorKey: 'logins', header: t('cons.member.loginDevices.logins') },
      { accessorKey: 'lastIp', header: t('cons.member.loginDevices.lastIp') },
      { accessorKey: 'firstSeenAt', header: t('cons.member.loginDevices.firstSeen'), cell: (c) => when(c.row.original.firstSeenAt) },
    ],
    [t],
  );
  return (
    <Stack gap="xs">
      <Title order={5}>
        {t('cons.member.loginDevices.title')}{' '}
        {q.data && (
          <Text span size="sm" c="dimmed" data-testid="member-login-devices-count">
            ({t('cons.member.loginDevices.count', { count: q.data.total })})
          </Text>
        )}
      </Title>
      <DataTable
        testId="member-login-devices"
        columns={columns}
        data={q.data?.list}
        isLoading={q.isLoading}
        error={q.error}
        onRetry={() => void q.refetch()}
        csvName={`${account}-login-devices`}
        paging={q.data ? { page, size: PAGE, total: q.data.total, onPage: setPage } : undefined}
      />
    </Stack>
  );
}
