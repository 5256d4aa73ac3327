import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { totalBalance } from '../modules/ledger/service.ts';

/**
 * The money invariants of the ledger (ARCHITECTURE.md "The money ledger"), read from the
 * database: every wallet and house shard equals the sum of its ledger rows; each account's rows
 * chain (a row's before is the previous row's after, in id order); no member balance is below
 * zero; and all balances together sum to zero.
 */
export async function expectMoneyConserved(db: Db): Promise<void> {
  const drift = await db.execute(sql`
    select
      (select count(*) from wallets w
        where w.balance <> (select coalesce(sum(l.amount), 0) from ledger l where l.member_id = w.member_id))::int as members,
      (select count(*) from house_accounts h
        where h.balance <> (select coalesce(sum(l.amount), 0) from ledger l where l.house_code = h.code and l.house_shard = h.shard))::int as house,
      (select count(*) from (
        select balance_before, lag(balance_after) over (
          partition by member_id, house_code, house_shard order by id) as previous
        from ledger) r
        where r.previous is not null and r.previous <> r.balance_before)::int as unchained,
      (select count(*) from wallets where balance < 0)::int as negative`);
  const row = (drift as unknown as { rows: Record<string, number>[] }).rows[0]!;
  expect(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]))).toEqual({ members: 0, house: 0, unchained: 0, negative: 0 });
  await db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
}
