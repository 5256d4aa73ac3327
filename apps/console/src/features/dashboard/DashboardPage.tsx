import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consolePaths, DwStatus, type Paged } from '@lotus/contracts';
import { api } from '../../lib/api.ts';
import { useMe } from '../auth/use-me.ts';

/** What waits for operators, refreshed every 15 s: pending deposits, withdrawals and two-person proposals. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { can } = useMe();
  const count = (key: string, path: string, query: Record<string, string | number>, enabled: boolean) =>
    useQuery({ queryKey: ['console', 'dash', key], queryFn: () => api.get<Paged<unknown>>(path, { ...query, size: 1 }), enabled, refetchInterval: 15_000 });
  const tiles = [
    { key: 'deposits', to: '/deposits', q: count('deposits', consolePaths.deposits, { status: DwStatus.SUBMITTED }, can('deposit.review')), show: can('deposit.review') },
    { key: 'withdrawals', to: '/withdrawals', q: count('withdrawals', consolePaths.withdrawals, { status: DwStatus.PROCESSING }, can('withdrawal.review')), show: can('withdrawal.review') },
    { key: 'proposals', to: '/adjustments', q: count('proposals', consolePaths.proposals, { status: 'pending' }, can('member.adjust')), show: can('member.adjust') },
  ];
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.dashboard')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {tiles
          .filter((x) => x.show)
          .map((x) => (
            <Card key={x.key} withBorder component={Link} to={x.to} data-testid={`dash-${x.key}`}>
              <Text c="dimmed" size="sm">
                {t(`cons.dash.${x.key}`)}
              </Text>
              {x.q.isLoading ? <Skeleton h={32} mt={4} /> : <Text fz={28} fw={700}>{x.q.error ? '—' : (x.q.data?.total ?? 0)}</Text>}
            </Card>
          ))}
      </SimpleGrid>
      {tiles.every((x) => !x.show) && <Text c="dimmed">{t('cons.dash.nothing')}</Text>}
    </Stack>
  );
}
