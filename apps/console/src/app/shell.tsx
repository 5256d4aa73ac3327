import { Alert, AppShell, Burger, Center, Group, Loader, NavLink, ScrollArea, Select, Text, Button, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { sessionRoutes } from '@lotus/contracts';
import { LANGUAGES } from '@lotus/i18n';
import { client, session } from '../lib/api.ts';
import { setLanguage } from '../lib/i18n.ts';
import { loadPlatformTimeZone } from '../lib/time.ts';
import { roleLabel } from '../lib/roles.ts';
import { useMe } from '../features/auth/use-me.ts';
import { NAV } from './nav.ts';

const LANGUAGE_NAMES: Record<string, string> = { vi: 'Tiếng Việt', zh: '中文', en: 'English', id: 'Bahasa Indonesia' };

/** The frame of every console screen: the menu shows only what the operator's role may use. */
export function Shell() {
  const { t, i18n } = useTranslation();
  const [opened, { toggle }] = useDisclosure();
  const location = useLocation();
  const me = useMe();
  const queryClient = useQueryClient();
  // Times show in platform time: its zone is read before the first screen (the default if unreachable).
  const zone = useQuery({ queryKey: ['console', 'timeZone'], queryFn: loadPlatformTimeZone, staleTime: Infinity, retry: 1 });
  if (!session.get()) return <Navigate to="/login" replace />;
  if (me.isLoading || zone.isLoading) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  if (me.error || !me.data) {
    return (
      <Center h="100vh">
        <Alert color="red" title={t('cons.table.error')}>
          {me.error?.message}
        </Alert>
      </Center>
    );
  }
  const current = NAV.find((n) => (n.path === '/' ? location.pathname === '/' : location.pathname.startsWith(n.path)));
  const logout = async () => {
    await client.call(sessionRoutes.logout).catch(() => undefined);
    session.clear();
    queryClient.clear();
    window.location.assign('/console/login');
  };
  return (
    <AppShell header={{ height: 52 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" />
            {/* On a phone the header keeps to one line: burger, language and sign-out. */}
            <Title order={4} visibleFrom="xs">
              {t('cons.title')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Select
              size="xs"
              w={140}
              aria-label={t('cons.language')}
              data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] ?? l }))}
              value={i18n.language}
              onChange={(v) => v && setLanguage(v)}
              allowDeselect={false}
            />
            <Text size="sm" data-testid="console-account" visibleFrom="sm">
              {me.data.account} · {roleLabel(t, me.data.role)}
            </Text>
            <Button size="xs" variant="default" onClick={logout}>
              {t('cons.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" data-testid="console-nav">
        {/* The menu is taller than a laptop's screen for a super admin: it scrolls on its own. */}
        <AppShell.Section grow component={ScrollArea}>
          {NAV.filter((n) => me.can(n.perm)).map((n) => (
            <NavLink key={n.path} component={Link} to={n.path} label={t(n.labelKey)} active={current?.path === n.path} onClick={() => opened && toggle()} />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {current && !me.can(current.perm) ? (
          <Alert color="yellow" title={t('cons.forbidden')} data-testid="console-forbidden">
            {t('cons.forbiddenBody')}
          </Alert>
        ) : (
          <Outlet />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
