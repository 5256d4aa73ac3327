import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Chip,
  Group,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translate.ts';
import type { UserConfig } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { getToken } from '../../lib/session.ts';
import { useUserConfig } from '../session/api/get-user-config.ts';
import { useSaveUserConfig } from './api/save-user-config.ts';
import { showAmount, showQuickAmount } from '../../components/centre/money.ts';

/**
 * Game settings (docs/product.md §2, §3 user config): double-sided bet range, bet confirmation, sounds, win
 * notice, quick amounts and the default two-sided amount; saved to the server.
 */
export function GameSettings() {
  const { t } = useTranslation();
  const loaded = useUserConfig();
  const [draft, setDraft] = useState<UserConfig | null>(null);
  const save = useSaveUserConfig();
  const c = draft ?? loaded;
  const set = (patch: Partial<UserConfig>) => setDraft({ ...c, ...patch });
  if (!getToken()) return <Alert color="blue">{t('webApp.bet.loginToBet')}</Alert>;
  return (
    <Stack maw={720} gap="md" data-testid="game-settings">
      <Title order={2}>{t('webApp.settings.title')}</Title>
      <Card withBorder>
        <Text fw={700} mb="xs">
          {t('webApp.settings.doubleRange')}
        </Text>
        <Radio.Group
          value={String(c.doubleBetRangeList.find((r) => r.current)?.id ?? '')}
          onChange={(v) =>
            set({
              doubleBetRangeList: c.doubleBetRangeList.map((r) => ({ ...r, current: String(r.id) === v })),
              selectConfigId: Number(v),
            })
          }
        >
          <Stack gap={6}>
            {c.doubleBetRangeList.map((r) => (
              <Radio
                key={r.id}
                value={String(r.id)}
                label={`${showAmount(r.doublePlayBetMin)} - ${showAmount(r.doublePlayBetMax)}`}
                data-testid={`range-${r.id}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <NumberInput
          mt="sm"
          w={200}
          label={t('webApp.settings.defaultDoubleAmount')}
          min={1}
          allowDecimal={false}
          value={c.defaultDoubleAmount}
          onChange={(v) => set({ defaultDoubleAmount: Math.max(1, Math.floor(Number(v) || 1)) })}
        />
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Switch
            label={t('webApp.settings.betConfirm')}
            checked={!c.quickConfirm}
            onChange={(e) => set({ quickConfirm: !e.currentTarget.checked })}
            data-testid="setting-bet-confirm"
          />
          <Switch
            label={t('webApp.settings.doubleConfirm')}
            checked={c.doubleBetConfirm}
            onChange={(e) => set({ doubleBetConfirm: e.currentTarget.checked })}
          />
          <Switch
            label={t('webApp.settings.countdownSound')}
            checked={c.countDownBeep}
            onChange={(e) => set({ countDownBeep: e.currentTarget.checked })}
          />
          <Switch
            label={t('webApp.settings.winSound')}
            checked={c.winBeep}
            onChange={(e) => set({ winBeep: e.currentTarget.checked })}
          />
          <Switch
            label={t('webApp.settings.winNotice')}
            checked={c.winModal}
            onChange={(e) => set({ winModal: e.currentTarget.checked })}
          />
        </Stack>
      </Card>
      <Card withBorder>
        <Text fw={700} mb="xs">
          {t('webApp.settings.quickAmounts')}
        </Text>
        <Group gap={6}>
          {c.quickAmounts.map((q, i) => (
            <Chip
              key={q.amount}
              checked={q.enabled}
              data-testid={`quick-setting-${q.amount}`}
              onChange={(on) =>
                set({ quickAmounts: c.quickAmounts.map((x, j) => (j === i ? { ...x, enabled: on } : x)) })
              }
            >
              {showQuickAmount(q.amount)}
            </Chip>
          ))}
        </Group>
      </Card>
      {save.error && (
        <Alert color="red" variant="light">
          {errorText(save.error, t)}
        </Alert>
      )}
      <Group>
        <Button
          loading={save.isPending}
          disabled={!draft}
          data-testid="settings-save"
          onClick={() =>
            save.mutate(c, {
              onSuccess: () => {
                setDraft(null);
                notifications.show({ color: 'green', message: t('webApp.settings.saved') });
              },
            })
          }
        >
          {t('webApp.settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}
