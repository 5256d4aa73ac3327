import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate.ts';
import { z } from 'zod';
import { amountSchema, fundPasswordSchema, type CardView } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { BackButton, Guidance, PageState, useBackPath, useErrorText } from '../../components/centre/ui.tsx';
import { fieldAmount, milliOf, showAmount, showMilli, showMoney, turnoverPercent, typedAmount, withdrawalFeeOf, showPercent } from '../../components/centre/money.ts';
import { cardsQuery, newRequestId, useWithdraw, useWithdrawRange } from './api/wallet.ts';

const withdrawForm = z.object({
  amount: amountSchema,
  cardId: z.string().min(1, 'wallet.cardNotFound'),
  fundPwd: fundPasswordSchema,
});

/**
 * Withdrawal (docs/product.md §2, §5, §9): the server's range and fee (first N free a day, then a percentage),
 * the amount received, the turnover still required, the account to pay to and the fund password.
 * What is missing first (fund password, card) is said with a button that fixes it and comes back.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const err = useErrorText();
  const back = useBackPath();
  const range = useWithdrawRange();
  const [banks, wallets] = useQueries({ queries: [cardsQuery(1), cardsQuery(2)] });
  const withdraw = useWithdraw();
  const requestId = useRef(newRequestId());
  const [done, setDone] = useState<{ orderNo: string; actual: string; fee: string } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { amount: '', cardId: '', fundPwd: '' },
    validate: (v) => {
      const parsed = withdrawForm.safeParse({ ...v, amount: typedAmount(v.amount) ?? v.amount });
      const errors: Record<string, string> = {};
      if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
      if (parsed.success && range.data) {
        const min = milliOf(range.data.min) ?? 0n;
        const max = milliOf(range.data.max) ?? 0n;
        if (parsed.data.amount < min || parsed.data.amount > max)
          errors.amount = 'centre.withdraw.outOfRange';
      }
      return errors;
    },
  });

  const pending = range.isPending || banks.isPending || wallets.isPending;
  const error = range.error ?? banks.error ?? wallets.error;
  const accounts: CardView[] = [...(banks.data ?? []), ...(wallets.data ?? [])];
  // The only account is chosen for the member (a choice of one is no choice).
  const onlyAccount = accounts.length === 1 ? accounts[0]!.id : null;
  useEffect(() => {
    if (onlyAccount !== null && form.values.cardId === '') form.setFieldValue('cardId', onlyAccount);
  }, [onlyAccount, form.values.cardId]);
  const r = range.data;
  const amountMilli = milliOf(typedAmount(form.values.amount) ?? '0') ?? 0n;
  const fee = r ? withdrawalFeeOf(amountMilli, r.feePercent, r.remainingFree > 0) : 0n;
  const progress = r ? turnoverPercent(r.turnover, r.turnoverRequired) : 0;
  const turnoverLeft = r ? (milliOf(r.turnoverRequired) ?? 0n) - (milliOf(r.turnover) ?? 0n) : 0n;

  return (
    <Stack data-testid="withdraw-page" maw={720}>
      <Title order={2}>{t('centre.withdraw.title')}</Title>
      <PageState
        isPending={pending}
        error={error}
        empty={false}
        emptyKey=""
        onRetry={() => void Promise.all([range.refetch(), banks.refetch(), wallets.refetch()])}
      />
      {r && !pending && !error && (
        <>
          {!r.hasFundPwd ? (
            <Guidance
              testId="guide-fund-pwd"
              messageKey="wallet.noFundPwd"
              to="/manager/me/security"
              actionKey="centre.guide.setFundPwd"
            />
          ) : accounts.length === 0 ? (
            <Stack gap="xs">
              <Guidance
                testId="guide-bank-card"
                messageKey="wallet.noBankCard"
                to="/manager/funds/cards"
                actionKey="centre.guide.bindCard"
              />
              <Guidance
                testId="guide-account"
                messageKey="wallet.noWithdrawAccount"
                to="/manager/funds/accounts"
                actionKey="centre.guide.addAccount"
              />
            </Stack>
          ) : null}
          <Card withBorder>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm">{t('centre.withdraw.balance')}</Text>
                <Text fw={700} data-testid="withdraw-balance">
                  {showMoney(r.balance)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" data-testid="withdraw-rules">
                {t('centre.withdraw.rules', {
                  min: showAmount(r.min),
                  max: showAmount(r.max),
                  free: r.freeTimes,
                  percent: showPercent(r.feePercent),
                  left: r.remainingToday,
                })}
              </Text>
              <Text size="sm">
                {t('centre.withdraw.turnover', {
                  done: showMoney(r.turnover),
                  required: showMoney(r.turnoverRequired),
                })}
              </Text>
              <Progress
                value={progress}
                color={progress >= 100 ? 'teal' : 'orange'}
                size="lg"
                data-testid="turnover-progress"
                aria-label={t('centre.withdraw.turnoverLabel')}
              />
              {turnoverLeft > 0n && (
                <Text size="xs" c="orange" data-testid="turnover-left">
                  {t('centre.withdraw.turnoverLeft', { left: showMilli(turnoverLeft, 2) })}
                </Text>
              )}
            </Stack>
          </Card>
          {done ? (
            <Alert color="teal" data-testid="withdraw-done">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('wallet.withdrawReceived')}</Text>
                <Text size="sm">
                  {t('centre.withdraw.doneDetail', {
                    orderNo: done.orderNo,
                    actual: showMoney(done.actual),
                    fee: showMoney(done.fee),
                  })}
                </Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setDone(null)}>
                    {t('centre.withdraw.again')}
                  </Button>
                  <BackButton back={back} />
                </Group>
              </Stack>
            </Alert>
          ) : (
            r.hasFundPwd &&
            accounts.length > 0 && (
              <form
                onSubmit={form.onSubmit((v) =>
                  withdraw.mutate(
                    {
                      amount: typedAmount(v.amount) ?? v.amount.trim(),
                      cardId: v.cardId,
                      fundPwd: v.fundPwd,
                      requestId: requestId.current,
                    },
                    {
                      onSuccess: (o) => {
                        notifications.show({ color: 'teal', message: t('wallet.withdrawReceived') });
                        requestId.current = newRequestId();
                        form.reset();
                        setDone({ orderNo: o.orderNo, actual: o.actualAmount, fee: o.fee });
                      },
                    },
                  ),
                )}
              >
                <Stack gap="sm">
                  <Select
                    label={t('centre.withdraw.account')}
                    data={accounts.map((a) => ({
                      value: a.id,
                      label: `${a.bankName} ···· ${a.tail} (${a.holderName})`,
                    }))}
                    {...form.getInputProps('cardId')}
                    error={err(form.errors.cardId)}
                    allowDeselect={false}
                    data-testid="withdraw-account"
                  />
                  <TextInput
                    label={t('centre.withdraw.amount')}
                    description={t('centre.rangeHint', { min: showAmount(r.min), max: showAmount(r.max) })}
                    inputMode="decimal"
                    maxLength={20}
                    {...form.getInputProps('amount')}
                    error={
                      form.errors.amount
                        ? t(String(form.errors.amount), { min: showAmount(r.min), max: showAmount(r.max) })
                        : undefined
                    }
                    rightSection={
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => form.setFieldValue('amount', fieldAmount(milliOf(r.balance) ?? 0n))}
                      >
                        {t('centre.withdraw.all')}
                      </Button>
                    }
                    rightSectionWidth={70}
                    data-testid="withdraw-amount"
                  />
                  <Group justify="space-between" data-testid="withdraw-preview">
                    <Text size="sm" c="dimmed">
                      {t('centre.withdraw.fee')}: {showMilli(fee, 2)}
                    </Text>
                    <Text size="sm">
                      {t('centre.withdraw.actual')}:{' '}
                      <b data-testid="withdraw-actual">
                        {showMilli(amountMilli > fee ? amountMilli - fee : 0n, 2)}
                      </b>
                    </Text>
                  </Group>
                  <PasswordInput
                    label={t('centre.fundPwd')}
                    maxLength={16}
                    autoComplete="off"
                    {...form.getInputProps('fundPwd')}
                    error={err(form.errors.fundPwd)}
                    data-testid="withdraw-fund-pwd"
                  />
                  {withdraw.isError && (
                    <Alert color="red" variant="light" data-testid="withdraw-error">
                      {errorText(withdraw.error, t)}
                    </Alert>
                  )}
                  <Button type="submit" loading={withdraw.isPending} data-testid="withdraw-submit">
                    {t('centre.withdraw.submit')}
                  </Button>
                </Stack>
              </form>
            )
          )}
        </>
      )}
    </Stack>
  );
}
