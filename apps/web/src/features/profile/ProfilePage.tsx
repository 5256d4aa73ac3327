import { useEffect, useState } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
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
import { useTranslation } from '../../lib/translate.ts';
import { useBlocker } from 'react-router';
import { emailSendCodeRequest, memberUpdateBodies, mobileSendCodeRequest, type MemberInfo } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { BackButton, PageState, useBackPath, useErrorText } from '../../components/centre/ui.tsx';
import { useMemberInfo } from '../lottery/api/member-info.ts';
import { useSendCode, useUpdateMember, type MemberUpdateBody } from './api/update-member.ts';
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

/** Fields saved by this form; the mobile and the email are bound with a code (ContactCard). */
type Field = 'nickname' | 'qq' | 'realName';
const FIELDS: Field[] = ['nickname', 'qq', 'realName'];

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

/** Verified or not (issue #33): a contact counts for recovery only once bound with its code. */
function VerifiedMark({ verified, testId }: { verified: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={verified ? 'teal' : 'gray'} variant="light" data-testid={testId} data-verified={verified}>
      {t(verified ? 'centre.contact.verified' : 'centre.contact.unverified')}
    </Badge>
  );
}

/** A resend countdown in seconds: start(n) counts down to 0, one second at a time. */
function useResendWait(): [number, (seconds: number) => void] {
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);
  return [wait, setWait];
}

/** The contact's body: the mobile or the email under its own name, with the code and proofs. */
function withContact(kind: 'mobile' | 'email', value: string, rest: { code: string; fundPwd?: string; oldCode?: string }): MemberUpdateBody<'mobile' | 'email'> {
  return kind === 'mobile' ? { mobile: value, ...rest } : { email: value, ...rest };
}

/**
 * A contact bound with a code sent to it (issue #33): the mobile by SMS, the email by email.
 * Changing a verified one also needs a proof from its owner: the fund password, or a code sent to
 * the current contact.
 */
function ContactCard({ member, kind }: { member: MemberInfo; kind: 'mobile' | 'email' }) {
  const { t } = useTranslation();
  const err = useErrorText();
  const send = useSendCode(kind);
  const sendOld = useSendCode(kind);
  const save = useUpdateMember(kind);
  const [wait, setWait] = useResendWait();
  const [oldWait, setOldWait] = useResendWait();
  const current = kind === 'mobile' ? member.mobile : member.email;
  const verified = kind === 'mobile' ? member.mobileVerified : member.emailVerified;
  const form = useForm({
    mode: 'controlled',
    initialValues: { value: current ?? '', code: '', fundPwd: '', oldCode: '' },
    validate: (v) => {
      const r = memberUpdateBodies[kind].safeParse({ [kind]: v.value, code: v.code });
      const e: Record<string, string> = {};
      if (!r.success) for (const i of r.error.issues) e[String(i.path[0]) === kind ? 'value' : String(i.path[0])] ??= i.message;
      return e;
    },
  });
  const label = t(kind === 'mobile' ? 'centre.profile.mobile' : 'centre.contact.email');
  const changing = verified && Boolean(current) && form.values.value.trim() !== current;
  return (
    <Card withBorder data-testid={`contact-${kind}`}>
      <form
        onSubmit={form.onSubmit((v) =>
          save.mutate(
            withContact(kind, v.value.trim(), {
              code: v.code.trim(),
              ...(changing && v.fundPwd ? { fundPwd: v.fundPwd } : {}),
              ...(changing && !v.fundPwd && v.oldCode.trim() ? { oldCode: v.oldCode.trim() } : {}),
            }),
            {
              onSuccess: () => {
                form.setFieldValue('code', '');
                form.setFieldValue('fundPwd', '');
                form.setFieldValue('oldCode', '');
                notifications.show({ color: 'teal', message: t('member.modified') });
              },
            },
          ),
        )}
      >
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600}>{label}</Text>
            {current && <VerifiedMark verified={verified} testId={`${kind}-verified`} />}
          </Group>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              inputMode={kind === 'mobile' ? 'tel' : 'email'}
              type={kind === 'mobile' ? 'text' : 'email'}
              maxLength={kind === 'mobile' ? 16 : 254}
              {...form.getInputProps('value')}
              error={err(form.errors.value)}
              aria-label={label}
              data-testid={`${kind}-input`}
            />
            <Button
              variant="light"
              disabled={wait > 0}
              loading={send.isPending}
              data-testid={`${kind}-send`}
              onClick={() => {
                const r = (kind === 'mobile' ? mobileSendCodeRequest : emailSendCodeRequest).safeParse({ [kind]: form.values.value });
                if (!r.success) return form.setFieldError('value', r.error.issues[0]?.message ?? `member.${kind}Invalid`);
                send.mutate(form.values.value.trim(), {
                  onSuccess: (d) => {
                    notifications.show({ color: 'teal', message: t(kind === 'mobile' ? 'member.smsSent' : 'member.emailCodeSent') });
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
            data-testid={`${kind}-code`}
          />
          {changing && (
            <PasswordInput
              label={t('centre.contact.fundPwd')}
              maxLength={16}
              autoComplete="off"
              {...form.getInputProps('fundPwd')}
              data-testid={`${kind}-fund-pwd`}
            />
          )}
          {changing && current && (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('centre.contact.orOldCode', { value: current })}
                inputMode="numeric"
                maxLength={6}
                {...form.getInputProps('oldCode')}
                data-testid={`${kind}-old-code`}
              />
              <Button
                variant="light"
                disabled={oldWait > 0}
                loading={sendOld.isPending}
                data-testid={`${kind}-send-old`}
                onClick={() =>
                  sendOld.mutate(current, {
                    onSuccess: (d) => {
                      notifications.show({ color: 'teal', message: t(kind === 'mobile' ? 'member.smsSent' : 'member.emailCodeSent') });
                      setOldWait(d.resendAfterSeconds);
                    },
                  })
                }
              >
                {oldWait > 0 ? t('centre.profile.resendIn', { seconds: oldWait }) : t('centre.contact.sendOldCode')}
              </Button>
            </Group>
          )}
          {(send.isError || sendOld.isError || save.isError) && (
            <Alert color="red" variant="light">
              {errorText(send.error ?? sendOld.error ?? save.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} data-testid={`${kind}-save`}>
              {t(kind === 'mobile' ? 'centre.profile.saveMobile' : 'centre.contact.saveEmail')}
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
 * Profile (docs/product.md §2, §5): nickname, QQ and the real name (set once here; the server locks it
 * once a card carries it), mobile and email each bound with a code and marked verified (#33), avatar from the preset set (the server takes a
 * preset number, no upload), and the last login. Leaving with unsaved changes asks first (§8).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const err = useErrorText();
  const back = useBackPath();
  const member = useMemberInfo();
  const m = member.data;
  const nickname = useUpdateMember('nickname');
  const qq = useUpdateMember('qq');
  const realName = useUpdateMember('realName');
  /** Each field's own call, its body typed by the route (memberUpdateBodies). */
  const saveField: Record<Field, (value: string) => Promise<unknown>> = {
    nickname: (value) => nickname.mutateAsync({ nickname: value }),
    qq: (value) => qq.mutateAsync({ qq: value }),
    realName: (value) => realName.mutateAsync({ realName: value }),
  };
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { nickname: '', qq: '', realName: '' },
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
      <PageState
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
                  for (const f of FIELDS) if (form.isDirty(f)) await saveField[f](v[f].trim());
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
          <ContactCard member={m} kind="mobile" />
          <ContactCard member={m} kind="email" />
          <AvatarCard member={m} />
        </>
      )}
    </Stack>
  );
}
