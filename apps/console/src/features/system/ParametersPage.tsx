import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingRoutes } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

/** Settings edited on their own screen (payment channels), not here. */
const ELSEWHERE = new Set(['depositChannels']);
export const settingsKey = ['console', 'settings'] as const;

/**
 * The platform's parameters: every setting the server has, each edited on its own and saved one at
 * a time; the server validates it and writes the change to the audit log with before and after.
 */
export function ParametersPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => client.call(settingRoutes.settings),
  });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const save = useMutation({
    mutationFn: (key: string) =>
      client.call(settingRoutes.save, { [key]: edits[key] ?? '' }),
    onSuccess: (data, key) => {
      qc.setQueryData(settingsKey, data);
      setEdits(({ [key]: _, ...rest }) => rest);
      notifications.show({ color: 'green', message: t('cons.params.saved', { key }) });
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  const entries = Object.entries(settings.data ?? {})
    .filter(([k]) => !ELSEWHERE.has(k) && k.toLowerCase().includes(filter.trim().toLowerCase()))
    .sort(([a], [b]) => a.localeCompare(b));
  return (
    <Stack maw={1100}>
      <Title order={3}>{t('cons.nav.parameters')}</Title>
      <Text size="sm" c="dimmed">
        {t('cons.params.help')}
      </Text>
      {settings.error && <Alert color="red">{settings.error.message}</Alert>}
      <TextInput
        w={280}
        size="xs"
        placeholder={t('cons.params.filter')}
        aria-label={t('cons.params.filter')}
        value={filter}
        maxLength={64}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <Paper withBorder>
        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="parameters-table" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={240}>{t('cons.params.key')}</Table.Th>
                <Table.Th>{t('cons.params.value')}</Table.Th>
                <Table.Th w={90} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map(([key, value]) => {
                const current = edits[key] ?? value;
                const long = value.length > 60 || value.startsWith('[') || value.startsWith('{');
                const onChange = (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                  setEdits({ ...edits, [key]: e.currentTarget.value });
                return (
                  <Table.Tr key={key}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {key}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {long ? (
                        <Textarea
                          size="xs"
                          autosize
                          maxRows={8}
                          maxLength={20_000}
                          aria-label={key}
                          value={current}
                          onChange={onChange}
                          styles={{ input: { fontFamily: 'monospace' } }}
                        />
                      ) : (
                        <TextInput
                          size="xs"
                          maxLength={200}
                          aria-label={key}
                          value={current}
                          onChange={onChange}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          size="compact-xs"
                          disabled={current === value}
                          loading={save.isPending && save.variables === key}
                          onClick={() => save.mutate(key)}
                          data-testid={`save-${key}`}
                        >
                          {t('cons.params.save')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
