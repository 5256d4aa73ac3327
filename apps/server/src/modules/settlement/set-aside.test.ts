/**
 * Settlement pays a batch with a fixed number of statements (creditMany), and an order the engine
 * cannot settle is set aside — cancelled by the system, refunded, reported — instead of holding
 * back every other order of its issue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { lotteryPaths, OrderStatus, orderPaths } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, issues, members, orders, wallets } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { countStatements } from '../orders/statement-counter.ts';
import { familyOf } from '../lottery/families.ts';
import { expectMoneyConserved } from '../../../test/money.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
// Every digit on the first position: a sure win of one level per order.
const SURE = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });

describe.each(dbTargets)('settlement batches on %s', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;
  let memberId: bigint;
  const clock = testClock('2026-11-21T10:00:30Z');

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
    token = await memberToken(app);
    memberId = (await database.db.select().from(members).where(eq(members.account, DEMO.member.account)))[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const balance = async () => (await database.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]!.balance;
  /** Places `n` sure-win orders on the 1-minute SSC issue on sale; returns their ids and the issue's. */
  const place = async (n: number) => {
    const current = await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=101`, token);
    const ids: bigint[] = [];
    for (let i = 0; i < n; i++) {
      const res = await post<{ orderIds: string[] }>(app, orderPaths.normalCreate, { tid: 101, pno: current.data.issue, bd: JSON.stringify([SURE]), confirm: 1 }, token);
      expect(res.code, res.msg).toBe(0);
      ids.push(...res.data.orderIds.map(BigInt));
    }
    const issueId = (await database.db.select().from(orders).where(eq(orders.id, ids[0]!)))[0]!.issueId;
    return { ids, issueId };
  };
  const drawNow = async (iso: string) => {
    clock.set(iso);
    await app.scheduler.draws.closeDue(clock.now());
    await app.scheduler.draws.drawDue(clock.now());
  };

  it('sets aside an order the engine cannot settle: refunded, cancelled by the system, reported; the others settle', async () => {
    const { ids, issueId } = await place(3);
    const stake = (await database.db.select().from(orders).where(eq(orders.id, ids[1]!)))[0]!.amountMilli;
    // A row no rule reads any more (say, a play withdrawn from the engine after the bet).
    await database.db.update(orders).set({ playId: 999_999 }).where(eq(orders.id, ids[1]!));
    const before = await balance();
    await drawNow('2026-11-21T10:01:00Z');
    while ((await app.scheduler.settlement.settleBatch(issueId)) > 0);
    const rows = await database.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);
    expect(rows.map((o) => o.status)).toEqual([OrderStatus.WON, OrderStatus.CANCELLED_SYSTEM, OrderStatus.WON]);
    expect(rows[1]).toMatchObject({ winMilli: 0n, refundMilli: stake, rebateMilli: 0n });
    expect(await balance()).toBe(before + rows[0]!.winMilli + rows[2]!.winMilli + stake);
    const [issue] = await database.db.select().from(issues).where(eq(issues.id, issueId));
    expect(issue!.status).toBe(3);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settlement.order.setAside'), eq(auditLog.target, `order:${ids[1]}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ lotteryId: 101, playId: 999_999 });
    await expectMoneyConserved(database.db);
  });

  it('goes back for open orders the cursor has passed (a rolled-back batch of another settler)', async () => {
    const { ids, issueId } = await place(3);
    await drawNow('2026-11-21T10:02:00Z');
    // Another settler took the first two, a later batch moved the cursor past them, then the first rolled back.
    await database.db.update(issues).set({ settledThrough: ids[1]! }).where(eq(issues.id, issueId));
    const pass = async () => {
      while ((await app.scheduler.settlement.settleBatch(issueId)) > 0);
    };
    await pass();
    const status = async () => (await database.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id)).map((o) => o.status);
    const afterFirst = await status();
    expect(afterFirst[2]).toBe(OrderStatus.WON);
    expect([OrderStatus.UNSETTLED, OrderStatus.DRAWING]).toContain(afterFirst[0]);
    expect([OrderStatus.UNSETTLED, OrderStatus.DRAWING]).toContain(afterFirst[1]);
    await pass();
    expect(await status()).toEqual([OrderStatus.WON, OrderStatus.WON, OrderStatus.WON]);
    expect((await database.db.select().from(issues).where(eq(issues.id, issueId)))[0]!.status).toBe(3);
    await expectMoneyConserved(database.db);
  });

  it('settles a batch of 12 winners with as many statements as a batch of 1', async () => {
    const one = await place(1);
    await drawNow('2026-11-21T10:03:00Z');
    const twelve = await place(12);
    await drawNow('2026-11-21T10:04:00Z');
    const counted = async (issueId: bigint) => {
      const counter = countStatements(database.db);
      try {
        expect(await app.scheduler.settlement.settleBatch(issueId)).toBeGreaterThan(0);
        return counter.count;
      } finally {
        counter.restore();
      }
    };
    const forOne = await counted(one.issueId);
    expect(await counted(twelve.issueId)).toBe(forOne);
    const rows = await database.db.select().from(orders).where(inArray(orders.id, twelve.ids));
    expect(rows.every((o) => o.status === OrderStatus.WON && o.winMilli > 0n)).toBe(true);
    await expectMoneyConserved(database.db);
  });
});
