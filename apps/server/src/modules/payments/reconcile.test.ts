import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { consolePaths, DwStatus, payPaths, walletPaths, type ReconcileReport } from '@lotus/contracts';
import { buildApp } from '../../app.ts';
import { DEMO_VNPAY_SECRET } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { dwOrders, payCallbacks, payPayouts } from '../../db/schema.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { client, expectRefused } from '../../../test/client.ts';
import { signedText, vnpayDate, vnpaySignature } from './vnpay-sign.ts';

/**
 * The daily reconciliation (issue #28 §3): each kind of difference is constructed and seen listed,
 * a matched deposit and a matched payout are not; business days cut at 02:00 platform time
 * (Asia/Ho_Chi_Minh, UTC+7: 19:00 UTC); the list is paged.
 */
describe.each(dbTargets)('reconciliation on %s', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let api: ReturnType<typeof client>;
  let op: string;
  // 17:00 in Hanoi on 2026-11-26: business day 2026-11-26.
  let now = new Date('2026-11-26T10:00:00Z');
  const DAY = '2026-11-26';
  const at = (iso: string) => {
    now = new Date(iso);
  };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildApp(testConfig(), {
      database,
      serveWeb: false,
      runScheduler: false,
      clock: { now: () => now },
    });
    api = client(app);
    op = await api.operator();
    // No betting turnover before a withdrawal: the same member deposits and withdraws here.
    await api.setSettings(op, { withdrawFreeTimes: '0', withdrawFeePercent: '1', turnoverPercent: '0' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const ok = (body: { code: number; msg: string }) => expect(body.code, body.msg).toBe(0);

  /** Opens a VNPay deposit; answers its order number and the pay URL's fields. */
  async function open(token: string, amount = '300') {
    const { body } = await api.post(walletPaths.depositPreThird, { channelId: 3, amount }, { token });
    ok(body);
    return { orderNo: body.data.orderNo as string, fields: Object.fromEntries(new URL(body.data.payUrl).searchParams) };
  }
  /** VNPay's paid IPN for an opened deposit. */
  async function ipn(fields: Record<string, string>) {
    const f: Record<string, string> = {
      vnp_Amount: fields.vnp_Amount!,
      vnp_BankCode: 'NCB',
      vnp_OrderInfo: fields.vnp_OrderInfo!,
      vnp_PayDate: vnpayDate(now),
      vnp_ResponseCode: '00',
      vnp_TmnCode: fields.vnp_TmnCode!,
      vnp_TransactionNo: String(10_000_000 + Math.floor(Math.random() * 80_000_000)),
      vnp_TransactionStatus: '00',
      vnp_TxnRef: fields.vnp_TxnRef!,
    };
    const q = `${signedText(f)}&vnp_SecureHash=${vnpaySignature(f, DEMO_VNPAY_SECRET)}`;
    const res = await app.inject({ method: 'GET', url: `${payPaths.vnpayIpn}?${q}` });
    return (res.json() as { RspCode: string }).RspCode;
  }
  /** A member's withdrawal of `amount`, asked now. */
  async function withdrawal(token: string, cardId: string, amount: string) {
    // Its own request key: the clock stands still here, and a repeat within 10 s is one request.
    const requestId = `rec-${Math.random().toString(36).slice(2, 12)}`;
    const { body } = await api.post(walletPaths.withdraw, { amount, cardId, fundPwd: '654321ab', requestId }, { token });
    ok(body);
    return body.data.orderNo as string;
  }
  const approve = (orderNo: string, values: Record<string, string | number>) =>
    api.post(consolePaths.withdrawalApprove.replace(':orderNo', orderNo), values, { token: op });
  async function report(q: Record<string, string | number> = {}) {
    const { body } = await api.get(payPaths.consoleReconcile, { from: DAY, to: DAY, size: 100, ...q }, { token: op });
    ok(body);
    return body.data as ReconcileReport;
  }

  const made: Record<string, string> = {};

  beforeAll(async () => {
    const m = await api.newMember('rec');
    const cardId = await api.readyToWithdraw(m.token);
    await api.credit(op, m.account, '20000');

    // Matched: paid at VNPay, credited by its IPN.
    at('2026-11-26T10:00:00Z');
    const matched = await open(m.token, '300');
    expect(await ipn(matched.fields)).toBe('00');
    made.matched = matched.orderNo;

    // Credited without a provider record: a VNPay order marked completed with no callback.
    const noRecord = await open(m.token, '200');
    await database.db
      .update(dwOrders)
      .set({ status: DwStatus.COMPLETED, reviewedAt: new Date('2026-11-26T18:59:30Z') })
      .where(eq(dwOrders.orderNo, noRecord.orderNo));
    made.creditedWithoutRecord = noRecord.orderNo;
    // The same after 02:00 in Hanoi (19:00 UTC): the next business day, not in this one.
    const nextDay = await open(m.token, '150');
    await database.db
      .update(dwOrders)
      .set({ status: DwStatus.COMPLETED, reviewedAt: new Date('2026-11-26T19:00:30Z') })
      .where(eq(dwOrders.orderNo, nextDay.orderNo));
    made.nextDay = nextDay.orderNo;

    // A provider record without a credit: VNPay says paid after the order's 15 minutes.
    at('2026-11-26T11:00:00Z');
    const late = await open(m.token, '250');
    at('2026-11-26T11:20:00Z');
    expect(await ipn(late.fields)).toBe('02');
    made.recordWithoutCredit = late.orderNo;

    // A credited deposit whose provider record states another amount.
    at('2026-11-26T12:00:00Z');
    const other = await open(m.token, '400');
    expect(await ipn(other.fields)).toBe('00');
    await database.db
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
    await database.db.update(payPayouts).set({ status: 'pending' }).where(eq(payPayouts.orderNo, made.paidWithoutPayout!));
    await database.db
      .update(payPayouts)
      .set({ paidProviderAmount: 980_000n })
      .where(eq(payPayouts.orderNo, made.payoutAmountDiffers!));
    const unpaid = await withdrawal(m.token, cardId, '500');
    const w = await database.db.query.dwOrders.findFirst({ where: eq(dwOrders.orderNo, unpaid) });
    await database.db.insert(payPayouts).values({
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
      createdAt: now,
      updatedAt: now,
      paidAt: now,
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
      expect(byOrder.get(made[kind]!), kind).toMatchObject({ kind, day: DAY, channelId: 3, channelName: 'VNPay (sandbox)' });
    }
    for (const fine of ['matched', 'matchedPayout', 'byHand', 'nextDay']) expect(byOrder.has(made[fine]!), fine).toBe(false);
    expect(byOrder.get(made.depositAmountDiffers!)).toMatchObject({
      amount: '400.000',
      expectedProviderAmount: '400000',
      providerAmount: '399000',
    });
    expect(byOrder.get(made.creditedWithoutRecord!)).toMatchObject({ amount: '200.000', providerAmount: null });
    expect(byOrder.get(made.recordWithoutCredit!)).toMatchObject({ providerAmount: '250000', expectedProviderAmount: '250000' });
    expect(byOrder.get(made.payoutAmountDiffers!)).toMatchObject({
      amount: '990.000',
      expectedProviderAmount: '990000',
      providerAmount: '980000',
    });
    expect(byOrder.get(made.payoutWithoutPaid!)).toMatchObject({ providerRef: 'SBXLOST', account: expect.any(String) });
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
        // three through the sandbox (one then set back to pending) and the lost one.
        payouts: 3,
        payoutAmount: String(990_000 + 980_000 + 495_000),
        paidWithdrawals: 3,
        paidAmount: '2970.000',
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

  it('pages the differences, filters by channel, and refuses a bad range', async () => {
    const first = await report({ size: 4, page: 1 });
    const second = await report({ size: 4, page: 2 });
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(2);
    expect(first.total).toBe(6);
    expect(new Set([...first.list, ...second.list].map((d) => d.orderNo)).size).toBe(6);
    const other = await report({ channelId: 1 });
    expect(other).toMatchObject({ total: 0, list: [], days: [] });
    const bad = await api.get(payPaths.consoleReconcile, { from: '2026-11-27', to: DAY }, { token: op });
    expectRefused(bad.body, 'report.rangeInvalid');
    const long = await api.get(payPaths.consoleReconcile, { from: '2026-01-01', to: DAY }, { token: op });
    expectRefused(long.body, 'report.rangeTooLong');
    const member = await api.newMember('recm');
    const refused = await api.get(payPaths.consoleReconcile, {}, { token: member.token });
    expect(refused.body.code).not.toBe(0);
  });
});
