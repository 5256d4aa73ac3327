import { AppShell, Anchor, Burger, Button, Group, Image, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useNavigate } from 'react-router';
import { formatMoney, parseMoney } from '@lotus/engine';
import { usePlatformConfig } from '../features/platform/api/get-platform-config.ts';
import { useUserInfo } from '../features/auth/api/get-user-info.ts';
import { clearSession, getToken } from '../lib/session.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

/** Top menu of spec §2. */
const TOP_MENU = [
  { to: '/home', key: 'web.nav.home' },
  { to: '/manager/sys/promo', key: 'web.nav.promotions' },
  { to: '/manager/sys/bulletin', key: 'web.nav.announcements' },
  { to: '/manager/me', key: 'web.nav.personal' },
] as const;

function Balance() {
  const { t } = useTranslation();
  const { data } = useUserInfo();
  if (!data) return null;
  const parsed = parseMoney(data.balance);
  return (
    <Text size="sm" data-testid="balance">
      {t('web.balance')}: <b>{parsed.ok ? formatMoney(parsed.milli, 2) : data.balance}</b>
    </Text>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const config = usePlatformConfig();
  const navigate = useNavigate();
  const loggedIn = Boolean(getToken());
  const siteName = config.cpName || t('web.siteNameFallback');

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'md', collapsed: { desktop: true, mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="menu" />
            <Anchor component={Link} to="/home" underline="never" c="inherit">
              <Group gap={8} wrap="nowrap">
                {config.cpLogo && <Image src={config.cpLogo} alt="" w={32} h={32} />}
                <Text fw={700} size="lg" data-testid="site-name">
                  {siteName}
                </Text>
              </Group>
            </Anchor>
            <Group gap={4} visibleFrom="md" component="nav">
              {TOP_MENU.map((item) => (
                <Button key={item.to} component={RouterNavLink} to={item.to} variant="subtle" size="sm">
                  {t(item.key)}
                </Button>
              ))}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {loggedIn ? (
              <>
                <Balance />
                <Button
                  size="xs"
                  variant="default"
                  visibleFrom="sm"
                  onClick={() => {
                    clearSession();
                    navigate('/login');
                  }}
                >
                  {t('web.logout')}
                </Button>
              </>
            ) : (
              <Button size="xs" component={Link} to="/login" visibleFrom="sm">
                {t('web.login.submit')}
              </Button>
            )}
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md">
        <Stack gap={4}>
          {TOP_MENU.map((item) => (
            <NavLink key={item.to} component={RouterNavLink} to={item.to} label={t(item.key)} onClick={close} />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
