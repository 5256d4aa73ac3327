/**
 * Re-settling a settled official issue with a corrected result (issue #16): two operators; every
 * prize and rebate reversed through the ledger (reversal rows, never edits) and paid again by the
 * corrected result; exactly once under retries and concurrent confirmations; no balance below
 * zero — a member who spent a prize he should not have won stops the whole re-settlement; money
 * conserved throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import {
  consoleDashPaths,
  lotteryPaths,
  orderPaths,
  OrderStatus,
  type ConsoleCancelResult,
  type ConsoleResettleResult,
  type PlacedOrders,
} from '@lotus/contracts';
import { buildBetLine, formatMoney, type Play } from '@lotus/engine';
import { formatAmount } from '@lotus/i18n';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, issues, ledger, members, moneyMoves, orders, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { expectSettledTotalsMatch } from '../../../test/settled-totals.ts';
import { newOperator } from '../../../test/operators.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';

const DWD = familyOf('p5')!.plays.find((p) => p.code === 'p5.5x.dwd')! as unknown as Play;
const PASSWORD = 'qwe7913zx';
const U = 1000n;
/** p5.daily: official, drawn 21:25 Hong Kong time (13:25 UTC). */
const TICKET = 603;
const ISSUE = '20261121';

describe.each(dbTargets)('re-settling an issue with a corrected result on %s', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let ops: [string, string, string];
  let seq = 0;
  const clock = testClock('2026-11-21T10:00:30Z');

  /** An agent at 1960 and, under him, a member at 1950 funded with `fund` units. */
  async function pair(fund: bigint) {
    const hash = await hashPassword(PASSWORD);
    const ids: bigint[] = [];
    let parentId: bigint | null = null;
    for (const [i, group] of [1960, 1950].entries()) {
      const [row]: { id: bigint }[] = await database.db
        .insert(members)
        .values({
          account: `r${target.slice(0, 2)}${String(++seq).padStart(6, '0')}`,
          passwordHash: hash,
          parentId,
          memberType: i === 0 ? 2 : 1,
          prizeGroup: group,
        })
        .returning({ id: members.id });
      await database.db.insert(wallets).values({ memberId: row!.id });
      ids.push(row!.id);
      parentId = row!.id;
    }
    const [agentId, memberId] = ids as [bigint, bigint];
    await database.db.transaction((tx) =>
      moveMoney(tx, {
        idempotencyKey: `fund:${memberId}`,
        type: 'adjustment',
        from: houseAccount(HOUSE.adjustments),
        to: memberAccount(memberId),
        amount: fund * U,
        memberId,
      }),
    );
    const [m] = await database.db
      .select({ account: members.account })
      .from(members)
      .where(eq(members.id, memberId));
    return { agentId, memberId, account: m!.account, token: await memberToken(app, m!.account, PASSWORD) };
  }
  const balance = async (id: bigint) =>
    (await database.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.balance;
  /** 10 bets of 2 on one digit of the first position. */
  async function bet(token: string, digit: number, key: string) {
    const line = buildBetLine({
      play: DWD,
      selection: { rows: [[digit], [], [], [], []] },
      mode: 1,
      multiple: 10,
      lineNo: 1,
    });
    const res = await post<PlacedOrders>(
      app,
      orderPaths.normalCreate,
      { tid: TICKET, pno: ISSUE, bd: JSON.stringify([line]), pg: 1950, confirm: 1, key },
      token,
    );
    expect(res.code, res.msg).toBe(0);
    return BigInt(res.data.orderIds[0]!);
  }
  const resettle = (token: string, code: string, reason = 'the source published a wrong first digit') =>
    post<ConsoleResettleResult>(
      app,
      consoleDashPaths.resettle,
      { ticketId: TICKET, issue: ISSUE, code, reason },
      token,
    );
  const order = async (id: bigint) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  let a: Awaited<ReturnType<typeof pair>>;
  let b: Awaited<ReturnType<typeof pair>>;
  let oa: bigint;
  let ob: bigint;
  const start = { a: 0n, b: 0n, agentA: 0n, agentB: 0n };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
    ops = [
      await operatorToken(app),
      await newOperator(app, `rs_ops1_${target.slice(0, 2)}`, 'operations'),
      await newOperator(app, `rs_ops2_${target.slice(0, 2)}`, 'operations'),
    ];
    a = await pair(1_000n);
    b = await pair(1_000n);
    Object.assign(start, {
      a: await balance(a.memberId),
      b: await balance(b.memberId),
      agentA: await balance(a.agentId),
      agentB: await balance(b.agentId),
    });
    // a bets on a 1 first, b on a 7; the official result is entered (two operators) as 1 2 3 4 5 and the issue settles.
    oa = await bet(a.token, 1, `rs-a-${target}`);
    ob = await bet(b.token, 7, `rs-b-${target}`);
    // No scheduler pass: the clock's jump would leave hours of house issues to draw before this one.
    clock.set('2026-11-21T13:25:05Z');
    expect(
      (
        await post(
          app,
          lotteryPaths.consoleResult,
          { ticketId: TICKET, issue: ISSUE, code: '1 2 3 4 5' },
          ops[0],
        )
      ).data,
    ).toMatchObject({ confirmed: false });
    expect(
      (
        await post(
          app,
          lotteryPaths.consoleResult,
          { ticketId: TICKET, issue: ISSUE, code: '1 2 3 4 5' },
          ops[1],
        )
      ).data,
    ).toMatchObject({ confirmed: true });
    const [drawn] = await database.db
      .select()
      .from(issues)
      .where(and(eq(issues.lotteryId, TICKET), eq(issues.issueNo, ISSUE)));
    const settlement = app.services.settlement;
    while ((await settlement.settleBatch(drawn!.id)) > 0);
    await settlement.settleBatch(drawn!.id);
    const [issue] = await database.db.select().from(issues).where(eq(issues.id, drawn!.id));
    expect(issue!.status).toBe(3);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('settles first with the result entered: a wins, b loses, both agents earn their rebate', async () => {
    expect(await order(oa)).toMatchObject({ status: OrderStatus.WON });
    expect(await order(ob)).toMatchObject({ status: OrderStatus.NOT_WON, winMilli: 0n });
    expect(await balance(a.agentId)).toBeGreaterThan(start.agentA);
    expect(await balance(b.agentId)).toBeGreaterThan(start.agentB);
    await expectMoneyConserved(database.db);
    // The settlement's batch added both orders to the issue's settled totals (issue #30).
    const totals = await expectSettledTotalsMatch(database.db);
    const issueId = String((await order(oa)).issueId);
    expect(totals.filter((t) => t.issue_id === issueId).reduce((n, t) => n + t.orders, 0)).toBe(2);
  });

  it('refuses the whole re-settlement, naming him, when a member has spent the prize the correction takes back', async () => {
    const win = (await order(oa)).winMilli;
    const spend = (await balance(a.memberId)) - win / 2n;
    await database.db.transaction((tx) =>
      moveMoney(tx, {
        idempotencyKey: `rs-spend:${a.memberId}`,
        type: 'adjustment',
        from: memberAccount(a.memberId),
        to: houseAccount(HOUSE.adjustments),
        amount: spend,
        memberId: a.memberId,
      }),
    );
    const before = { a: await balance(a.memberId), b: await balance(b.memberId) };
    expect((await resettle(ops[0], '7 2 3 4 5')).data).toMatchObject({
      confirmed: false,
      previous: '1 2 3 4 5',
      code: '7 2 3 4 5',
    });
    const refused = await resettle(ops[1], '7 2 3 4 5');
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toBe(
      `1 member(s) cannot give back what the corrected result takes from them: ${a.account} (${formatAmount(formatMoney(win - win / 2n), 'en')}). Settle that first, then re-settle again`,
    );
    // Nothing moved: balances, orders and the result as they were.
    expect({ a: await balance(a.memberId), b: await balance(b.memberId) }).toEqual(before);
    expect(await order(oa)).toMatchObject({ status: OrderStatus.WON, winMilli: win });
    const [issue] = await database.db
      .select()
      .from(issues)
      .where(and(eq(issues.lotteryId, TICKET), eq(issues.issueNo, ISSUE)));
    expect(issue!.result).toBe('1 2 3 4 5');
    await expectMoneyConserved(database.db);
    // The member's money comes back (here: the operator's credit), for the next test.
    await database.db.transaction((tx) =>
      moveMoney(tx, {
        idempotencyKey: `rs-back:${a.memberId}`,
        type: 'adjustment',
        from: houseAccount(HOUSE.adjustments),
        to: memberAccount(a.memberId),
        amount: spend,
        memberId: a.memberId,
      }),
    );
  });

  it('takes two operators; concurrent and repeated confirmations re-settle once: prizes and rebates reversed and paid again', async () => {
    const first = {
      a: await balance(a.memberId),
      b: await balance(b.memberId),
      agentA: await balance(a.agentId),
      agentB: await balance(b.agentId),
    };
    const win = (await order(oa)).winMilli;
    // One proposal (the same operator again only proposes), then two other operators confirm at once.
    expect((await resettle(ops[0], '7,2,3,4,5')).data).toMatchObject({ confirmed: false });
    expect((await resettle(ops[0], '7 2 3 4 5')).data).toMatchObject({ confirmed: false });
    expect(await balance(a.memberId)).toBe(first.a);
    const both = await Promise.all([resettle(ops[1], '7 2 3 4 5'), resettle(ops[2], '7 2 3 4 5')]);
    const done = both.filter((r) => r.code === 0);
    expect(done, JSON.stringify(both)).toHaveLength(1);
    expect(both.find((r) => r.code !== 0)!.msg).toBe('This issue already has this result');
    expect(done[0]!.data).toMatchObject({
      confirmed: true,
      previous: '1 2 3 4 5',
      code: '7 2 3 4 5',
      orders: 2,
    });
    // A retry of the confirmation changes nothing.
    expect((await resettle(ops[1], '7 2 3 4 5')).msg).toBe('This issue already has this result');

    // a gives back his prize; b is paid the same prize (same stake, same play); the rebates stay as they were.
    expect(await order(oa)).toMatchObject({ status: OrderStatus.NOT_WON, winMilli: 0n });
    expect(await order(ob)).toMatchObject({ status: OrderStatus.WON, winMilli: win });
    expect(await balance(a.memberId)).toBe(first.a - win);
    expect(await balance(b.memberId)).toBe(first.b + win);
    expect(await balance(a.agentId)).toBe(first.agentA);
    expect(await balance(b.agentId)).toBe(first.agentB);
    // Through the ledger: reversal rows of the first settlement, new credits of generation 1; no ledger row edited.
    const reversed = await database.db
      .select({ key: moneyMoves.idempotencyKey })
      .from(moneyMoves)
      .where(like(moneyMoves.idempotencyKey, 'reverse:%'))
      .orderBy(moneyMoves.idempotencyKey);
    expect(reversed.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        `reverse:win:${oa}`,
        `reverse:rebate:${oa}:${a.agentId}`,
        `reverse:rebate:${ob}:${b.agentId}`,
      ]),
    );
    const fresh = await database.db
      .select({ key: moneyMoves.idempotencyKey })
      .from(moneyMoves)
      .where(like(moneyMoves.idempotencyKey, 'rs1:%'));
    expect(fresh.map((r) => r.key).sort()).toEqual(
      [`rs1:rebate:${oa}:${a.agentId}`, `rs1:rebate:${ob}:${b.agentId}`, `rs1:win:${ob}`].sort(),
    );
    const types = await database.db
      .select({ type: ledger.type, n: sql<number>`count(*)::int` })
      .from(ledger)
      .where(inArray(ledger.memberId, [a.memberId, a.agentId, b.memberId, b.agentId]))
      .groupBy(ledger.type);
    expect(Object.fromEntries(types.map((t) => [t.type, Number(t.n)]))).toMatchObject({
      payout: 2,
      payout_reversal: 1,
      rebate: 4,
      rebate_reversal: 2,
    });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.resettle'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { result: '1 2 3 4 5' }, after: { result: '7 2 3 4 5' } });
    expect(audit[0]!.detail).toMatchObject({ generation: 1, orders: 2 });
    await expectMoneyConserved(database.db);
    // The totals moved with the outcomes: a's prize out, b's in.
    const totals = await expectSettledTotalsMatch(database.db);
    const issueId = String((await order(oa)).issueId);
    expect(totals.filter((t) => t.issue_id === issueId).reduce((w, t) => w + BigInt(t.win), 0n)).toBe((await order(ob)).winMilli);
  });

  it('re-settles again (back to the first result) from what the last re-settlement paid', async () => {
    await resettle(ops[1], '1 2 3 4 5', 'the first result was right after all');
    expect((await resettle(ops[0], '1 2 3 4 5')).data).toMatchObject({
      confirmed: true,
      previous: '7 2 3 4 5',
      orders: 2,
    });
    const win = (await order(oa)).winMilli;
    expect(await order(oa)).toMatchObject({ status: OrderStatus.WON });
    expect(await order(ob)).toMatchObject({ status: OrderStatus.NOT_WON, winMilli: 0n });
    // As after the first settlement: a holds the prize on top of his stake's remainder, b only his remainder.
    expect(await balance(a.memberId)).toBe(start.a - 20n * U + win);
    expect(await balance(b.memberId)).toBe(start.b - 20n * U);
    await expectMoneyConserved(database.db);
    const totals = await expectSettledTotalsMatch(database.db);
    const issueId = String((await order(oa)).issueId);
    expect(totals.filter((t) => t.issue_id === issueId).reduce((w, t) => w + BigInt(t.win), 0n)).toBe(win);
  });

  it('a re-settled issue can still be cancelled: what the last re-settlement paid is taken back, stakes refunded', async () => {
    const cancel = (token: string) =>
      post<ConsoleCancelResult>(
        app,
        lotteryPaths.consoleCancel,
        { ticketId: TICKET, issue: ISSUE, reason: 'void' },
        token,
      );
    await cancel(ops[0]);
    const done = await cancel(ops[1]);
    expect(done.data, done.msg).toMatchObject({ confirmed: true, reversedOrders: 2 });
    expect(await balance(a.memberId)).toBe(start.a);
    expect(await balance(b.memberId)).toBe(start.b);
    expect(await balance(a.agentId)).toBe(start.agentA);
    expect(await balance(b.agentId)).toBe(start.agentB);
    await expectMoneyConserved(database.db);
    // Nothing of the issue is settled any more: its totals are gone.
    const issueId = String((await order(oa)).issueId);
    expect((await expectSettledTotalsMatch(database.db)).filter((t) => t.issue_id === issueId)).toEqual([]);
  });

  it('refuses house lotteries, unsettled issues, members and roles without result.enter', async () => {
    const house = await post(
      app,
      consoleDashPaths.resettle,
      { ticketId: 101, issue: '202611211021', code: '1 2 3 4 5', reason: 'x' },
      ops[0],
    );
    expect(house.msg).toBe('This lottery is drawn by the system');
    const selling = await post(
      app,
      consoleDashPaths.resettle,
      { ticketId: TICKET, issue: '20261122', code: '1 2 3 4 5', reason: 'x' },
      ops[0],
    );
    expect(selling.code).not.toBe(0);
    const finance = await newOperator(app, `rs_fin_${target.slice(0, 2)}`, 'finance');
    const asFinance = await app.inject({
      method: 'POST',
      url: consoleDashPaths.resettle,
      headers: { token: finance },
      payload: { ticketId: TICKET, issue: ISSUE, code: '7 2 3 4 5', reason: 'x' },
    });
    expect(asFinance.statusCode).toBe(403);
    const asMember = await app.inject({
      method: 'POST',
      url: consoleDashPaths.resettle,
      headers: { token: a.token },
      payload: { ticketId: TICKET, issue: ISSUE, code: '7 2 3 4 5', reason: 'x' },
    });
    expect(asMember.statusCode).toBe(403);
  });
});
