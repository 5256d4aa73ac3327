import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleResettleBody, drawRoutes } from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { useIssueFormList, useLotteryChoices } from './api.ts';
import { IssuePicker, PendingProposal, resultProblem } from './IssuePicker.tsx';

/** A result as the server writes it (numbers separated by one space), whether typed with commas or spaces. */
const normal = (code: string) => code.trim().split(/[\s,]+/).filter(Boolean).join(' ');

/**
 * Re-settling a settled official issue with a corrected result, two-person rule: the first
 * operator proposes the result, another entering the same result reverses what was paid and
 * settles the issue again (refused, naming them, if a member cannot give back his part). The
 * lottery and the settled issue are picked from lists (issue #27); a pending proposal fills in
 * its result for the confirmer, and a wrong result says what is wrong before it is sent.
 */
export function ResettleIssue() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useIssueFormList('resettle');
  const names = useLotteryChoices();
  const form = useForm({
    initialValues: { ticketId: null as string | null, issue: null as string | null, code: '', reason: '' },
    validate: {
      ticketId: (v) => (v ? null : t('cons.forms.lotteryRequired')),
      issue: (v) => (v ? null : t('cons.forms.issueRequired')),
      code: (v, all) => {
        if (!v.trim()) return t('cons.results.codeRequired');
        const lottery = list.data?.list.find((l) => String(l.ticketId) === all.ticketId);
        const problem = lottery ? resultProblem(lottery.shape, v) : null;
        if (problem) return t(problem.key, problem.params);
        const current = lottery?.issues.find((i) => i.issue === all.issue)?.result;
        return current && normal(v) === current ? t('lottery.resultSame') : null;
      },
      reason: (v) => (consoleResettleBody.shape.reason.safeParse(v).success ? null : t('lottery.cancelReasonRequired')),
    },
  });
  const lotteries = list.data?.list ?? [];
  const lottery = lotteries.find((l) => String(l.ticketId) === form.values.ticketId) ?? null;
  const picked = lottery?.issues.find((i) => i.issue === form.values.issue) ?? null;
  const nameOf = (id: number, code: string) => names.data?.find((c) => c.value === String(id))?.label ?? code;
  const resettle = useMutation({
    mutationFn: (v: typeof form.values) =>
      client.call(drawRoutes.resettle, { ticketId: v.ticketId, issue: v.issue ?? '', code: normal(v.code), reason: v.reason.trim() }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['console', 'issues'] }),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  const r = resettle.data;
  return (
    <Paper withBorder p="md" data-testid="resettle-issue">
      <form onSubmit={form.onSubmit((v) => resettle.mutate(v))}>
        <Stack>
          <Title order={4}>{t('cons.resettle.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('cons.resettle.help')}
          </Text>
          <IssuePicker
            testId="resettle-pick"
            lotteries={lotteries.map((l) => ({ value: String(l.ticketId), label: nameOf(l.ticketId, l.lottery) }))}
            ticketId={form.values.ticketId}
            onTicket={(v) => (form.setValues({ ticketId: v, issue: null, code: '' }), resettle.reset())}
            issues={lottery?.issues}
            issue={form.values.issue}
            onIssue={(v) => {
              const proposal = lottery?.issues.find((i) => i.issue === v)?.proposal;
              // The confirmer enters the same result: the proposal's is filled in for him to check.
              form.setValues({ issue: v, code: proposal?.code ?? '', reason: proposal?.reason ?? form.values.reason });
              resettle.reset();
            }}
            loading={{ lotteries: list.isLoading }}
            errors={{ lottery: form.errors.ticketId as string | undefined, issue: form.errors.issue as string | undefined }}
          />
          {lottery && lottery.issues.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="resettle-none">
              {t('cons.resettle.none')}
            </Text>
          )}
          {list.error && <Alert color="red">{list.error.message}</Alert>}
          {picked?.result && (
            <Text size="sm" data-testid="resettle-current">
              {t('cons.resettle.current', { result: picked.result })}
            </Text>
          )}
          {picked?.proposal && (
            <PendingProposal
              testId="resettle-pending"
              proposal={picked.proposal}
              text={t('cons.resettle.pendingBy', { by: picked.proposal.by, code: picked.proposal.code, reason: picked.proposal.reason ?? '' })}
            />
          )}
          <TextInput
            label={t('cons.resettle.code')}
            description={lottery ? t(lottery.shape.digits ? 'cons.results.shapeDigits' : 'cons.results.shape', lottery.shape) : t('cons.results.codeHelp')}
            maxLength={400}
            disabled={!picked}
            data-testid="resettle-code"
            {...form.getInputProps('code')}
          />
          <Textarea label={t('cons.resettle.reason')} maxLength={200} autosize minRows={2} data-testid="resettle-reason" {...form.getInputProps('reason')} />
          <Button type="submit" color="orange" variant="light" w="fit-content" loading={resettle.isPending} data-testid="resettle-submit">
            {t('cons.resettle.submit')}
          </Button>
          {r && (
            <Alert color={r.confirmed ? 'green' : 'blue'} data-testid="resettle-answer">
              {r.confirmed
                ? t('cons.resettle.done', { orders: r.orders, previous: r.previous, code: r.code, takenBack: r.takenBack, paid: r.paid })
                : t('cons.resettle.proposed')}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
