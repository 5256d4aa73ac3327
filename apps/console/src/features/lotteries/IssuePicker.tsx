import { Alert, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WaitingIssue, WaitingResults } from '@lotus/contracts';
import { SecondPersonNote } from '../../components/Proposals.tsx';
import { when } from '../../lib/time.ts';

/**
 * The lottery and issue pickers of the console's issue forms — official result, cancellation,
 * re-settlement (issue #27: the operator picks, never types a lottery code or an issue number).
 * The lottery list is searchable by name and by the code the console shows beside it; the issue
 * list says each issue's draw time and status. `error` is the form's own message for a missing
 * choice, in the operator's language.
 */
export function IssuePicker({
  lotteries,
  ticketId,
  onTicket,
  issues,
  issue,
  onIssue,
  loading,
  errors,
  testId,
  lotteryLabel,
}: {
  lotteries: { value: string; label: string }[];
  ticketId: string | null;
  onTicket: (ticketId: string | null) => void;
  issues: readonly WaitingIssue[] | undefined;
  issue: string | null;
  onIssue: (issue: string | null) => void;
  loading?: { lotteries?: boolean; issues?: boolean };
  errors?: { lottery?: string | null; issue?: string | null };
  testId: string;
  /** The lottery list's label: "official lottery" where only official ones are listed (the default). */
  lotteryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start" wrap="wrap">
      <Select
        miw={220}
        label={lotteryLabel ?? t('cons.results.lottery')}
        placeholder={t('cons.results.pickLottery')}
        data={lotteries}
        value={ticketId}
        onChange={onTicket}
        searchable
        nothingFoundMessage={t('cons.forms.noLotteryFound')}
        allowDeselect={false}
        rightSection={loading?.lotteries ? <Loader size="xs" /> : undefined}
        error={errors?.lottery}
        data-testid={`${testId}-lottery`}
      />
      <Select
        miw={220}
        label={t('cons.results.issue')}
        placeholder={t('cons.results.pickIssue')}
        data={(issues ?? []).map((i) => ({
          value: i.issue,
          label: `${i.issue} · ${when(i.drawAt)} · ${i.held ? t('cons.results.held') : t(`cons.issues.status${i.status}`)}${i.proposal ? ` · ${t('cons.forms.pending')}` : ''}`,
        }))}
        value={issue}
        onChange={onIssue}
        searchable
        nothingFoundMessage={t('cons.forms.noIssueFound')}
        disabled={ticketId === null || (issues !== undefined && issues.length === 0)}
        allowDeselect={false}
        rightSection={loading?.issues ? <Loader size="xs" /> : undefined}
        error={errors?.issue}
        data-testid={`${testId}-issue`}
      />
    </Group>
  );
}

/** A pending proposal of the picked issue: who proposed what and why, and whether the viewer may confirm it. */
export function PendingProposal({ proposal, text, testId }: { proposal: NonNullable<WaitingIssue['proposal']>; text: string; testId: string }) {
  return (
    <Alert color={proposal.secondPerson.blocked ? 'orange' : 'yellow'} data-testid={testId}>
      <Stack gap={2}>
        <Text size="sm">{text}</Text>
        <SecondPersonNote by={null} secondPerson={proposal.secondPerson} testId={`${testId}-who`} />
      </Stack>
    </Alert>
  );
}

/** What is wrong with a typed result, before it is sent (the server says the rest, e.g. a Vietnamese prize's digits). */
export function resultProblem(
  shape: WaitingResults['list'][number]['shape'],
  text: string,
): { key: string; params: Record<string, string | number> } | null {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const odd = parts.find((p) => !/^\d{1,6}$/.test(p));
  if (odd !== undefined) return { key: 'lottery.resultNotNumber', params: { value: odd.slice(0, 12) } };
  if (parts.length !== shape.length)
    return { key: 'lottery.resultCount', params: { expected: shape.length, got: parts.length } };
  if (!shape.digits) {
    const out = parts.map(Number).find((n) => n < shape.min || n > shape.max);
    if (out !== undefined)
      return { key: 'lottery.resultRange', params: { value: out, min: shape.min, max: shape.max } };
  }
  return null;
}
