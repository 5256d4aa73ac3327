import { ActionIcon, Group, Text } from '@mantine/core';
import { useTranslation } from '../lib/translate.ts';
import { useUserInfo } from '../features/auth/api/get-user-info.ts';
import { shownBalance, useBalanceHold } from '../lib/balance-hold.ts';
import { showMoney } from '../components/centre/money.ts';

/** Balance with a refresh button (docs/product.md §2 shell); amounts shown with 2 decimals, truncated (§5), in the reader's number format. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const { data, refetch, isFetching } = useUserInfo();
  const held = useBalanceHold((s) => s.held);
  if (!data) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" data-testid="balance" style={{ whiteSpace: 'nowrap' }}>
        <Text span visibleFrom="xs" inherit>
          {t('web.balance')}:{' '}
        </Text>
        <b>{showMoney(shownBalance(data.balance, held))}</b>
      </Text>
      {/* The browser's own tooltip (title): Mantine's Tooltip would carry floating-ui into the first page. */}
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('webApp.balance.refresh')}
        title={t('webApp.balance.refresh')}
        data-testid="balance-refresh"
        loading={isFetching}
        onClick={() => void refetch()}
      >
        ↻
      </ActionIcon>
    </Group>
  );
}
