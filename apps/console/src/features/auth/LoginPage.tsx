import { useState } from 'react';
import { Alert, Button, Center, Code, Paper, PasswordInput, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HEADER_TOKEN, sessionRoutes, type ConsoleLoginResponse } from '@lotus/contracts';
import { client, session } from '../../lib/api.ts';

type Step =
  | { kind: 'password' }
  | { kind: 'newPassword'; token: string }
  | { kind: 'totp' }
  | { kind: 'enrol'; token: string; secret: string; uri: string };

/**
 * Console sign-in: account and password, then the authenticator's 6-digit code. An operator
 * without a second factor yet (first sign-in, or reset by a super admin) is shown a QR code and
 * the secret to add to his authenticator, then confirms with a first code. An operator whose
 * password or second factor another operator reset first sets a new password of his own.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { account: '', password: '', code: '', newPassword: '', confirmPassword: '' } });

  const done = (res: ConsoleLoginResponse) => {
    if (res.stage === 'ok') {
      session.set(res.token);
      queryClient.clear();
      void navigate('/', { replace: true });
    } else if (res.stage === 'totp') {
      setStep({ kind: 'totp' });
    } else if (res.stage === 'password') {
      setStep({ kind: 'newPassword', token: res.token });
    } else {
      setStep({ kind: 'enrol', token: res.token, secret: res.secret, uri: res.uri });
    }
  };
  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    setError(null);
    try {
      if (step.kind === 'newPassword') {
        if (v.newPassword !== v.confirmPassword) {
          setError(t('cons.login.passwordMismatch'));
          return;
        }
        done(await client.call(sessionRoutes.passwordSet, { password: v.newPassword }, { headers: { [HEADER_TOKEN]: step.token } }));
      } else if (step.kind === 'enrol') done(await client.call(sessionRoutes.totpEnrol, { code: v.code }, { headers: { [HEADER_TOKEN]: step.token } }));
      else done(await client.call(sessionRoutes.login, { account: v.account, password: v.password, code: step.kind === 'totp' ? v.code : undefined }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      form.setFieldValue('code', '');
    } finally {
      setBusy(false);
    }
  });

  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420} maw="100%">
        <form onSubmit={submit}>
          <Stack>
            <Title order={3}>{t('cons.login.title')}</Title>
            {step.kind === 'password' && (
              <>
                <TextInput label={t('cons.login.account')} required maxLength={32} autoComplete="username" {...form.getInputProps('account')} />
                <PasswordInput label={t('cons.login.password')} required maxLength={64} autoComplete="current-password" {...form.getInputProps('password')} />
              </>
            )}
            {step.kind === 'newPassword' && (
              <>
                <Text size="sm" data-testid="new-password-help">
                  {t('cons.login.newPasswordHelp')}
                </Text>
                <PasswordInput label={t('cons.login.newPassword')} required minLength={8} maxLength={64} autoComplete="new-password" data-testid="new-password" {...form.getInputProps('newPassword')} />
                <PasswordInput label={t('cons.login.confirmPassword')} required minLength={8} maxLength={64} autoComplete="new-password" data-testid="new-password-again" {...form.getInputProps('confirmPassword')} />
              </>
            )}
            {step.kind === 'enrol' && (
              <>
                <Text size="sm">{t('cons.login.enrolHelp')}</Text>
                <Center>
                  <QRCodeSVG value={step.uri} size={180} />
                </Center>
                <Text size="xs" c="dimmed">
                  {t('cons.login.secret')}
                </Text>
                <Code data-testid="totp-secret">{step.secret}</Code>
              </>
            )}
            {(step.kind === 'totp' || step.kind === 'enrol') && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('cons.login.code')}
                </Text>
                <PinInput length={6} type="number" oneTimeCode aria-label={t('cons.login.code')} data-testid="totp-code" {...form.getInputProps('code')} />
              </Stack>
            )}
            {error && (
              <Alert color="red" data-testid="login-error">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={busy}>
              {step.kind === 'password' ? t('cons.login.submit') : step.kind === 'newPassword' ? t('cons.login.setPassword') : t('cons.login.verify')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
