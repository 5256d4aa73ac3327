import { useState } from 'react';
import { Alert, Button, Card, Code, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translate.ts';
import {
  securityRoutes,
  totpDisableRequest,
  totpEnableRequest,
  totpSetupRequest,
  type TotpSetupResponse,
} from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { PageState, useErrorText } from '../../components/centre/ui.tsx';
import { useTotpChange, useTotpSetup, useTotpStatus } from './api/protection.ts';

function TurnOn() {
  const { t } = useTranslation();
  const err = useErrorText();
  const setup = useTotpSetup();
  const enable = useTotpChange(securityRoutes.totpEnable);
  const [secret, setSecret] = useState<TotpSetupResponse | null>(null);
  const pwd = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(totpSetupRequest, { sync: true }),
  });
  const code = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaResolver(totpEnableRequest, { sync: true }),
  });
  if (!secret)
    return (
      <form onSubmit={pwd.onSubmit((v) => setup.mutate(v.password, { onSuccess: setSecret }))}>
        <Stack gap="sm">
          <PasswordInput
            label={t('rg.totp.password')}
            maxLength={64}
            autoComplete="current-password"
            {...pwd.getInputProps('password')}
            error={err(pwd.errors.password)}
          />
          {setup.isError && (
            <Alert color="red" variant="light">
              {errorText(setup.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={setup.isPending} data-testid="totp-start">
              {t('rg.totp.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  return (
    <form
      onSubmit={code.onSubmit((v) =>
        enable.mutate(v, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('rg.totp.enabled') }),
        }),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">{t('rg.totp.secret')}</Text>
        <Code block data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {secret.secret}
        </Code>
        <TextInput
          label={t('rg.totp.code')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          {...code.getInputProps('code')}
          error={err(code.errors.code)}
        />
        {enable.isError && (
          <Alert color="red" variant="light">
            {errorText(enable.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={enable.isPending}>
            {t('rg.totp.enable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TurnOff() {
  const { t } = useTranslation();
  const err = useErrorText();
  const disable = useTotpChange(securityRoutes.totpDisable);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', code: '' },
    validate: schemaResolver(totpDisableRequest, { sync: true }),
  });
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        disable.mutate(v, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('rg.totp.disabled') }),
        }),
      )}
    >
      <Stack gap="sm">
        <PasswordInput
          label={t('rg.totp.password')}
          maxLength={64}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          error={err(form.errors.password)}
        />
        <TextInput
          label={t('rg.totp.code')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          {...form.getInputProps('code')}
          error={err(form.errors.code)}
        />
        {disable.isError && (
          <Alert color="red" variant="light">
            {errorText(disable.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            {t('rg.totp.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Account security: the member's optional TOTP two-factor, asked at login (issue #17). */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const status = useTotpStatus();
  return (
    <Stack data-testid="totp-page" maw={560}>
      <Title order={2}>{t('rg.totp.title')}</Title>
      <PageState
        isPending={status.isPending}
        error={status.error}
        empty={false}
        emptyKey=""
        onRetry={() => void status.refetch()}
      />
      {status.data && (
        <Card withBorder>
          <Stack gap="sm">
            <Text size="sm" data-testid="totp-status">
              {t(status.data.enabled ? 'rg.totp.on' : 'rg.totp.off')}
            </Text>
            {status.data.enabled ? <TurnOff /> : <TurnOn />}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
