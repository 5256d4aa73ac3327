import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Image,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { loginChallengeData, memberProtectionRoutes, memberSessionRoutes, type CaptchaResponse } from '@lotus/contracts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { ApiError, client, errorText } from '../../lib/api.ts';
import { protectionQueryOptions } from '../protection/api/protection.ts';
import { activeBlock, BlockNotice, type Block } from '../protection/components/BlockNotice.tsx';
import { readStored, STORAGE, writeStored } from '../../lib/storage.ts';
import { useLogin } from './api/login.ts';
import { useInviteInfo, useRegister } from './api/register.ts';
import { AuthBrand } from './components/AuthBrand.tsx';
import { offerLimitAfterRegistration } from '../protection/limit-offer.ts';
import { registerProblems, type RegisterFields } from './register-rules.ts';

/** A notice left by the previous page (e.g. the 401 redirect, docs/product.md §8), shown once. */
function takeNotice(): string | null {
  const key = readStored(STORAGE.notice);
  if (key) writeStored(STORAGE.notice, null);
  return key;
}

/** What a refused login asks for next: an image challenge, a two-factor code (issue #17). */
function challengeOf(err: unknown) {
  const parsed = loginChallengeData.safeParse(err instanceof ApiError ? err.data : null);
  return parsed.success ? parsed.data : {};
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [search] = useSearchParams();
  const [notice] = useState(takeNotice);
  const [account, setAccount] = useState(search.get('account') ?? '');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');
  const [otp, setOtp] = useState('');
  const [askOtp, setAskOtp] = useState(false);
  // A member in time-out or self-exclusion may log in (to withdraw); he is first told when it ends.
  const [block, setBlock] = useState<Block | null>(null);
  const login = useLogin();
  const next = search.get('from')?.replace(/^\/web/, '') || '/home';
  const newCaptcha = () =>
    void client
      .call(memberSessionRoutes.captcha)
      .then((c) => {
        setCaptcha(c);
        setCaptchaCode('');
      })
      .catch(() => setCaptcha(null));

  if (block)
    return (
      <Center mih="100vh" p="md" bg="gray.0">
        <Card w={420} maw="100%" padding="xl" radius="md" withBorder>
          <Stack>
            <AuthBrand />
            <BlockNotice block={block}>
              <Group gap="xs">
                <Button size="xs" data-testid="block-continue" onClick={() => navigate(next, { replace: true })}>
                  {t('rg.block.continue')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  data-testid="block-withdraw"
                  onClick={() => navigate('/manager/funds/withdraw', { replace: true })}
                >
                  {t('rg.block.withdraw')}
                </Button>
              </Group>
            </BlockNotice>
          </Stack>
        </Card>
      </Center>
    );

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Card w={380} maw="100%" padding="xl" radius="md" withBorder>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            login.mutate(
              {
                account: account.trim(),
                password,
                ...(captcha ? { captchaId: captcha.captchaId, captchaCode: captchaCode.trim() } : {}),
                ...(askOtp && otp ? { otp: otp.trim() } : {}),
              },
              {
                onSuccess: async () => {
                  // A break's end is worth showing, not worth a wait: one try of at most 4 s, then on.
                  const state = await qc
                    .fetchQuery({
                      ...protectionQueryOptions(),
                      queryFn: () => client.call(memberProtectionRoutes.state, {}, { timeoutMs: 4_000 }),
                      retry: false,
                      staleTime: 0,
                    })
                    .catch(() => null);
                  const b = activeBlock(state?.block);
                  if (b) setBlock(b);
                  else navigate(next, { replace: true });
                },
                onError: (err) => {
                  const c = challengeOf(err);
                  if (c.otpRequired) setAskOtp(true);
                  if (c.captchaRequired || captcha) newCaptcha();
                },
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
            {captcha && (
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('rg.login.captcha')}
                  value={captchaCode}
                  onChange={(e) => setCaptchaCode(e.currentTarget.value)}
                  maxLength={16}
                  autoComplete="off"
                  required
                  style={{ flex: 1 }}
                  data-testid="login-captcha"
                />
                <Image
                  src={captcha.image}
                  alt={t('rg.login.captcha')}
                  h={36}
                  w="auto"
                  style={{ cursor: 'pointer' }}
                  onClick={newCaptcha}
                />
              </Group>
            )}
            {askOtp && (
              <TextInput
                label={t('rg.login.otp')}
                value={otp}
                onChange={(e) => setOtp(e.currentTarget.value)}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                required
                data-testid="login-otp"
              />
            )}
            {login.error && (
              <Alert color="red" variant="light" data-testid="login-error">
                {errorText(login.error, t)}
              </Alert>
            )}
            <Anchor
              component={Link}
              to={account.trim() ? `/recover?account=${encodeURIComponent(account.trim())}` : '/recover'}
              size="sm"
              ta="right"
              data-testid="login-forgot"
            >
              {t('recovery.forgot')}
            </Anchor>
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

/** Registration (docs/product.md §2 /reg/:code?): account, password twice, optional invitation code. */
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
                  offerLimitAfterRegistration();
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
