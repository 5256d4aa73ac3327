import { useEffect, useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { showMoney } from '../../../components/centre/money.ts';
import { useTranslation } from '../../../lib/translate.ts';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/session.ts';
import { realityCheckQueryOptions } from '../api/protection.ts';
import { formatElapsed, scheduleRealityChecks } from '../reality-check.ts';

/**
 * The header's session clock and the reality check (issue #17; domain §5.2 item 3): the elapsed
 * time since login, and every N minutes (the member's choice, default 60) a modal with the
 * session's time, stakes, wins and net result of the bets placed in the session, and what of
 * them is still pending (issue #27). The session start and interval come from the
 * server, so a reload keeps counting from login.
 */
export function SessionClock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Fetched once per mount of the shell (a new login remounts it), and again when the interval changes.
  const anchor = useQuery({ ...realityCheckQueryOptions(), staleTime: Infinity, refetchOnMount: 'always' });
  const summary = useQuery({ ...realityCheckQueryOptions(), queryKey: ['reality-check', 'summary'], enabled: false });
  const [nowMs, setNowMs] = useState(() => Date.now());
  const [open, setOpen] = useState(false);
  const startMs = anchor.data ? Date.parse(anchor.data.sessionStartedAt) : null;
  const interval = anchor.data?.intervalMinutes;

  useEffect(() => {
    const id = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  useEffect(() => {
    if (startMs === null || !interval) return;
    return scheduleRealityChecks({
      sessionStartMs: startMs,
      intervalMinutes: interval,
      now: Date.now,
      onDue: () => {
        void summary.refetch();
        setOpen(true);
      },
    });
    // summary.refetch is stable for the query's life: the timer follows the start and interval only.
  }, [startMs, interval]);

  if (startMs === null) return null;
  const elapsed = formatElapsed((nowMs - startMs) / 1000);
  const data = summary.data;
  return (
    <>
      <Group gap={2} wrap="nowrap" title={t('rg.header.elapsed')}>
        {/* The clock labels the time on every screen, a phone's too (a bare "12:34" read as the time of day). */}
        <IconClock size={14} stroke={1.5} aria-hidden="true" data-testid="session-elapsed-icon" />
        <Text size="xs" c="dimmed" data-testid="session-elapsed" aria-label={`${t('rg.header.elapsed')} ${elapsed}`} style={{ whiteSpace: 'nowrap' }}>
          {elapsed}
        </Text>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('rg.reality.modalTitle', { time: elapsed })}
        centered
        data-testid="reality-check"
      >
        <Stack>
          <SimpleGrid cols={3} spacing="xs">
            {(
              [
                ['rg.reality.stakes', data?.stakes],
                ['rg.reality.wins', data?.wins],
                ['rg.reality.net', data?.net],
              ] as const
            ).map(([key, value]) => (
              <Stack key={key} gap={0} align="center">
                <Text size="xs" c="dimmed">
                  {t(key)}
                </Text>
                <Text fw={700} data-testid={`reality-${key.split('.').pop()}`}>
                  {value === undefined ? '…' : showMoney(value, 3)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" ta="center" data-testid="reality-pending">
            {data && data.pendingBets > 0 ? `${t('rg.reality.pending', { bets: data.pendingBets, amount: showMoney(data.pending, 3) })} ` : ''}
            {t('rg.reality.scope')}
          </Text>
          <Stack gap="xs">
            <Button data-testid="reality-continue" onClick={() => setOpen(false)}>
              {t('rg.reality.continue')}
            </Button>
            <Button
              variant="light"
              data-testid="reality-history"
              onClick={() => {
                setOpen(false);
                navigate('/manager/me/bets');
              }}
            >
              {t('rg.reality.history')}
            </Button>
            <Button
              variant="default"
              data-testid="reality-logout"
              onClick={() => {
                setOpen(false);
                clearSession();
                navigate('/login');
              }}
            >
              {t('rg.reality.logout')}
            </Button>
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
