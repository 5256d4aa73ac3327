import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { totalBalance } from '../src/modules/ledger/service.ts';

/**
 * The money invariants of the ledger (docs/domain.md "Money"), read from the
 * database: every wallet and house shard equals the sum of its ledger rows; each account's rows
 * chain (a row's before is the previous row's after, in id order); no member balance is below
 * zero; all balances together sum to zero; every ledger row belongs to a recorded move and, for a
 * member's row, to an existing member (what foreign keys would check: the ledger has none, see
 * docs/decisions.md); every move's rows sum to zero (double entry); every order's member, lottery,
 * issue and chase exist (the orders have no foreign keys either); and each member's staked
 * total per issue (`issue_stakes`, kept by triggers) equals the sum of his counting orders.
 */
/** The counts of each kind of drift (all zero when the money is conserved). */
export async function moneyDrift(db: Db): Promise<Record<string, number>> {
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
      (select count(*) from wallets where balance < 0)::int as negative,
      (select count(*) from ledger l where not exists (select 1 from money_moves m where m.id = l.move_id)
        or (l.member_id is not null and not exists (select 1 from members x where x.id = l.member_id)))::int as orphans,
      (select count(*) from (select move_id from ledger group by move_id having sum(amount) <> 0) u)::int as unbalanced,
      (select count(*) from orders o where not exists (select 1 from members x where x.id = o.member_id)
        or not exists (select 1 from lotteries x where x.id = o.lottery_id)
        or not exists (select 1 from issues x where x.id = o.issue_id)
        or (o.chase_id is not null and not exists (select 1 from chases x where x.id = o.chase_id)))::int as order_orphans,
      (select count(*) from (
        select member_id, issue_id, sum(amount_milli) as staked from orders where status <= 4 group by 1, 2) o
        full join (select * from issue_stakes where staked_milli <> 0) s using (member_id, issue_id)
        where o.staked is distinct from s.staked_milli)::int as stakes`);
  const row = (drift as unknown as { rows: Record<string, number>[] }).rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

export async function expectMoneyConserved(db: Db): Promise<void> {
  expect(await moneyDrift(db)).toEqual({ members: 0, house: 0, unchained: 0, negative: 0, orphans: 0, unbalanced: 0, order_orphans: 0, stakes: 0 });
  await db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
}
