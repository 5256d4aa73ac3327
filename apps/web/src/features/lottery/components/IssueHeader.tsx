import { useState } from 'react';
import { Alert, Badge, Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { SaleState, type TicketCfg } from '@lotus/contracts';
import { useLastIssue } from '../api/lottery-api.ts';
import { type IssueClock } from '../hooks/use-issue-clock.ts';
import { useRemainSec } from '../../../lib/remain-seconds.ts';
import { formatRemain } from '../../../lib/time.ts';
import { DrawBalls } from '../../../components/ui/DrawBalls.tsx';
import { VnResultTable } from '../../../components/ui/VnResult.tsx';
import { VnSpecial } from '../../../components/ui/VnSpecial.tsx';
import { vnPrizeRows, vnRegionOf } from '../../../components/ui/vn-prizes.ts';

/** The countdown: the only part of the betting page the 1 s tick renders again. */
function IssueCountdown({ clock, ticketId }: { clock: IssueClock; ticketId: number }) {
  const { t } = useTranslation();
  const sec = useRemainSec(clock.remain, ticketId) ?? 0;
  return (
    <Text fw={700} size="xl" ff="monospace" c={sec <= 3 ? 'red' : undefined} data-testid="countdown">
      {formatRemain(sec, (count) => t('firstVisit.countdown.days', { count }))}
    </Text>
  );
}

/**
 * Current issue with its countdown, the last issue and its numbers, and the sale state (docs/product.md §4).
 * A Vietnamese result (27 or 18 numbers) shows its ĐB, and its prize table on demand, so the
 * board stays near the top.
 */
export function IssueHeader({ cfg, clock }: { cfg: TicketCfg; clock: IssueClock }) {
  const { t } = useTranslation();
  const last = useLastIssue(cfg.ticketId, clock.issue?.issue);
  const [tableOpen, setTableOpen] = useState(false);
  const region = vnRegionOf(cfg.family);
  const code = last.data?.code ?? '';
  const vnRows = region && code ? vnPrizeRows(region, code) : null;
  const issue = clock.issue;
  const suspended = issue?.sale === SaleState.SUSPENDED;
  const closed = issue?.sale === SaleState.CLOSED;
  return (
    // Sticky under the app header: the name, issue and countdown stay in view down a long board.
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-testid="issue-header"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 20 }}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} data-testid="lottery-name">
            {cfg.name}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('webApp.lottery.lastIssue', { issue: last.data?.issue ?? '-' })}
            </Text>
            {vnRows ? (
              <>
                <VnSpecial number={vnRows[0]?.numbers[0] ?? ''} size="xl" />
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  aria-expanded={tableOpen}
                  onClick={() => setTableOpen((o) => !o)}
                  data-testid="vn-table-toggle"
                >
                  {t('webApp.vnResult.table')} {tableOpen ? '▴' : '▾'}
                </Button>
              </>
            ) : code ? (
              <DrawBalls code={code} size={24} family={cfg.family} />
            ) : null}
          </Group>
        </Stack>
        {/* Pushed right, also when it wraps under the name on a phone: issue and countdown align. */}
        <Stack gap={2} align="flex-end" ml="auto">
          <Text size="sm" data-testid="current-issue">
            {issue
              ? t('webApp.lottery.currentIssue', { issue: issue.issue })
              : t('webApp.lottery.loadingIssue')}
          </Text>
          {issue && !suspended && (
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {closed ? t('webApp.lottery.opensIn') : t('webApp.lottery.closesIn')}
              </Text>
              <IssueCountdown clock={clock} ticketId={cfg.ticketId} />
            </Group>
          )}
          {suspended && (
            <Badge color="gray" data-testid="sale-state">
              {t('webApp.lottery.suspendedBadge')}
            </Badge>
          )}
        </Stack>
      </Group>
      {vnRows && region && (
        <Collapse expanded={tableOpen}>
          <Stack gap={4} mt="xs" maw={520}>
            <Text size="xs" c="dimmed">
              {t('webApp.vnResult.caption', { issue: last.data?.issue ?? '-' })}
            </Text>
            <VnResultTable region={region} code={code} />
          </Stack>
        </Collapse>
      )}
      {suspended && (
        <Alert color="orange" variant="light" mt="xs" data-testid="suspended-notice">
          {t('lottery.suspended')}
        </Alert>
      )}
      {clock.failed && (
        <Alert color="red" variant="light" mt="xs" data-testid="issue-failed">
          {t('lottery.issueFailed')}
        </Alert>
      )}
    </Card>
  );
}
