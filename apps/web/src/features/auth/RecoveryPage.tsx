import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translate.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { recoveryCodeRequest, recoveryResetRequest, type RecoveryChannel } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { useRecoveryCode, useRecoveryReset } from './api/recovery.ts';
import { AuthBrand } from './components/AuthBrand.tsx';

/** The site's customer-service page (the side menu's link), for members without a verified contact. */
const SERVICE_PATH = '/manager/sys/kf';

/**
 * Forgotten login password (issue #33, /recover): the account and a channel (verified mobile or
 * email) ask for a code; the code and a new password change it. The server answers the same for
 * any account, so the page always says where to turn when no code arrives: customer service.
 */
export function RecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ask = useRecoveryCode();
  const reset = useRecoveryReset();
  const [wait, setWait] = useState(0);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      account: search.get('account') ?? '',
      channel: 'mobile' as RecoveryChannel,
      code: '',
      password: '',
      confirmPassword: '',
    },
    validate: (v) => {
      const r = recoveryResetRequest.safeParse(v);
      const e: Record<string, string> = {};
      if (!r.success) for (const i of r.error.issues) e[String(i.path[0])] ??= t(i.message);
      return e;
    },
  });
  const sendCode = () => {
    const r = recoveryCodeRequest.safeParse({ account: form.values.account, channel: form.values.channel });
    if (!r.success) {
      for (const i of r.error.issues) form.setFieldError(String(i.path[0]), t(i.message));
      return;
    }
    reset.reset();
    ask.mutate(r.data, {
      onSuccess: (d) => {
        setAsked(true);
        setWait(d.resendAfterSeconds);
      },
    });
  };
  const failure = ask.error ?? reset.error;

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Card w={420} maw="100%" padding="xl" radius="md" withBorder data-testid="recovery-page">
        <form
          onSubmit={form.onSubmit((v) =>
            reset.mutate(v, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('recovery.done') });
                navigate(`/login?account=${encodeURIComponent(v.account.trim())}`, { replace: true });
              },
            }),
          )}
        >
          <Stack>
            <AuthBrand />
            <Title order={2}>{t('recovery.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('recovery.intro')}
            </Text>
            <TextInput
              label={t('recovery.account')}
              maxLength={16}
              autoComplete="username"
              {...form.getInputProps('account')}
              data-testid="recovery-account"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('recovery.channel')}
              </Text>
              <SegmentedControl
                fullWidth
                data={[
                  { value: 'mobile', label: t('recovery.byMobile') },
                  { value: 'email', label: t('recovery.byEmail') },
                ]}
                {...form.getInputProps('channel')}
                data-testid="recovery-channel"
              />
            </Stack>
            <Button
              variant="light"
              onClick={sendCode}
              loading={ask.isPending}
              disabled={wait > 0}
              data-testid="recovery-send"
            >
              {wait > 0 ? t('recovery.resendIn', { seconds: wait }) : t('recovery.sendCode')}
            </Button>
            {asked && (
              <Alert color="teal" variant="light" data-testid="recovery-sent">
                {t('recovery.codeSent')}
              </Alert>
            )}
            <TextInput
              label={t('recovery.code')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              {...form.getInputProps('code')}
              data-testid="recovery-code"
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('webApp.password.toggle') }}
              label={t('recovery.password')}
              description={t('webApp.reg.passwordHint')}
              maxLength={16}
              autoComplete="new-password"
              {...form.getInputProps('password')}
              data-testid="recovery-password"
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('webApp.password.toggle') }}
              label={t('recovery.confirm')}
              maxLength={16}
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
              data-testid="recovery-confirm"
            />
            <Text size="xs" c="dimmed">
              {t('recovery.fundNote')}
            </Text>
            {failure && (
              <Alert color="red" variant="light" data-testid="recovery-error">
                {errorText(failure, t)}
              </Alert>
            )}
            <Button type="submit" loading={reset.isPending} fullWidth data-testid="recovery-submit">
              {t('recovery.submit')}
            </Button>
            <Alert color="gray" variant="light" data-testid="recovery-service">
              <Text size="sm">{t('recovery.noContact')}</Text>
              <Anchor component={Link} to={SERVICE_PATH} size="sm">
                {t('recovery.contactService')}
              </Anchor>
            </Alert>
            <Group justify="center">
              <Anchor component={Link} to="/login" size="sm">
                {t('recovery.backToLogin')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
