import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingRoutes, type DepositChannelSetting as Channel } from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { settingsKey } from './ParametersPage.tsx';

const AMOUNT = /^\d{1,13}(\.\d{1,3})?$/;
/** A bank's NAPAS BIN (VietQR), 6 digits. */
const BIN = /^\d{6}$/;

const parse = (text: string | undefined): Channel[] => {
  try {
    const list = JSON.parse(text ?? '[]') as unknown;
    return Array.isArray(list) ? (list as Channel[]) : [];
  } catch {
    return [];
  }
};

/**
 * Payment channels (the deposit channels setting): enable or disable each, change its limits per
 * order; saved as the setting, which the server validates and audits.
 */
export function ChannelsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => client.call(settingRoutes.settings),
  });
  const [list, setList] = useState<Channel[]>([]);
  useEffect(() => setList(parse(settings.data?.depositChannels)), [settings.data?.depositChannels]);
  const save = useMutation({
    mutationFn: () =>
      client.call(settingRoutes.save, { depositChannels: JSON.stringify(list) }),
    onSuccess: (data) => {
      qc.setQueryData(settingsKey, data);
      notifications.show({ color: 'green', message: t('cons.channels.saved') });
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  const set = (i: number, patch: Partial<Channel>) =>
    setList(list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const invalid = (c: Channel) =>
    !AMOUNT.test(c.min) || !AMOUNT.test(c.max) || Number(c.min) > Number(c.max) || (typeof c.rate === 'string' && !AMOUNT.test(c.rate)) || (typeof c.bin === 'string' && !BIN.test(c.bin));
  const changed = JSON.stringify(list) !== JSON.stringify(parse(settings.data?.depositChannels));
  return (
    <Stack maw={1000}>
      <Title order={3}>{t('cons.nav.channels')}</Title>
      <Text size="sm" c="dimmed">
        {t('cons.channels.help')}
      </Text>
      {settings.error && <Alert color="red">{settings.error.message}</Alert>}
      <Paper withBorder>
        <Table.ScrollContainer minWidth={620}>
          <Table data-testid="channels-table" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cons.channels.name')}</Table.Th>
                <Table.Th>{t('cons.channels.type')}</Table.Th>
                <Table.Th>{t('cons.channels.min')}</Table.Th>
                <Table.Th>{t('cons.channels.max')}</Table.Th>
                <Table.Th>{t('cons.channels.enabled')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((c, i) => (
                <Table.Tr key={c.id} data-testid={`channel-${c.id}`}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`cons.channels.type.${c.type}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      w={130}
                      maxLength={17}
                      aria-label={`${t('cons.channels.min')} ${c.name}`}
                      value={c.min}
                      error={invalid(c) && t('cons.channels.minOverMax')}
                      onChange={(e) => set(i, { min: e.currentTarget.value.trim() })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      w={130}
                      maxLength={17}
                      aria-label={`${t('cons.channels.max')} ${c.name}`}
                      value={c.max}
                      onChange={(e) => set(i, { max: e.currentTarget.value.trim() })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`${t('cons.channels.enabled')} ${c.name}`}
                      checked={c.enabled}
                      onChange={(e) => set(i, { enabled: e.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {list.map((c, i) =>
        c.provider === 'vnpay' ? (
          <Paper withBorder p="sm" key={`p${c.id}`} data-testid={`channel-provider-${c.id}`}>
            <Stack gap="xs">
              <Text fw={600} size="sm">
                {t('pay.channel.title', { name: c.name })}
              </Text>
              <Group gap="sm" align="flex-start" wrap="wrap">
                <TextInput
                  size="xs"
                  w={200}
                  maxLength={16}
                  label={t('pay.channel.terminal')}
                  placeholder="VNPAY_TMN_CODE"
                  value={typeof c.terminal === 'string' ? c.terminal : ''}
                  onChange={(e) => set(i, { terminal: e.currentTarget.value.trim() || undefined })}
                />
                <TextInput
                  size="xs"
                  w={320}
                  maxLength={300}
                  label={t('pay.channel.payUrl')}
                  description={t('pay.channel.payUrlHint')}
                  value={typeof c.gatewayUrl === 'string' ? c.gatewayUrl : ''}
                  onChange={(e) => set(i, { gatewayUrl: e.currentTarget.value.trim() || undefined })}
                />
                <TextInput
                  size="xs"
                  w={320}
                  maxLength={300}
                  label={t('pay.channel.queryUrl')}
                  description={t('pay.channel.queryUrlHint')}
                  value={typeof c.queryUrl === 'string' ? c.queryUrl : ''}
                  onChange={(e) => set(i, { queryUrl: e.currentTarget.value.trim() || undefined })}
                />
                <TextInput
                  size="xs"
                  w={160}
                  maxLength={17}
                  label={t('pay.channel.rate')}
                  value={typeof c.rate === 'string' ? c.rate : ''}
                  error={typeof c.rate === 'string' && !AMOUNT.test(c.rate) ? t('wallet.amountInvalid') : undefined}
                  onChange={(e) => set(i, { rate: e.currentTarget.value.trim() })}
                />
              </Group>
              <Text size="xs" c="dimmed">
                {t('pay.channel.secret')}
              </Text>
            </Stack>
          </Paper>
        ) : c.type === 'bank' ? (
          <Paper withBorder p="sm" key={`b${c.id}`} data-testid={`channel-vietqr-${c.id}`}>
            <Stack gap="xs">
              <Text fw={600} size="sm">
                {t('pay.vietqr.title')} · {c.name}
              </Text>
              <Group gap="sm" align="flex-start" wrap="wrap">
                <TextInput
                  size="xs"
                  w={240}
                  maxLength={6}
                  label={t('pay.channel.bin')}
                  description={t('pay.channel.binHint')}
                  placeholder="970436"
                  value={typeof c.bin === 'string' ? c.bin : ''}
                  error={typeof c.bin === 'string' && !BIN.test(c.bin) ? t('pay.channel.bin') : undefined}
                  onChange={(e) => set(i, { bin: e.currentTarget.value.trim() || undefined })}
                  data-testid={`channel-bin-${c.id}`}
                />
                <TextInput
                  size="xs"
                  w={160}
                  maxLength={17}
                  label={t('pay.channel.rate')}
                  value={typeof c.rate === 'string' ? c.rate : ''}
                  error={typeof c.rate === 'string' && !AMOUNT.test(c.rate) ? t('wallet.amountInvalid') : undefined}
                  onChange={(e) => set(i, { rate: e.currentTarget.value.trim() || undefined })}
                />
              </Group>
            </Stack>
          </Paper>
        ) : null,
      )}
      <Button
        w="fit-content"
        disabled={!changed || list.some(invalid)}
        loading={save.isPending}
        onClick={() => save.mutate()}
        data-testid="channels-save"
      >
        {t('cons.channels.save')}
      </Button>
    </Stack>
  );
}
