import { useState } from 'react';
import { Alert, Anchor, Button, Card, Center, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { useLogin } from './api/login.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [account, setAccount] = useState('');
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
              { onSuccess: () => navigate(search.get('from')?.replace(/^\/web/, '') || '/home', { replace: true }) },
            );
          }}
        >
          <Stack>
            <Title order={2}>{t('web.login.title')}</Title>
            <TextInput
              label={t('web.login.account')}
              value={account}
              onChange={(e) => setAccount(e.currentTarget.value)}
              maxLength={16}
              autoComplete="username"
              required
            />
            <PasswordInput
              label={t('web.login.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              maxLength={16}
              autoComplete="current-password"
              required
            />
            {login.error && (
              <Alert color="red" variant="light" data-testid="login-error">
                {login.error.message || t('errors.network')}
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

export function RegisterPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Card w={380} maw="100%" padding="xl" radius="md" withBorder>
        <Stack>
          <Title order={2}>{t('web.reg.title')}</Title>
          {code && <Text>{t('web.reg.inviteCode', { code })}</Text>}
          <Anchor component={Link} to="/login" size="sm">
            {t('web.login.title')}
          </Anchor>
          <Center>
            <LanguageSwitcher />
          </Center>
        </Stack>
      </Card>
    </Center>
  );
}
