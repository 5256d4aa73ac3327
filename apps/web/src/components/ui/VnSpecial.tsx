import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';

/**
 * The special prize (ĐB) of a result, labelled: the one number a card or header has room for.
 * Shown only for a result that vnPrizeRows splits, so the label never names the wrong number.
 * Its own module: home's lottery cards show it without the result table (and Mantine's Table with
 * its ScrollArea, issue #13).
 */
export function VnSpecial({ number, size = 'md' }: { number: string; size?: 'sm' | 'md' | 'xl' }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" data-testid="vn-special">
      <Text span size="xs" fw={700} c="white" bg="red.9" px={6} style={{ borderRadius: 4 }}>
        {t('webApp.vnResult.dbShort')}
      </Text>
      <Text span size={size} fw={800} c="red.9" ff="monospace" style={{ letterSpacing: 1 }} data-testid="vn-special-number">
        {number}
      </Text>
    </Group>
  );
}

