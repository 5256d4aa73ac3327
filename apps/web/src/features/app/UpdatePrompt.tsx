import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { useAppUpdate } from './service-worker.ts';

/** "A new version is ready — Update" (issue #31): shown while a new version waits. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const apply = useAppUpdate();
  if (!apply) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      radius="md"
      role="status"
      data-testid="update-prompt"
      style={{ position: 'fixed', left: 8, right: 8, top: 64, zIndex: 300, maxWidth: 420, marginInline: 'auto' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('pwa.update.text')}</Text>
        <Button size="xs" data-testid="update-apply" onClick={apply}>
          {t('pwa.update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
