import { Title, Text, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

export function LotteryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <Stack>
      <Title order={2}>{t('web.lottery.title')}</Title>
      <Text>{t('web.lottery.ticket', { id })}</Text>
    </Stack>
  );
}
