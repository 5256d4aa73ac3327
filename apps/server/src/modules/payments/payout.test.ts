import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { consolePaths, DwStatus, payPaths, walletPaths } from '@lotus/contracts';
import { dwOrders, moneyMoves, operators, payPayouts } from '../../db/schema.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { DEMO } from '../../seed.ts';
import { expectRefused } from '../../../test/client.ts';
import { describePayments } from '../../../test/payments.ts';
import { createWithdrawalsService } from '../withdrawals/index.ts';
import { createPayoutService, payoutKey } from './payout.ts';
import { PayoutRefused, type PaymentProvider, type PayoutInput } from './provider.ts';

/**
 * Payouts (issue #28 §3): an approved withdrawal paid through the demo's sandbox provider (paid at
 * once, its reference shown to the member as "paid"), or by hand; a retry, a lost answer or two
 * operators at once never pay twice (one payout row, one idempotency key, one fee move).
 */
describePayments('withdrawal payouts', { settings: { withdrawFreeTimes: '0', withdrawFeePercent: '1' }, realClock: true }, (env) => {
  const { ok } = env;
  const approvePath = (orderNo: string) => consolePaths.withdrawalApprove.replace(':orderNo', orderNo);

  /** A member with a card and a balance who asks to withdraw `amount`; answers the order. */
  async function withdrawal(amount = '1000') {
    const m = await env.api.newMember('pyo');
    const cardId = await env.api.readyToWithdraw(m.token);
    await env.api.credit(env.op, m.account, '5000');
    const { body } = await env.api.post(
      walletPaths.withdraw,
      { amount, cardId, fundPwd: '654321ab' },
      { token: m.token },
    );
    ok(body);
    return { ...m, orderNo: body.data.orderNo as string };
  }
  const payoutRow = (orderNo: string) =>
    env.database.db.query.payPayouts.findFirst({ where: eq(payPayouts.orderNo, orderNo) });
  const feeMoves = async (orderNo: string) =>
    Number(
      (
        await env.database.db
          .select({ n: count() })
          .from(moneyMoves)
          .where(and(eq(moneyMoves.refId, orderNo), eq(moneyMoves.type, 'withdrawFee')))
      )[0]!.n,
    );

  it("lists the sandbox's VNPay channel as one that pays out", async () => {
    const { body } = await env.api.get(payPaths.consolePayoutChannels, {}, { token: env.op });
    ok(body);
    expect(body.data.list).toEqual([{ id: 3, name: 'VNPay (sandbox)', provider: 'vnpay' }]);
  });

  it('pays through the sandbox at once: the member reads "paid" with the reference; a retry pays nothing more', async () => {
    const w = await withdrawal('1000');
    const { body } = await env.api.post(
      approvePath(w.orderNo),
      { payoutChannelId: 3, status: DwStatus.PROCESSING },
      { token: env.op },
    );
    ok(body);
    expect(body.data).toMatchObject({ status: DwStatus.COMPLETED, awaitingSecond: false });
    expect(body.data.payoutRef).toMatch(/^SBX[0-9A-F]{12}$/);
    const row = await payoutRow(w.orderNo);
    expect(row).toMatchObject({
      status: 'paid',
      provider: 'vnpay',
      channelId: 3,
      idempotencyKey: payoutKey(w.orderNo),
      amount: 990_000n, // 1,000 less the 1% fee, in milli
      providerAmount: 990_000n, // 990 units × 1,000 VND
      paidProviderAmount: 990_000n,
      providerRef: body.data.payoutRef,
      attempts: 1,
    });
    expect(await feeMoves(w.orderNo)).toBe(1);

    const mine = await env.api.get(walletPaths.dwOrderList, { type: 2 }, { token: w.token, lang: 'en' });
    expect(mine.body.data.list[0]).toMatchObject({
      orderNo: w.orderNo,
      status: DwStatus.COMPLETED,
      statusName: 'Paid',
      payoutRef: body.data.payoutRef,
    });
    const vi_ = await env.api.get(walletPaths.dwOrderList, { type: 2 }, { token: w.token, lang: 'vi' });
    expect(vi_.body.data.list[0].statusName).toBe('Đã chi trả');

    // Sent again (a double click, a retried request): refused as no longer in review; nothing paid.
    const again = await env.api.post(approvePath(w.orderNo), { payoutChannelId: 3 }, { token: env.op });
    expectRefused(again.body, 'wallet.orderStateInvalid');
    expect((await payoutRow(w.orderNo))?.attempts).toBe(1);
    expect(await feeMoves(w.orderNo)).toBe(1);
  });

  it('two approvals at once pay once', async () => {
    const w = await withdrawal('500');
    const results = await Promise.all(
      [0, 1, 2].map(() => env.api.post(approvePath(w.orderNo), { payoutChannelId: 3 }, { token: env.op })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    const rows = await env.database.db.select().from(payPayouts).where(eq(payPayouts.orderNo, w.orderNo));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('paid');
    expect(await feeMoves(w.orderNo)).toBe(1);
    const order = await env.database.db.query.dwOrders.findFirst({ where: eq(dwOrders.orderNo, w.orderNo) });
    expect(order).toMatchObject({ status: DwStatus.COMPLETED, payoutRef: rows[0]!.providerRef });
  });

  it('refuses a channel that cannot pay out, and still pays by hand with the bank reference', async () => {
    const w = await withdrawal('300');
    expectRefused(
      (await env.api.post(approvePath(w.orderNo), { payoutChannelId: 1 }, { token: env.op })).body,
      'pay.payoutChannelUnusable',
    );
    expectRefused(
      (await env.api.post(approvePath(w.orderNo), { payoutChannelId: 99 }, { token: env.op })).body,
      'pay.payoutChannelUnusable',
    );
    expect(
      (await env.api.post(approvePath(w.orderNo), { payoutChannelId: 'x' }, { token: env.op })).body.code,
    ).not.toBe(0);
    expect(await payoutRow(w.orderNo)).toBeUndefined();
    const { body } = await env.api.post(
      approvePath(w.orderNo),
      { payoutRef: 'VCB FT26112700042' },
      { token: env.op },
    );
    ok(body);
    expect(body.data).toMatchObject({ status: DwStatus.COMPLETED, payoutRef: 'VCB FT26112700042' });
    const mine = await env.api.get(walletPaths.dwOrderList, { type: 2 }, { token: w.token, lang: 'en' });
    expect(mine.body.data.list[0]).toMatchObject({ statusName: 'Paid', payoutRef: 'VCB FT26112700042' });
  });

  describe('a provider that does not answer, then does, or refuses', () => {
    let admin: SessionOperator;
    const calls: PayoutInput[] = [];
    let behaviour: 'lost' | 'pay' | 'refuse' = 'lost';
    const fake: PaymentProvider = {
      name: 'vnpay',
      usable: () => true,
      open: () => {
        throw new Error('not used');
      },
      verifyCallback: () => null,
      queryable: () => false,
      queryStatus: async () => {
        throw new Error('not used');
      },
      payout: vi.fn(async (input: PayoutInput) => {
        calls.push(input);
        if (behaviour === 'lost') throw new Error('socket hang up');
        if (behaviour === 'refuse') throw new PayoutRefused('account closed');
        return { providerRef: `FAKE-${input.idempotencyKey}`, providerAmount: input.providerAmount };
      }),
    };
    let review: ReturnType<typeof createWithdrawalsService>;

    beforeAll(async () => {
      const row = await env.database.db.query.operators.findFirst({
        where: eq(operators.account, DEMO.operator.account),
      });
      admin = {
        operatorId: row!.id,
        account: row!.account,
        role: row!.role,
        permissions: ['*'],
        ip: '127.0.0.1',
      };
      review = createWithdrawalsService(env.app.deps, { payouts: createPayoutService(env.app.deps, [fake]) });
    });

    it('a lost answer leaves it pending and in review: not payable by hand, not rejectable; the retry sends the same key once paid', async () => {
      const w = await withdrawal('200');
      calls.length = 0;
      behaviour = 'lost';
      await expect(
        review.approveWithdrawal(admin, w.orderNo, { payoutChannelId: 3 }, 'en'),
      ).rejects.toMatchObject({
        msgKey: 'pay.payoutUnanswered',
      });
      expect(await payoutRow(w.orderNo)).toMatchObject({
        status: 'pending',
        attempts: 1,
        error: 'socket hang up',
      });
      expect(
        (await env.database.db.query.dwOrders.findFirst({ where: eq(dwOrders.orderNo, w.orderNo) }))?.status,
      ).toBe(DwStatus.PROCESSING);
      // The money may be on its way: neither paid again by hand nor returned to the member.
      await expect(
        review.approveWithdrawal(admin, w.orderNo, { payoutRef: 'FT-HAND' }, 'en'),
      ).rejects.toMatchObject({
        msgKey: 'pay.payoutStarted',
      });
      await expect(review.rejectWithdrawal(admin, w.orderNo, 'changed my mind', 'en')).rejects.toMatchObject({
        msgKey: 'pay.payoutStarted',
      });

      behaviour = 'pay';
      const paid = await review.approveWithdrawal(admin, w.orderNo, { payoutChannelId: 3 }, 'en');
      expect(paid).toMatchObject({ status: DwStatus.COMPLETED, payoutRef: `FAKE-payout:${w.orderNo}` });
      expect(calls.map((c) => c.idempotencyKey)).toEqual([payoutKey(w.orderNo), payoutKey(w.orderNo)]);
      expect(calls[0]).toMatchObject({
        providerAmount: 198_000n,
        currency: 'VND',
        bankCode: 'VCB',
        accountNo: '9704000011112222',
      });
      expect(await payoutRow(w.orderNo)).toMatchObject({ status: 'paid', attempts: 2, error: null });
      expect(await feeMoves(w.orderNo)).toBe(1);
    });

    it('a refusal marks it failed: the withdrawal stays in review and may then be paid by hand', async () => {
      const w = await withdrawal('150');
      behaviour = 'refuse';
      await expect(
        review.approveWithdrawal(admin, w.orderNo, { payoutChannelId: 3 }, 'en'),
      ).rejects.toMatchObject({
        msgKey: 'pay.payoutRefused',
      });
      expect(await payoutRow(w.orderNo)).toMatchObject({ status: 'failed', error: 'account closed' });
      const byHand = await review.approveWithdrawal(admin, w.orderNo, { payoutRef: 'VCB FT-BY-HAND' }, 'en');
      expect(byHand).toMatchObject({ status: DwStatus.COMPLETED, payoutRef: 'VCB FT-BY-HAND' });
    });
  });
});
