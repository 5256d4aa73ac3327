import { Button, Card, PasswordInput, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate.ts';
import { createSubordinateRequest, type CreateSubordinateRequest } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { createSubordinate, useRebateScope } from './api/agents.ts';
import { QueryState } from './components/parts.tsx';
import { showPercent } from '../../components/centre/money.ts';

/** Create a subordinate account (docs/product.md §1, issue #14): account, password, member or agent, prize group. */
export function CreateSubordinatePage() {
  const { t } = useTranslation();
  const scope = useRebateScope();
  const client = useQueryClient();
  const form = useForm<CreateSubordinateRequest>({
    initialValues: { account: '', password: '', type: 1, group: 0 },
    validate: schemaResolver(createSubordinateRequest, { sync: true }),
  });
  const create = useMutation({
    mutationFn: createSubordinate,
    onSuccess: (data) => {
      notifications.show({ color: 'green', message: `${t('agent.created')}: ${data.account}` });
      form.reset();
      void client.invalidateQueries({ queryKey: ['team'] });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
  });
  const err = (field: keyof CreateSubordinateRequest) => {
    const e = form.errors[field];
    return e ? t(String(e)) : undefined;
  };
  return (
    <Stack data-testid="team-create">
      <Title order={2}>{t('team.create.title')}</Title>
      <QueryState query={scope}>
        {(s) => (
          <Card withBorder maw={480}>
            <form onSubmit={form.onSubmit((v) => create.mutate(v))}>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('team.own', { group: s.own, rebate: showPercent(s.options[0]?.rebate ?? '0') })}
                </Text>
                <TextInput label={t('team.create.account')} maxLength={16} {...form.getInputProps('account')} error={err('account')} data-testid="create-account" />
                <PasswordInput label={t('team.create.password')} maxLength={16} {...form.getInputProps('password')} error={err('password')} data-testid="create-password" />
                <div>
                  <Text size="sm" fw={500} mb={4}>
                    {t('team.create.type')}
                  </Text>
                  <SegmentedControl
                    data={[
                      { value: '1', label: t('team.type.1') },
                      { value: '2', label: t('team.type.2') },
                    ]}
                    value={String(form.values.type)}
                    onChange={(v) => form.setFieldValue('type', Number(v))}
                    data-testid="create-type"
                  />
                </div>
                <Select
                  label={t('team.create.group')}
                  searchable
                  data={s.options.map((o) => {
                    const quota = s.quotas.find((q) => q.group === o.group)?.remaining ?? 0;
                    return {
                      value: String(o.group),
                      label: `${t('team.option', { group: o.group, rebate: showPercent(o.rebate) })}${o.needsQuota ? ` (${t('team.quotaLeft', { n: quota })})` : ''}`,
                      disabled: o.needsQuota && quota === 0,
                    };
                  })}
                  value={form.values.group ? String(form.values.group) : null}
                  onChange={(v) => form.setFieldValue('group', Number(v ?? 0))}
                  error={err('group')}
                  data-testid="create-group"
                />
                <Button type="submit" loading={create.isPending} data-testid="create-submit">
                  {t('team.create.submit')}
                </Button>
              </Stack>
            </form>
          </Card>
        )}
      </QueryState>
    </Stack>
  );
}
