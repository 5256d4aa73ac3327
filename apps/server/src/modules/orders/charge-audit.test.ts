/**
 * Finding what an earlier version charged wrong (issue #11): the console call and the npm script
 * list orders whose charge differs from the engine's count × amount, with the difference per member.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consolePaths, lotteryPaths, orderPaths, type ChargeAudit, type PlacedOrders } from '@lotus/contracts';
import { buildDoubleLine, creditItems, type Play } from '@lotus/engine';
import { orders } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';
import { auditAll } from '../../cli/audit-charges.ts';

describeApp('charge audit', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let token: string;
  const lo2 = familyOf('vn.mb')!.plays.find((p) => p.code === 'mb.lo2')! as unknown as Play;

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    token = await memberToken(ctx.app);
  });

  async function placeLo(numbers: number[]) {
    const current = await get<{ issue: string }>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=1002`, token);
    const wire = buildDoubleLine(creditItems(lo2)[0]!, 1000n, numbers);
    const placed = await post<PlacedOrders>(
      ctx.app,
      orderPaths.doubleCreate,
      { tid: 1002, pno: current.data.issue, confirm: 1, 'list.0.playItemId': wire.playItemId, 'list.0.betAmount': wire.betAmount, 'list.0.betCount': wire.betCount, 'list.0.content': wire.content },
      token,
    );
    expect(placed.code).toBe(0);
    return BigInt(placed.data.orderIds[0]!);
  }

  it('lists an order charged as one bet for three lô numbers, with the member total; not a right one', async () => {
    const right = await placeLo([1, 2]);
    const wrong = await placeLo([17, 23, 45]);
    // What the earlier version stored: 1 bet at 1.000 for 3 numbers × 27 prizes.
    await ctx.db.update(orders).set({ amountMilli: 1000n, betCount: 1 }).where(eq(orders.id, wrong));
    const operator = await operatorToken(ctx.app);
    const audit = await get<ChargeAudit>(ctx.app, consolePaths.chargeAudit, operator);
    expect(audit.code).toBe(0);
    expect(audit.data.list).toEqual([
      expect.objectContaining({ orderId: wrong.toString(), account: DEMO.member.account, charged: '1.000', expected: '81.000', difference: '80.000' }),
    ]);
    expect(audit.data.list.some((o) => o.orderId === right.toString())).toBe(false);
    expect(audit.data.members).toEqual([{ account: DEMO.member.account, orders: 1, difference: '80.000' }]);
    expect(audit.data.nextAfterId).toBeNull();
    // Paged by a cursor: a page of one order after the right one reads only the wrong one.
    const page = await get<ChargeAudit>(ctx.app, `${consolePaths.chargeAudit}?afterId=${right}&scan=1`, operator);
    expect(page.data.scanned).toBe(1);
    expect(page.data.list).toHaveLength(1);
    expect(page.data.nextAfterId).toBe(wrong.toString());
    // The npm script reads the same.
    const all = await auditAll(ctx.db);
    expect(all.members).toEqual(audit.data.members);
    expect(all.list).toEqual(audit.data.list);
  });

  it('is for operators only, and refuses a bad cursor with a clear message', async () => {
    const asMember = await get(ctx.app, consolePaths.chargeAudit, token);
    expect(asMember.code).not.toBe(0);
    const operator = await operatorToken(ctx.app);
    const bad = await get(ctx.app, `${consolePaths.chargeAudit}?afterId=abc`, operator);
    expect(bad.code).not.toBe(0);
    expect(bad.msg).not.toMatch(/^\(|FST_/);
  });
});
