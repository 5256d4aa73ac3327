import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { Link, useLocation } from 'react-router';

/** The login page's address that comes back to where the guest is (LoginPage reads `from`). */
export function useLoginReturnPath(): string {
  const location = useLocation();
  return `/login?from=${encodeURIComponent(location.pathname + location.search)}`;
}

/** In place of a bet button for a guest: log in, then come back to this lottery (docs/product.md §6). */
export function LoginToBetButton({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const to = useLoginReturnPath();
  return (
    <Button component={Link} to={to} size={size} data-testid="login-to-bet">
      {t('firstVisit.guest.login')}
    </Button>
  );
}

/** The guest's notice at the top of a lottery page. */
export function GuestNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" data-testid="guest-notice">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('firstVisit.guest.hint')}</Text>
        <LoginToBetButton size="xs" />
      </Group>
    </Alert>
  );
}
