/**
 * Synthetic money for benchmarks only (cli/bench-team.ts): wallets with made-up balances and
 * ledger rows spread over the last 30 days, written straight by SQL on a throwaway database. The
 * rows do not chain (the team report reads rows, not balances), so nothing here may run against
 * a real database. It lives in the ledger module because every statement that writes a balance
 * or a ledger row does (issue #29, money-path.test.ts).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** A wallet with a made-up balance for every member below `agentAccount` that has none. */
export async function fabricateTeamWallets(db: DbOrTx, agentAccount: string) {
  await db.execute(sql`insert into wallets (member_id, balance) select id, (id % 1000) * 1000 from members where path like (select path || '_%' from members where account = ${agentAccount})
        on conflict (member_id) do nothing`);
}

/** `total` ledger rows (bets, prizes, rebates, deposits, withdrawals) over `teamSize` members, the last 30 days. */
export async function fabricateLedgerRows(db: DbOrTx, total: number, teamSize: number) {
  await db.execute(sql`
        insert into money_moves (idempotency_key, type, amount)
        select 'bench:' || g, 'bench', 1 from generate_series(1, ${total}) g`);
  await db.execute(sql`
        with team as (select id, row_number() over (order by id) as n from members where path like '/%' and depth > 0),
        mv as (select id, row_number() over (order by id) as n from money_moves where type = 'bench')
        insert into ledger (move_id, member_id, type, amount, balance_before, balance_after, created_at)
        select mv.id, team.id, (array['bet','payout','rebate','deposit','bet','withdraw'])[1 + mv.n % 6],
          case when mv.n % 6 in (0, 4, 5) then -1000 else 1000 end, 0, case when mv.n % 6 in (0, 4, 5) then -1000 else 1000 end,
          now() - ((mv.n % 30) || ' days')::interval - ((mv.n % 1440) || ' minutes')::interval
        from mv join team on team.n = 1 + (mv.n % ${teamSize})`);
}

/** 1,000 bet rows written now (after a rollup pass: the live tail team/summary adds). */
export async function fabricateLedgerTail(db: DbOrTx) {
  await db.execute(sql`
          with mv as (insert into money_moves (idempotency_key, type, amount) select 'bench:tail:' || g, 'bench', 1 from generate_series(1, 1000) g returning id),
          team as (select id, row_number() over (order by id) as n from members where path like '/%' and depth > 0 limit 1000),
          m as (select id, row_number() over (order by id) as n from mv)
          insert into ledger (move_id, member_id, type, amount, balance_before, balance_after)
          select m.id, team.id, 'bet', -1000, 0, -1000 from m join team using (n)`);
}
