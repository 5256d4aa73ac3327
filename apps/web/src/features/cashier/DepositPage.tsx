import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Chip,
  CopyButton,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../lib/translate.ts';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { amountSchema, depositRequest } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { BackButton, PageState, useBackPath, useErrorText } from '../../components/centre/ui.tsx';
import { useProtection } from '../protection/api/protection.ts';
import { activeBlock, BlockNotice } from '../protection/components/BlockNotice.tsx';
import LimitOffer from '../protection/components/LimitOffer.tsx';
import { inputMoney, milliOf, showAmount, showMoney, typedAmount } from '../../components/centre/money.ts';
import { offerInstall } from '../app/install.ts';
import {
  newRequestId,
  useChannels,
  useDepositPre,
  useDepositSubmit,
  type DepositChannel,
  type DepositOrder,
} from './api/wallet.ts';
import { VietqrPanel } from './components/VietqrPanel.tsx';

/** Quick amounts offered when they fit the channel's range. */
const QUICK_AMOUNTS = [100, 200, 500, 1000, 5000, 10000];

function CopyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }} data-testid={testId}>
          {value}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="light"
            color={copied ? 'teal' : undefined}
            onClick={copy}
            data-testid={`${testId}-copy`}
          >
            {copied ? t('pages.service.copied') : t('centre.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** Coins to send for `amount` at `rate` currency units per coin, truncated to 3 decimals; plain ("10.5"), as the member types it into a wallet. */
function coinsFor(amount: string, rate: string | null): string | null {
  const a = milliOf(amount);
  const r = rate ? milliOf(rate) : null;
  if (a === null || !r || r <= 0n) return null;
  return inputMoney((a * 1000n) / r);
}

/** Step 2: where to pay, and the explicit "deposit completed" that sends the order to review (docs/product.md §4). */
function PayStep({ order, onDone }: { order: DepositOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const err = useErrorText();
  const submit = useDepositSubmit();
  const c = order.channel;
  const form = useForm({
    mode: 'controlled',
    initialValues: { orderNo: order.orderNo, payerName: '', txHash: '', remark: '' },
    validate: (v) => {
      const base = schemaResolver(depositRequest, { sync: true })(v);
      if (c.type === 'bank' && !v.payerName.trim()) base.payerName = 'wallet.payerNameRequired';
      if (c.type === 'crypto' && !v.txHash.trim()) base.txHash = 'wallet.txHashRequired';
      return base;
    },
  });
  const coins = c.type === 'crypto' ? coinsFor(order.amount, c.rate ?? null) : null;
  return (
    <Card withBorder data-testid="deposit-pay">
      <Stack>
        <CopyLine label={t('centre.deposit.orderNo')} value={order.orderNo} testId="deposit-order-no" />
        <Text size="sm">
          {t('centre.deposit.amount')}: <b data-testid="deposit-order-amount">{showMoney(order.amount)}</b>
        </Text>
        {c.type === 'bank' && (
          <>
            <CopyLine label={t('centre.deposit.bank')} value={c.bankName ?? ''} testId="deposit-bank" />
            <CopyLine
              label={t('centre.deposit.accountNo')}
              value={c.accountNo ?? ''}
              testId="deposit-account-no"
            />
            <CopyLine
              label={t('centre.deposit.accountName')}
              value={c.accountName ?? ''}
              testId="deposit-account-name"
            />
            {order.vietqr && <VietqrPanel vietqr={order.vietqr} />}
          </>
        )}
        {c.type === 'crypto' && (
          <Group align="flex-start" gap="md" wrap="wrap">
            <QRCodeSVG
              value={c.address ?? ''}
              size={148}
              marginSize={2}
              data-testid="deposit-qr"
              aria-label={t('centre.deposit.qr')}
            />
            <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
              <CopyLine
                label={t('centre.deposit.network')}
                value={c.network ?? ''}
                testId="deposit-network"
              />
              <CopyLine
                label={t('centre.deposit.address')}
                value={c.address ?? ''}
                testId="deposit-address"
              />
              {coins && (
                <Text size="sm" data-testid="deposit-coins">
                  {t('centre.deposit.rate', { rate: c.rate ? showMoney(c.rate, 3) : '' })} ·{' '}
                  {t('centre.deposit.send', { coins, network: c.network ?? '' })}
                </Text>
              )}
            </Stack>
          </Group>
        )}
        {c.type === 'third' && order.payUrl && c.provider && (
          <>
            <Text size="sm" data-testid="deposit-provider-hint">
              {t('pay.deposit.provider')}
            </Text>
            {/* Same tab: the provider sends the member back to this page with the result. */}
            <Button component="a" href={order.payUrl} data-testid="deposit-pay-url">
              {t('centre.deposit.openGateway')}
            </Button>
          </>
        )}
        {c.type === 'third' && order.payUrl && !c.provider && (
          <Button
            component="a"
            href={order.payUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            data-testid="deposit-pay-url"
          >
            {t('centre.deposit.openGateway')}
          </Button>
        )}
        {!c.provider && (
          <form
            onSubmit={form.onSubmit((v) =>
              submit.mutate(
                {
                  orderNo: v.orderNo,
                  payerName: v.payerName || undefined,
                  txHash: v.txHash || undefined,
                  remark: v.remark || undefined,
                },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: t('wallet.depositSubmitted') });
                    // After a deposit, the moment to offer the app (issue #31); made once per device.
                    offerInstall('deposit');
                    onDone();
                  },
                },
              ),
            )}
          >
            <Stack gap="sm">
              {c.type === 'bank' && (
                <TextInput
                  label={t('centre.deposit.payerName')}
                  maxLength={64}
                  {...form.getInputProps('payerName')}
                  error={err(form.errors.payerName)}
                  data-testid="deposit-payer"
                />
              )}
              {c.type === 'crypto' && (
                <TextInput
                  label={t('centre.deposit.txHash')}
                  maxLength={128}
                  {...form.getInputProps('txHash')}
                  error={err(form.errors.txHash)}
                  data-testid="deposit-txhash"
                />
              )}
              <Textarea
                label={t('centre.deposit.remark')}
                maxLength={255}
                autosize
                minRows={1}
                {...form.getInputProps('remark')}
              />
              {submit.isError && (
                <Alert color="red" variant="light" data-testid="deposit-error">
                  {errorText(submit.error, t)}
                </Alert>
              )}
              <Button type="submit" loading={submit.isPending} data-testid="deposit-completed">
                {t('centre.deposit.completed')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Back from the provider's page (issue #28): VNPay adds its result to the return URL. It is shown,
 * but moves nothing: only VNPay's signed IPN to the server credits the order, and the header's
 * balance follows by the balance push.
 */
function ProviderReturn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('vnp_ResponseCode');
  const orderNo = params.get('vnp_TxnRef');
  if (code === null || !orderNo) return null;
  const paid = code === '00';
  return (
    <Alert color={paid ? 'teal' : 'red'} variant="light" data-testid="deposit-return" data-paid={paid}>
      <Text size="sm">{t(paid ? 'pay.return.paid' : 'pay.return.failed')}</Text>
      <Text size="sm" fw={600}>
        {t('pay.return.order', { orderNo: orderNo.slice(0, 32) })}
      </Text>
    </Alert>
  );
}

/**
 * Cashier / deposit (docs/product.md §2, §4, §7): a channel from wallet/platform/channel, an amount within its
 * range, then where to pay and the explicit "deposit completed".
 */
export function DepositPage() {
  const { t } = useTranslation();
  const err = useErrorText();
  const back = useBackPath();
  const channels = useChannels();
  const pre = useDepositPre();
  // Issue #17: a member in time-out or self-exclusion is told here, before he fills the form.
  const block = activeBlock(useProtection().data?.block);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const list = channels.data ?? [];
  const form = useForm({
    mode: 'controlled',
    initialValues: { channelId: '', amount: '' },
    validate: (v) => {
      const errors: Record<string, string> = {};
      const channel = list.find((c) => String(c.id) === (v.channelId || String(list[0]?.id ?? '')));
      if (!channel) errors.channelId = 'wallet.channelUnavailable';
      const parsed = z.object({ amount: amountSchema }).safeParse({ amount: typedAmount(v.amount) ?? v.amount });
      if (!parsed.success || parsed.data.amount <= 0n) errors.amount = 'wallet.amountInvalid';
      else if (channel) {
        const min = milliOf(channel.min) ?? 0n;
        const max = milliOf(channel.max) ?? 0n;
        if (parsed.data.amount < min || parsed.data.amount > max) errors.amount = 'centre.deposit.outOfRange';
      }
      return errors;
    },
  });
  const selectedId = form.values.channelId || String(list[0]?.id ?? '');
  const channel: DepositChannel | undefined = list.find((c) => String(c.id) === selectedId);

  return (
    <Stack data-testid="deposit-page" maw={720}>
      <Title order={2}>{t('centre.deposit.title')}</Title>
      <ProviderReturn />
      {block && <BlockNotice block={block} />}
      <LimitOffer moment="deposit" />
      <PageState
        isPending={channels.isPending}
        error={channels.error}
        empty={list.length === 0}
        emptyKey="centre.deposit.noChannel"
        onRetry={() => void channels.refetch()}
      />
      {submitted ? (
        <Alert color="teal" data-testid="deposit-submitted">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('wallet.depositSubmitted')}</Text>
            <Text size="sm">
              {t('centre.deposit.orderNo')}: <b>{submitted}</b>
            </Text>
            <Group gap="xs">
              <Button size="xs" component={Link} to="/manager/funds/progress" data-testid="to-progress">
                {t('centre.progress.title')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setSubmitted(null);
                  setOrder(null);
                  form.setFieldValue('amount', '');
                }}
              >
                {t('centre.deposit.again')}
              </Button>
              <BackButton back={back} />
            </Group>
          </Stack>
        </Alert>
      ) : order ? (
        <PayStep
          order={order}
          onDone={() => {
            setSubmitted(order.orderNo);
            requestId.current = newRequestId();
          }}
        />
      ) : (
        list.length > 0 &&
        channel && (
          <form
            onSubmit={form.onSubmit((v) =>
              pre.mutate(
                { channel, amount: typedAmount(v.amount) ?? v.amount.trim(), requestId: requestId.current },
                { onSuccess: (o) => setOrder(o) },
              ),
            )}
          >
            <Stack>
              <Radio.Group
                label={t('centre.deposit.channel')}
                value={selectedId}
                error={err(form.errors.channelId)}
                onChange={(v) => {
                  form.setFieldValue('channelId', v);
                  requestId.current = newRequestId();
                }}
              >
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={4}>
                  {list.map((c) => (
                    <Radio.Card
                      key={c.id}
                      value={String(c.id)}
                      p="sm"
                      radius="md"
                      data-testid={`channel-${c.type}`}
                    >
                      <Group wrap="nowrap" gap="xs">
                        <Radio.Indicator />
                        <Stack gap={0}>
                          <Text size="sm" fw={600}>
                            {c.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t(`centre.channel.${c.type}`)}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
              <TextInput
                label={t('centre.deposit.amount')}
                description={t('centre.rangeHint', {
                  min: showAmount(channel.min),
                  max: showAmount(channel.max),
                })}
                inputMode="decimal"
                maxLength={20}
                {...form.getInputProps('amount')}
                error={
                  form.errors.amount
                    ? t(String(form.errors.amount), {
                        min: showAmount(channel.min),
                        max: showAmount(channel.max),
                      })
                    : undefined
                }
                data-testid="deposit-amount"
              />
              <Chip.Group>
                <Group gap={6}>
                  {QUICK_AMOUNTS.filter((a) => {
                    const m = BigInt(a) * 1000n;
                    return m >= (milliOf(channel.min) ?? 0n) && m <= (milliOf(channel.max) ?? 0n);
                  }).map((a) => (
                    <Chip
                      key={a}
                      checked={form.values.amount === String(a)}
                      onChange={() => form.setFieldValue('amount', String(a))}
                      size="sm"
                    >
                      {showAmount(a)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {pre.isError && (
                <Alert color="red" variant="light" data-testid="deposit-error">
                  {errorText(pre.error, t)}
                </Alert>
              )}
              <Button type="submit" loading={pre.isPending} data-testid="deposit-next">
                {t('centre.deposit.next')}
              </Button>
            </Stack>
          </form>
        )
      )}
      {order && !submitted && !order.channel.provider && (
        <Text size="xs" c="dimmed">
          {t('centre.deposit.hint')}
        </Text>
      )}
    </Stack>
  );
}
