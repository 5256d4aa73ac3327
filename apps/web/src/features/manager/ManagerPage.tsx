import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GameSettings } from '../settings/GameSettings.tsx';

/** Member centre (spec §2 /manager/:center?/:sub?/:step?). Game settings live at /manager/me/game. */
export function ManagerPage() {
  const { t } = useTranslation();
  const { center, sub } = useParams();
  if (center === 'me' && sub === 'game') return <GameSettings />;
  return (
    <Stack>
      <Title order={2}>{t('web.manager.title')}</Title>
      <Anchor component={Link} to="/manager/me/game" data-testid="to-game-settings">
        {t('webApp.settings.title')}
      </Anchor>
    </Stack>
  );
}
