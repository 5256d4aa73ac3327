import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';

/** A promotion's activity rules. */
export function RulesCard({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="promo-rules">
      <Title order={4} mb="xs">
        {t('promoWeb.rules')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(textKey)}
      </Text>
    </Paper>
  );
}
