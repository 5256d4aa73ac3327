import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/translate.ts';

/**
 * What the app shows when it opens without a network (issue #31), instead of the browser's error
 * page: the shell comes from the service worker's precache, this screen says so, and the page reloads
 * by itself when the network is back. Nothing is sent or queued meanwhile.
 */
export function OfflineScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    const back = () => window.location.reload();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  return (
    <Center mih="100dvh" p="md" data-testid="offline-screen">
      <Stack align="center" gap="sm" maw={360} ta="center">
        <Title order={3}>{t('pwa.offline.title')}</Title>
        <Text c="dimmed">{t('pwa.offline.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('pwa.offline.retry')}</Button>
      </Stack>
    </Center>
  );
}
