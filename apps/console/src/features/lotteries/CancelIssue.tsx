import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleCancelBody, drawRoutes } from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { useIssueFormList, useLotteryChoices } from './api.ts';
import { IssuePicker, PendingProposal } from './IssuePicker.tsx';

/**
 * Cancelling an issue, two-person rule: the first operator's request is a proposal, another
 * operator's request for the same issue cancels it — refunding open stakes, and reversing what a
 * settlement paid (prizes, rebates) unless someone cannot give it back. The lottery and the issue
 * are picked from lists (issue #27); a pending proposal says who asked and why, and its proposer's
 * button is disabled with the reason before he clicks.
 */
export function CancelIssue() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const choices = useLotteryChoices();
  const form = useForm({
    initialValues: { ticketId: null as string | null, issue: null as string | null, reason: '' },
    validate: {
      ticketId: (v) => (v ? null : t('cons.forms.lotteryRequired')),
      issue: (v) => (v ? null : t('cons.forms.issueRequired')),
      reason: (v) => (consoleCancelBody.shape.reason.safeParse(v).success ? null : t('lottery.cancelReasonRequired')),
    },
  });
  const { ticketId, issue } = form.values;
  const list = useIssueFormList('cancel', ticketId === null ? null : Number(ticketId));
  const issues = ticketId === null ? undefined : list.data?.list[0]?.issues;
  const picked = issues?.find((i) => i.issue === issue) ?? null;
  const blocked = picked?.proposal?.secondPerson.blocked ?? null;
  const lotteryLabel = choices.data?.find((c) => c.value === ticketId)?.label ?? '';
  const cancel = useMutation({
    mutationFn: (v: typeof form.values) =>
      client.call(drawRoutes.cancel, { ticketId: v.ticketId, issue: v.issue ?? '', reason: v.reason.trim() }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['console', 'issues'] }),
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
            <IssuePicker
              testId="cancel-pick"
              lotteryLabel={t('cons.issues.lottery')}
              lotteries={choices.data ?? []}
              ticketId={ticketId}
              onTicket={(v) => (form.setValues({ ticketId: v, issue: null }), cancel.reset())}
              issues={issues}
              issue={issue}
              onIssue={(v) => (form.setFieldValue('issue', v), cancel.reset())}
              loading={{ lotteries: choices.isLoading, issues: list.isFetching && !list.data }}
              errors={{ lottery: form.errors.ticketId as string | undefined, issue: form.errors.issue as string | undefined }}
            />
            {issues?.length === 0 && (
              <Text size="sm" c="dimmed" data-testid="cancel-none">
                {t('cons.cancel.none')}
              </Text>
            )}
            {list.error && <Alert color="red">{list.error.message}</Alert>}
            {picked?.proposal && (
              <PendingProposal
                testId="cancel-pending"
                proposal={picked.proposal}
                text={t('cons.cancel.pendingBy', { by: picked.proposal.by, reason: picked.proposal.reason ?? '' })}
              />
            )}
            <Textarea label={t('cons.cancel.reason')} maxLength={200} autosize minRows={2} data-testid="cancel-reason" {...form.getInputProps('reason')} />
            <Button type="submit" color="red" variant="light" w="fit-content" disabled={blocked !== null} data-testid="cancel-submit">
              {picked?.proposal && !blocked ? t('cons.cancel.confirmProposal') : t('cons.cancel.submit')}
            </Button>
          </Stack>
        </form>
        {r && (
          <Alert color={r.confirmed ? 'green' : 'blue'} data-testid="cancel-answer">
            {r.confirmed
              ? t('cons.cancel.done', { orders: r.reversedOrders, takenBack: r.takenBack, refunded: r.refunded })
              : t('cons.cancel.proposed')}
          </Alert>
        )}
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('cons.cancel.confirmTitle', { issue: issue ?? '', ticketId: lotteryLabel })}>
        <Stack>
          <Text size="sm">{t('cons.cancel.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('cons.cancel.back')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate(form.values)} data-testid="cancel-confirm">
              {t('cons.cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
