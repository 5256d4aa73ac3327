import { Anchor, Group, Image, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { Link } from 'react-router';
import { usePlatformConfig } from '../../platform/api/get-platform-config.ts';

/** The site's logo and name at the top of the login and registration cards, and the way home. */
export function AuthBrand() {
  const { t } = useTranslation();
  const config = usePlatformConfig();
  const siteName = config.cpName || t('web.siteNameFallback');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Anchor component={Link} to="/home" underline="never" c="inherit" data-testid="auth-brand">
        <Group gap={8} wrap="nowrap">
          {config.cpLogo && <Image src={config.cpLogo} alt={siteName} w={36} h={36} />}
          <Text fw={700} size="lg">
            {siteName}
          </Text>
        </Group>
      </Anchor>
      <Anchor component={Link} to="/home" size="sm" data-testid="back-home">
        ← {t('firstVisit.backHome')}
      </Anchor>
    </Group>
  );
}
