import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondPersonNote } from '../../components/Proposals.tsx';
import { useIssueFormList, useLotteryChoices } from './api.ts';
import { CancelIssue } from './CancelIssue.tsx';
import { ResettleIssue } from './ResettleIssue.tsx';
import { IssuePicker, resultProblem } from './IssuePicker.tsx';
import { ResultAnswerAlert, useEnterResult } from './IssueActions.tsx';

/**
 * Official results entered by hand, two-person rule: the first entry is a proposal, the same
 * result entered by another operator draws the issue and settles its orders. The operator picks
 * the official lottery and one of its issues waiting for a result from lists (issue #27); the
 * form says how the result is written, what is wrong with it, and who entered a pending one.
 */
export function ResultsPage() {
  const { t } = useTranslation();
  const waiting = useIssueFormList('result');
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
            <IssuePicker
              testId="result"
              lotteries={lotteries.map((l) => ({
                value: String(l.ticketId),
                label: `${nameOf(l.ticketId, l.lottery)}${l.issues.length > 0 ? ` · ${t('cons.results.waitingCount', { count: l.issues.length })}` : ''}`,
              }))}
              ticketId={ticketId}
              onTicket={(v) => {
                setTicketId(v);
                const first = lotteries.find((l) => String(l.ticketId) === v)?.issues[0];
                setIssue(first?.issue ?? null);
                enter.reset();
              }}
              issues={lottery?.issues}
              issue={issue}
              onIssue={(v) => (setIssue(v), enter.reset())}
              loading={{ lotteries: waiting.isLoading }}
            />
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
