import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translate.ts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { chunkReloadDue, isChunkLoadError, reloadOnceForChunkError } from '@lotus/contracts';

function StatusPage({ titleKey, testId = 'status-title' }: { titleKey: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Title order={2} data-testid={testId}>
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
/** An agent's page opened by a member: it exists, and it is for agents. */
export const AgentsOnlyPage = () => <StatusPage titleKey="web.agentsOnly.title" testId="agents-only" />;

/**
 * Error element of every route: instead of the router's developer page, a translated message.
 * A page chunk that failed to load (usually a new deployment) reloads the page once by itself.
 */
export const RouteErrorPage = () => <RouteErrorView error={useRouteError()} />;

/**
 * A route's error as the member sees it. When a failed chunk's reload is due, nothing is shown
 * from the first render on (decided before it, done after it): the message does not flash
 * before the page reloads.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [reloading] = useState(() => isChunkLoadError(error) && chunkReloadDue(sessionStorage));
  useEffect(() => {
    if (reloading) reloadOnceForChunkError(sessionStorage, () => location.reload());
  }, [reloading]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (reloading) return null;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={420}>
        <Title order={2} ta="center" data-testid="route-error">
          {t('web.routeError.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('web.routeError.updated')}
        </Text>
        <Group>
          <Button onClick={() => location.reload()} data-testid="route-error-reload">
            {t('web.routeError.reload')}
          </Button>
          <Button variant="default" component="a" href="/web/home">
            {t('web.notFound.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
