/**
 * Cancelling an issue after its settlement (issues #16 and #14): two operators, every prize,
 * push refund and rebate taken back exactly as paid, stakes refunded, the valid bet taken back,
 * and no balance below zero — a member who cannot give back stops the whole cancellation.
 */
import { DEFAULT_PLATFORM_TIME_ZONE, businessDay, shiftDay } from '@lotus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { agentPaths, lotteryPaths, orderPaths, OrderStatus, walletPaths, type ConsoleCancelResult, type PlacedOrders, type TeamSummaryView } from '@lotus/contracts';
import { buildBetLine, formatMoney, type Play } from '@lotus/engine';
import { formatAmount } from '@lotus/i18n';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, issues, ledger, members, orders, promoValidBets, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { expectSettledTotalsMatch } from '../../../test/settled-totals.ts';
import { newOperator } from '../../../test/operators.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const PASSWORD = 'qwe7913zx';
const U = 1000n;
/** Ledger rows carry the database's time, not the test clock's: reports are asked for the platform days (UTC+7) around the real now. */
/** A business day (02:00 platform time) counted from today's, as the server names it. */
const day = (offsetDays: number) => shiftDay(businessDay(new Date(), DEFAULT_PLATFORM_TIME_ZONE), offsetDays);
const REAL_DAYS = `startDate=${day(-1)}&endDate=${day(1)}`;

