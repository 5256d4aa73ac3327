/**
 * Request ids (issue #26): every call whose body takes one (`requestId`, a bet's `key`) answers a
 * retry with the same parameters with its first result and moves nothing more, and refuses the
 * same key with other parameters (REQUEST_KEY_REUSED, translated), leaving balances, orders and
 * moves as they were. Before, a withdrawal of 150 under the key of a withdrawal of 100 answered
 * "Withdrawal succeeded" with the order of 100. The calls are found in the route table, so a new
 * call with a request id fails this test until it is walked here.
 */
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { count, eq, sql } from 'drizzle-orm';
import { chasePaths, consolePaths, lotteryPaths, orderPaths, ResultCode, walletPaths } from '@lotus/contracts';
import { translate } from '@lotus/i18n';
import { buildBetLine, buildDoubleLine, creditItems, type Play } from '@lotus/engine';
import { consoleProposals, dwOrders, members, moneyMoves, orders, wallets } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { client, type Body } from '../../../test/client.ts';

const ssc = familyOf('ssc')!;
const play = (code: string) => ssc.plays.find((p) => p.code === code)! as unknown as Play;
const DWD = play('ssc.5x.dwd');
const SUM = play('ssc.dbl.sum');
const line = (multiple: number) => JSON.stringify([buildBetLine({ play: DWD, selection: { rows: [[1, 2, 3], [], [], [], []] }, mode: 1, multiple, lineNo: 1 })]);
const double = (amountMilli: bigint) => {
  const wire = buildDoubleLine(creditItems(SUM)[0]!, amountMilli);
  return { 'list.0.playItemId': wire.playItemId, 'list.0.betAmount': wire.betAmount, 'list.0.betCount': wire.betCount };
};

/** The fields a route's body calls its request id, if any. */
function requestIdFields(body: unknown): string[] {
  let schema = body as z.ZodType | undefined;
  while (schema && !(schema instanceof z.ZodObject) && 'innerType' in (schema as object)) schema = (schema as unknown as { innerType: () => z.ZodType }).innerType();
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.keys(schema.shape).filter((k) => k === 'requestId' || k === 'key');
}

