import { Suspense } from 'react';
import {
  Anchor,
  Box,
  Breadcrumbs,
  Group,
  NavLink,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from '../lib/translate.ts';
import { Link, Navigate, NavLink as RouterNavLink, useLocation, useParams } from 'react-router';
import { AgentsOnlyPage, NotFoundPage } from '../features/misc/StatusPages.tsx';
import { usePlatformConfig } from '../features/platform/api/get-platform-config.ts';
import { useMemberInfo } from '../features/lottery/api/member-info.ts';
import { getToken } from '../lib/session.ts';
import {
  centreSections,
  sectionKey,
  sectionPath,
  type CentreSection,
  type CentreViewer,
} from './screen-table.ts';
import { CENTRE_HOME, centreMenu, groupLabelKey, matchCentre, type MenuGroup } from './centre-rules.ts';
import { SCREENS } from './screens.ts';
import { SECTION_VIEWS } from './section-views.ts';

const CENTRE_SECTIONS = centreSections(SCREENS);

/** A section's icon, from its view. */
function SectionIcon({ section, size }: { section: CentreSection; size: number }) {
  const Icon = SECTION_VIEWS[sectionKey(section)]?.icon;
  return Icon ? <Icon size={size} stroke={1.6} /> : null;
}

/** Member type 2 is an agent (members.member_type). */
const AGENT_TYPE = 2;

function useCentreViewer(): CentreViewer {
  const loggedIn = Boolean(getToken());
  const config = usePlatformConfig();
  const member = useMemberInfo();
  return {
    loggedIn,
    // A failed member call counts as "not an agent": agent pages stay closed rather than spin.
    isAgent: member.data ? member.data.memberType === AGENT_TYPE : member.isError ? false : undefined,
    flags: { teamOrder: config.teamOrder, inviteAllowed: config.inviteAllowed, swipe: config.swipe },
  };
}

/** The centre's home (/manager/me): every section the member may open, as tiles by group. */
function CentreHome({ menu }: { menu: MenuGroup[] }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="centre-home">
      <Title order={2}>{t('web.manager.title')}</Title>
      {menu.map(({ group, sections }) => (
        <Paper key={group} withBorder p="sm" data-testid={`centre-group-${group}`}>
          <Text fw={600} size="sm" mb="xs">
            {t(groupLabelKey(group))}
          </Text>
          <SimpleGrid cols={{ base: 4, sm: 6, lg: 8 }} spacing="xs" verticalSpacing="sm">
            {sections.map((s) => (
              <UnstyledButton
                key={sectionPath(s)}
                component={Link}
                to={sectionPath(s)}
                data-testid={`centre-tile-${s.center}-${s.sub}`}
                style={{ textAlign: 'center' }}
              >
                <Stack gap={4} align="center">
                  <ThemeIcon variant="light" size={42} radius="md">
                    <SectionIcon section={s} size={24} />
                  </ThemeIcon>
                  <Text size="xs" lh={1.2}>
                    {t(s.labelKey)}
                  </Text>
                </Stack>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/** The desktop side menu of the centre, built from the same table. */
function CentreNav({ menu }: { menu: MenuGroup[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="nav" aria-label={t('web.manager.title')} data-testid="centre-nav">
      <NavLink component={RouterNavLink} to={CENTRE_HOME} end label={t('web.manager.title')} />
      {menu.map(({ group, sections }) => (
        <Box key={group}>
          <Text size="xs" c="dimmed" fw={600} px="sm" pt="xs">
            {t(groupLabelKey(group))}
          </Text>
          {sections.map((s) => (
            <NavLink
              key={sectionPath(s)}
              component={RouterNavLink}
              to={sectionPath(s)}
              label={t(s.labelKey)}
              leftSection={<SectionIcon section={s} size={18} />}
            />
          ))}
        </Box>
      ))}
    </Stack>
  );
}

function SectionScreen({ section, menu }: { section: CentreSection; menu: MenuGroup[] }) {
  const { t } = useTranslation();
  const view = SECTION_VIEWS[sectionKey(section)];
  if (!view) return <NotFoundPage />;
  const Screen = view.component;
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Box visibleFrom="lg" w={220} style={{ flexShrink: 0 }}>
        <CentreNav menu={menu} />
      </Box>
      <Stack style={{ flex: 1, minWidth: 0 }} gap="sm">
        <Breadcrumbs
          separator="›"
          separatorMargin={6}
          data-testid="centre-breadcrumbs"
          style={{ flexWrap: 'wrap', rowGap: 2 }}
        >
          <Anchor component={Link} to={CENTRE_HOME} size="sm">
            {t('web.manager.title')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t(groupLabelKey(section.group))}
          </Text>
          <Text size="sm">{t(section.labelKey)}</Text>
        </Breadcrumbs>
        <Suspense fallback={<Skeleton h={240} data-testid="centre-loading" />}>
          <Screen />
        </Suspense>
      </Stack>
    </Group>
  );
}

/**
 * Member centre (docs/product.md §2 /manager/:center?/:sub?/:step?): the sections of the screen
 * table (screens.ts) decide what each path shows and who may see it; unknown paths show the
 * not-found page.
 */
export function CentrePage() {
  const params = useParams();
  const location = useLocation();
  const viewer = useCentreViewer();
  const match = matchCentre(CENTRE_SECTIONS, params, viewer);
  const menu = centreMenu(CENTRE_SECTIONS, viewer);
  switch (match.kind) {
    case 'home':
      return <CentreHome menu={menu} />;
    case 'section':
      return <SectionScreen section={match.section} menu={menu} />;
    case 'redirect':
      return <Navigate to={match.to} replace />;
    case 'login':
      return (
        <Navigate
          to={`/login?from=${encodeURIComponent(`/web${location.pathname}${location.search}`)}`}
          replace
        />
      );
    case 'pending':
      return <Skeleton h={240} data-testid="centre-loading" />;
    case 'agentsOnly':
      return <AgentsOnlyPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}