describe.each(dbTargets)('cancelling a settled issue on %s', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let first: string;
  let second: string;
  let seq = 0;
  const clock = testClock('2026-11-21T10:00:30Z');

  /** An agent at 1960 with a member at 1950 under him, the member funded with `fund` units. */
  async function pair(fund: bigint) {
    const hash = await hashPassword(PASSWORD);
    const ids: bigint[] = [];
    let parentId: bigint | null = null;
    for (const [i, group] of [1960, 1950].entries()) {
      const [row]: { id: bigint }[] = await database.db
        .insert(members)
        .values({ account: `x${target.slice(0, 2)}${String(++seq).padStart(6, '0')}`, passwordHash: hash, parentId, memberType: i === 0 ? 2 : 1, prizeGroup: group })
        .returning({ id: members.id });
      await database.db.insert(wallets).values({ memberId: row!.id });
      ids.push(row!.id);
      parentId = row!.id;
    }
    const [agentId, memberId] = ids as [bigint, bigint];
    await database.db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: `fund:${memberId}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(memberId), amount: fund * U, memberId }),
    );
    const [m] = await database.db.select({ account: members.account }).from(members).where(eq(members.id, memberId));
    const [a] = await database.db.select({ account: members.account }).from(members).where(eq(members.id, agentId));
    return { agentId, memberId, token: await memberToken(app, m!.account, PASSWORD), account: m!.account, agentAccount: a!.account };
  }

  const balance = async (id: bigint) => (await database.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!;
  const currentIssue = async () => (await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=101`)).data.issue;

  /** One sure win (all ten digits on the first position) and one line on a single digit (usually lost); then draw and settle. */
  async function betAndSettle(token: string, key: string) {
    const pno = await currentIssue();
    const sure = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
    const one = buildBetLine({ play: DWD, selection: { rows: [[], [7], [], [], []] }, mode: 1, multiple: 3, lineNo: 2 });
    const res = await post<PlacedOrders>(app, orderPaths.normalCreate, { tid: 101, pno, bd: JSON.stringify([sure, one]), pg: 1950, confirm: 1, key }, token);
    expect(res.code, res.msg).toBe(0);
    clock.advance(60_000);
    await app.scheduler.tick();
    const [issue] = await database.db.select().from(issues).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, pno)));
    expect(issue!.status).toBe(3);
    return { pno, orderIds: res.data.orderIds.map(BigInt) };
  }

  const cancel = (token: string, issue: string, reason = 'wrong seed chain') =>
    post<ConsoleCancelResult>(app, lotteryPaths.consoleCancel, { ticketId: 101, issue, reason }, token);

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
    first = await operatorToken(app);
    second = await newOperator(app, `ops${target.slice(0, 2)}1`, 'operations');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('takes two operators; then every prize and rebate goes back as paid, stakes are refunded, the valid bet is undone', async () => {
    const p = await pair(1_000n);
    const before = { member: await balance(p.memberId), agent: await balance(p.agentId) };
    const { pno, orderIds } = await betAndSettle(p.token, `cancel-c1-${p.memberId}`);
    const settled = await database.db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(orders.id);
    expect(settled[0]!.status).toBe(OrderStatus.WON);
    expect([OrderStatus.WON, OrderStatus.NOT_WON]).toContain(settled[1]!.status);
    const won = settled.filter((o) => o.status === OrderStatus.WON).length;
    const afterSettle = { member: await balance(p.memberId), agent: await balance(p.agentId) };
    // The agent earned a rebate and the member won: the cancellation has money to take back.
    expect(afterSettle.agent.balance).toBeGreaterThan(before.agent.balance);
    expect(afterSettle.member.turnoverMilli).toBeGreaterThan(0n);
    const [valid] = await database.db.select().from(promoValidBets).where(eq(promoValidBets.memberId, p.memberId));
    expect(valid!.validMilli).toBeGreaterThan(0n);

    // One operator proposes; the same one again still only proposes; nothing moves.
    expect((await cancel(first, pno)).data).toMatchObject({ confirmed: false, reversedOrders: 0 });
    expect((await cancel(first, pno)).data).toMatchObject({ confirmed: false });
    expect((await balance(p.memberId)).balance).toBe(afterSettle.member.balance);

    // A second operator carries it out.
    const done = await cancel(second, pno);
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toMatchObject({ confirmed: true, reversedOrders: 2 });
    const after = { member: await balance(p.memberId), agent: await balance(p.agentId) };
    // As if the bets had never been placed, to the milli, for both.
    expect(after.member.balance).toBe(before.member.balance);
    expect(after.agent.balance).toBe(before.agent.balance);
    expect(after.member.turnoverMilli).toBe(before.member.turnoverMilli);
    const [validAfter] = await database.db.select().from(promoValidBets).where(eq(promoValidBets.memberId, p.memberId));
    expect(validAfter!.validMilli).toBe(0n);
    const cancelled = await database.db.select().from(orders).where(inArray(orders.id, orderIds));
    for (const o of cancelled) expect(o).toMatchObject({ status: OrderStatus.CANCELLED_SYSTEM, winMilli: 0n, rebateMilli: 0n, refundMilli: o.amountMilli });
    const types = await database.db
      .select({ type: ledger.type, n: sql<number>`count(*)::int` })
      .from(ledger)
      .where(inArray(ledger.memberId, [p.memberId, p.agentId]))
      .groupBy(ledger.type);
    const byType = Object.fromEntries(types.map((t) => [t.type, t.n]));
    // The member's prizes, the agent's rebate on each order (the member bet at his own group: no rebate of his own).
    expect(byType).toMatchObject({ payout_reversal: won, rebate_reversal: 2, bet_refund: 2 });
    const [issue] = await database.db.select().from(issues).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, pno)));
    expect(issue).toMatchObject({ status: 4 });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.cancel'));
    expect(audit.at(-1)!.detail).toMatchObject({ reason: 'wrong seed chain', reversedOrders: 2 });
    // The member's report and his agent's team report count nothing of the cancelled issue.
    const mine = await get<Record<string, string>>(app, `${walletPaths.memberSummary}?${REAL_DAYS}`, p.token);
    expect(mine.data, mine.msg).toMatchObject({ bet: '0.000', payout: '0.000', rebate: '0.000', profit: '0.000' });
    const agentToken = await memberToken(app, p.agentAccount, PASSWORD);
    const team = await get<TeamSummaryView>(app, `${agentPaths.teamSummary}?${REAL_DAYS}`, agentToken);
    expect(team.data, team.msg).toMatchObject({ bet: '0.000', payout: '0.000', rebate: '0.000', profit: '0.000', myRebate: '0.000' });
    // Once cancelled, it stays so; the scheduler finds nothing more to refund.
    expect((await cancel(first, pno)).msg).toBe('This issue was cancelled and its bets refunded');
    await app.scheduler.tick();
    expect((await balance(p.memberId)).balance).toBe(before.member.balance);
    await expectMoneyConserved(database.db);
    // The cancelled issue's orders left the settled totals (issue #30).
    const totals = await expectSettledTotalsMatch(database.db);
    expect(totals.filter((t) => BigInt(t.issue_id) === settled[0]!.issueId)).toEqual([]);
  });

  it('refuses the whole cancellation, naming the account, when someone cannot give back what it paid him', async () => {
    const p = await pair(100n);
    const { pno, orderIds } = await betAndSettle(p.token, `cancel-c2-${p.memberId}`);
    // The agent's whole balance is the rebate the issue paid him; he spends it (here: an operator's debit).
    const agent = await balance(p.agentId);
    expect(agent.balance).toBeGreaterThan(0n);
    await database.db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: `spend:${p.agentId}`, type: 'adjustment', from: memberAccount(p.agentId), to: houseAccount(HOUSE.adjustments), amount: agent.balance, memberId: p.agentId }),
    );
    const memberBefore = await balance(p.memberId);
    await cancel(first, pno);
    const refused = await cancel(second, pno);
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toBe(`1 member(s) cannot give back what this issue paid them: ${p.agentAccount} (${formatAmount(formatMoney(agent.balance), 'en')}). Settle that first, then cancel again`);
    // Nothing changed: orders still settled, balances as they were, the issue still settled.
    expect((await balance(p.agentId)).balance).toBe(0n);
    expect((await balance(p.memberId)).balance).toBe(memberBefore.balance);
    const still = await database.db.select().from(orders).where(inArray(orders.id, orderIds));
    for (const o of still) expect([OrderStatus.WON, OrderStatus.NOT_WON]).toContain(o.status);
    const [issue] = await database.db.select().from(issues).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, pno)));
    expect(issue!.status).toBe(3);
    await expectMoneyConserved(database.db);
  });

  it('an issue on sale is cancelled and its open stakes refunded by the scheduler; a member cannot call it', async () => {
    const p = await pair(100n);
    const pno = await currentIssue();
    const line = buildBetLine({ play: DWD, selection: { rows: [[1], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
    const before = await balance(p.memberId);
    expect((await post<PlacedOrders>(app, orderPaths.normalCreate, { tid: 101, pno, bd: JSON.stringify([line]), pg: 1950, confirm: 1, key: `cancel-c3-${p.memberId}` }, p.token)).code).toBe(0);
    expect((await cancel(p.token, pno)).code).not.toBe(0);
    await cancel(first, pno);
    expect((await cancel(second, pno)).data).toMatchObject({ confirmed: true, reversedOrders: 0 });
    expect((await app.scheduler.tick()).refundedOrders).toBeGreaterThan(0);
    expect((await balance(p.memberId)).balance).toBe(before.balance);
    // The refund pass is marked done, so later ticks no longer read the issue's orders (orders'
    // status is in no index: finding open ones reads them all).
    const [row] = await database.db.select({ settledAt: issues.settledAt }).from(issues).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, pno)));
    expect(row!.settledAt).not.toBeNull();
    expect((await app.scheduler.tick()).refundedOrders).toBe(0);
    await expectMoneyConserved(database.db);
  });
});
