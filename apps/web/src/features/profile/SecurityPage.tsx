import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { shownTime } from '../../lib/platform-day.ts';
import { useTranslation } from '../../lib/translate.ts';
import { memberUpdateBodies, type MemberInfo } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { signInAgainPath } from '../../lib/session.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BackButton, PageState, useBackPath, useErrorText } from '../../components/centre/ui.tsx';
import { useMemberInfo } from '../lottery/api/member-info.ts';
import { useUpdateMember } from './api/update-member.ts';

const since = (iso: string | null) => shownTime(iso);

function LoginPasswordCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const err = useErrorText();
  const save = useUpdateMember('loginPwd');
  const form = useForm({
    mode: 'controlled',
    initialValues: { oldPassword: '', password: '', confirmPassword: '' },
    validate: schemaResolver(memberUpdateBodies.loginPwd, { sync: true }),
  });
  const field = (n: string) => ({ ...form.getInputProps(n), error: err(form.errors[n]) });
  return (
    <Card withBorder>
      <form
        onSubmit={form.onSubmit((v) =>
          save.mutate(v, {
            // The server ended every session of the member: sign in again, the account filled in.
            onSuccess: () => {
              const to = signInAgainPath(member.account, 'centre.security.loginPwdChanged');
              qc.clear();
              navigate(to, { replace: true });
            },
          }),
        )}
      >
        <Stack gap="sm" data-testid="login-pwd-form">
          <Group justify="space-between">
            <Text fw={600}>{t('centre.security.loginPwd')}</Text>
            <Text size="xs" c="dimmed">
              {t('centre.security.changedAt', { time: since(member.loginPwdTime) })}
            </Text>
          </Group>
          <PasswordInput
            label={t('centre.security.oldPwd')}
            maxLength={64}
            autoComplete="current-password"
            {...field('oldPassword')}
          />
          <PasswordInput
            label={t('centre.security.newPwd')}
            description={t('centre.security.pwdRule')}
            maxLength={16}
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordInput
            label={t('centre.security.confirmPwd')}
            maxLength={64}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          {save.isError && (
            <Alert color="red" variant="light">
              {errorText(save.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('centre.security.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function FundPasswordCard({ member, back }: { member: MemberInfo; back: string | null }) {
  const { t } = useTranslation();
  const err = useErrorText();
  const save = useUpdateMember('fundPwd');
  const hasOld = member.hasFundPwd;
  const form = useForm({
    mode: 'controlled',
    initialValues: { oldFundPwd: '', fundPwd: '', confirmFundPwd: '' },
    validate: (v) => {
      const e = schemaResolver(memberUpdateBodies.fundPwd, { sync: true })(v);
      // docs/product.md §5, §8: the old fund password is required to change it.
      if (hasOld && !v.oldFundPwd) e.oldFundPwd = 'centre.security.oldFundPwdEmpty';
      return e;
    },
  });
  const field = (n: string) => ({ ...form.getInputProps(n), error: err(form.errors[n]) });
  return (
    <Card withBorder>
      <form
        onSubmit={form.onSubmit((v) =>
          save.mutate(hasOld ? v : { fundPwd: v.fundPwd, confirmFundPwd: v.confirmFundPwd }, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('member.modified') });
              form.reset();
            },
          }),
        )}
      >
        <Stack gap="sm" data-testid="fund-pwd-form">
          <Group justify="space-between">
            <Text fw={600}>{t('centre.security.fundPwd')}</Text>
            <Text size="xs" c="dimmed">
              {hasOld
                ? t('centre.security.changedAt', { time: since(member.fundPwdTime) })
                : t('centre.security.notSet')}
            </Text>
          </Group>
          {hasOld && (
            <PasswordInput
              label={t('centre.security.oldFundPwd')}
              maxLength={64}
              autoComplete="off"
              {...field('oldFundPwd')}
              data-testid="fund-pwd-old"
            />
          )}
          <PasswordInput
            label={t('centre.security.newFundPwd')}
            description={t('centre.security.pwdRule')}
            maxLength={16}
            autoComplete="off"
            {...field('fundPwd')}
            data-testid="fund-pwd-new"
          />
          <PasswordInput
            label={t('centre.security.confirmPwd')}
            maxLength={64}
            autoComplete="off"
            {...field('confirmFundPwd')}
            data-testid="fund-pwd-confirm"
          />
          {save.isError && (
            <Alert color="red" variant="light" data-testid="fund-pwd-error">
              {errorText(save.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="fund-pwd-save">
              {t('centre.security.save')}
            </Button>
            {save.isSuccess && <BackButton back={back} />}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Security (docs/product.md §2, §5): login password and fund password (the old one to change it). */
export function SecurityPage() {
  const { t } = useTranslation();
  const back = useBackPath();
  const member = useMemberInfo();
  return (
    <Stack data-testid="security-page" maw={560}>
      <Title order={2}>{t('centre.security.title')}</Title>
      <PageState
        isPending={member.isPending}
        error={member.error}
        empty={false}
        emptyKey=""
        onRetry={() => void member.refetch()}
      />
      {member.data && (
        <>
          <FundPasswordCard member={member.data} back={back} />
          <LoginPasswordCard member={member.data} />
        </>
      )}
    </Stack>
  );
}
