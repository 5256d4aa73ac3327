/**
 * Bet placement as one statement (issue #6): the SQL a bet costs, and the money invariants under
 * concurrent bets at one wallet (balance never below zero, one debit per client key, the ledger
 * equal to the balances, money conserved).
 */
import { beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderPaths, ResultCode, type NormalLine, type PlacedOrders } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { members, orders, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';
import { countStatements } from './statement-counter.ts';
import { expectMoneyConserved } from '../../../test/money.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** Every digit on 万, 2 yuan a bet: 20.000 a line. */
const line = (lineNo = 1): NormalLine => ({
  z: 0,
  ...buildBetLine({
    play: DWD,
    selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
    mode: 1,
    multiple: 1,
    lineNo,
  }),
});
const ISSUE = '202611211021';

describeApp('bet placement in one statement', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  beforeAll(async () => {
    await ctx.app.scheduler.tick();
  });

  /** A member with `balance` milli in the wallet (moved from the house adjustments account) and a session. */
  async function memberWith(account: string, balance: bigint) {
    const [m] = await ctx.db
      .insert(members)
      .values({ account, passwordHash: await hashPassword('pass12345') })
      .returning({ id: members.id });
    await ctx.db.insert(wallets).values({ memberId: m!.id });
    await ctx.db.transaction((tx) =>
      moveMoney(tx, {
        idempotencyKey: `test:${account}`,
        type: 'adjustment',
        from: houseAccount(HOUSE.adjustments),
        to: memberAccount(m!.id),
        amount: balance,
        memberId: m!.id,
      }),
    );
    return { id: m!.id, token: await memberToken(ctx.app, account, 'pass12345') };
  }

  it('sends two SQL statements for a bet, a chase or a refused bet (the context, then the bet)', async () => {
    const service = ctx.app.services.orders;
    const [demo] = await ctx.db.select().from(members).where(eq(members.account, DEMO.member.account));
    const body = { tid: 101, pno: ISSUE, confirm: 1, bd: [line(1), line(2)] };
    const counter = countStatements(ctx.db);
    try {
      const placed = await service.createNormal(demo!.id, { ...body, key: 'count-key-0001' });
      expect(counter.count).toBe(2);
      expect(placed).toMatchObject({ amount: '40.000' });
      expect(placed.orderIds).toHaveLength(2);

      counter.reset();
      await service.chase(
        demo!.id,
        {
          tid: 101,
          key: 'count-key-0002',
          confirm: 1,
          cm: 1,
          cd: [
            { planNo: ISSUE, multiple: 1 },
            { planNo: '202611211022', multiple: 2 },
          ],
        },
        'normal',
        [line(1)],
      );
      expect(counter.count).toBe(2);

      const poor = await memberWith('countpoor1', 10_000n);
      counter.reset();
      await expect(service.createNormal(poor.id, { ...body, key: 'count-key-0003' })).rejects.toMatchObject({
        msgKey: 'errors.balanceInsufficient',
      });
      expect(counter.count).toBe(2);
    } finally {
      counter.restore();
    }
    // The rows the statement wrote: the member's ledger row with before/after, the house's, the move.
    const rows = await ctx.db.execute(sql`
      select l.member_id::text as member, l.house_code as house, l.amount::text as amount,
        l.balance_before::text as before, l.balance_after::text as after, m.type, m.ref_type
      from ledger l join money_moves m on m.id = l.move_id
      where m.idempotency_key = ${`bet:${demo!.id}:count-key-0001`} order by l.id`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      {
        member: demo!.id.toString(),
        house: null,
        amount: '-40000',
        before: '10000000',
        after: '9960000',
        type: 'bet',
        ref_type: 'order',
      },
      expect.objectContaining({
        member: null,
        house: HOUSE.stakes,
        amount: '40000',
        type: 'bet',
        ref_type: 'order',
      }),
    ]);
    await expectMoneyConserved(ctx.db);
  });

  it('lets concurrent bets at one wallet spend what is there and no more', async () => {
    const m = await memberWith('concurrent1', 100_000n); // 100.000: five bets of 20.000
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        post<PlacedOrders>(
          ctx.app,
          orderPaths.normalCreate,
          {
            tid: 101,
            pno: ISSUE,
            confirm: 1,
            bd: JSON.stringify([line(1)]),
            key: `conc-key-${String(i).padStart(4, '0')}`,
          },
          m.token,
        ),
      ),
    );
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.code !== 0)) {
      // Clients offer the way to deposit on this code, never by comparing the text.
      expect(r.code).toBe(ResultCode.BALANCE_INSUFFICIENT);
      expect(r.msg).toBe('Your Balance Is Insufficient, Please Go To Deposit');
    }
    expect(ok.map((r) => r.data.balance).sort()).toEqual(['0.000', '20.000', '40.000', '60.000', '80.000']);
    const [w] = await ctx.db.select().from(wallets).where(eq(wallets.memberId, m.id));
    expect(w!.balance).toBe(0n);
    expect(await ctx.db.$count(orders, eq(orders.memberId, m.id))).toBe(5);
    await expectMoneyConserved(ctx.db);
  });

  it('debits once for concurrent retries with one client key', async () => {
    const m = await memberWith('retrier01', 1_000_000n);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        post<PlacedOrders>(
          ctx.app,
          orderPaths.normalCreate,
          { tid: 101, pno: ISSUE, confirm: 1, bd: JSON.stringify([line(1), line(2)]), key: 'retry-key-0001' },
          m.token,
        ),
      ),
    );
    for (const r of results) expect(r).toMatchObject({ code: 0, data: { amount: '40.000' } });
    const ids = new Set(results.map((r) => r.data.orderIds.join(',')));
    expect(ids.size).toBe(1);
    const [w] = await ctx.db.select().from(wallets).where(eq(wallets.memberId, m.id));
    expect(w!.balance).toBe(960_000n);
    expect(await ctx.db.$count(orders, eq(orders.memberId, m.id))).toBe(2);
    const moves = await ctx.db.execute(
      sql`select count(*)::int as n from money_moves where idempotency_key = ${`bet:${m.id}:retry-key-0001`}`,
    );
    expect(Number((moves as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
    await expectMoneyConserved(ctx.db);
  });
});
