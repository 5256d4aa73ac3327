import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translate.ts';
import { swipeRequest } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { Guidance, PageState, useErrorText } from '../../components/centre/ui.tsx';
import { milliOf, showMilli, showMoney, typedAmount } from '../../components/centre/money.ts';
import { useUserInfo } from '../auth/api/get-user-info.ts';
import { useMemberInfo } from '../lottery/api/member-info.ts';
import { newRequestId, useTransfer } from '../cashier/api/wallet.ts';

/** Transfer minimum 0.01 (docs/product.md §5, §9). */
const TRANSFER_MIN_MILLI = 10n;

/**
 * Transfer between members (docs/product.md §2, §7 wallet/swipe): receiving account, amount ≥ 0.01, fund
 * password, a confirmation naming who receives what; the balance refreshes at once.
 */
export function TransferPage() {
  const { t } = useTranslation();
  const err = useErrorText();
  const user = useUserInfo();
  const member = useMemberInfo();
  const transfer = useTransfer();
  const requestId = useRef(newRequestId());
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<{ account: string; amount: string } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { account: '', amount: '', fundPwd: '' },
    validate: (v) => {
      const errors = schemaResolver(swipeRequest, { sync: true })({ ...v, amount: typedAmount(v.amount) ?? v.amount });
      const milli = milliOf(typedAmount(v.amount) ?? '');
      if (!errors.amount && (milli === null || milli < TRANSFER_MIN_MILLI))
        errors.amount = 'wallet.transferMin';
      return errors;
    },
  });
  const send = () =>
    transfer.mutate(
      {
        account: form.values.account.trim(),
        amount: typedAmount(form.values.amount) ?? form.values.amount.trim(),
        fundPwd: form.values.fundPwd,
        requestId: requestId.current,
      },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'teal', message: t('wallet.transferSucceeded') });
          requestId.current = newRequestId();
          setDone({ account: r.account, amount: r.amount });
          setConfirming(false);
          form.reset();
        },
        onError: () => setConfirming(false),
      },
    );
  const field = (name: string) => ({ ...form.getInputProps(name), error: err(form.errors[name]) });
  return (
    <Stack data-testid="transfer-page" maw={560}>
      <Title order={2}>{t('centre.transfer.title')}</Title>
      <PageState
        isPending={member.isPending}
        error={member.error}
        empty={false}
        emptyKey=""
        onRetry={() => void member.refetch()}
      />
      {member.data && !member.data.hasFundPwd && (
        <Guidance
          testId="guide-fund-pwd"
          messageKey="wallet.noFundPwd"
          to="/manager/me/security"
          actionKey="centre.guide.setFundPwd"
        />
      )}
      {user.data && (
        <Text size="sm">
          {t('centre.withdraw.balance')}: <b data-testid="transfer-balance">{showMoney(user.data.balance)}</b>
        </Text>
      )}
      {done && (
        <Alert color="teal" data-testid="transfer-done">
          {t('centre.transfer.done', { account: done.account, amount: showMoney(done.amount) })}
        </Alert>
      )}
      {member.data?.hasFundPwd && (
        <Card withBorder>
          <form onSubmit={form.onSubmit(() => setConfirming(true))}>
            <Stack gap="sm">
              <TextInput
                label={t('centre.transfer.account')}
                maxLength={16}
                autoComplete="off"
                {...field('account')}
                data-testid="transfer-account"
              />
              <TextInput
                label={t('centre.transfer.amount')}
                description={t('centre.transfer.min')}
                inputMode="decimal"
                maxLength={20}
                {...field('amount')}
                data-testid="transfer-amount"
              />
              <PasswordInput
                label={t('centre.fundPwd')}
                maxLength={16}
                autoComplete="off"
                {...field('fundPwd')}
                data-testid="transfer-fund-pwd"
              />
              {transfer.isError && (
                <Alert color="red" variant="light" data-testid="transfer-error">
                  {errorText(transfer.error, t)}
                </Alert>
              )}
              <Button type="submit" data-testid="transfer-submit">
                {t('centre.transfer.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('centre.transfer.confirmTitle')}
        centered
      >
        <Stack data-testid="transfer-confirm">
          <Text size="sm">
            {t('centre.transfer.confirm', {
              account: form.values.account.trim(),
              amount: showMilli(milliOf(typedAmount(form.values.amount) ?? '') ?? 0n, 2),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button loading={transfer.isPending} onClick={send} data-testid="transfer-confirm-ok">
              {t('common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
