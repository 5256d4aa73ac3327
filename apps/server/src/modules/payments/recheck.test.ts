import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { DwStatus, PushType, payPaths } from '@lotus/contracts';
import { buildApp } from '../../app.ts';
import { DEMO_VNPAY_SECRET } from '../../config.ts';
import { ledger, payCallbacks, payOrders } from '../../db/schema.ts';
import { testConfig } from '../../../test/harness.ts';
import { PAY_START, describePayments } from '../../../test/payments.ts';
import { pipeSignature, QUERYDR_RESPONSE_ORDER } from './vnpay-sign.ts';
import { RECHECK_AFTER_MINUTES, RECHECK_EVERY_MINUTES, RECHECK_GIVE_UP_MINUTES } from './recheck.ts';
import { VNPAY_ORDER_MINUTES } from './vnpay.ts';

/**
 * The re-check of VNPay deposits whose IPN never came (issue #28): the scheduler asks VNPay's
 * querydr (here the demo's sandbox, at its default query URL on this server) about deposits still
 * open 15 minutes after they were opened, and credits a paid one through the IPN's exactly-once
 * path, closes a failed one, and changes nothing on a forged answer.
 */
describePayments('the re-check of lost VNPay IPNs', {}, (env) => {
  const { member, balanceOf, statusOf, openVnpay, ipnQuery, ipn } = env;
  /** The querydr requests sent, and what the sandbox answered (before `tamper`). */
  const asked: { url: string; body: Record<string, string> }[] = [];
  let tamper: ((answer: Record<string, string>) => Record<string, string>) | null = null;
  let second: FastifyInstance;

  beforeAll(async () => {
    // The demo's default query URL is this server's own sandbox: requests to it go to the app in process.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      asked.push({ url, body });
      const res = await env.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/json' },
        payload: String(init?.body),
      });
      const answer = res.json() as Record<string, string>;
      return new Response(JSON.stringify(tamper ? tamper(answer) : answer), {
        status: res.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    });
    // A second node on the same database: its scheduler re-checks too.
    second = await buildApp(testConfig(), {
      database: env.database,
      serveWeb: false,
      runScheduler: false,
      clock: { now: () => env.now },
    });
    // Whichever node credits, its balance push is counted: the race decides which one it is.
    vi.spyOn(second.deps.push, 'publish').mockImplementation(async (topic, event) => {
      if (event.type === PushType.BALANCE) env.pushes.push(topic);
    });
  });
  beforeEach(() => {
    asked.length = 0;
    tamper = null;
  });
  afterAll(async () => {
    await second?.close();
    vi.restoreAllMocks();
  });

  const at = (minutes: number) => new Date(PAY_START.getTime() + minutes * 60_000);
  const recheck = (app: FastifyInstance = env.app) => app.services.depositRecheck.pass(env.now);

  /** The member pays (or fails) on the sandbox page, and the IPN it sends is lost on its way. */
  async function payLosingIpn(url: URL, choice: 'pay' | 'fail') {
    env.app.deps.config.payAllowedIps = ['203.0.113.9'];
    const res = await env.app.inject({
      method: 'POST',
      url: payPaths.vnpaySandboxSubmit,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ q: url.search.slice(1), choice }).toString(),
    });
    expect(res.statusCode).toBe(303);
    env.app.deps.config.payAllowedIps = [];
  }
  const deposits = async (memberId: bigint) =>
    env.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.memberId, memberId), eq(ledger.type, 'deposit')));
  const records = (orderNo: string) =>
    env.database.db.select().from(payCallbacks).where(eq(payCallbacks.orderNo, orderNo));

  it('credits a paid order whose IPN never came once, however many schedulers ask, and a late IPN changes nothing', async () => {
    const m = await member('rcpay');
    const { orderNo, url, fields } = await openVnpay(m.token);
    await payLosingIpn(url, 'pay');
    expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
    expect(await balanceOf(m.id)).toBe(0n);

    // Younger than 15 minutes: not asked.
    env.now = at(RECHECK_AFTER_MINUTES - 1);
    expect((await recheck()).asked).toBe(0);
    expect(asked).toEqual([]);

    // Past it (and past the order's pay window): both nodes' schedulers at once; one asks, one credit.
    expect(VNPAY_ORDER_MINUTES).toBeLessThanOrEqual(RECHECK_AFTER_MINUTES);
    env.now = at(RECHECK_AFTER_MINUTES + 1);
    const [a, b] = await Promise.all([recheck(), recheck(second)]);
    expect(a.credited + b.credited).toBe(1);
    expect(a.asked + b.asked).toBe(1);
    expect(asked).toHaveLength(1);
    const req = asked[0]!;
    expect(req.url).toBe(`http://127.0.0.1:${env.app.deps.config.port}${payPaths.vnpaySandboxQuery}`);
    expect(req.body).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'querydr',
      vnp_TmnCode: fields.vnp_TmnCode,
      vnp_TxnRef: orderNo,
      vnp_OrderInfo: fields.vnp_OrderInfo,
      vnp_TransactionDate: fields.vnp_CreateDate,
    });
    expect(JSON.stringify(req.body)).not.toContain(DEMO_VNPAY_SECRET);

    expect(await statusOf(orderNo)).toBe(DwStatus.COMPLETED);
    expect(await balanceOf(m.id)).toBe(300_000n);
    expect((await deposits(m.id)).map((r) => [r.amount, r.balanceBefore, r.balanceAfter])).toEqual([
      [300_000n, 0n, 300_000n],
    ]);
    expect(env.pushes).toHaveLength(1);
    const intent = await env.database.db.query.payOrders.findFirst({ where: eq(payOrders.orderNo, orderNo) });
    expect(intent?.paidAt).not.toBeNull();
    expect(intent?.providerRef).toMatch(/^\d{8}$/);
    // The provider's record of the credit, for reconciliation, beside the callbacks.
    expect((await records(orderNo)).map((r) => [r.outcome, r.answer, r.amount, r.providerAmount])).toEqual([
      ['credited', 'querydr', '30000000', 300_000n],
    ]);

    // Later ticks on either node: the order is done, nobody asks; the IPN arriving late: already confirmed.
    env.now = at(RECHECK_AFTER_MINUTES + 1 + RECHECK_EVERY_MINUTES);
    expect((await recheck()).asked + (await recheck(second)).asked).toBe(0);
    expect((await ipn(ipnQuery(fields))).RspCode).toBe('02');
    expect(await balanceOf(m.id)).toBe(300_000n);
    expect(await deposits(m.id)).toHaveLength(1);
    expect(env.pushes).toHaveLength(1);
  });

  it('closes as failed an order the provider says failed, from the scheduler tick', async () => {
    const m = await member('rcfail');
    const { orderNo, url } = await openVnpay(m.token);
    await payLosingIpn(url, 'fail');
    expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
    env.now = at(RECHECK_AFTER_MINUTES + 1);
    await env.app.scheduler.tick();
    expect(asked.map((q) => q.body.vnp_TxnRef)).toContain(orderNo);
    expect(await statusOf(orderNo)).toBe(DwStatus.REJECTED);
    expect(await balanceOf(m.id)).toBe(0n);
    expect(await deposits(m.id)).toEqual([]);
    expect((await records(orderNo)).map((r) => r.outcome)).toContain('failed');
  });

  it('changes nothing on a forged answer (a changed field, another secret), and asks again later', async () => {
    const m = await member('rcforge');
    const { orderNo, url } = await openVnpay(m.token);
    await payLosingIpn(url, 'fail');
    // A failed payment answered as paid, its hash kept: the signature no longer matches.
    tamper = (ans) => ({ ...ans, vnp_TransactionStatus: '00' });
    env.now = at(RECHECK_AFTER_MINUTES + 1);
    expect(await recheck()).toMatchObject({ asked: 1, credited: 0, failed: 0, unchanged: 1 });
    // Signed, but with another secret.
    tamper = (ans) => {
      const forged = { ...ans, vnp_TransactionStatus: '00' };
      return { ...forged, vnp_SecureHash: pipeSignature(forged, QUERYDR_RESPONSE_ORDER, 'not-the-secret') };
    };
    env.now = at(RECHECK_AFTER_MINUTES + 1 + RECHECK_EVERY_MINUTES);
    expect(await recheck()).toMatchObject({ asked: 1, credited: 0, failed: 0 });
    // Not JSON at all.
    tamper = () => ({ nonsense: '<html>' });
    env.now = at(RECHECK_AFTER_MINUTES + 1 + 2 * RECHECK_EVERY_MINUTES);
    expect(await recheck()).toMatchObject({ asked: 1, credited: 0, failed: 0 });
    expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
    expect(await balanceOf(m.id)).toBe(0n);
    expect(await deposits(m.id)).toEqual([]);
    expect((await records(orderNo)).map((r) => r.outcome)).toEqual([
      'badSignature',
      'badSignature',
      'badSignature',
    ]);
    // The true answer, next time: failed, closed.
    tamper = null;
    env.now = at(RECHECK_AFTER_MINUTES + 1 + 3 * RECHECK_EVERY_MINUTES);
    expect((await recheck()).failed).toBe(1);
    expect(await statusOf(orderNo)).toBe(DwStatus.REJECTED);
  });

  it('asks about an order the provider does not know at most every few minutes, and gives up after its time', async () => {
    const m = await member('rcunk');
    const { orderNo } = await openVnpay(m.token);
    const mine = () => asked.filter((q) => q.body.vnp_TxnRef === orderNo).length;
    env.now = at(RECHECK_AFTER_MINUTES + 1);
    await recheck();
    expect(mine()).toBe(1);
    env.now = at(RECHECK_AFTER_MINUTES + RECHECK_EVERY_MINUTES);
    await recheck();
    expect(mine()).toBe(1);
    env.now = at(RECHECK_AFTER_MINUTES + 1 + RECHECK_EVERY_MINUTES);
    await recheck();
    expect(mine()).toBe(2);
    // Still not known: pending, nothing recorded, the order left open.
    expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
    expect(await records(orderNo)).toEqual([]);
    env.now = at(VNPAY_ORDER_MINUTES + RECHECK_GIVE_UP_MINUTES + 1);
    await recheck();
    expect(mine()).toBe(2);
    expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
  });
});
