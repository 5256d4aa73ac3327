import { Alert, Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translate.ts';
import { REALITY_CHECK_MINUTES, setRealityCheckRequest } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { PageState } from '../../components/centre/ui.tsx';
import { useProtection, useSetRealityCheck } from './api/protection.ts';

/** Responsible gaming: how often the reality check shows (15, 30 or 60 minutes; domain §5.2 item 3). */
export function RealityCheckPage() {
  const { t } = useTranslation();
  const state = useProtection();
  const save = useSetRealityCheck();
  return (
    <Stack data-testid="reality-page" maw={720}>
      <Title order={2}>{t('rg.reality.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('rg.reality.intro')}
      </Text>
      <PageState
        isPending={state.isPending}
        error={state.error}
        empty={false}
        emptyKey=""
        onRetry={() => void state.refetch()}
      />
      {state.data && (
        <Card withBorder>
          <SegmentedControl
            fullWidth
            data-testid="reality-minutes"
            value={String(save.variables?.minutes ?? state.data.realityCheckMinutes)}
            onChange={(v) => {
              const parsed = setRealityCheckRequest.safeParse({ minutes: v });
              if (!parsed.success) return;
              save.mutate(parsed.data, {
                onSuccess: () => notifications.show({ color: 'teal', message: t('rg.reality.saved') }),
              });
            }}
            data={REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: t('rg.reality.minutes', { minutes: m }) }))}
          />
        </Card>
      )}
      {save.isError && (
        <Alert color="red" variant="light">
          {errorText(save.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
