import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate.ts';
import { QRCodeSVG } from 'qrcode.react';
import { shownTime } from '../../lib/platform-day.ts';
import { INVITE_VALID_DAYS, InviteStatus, type InviteView } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { createInvite, deleteInvite, useInvites, useRebateScope } from './api/agents.ts';
import { QueryState } from './components/parts.tsx';
import { showPercent } from '../../components/centre/money.ts';

const fullUrl = (l: InviteView) => `${window.location.origin}${l.url}`;

/** Invitation links and codes (issue #14): create, copy, QR code, delete, visits and registrations. */
export function InvitePage() {
  const { t } = useTranslation();
  const scope = useRebateScope();
  const invites = useInvites();
  const client = useQueryClient();
  const clipboard = useClipboard({ timeout: 1500 });
  const [type, setType] = useState('1');
  const [group, setGroup] = useState<string | null>(null);
  const [days, setDays] = useState('30');
  const [memo, setMemo] = useState('');
  const [code, setCode] = useState('');
  const [qr, setQr] = useState<InviteView | null>(null);
  const [removing, setRemoving] = useState<InviteView | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: ['team', 'invites'] });
  const create = useMutation({
    mutationFn: createInvite,
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('agent.inviteCreated') });
      setMemo('');
      setCode('');
      refresh();
    },
    onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
  });
  const remove = useMutation({
    mutationFn: deleteInvite,
    onSuccess: () => {
      setRemoving(null);
      refresh();
    },
    onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
  });
  const copy = (l: InviteView) => {
    clipboard.copy(fullUrl(l));
    notifications.show({ color: 'green', message: t('team.invite.copied') });
  };
  return (
    <Stack data-testid="team-invite">
      <Title order={2}>{t('team.invite.title')}</Title>
      <QueryState query={scope}>
        {(s) =>
          !s.inviteAllowed ? (
            <Text c="dimmed">{t('team.invite.off')}</Text>
          ) : (
            <Card withBorder>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label={t('team.create.type')}
                  data={[
                    { value: '1', label: t('team.type.1') },
                    { value: '2', label: t('team.type.2') },
                  ]}
                  value={type}
                  onChange={(v) => setType(v ?? '1')}
                  allowDeselect={false}
                  data-testid="invite-type"
                />
                <Select
                  label={t('team.create.group')}
                  searchable
                  data={s.options.filter((o) => !o.needsQuota).map((o) => ({ value: String(o.group), label: t('team.option', { group: o.group, rebate: showPercent(o.rebate) }) }))}
                  value={group}
                  onChange={setGroup}
                  data-testid="invite-group"
                />
                <Select
                  label={t('team.invite.validity')}
                  data={INVITE_VALID_DAYS.map((d) => ({ value: String(d), label: d === 0 ? t('team.invite.permanent') : t('team.invite.days', { n: d }) }))}
                  value={days}
                  onChange={(v) => setDays(v ?? '30')}
                  allowDeselect={false}
                  data-testid="invite-days"
                />
                <TextInput label={t('team.invite.memo')} maxLength={16} value={memo} onChange={(e) => setMemo(e.currentTarget.value)} data-testid="invite-memo" />
                <TextInput label={t('team.invite.code')} maxLength={16} value={code} onChange={(e) => setCode(e.currentTarget.value.trim())} data-testid="invite-code" />
              </SimpleGrid>
              <Button
                mt="sm"
                disabled={!group}
                loading={create.isPending}
                onClick={() =>
                  group &&
                  create.mutate({ type: Number(type), group: Number(group), validDays: Number(days), ...(memo ? { memo } : {}), ...(code ? { code } : {}) })
                }
                data-testid="invite-create"
              >
                {t('team.invite.create')}
              </Button>
            </Card>
          )
        }
      </QueryState>
      <QueryState query={invites} isEmpty={(d) => d.list.length === 0}>
        {(d) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {d.list.map((l) => (
              <Card key={l.id} withBorder padding="md" radius="md" data-testid={`invite-${l.code}`}>
                {/* The code first and large, the address under it, then one fact a line (#27: the card was cramped). */}
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="xs" c="dimmed">
                        {t('team.invite.codeLabel')}
                      </Text>
                      <Text fw={700} size="lg" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="invite-code-text">
                        {l.code}
                      </Text>
                    </Stack>
                    <Badge color={l.status === InviteStatus.ACTIVE ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                      {t(`team.invite.status.${l.status}`)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="invite-url">
                    {fullUrl(l)}
                  </Text>
                  <Text size="sm">
                    {t(`team.type.${l.type}`)} · {l.group} ({showPercent(l.rebate)}%){l.memo ? ` · ${l.memo}` : ''}
                  </Text>
                  <Text size="sm">
                    {t('team.invite.visits')}: {l.visits} · {t('team.invite.registrations')}: {l.registrations}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('team.invite.expires')}: {l.expiresAt ? shownTime(l.expiresAt) : t('team.invite.permanent')}
                  </Text>
                </Stack>
                <Group gap="xs" mt="sm">
                  <Button size="xs" variant="light" onClick={() => copy(l)} data-testid="invite-copy">
                    {t('team.invite.copy')}
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setQr(l)} data-testid="invite-qr">
                    {t('team.invite.qr')}
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => setRemoving(l)} data-testid="invite-delete">
                    {t('team.invite.delete')}
                  </Button>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Modal opened={qr !== null} onClose={() => setQr(null)} title={t('team.invite.qr')} centered>
        {qr && (
          <Stack align="center">
            <QRCodeSVG value={fullUrl(qr)} size={220} data-testid="invite-qr-code" />
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {fullUrl(qr)}
            </Text>
          </Stack>
        )}
      </Modal>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('team.invite.delete')} centered>
        <Stack>
          <Text size="sm">{t('team.invite.deleteConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('team.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => removing && remove.mutate(removing.id)} data-testid="invite-delete-confirm">
              {t('team.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
