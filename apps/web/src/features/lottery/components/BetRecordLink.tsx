import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { Link } from 'react-router';
import { useThereAndBack } from '../../../components/centre/back.ts';

/** After a bet timeout (docs/product.md §8) the hint sends the member to the bet record to check the order. */
export function BetRecordLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/manager/me/bets"
      variant="light"
      size="xs"
      mt={4}
      data-testid="to-bet-record"
    >
      {t('records.open')}
    </Button>
  );
}

/** After a refusal for want of money (docs/product.md §8), the way to the cashier; it brings the member back here. */
export function DepositLink() {
  const { t } = useTranslation();
  const to = useThereAndBack('/manager/funds/deposit');
  return (
    <Button component={Link} to={to} variant="light" size="xs" mt={4} data-testid="to-deposit">
      {t('centre.header.deposit')}
    </Button>
  );
}