describeApp('a request id reused with other parameters is refused', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let api: ReturnType<typeof client>;
  // Saturday 2026-11-21 17:00:30 in Hồ Chí Minh City: lottery 101 on sale.

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    api = client(ctx.app);
  });

  it('every call with a request id: same key and body → the first result, nothing moved again; same key, other body → refused, nothing changed', async () => {
    const db = ctx.db;
    const op = await api.operator();
    const m = await api.newMember('rk');
    const to = await api.newMember('rkto');
    const cardId = await api.readyToWithdraw(m.token);
    const [{ id: memberId }] = (await db.select({ id: members.id }).from(members).where(eq(members.account, m.account))) as [{ id: bigint }];
    await db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: `test:${m.account}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(memberId), amount: 100_000_000n, memberId }),
    );
    const pno = (await api.get(lotteryPaths.currentSaleIssue, { ticketId: 101 }, { token: m.token })).body.data.issue as string;
    const next = (await api.post(chasePaths.traceIssues, { ticketId: 101, num: 2 }, { token: m.token })).body.data as { issue: string }[];
    const cd = (k: number) => next.map((i, n) => `${i.issue},${n + k}`).join('|');
    const bet = { tid: 101, confirm: 1 };

    /** Per call: its path, who calls, the first body, and the same key with another body. */
    const calls: { url: string; token: string; first: Record<string, string | number>; other: Record<string, string | number> }[] = [
      { url: walletPaths.depositPre, token: m.token, first: { channelId: 1, amount: '100', requestId: 'rk-dep' }, other: { channelId: 1, amount: '150', requestId: 'rk-dep' } },
      { url: walletPaths.depositPreThird, token: m.token, first: { channelId: 3, amount: '300', requestId: 'rk-dep3' }, other: { channelId: 3, amount: '400', requestId: 'rk-dep3' } },
      { url: walletPaths.withdraw, token: m.token, first: { amount: '100', cardId, fundPwd: '654321ab', requestId: 'rk-wd' }, other: { amount: '150', cardId, fundPwd: '654321ab', requestId: 'rk-wd' } },
      { url: walletPaths.swipe, token: m.token, first: { account: to.account, amount: '1', fundPwd: '654321ab', requestId: 'rk-tr' }, other: { account: to.account, amount: '2', fundPwd: '654321ab', requestId: 'rk-tr' } },
      { url: orderPaths.normalCreate, token: m.token, first: { ...bet, pno, bd: line(1), key: 'rk-normal-1' }, other: { ...bet, pno, bd: line(2), key: 'rk-normal-1' } },
      { url: orderPaths.normalSolo, token: m.token, first: { ...bet, pno, bd: line(3), key: 'rk-solo-01' }, other: { ...bet, pno, bd: line(4), key: 'rk-solo-01' } },
      { url: orderPaths.doubleCreate, token: m.token, first: { ...bet, pno, ...double(2000n), key: 'rk-double-1' }, other: { ...bet, pno, ...double(3000n), key: 'rk-double-1' } },
      { url: orderPaths.normalChase, token: m.token, first: { ...bet, cd: cd(1), cm: 0, bd: line(1), key: 'rk-chase-01' }, other: { ...bet, cd: cd(2), cm: 0, bd: line(1), key: 'rk-chase-01' } },
      { url: orderPaths.doubleChase, token: m.token, first: { ...bet, cd: cd(1), cm: 0, ...double(2000n), key: 'rk-dchase-1' }, other: { ...bet, cd: cd(1), cm: 0, ...double(4000n), key: 'rk-dchase-1' } },
      { url: consolePaths.adjust.replace(':account', m.account), token: op, first: { amount: '5', reason: 'goodwill', requestId: 'rk-adj' }, other: { amount: '6', reason: 'goodwill', requestId: 'rk-adj' } },
    ];
    // Every route whose body takes a request id is walked.
    const withKey = ctx.app.routeTable.filter((r) => requestIdFields(r.body).length > 0).map((r) => r.url);
    expect(calls.map((c) => (c.url.startsWith('/api/console/members/') ? consolePaths.adjust : c.url)).sort()).toEqual([...withKey].sort());

    const state = async () => ({
      balances: (await db.select({ id: wallets.memberId, b: wallets.balance }).from(wallets).orderBy(wallets.memberId)).map((w) => `${w.id}:${w.b}`),
      orders: (await db.select({ id: orders.id, amount: orders.amountMilli, status: orders.status }).from(orders).orderBy(orders.id)).map((o) => `${o.id}:${o.amount}:${o.status}`),
      dw: (await db.select({ no: dwOrders.orderNo, amount: dwOrders.amount, status: dwOrders.status }).from(dwOrders).orderBy(dwOrders.id)).map((o) => `${o.no}:${o.amount}:${o.status}`),
      moves: (await db.select({ n: count() }).from(moneyMoves))[0]!.n,
      proposals: (await db.select({ id: consoleProposals.id, payload: consoleProposals.payload }).from(consoleProposals).orderBy(consoleProposals.id)).map((p) => `${p.id}:${p.payload.amount}`),
    });
    const ok = (b: Body, what: string) => expect(b.code, `${what}: ${b.msg}`).toBe(0);
    /** What a first result is, for comparing a replay with it (a replay may flag itself `replayed`). */
    const resultOf = (data: Record<string, unknown>) => {
      const { replayed: _r, ...rest } = data;
      return rest;
    };

    for (const c of calls) {
      const before = await state();
      const first = (await api.post(c.url, c.first, { token: c.token })).body;
      ok(first, `${c.url} first`);
      const after = await state();
      expect(after, `${c.url} did something`).not.toEqual(before);

      const again = (await api.post(c.url, c.first, { token: c.token })).body;
      ok(again, `${c.url} same key, same body`);
      expect(first.data, `${c.url} answers its first result`).toMatchObject(resultOf(again.data));
      expect(await state(), `${c.url} moved nothing the second time`).toEqual(after);

      const other = (await api.post(c.url, c.other, { token: c.token })).body;
      expect(other, `${c.url} same key, other body`).toEqual({ code: ResultCode.REQUEST_KEY_REUSED, msg: translate('en', 'errors.requestKeyReused'), data: null });
      expect(await state(), `${c.url} changed nothing when refused`).toEqual(after);
    }
    // In the member's language too.
    const zh = (await api.post(walletPaths.withdraw, calls[2]!.other, { token: m.token, lang: 'zh' })).body;
    expect(zh).toMatchObject({ code: ResultCode.REQUEST_KEY_REUSED, msg: translate('zh', 'errors.requestKeyReused') });
    // The withdrawal of 100 stands as it was.
    const [wd] = await db.select().from(dwOrders).where(sql`${dwOrders.memberId} = ${memberId} and ${dwOrders.kind} = 2`);
    expect(wd).toMatchObject({ amount: 100_000n, status: 1 });
    await expectMoneyConserved(db);
  });
});
