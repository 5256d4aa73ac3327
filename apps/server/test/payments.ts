import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { consolePaths, payPaths, PushType, walletPaths } from '@lotus/contracts';
import { buildApp } from '../src/app.ts';
import { DEMO_VNPAY_SECRET } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { dwOrders, members, wallets } from '../src/db/schema.ts';
import { signedText, vnpayDate, vnpaySignature } from '../src/modules/payments/vnpay-sign.ts';
import { openTestDatabase, testConfig, type DbTarget } from './harness.ts';
import { client } from './client.ts';

/** 17:00 in Hanoi on 2026-11-26 (business day 2026-11-26): where each payments test starts. */
export const PAY_START = new Date('2026-11-26T10:00:00Z');

/**
 * The payments suites' one server (issue #28: ipn, transfers, reconcile and payout tests): a test
 * database and app on the demo's seed, an operator's token, the balance pushes seen, and the
 * helpers they share. Called inside a `describe`, it registers that describe's hooks; the fields
 * are set once its `beforeAll` has run. Before each test the clock is back at PAY_START (unless
 * `realClock`), the pushes list is empty and PAY_ALLOWED_IPS is unset.
 */
export function paymentsSuite(
  target: DbTarget,
  opts: { settings?: Record<string, string>; realClock?: boolean } = {},
) {
  const env = {
    database: undefined as unknown as DatabaseHandle,
    app: undefined as unknown as FastifyInstance,
    api: undefined as unknown as ReturnType<typeof client>,
    op: '',
    /** The app's clock (unless `realClock`): tests move it. */
    now: PAY_START,
    /** The members' topics of the balance pushes published. */
    pushes: [] as string[],
  };

  beforeAll(async () => {
    env.database = await openTestDatabase(target);
    env.app = await buildApp(testConfig(), {
      database: env.database,
      serveWeb: false,
      runScheduler: false,
      ...(opts.realClock ? {} : { clock: { now: () => env.now } }),
    });
    env.api = client(env.app);
    env.op = await env.api.operator();
    if (opts.settings) await env.api.setSettings(env.op, opts.settings);
    vi.spyOn(env.app.deps.push, 'publish').mockImplementation(async (topic, event) => {
      if (event.type === PushType.BALANCE) env.pushes.push(topic);
    });
  });
  beforeEach(() => {
    env.pushes.length = 0;
    env.now = PAY_START;
    env.app.deps.config.payAllowedIps = [];
  });
  afterAll(async () => {
    await env.app?.close();
    await env.database?.close();
  });

  const ok = (body: { code: number; msg: string }) => expect(body.code, body.msg).toBe(0);

  /** A new member with his id. */
  async function member(prefix: string) {
    const m = await env.api.newMember(prefix);
    const row = await env.database.db.query.members.findFirst({ where: eq(members.account, m.account) });
    return { ...m, id: row!.id };
  }
  const balanceOf = async (memberId: bigint) =>
    (await env.database.db.query.wallets.findFirst({ where: eq(wallets.memberId, memberId) }))!.balance;
  const statusOf = async (orderNo: string) =>
    (await env.database.db.query.dwOrders.findFirst({ where: eq(dwOrders.orderNo, orderNo) }))!.status;

  /** The operator rejects (cancels) a deposit order still in review. */
  async function cancelDeposit(orderNo: string) {
    const path = consolePaths.depositReject.replace(':orderNo', orderNo);
    ok((await env.api.post(path, { reason: 'member asked' }, { token: env.op })).body);
  }

  /** Opens a VNPay deposit on the demo's channel 3; answers its order number and the pay URL's fields. */
  async function openVnpay(token: string, amount = '300', lang = 'en') {
    const { body } = await env.api.post(
      walletPaths.depositPreThird,
      { channelId: 3, amount },
      { token, lang },
    );
    ok(body);
    const url = new URL(body.data.payUrl as string);
    return { orderNo: body.data.orderNo as string, url, fields: Object.fromEntries(url.searchParams) };
  }

  /** VNPay's IPN query for a pay request's fields (paid, unless `over` says otherwise), signed with `secret`. */
  function ipnQuery(
    fields: Record<string, string>,
    over: Record<string, string> = {},
    secret = DEMO_VNPAY_SECRET,
  ) {
    const f: Record<string, string> = {
      vnp_Amount: fields.vnp_Amount!,
      vnp_BankCode: 'NCB',
      vnp_BankTranNo: 'VNP14422574',
      vnp_CardType: 'ATM',
      vnp_OrderInfo: fields.vnp_OrderInfo!,
      vnp_PayDate: vnpayDate(env.now),
      vnp_ResponseCode: '00',
      vnp_TmnCode: fields.vnp_TmnCode!,
      vnp_TransactionNo: '14422574',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: fields.vnp_TxnRef!,
      ...over,
    };
    return `${signedText(f)}&vnp_SecureHash=${vnpaySignature(f, secret)}`;
  }
  /** Sends an IPN from `ip`; answers VNPay's JSON. */
  async function ipn(query: string, ip = '127.0.0.1') {
    const res = await env.app.inject({
      method: 'GET',
      url: `${payPaths.vnpayIpn}?${query}`,
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { RspCode: string; Message: string };
  }

  return Object.assign(env, { ok, member, balanceOf, statusOf, cancelDeposit, openVnpay, ipnQuery, ipn });
}
