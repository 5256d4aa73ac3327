import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lotteryPaths } from '@lotus/contracts';
import { api } from '../../lib/api.ts';

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
  const enter = useMutation({
    mutationFn: (v: typeof form.values) => api.post<{ status?: string } | null>(lotteryPaths.consoleResult, { ticketId: v.ticketId, issue: v.issue, code: v.code.trim() }),
    onSuccess: (res) => notifications.show({ color: 'green', message: `${t('cons.results.saved')} ${res && typeof res === 'object' && 'status' in res ? String(res.status) : ''}` }),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
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
      {enter.data !== undefined && (
        <Text size="sm" c="dimmed" data-testid="result-answer">
          {JSON.stringify(enter.data)}
        </Text>
      )}
    </Stack>
  );
}
