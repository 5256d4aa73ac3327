import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { usePlatformConfig } from '../platform/api/get-platform-config.ts';
import { closeInstallOffer, isIosSafari, promptInstall, useInstallState } from './install.ts';

/** How to add the site on iOS Safari, which has no install dialog (issue #31). */
export function IosInstallSteps() {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="ios-install-steps">
      <Text fw={600} size="sm">
        {t('pwa.ios.title')}
      </Text>
      <Text size="sm">{t('pwa.ios.steps')}</Text>
    </Stack>
  );
}

/**
 * The install offer, made once after a first bet or deposit (install.ts): the browser's dialog behind
 * "Install", or the iOS steps. A card above the page's bottom edge, so the bet or deposit just made
 * stays in view.
 */
export function InstallOffer() {
  const { t } = useTranslation();
  const { offer, canPrompt } = useInstallState();
  const site = usePlatformConfig();
  if (!offer) return null;
  const ios = !canPrompt && isIosSafari(navigator.userAgent);
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      role="dialog"
      aria-label={t('pwa.offer.title', { name: site.cpName || 'Lotus' })}
      data-testid="install-offer"
      style={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: 300, maxWidth: 420, marginInline: 'auto' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={700}>{t('pwa.offer.title', { name: site.cpName || 'Lotus' })}</Text>
          {ios ? <IosInstallSteps /> : <Text size="sm">{t('pwa.offer.text')}</Text>}
        </Stack>
        <CloseButton aria-label={t('pwa.offer.later')} onClick={closeInstallOffer} />
      </Group>
      {!ios && (
        <Group justify="flex-end" mt="xs" gap="xs">
          <Button variant="default" size="xs" onClick={closeInstallOffer}>
            {t('pwa.offer.later')}
          </Button>
          <Button size="xs" data-testid="install-offer-install" onClick={() => void promptInstall()}>
            {t('pwa.offer.install')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
