import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleDashPaths, consoleResettleBody, type ConsoleResettleResult } from '@lotus/contracts';
import { api } from '../../lib/api.ts';

/**
 * Re-settling a settled official issue with a corrected result, two-person rule: the first
 * operator proposes the result, another entering the same result reverses what was paid and
 * settles the issue again (refused, naming them, if a member cannot give back his part).
 */
export function ResettleIssue() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const form = useForm({
    initialValues: { ticketId: '', issue: '', code: '', reason: '' },
    validate: (v) => {
      const errors = schemaResolver(consoleResettleBody, { sync: true })(v);
      // A message that is not one of ours (zod's own, in English) names the field instead.
      const labels: Record<string, string> = { ticketId: t('cons.results.ticket'), issue: t('cons.results.issue'), code: t('cons.resettle.code'), reason: t('cons.resettle.reason') };
      return Object.fromEntries(
        Object.entries(errors).map(([k, key]) => [k, i18n.exists(String(key)) ? t(String(key)) : t('errors.validation', { detail: labels[k] ?? k })]),
      );
    },
  });
  const resettle = useMutation({
    mutationFn: (v: typeof form.values) =>
      api.post<ConsoleResettleResult>(consoleDashPaths.resettle, {
        ticketId: v.ticketId,
        issue: v.issue.trim(),
        code: v.code.trim(),
        reason: v.reason.trim(),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['console', 'issues'] }),
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
          <Group grow>
            <TextInput label={t('cons.results.ticket')} maxLength={7} {...form.getInputProps('ticketId')} />
            <TextInput label={t('cons.results.issue')} maxLength={32} {...form.getInputProps('issue')} />
          </Group>
          <TextInput
            label={t('cons.resettle.code')}
            description={t('cons.results.codeHelp')}
            maxLength={400}
            {...form.getInputProps('code')}
          />
          <Textarea
            label={t('cons.resettle.reason')}
            maxLength={200}
            autosize
            minRows={2}
            {...form.getInputProps('reason')}
          />
          <Button type="submit" color="orange" variant="light" w="fit-content" loading={resettle.isPending}>
            {t('cons.resettle.submit')}
          </Button>
          {r && (
            <Alert color={r.confirmed ? 'green' : 'blue'} data-testid="resettle-answer">
              {r.confirmed
                ? t('cons.resettle.done', {
                    orders: r.orders,
                    previous: r.previous,
                    code: r.code,
                    takenBack: r.takenBack,
                    paid: r.paid,
                  })
                : t('cons.resettle.proposed')}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
