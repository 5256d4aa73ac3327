import { beforeAll, beforeEach, expect, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { consolePaths, payPaths, PushType, walletPaths } from '@lotus/contracts';
import { DEMO_VNPAY_SECRET } from '../src/config.ts';
import { dwOrders, members, wallets } from '../src/db/schema.ts';
import { signedText, vnpayDate, vnpaySignature } from '../src/modules/payments/vnpay-sign.ts';
import { describeApp, type AppContext } from './app.ts';
import { client } from './client.ts';

/** 17:00 in Hanoi on 2026-11-26 (business day 2026-11-26): where each payments test starts. */
export const PAY_START = new Date('2026-11-26T10:00:00Z');

/** The payments suites' clock: tests set `at`. */
export interface PayClock {
  at: Date;
  now(): Date;
}

/**
 * The payments suites (issue #28: ipn, transfers, reconcile, recheck and payout tests): the app
 * fixture (`describeApp`, suites named `<name> on <target>`) on the demo's seed, with an
 * operator's token, the balance pushes seen, and the helpers they share, handed to `body` as
 * `env`; its fields are set once the fixture's `beforeAll` has run. Before each test the clock
 * is back at PAY_START (unless `realClock`), the pushes list is empty and PAY_ALLOWED_IPS is unset.
 */
export function describePayments(
  name: string,
  opts: { settings?: Record<string, string>; realClock?: boolean },
  body: (env: PaymentsEnv) => void,
): void {
  const payClock = (): PayClock => {
    const clock: PayClock = { at: PAY_START, now: () => clock.at };
    return clock;
  };
  describeApp(name, opts.realClock ? {} : { clock: payClock }, (ctx) => body(paymentsEnv(ctx, opts)));
}

export type PaymentsEnv = ReturnType<typeof paymentsEnv>;

function paymentsEnv(ctx: AppContext<PayClock>, opts: { settings?: Record<string, string>; realClock?: boolean }) {
  // Under `realClock` the app runs on the system clock; `now` is then only the tests' own date.
  const clock: { at: Date } = opts.realClock ? { at: PAY_START } : ctx.clock;
  const env = {
    get database() {
      return ctx.database;
    },
    get app() {
      return ctx.app;
    },
    api: undefined as unknown as ReturnType<typeof client>,
    op: '',
    /** The app's clock (unless `realClock`): tests move it. */
    get now() {
      return clock.at;
    },
    set now(at: Date) {
      clock.at = at;
    },
    /** The members' topics of the balance pushes published. */
    pushes: [] as string[],
  };

  beforeAll(async () => {
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
