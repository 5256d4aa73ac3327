import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { errorText } from '../../lib/api.ts';
import { readStored, STORAGE, writeStored } from '../../lib/storage.ts';
import { useLogin } from './api/login.ts';
import { useInviteInfo, useRegister } from './api/register.ts';
import { AuthBrand } from './components/AuthBrand.tsx';
import { registerProblems, type RegisterFields } from './register-rules.ts';

/** A notice left by the previous page (e.g. the 401 redirect, spec §8), shown once. */
function takeNotice(): string | null {
  const key = readStored(STORAGE.notice);
  if (key) writeStored(STORAGE.notice, null);
  return key;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [notice] = useState(takeNotice);
  const [account, setAccount] = useState(search.get('account') ?? '');
  const [password, setPassword] = useState('');
  const login = useLogin();
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Card w={380} maw="100%" padding="xl" radius="md" withBorder>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            login.mutate(
              { account: account.trim(), password },
              {
                onSuccess: () =>
                  navigate(search.get('from')?.replace(/^\/web/, '') || '/home', { replace: true }),
              },
            );
          }}
        >
          <Stack>
            <AuthBrand />
            <Title order={2}>{t('web.login.title')}</Title>
            {notice && (
              <Alert color="orange" variant="light" data-testid="login-notice">
                <Text size="sm">{t(notice)}</Text>
                <Text size="sm">{t('errors.loginAgain')}</Text>
              </Alert>
            )}
            <TextInput
              label={t('web.login.account')}
              value={account}
              onChange={(e) => setAccount(e.currentTarget.value)}
              maxLength={16}
              autoComplete="username"
              required
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('webApp.password.toggle') }}
              label={t('web.login.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              maxLength={16}
              autoComplete="current-password"
              required
            />
            {login.error && (
              <Alert color="red" variant="light" data-testid="login-error">
                {errorText(login.error, t)}
              </Alert>
            )}
            <Button type="submit" loading={login.isPending} fullWidth>
              {t('web.login.submit')}
            </Button>
            <Anchor component={Link} to="/reg" size="sm" ta="center">
              {t('web.login.toRegister')}
            </Anchor>
            <Center>
              <LanguageSwitcher />
            </Center>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}

/** Registration (spec §2 /reg/:code?): account, password twice, optional invitation code. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code } = useParams();
  const [fields, setFields] = useState<RegisterFields>({ account: '', password: '', confirmPassword: '' });
  const [touched, setTouched] = useState(false);
  const register = useRegister();
  useInviteInfo(code);
  const problems = registerProblems(fields);
  const shown = touched ? problems : {};
  const set = (key: keyof RegisterFields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
    // The server's answer was about what was sent: once the member changes it, it no longer holds.
    if (register.error) register.reset();
  };
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Card w={400} maw="100%" padding="xl" radius="md" withBorder>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (Object.keys(problems).length > 0) return;
            register.mutate(
              { ...fields, account: fields.account.trim(), code },
              {
                onSuccess: (data) => {
                  notifications.show({ color: 'green', message: t('member.registered') });
                  navigate(`/login?account=${encodeURIComponent(data.account)}`, { replace: true });
                },
              },
            );
          }}
        >
          <Stack>
            <AuthBrand />
            <Title order={2}>{t('web.reg.title')}</Title>
            {code && (
              <Text size="sm" c="dimmed" data-testid="invite-code">
                {t('web.reg.inviteCode', { code })}
              </Text>
            )}
            <TextInput
              label={t('web.login.account')}
              description={t('webApp.reg.accountHint')}
              value={fields.account}
              onChange={set('account')}
              error={shown.account && t(shown.account)}
              maxLength={16}
              autoComplete="username"
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('webApp.password.toggle') }}
              label={t('web.login.password')}
              description={t('webApp.reg.passwordHint')}
              value={fields.password}
              onChange={set('password')}
              error={shown.password && t(shown.password)}
              maxLength={16}
              autoComplete="new-password"
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('webApp.password.toggle') }}
              label={t('webApp.reg.confirmPassword')}
              value={fields.confirmPassword}
              onChange={set('confirmPassword')}
              error={shown.confirmPassword && t(shown.confirmPassword)}
              maxLength={16}
              autoComplete="new-password"
            />
            {register.error && (
              <Alert color="red" variant="light" data-testid="register-error">
                {errorText(register.error, t)}
              </Alert>
            )}
            <Button type="submit" loading={register.isPending} fullWidth>
              {t('webApp.reg.submit')}
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t('webApp.reg.toLogin')}
            </Anchor>
            <Center>
              <LanguageSwitcher />
            </Center>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
