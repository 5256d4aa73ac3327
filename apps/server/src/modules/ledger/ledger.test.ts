/** moveMoney as one statement: what it writes, what a replay and a refusal do, and what it costs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { members, wallets } from '../../db/schema.ts';
import { dbTargets, openTestDatabase } from '../../test/harness.ts';
import { countStatements } from '../orders/statement-counter.ts';
import { HOUSE, houseAccount, houseShardOf, memberAccount, moveMoney, totalBalance } from './service.ts';

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
