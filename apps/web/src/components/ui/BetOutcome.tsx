import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { showMoney } from '../centre/money.ts';

/** A bet card's footer (phone layout of the bet lists): the stake and the winnings, in milli-units shown to 3 decimals. */
export function BetOutcome({ amount, winAmount }: { amount: string; winAmount: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <Text size="xs">
        {t('records.col.amount')}: <b>{showMoney(amount, 3)}</b>
      </Text>
      <Text size="xs">
        {t('records.col.win')}: <b>{showMoney(winAmount, 3)}</b>
      </Text>
    </Group>
  );
}
