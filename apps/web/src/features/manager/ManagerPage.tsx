import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GameSettings } from '../settings/GameSettings.tsx';
import { BetRecordPage } from '../records/BetRecordPage.tsx';
import { BulletinPage } from '../content/BulletinPage.tsx';
import { PromoPage } from '../content/PromoPage.tsx';
import { ChatPage, KfPage, ZaloPage } from '../content/ServicePages.tsx';

/** Site pages under /manager/sys/… (spec §2 top and side menus). */
const SYS_PAGES: Record<string, () => React.JSX.Element> = {
  bulletin: BulletinPage,
  promo: PromoPage,
  kf: KfPage,
  zalo: ZaloPage,
  chat: ChatPage,
};

/**
 * Member centre (spec §2 /manager/:center?/:sub?/:step?). Game settings live at /manager/me/game,
 * the bet record at /manager/me/bets.
 */
export function ManagerPage() {
  const { t } = useTranslation();
  const { center, sub } = useParams();
  if (center === 'me' && sub === 'game') return <GameSettings />;
  if (center === 'me' && sub === 'bets') return <BetRecordPage />;
  const SysPage = center === 'sys' && sub ? SYS_PAGES[sub] : undefined;
  if (SysPage) return <SysPage />;
  return (
    <Stack>
      <Title order={2}>{t('web.manager.title')}</Title>
      <Anchor component={Link} to="/manager/me/game" data-testid="to-game-settings">
        {t('webApp.settings.title')}
      </Anchor>
      <Anchor component={Link} to="/manager/me/bets" data-testid="to-bet-record">
        {t('records.title')}
      </Anchor>
    </Stack>
  );
}
