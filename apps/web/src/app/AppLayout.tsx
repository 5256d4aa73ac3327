import { Anchor, Box, Burger, Flex, Button, Group, Image, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from '../lib/translate.ts';
import { Link, NavLink as RouterNavLink, Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { usePlatformConfig } from '../features/platform/api/get-platform-config.ts';
import { useSessionLifecycle } from '../features/session/use-session-lifecycle.ts';
import { clearSession, getToken } from '../lib/session.ts';
import { LanguageSwitcher } from '../components/LanguageSwitcher.tsx';
import { useInstallState } from '../features/app/install.ts';
import { useOnline } from '../features/app/service-worker.ts';
import { menuLinks, type MenuLink } from './screen-table.ts';
import { HEADER_MENU, SCREENS, TOP_MENU } from './screens.ts';
import classes from './AppLayout.module.css';
import { lazyPart } from '../lib/lazy-part.ts';
import { NotKept } from '../components/ui/NotKept.tsx';

const topMenu = menuLinks(SCREENS, TOP_MENU);
const [depositLink, withdrawLink] = menuLinks(SCREENS, HEADER_MENU) as [MenuLink, MenuLink];

/**
 * The side menu (lottery list, recently played) is its own chunk: it needs the lottery contracts,
 * which the first page does without (its budget: apps/web/scripts/initial-js.mjs).
 */
const SideMenu = lazyPart(() => import('./SideMenu.tsx').then((m) => ({ default: m.SideMenu })));
/**
 * The session clock and its reality-check modal (issue #17) load just after the first page: they
 * bring Mantine's Modal, floating-ui and the protection contracts with zod (about 50 KB gzipped).
 */
const SessionClock = lazyPart(() =>
  import('../features/protection/components/RealityCheck.tsx').then((m) => ({ default: m.SessionClock })),
);

/**
 * A signed-in member's balance: its own chunk (issue #32: the money formatting and Mantine's
 * ActionIcon are not a guest's first page); it shows once his user info is in, as before.
 */
const Balance = lazyPart(() => import('./HeaderBalance.tsx').then((m) => ({ default: m.HeaderBalance })));

/** The install offer (issue #31): its own chunk, loaded only when it is made. */
const InstallOffer = lazyPart(() =>
  import('../features/app/InstallOffer.tsx').then((m) => ({ default: m.InstallOffer })),
);
/** The update offer (issue #31): loaded once a service worker runs. */
const UpdatePrompt = lazyPart(() =>
  import('../features/app/UpdatePrompt.tsx').then((m) => ({ default: m.UpdatePrompt })),
);

/** Mantine's sm and md breakpoints: the header's language list shows from sm, the side menu from md. */
const SM_UP = '(min-width: 48em)';
const MD_UP = '(min-width: 62em)';
/** Mantine's lg breakpoint, from which the header carries the top menu. */
const LG_UP = '(min-width: 75em)';
/** Read at the first render, so a phone's first page does not build the desktop's parts and drop them. */
const AT_FIRST_RENDER = { getInitialValueInEffect: false };

export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const config = usePlatformConfig();
  const navigate = useNavigate();
  const loggedIn = Boolean(getToken());
  // Below 360 px a signed-in header has no room for the logo beside the balance and the two buttons.
  const roomForLogo = useMediaQuery('(min-width: 360px)', true) || !loggedIn;
  const siteName = config.cpName || t('web.siteNameFallback');
  useSessionLifecycle();
  const smUp = useMediaQuery(SM_UP, undefined, AT_FIRST_RENDER);
  const mdUp = useMediaQuery(MD_UP, undefined, AT_FIRST_RENDER);
  const lgUp = useMediaQuery(LG_UP, undefined, AT_FIRST_RENDER);
  // What a phone does not see until its menu opens is not built for its first page (issue #13:
  // the side menu and two language lists cost a slow phone about a second of script): the side
  // menu from the first time it shows, and each language list only where it can show.
  const [menuBuilt, setMenuBuilt] = useState(false);
  const installOffer = useInstallState().offer;
  const online = useOnline();
  if ((opened || mdUp) && !menuBuilt) setMenuBuilt(true);

  return (
    // The frame of Mantine's AppShell (AppLayout.module.css). The header keeps its place when a
    // dialog locks the page's scrolling: react-remove-scroll pads this class by the scrollbar's width.
    <div className={classes.root}>
      <Box component="header" className={`${classes.header} right-scroll-bar-position`}>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('webApp.menu.open')}
            />
            <Anchor
              component={Link}
              to="/home"
              underline="never"
              c="inherit"
              style={{ minWidth: 0 }}
              aria-label={siteName}
            >
              <Group gap={8} wrap="nowrap">
                {config.cpLogo && roomForLogo && (
                  <Image src={config.cpLogo} alt="" w={30} h={30} style={{ flexShrink: 0 }} />
                )}
                {/* A signed-in phone shows the logo alone: the name would be cut to a letter. */}
                <Text
                  fw={700}
                  size="lg"
                  data-testid="site-name"
                  truncate
                  visibleFrom={loggedIn && config.cpLogo ? 'xs' : undefined}
                >
                  {siteName}
                </Text>
              </Group>
            </Anchor>
            {/* From 1200 px; below it the side menu (always open from md) carries the same links. It
                gives way before the site name does (flexShrink), and is clipped rather than overlap. */}
            <Group
              gap={0}
              visibleFrom="lg"
              component="nav"
              wrap="nowrap"
              style={{ minWidth: 0, overflow: 'hidden', flexShrink: 20 }}
            >
              {/* Built only where it shows: four buttons a phone hid cost its first render (issue #31). */}
              {lgUp &&
                topMenu.map((item) => (
                  <Button
                    key={item.to}
                    component={RouterNavLink}
                    to={item.to}
                    end={item.to === '/home'}
                    variant="subtle"
                    size="compact-sm"
                    px="xs"
                  >
                    {t(item.key)}
                  </Button>
                ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {loggedIn ? (
              <>
                {/* On a phone the session's time sits above the balance, so the row keeps room for the logo. */}
                <Flex
                  direction={{ base: 'column', xs: 'row' }}
                  align={{ base: 'flex-end', xs: 'center' }}
                  gap={{ base: 0, xs: 'xs' }}
                >
                  {/* The member's own: never in home's kept copy. */}
                  <NotKept>
                    <Suspense fallback={null}>
                      <SessionClock />
                    </Suspense>
                    <Suspense fallback={null}>
                      <Balance />
                    </Suspense>
                  </NotKept>
                </Flex>
                {/* Deposit and Withdraw beside the balance, as lottery sites show them. */}
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" component={Link} to={depositLink.to} data-testid="header-deposit">
                    {t(depositLink.key)}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="light"
                    component={Link}
                    to={withdrawLink.to}
                    data-testid="header-withdraw"
                  >
                    {t(withdrawLink.key)}
                  </Button>
                </Group>
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
              <Button size="xs" component={Link} to="/login">
                {t('web.login.submit')}
              </Button>
            )}
            <Group visibleFrom="sm">{smUp && <LanguageSwitcher />}</Group>
          </Group>
        </Group>
      </Box>
      <Box component="nav" className={classes.navbar} mod={{ opened }} p="xs" data-testid="side-menu">
        {/* A plain scrolling box: Mantine's ScrollArea is not needed on the first page. */}
        <Box className={classes.section} mod="grow" style={{ overflowY: 'auto' }}>
          {menuBuilt && (
            <Suspense fallback={null}>
              <SideMenu onNavigate={close} />
            </Suspense>
          )}
        </Box>
        <Box className={classes.section} hiddenFrom="sm" pt="xs">
          <Group justify="space-between">
            {menuBuilt && !smUp ? <LanguageSwitcher testId="language-switcher-menu" /> : <span />}
            {loggedIn && (
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  clearSession();
                  navigate('/login');
                }}
              >
                {t('web.logout')}
              </Button>
            )}
          </Group>
        </Box>
      </Box>
      <Box component="main" className={classes.main}>
        {/* This moment's state, not part of home's kept copy. */}
        <NotKept>
          {!online && (
            <Text
              size="sm"
              c="orange.9"
              bg="orange.0"
              p={6}
              mb="xs"
              ta="center"
              role="status"
              data-testid="offline-banner"
            >
              {t('pwa.offline.banner')}
            </Text>
          )}
        </NotKept>
        <Outlet />
      </Box>
      {/* This moment's offers are not part of home's kept copy. */}
      <NotKept>
        {typeof navigator !== 'undefined' && navigator.serviceWorker?.controller && (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        )}
        {installOffer && (
          <Suspense fallback={null}>
            <InstallOffer />
          </Suspense>
        )}
      </NotKept>
      {/* A new page opens at its top; back and forward return to where the member was (issue #27). */}
      <ScrollRestoration />
    </div>
  );
}
