import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleCancelBody, lotteryPaths, type ConsoleCancelResult } from '@lotus/contracts';
import { api } from '../../lib/api.ts';
import { ResettleIssue } from './ResettleIssue.tsx';
import { ResultAnswerAlert, useEnterResult } from './IssueActions.tsx';

/**
 * Official results entered by hand, two-person rule: the first entry is a proposal, the same
 * result entered by another operator draws the issue and settles its orders.
 */
export function ResultsPage() {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { ticketId: '', issue: '', code: '' },
    validate: {
      ticketId: (v) => (/^\d{1,6}$/.test(v) ? null : t('cons.results.ticketInvalid')),
      issue: (v) => (/^[0-9-]{4,32}$/.test(v) ? null : t('cons.results.issueInvalid')),
      code: (v) => (v.trim() ? null : t('cons.results.codeRequired')),
    },
  });
  const enter = useEnterResult();
  return (
    <Stack maw={640}>
      <Title order={3}>{t('cons.nav.results')}</Title>
      <Alert color="blue">{t('cons.results.help')}</Alert>
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((v) => enter.mutate(v))}>
          <Stack>
            <Group grow>
              <TextInput label={t('cons.results.ticket')} maxLength={6} {...form.getInputProps('ticketId')} />
              <TextInput label={t('cons.results.issue')} maxLength={32} {...form.getInputProps('issue')} />
            </Group>
            <TextInput label={t('cons.results.code')} description={t('cons.results.codeHelp')} maxLength={400} {...form.getInputProps('code')} />
            <Button type="submit" loading={enter.isPending} w="fit-content">
              {t('cons.results.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      {enter.error && <Alert color="red">{enter.error.message}</Alert>}
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
      const labels: Record<string, string> = { ticketId: t('cons.results.ticket'), issue: t('cons.results.issue'), reason: t('cons.cancel.reason') };
      return Object.fromEntries(
        Object.entries(errors).map(([k, key]) => [k, i18n.exists(String(key)) ? t(String(key)) : t('errors.validation', { detail: labels[k] ?? k })]),
      );
    },
  });
  const cancel = useMutation({
    mutationFn: (v: typeof form.values) => api.post<ConsoleCancelResult>(lotteryPaths.consoleCancel, { ticketId: v.ticketId, issue: v.issue.trim(), reason: v.reason.trim() }),
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
            <Textarea label={t('cons.cancel.reason')} maxLength={200} autosize minRows={2} {...form.getInputProps('reason')} />
            <Button type="submit" color="red" variant="light" w="fit-content">
              {t('cons.cancel.submit')}
            </Button>
          </Stack>
        </form>
        {r && (
          <Alert color={r.confirmed ? 'green' : 'blue'} data-testid="cancel-answer">
            {r.confirmed ? t('cons.cancel.done', { orders: r.reversedOrders, takenBack: r.takenBack, refunded: r.refunded }) : t('cons.cancel.proposed')}
          </Alert>
        )}
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('cons.cancel.confirmTitle', { issue: form.values.issue, ticketId: form.values.ticketId })}>
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
