import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { parseJsonConfig, usePlatformConfig } from '../platform/api/get-platform-config.ts';
import { IosInstallSteps } from './InstallOffer.tsx';
import { isIosSafari, promptInstall, useInstallState } from './install.ts';

/** Store links a host configures (docs/product.md §3 `download`); only https ones are shown. */
function storeLinks(text: string | undefined): { ios: string; android: string } {
  const d = parseJsonConfig<{ ios?: unknown; android?: unknown }>(text, {});
  const https = (v: unknown) => (typeof v === 'string' && v.startsWith('https://') ? v : '');
  return { ios: https(d.ios), android: https(d.android) };
}

/**
 * The member centre's app page (issue #31): the host's store links, the install button where the
 * browser can install (the iOS steps on iOS Safari), and this device's notification choices.
 */
export function AppPage({ notifications }: { notifications?: React.ReactNode }) {
  const { t } = useTranslation();
  const site = usePlatformConfig();
  const { canPrompt, installed } = useInstallState();
  const stores = storeLinks(site.download);
  const ios = isIosSafari(navigator.userAgent);
  return (
    <Stack data-testid="app-page">
      <Title order={3}>{t('pwa.page.title')}</Title>
      <Card withBorder>
        <Stack gap="xs">
          <Text fw={600}>{t('pwa.page.app')}</Text>
          {installed ? (
            <Text size="sm" data-testid="app-installed">
              {t('pwa.page.installed')}
            </Text>
          ) : canPrompt ? (
            <Group>
              <Button data-testid="app-install" onClick={() => void promptInstall()}>
                {t('pwa.offer.install')}
              </Button>
            </Group>
          ) : ios ? (
            <IosInstallSteps />
          ) : (
            <Text size="sm" c="dimmed" data-testid="app-menu-hint">
              {t('pwa.page.menuHint')}
            </Text>
          )}
          {(stores.ios || stores.android) && (
            <Stack gap={4} data-testid="app-stores">
              <Text size="sm" fw={600}>
                {t('pwa.page.stores')}
              </Text>
              {stores.ios && (
                <Anchor href={stores.ios} target="_blank" rel="noopener noreferrer">
                  {t('pwa.page.ios')}
                </Anchor>
              )}
              {stores.android && (
                <Anchor href={stores.android} target="_blank" rel="noopener noreferrer">
                  {t('pwa.page.android')}
                </Anchor>
              )}
            </Stack>
          )}
        </Stack>
      </Card>
      {notifications}
    </Stack>
  );
}
