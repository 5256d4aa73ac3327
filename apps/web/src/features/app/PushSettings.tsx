import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translate.ts';
import { PUSH_SENT_KINDS, type PushKind } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { readPushState, savePushKinds, turnPushOff, turnPushOn, type PushState } from './push.ts';

/**
 * "Notifications on this device" (issue #31): turn Web Push on or off here, and choose which
 * kinds this device receives. Each device has its own choice.
 */
export function PushSettings() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [kinds, setKinds] = useState<PushKind[]>([]);
  const [busy, setBusy] = useState(false);

  const apply = (s: PushState) => {
    setState(s);
    if (s.kind === 'on') setKinds(s.kinds);
  };
  useEffect(() => {
    readPushState()
      .then(apply)
      .catch(() => setState({ kind: 'off' }));
  }, []);

  const run = async (action: () => Promise<PushState>, done?: string) => {
    setBusy(true);
    try {
      apply(await action());
      if (done) notifications.show({ color: 'green', message: t(done) });
    } catch (err) {
      notifications.show({ color: 'red', message: errorText(err, t) || t('pwa.push.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder data-testid="push-settings" data-state={state?.kind ?? 'loading'}>
      <Stack gap="xs">
        <Text fw={600}>{t('pwa.push.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('pwa.push.hint')}
        </Text>
        {state?.kind === 'unsupported' && <Alert color="gray">{t('pwa.push.unsupported')}</Alert>}
        {state?.kind === 'denied' && <Alert color="orange">{t('pwa.push.denied')}</Alert>}
        {state?.kind === 'off' && (
          <Group>
            <Text size="sm">{t('pwa.push.off')}</Text>
            <Button data-testid="push-enable" loading={busy} onClick={() => void run(turnPushOn)}>
              {t('pwa.push.enable')}
            </Button>
          </Group>
        )}
        {state?.kind === 'on' && (
          <Stack gap="xs">
            <Text size="sm" data-testid="push-on">
              {t('pwa.push.on')}
            </Text>
            {PUSH_SENT_KINDS.map((k) => (
              <Checkbox
                key={k}
                data-testid={`push-kind-${k}`}
                label={t(`pwa.push.kind.${k}`)}
                checked={kinds.includes(k)}
                onChange={(e) => setKinds(e.currentTarget.checked ? [...kinds, k] : kinds.filter((x) => x !== k))}
              />
            ))}
            <Group>
              <Button data-testid="push-save" loading={busy} onClick={() => void run(() => savePushKinds(kinds), 'pwa.push.saved')}>
                {t('pwa.push.save')}
              </Button>
              <Button variant="default" data-testid="push-disable" loading={busy} onClick={() => void run(turnPushOff)}>
                {t('pwa.push.disable')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
