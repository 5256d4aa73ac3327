/** moveMoney as one statement: what it writes, what a replay and a refusal do, and what it costs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { members, wallets } from '../../db/schema.ts';
import { dbTargets, openTestDatabase } from '../../../test/harness.ts';
import { countStatements } from '../orders/statement-counter.ts';
import { creditMany, HOUSE, houseAccount, houseShardOf, memberAccount, moveMoney, totalBalance } from './service.ts';
import { expectMoneyConserved, moneyDrift } from '../../../test/money.ts';

describe.each(dbTargets)('moveMoney on %s', (target) => {
  let database: DatabaseHandle;
  let memberId: bigint;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    const [m] = await database.db.insert(members).values({ account: 'ledger01', passwordHash: 'x' }).returning({ id: members.id });
    memberId = m!.id;
    await database.db.insert(wallets).values({ memberId });
  });
  afterAll(async () => {
    await database?.close();
  });

  const balance = async () => (await database.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]!.balance;
  const ledgerRows = async (key: string) =>
    (
      (await database.db.execute(sql`
        select l.member_id::text as member, l.house_code as house, l.house_shard as shard, l.type, l.amount::text as amount,
          l.balance_before::text as before, l.balance_after::text as after
        from ledger l join money_moves m on m.id = l.move_id where m.idempotency_key = ${key} order by l.id`)) as unknown as { rows: unknown[] }
    ).rows;

  it('moves money in one statement, with a ledger row per account holding before and after', async () => {
    const counter = countStatements(database.db);
    try {
      const moved = await database.db.transaction((tx) =>
        moveMoney(tx, { idempotencyKey: 'ledger:in:1', type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(memberId), amount: 5_000n, memberId }),
      );
      // node-postgres adds BEGIN and COMMIT; PGlite's driver sends them itself.
      expect(counter.count).toBe(target === 'postgres' ? 3 : 1);
      expect(moved).toMatchObject({ replayed: false, memberBalanceAfter: 5_000n });
    } finally {
      counter.restore();
    }
    const shard = houseShardOf(memberId);
    expect(await ledgerRows('ledger:in:1')).toEqual([
      { member: null, house: HOUSE.adjustments, shard, type: 'adjustment', amount: '-5000', before: '0', after: '-5000' },
      { member: memberId.toString(), house: null, shard: null, type: 'adjustment', amount: '5000', before: '0', after: '5000' },
    ]);
  });

  it('moves nothing on a replay of the key', async () => {
    const again = await database.db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: 'ledger:in:1', type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(memberId), amount: 5_000n, memberId }),
    );
    expect(again).toMatchObject({ replayed: true, memberBalanceAfter: null });
    expect(await balance()).toBe(5_000n);
    expect(await ledgerRows('ledger:in:1')).toHaveLength(2);
  });

  it('refuses to take a member below zero, and the transaction keeps nothing of the move', async () => {
    await expect(
      database.db.transaction((tx) =>
        moveMoney(tx, { idempotencyKey: 'ledger:out:1', type: 'bet', from: memberAccount(memberId), to: houseAccount(HOUSE.stakes), amount: 5_001n, memberId }),
      ),
    ).rejects.toMatchObject({ msgKey: 'errors.balanceInsufficient' });
    expect(await balance()).toBe(5_000n);
    const moves = await database.db.execute(sql`select count(*)::int as n from money_moves where idempotency_key = 'ledger:out:1'`);
    expect(Number((moves as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    // The exact balance can be spent.
    const spent = await database.db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: 'ledger:out:2', type: 'bet', from: memberAccount(memberId), to: houseAccount(HOUSE.stakes), amount: 5_000n, memberId }),
    );
    expect(spent.memberBalanceAfter).toBe(0n);
    expect(await ledgerRows('ledger:out:2')).toEqual([
      { member: memberId.toString(), house: null, shard: null, type: 'bet', amount: '-5000', before: '5000', after: '0' },
      { member: null, house: HOUSE.stakes, shard: houseShardOf(memberId), type: 'bet', amount: '5000', before: '0', after: '5000' },
    ]);
    await database.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
  });
});

/** creditMany: many house → member credits in a fixed number of statements, with the rows moveMoney writes. */
describe.each(dbTargets)('creditMany on %s', (target) => {
  let database: DatabaseHandle;
  let a: bigint;
  let b: bigint;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    const rows = await database.db
      .insert(members)
      .values([
        { account: 'credit01', passwordHash: 'x' },
        { account: 'credit02', passwordHash: 'x' },
      ])
      .returning({ id: members.id });
    [a, b] = rows.map((r) => r.id) as [bigint, bigint];
    await database.db.insert(wallets).values([{ memberId: a }, { memberId: b }]);
    // Start from non-zero balances, so before/after are not all counted from zero.
    await database.db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: 'credit:seed', type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(a), amount: 1_000n, memberId: a }),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  const balanceOf = async (id: bigint) => (await database.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.balance;
  type Row = { move: string; member: string | null; house: string | null; shard: number | null; amount: string; before: string; after: string };
  const ledgerOf = async (where: ReturnType<typeof sql>) =>
    (
      (await database.db.execute(sql`
        select l.move_id::text as move, l.member_id::text as member, l.house_code as house, l.house_shard as shard, l.amount::text as amount,
          l.balance_before::text as before, l.balance_after::text as after
        from ledger l where ${where} order by l.id`)) as unknown as { rows: Row[] }
    ).rows;
  /** Each account's rows chain: the next row's before is this row's after, in ledger id order. */
  const expectChained = (rows: Row[]) => {
    const last = new Map<string, Row>();
    for (const r of rows) {
      const account = r.member ?? `${r.house}:${r.shard}`;
      const prev = last.get(account);
      if (prev) expect(r.before, `${account} after move ${prev.move}`).toBe(prev.after);
      expect(BigInt(r.after)).toBe(BigInt(r.before) + BigInt(r.amount));
      last.set(account, r);
    }
  };

  it('credits many moves to several members from several house accounts, each with its ledger rows in move order', async () => {
    const moves = [
      { idempotencyKey: 'c:1', type: 'payout', from: HOUSE.payouts, memberId: a, amount: 70n },
      { idempotencyKey: 'c:2', type: 'rebate', from: HOUSE.rebates, memberId: b, amount: 3n },
      { idempotencyKey: 'c:3', type: 'payout', from: HOUSE.payouts, memberId: a, amount: 5n },
      { idempotencyKey: 'c:4', type: 'bet_refund', from: HOUSE.stakes, memberId: a, amount: 2n },
      { idempotencyKey: 'c:5', type: 'payout', from: HOUSE.payouts, memberId: b, amount: 11n },
    ] as const;
    const moved = await database.db.transaction((tx) => creditMany(tx, moves));
    expect(moved).toBe(5);
    expect(await balanceOf(a)).toBe(1_077n);
    expect(await balanceOf(b)).toBe(14n);
    const rows = await ledgerOf(sql`l.move_id in (select id from money_moves where idempotency_key like 'c:%')`);
    expect(rows).toHaveLength(10);
    // Member a's three credits in the order given: 1000 → 1070 → 1075 → 1077.
    expect(rows.filter((r) => r.member === a.toString()).map((r) => [r.before, r.after])).toEqual([
      ['1000', '1070'],
      ['1070', '1075'],
      ['1075', '1077'],
    ]);
    // The house side of every move is the member's shard of the named account, by the same amount.
    for (const m of moves) {
      const [moveRow] = (
        (await database.db.execute(sql`select id::text as id from money_moves where idempotency_key = ${m.idempotencyKey}`)) as unknown as { rows: { id: string }[] }
      ).rows;
      const pair = rows.filter((r) => r.move === moveRow!.id);
      expect(pair.map((r) => [r.member, r.house, r.shard, r.amount])).toEqual([
        [null, m.from, houseShardOf(m.memberId), (-m.amount).toString()],
        [m.memberId.toString(), null, null, m.amount.toString()],
      ]);
    }
    expectChained(await ledgerOf(sql`true`));
    await database.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
  });

  it('moves nothing again for keys already used, and only the new ones of a mixed call', async () => {
    const moved = await database.db.transaction((tx) =>
      creditMany(tx, [
        { idempotencyKey: 'c:1', type: 'payout', from: HOUSE.payouts, memberId: a, amount: 70n },
        { idempotencyKey: 'c:6', type: 'payout', from: HOUSE.payouts, memberId: a, amount: 100n },
      ]),
    );
    expect(moved).toBe(1);
    expect(await balanceOf(a)).toBe(1_177n);
    expectChained(await ledgerOf(sql`true`));
    await database.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
  });

  it('costs the same number of statements for 1 credit as for 200', async () => {
    const counted = async (n: number, prefix: string) => {
      const counter = countStatements(database.db);
      try {
        await database.db.transaction((tx) =>
          creditMany(
            tx,
            Array.from({ length: n }, (_, i) => ({ idempotencyKey: `${prefix}:${i}`, type: 'payout', from: HOUSE.payouts, memberId: i % 2 ? a : b, amount: 1n })),
          ),
        );
        return counter.count;
      } finally {
        counter.restore();
      }
    };
    const one = await counted(1, 'n1');
    expect(await counted(200, 'n200')).toBe(one);
    // Wallet locks, shard locks, jit off, the CTE (and BEGIN/COMMIT on PostgreSQL).
    expect(one).toBeLessThanOrEqual(target === 'postgres' ? 6 : 4);
    expectChained(await ledgerOf(sql`true`));
  });

  it('refuses a key twice in one call, and a member without a wallet, writing nothing', async () => {
    await expect(
      database.db.transaction((tx) =>
        creditMany(tx, [
          { idempotencyKey: 'dup', type: 'payout', from: HOUSE.payouts, memberId: a, amount: 1n },
          { idempotencyKey: 'dup', type: 'payout', from: HOUSE.payouts, memberId: a, amount: 1n },
        ]),
      ),
    ).rejects.toThrow(/twice/);
    const [ghost] = await database.db.insert(members).values({ account: 'credit03', passwordHash: 'x' }).returning({ id: members.id });
    const before = await balanceOf(a);
    await expect(
      database.db.transaction((tx) =>
        creditMany(tx, [
          { idempotencyKey: 'w:1', type: 'payout', from: HOUSE.payouts, memberId: a, amount: 9n },
          { idempotencyKey: 'w:2', type: 'payout', from: HOUSE.payouts, memberId: ghost!.id, amount: 9n },
        ]),
      ),
    ).rejects.toThrow(/without a wallet/);
    expect(await balanceOf(a)).toBe(before);
    const moves = await database.db.execute(sql`select count(*)::int as n from money_moves where idempotency_key in ('dup', 'w:1', 'w:2')`);
    expect(Number((moves as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    await database.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
  });

  it('the money check of the tests catches a ledger row that does not continue from the one before', async () => {
    await expectMoneyConserved(database.db);
    // Amount 0 keeps every sum right; only the chain (before = the previous after) is broken.
    await database.db.execute(sql`
      insert into ledger (move_id, type, member_id, amount, balance_before, balance_after)
      select id, 'adjustment', ${a}::bigint, 0, 1, 1 from money_moves order by id limit 1`);
    await expect(expectMoneyConserved(database.db)).rejects.toThrow();
  });

  it('the money check of the tests catches a ledger row of no recorded move or of no member, and a move whose rows do not sum to zero', async () => {
    // The ledger has no foreign keys (docs/decisions.md): this check stands in for them. The
    // ledger refuses deletes, so each wrong row adds to what the previous test left.
    const before = await moneyDrift(database.db);
    const bal = ((await database.db.execute(sql`select balance_after::text as b from ledger where member_id = ${a} order by id desc limit 1`)) as unknown as { rows: { b: string }[] }).rows[0]!.b;
    // Amount 0, before = after = the last row's after: no sum or chain changes; only the move it names does not exist.
    await database.db.execute(sql`
      insert into ledger (move_id, type, member_id, amount, balance_before, balance_after)
      values ((select max(id) + 1000 from money_moves), 'adjustment', ${a}::bigint, 0, ${bal}::bigint, ${bal}::bigint)`);
    expect(await moneyDrift(database.db)).toEqual({ ...before, orphans: before.orphans! + 1 });
    // A member's row of no member.
    await database.db.execute(sql`
      insert into ledger (move_id, type, member_id, amount, balance_before, balance_after)
      values ((select min(id) from money_moves), 'adjustment', ${9_000_000_000_000n}::bigint, 0, 0, 0)`);
    expect(await moneyDrift(database.db)).toEqual({ ...before, orphans: before.orphans! + 2 });
    // A house row is no orphan; this one leaves its move 5 over.
    await database.db.execute(sql`
      insert into ledger (move_id, type, member_id, house_code, amount, balance_before, balance_after)
      values ((select min(id) from money_moves), 'adjustment', null, 'ghost', 5, 0, 5)`);
    expect(await moneyDrift(database.db)).toEqual({ ...before, orphans: before.orphans! + 2, unbalanced: before.unbalanced! + 1 });
  });
});
