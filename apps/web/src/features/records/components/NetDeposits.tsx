import { Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import type { NetDepositsView } from '@lotus/contracts';
import { showMoney } from '../../../components/centre/money.ts';
import { useNetDeposits } from '../api/get-net-deposits.ts';

/** The figure as the member reads it: truncated to two decimals (docs/product.md §5), sign kept. */
export function NetDepositsFigure({ data }: { data: NetDepositsView }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t('rg.netDeposits.title')}
      </Text>
      <Text fw={700} size="lg" data-testid="net-deposits" data-net={data.net}>
        {showMoney(data.net)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('rg.netDeposits.detail', { deposits: showMoney(data.deposits), withdrawals: showMoney(data.withdrawals) })}
      </Text>
    </Stack>
  );
}

/** Net lifetime deposits on the records screens; a failure leaves the card out (the records still work). */
export function NetDeposits() {
  const net = useNetDeposits();
  if (net.isError) return null;
  return (
    <Card withBorder padding="sm" maw={420}>
      {net.data ? (
        <NetDepositsFigure data={net.data} />
      ) : (
        <Group>
          <Loader size="xs" />
        </Group>
      )}
    </Card>
  );
}
