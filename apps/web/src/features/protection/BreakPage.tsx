import { useState } from 'react';
import { Alert, Button, Card, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { EXCLUSION_DURATIONS, TIMEOUT_DURATIONS, takeBreakRequest, type TakeBreakRequest } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { PageState } from '../../components/centre/ui.tsx';
import { useProtection, useTakeBreak } from './api/protection.ts';
import { activeBlock, BlockNotice } from './components/BlockNotice.tsx';
import { breakKindsOffered } from './break-kinds.ts';

type Kind = TakeBreakRequest['kind'];
const DURATIONS: Record<Kind, readonly string[]> = { timeout: TIMEOUT_DURATIONS, exclusion: EXCLUSION_DURATIONS };

function BreakCard({ kind, onAsk }: { kind: Kind; onAsk: (b: TakeBreakRequest) => void }) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<string>(DURATIONS[kind][0]!);
  return (
    <Card withBorder data-testid={`break-${kind}`}>
      <Stack gap="sm">
        <Text fw={600}>{t(`rg.break.${kind}`)}</Text>
        <SegmentedControl
          fullWidth
          value={duration}
          onChange={setDuration}
          data-testid={`break-${kind}-duration`}
          data={DURATIONS[kind].map((d) => ({ value: d, label: t(`rg.duration.${d}`) }))}
        />
        <Group>
          <Button
            color={kind === 'exclusion' ? 'red' : 'orange'}
            data-testid={`break-${kind}-take`}
            onClick={() => {
              const parsed = takeBreakRequest.safeParse({ kind, duration });
              if (parsed.success) onAsk(parsed.data);
            }}
          >
            {t('rg.break.take')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Responsible gaming: time-out (24 h … 42 days) and self-exclusion (6 months … permanent), at
 * once and never shortened (domain §5.2 item 2); a dialog says so before it starts.
 */
export function BreakPage() {
  const { t } = useTranslation();
  const state = useProtection();
  const take = useTakeBreak();
  const [asked, setAsked] = useState<TakeBreakRequest | null>(null);
  const block = activeBlock(state.data?.block);
  return (
    <Stack data-testid="break-page" maw={720}>
      <Title order={2}>{t('rg.break.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('rg.break.intro')}
      </Text>
      <PageState
        isPending={state.isPending}
        error={state.error}
        empty={false}
        emptyKey=""
        onRetry={() => void state.refetch()}
      />
      {block && <BlockNotice block={block} />}
      {take.isError && (
        <Alert color="red" variant="light" data-testid="break-error">
          {errorText(take.error, t)}
        </Alert>
      )}
      {/* Only the breaks the server would still take: a self-excluded member sees no time-out. */}
      {state.data &&
        breakKindsOffered(block).map((kind) => <BreakCard key={kind} kind={kind} onAsk={setAsked} />)}
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={t('rg.break.confirmTitle')}
        centered
        data-testid="break-confirm"
      >
        {asked && (
          <Stack>
            <Text size="sm">
              {t('rg.break.confirmText', {
                what: t(`rg.break.${asked.kind}`),
                duration: t(`rg.duration.${asked.duration}`),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsked(null)}>
                {t('rg.break.cancel')}
              </Button>
              <Button
                color="red"
                loading={take.isPending}
                data-testid="break-confirm-yes"
                onClick={() => take.mutate(asked, { onSettled: () => setAsked(null) })}
              >
                {t('rg.break.confirmYes')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
