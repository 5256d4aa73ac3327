import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api.ts';

/** Loading, failure (with retry) and empty states of a content list. */
export function PageState({
  isLoading,
  error,
  empty,
  emptyKey,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  empty: boolean;
  emptyKey: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isLoading)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (error)
    return (
      <Stack align="center" py="xl" gap="xs">
        <Text c="dimmed">{errorText(error, t)}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  if (empty)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="content-empty">
        {t(emptyKey)}
      </Text>
    );
  return null;
}
