import { Alert, Button, Code, Group, Loader, Paper, PasswordInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { when } from '../../lib/time.ts';
import { useSetVapid, useVapid } from './web-push-api.ts';
import { emptyVapidForm, vapidFormErrors, type VapidFormValues } from './vapid-form.ts';

/**
 * Web Push's VAPID key pair (issue #31): the public key members subscribe with and where it comes
 * from; the operators set their own pair (checked by the contracts' schema here, by the server
 * for the private key belonging to the public one; audited without the private key).
 */
export function WebPushPage() {
  const { t } = useTranslation();
  const vapid = useVapid();
  const save = useSetVapid();
  const form = useForm<VapidFormValues>({
    initialValues: emptyVapidForm,
    validate: (v) => Object.fromEntries(Object.entries(vapidFormErrors(v)).map(([k, key]) => [k, t(String(key))])),
  });
  const submit = form.onSubmit((v) =>
    save.mutate(v, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('cons.vapid.saved') });
        form.reset();
      },
      onError: (e) => notifications.show({ color: 'red', message: e.message }),
    }),
  );
  const d = vapid.data;
  return (
    <Stack maw={760}>
      <Title order={3}>{t('cons.vapid.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('cons.vapid.intro')}
      </Text>
      <Paper withBorder p="md" data-testid="vapid-current">
        {vapid.isLoading && <Loader size="sm" />}
        {vapid.error && <Alert color="red">{vapid.error.message}</Alert>}
        {d && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('cons.vapid.publicKey')}
            </Text>
            <Code block data-testid="vapid-public-key" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {d.publicKey}
            </Code>
            <Group gap="xl">
              <Text size="sm">
                {t('cons.vapid.source')}: <b data-testid="vapid-source">{t(`cons.vapid.source.${d.source}`)}</b>
              </Text>
              {d.updatedAt && (
                <Text size="sm">
                  {t('cons.vapid.updatedAt')}: {when(d.updatedAt)}
                </Text>
              )}
            </Group>
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md">
        <form onSubmit={submit} data-testid="vapid-form">
          <Stack gap="sm">
            <Title order={5}>{t('cons.vapid.setTitle')}</Title>
            {d?.source === 'env' && <Alert color="yellow">{t('push.vapid.fromEnv')}</Alert>}
            <Text size="xs" c="dimmed">
              {t('cons.vapid.hint')}
            </Text>
            <Textarea label={t('cons.vapid.publicKey')} autosize minRows={2} maxLength={200} spellCheck={false} {...form.getInputProps('publicKey')} data-testid="vapid-public-input" />
            <PasswordInput label={t('cons.vapid.privateKey')} maxLength={100} autoComplete="off" {...form.getInputProps('privateKey')} data-testid="vapid-private-input" />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={d?.source === 'env'} data-testid="vapid-save">
                {t('cons.vapid.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
