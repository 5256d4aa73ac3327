import { Button, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function StatusPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Title order={2} data-testid="status-title">
          {t(titleKey)}
        </Title>
        <Button component={Link} to="/home">
          {t('web.notFound.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}

export const NotFoundPage = () => <StatusPage titleKey="web.notFound.title" />;
export const InvalidPage = () => <StatusPage titleKey="web.invalid.title" />;
