import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consolePaths, DwStatus, payPaths, walletPaths, type ReconcileReport } from '@lotus/contracts';
import { dwOrders, payCallbacks, payPayouts } from '../../db/schema.ts';
import { expectRefused } from '../../../test/client.ts';
import { describePayments } from '../../../test/payments.ts';
import { createReconcileService } from './reconcile.ts';

/**
 * The daily reconciliation (issue #28 §3): each kind of difference is constructed and seen listed,
 * a matched deposit and a matched payout are not; business days cut at 02:00 platform time
 * (Asia/Ho_Chi_Minh, UTC+7: 19:00 UTC); the list is paged.
 */
// No betting turnover before a withdrawal: the same member deposits and withdraws here.
describePayments('reconciliation', { settings: { withdrawFreeTimes: '0', withdrawFeePercent: '1', turnoverPercent: '0' } }, (env) => {
  const { ok, openVnpay: open, ipnQuery, ipn } = env;
  const DAY = '2026-11-26';
  const at = (iso: string) => {
    env.now = new Date(iso);
  };
  /** VNPay's paid IPN for an opened deposit (its own transaction number); answers VNPay's code. */
  const paid = async (fields: Record<string, string>) =>
    (
      await ipn(
        ipnQuery(fields, { vnp_TransactionNo: String(10_000_000 + Math.floor(Math.random() * 80_000_000)) }),
      )
    ).RspCode;

  /** A member's withdrawal of `amount`, asked now. */
  async function withdrawal(token: string, cardId: string, amount: string) {
    // Its own request key: the clock stands still here, and a repeat within 10 s is one request.
    const requestId = `rec-${Math.random().toString(36).slice(2, 12)}`;
    const { body } = await env.api.post(
      walletPaths.withdraw,
      { amount, cardId, fundPwd: '654321ab', requestId },
      { token },
    );
    ok(body);
    return body.data.orderNo as string;
  }
  const approve = (orderNo: string, values: Record<string, string | number>) =>
    env.api.post(consolePaths.withdrawalApprove.replace(':orderNo', orderNo), values, { token: env.op });
  async function report(q: Record<string, string | number> = {}) {
    const { body } = await env.api.get(
      payPaths.consoleReconcile,
      { from: DAY, to: DAY, size: 100, ...q },
      { token: env.op },
    );
    ok(body);
    return body.data as ReconcileReport;
  }

  const made: Record<string, string> = {};

  beforeAll(async () => {
    const m = await env.api.newMember('rec');
    const cardId = await env.api.readyToWithdraw(m.token);
    await env.api.credit(env.op, m.account, '20000');

    // Matched: paid at VNPay, credited by its IPN.
    at('2026-11-26T10:00:00Z');
    const matched = await open(m.token, '300');
    expect(await paid(matched.fields)).toBe('00');
    made.matched = matched.orderNo;

    // Credited without a provider record: a VNPay order marked completed with no callback.
    const noRecord = await open(m.token, '200');
    await env.database.db
      .update(dwOrders)
      .set({ status: DwStatus.COMPLETED, reviewedAt: new Date('2026-11-26T18:59:30Z') })
      .where(eq(dwOrders.orderNo, noRecord.orderNo));
    made.creditedWithoutRecord = noRecord.orderNo;
    // The same after 02:00 in Hanoi (19:00 UTC): the next business day, not in this one.
    const nextDay = await open(m.token, '150');
    await env.database.db
      .update(dwOrders)
      .set({ status: DwStatus.COMPLETED, reviewedAt: new Date('2026-11-26T19:00:30Z') })
      .where(eq(dwOrders.orderNo, nextDay.orderNo));
    made.nextDay = nextDay.orderNo;

    // A provider record without a credit: VNPay says paid after the order's 15 minutes.
    at('2026-11-26T11:00:00Z');
    const late = await open(m.token, '250');
    at('2026-11-26T11:20:00Z');
    expect(await paid(late.fields)).toBe('02');
    made.recordWithoutCredit = late.orderNo;

    // A credited deposit whose provider record states another amount.
    at('2026-11-26T12:00:00Z');
    const other = await open(m.token, '400');
    expect(await paid(other.fields)).toBe('00');
    await env.database.db
      .update(payCallbacks)
      .set({ providerAmount: 399_000n })
      .where(and(eq(payCallbacks.orderNo, other.orderNo), eq(payCallbacks.outcome, 'credited')));
    made.depositAmountDiffers = other.orderNo;

    // Payouts: a matched one, one paid whose payout is not, one paid out whose withdrawal is not, one of another amount.
    at('2026-11-26T13:00:00Z');
    for (const kind of ['matchedPayout', 'paidWithoutPayout', 'payoutAmountDiffers'] as const) {
      const orderNo = await withdrawal(m.token, cardId, '1000');
      ok((await approve(orderNo, { payoutChannelId: 3 })).body);
      made[kind] = orderNo;
    }
    await env.database.db
      .update(payPayouts)
      .set({ status: 'pending' })
      .where(eq(payPayouts.orderNo, made.paidWithoutPayout!));
    await env.database.db
      .update(payPayouts)
      .set({ paidProviderAmount: 980_000n })
      .where(eq(payPayouts.orderNo, made.payoutAmountDiffers!));
    const unpaid = await withdrawal(m.token, cardId, '500');
    const w = await env.database.db.query.dwOrders.findFirst({ where: eq(dwOrders.orderNo, unpaid) });
    await env.database.db.insert(payPayouts).values({
      orderNo: unpaid,
      provider: 'vnpay',
      channelId: 3,
      idempotencyKey: `payout:${unpaid}`,
      memberId: w!.memberId,
      amount: w!.actualAmount,
      providerAmount: 495_000n,
      currency: 'VND',
      status: 'paid',
      paidProviderAmount: 495_000n,
      providerRef: 'SBXLOST',
      requestedBy: 1n,
      createdAt: env.now,
      updatedAt: env.now,
      paidAt: env.now,
    });
    made.payoutWithoutPaid = unpaid;
    // Paid by hand: no provider payout, not reconciled.
    const byHand = await withdrawal(m.token, cardId, '100');
    ok((await approve(byHand, { payoutRef: 'VCB FT26112600001' })).body);
    made.byHand = byHand;
  });

  it('lists every kind of difference, once, and nothing for what matches', async () => {
    const r = await report();
    expect(r).toMatchObject({ from: DAY, to: DAY, total: 6 });
    const byOrder = new Map(r.list.map((d) => [d.orderNo, d]));
    for (const kind of [
      'creditedWithoutRecord',
      'recordWithoutCredit',
      'depositAmountDiffers',
      'paidWithoutPayout',
      'payoutWithoutPaid',
      'payoutAmountDiffers',
    ] as const) {
      expect(byOrder.get(made[kind]!), kind).toMatchObject({
        kind,
        day: DAY,
        channelId: 3,
        channelName: 'VNPay (sandbox)',
      });
    }
    for (const fine of ['matched', 'matchedPayout', 'byHand', 'nextDay'])
      expect(byOrder.has(made[fine]!), fine).toBe(false);
    expect(byOrder.get(made.depositAmountDiffers!)).toMatchObject({
      amount: '400.000',
      expectedProviderAmount: '400000',
      providerAmount: '399000',
    });
    expect(byOrder.get(made.creditedWithoutRecord!)).toMatchObject({
      amount: '200.000',
      providerAmount: null,
    });
    expect(byOrder.get(made.recordWithoutCredit!)).toMatchObject({
      providerAmount: '250000',
      expectedProviderAmount: '250000',
    });
    expect(byOrder.get(made.payoutAmountDiffers!)).toMatchObject({
      amount: '990.000',
      expectedProviderAmount: '990000',
      providerAmount: '980000',
    });
    expect(byOrder.get(made.payoutWithoutPaid!)).toMatchObject({
      providerRef: 'SBXLOST',
      account: expect.any(String),
    });
  });

  it("sums the day's figures for the channel", async () => {
    const r = await report();
    expect(r.days).toEqual([
      {
        day: DAY,
        channelId: 3,
        channelName: 'VNPay (sandbox)',
        // matched, late (unmatched) and other: 300,000 + 250,000 + 399,000 VND.
        records: 3,
        recordAmount: '949000',
        // matched, the one without a record, other.
        credits: 3,
        creditAmount: '900.000',
        creditVnd: '900000',
        // three through the sandbox (one then set back to pending) and the lost one.
        payouts: 3,
        payoutAmount: String(990_000 + 980_000 + 495_000),
        paidWithdrawals: 3,
        paidAmount: '2970.000',
        paidVnd: '2970000',
        differences: 6,
      },
    ]);
  });

  it('cuts business days at 02:00 platform time', async () => {
    const next = await report({ from: '2026-11-27', to: '2026-11-27' });
    expect(next.list.map((d) => [d.orderNo, d.kind, d.day])).toEqual([
      [made.nextDay, 'creditedWithoutRecord', '2026-11-27'],
    ]);
    const both = await report({ from: DAY, to: '2026-11-27' });
    expect(both.total).toBe(7);
    expect(both.days.map((d) => d.day)).toEqual(['2026-11-27', DAY]);
  });

  it("is today's business day in platform time when no range is asked, and says so", async () => {
    const ask = async () => {
      const { body } = await env.api.get(payPaths.consoleReconcile, {}, { token: env.op });
      ok(body);
      return body.data as ReconcileReport;
    };
    // 17:00 in Hanoi: the 26th.
    expect(await ask()).toMatchObject({
      from: DAY,
      to: DAY,
      today: true,
      timeZone: 'Asia/Ho_Chi_Minh',
      total: 6,
    });
    // 01:30 on the 27th in Hanoi is still the 26th's business day; 02:30 is the 27th's.
    env.now = new Date('2026-11-26T18:30:00Z');
    expect(await ask()).toMatchObject({ from: DAY, to: DAY, today: true });
    env.now = new Date('2026-11-26T19:30:00Z');
    expect(await ask()).toMatchObject({ from: '2026-11-27', to: '2026-11-27', today: true, total: 1 });
    expect(await report()).toMatchObject({ today: false });
  });

  it('exports every difference of the range at once, our amounts also in whole VND, and refuses past its maximum', async () => {
    const { body } = await env.api.get(
      payPaths.consoleReconcileExport,
      { from: DAY, to: DAY },
      { token: env.op },
    );
    ok(body);
    const all = body.data as ReconcileReport;
    // All six, where a page of the report holds 20 (and the paging test's 4).
    expect(all.total).toBe(6);
    expect(all.list).toHaveLength(6);
    const byOrder = new Map(all.list.map((d) => [d.orderNo, d]));
    expect(byOrder.get(made.depositAmountDiffers!)).toMatchObject({
      amount: '400.000',
      amountVnd: '400000',
      providerAmount: '399000',
    });
    expect(byOrder.get(made.payoutAmountDiffers!)).toMatchObject({ amount: '990.000', amountVnd: '990000' });
    expect(all.days[0]).toMatchObject({
      creditAmount: '900.000',
      creditVnd: '900000',
      paidAmount: '2970.000',
      paidVnd: '2970000',
    });
    const wide = await env.api.get(
      payPaths.consoleReconcileExport,
      { from: '2026-11-01', to: '2026-11-27' },
      { token: env.op },
    );
    ok(wide.body);
    expect(wide.body.data.list).toHaveLength(7);
    expectRefused(
      (await env.api.get(payPaths.consoleReconcileExport, { from: '2026-11-27', to: DAY }, { token: env.op }))
        .body,
      'report.rangeInvalid',
    );

    // Past the maximum the export refuses, naming the count, rather than answer a part.
    const small = createReconcileService(env.app.deps, { exportMax: 5 });
    await expect(small.exportAll({ from: DAY, to: DAY })).rejects.toMatchObject({
      msgKey: 'pay.reconcile.exportTooMany',
      params: { total: 6, max: 5 },
    });
    expect((await small.exportAll({ from: '2026-11-27', to: '2026-11-27' })).list).toHaveLength(1);
  });

  it('pages the differences, filters by channel, and refuses a bad range', async () => {
    const first = await report({ size: 4, page: 1 });
    const second = await report({ size: 4, page: 2 });
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(2);
    expect(first.total).toBe(6);
    expect(new Set([...first.list, ...second.list].map((d) => d.orderNo)).size).toBe(6);
    const other = await report({ channelId: 1 });
    expect(other).toMatchObject({ total: 0, list: [], days: [] });
    const bad = await env.api.get(
      payPaths.consoleReconcile,
      { from: '2026-11-27', to: DAY },
      { token: env.op },
    );
    expectRefused(bad.body, 'report.rangeInvalid');
    const long = await env.api.get(
      payPaths.consoleReconcile,
      { from: '2026-01-01', to: DAY },
      { token: env.op },
    );
    expectRefused(long.body, 'report.rangeTooLong');
    const member = await env.api.newMember('recm');
    const refused = await env.api.get(payPaths.consoleReconcile, {}, { token: member.token });
    expect(refused.body.code).not.toBe(0);
  });
});
