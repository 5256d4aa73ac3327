/**
 * The per-issue stake limit (`lotteries.max_issue_stake_milli`) against what the member staked on
 * the issue, which the database keeps in `issue_stakes` (migration 0024, issue #18): bets count
 * as they are placed — one by one or batched, and concurrent bets cannot pass it together — and stop counting when the member cancels, a chase
 * is cancelled or an operator cancels the issue; settled orders still count. The totals equal the
 * sum of the counting orders after every step (test/money.ts), and that check catches a total
 * that has drifted.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { chasePaths, lotteryPaths, orderPaths, protectionPaths, type ConsoleCancelResult, type PlacedOrders } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { issueStakes, issues, lotteries, members } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { expectMoneyConserved, moneyDrift } from '../../../test/money.ts';
import { newOperator } from '../../../test/operators.ts';
import { familyOf } from '../lottery/families.ts';
import { placedSpan } from '../ledger/index.ts';
import { refundBatchPick, refundBatchUpdate } from '../settlement/service.ts';
import { bigintArray } from '../../db/arrays.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** Every digit on the first position: 10 bets, 20.000 at multiple 1. */
const line = (multiple = 1) => buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple, lineNo: 1 });
const LIMIT = 'The total bet on this issue exceeds the limit';

describeApp('the per-issue stake limit', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let token: string;
  let memberId: bigint;
  let seq = 0;
  const clock = ctx.clock;

  const currentIssue = async () => (await get<{ issue: string }>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`)).data.issue;
  const bet = (pno: string, multiple = 1) =>
    post<PlacedOrders>(ctx.app, orderPaths.normalCreate, { tid: 101, pno, bd: JSON.stringify([line(multiple)]), confirm: 1, key: `limit-${ctx.target}-${++seq}` }, token);
  /** What the member has staked on an issue, as the limit reads it (milli-units). */
  const staked = async (pno: string, db: Pick<typeof ctx.db, 'select'> = ctx.db) => {
    const [row] = await db
      .select({ staked: issueStakes.stakedMilli })
      .from(issueStakes)
      .innerJoin(issues, eq(issues.id, issueStakes.issueId))
      .where(and(eq(issueStakes.memberId, memberId), eq(issues.lotteryId, 101), eq(issues.issueNo, pno)));
    return row?.staked ?? 0n;
  };

  /** The next minute's issue, on sale. */
  const nextIssue = async () => {
    clock.advance(60_000);
    await ctx.app.scheduler.tick();
    return currentIssue();
  };
  /** Ten bets of 20.000 at once on an empty issue (limit 100.000): five are placed, five refused. */
  const fiveOfTenAtOnce = async (pno: string) => {
    const results = await Promise.all(Array.from({ length: 10 }, () => bet(pno)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(5);
    expect(results.filter((r) => r.code !== 0).map((r) => r.msg)).toEqual(Array(5).fill(LIMIT));
    expect(await staked(pno)).toBe(100_000n);
    await expectMoneyConserved(ctx.db);
  };

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    token = await memberToken(ctx.app);
    memberId = (await ctx.db.select().from(members).where(eq(members.account, DEMO.member.account)))[0]!.id;
    // 100.000 an issue: five lines of 20.000.
    await ctx.db.update(lotteries).set({ maxIssueStakeMilli: 100_000n }).where(eq(lotteries.id, 101));
  });

  it('counts each bet, refuses the one beyond the limit, and counts a cancelled bet no more', async () => {
    const pno = await currentIssue();
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await bet(pno);
      expect(res.code, res.msg).toBe(0);
      placed.push(res.data.orderIds[0]!);
    }
    expect(await staked(pno)).toBe(100_000n);
    expect((await bet(pno)).msg).toBe(LIMIT);
    expect(await staked(pno)).toBe(100_000n);
    // The member takes one back: it no longer counts, and a bet fits again — once.
    expect((await post(ctx.app, orderPaths.cancel, { orderId: placed[0]! }, token)).code).toBe(0);
    expect(await staked(pno)).toBe(80_000n);
    expect((await bet(pno)).code).toBe(0);
    expect((await bet(pno)).msg).toBe(LIMIT);
    await expectMoneyConserved(ctx.db);
  });

  it('counts concurrent bets, which go to the database together, each once', async () => {
    const pno = await nextIssue();
    // Four at once (20 + 40 + 20 + 20 = 100): all fit, and the total is their sum.
    const results = await Promise.all([bet(pno), bet(pno, 2), bet(pno), bet(pno)]);
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect(await staked(pno)).toBe(100_000n);
    expect((await bet(pno)).msg).toBe(LIMIT);
    await expectMoneyConserved(ctx.db);
  });

  it('ten concurrent bets of 20.000 against a limit of 100.000: five are placed, five refused', async () => {
    const pno = await nextIssue();
    // Each reads its context before any is placed, so each passes the context's check; the
    // database's total, read under its row lock as each bet is written, refuses the sixth on.
    await fiveOfTenAtOnce(pno);
  });

  it('frees a later issue when the member cancels the rest of his chase', async () => {
    clock.advance(60_000);
    await ctx.app.scheduler.tick();
    const next = await post<{ issue: string }[]>(ctx.app, chasePaths.traceIssues, { ticketId: 101, num: 3 }, token);
    const later = next.data[2]!.issue;
    const chaseOn = (cd: string) =>
      post<PlacedOrders & { chaseId: string }>(ctx.app, orderPaths.normalChase, { tid: 101, bd: JSON.stringify([line()]), cd, cm: 0, confirm: 1, key: `limit-${ctx.target}-${++seq}` }, token);
    /** The three issues, 20.000 on each of the first two and `last` lines on the third. */
    const plan = (last: number) => next.data.map((i, n) => `${i.issue},${n === 2 ? last : 1}`).join('|');
    const chase = await chaseOn(plan(5));
    expect(chase.code, chase.msg).toBe(0);
    expect(await staked(later)).toBe(100_000n);
    expect((await chaseOn(plan(1))).msg).toBe(LIMIT);
    expect((await post(ctx.app, chasePaths.cancelByChaseId, { chaseId: chase.data.chaseId }, token)).code).toBe(0);
    expect(await staked(later)).toBe(0n);
    expect((await chaseOn(plan(5))).code).toBe(0);
    expect(await staked(later)).toBe(100_000n);
    await expectMoneyConserved(ctx.db);
  });

  it('keeps settled orders counted, and counts none once an operator cancels the issue', async () => {
    clock.advance(4 * 60_000);
    await ctx.app.scheduler.tick();
    const pno = await currentIssue();
    expect((await bet(pno, 3)).code).toBe(0);
    // Sales close, the issue is drawn and settled: the order still counts.
    clock.advance(60_000);
    await ctx.app.scheduler.tick();
    const [issue] = await ctx.db.select().from(issues).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, pno)));
    expect(issue!.status).toBe(3);
    expect(await staked(pno)).toBe(60_000n);
    await expectMoneyConserved(ctx.db);
    // Two operators cancel it: every stake is refunded and nothing counts.
    const cancel = (op: string) => post<ConsoleCancelResult>(ctx.app, lotteryPaths.consoleCancel, { ticketId: 101, issue: pno, reason: 'wrong seed chain' }, op);
    await cancel(await operatorToken(ctx.app));
    expect((await cancel(await newOperator(ctx.app, `lim${ctx.target.slice(0, 2)}`, 'operations'))).data).toMatchObject({ confirmed: true });
    await ctx.app.scheduler.tick();
    expect(await staked(pno)).toBe(0n);
    await expectMoneyConserved(ctx.db);
  });

  it('a member under player protection (his bets go one by one under his wallet lock): the same five of ten', async () => {
    // A wager limit far above these bets puts him on the protected path (orders/service.ts).
    expect((await post(ctx.app, protectionPaths.setLimit, { kind: 'wager', period: '24h', amount: '1000000' }, token)).code).toBe(0);
    const pno = await nextIssue();
    await fiveOfTenAtOnce(pno);
  });

  it("a cancelled issue's refund batch moves the totals in one trigger call, not one per order", async () => {
    const pno = await nextIssue();
    for (let i = 0; i < 5; i++) expect((await bet(pno)).code).toBe(0);
    expect(await staked(pno)).toBe(100_000n);
    const [issue] = await ctx.db.select().from(issues).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, pno)));
    const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
    await ctx.db
      .transaction(async (tx) => {
        // Function calls of this transaction (pg_stat_xact_user_functions counts plpgsql calls once track_functions is on).
        await tx.execute(sql`set local track_functions = 'pl'`);
        const calls = async () =>
          Number(rowsOf<{ n: string | number }>(await tx.execute(sql`select coalesce(sum(calls), 0)::int as n from pg_stat_xact_user_functions where funcname = 'issue_stakes_moved'`))[0]!.n);
        await tx.update(issues).set({ status: 4 }).where(eq(issues.id, issue!.id));
        // The refund pass's own statements: its pick, then its update of the five orders.
        const picked = rowsOf<{ id: string; created_at: string | Date }>(await tx.execute(refundBatchPick(issue!.id, 100)));
        expect(picked).toHaveLength(5);
        const ids = picked.map((r) => BigInt(r.id));
        const before = await calls();
        // An update that keeps them counting (as settling 1 → 3 does): one call, nothing moved.
        await tx.execute(sql`update orders set status = status where id = any(${bigintArray(ids)})`);
        expect(await calls()).toBe(before + 1);
        expect(await staked(pno, tx)).toBe(100_000n);
        await tx.execute(refundBatchUpdate(ids, placedSpan(picked.map((r) => new Date(r.created_at)), 1), clock.now()));
        // The old row trigger made five calls here, one per order.
        expect(await calls()).toBe(before + 2);
        expect(await staked(pno, tx)).toBe(0n);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && /rollback/i.test(e.message))) throw e;
      });
    // Rolled back: the totals are as the orders say.
    expect(await staked(pno)).toBe(100_000n);
    await expectMoneyConserved(ctx.db);
  });

  it('the money check catches a total that does not match the orders', async () => {
    const before = await moneyDrift(ctx.db);
    expect(before.stakes).toBe(0);
    await ctx.db.execute(sql`update issue_stakes set staked_milli = staked_milli + 1
      where (member_id, issue_id) = (select member_id, issue_id from issue_stakes where staked_milli > 0 limit 1)`);
    expect(await moneyDrift(ctx.db)).toEqual({ ...before, stakes: 1 });
    await ctx.db.execute(sql`update issue_stakes set staked_milli = staked_milli - 1
      where (member_id, issue_id) = (select member_id, issue_id from issue_stakes where staked_milli > 0 and staked_milli % 10 = 1 limit 1)`);
    expect(await moneyDrift(ctx.db)).toEqual(before);
  });
});
