import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** After a bet timeout (spec §8) the hint sends the member to the bet record to check the order. */
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
