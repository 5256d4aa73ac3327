import { useState } from 'react';
import { Button, Code, CopyButton, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberRoutes, type ConsoleMemberDetail, type PasswordResetResponse } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

/**
 * The member.manage actions on a member, each with a reason (audited by the server): freeze,
 * lock the wallet, reset the login or fund password (the temporary one is shown once here).
 */
export function MemberActions({ detail: d }: { detail: ConsoleMemberDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const [temporary, setTemporary] = useState<PasswordResetResponse | null>(null);
  const account = d.account;
  const done = {
    onError: (e: Error) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console'] }),
  };
  const setStatus = useMutation({
    mutationFn: (status: number) => client.call(memberRoutes.status, { account, status, reason: reason.trim() }),
    onSuccess: () => (notifications.show({ color: 'green', message: t('cons.saved') }), setReason('')),
    ...done,
  });
  const lock = useMutation({
    mutationFn: (locked: number) => client.call(memberRoutes.walletLock, { account, locked, reason: reason.trim() }),
    onSuccess: () => (notifications.show({ color: 'green', message: t('cons.saved') }), setReason('')),
    ...done,
  });
  const reset = useMutation({
    mutationFn: (kind: 'login' | 'fund') => client.call(memberRoutes.passwordReset, { account, kind, reason: reason.trim() }),
    onSuccess: (r) => (setTemporary(r), setReason('')),
    ...done,
  });
  const noReason = !reason.trim();
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('cons.member.actionsHelp')}
        </Text>
        <TextInput label={t('cons.review.reason')} maxLength={255} value={reason} onChange={(e) => setReason(e.currentTarget.value)} w={360} data-testid="member-action-reason" />
        <Group gap="xs">
          <Button size="xs" color={d.status === 1 ? 'red' : 'green'} disabled={noReason} loading={setStatus.isPending} onClick={() => setStatus.mutate(d.status === 1 ? 2 : 1)}>
            {d.status === 1 ? t('cons.members.freeze') : t('cons.members.unfreeze')}
          </Button>
          <Button size="xs" color={d.walletLocked ? 'green' : 'orange'} disabled={noReason} loading={lock.isPending} onClick={() => lock.mutate(d.walletLocked ? 0 : 1)} data-testid="wallet-lock">
            {d.walletLocked ? t('cons.member.unlockWallet') : t('cons.member.lockWallet')}
          </Button>
          <Button size="xs" variant="default" disabled={noReason} loading={reset.isPending && reset.variables === 'login'} onClick={() => reset.mutate('login')} data-testid="reset-login">
            {t('cons.member.resetLogin')}
          </Button>
          <Button size="xs" variant="default" disabled={noReason} loading={reset.isPending && reset.variables === 'fund'} onClick={() => reset.mutate('fund')}>
            {t('cons.member.resetFund')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={temporary !== null} onClose={() => setTemporary(null)} title={temporary ? `${t('cons.member.temporaryTitle')} — ${t(temporary.kind === 'login' ? 'cons.member.resetLogin' : 'cons.member.resetFund')}` : ''}>
        {temporary && (
          <Stack>
            <Group>
              <Code fz="lg" data-testid="temporary-password">
                {temporary.temporary}
              </Code>
              <CopyButton value={temporary.temporary}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? '✓' : t('cons.member.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{t('cons.member.temporaryNote')}</Text>
            <Button onClick={() => setTemporary(null)}>{t('cons.member.close')}</Button>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
