import { useEffect, useState } from 'react';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { chunkReloadDue, isChunkLoadError, reloadOnceForChunkError } from '@lotus/contracts';

/**
 * Error element of every console route: a translated message instead of the router's developer
 * page. A screen's chunk that failed to load (usually a new deployment) reloads the page once by
 * itself (packages/contracts chunk-reload.ts keeps it to once a minute).
 */
export const RouteErrorPage = () => <RouteErrorView error={useRouteError()} />;

/**
 * A route's error as the operator sees it. When a failed chunk's reload is due, nothing is shown
 * from the first render on (decided before it, done after it): the message does not flash before
 * the page reloads.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [reloading] = useState(() => isChunkLoadError(error) && chunkReloadDue(sessionStorage));
  useEffect(() => {
    if (reloading) reloadOnceForChunkError(sessionStorage, () => location.reload());
  }, [reloading]);
  if (reloading) return null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={460}>
        <Title order={3} ta="center" data-testid="route-error">
          {t(notFound ? 'cons.routeError.notFound' : 'cons.routeError.title')}
        </Title>
        {!notFound && (
          <Text c="dimmed" ta="center">
            {t('cons.routeError.updated')}
          </Text>
        )}
        <Group>
          {!notFound && (
            <Button onClick={() => location.reload()} data-testid="route-error-reload">
              {t('cons.routeError.reload')}
            </Button>
          )}
          {/* A full page load, not a router link: the router that failed is not trusted to move on. */}
          <Button variant="default" component="a" href="/console/">
            {t('cons.routeError.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
