import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { DwStatus, payPaths, protectionPaths, walletPaths } from '@lotus/contracts';
import { buildApp } from '../../app.ts';
import { DEMO_VNPAY_SECRET } from '../../config.ts';
import { dwOrders, ledger, payCallbacks, payOrders } from '../../db/schema.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { describePayments } from '../../../test/payments.ts';
import { signedText, verifyVnpay, vnpaySignature } from './vnpay-sign.ts';

/**
 * VNPay end to end on the server (issue #28 §1 and its safety points): the signed pay URL, the IPN
 * credited once through the ledger (row with before/after, balance push), VNPay's answer codes,
 * failed, expired and cancelled orders, concurrent duplicates, PAY_ALLOWED_IPS, player
 * protection before the pay URL, the callbacks' record and the demo's sandbox page.
 */
describePayments('VNPay payments', {}, (env) => {
  const { ok, member, balanceOf, statusOf, cancelDeposit, openVnpay: open, ipnQuery, ipn } = env;

  it('answers depositPre/third with a pay URL carrying every vnp_ field, signed, and no secret', async () => {
    const m = await member('vpurl');
    const { orderNo, url, fields } = await open(m.token, '300.5', 'vi');
    expect(url.pathname).toBe(payPaths.vnpaySandbox);
    expect(fields).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'LOTUSDEM',
      vnp_Amount: '30050000', // 300.5 units × 1,000 VND × 100
      vnp_CurrCode: 'VND',
      vnp_TxnRef: orderNo,
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_CreateDate: '20261126170000',
      vnp_ExpireDate: '20261126171500',
    });
    expect(fields.vnp_OrderInfo).toMatch(/^[A-Za-z0-9 ]+$/);
    expect(fields.vnp_ReturnUrl).toMatch(/\/web\/manager\/funds\/deposit$/);
    expect(fields.vnp_IpAddr).toBe('127.0.0.1');
    expect(verifyVnpay(fields, DEMO_VNPAY_SECRET)).toBe(true);
    expect(url.toString()).not.toContain(DEMO_VNPAY_SECRET);
    const intent = await env.database.db.query.payOrders.findFirst({ where: eq(payOrders.orderNo, orderNo) });
    expect(intent).toMatchObject({
      provider: 'vnpay',
      providerAmount: 300_500n,
      currency: 'VND',
      terminal: 'LOTUSDEM',
    });
  });

  it('credits a paid IPN once through the ledger, pushes the balance, and answers a repeat 02', async () => {
    const m = await member('vpok');
    const { orderNo, fields } = await open(m.token);
    expect(await balanceOf(m.id)).toBe(0n);
    expect(await ipn(ipnQuery(fields))).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await balanceOf(m.id)).toBe(300_000n);
    expect(await statusOf(orderNo)).toBe(DwStatus.COMPLETED);
    const rows = await env.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.memberId, m.id), eq(ledger.type, 'deposit')));
    expect(rows.map((r) => [r.amount, r.balanceBefore, r.balanceAfter])).toEqual([[300_000n, 0n, 300_000n]]);
    expect(env.pushes).toHaveLength(1);
    expect((await ipn(ipnQuery(fields))).RspCode).toBe('02');
    expect(await balanceOf(m.id)).toBe(300_000n);
    expect(env.pushes).toHaveLength(1);
    const intent = await env.database.db.query.payOrders.findFirst({ where: eq(payOrders.orderNo, orderNo) });
    expect(intent?.providerRef).toBe('14422574');
  });

  it('credits ten identical IPNs sent at once exactly once', async () => {
    const m = await member('vpten');
    const { fields } = await open(m.token, '1000');
    const query = ipnQuery(fields);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ipn(query)));
    expect(answers.filter((a) => a.RspCode === '00')).toHaveLength(1);
    expect(answers.filter((a) => a.RspCode === '02')).toHaveLength(9);
    expect(await balanceOf(m.id)).toBe(1_000_000n);
    const rows = await env.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.memberId, m.id), eq(ledger.type, 'deposit')));
    expect(rows).toHaveLength(1);
  });

  it('checks the signature before anything else: 97, nothing credited, the callback recorded', async () => {
    const m = await member('vpsig');
    const { orderNo, fields } = await open(m.token);
    const good = ipnQuery(fields);
    const cases = [
      ipnQuery(fields, {}, 'not-the-secret'),
      good.replace(`vnp_Amount=${fields.vnp_Amount}`, `vnp_Amount=${Number(fields.vnp_Amount) * 10}`),
      good.replace(/vnp_SecureHash=\w+/, 'vnp_SecureHash=abc'),
      good.replace(/&vnp_SecureHash=\w+/, ''),
      `${good}&vnp_TxnRef=${orderNo}`, // a field twice
      `${good}&vnp_Extra=1`, // an unsigned field
      '',
    ];
    for (const q of cases) expect((await ipn(q)).RspCode, q).toBe('97');
    expect(await balanceOf(m.id)).toBe(0n);
    expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
    const recorded = await env.database.db
      .select()
      .from(payCallbacks)
      .where(eq(payCallbacks.outcome, 'badSignature'));
    expect(recorded.length).toBeGreaterThanOrEqual(cases.length);
  });

  it('answers 01 for an unknown order and 04 for a signed wrong amount, crediting nothing', async () => {
    const m = await member('vpamt');
    const { orderNo, fields } = await open(m.token);
    expect((await ipn(ipnQuery({ ...fields, vnp_TxnRef: 'D20260101000000123456' }))).RspCode).toBe('01');
    expect((await ipn(ipnQuery({ ...fields, vnp_TmnCode: 'OTHERTMN' }))).RspCode).toBe('01');
    expect((await ipn(ipnQuery({ ...fields, vnp_Amount: '30000100' }))).RspCode).toBe('04');
    expect((await ipn(ipnQuery({ ...fields, vnp_Amount: '99999999999999999999' }))).RspCode).toBe('04');
    expect((await ipn(ipnQuery({ ...fields, vnp_Amount: '-30000000' }))).RspCode).toBe('04');
    expect(await balanceOf(m.id)).toBe(0n);
    expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
  });

  it('closes the order as failed on a failed payment, and a later paid IPN for it credits nothing', async () => {
    const m = await member('vpfail');
    const { orderNo, fields } = await open(m.token);
    expect(
      (await ipn(ipnQuery(fields, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }))).RspCode,
    ).toBe('00');
    expect(await statusOf(orderNo)).toBe(DwStatus.REJECTED);
    expect((await ipn(ipnQuery(fields))).RspCode).toBe('02');
    expect(await balanceOf(m.id)).toBe(0n);
    const last = await env.database.db.select().from(payCallbacks).where(eq(payCallbacks.orderNo, orderNo));
    expect(last.map((c) => c.outcome).sort()).toEqual(['failed', 'unmatched']);
  });

  it('does not credit an expired order or one an operator cancelled: the callback is kept as unmatched', async () => {
    const m = await member('vpexp');
    const expired = await open(m.token);
    env.now = new Date(env.now.getTime() + 16 * 60_000);
    expect((await ipn(ipnQuery(expired.fields))).RspCode).toBe('02');
    expect(await statusOf(expired.orderNo)).toBe(DwStatus.PROCESSING);
    const cancelled = await open(m.token);
    await cancelDeposit(cancelled.orderNo);
    expect((await ipn(ipnQuery(cancelled.fields))).RspCode).toBe('02');
    expect(await balanceOf(m.id)).toBe(0n);
    for (const o of [expired, cancelled]) {
      const rows = await env.database.db
        .select()
        .from(payCallbacks)
        .where(eq(payCallbacks.orderNo, o.orderNo));
      expect(rows.map((r) => r.outcome)).toEqual(['unmatched']);
    }
  });

  it('takes callbacks only from PAY_ALLOWED_IPS when it is set', async () => {
    const m = await member('vpip');
    const { fields } = await open(m.token);
    env.app.deps.config.payAllowedIps = ['203.171.19.146'];
    expect((await ipn(ipnQuery(fields), '198.51.100.7')).RspCode).toBe('99');
    expect(await balanceOf(m.id)).toBe(0n);
    expect((await ipn(ipnQuery(fields), '203.171.19.146')).RspCode).toBe('00');
    expect(await balanceOf(m.id)).toBe(300_000n);
  });

  it('applies self-exclusion and deposit limits before a pay URL is issued', async () => {
    const limited = await member('vplim');
    ok(
      (
        await env.api.post(
          protectionPaths.setLimit,
          { kind: 'deposit', period: '24h', amount: '200' },
          { token: limited.token },
        )
      ).body,
    );
    const refused = (
      await env.api.post(
        walletPaths.depositPreThird,
        { channelId: 3, amount: '300' },
        { token: limited.token },
      )
    ).body;
    expect(refused.code).not.toBe(0);
    expect(refused.data?.payUrl).toBeUndefined();
    const excluded = await member('vpexc');
    ok(
      (
        await env.api.post(
          protectionPaths.takeBreak,
          { kind: 'exclusion', duration: '6m' },
          { token: excluded.token },
        )
      ).body,
    );
    const res = (
      await env.api.post(
        walletPaths.depositPreThird,
        { channelId: 3, amount: '300' },
        { token: excluded.token },
      )
    ).body;
    expect(res.code).not.toBe(0);
    const opened = await env.database.db.select().from(dwOrders).where(eq(dwOrders.memberId, excluded.id));
    expect(opened).toEqual([]);
  });

  it('lists every callback in the console, paged, with its raw request and no secret', async () => {
    const list = (q: Record<string, string | number>) =>
      env.api.get(payPaths.consoleCallbacks, q, { token: env.op });
    const all = (await list({ page: 1, size: 2 })).body;
    ok(all);
    expect(all.data.list).toHaveLength(2);
    expect(all.data.total).toBeGreaterThan(10);
    expect(all.data.list[0].raw).toContain('vnp_');
    const bad = (await list({ outcome: 'badSignature', size: 100 })).body;
    expect(
      bad.data.list.every(
        (r: { outcome: string; answer: string }) => r.outcome === 'badSignature' && r.answer === '97',
      ),
    ).toBe(true);
    const m = await member('vplist');
    const refused = (await env.api.get(payPaths.consoleCallbacks, {}, { token: m.token })).body;
    expect(refused.code).not.toBe(0);
    const everything = await env.database.db.select().from(payCallbacks);
    expect(JSON.stringify(everything, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      DEMO_VNPAY_SECRET,
    );
    const doc = await env.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.body).toContain(payPaths.vnpayIpn);
    expect(doc.body).not.toContain(DEMO_VNPAY_SECRET);
  });

  it('fuzz: signed IPNs with huge, negative or malformed amounts, unknown fields and other codes never answer 5xx and credit only the exact payment, once', async () => {
    const m = await member('vpfuzz');
    const { orderNo, fields } = await open(m.token);
    let credits = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          amount: fc.oneof(
            fc.constant(fields.vnp_Amount!),
            fc.constantFrom(
              '99999999999999999999999',
              '-30000000',
              '3e7',
              '30000000.0',
              '',
              ' 30000000',
              '0x1C9C380',
            ),
            fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
          ),
          code: fc.constantFrom('00', '00', '24', '99', '', '0'),
          status: fc.option(fc.constantFrom('00', '01', '02'), { nil: undefined }),
          txnRef: fc.oneof(fc.constant(orderNo), fc.string({ maxLength: 40 })),
          extra: fc.dictionary(
            fc.string({ minLength: 1, maxLength: 12 }).map((k) => `vnp_${k}`),
            fc.string({ maxLength: 50 }),
            { maxKeys: 3 },
          ),
          tamper: fc.boolean(),
        }),
        async (r) => {
          const over: Record<string, string> = {
            ...r.extra,
            vnp_Amount: r.amount,
            vnp_ResponseCode: r.code,
            vnp_TxnRef: r.txnRef,
          };
          if (r.status !== undefined) over.vnp_TransactionStatus = r.status;
          let query = ipnQuery(fields, over);
          if (r.status === undefined) {
            const f = Object.fromEntries(new URLSearchParams(query));
            delete f.vnp_TransactionStatus;
            delete f.vnp_SecureHash;
            query = `${signedText(f)}&vnp_SecureHash=${vnpaySignature(f, DEMO_VNPAY_SECRET)}`;
          }
          if (r.tamper)
            query = query.replace(
              /vnp_SecureHash=(\w)/,
              (_m, c: string) => `vnp_SecureHash=${c === 'a' ? 'b' : 'a'}`,
            );
          const before = await balanceOf(m.id);
          const res = await env.app.inject({ method: 'GET', url: `${payPaths.vnpayIpn}?${query}` });
          expect(res.statusCode).toBeLessThan(500);
          const answer = res.json() as { RspCode: string };
          expect(['00', '01', '02', '04', '97', '99']).toContain(answer.RspCode);
          const gained = (await balanceOf(m.id)) - before;
          if (gained !== 0n) {
            credits += 1;
            expect(gained).toBe(300_000n);
            expect(
              r.tamper ||
                r.amount !== fields.vnp_Amount ||
                r.code !== '00' ||
                (r.status ?? '00') !== '00' ||
                r.txnRef !== orderNo,
            ).toBe(false);
          }
        },
      ),
      { numRuns: 60, seed: 20261127 },
    );
    expect(credits).toBeLessThanOrEqual(1);
    // A huge vnp_Amount in an IPN's raw query is recorded, never parsed into a number that overflows.
    const rows = await env.database.db.select().from(payCallbacks).where(eq(payCallbacks.orderNo, orderNo));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("serves the demo's sandbox page: Pay sends the signed IPN and returns the member to the site", async () => {
    const m = await member('vpsbx');
    const { orderNo, url } = await open(m.token);
    const page = await env.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain('300.000 ₫');
    expect(page.body).not.toContain(DEMO_VNPAY_SECRET);
    const forged = await env.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search.replace('vnp_Amount=30000000', 'vnp_Amount=1')}`,
    });
    expect(forged.statusCode).toBe(400);
    const q = url.search.slice(1);
    const pay = await env.app.inject({
      method: 'POST',
      url: payPaths.vnpaySandboxSubmit,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ q, choice: 'pay' }).toString(),
    });
    expect(pay.statusCode).toBe(303);
    const back = new URL(pay.headers.location as string);
    expect(back.pathname).toBe('/web/manager/funds/deposit');
    expect(back.searchParams.get('vnp_ResponseCode')).toBe('00');
    expect(back.searchParams.get('vnp_TxnRef')).toBe(orderNo);
    expect(await balanceOf(m.id)).toBe(300_000n);
    const again = await open(m.token);
    const fail = await env.app.inject({
      method: 'POST',
      url: payPaths.vnpaySandboxSubmit,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ q: again.url.search.slice(1), choice: 'fail' }).toString(),
    });
    expect(new URL(fail.headers.location as string).searchParams.get('vnp_ResponseCode')).toBe('24');
    expect(await statusOf(again.orderNo)).toBe(DwStatus.REJECTED);
    expect(await balanceOf(m.id)).toBe(300_000n);
  });
});

describe('VNPay without the demo', () => {
  it('serves no sandbox and offers no VNPay channel without a hash secret', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp(
      testConfig({
        seedDemo: false,
        vnpay: { tmnCode: 'LOTUSDEM', hashSecret: undefined, demoSecret: false },
      }),
      {
        database,
        serveWeb: false,
        runScheduler: false,
      },
    );
    try {
      const page = await app.inject({ method: 'GET', url: payPaths.vnpaySandbox });
      expect(page.statusCode).toBe(404);
      const answer = await app.inject({
        method: 'GET',
        url: `${payPaths.vnpayIpn}?vnp_TxnRef=1&vnp_SecureHash=${'a'.repeat(128)}`,
      });
      expect(answer.json()).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
