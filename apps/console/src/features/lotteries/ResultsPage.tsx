import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  consoleCancelBody,
  consoleIssuePaths,
  lotteryPaths,
  type ConsoleCancelResult,
  type WaitingResults,
} from '@lotus/contracts';
import { SecondPersonNote } from '../../components/Proposals.tsx';
import { when } from '../../lib/time.ts';
import { useLotteryChoices } from './api.ts';
import { api } from '../../lib/api.ts';
import { ResettleIssue } from './ResettleIssue.tsx';
import { ResultAnswerAlert, useEnterResult } from './IssueActions.tsx';

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

/**
 * Official results entered by hand, two-person rule: the first entry is a proposal, the same
 * result entered by another operator draws the issue and settles its orders. The operator picks
 * the official lottery and one of its issues waiting for a result from lists (issue #27); the
 * form says how the result is written, what is wrong with it, and who entered a pending one.
 */
export function ResultsPage() {
  const { t } = useTranslation();
  const waiting = useQuery({
    queryKey: ['console', 'issues', 'waiting'],
    queryFn: () => api.get<WaitingResults>(consoleIssuePaths.waiting),
    refetchInterval: 30_000,
  });
  const names = useLotteryChoices();
  const [ticketId, setTicketId] = useState<string | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const lotteries = waiting.data?.list ?? [];
  const lottery = lotteries.find((l) => String(l.ticketId) === ticketId) ?? null;
  const picked = lottery?.issues.find((i) => i.issue === issue) ?? null;
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (v) => {
        if (!v.trim()) return t('cons.results.codeRequired');
        const problem = lottery ? resultProblem(lottery.shape, v) : null;
        return problem ? t(problem.key, problem.params) : null;
      },
    },
  });
  const enter = useEnterResult();
  const nameOf = (id: number, code: string) => names.data?.find((c) => c.value === String(id))?.label ?? code;
  return (
    <Stack maw={720}>
      <Title order={3}>{t('cons.nav.results')}</Title>
      <Alert color="blue">{t('cons.results.help')}</Alert>
      <Paper withBorder p="md">
        <form
          onSubmit={form.onSubmit((v) => {
            if (lottery && picked)
              enter.mutate(
                { ticketId: lottery.ticketId, issue: picked.issue, code: v.code },
                { onSuccess: () => void waiting.refetch() },
              );
          })}
        >
          <Stack>
            <Group grow align="flex-start">
              <Select
                label={t('cons.results.lottery')}
                placeholder={t('cons.results.pickLottery')}
                data={lotteries.map((l) => ({
                  value: String(l.ticketId),
                  label: `${nameOf(l.ticketId, l.lottery)}${l.issues.length > 0 ? ` · ${t('cons.results.waitingCount', { count: l.issues.length })}` : ''}`,
                }))}
                value={ticketId}
                onChange={(v) => {
                  setTicketId(v);
                  const first = lotteries.find((l) => String(l.ticketId) === v)?.issues[0];
                  setIssue(first?.issue ?? null);
                  enter.reset();
                }}
                searchable
                allowDeselect={false}
                rightSection={waiting.isLoading ? <Loader size="xs" /> : undefined}
                data-testid="result-lottery"
              />
              <Select
                label={t('cons.results.waitingIssue')}
                placeholder={t('cons.results.pickIssue')}
                data={(lottery?.issues ?? []).map((i) => ({
                  value: i.issue,
                  label: `${i.issue} · ${when(i.drawAt)}${i.held ? ` · ${t('cons.results.held')}` : ''}`,
                }))}
                value={issue}
                onChange={(v) => (setIssue(v), enter.reset())}
                disabled={!lottery || lottery.issues.length === 0}
                allowDeselect={false}
                data-testid="result-issue"
              />
            </Group>
            {lottery && lottery.issues.length === 0 && (
              <Text size="sm" c="dimmed" data-testid="result-none-waiting">
                {t('cons.results.noWaiting')}
              </Text>
            )}
            {picked?.proposal && (
              <Alert
                color={picked.proposal.secondPerson.blocked ? 'orange' : 'yellow'}
                data-testid="result-pending"
              >
                <Text size="sm">
                  {t('cons.results.pendingBy', { by: picked.proposal.by, code: picked.proposal.code })}
                </Text>
                <SecondPersonNote
                  by={null}
                  secondPerson={picked.proposal.secondPerson}
                  testId="result-pending-who"
                />
                {picked.proposal.secondPerson.blocked?.key === 'console.secondPersonRequired' && (
                  <Text size="xs" c="dimmed">
                    {t('cons.results.replaceOwn')}
                  </Text>
                )}
              </Alert>
            )}
            <TextInput
              label={t('cons.results.code')}
              description={
                lottery
                  ? t(lottery.shape.digits ? 'cons.results.shapeDigits' : 'cons.results.shape', lottery.shape)
                  : t('cons.results.codeHelp')
              }
              maxLength={400}
              disabled={!picked}
              data-testid="result-form-code"
              {...form.getInputProps('code')}
            />
            <Button
              type="submit"
              loading={enter.isPending}
              disabled={!picked}
              w="fit-content"
              data-testid="result-form-submit"
            >
              {t('cons.results.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      {waiting.error && <Alert color="red">{waiting.error.message}</Alert>}
      {enter.error && (
        <Alert color="red" data-testid="result-form-error">
          {enter.error.message}
        </Alert>
      )}
      {enter.data && <ResultAnswerAlert answer={enter.data} />}
      <CancelIssue />
      <ResettleIssue />
    </Stack>
  );
}

/**
 * Cancelling an issue, two-person rule: the first operator's request is a proposal, another
 * operator's request for the same issue cancels it — refunding open stakes, and reversing what a
 * settlement paid (prizes, rebates) unless someone cannot give it back.
 */
function CancelIssue() {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const form = useForm({
    initialValues: { ticketId: '', issue: '', reason: '' },
    validate: (v) => {
      const errors = schemaResolver(consoleCancelBody, { sync: true })(v);
      // A message that is not one of ours (zod's own, in English) names the field instead.
      const labels: Record<string, string> = {
        ticketId: t('cons.results.ticket'),
        issue: t('cons.results.issue'),
        reason: t('cons.cancel.reason'),
      };
      return Object.fromEntries(
        Object.entries(errors).map(([k, key]) => [
          k,
          i18n.exists(String(key)) ? t(String(key)) : t('errors.validation', { detail: labels[k] ?? k }),
        ]),
      );
    },
  });
  const cancel = useMutation({
    mutationFn: (v: typeof form.values) =>
      api.post<ConsoleCancelResult>(lotteryPaths.consoleCancel, {
        ticketId: v.ticketId,
        issue: v.issue.trim(),
        reason: v.reason.trim(),
      }),
    onSettled: () => setAsking(false),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  const r = cancel.data;
  return (
    <Paper withBorder p="md" data-testid="cancel-issue">
      <Stack>
        <Title order={4}>{t('cons.cancel.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('cons.cancel.help')}
        </Text>
        <form onSubmit={form.onSubmit(() => setAsking(true))}>
          <Stack>
            <Group grow>
              <TextInput label={t('cons.results.ticket')} maxLength={7} {...form.getInputProps('ticketId')} />
              <TextInput label={t('cons.results.issue')} maxLength={32} {...form.getInputProps('issue')} />
            </Group>
            <Textarea
              label={t('cons.cancel.reason')}
              maxLength={200}
              autosize
              minRows={2}
              {...form.getInputProps('reason')}
            />
            <Button type="submit" color="red" variant="light" w="fit-content">
              {t('cons.cancel.submit')}
            </Button>
          </Stack>
        </form>
        {r && (
          <Alert color={r.confirmed ? 'green' : 'blue'} data-testid="cancel-answer">
            {r.confirmed
              ? t('cons.cancel.done', {
                  orders: r.reversedOrders,
                  takenBack: r.takenBack,
                  refunded: r.refunded,
                })
              : t('cons.cancel.proposed')}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('cons.cancel.confirmTitle', { issue: form.values.issue, ticketId: form.values.ticketId })}
      >
        <Stack>
          <Text size="sm">{t('cons.cancel.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('cons.cancel.back')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(form.values)}
              data-testid="cancel-confirm"
            >
              {t('cons.cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
