import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translate.ts';
import { Link } from 'react-router';
import { useProtection } from '../api/protection.ts';
import { answerLimitOffer, limitOfferDue, type OfferMoment } from '../limit-offer.ts';

/**
 * "Set yourself a limit?" — shown once per moment, only to a member with no limit in force and no
 * break; either answer closes it for good on this device.
 */
export default function LimitOffer({ moment }: { moment: OfferMoment }) {
  const { t } = useTranslation();
  const protection = useProtection();
  const [due, setDue] = useState(() => limitOfferDue(moment));
  const state = protection.data;
  if (!due || !state || state.block || state.limits.some((l) => l.value !== null)) return null;
  const close = () => {
    answerLimitOffer(moment);
    setDue(false);
  };
  return (
    <Alert color="blue" variant="light" title={t('rg.offer.title')} data-testid="limit-offer">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('rg.offer.text')}</Text>
        <Group gap="xs">
          <Button size="xs" component={Link} to="/manager/protection/limits" onClick={close}>
            {t('rg.offer.set')}
          </Button>
          <Button size="xs" variant="subtle" onClick={close}>
            {t('rg.offer.later')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
