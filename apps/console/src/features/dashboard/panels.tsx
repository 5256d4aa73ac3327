import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsoleDashboard, DashLotteryState } from '@lotus/contracts';
import { when } from '../../lib/time.ts';
import { actionName } from '../system/audit-actions.ts';

type Alert = ConsoleDashboard['alerts'][number];
type LotteryHealth = ConsoleDashboard['lotteries'][number];

const STATE_COLOR: Record<DashLotteryState, string> = {
  onSale: 'green',
  drawing: 'blue',
  late: 'red',
  suspended: 'orange',
  idle: 'gray',
};

/** Each lottery's issue health: its name in the operator's language (its code until the names load). */
export function LotteryHealthTable({
  lotteries,
  names,
}: {
  lotteries: readonly LotteryHealth[];
  names: ReadonlyMap<number, string> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover data-testid="dash-lotteries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('cons.dash.lottery')}</Table.Th>
          <Table.Th>{t('cons.dash.state')}</Table.Th>
          <Table.Th>{t('cons.dash.issue')}</Table.Th>
          <Table.Th>{t('cons.dash.at')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lotteries.map((l) => (
          <Table.Tr key={l.ticketId} data-state={l.state}>
            <Table.Td title={l.code} data-testid="dash-lottery-name">
              {names?.get(l.ticketId) ?? l.code}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {/* The state's whole text: a badge clips its label by default. */}
              <Badge
                variant="light"
                color={STATE_COLOR[l.state]}
                tt="none"
                maw="none"
                styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
              >
                {t(`cons.dash.state.${l.state}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{l.issue ?? '—'}</Table.Td>
            <Table.Td>{when(l.at, 'shortMinute')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Recent system events operators should look at, as the server picks them (a money audit that
 * balanced is not one): the action in words, a failed money audit in red.
 */
export function RecentAlerts({ alerts }: { alerts: readonly Alert[] | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {alerts && alerts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('cons.dash.noAlerts')}
        </Text>
      )}
      <Stack gap={6} data-testid="dash-alerts">
        {alerts?.map((a) => {
          const failedAudit = a.action === 'ledger.audit' && a.target === 'problems';
          const target = failedAudit ? t('cons.auditValue.failed') : (a.target ?? '');
          return (
            <Group key={a.id} gap="xs" wrap="nowrap" data-action={a.action}>
              <Text size="xs" c="dimmed" miw={110}>
                {when(a.at, 'shortSecond')}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={failedAudit ? 'red' : 'orange'}
                tt="none"
                maw="none"
                styles={{ root: { flex: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
                data-testid="dash-alert-action"
              >
                {actionName(t, a.action)}
              </Badge>
              <Text size="xs" truncate>
                {target ? `${target} · ${a.actor}` : a.actor}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </>
  );
}
