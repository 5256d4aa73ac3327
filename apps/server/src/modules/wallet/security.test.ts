import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { translate } from '@lotus/i18n';
import { consolePaths, memberPaths, paths, ResultCode, walletPaths } from '@lotus/contracts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { dwOrders, members, wallets } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { dbTargets, form, FORM, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { client, expectRefused } from '../../../test/client.ts';
import { expectMoneyConserved } from '../../../test/money.ts';

describeApp('authorization', { runScheduler: true }, (ctx) => {
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    api = client(ctx.app);
  });

  it("keeps one member out of another's data, cards, orders and records whatever ids are sent", async () => {
    const op = await api.operator();
    const a = await api.newMember('alice');
    const b = await api.newMember('bob');
    const aCard = await api.readyToWithdraw(a.token, 'Alice Nguyen');
    await api.readyToWithdraw(b.token, 'Bob Tran');
    await api.credit(op, a.account, '1000');
    const aOrder = (
      await api.post(walletPaths.depositPre, { channelId: 1, amount: '100' }, { token: a.token })
    ).body.data.orderNo as string;
    const aId = (await ctx.db.query.members.findFirst({
      where: eq(members.account, a.account),
    }))!.id.toString();
    const asB = { token: b.token };

    // Orders: B cannot submit, or even see, A's deposit order.
    expectRefused(
      (await api.post(walletPaths.deposit, { orderNo: aOrder, payerName: 'Bob' }, asB)).body,
      'wallet.orderNotFound',
    );
    const order = await ctx.db.query.dwOrders.findFirst({ where: eq(dwOrders.orderNo, aOrder) });
    expect(order!.status).toBe(1);
    // Cards: B cannot withdraw to A's card.
    expectRefused(
      (await api.post(walletPaths.withdraw, { amount: '100', cardId: aCard, fundPwd: '654321ab' }, asB)).body,
      'wallet.cardNotFound',
    );
    // Ids in queries and bodies are ignored: every read is the caller's own.
    const bCards = (await api.get(walletPaths.cardQuery, { memberId: aId }, asB)).body.data;
    expect(bCards.map((c: { holderName: string }) => c.holderName)).toEqual(['Bob Tran']);
    expect((await api.get(walletPaths.dwOrderList, { memberId: aId }, asB)).body.data.total).toBe(0);
    const bRecords = (await api.get(walletPaths.balanceRecords, { memberId: aId }, asB)).body.data;
    expect(bRecords.total).toBe(0);
    expect((await api.get(memberPaths.memberInfo, { memberId: aId }, asB)).body.data).toMatchObject({
      account: b.account,
      balance: '0.000',
    });
    // member/summary takes a memberId for an agent's report of a subordinate (issue #14): a member
    // who is no agent is refused it, and sees only his own summary without it.
    const aSummary = (await api.get(walletPaths.memberSummary, { memberId: aId }, asB)).body;
    expectRefused(aSummary, 'agent.notAgent');
    expect(aSummary.data).toBeNull();
    expect((await api.get(walletPaths.memberSummary, {}, asB)).body.data.balance).toBe('0.000');
    expect((await api.get(walletPaths.withdrawRange, { memberId: aId }, asB)).body.data.balance).toBe(
      '0.000',
    );
    // Changes land on the caller, never on the id sent.
    await api.post(
      memberPaths.update.replace(':type', 'nickname'),
      { nickname: 'Hacker', memberId: aId },
      asB,
    );
    const aRow = await ctx.db.query.members.findFirst({ where: eq(members.account, a.account) });
    expect(aRow!.nickname).toBeNull();
    await api.post(memberPaths.userConfSave, { winBeep: '0', memberId: aId }, asB);
    expect((await api.get(memberPaths.userConf, {}, { token: a.token })).body.data.winBeep).toBe(true);
    // A's money did not move.
    expect((await api.get(paths.userInfo, {}, { token: a.token })).body.data.balance).toBe('1000.000');
  });

  it('refuses every console route to members, and member routes to operators', async () => {
    const m = await api.newMember('sneak');
    const op = await api.operator();
    const orderNo = (
      await api.post(walletPaths.depositPre, { channelId: 1, amount: '100' }, { token: m.token })
    ).body.data.orderNo as string;
    await api.post(walletPaths.deposit, { orderNo, payerName: 'X' }, { token: m.token });
    const calls: [string, string, Record<string, string>][] = [
      ['GET', consolePaths.deposits, {}],
      ['GET', consolePaths.withdrawals, {}],
      ['POST', consolePaths.depositApprove.replace(':orderNo', orderNo), {}],
      ['POST', consolePaths.depositReject.replace(':orderNo', orderNo), { reason: 'x' }],
      ['POST', consolePaths.withdrawalApprove.replace(':orderNo', orderNo), {}],
      ['POST', consolePaths.withdrawalReject.replace(':orderNo', orderNo), { reason: 'x' }],
      ['POST', consolePaths.adjust.replace(':account', m.account), { amount: '1000', reason: 'free money' }],
      ['GET', consolePaths.settings, {}],
      ['POST', consolePaths.settings, { withdrawFeePercent: '0' }],
      ['GET', consolePaths.audit, {}],
    ];
    for (const [method, url, values] of calls) {
      for (const headers of [{ token: m.token }, { authorization: `Bearer ${m.token}` }, {}]) {
        const res = await ctx.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: { ...FORM, ...headers },
          payload: method === 'POST' ? form(values) : undefined,
        });
        // A member's token is forbidden (403); no token at all is "not logged in" (401).
        const member = 'token' in headers || 'authorization' in headers;
        expect(res.statusCode, `${method} ${url}`).toBe(member ? 403 : 401);
        expect(res.json().code).toBe(member ? ResultCode.FORBIDDEN : ResultCode.NOT_LOGGED_IN);
      }
    }
    expect(
      (await ctx.db.query.dwOrders.findFirst({ where: eq(dwOrders.orderNo, orderNo) }))!.status,
    ).toBe(4);
    expect((await api.get(paths.userInfo, {}, { token: m.token })).body.data.balance).toBe('0.000');
    // An operator's token is not a member session either.
    expect((await api.get(memberPaths.memberInfo, {}, { token: op })).res.statusCode).toBe(403);
  });
});

