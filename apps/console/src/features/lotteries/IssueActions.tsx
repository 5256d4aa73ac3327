import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleCloseSalesBody, drawRoutes, type RouteOutput } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

/** The server's answer to a result entry: the first entry is a proposal, a second operator's confirms it. */
export type ResultAnswer = RouteOutput<typeof drawRoutes.result>;

/** Enters an official result (two-person rule); refreshes the issue lists on an answer. */
export function useEnterResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { ticketId: string | number; issue: string; code: string }) =>
      client.call(drawRoutes.result, { ticketId: v.ticketId, issue: v.issue.trim(), code: v.code.trim() }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['console', 'issues'] }),
  });
}

/** What the entry did, in words: proposed (another operator must confirm) or confirmed (drawn, settling). */
export function ResultAnswerAlert({ answer }: { answer: ResultAnswer }) {
  const { t } = useTranslation();
  return (
    <Alert color={answer.confirmed ? 'green' : 'blue'} data-testid="result-answer" data-confirmed={answer.confirmed}>
      {answer.confirmed ? t('cons.results.confirmed', { code: answer.code }) : t('cons.results.proposed', { code: answer.code })}
    </Alert>
  );
}

/** The result form of one closed official issue, in the issues screen's dialog. */
export function EnterResult({ ticketId, issue }: { ticketId: number; issue: string }) {
  const { t } = useTranslation();
  const enter = useEnterResult();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (v.trim() ? null : t('cons.results.codeRequired')) },
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('cons.results.help')}
      </Text>
      <form onSubmit={form.onSubmit((v) => enter.mutate({ ticketId, issue, code: v.code }))}>
        <Stack>
          <TextInput
            label={t('cons.results.code')}
            description={t('cons.results.codeHelp')}
            maxLength={400}
            data-autofocus
            data-testid="result-code"
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={enter.isPending} w="fit-content" data-testid="result-submit">
            {t('cons.results.submit')}
          </Button>
        </Stack>
      </form>
      {enter.error && (
        <Alert color="red" data-testid="result-error">
          {enter.error.message}
        </Alert>
      )}
      {enter.data && <ResultAnswerAlert answer={enter.data} />}
    </Stack>
  );
}

/**
 * Closing an official issue's sales now (e.g. the official draw is held early): bets stop, the
 * orders placed wait for the result. One operator; the server audits it with a reason.
 */
export function CloseSales({ ticketId, issue, onClose }: { ticketId: number; issue: string; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useForm({
    initialValues: { ticketId: String(ticketId), issue, reason: '' },
    validate: (v) => {
      const errors = schemaResolver(consoleCloseSalesBody, { sync: true })(v);
      return Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, t(String(key), { detail: k })]));
    },
  });
  const close = useMutation({
    mutationFn: (v: typeof form.values) => client.call(drawRoutes.closeSales, { ticketId: v.ticketId, issue: v.issue, reason: v.reason.trim() }),
    onSuccess: (r) => {
      notifications.show({ color: 'green', message: t('cons.issues.closeSalesDone', { issue: r.issue, orders: r.orders }) });
      void qc.invalidateQueries({ queryKey: ['console', 'issues'] });
      onClose();
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => close.mutate(v))}>
      <Stack>
        <Text size="sm">{t('cons.issues.closeSalesBody')}</Text>
        <Textarea label={t('cons.cancel.reason')} maxLength={200} autosize minRows={2} data-autofocus data-testid="close-sales-reason" {...form.getInputProps('reason')} />
        {close.error && (
          <Alert color="red" data-testid="close-sales-error">
            {close.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cons.cancel.back')}
          </Button>
          <Button type="submit" color="orange" loading={close.isPending} data-testid="close-sales-confirm">
            {t('cons.issues.closeSales')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CloseSalesModal({ ticketId, issue, onClose }: { ticketId: number; issue: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={issue !== null} onClose={onClose} title={t('cons.issues.closeSalesTitle', { issue: issue ?? '' })}>
      {issue !== null && <CloseSales ticketId={ticketId} issue={issue} onClose={onClose} />}
    </Modal>
  );
}
