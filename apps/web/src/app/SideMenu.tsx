import { Badge, Divider, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/translate.ts';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useLotteryList } from '../features/catalogue/api/get-lottery-list.ts';
import { useRecentPlayed } from '../features/catalogue/api/get-recent-played.ts';
import { menuLinks } from './screen-table.ts';
import { SCREENS, SERVICE_MENU, SIDE_MENU, TOP_MENU } from './screens.ts';

const centreLinks = menuLinks(SCREENS, [...TOP_MENU, ...SIDE_MENU]);
const serviceLinks = menuLinks(SCREENS, SERVICE_MENU);

function SectionTitle({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
      {children}
    </Text>
  );
}

/**
 * The side menu of docs/product.md §2: menu centre, lottery list grouped by category, recently played,
 * promotions, customer service, Zalo and chat.
 */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const list = useLotteryList();
  const recent = useRecentPlayed();
  const link = (to: string, label: string, extra?: React.ReactNode) => (
    <NavLink
      key={to + label}
      component={RouterNavLink}
      to={to}
      // Home is also the prefix of /home/trend: only the page itself is the active one.
      end={to === '/home'}
      label={label}
      rightSection={extra}
      onClick={onNavigate}
      py={6}
    />
  );
  return (
    <Stack gap={0}>
      <SectionTitle>{t('webApp.menu.centre')}</SectionTitle>
      {centreLinks.map((item) => link(item.to, t(item.key)))}

      <Divider my={6} />
      <SectionTitle>{t('webApp.menu.lotteries')}</SectionTitle>
      {list.isError && (
        <Text size="sm" c="dimmed" px="sm" data-testid="lottery-list-error">
          {t('webApp.lotteries.loadFailed')}
        </Text>
      )}
      {list.data?.map((category) => (
        <NavLink
          key={category.seriesType}
          label={category.name}
          data-testid={`menu-category-${category.seriesType}`}
          defaultOpened={category.list.some((l) => pathname === `/lottery/${l.ticketId}`)}
          py={6}
        >
          {category.list.map((l) =>
            link(
              `/lottery/${l.ticketId}`,
              l.name,
              l.hotLabel === 1 ? (
                <Badge size="xs" color="red" variant="light">
                  {t('webApp.lotteries.hot')}
                </Badge>
              ) : undefined,
            ),
          )}
        </NavLink>
      ))}

      {recent.data && recent.data.length > 0 && (
        <>
          <Divider my={6} />
          <SectionTitle>{t('webApp.menu.recent')}</SectionTitle>
          <div data-testid="menu-recent">
            {recent.data.map((r) => link(`/lottery/${r.ticketId}`, r.name))}
          </div>
        </>
      )}

      <Divider my={6} />
      <SectionTitle>{t('webApp.menu.services')}</SectionTitle>
      {serviceLinks.map((item) => link(item.to, t(item.key)))}
    </Stack>
  );
}