/**
 * 1,000 simultaneous withdrawals and transfers at one account (PostgreSQL only: PGlite is one
 * connection, so nothing there runs at the same time).
 */
describe.each(dbTargets.filter((t) => t === 'postgres'))(
  'concurrent money at one account on %s',
  (target) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let api: ReturnType<typeof client>;

    beforeAll(async () => {
      database = await openTestDatabase(target);
      app = await buildApp(testConfig(), { database, serveWeb: false });
      api = client(app);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('holds the daily count limit exactly when 20 withdrawals arrive at once', async () => {
      const op = await api.operator();
      await api.setSettings(op, { withdrawMin: '1', withdrawDailyLimit: '5', turnoverPercent: '0' });
      const m = await api.newMember('limit');
      const cardId = await api.readyToWithdraw(m.token, 'Limit Tester');
      await api.credit(op, m.account, '1000');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api.post(
            walletPaths.withdraw,
            { amount: '10', cardId, fundPwd: '654321ab', requestId: `lim-${i}` },
            { token: m.token },
          ),
        ),
      );
      const codes = results.map((r) => r.body.msg);
      expect(codes.filter((msg) => msg === translate('en', 'wallet.withdrawReceived'))).toHaveLength(5);
      expect(codes.filter((msg) => msg === "You have reached today's limit of 5 withdrawals")).toHaveLength(
        15,
      );
      expect((await api.get(paths.userInfo, {}, { token: m.token })).body.data.balance).toBe('950.000');
      await api.setSettings(op, { withdrawDailyLimit: '5' });
    });

    it('never overspends, keeps every ledger equal to its balance and conserves the total', async () => {
      const op = await api.operator();
      await api.setSettings(op, {
        withdrawMin: '1',
        withdrawDailyLimit: '100000',
        withdrawFreeTimes: '300',
        withdrawFeePercent: '1.5',
        // Transfers in raise the turnover requirement; this test is about balances, not turnover.
        turnoverPercent: '0',
      });
      const hot = await api.newMember('hot');
      const cardId = await api.readyToWithdraw(hot.token, 'Hot Account');
      const peers = [];
      for (let i = 0; i < 3; i++) {
        const p = await api.newMember('peer');
        await api.readyToWithdraw(p.token, `Peer Number`);
        await api.credit(op, p.account, '500');
        peers.push(p);
      }
      await api.credit(op, hot.account, '10000');
      const startMilli = 10_000_000n;

      // 600 withdrawals and 300 transfers out of the hot account, 100 transfers into it: far more
      // than it holds (about 600 × 25 + 300 × 15 ≈ 19,500 asked of 10,000 + what comes in).
      const requests: Promise<{ kind: string; amountMilli: bigint; code: number; msg: string }>[] = [];
      const started = performance.now();
      for (let i = 0; i < 1000; i++) {
        if (i % 10 < 6) {
          const amount = 10 + (i % 31);
          requests.push(
            api
              .post(
                walletPaths.withdraw,
                { amount, cardId, fundPwd: '654321ab', requestId: `c-w-${i}` },
                { token: hot.token },
              )
              .then(({ body }) => ({
                kind: 'withdraw',
                amountMilli: BigInt(amount) * 1000n,
                code: body.code,
                msg: body.msg,
              })),
          );
        } else if (i % 10 < 9) {
          const peer = peers[i % 3]!;
          const amount = 5 + (i % 21);
          requests.push(
            api
              .post(
                walletPaths.swipe,
                { account: peer.account, amount, fundPwd: '654321ab', requestId: `c-t-${i}` },
                { token: hot.token },
              )
              .then(({ body }) => ({
                kind: 'out',
                amountMilli: BigInt(amount) * 1000n,
                code: body.code,
                msg: body.msg,
              })),
          );
        } else {
          const peer = peers[i % 3]!;
          requests.push(
            api
              .post(
                walletPaths.swipe,
                { account: hot.account, amount: '3', fundPwd: '654321ab', requestId: `c-i-${i}` },
                { token: peer.token },
              )
              .then(({ body }) => ({ kind: 'in', amountMilli: 3000n, code: body.code, msg: body.msg })),
          );
        }
      }
      const results = await Promise.all(requests);
      const elapsedMs = performance.now() - started;

      // Every request either succeeded or was refused for lack of balance: no server errors, no deadlocks.
      const insufficient = 'Your Balance Is Insufficient, Please Go To Deposit';
      const odd = results.filter((r) => r.code !== 0 && r.msg !== insufficient);
      expect(odd).toEqual([]);
      const ok = results.filter((r) => r.code === 0);
      const sum = (kind: string) => ok.filter((r) => r.kind === kind).reduce((s, r) => s + r.amountMilli, 0n);
      const expected = startMilli - sum('withdraw') - sum('out') + sum('in');
      const hotId = (await database.db.query.members.findFirst({ where: eq(members.account, hot.account) }))!
        .id;
      const hotWallet = await database.db.query.wallets.findFirst({ where: eq(wallets.memberId, hotId) });
      expect(hotWallet!.balance).toBe(expected);
      expect(hotWallet!.balance).toBeGreaterThanOrEqual(0n);
      // The account was drained: refusals happened, so the race was real.
      expect(results.filter((r) => r.code !== 0).length).toBeGreaterThan(0);
      expect(ok.filter((r) => r.kind === 'withdraw').length).toBeGreaterThan(0);

      // No negative balance; every account's ledger rows sum to its balance and chain; money is conserved.
      await expectMoneyConserved(database.db);
      // Withdrawal orders hold exactly what left the wallet for them.
      const held = await database.db.execute(sql`
      select coalesce(sum(amount), 0)::text s, count(*)::int n from dw_orders where member_id = ${hotId} and kind = 2`);
      const heldRow = (held as unknown as { rows: { s: string; n: number }[] }).rows[0]!;
      expect(BigInt(heldRow.s)).toBe(sum('withdraw'));

      console.log(
        `concurrency: ${results.length} requests in ${Math.round(elapsedMs)} ms ` +
          `(${Math.round((results.length / elapsedMs) * 1000)} req/s); ok: ${ok.filter((r) => r.kind === 'withdraw').length} withdrawals, ` +
          `${ok.filter((r) => r.kind === 'out').length} transfers out, ${ok.filter((r) => r.kind === 'in').length} transfers in; ` +
          `refused (balance): ${results.length - ok.length}; final balance ${hotWallet!.balance} milli`,
      );
      // 1,000 requests, each checking a fund password with argon2id: 14 s alone on PostgreSQL,
      // over 60 s on a loaded two-core CI machine. The test is about money, not speed.
    }, 180_000);
  },
);
