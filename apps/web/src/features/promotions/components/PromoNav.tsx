import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { useLocation, useNavigate } from 'react-router';
import { useMemberInfo } from '../../lottery/api/member-info.ts';

/** The promotion screens, linked from the top menu's Promotions (/manager/sys/promo) and from each other. */
export const PROMO_SCREENS = [
  { path: '/manager/sys/promo', key: 'promoWeb.nav.list' },
  { path: '/manager/promo/vip', key: 'promoWeb.nav.vip' },
  { path: '/manager/promo/sign', key: 'promoWeb.nav.sign' },
  { path: '/manager/promo/invite', key: 'promoWeb.nav.invite', agentsOnly: true },
] as const;

/** Member type 2 is an agent: only agents invite, so only they see the invite draw (#27 M5). */
const AGENT_TYPE = 2;

/** One button a screen, wrapping onto a second line on a phone (a segmented control ran past 375 px). */
export function PromoNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isAgent = useMemberInfo().data?.memberType === AGENT_TYPE;
  const current = PROMO_SCREENS.find((s) => pathname.endsWith(s.path))?.path ?? PROMO_SCREENS[0].path;
  return (
    <Group gap={6} data-testid="promo-nav">
      {PROMO_SCREENS.filter((s) => !('agentsOnly' in s) || isAgent).map((s) => (
        <Button
          key={s.path}
          size="compact-sm"
          variant={s.path === current ? 'filled' : 'default'}
          aria-current={s.path === current ? 'page' : undefined}
          onClick={() => void navigate(s.path)}
        >
          {t(s.key)}
        </Button>
      ))}
    </Group>
  );
}
