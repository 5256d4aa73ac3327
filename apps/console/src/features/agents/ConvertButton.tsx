import { useState } from 'react';
import { Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { MemberType } from '@lotus/contracts';
import { useConvertMember } from './api.ts';

/**
 * Member ↔ agent for one account, after a confirmation. An agent with subordinates cannot become
 * a member: the button says why (the server refuses it too).
 */
export function ConvertButton({ account, type, teamSize }: { account: string; type: number; teamSize?: number }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const convert = useConvertMember();
  const to = type === MemberType.AGENT ? MemberType.MEMBER : MemberType.AGENT;
  const blocked = to === MemberType.MEMBER && (teamSize ?? 0) > 0;
  const label = t(to === MemberType.AGENT ? 'cons.agents.toAgent' : 'cons.agents.toMember');
  const run = () =>
    convert.mutate(
      { account, type: to },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('cons.agents.converted', { account, type: t(`cons.agents.type${to}`) }) }),
        onError: (e) => notifications.show({ color: 'red', message: e.message }),
        onSettled: () => setAsking(false),
      },
    );
  const button = (
    <Button size="compact-xs" variant="default" disabled={blocked} onClick={() => setAsking(true)} data-testid={`convert-${account}`}>
      {label}
    </Button>
  );
  return (
    <>
      {blocked ? (
        <Tooltip label={t('cons.agents.toMemberBlocked')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('cons.agents.convertTitle')} size="sm">
        <Text size="sm">{t('cons.agents.convertConfirm', { account, type: t(`cons.agents.type${to}`) })}</Text>
        <Text size="xs" c="dimmed" mt="xs">
          {t('cons.agents.convertNote')}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('cons.agents.cancel')}
          </Button>
          <Button loading={convert.isPending} onClick={run} data-testid="convert-confirm">
            {t('cons.agents.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
