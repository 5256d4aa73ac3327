import { useEffect, useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { shownTime } from '../../lib/platform-day.ts';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { memberUpdateBodies, mobileSendCodeRequest, type MemberInfo } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { BackButton, ListState, useBackPath, useErrorText } from '../../components/centre/ui.tsx';
import { useMemberInfo } from '../lottery/api/member-info.ts';
import { useSendMobileCode, useUpdateMember } from './api/update-member.ts';
import { AVATARS, avatarOf } from './avatars.ts';
import { lastLoginParts } from './last-login.ts';

/** A member's preset avatar: its picture on its colour. */
function MemberAvatar({ id, size = 'md', testId }: { id: string | null; size?: 'md' | 'lg'; testId?: string }) {
  const a = avatarOf(id);
  const Picture = a.picture;
  return (
    <Avatar color={a.color} variant={a.variant} radius="xl" size={size} data-testid={testId} data-avatar={a.id}>
      <Picture size="65%" stroke={1.75} aria-hidden />
    </Avatar>
  );
}

type Field = 'nickname' | 'email' | 'qq' | 'realName';
const FIELDS: Field[] = ['nickname', 'email', 'qq', 'realName'];

/** First schema message of one field of member/update/{type}, or undefined. */
function check(field: Field, value: string): string | undefined {
  const r = memberUpdateBodies[field].safeParse({ [field]: value });
  return r.success ? undefined : r.error.issues[0]?.message;
}

/** "Some modified content has not been saved, are you sure to leave?" (docs/product.md §8) while `dirty`. */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('centre.profile.leaveTitle')}
      centered
    >
      <Stack data-testid="leave-guard">
        <Text size="sm">{t('centre.profile.leave')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-testid="leave-stay">
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-go">
            {t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MobileCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const err = useErrorText();
  const send = useSendMobileCode();
  const save = useUpdateMember('mobile');
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { mobile: member.mobile ?? '', code: '' },
    validate: (v) => {
      const r = memberUpdateBodies.mobile.safeParse(v);
      const e: Record<string, string> = {};
      if (!r.success) for (const i of r.error.issues) e[String(i.path[0])] ??= i.message;
      return e;
    },
  });
  return (
    <Card withBorder>
      <form
        onSubmit={form.onSubmit((v) =>
          save.mutate(v, {
            onSuccess: () => notifications.show({ color: 'teal', message: t('member.modified') }),
          }),
        )}
      >
        <Stack gap="sm">
          <Text fw={600}>{t('centre.profile.mobile')}</Text>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              inputMode="tel"
              maxLength={16}
              {...form.getInputProps('mobile')}
              error={err(form.errors.mobile)}
              aria-label={t('centre.profile.mobile')}
            />
            <Button
              variant="light"
              disabled={wait > 0}
              loading={send.isPending}
              onClick={() => {
                const r = mobileSendCodeRequest.safeParse({ mobile: form.values.mobile });
                if (!r.success)
                  return form.setFieldError('mobile', r.error.issues[0]?.message ?? 'member.mobileInvalid');
                send.mutate(r.data.mobile, {
                  onSuccess: (d) => {
                    notifications.show({ color: 'teal', message: t('member.smsSent') });
                    setWait(d.resendAfterSeconds);
                  },
                });
              }}
            >
              {wait > 0 ? t('centre.profile.resendIn', { seconds: wait }) : t('centre.profile.sendCode')}
            </Button>
          </Group>
          <TextInput
            label={t('centre.profile.code')}
            inputMode="numeric"
            maxLength={6}
            {...form.getInputProps('code')}
            error={err(form.errors.code)}
          />
          {(send.isError || save.isError) && (
            <Alert color="red" variant="light">
              {errorText(send.error ?? save.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('centre.profile.saveMobile')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function AvatarCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const save = useUpdateMember('avatar');
  const current = avatarOf(member.avatar);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={600}>{t('centre.profile.avatar')}</Text>
        <Text size="xs" c="dimmed">
          {t('centre.profile.avatarHint')}
        </Text>
        <SimpleGrid cols={{ base: 6, sm: 8, md: 12 }} spacing={6} data-testid="avatar-choices">
          {AVATARS.map((a) => (
            <UnstyledButton
              key={a.id}
              data-testid={`avatar-${a.id}`}
              aria-label={t('centre.profile.avatarN', { n: a.id })}
              aria-pressed={a.id === current.id}
              onClick={() =>
                save.mutate(
                  { avatar: a.id },
                  { onSuccess: () => notifications.show({ color: 'teal', message: t('member.modified') }) },
                )
              }
              style={{
                // As wide as the picture, so the chosen one's ring is a circle, not the grid cell's ellipse.
                width: 'fit-content',
                justifySelf: 'center',
                borderRadius: '50%',
                outline: a.id === current.id ? '2px solid var(--mantine-color-pink-6)' : undefined,
                outlineOffset: 2,
              }}
            >
              <MemberAvatar id={String(a.id)} />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/**
 * Profile (docs/product.md §2, §5): nickname, email, QQ and the real name (set once here; the server locks it
 * once a card carries it), mobile with an SMS code, avatar from the preset set (the server takes a
 * preset number, no upload), and the last login. Leaving with unsaved changes asks first (§8).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const err = useErrorText();
  const back = useBackPath();
  const member = useMemberInfo();
  const m = member.data;
  const updates = {
    nickname: useUpdateMember('nickname'),
    email: useUpdateMember('email'),
    qq: useUpdateMember('qq'),
    realName: useUpdateMember('realName'),
  };
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { nickname: '', email: '', qq: '', realName: '' },
    validate: (v) => {
      const e: Record<string, string | undefined> = {};
      for (const f of FIELDS) if (form.isDirty(f)) e[f] = check(f, v[f]);
      return e;
    },
  });
  useEffect(() => {
    if (!m) return;
    const values = {
      nickname: m.nickname ?? '',
      email: m.email ?? '',
      qq: m.qq ?? '',
      realName: m.realName ?? '',
    };
    form.setInitialValues(values);
    form.setValues(values);
    // Only when the server's record changes.
  }, [m]);

  return (
    <Stack data-testid="profile-page" maw={760}>
      <Title order={2}>{t('centre.profile.title')}</Title>
      <ListState
        isPending={member.isPending}
        error={member.error}
        empty={false}
        emptyKey=""
        onRetry={() => void member.refetch()}
      />
      {m && (
        <>
          <LeaveGuard dirty={form.isDirty()} />
          <Card withBorder>
            <Group gap="md" wrap="wrap">
              <MemberAvatar id={m.avatar} size="lg" testId="profile-avatar" />
              <Stack gap={0}>
                <Text fw={700}>{m.account}</Text>
                <Text size="xs" c="dimmed" data-testid="last-login">
                  {(() => {
                    const where = lastLoginParts(m);
                    return t(where.key, { time: shownTime(m.lastLoginTime, 'second'), address: where.address, ip: where.ip });
                  })()}
                </Text>
              </Stack>
            </Group>
          </Card>
          <Card withBorder>
            <form
              onSubmit={form.onSubmit(async (v) => {
                setSaving(true);
                setFailure(null);
                try {
                  for (const f of FIELDS)
                    if (form.isDirty(f)) await updates[f].mutateAsync({ [f]: v[f].trim() });
                  form.setInitialValues(v);
                  form.resetDirty(v);
                  setSaved(true);
                  notifications.show({ color: 'teal', message: t('member.modified') });
                } catch (e) {
                  setFailure(e);
                } finally {
                  setSaving(false);
                }
              })}
            >
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('centre.profile.nickname')}
                    maxLength={10}
                    {...form.getInputProps('nickname')}
                    error={err(form.errors.nickname)}
                    data-testid="profile-nickname"
                  />
                  <TextInput
                    label={t('centre.profile.email')}
                    type="email"
                    maxLength={254}
                    {...form.getInputProps('email')}
                    error={err(form.errors.email)}
                    data-testid="profile-email"
                  />
                  <TextInput
                    label={t('centre.profile.qq')}
                    inputMode="numeric"
                    maxLength={12}
                    {...form.getInputProps('qq')}
                    error={err(form.errors.qq)}
                  />
                  <TextInput
                    label={t('centre.profile.realName')}
                    description={t('centre.profile.realNameHint')}
                    maxLength={64}
                    readOnly={Boolean(m.realName)}
                    {...form.getInputProps('realName')}
                    error={err(form.errors.realName)}
                    data-testid="profile-real-name"
                  />
                </SimpleGrid>
                {failure !== null && (
                  <Alert color="red" variant="light" data-testid="profile-error">
                    {errorText(failure, t)}
                  </Alert>
                )}
                <Group>
                  <Button
                    type="submit"
                    loading={saving}
                    disabled={!form.isDirty()}
                    data-testid="profile-save"
                  >
                    {t('centre.profile.save')}
                  </Button>
                  {saved && <BackButton back={back} />}
                </Group>
              </Stack>
            </form>
          </Card>
          <MobileCard member={m} />
          <AvatarCard member={m} />
        </>
      )}
    </Stack>
  );
}
