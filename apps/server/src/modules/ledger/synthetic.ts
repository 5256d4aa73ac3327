/**
 * Synthetic money for benchmarks only (cli/bench-team.ts): wallets with made-up balances and
 * ledger rows spread over the last 30 days, written straight by SQL on a throwaway database. The
 * rows do not chain (the team report reads rows, not balances), so nothing here may run against
 * a real database. It lives in the ledger module because every statement that writes a balance
 * or a ledger row does (issue #29, money-path.test.ts).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows?: Row[] }).rows ?? (res as Row[]);

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

/**
 * The scale benchmark's history (cli/bench-scale.ts, issue #30): `orders` settled orders of `members`
 * new members on `lotteryId` over the year before `end`, on one settled issue per 1,000 orders,
 * every other one a win; the ledger rows they make (a deposit per member, each bet's two rows,
 * each win's two), chained before/after per account from the balances in place (3 rows per order
 * on average); the wallets and house shards set to their rows' sums, so the money audit finds
 * the books balanced. Set-based SQL, a month of orders per statement; the month partitions must
 * exist. Throwaway databases only.
 */
export async function fabricateScaleHistory(db: DbOrTx, o: { orders: number; members: number; lotteryId: number; playId: number; end: Date }) {
  const endIso = o.end.toISOString();
  const issueCount = Math.max(12, Math.ceil(o.orders / 1000));
  await db.execute(sql`
    insert into members (account, password_hash) select 'scale' || lpad(g::text, 8, '0'), 'x' from generate_series(1, ${o.members}::int) g`);
  await db.execute(sql`insert into wallets (member_id) select id from members where account like 'scale%'`);
  // Issue i sells over [start + i·span/I, start + (i+1)·span/I), span = 365 days ending an hour before `end`.
  await db.execute(sql`
    insert into issues (lottery_id, issue_no, start_at, end_at, draw_at, status, result, drawn_at, settled_at)
    select ${o.lotteryId}, 'S' || lpad(g::text, 8, '0'), s, e, e, 3, '1 2 3 4 5', e, e + interval '1 minute'
    from generate_series(0, ${issueCount - 1}::int) g,
      lateral (select ${endIso}::timestamptz - interval '1 hour' - interval '365 days' as t0) b,
      lateral (select b.t0 + (interval '365 days') * (g::float8 / ${issueCount}::float8) as s, b.t0 + (interval '365 days') * ((g + 1)::float8 / ${issueCount}::float8) as e) x`);
  const [first] = rowsOf(await db.execute(sql`select min(id)::text as id from members where account like 'scale%'`));
  const [firstIssue] = rowsOf(await db.execute(sql`select min(id)::text as id from issues where issue_no like 'S%' and lottery_id = ${o.lotteryId}`));
  const m0 = BigInt(first!.id as string);
  const i0 = BigInt(firstIssue!.id as string);
  // Orders in 12 statements (each a twelfth of the rows), in time order: order g on issue g·I/N.
  const step = Math.ceil(o.orders / 12);
  for (let lo = 1; lo <= o.orders; lo += step) {
    const hi = Math.min(o.orders, lo + step - 1);
    await db.execute(sql`
      insert into orders (member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, money_mode, multiple, bet_count,
        amount_milli, prize_group, possible_win_milli, status, win_milli, batch_key, content_hash, created_at, settled_at)
      select ${m0}::bigint + (g::bigint * 7919) % ${o.members}::bigint, ${o.lotteryId}, i.id, i.issue_no, 1, ${o.playId}, '1', '{"rows":[[1],[],[],[],[]]}'::jsonb, 1, 1, 1,
        2000, 1950, 3900, case when g % 2 = 0 then 3 else 4 end, case when g % 2 = 0 then 3900 else 0 end,
        'scale:' || g, 'scale', i.start_at + (i.end_at - i.start_at) * ((g % 1000)::float8 / 1000), i.settled_at
      from generate_series(${lo}::int, ${hi}::int) g
      join issues i on i.id = ${i0}::bigint + ((g - 1)::bigint * ${issueCount}::bigint / ${o.orders}::bigint)`);
  }
  await db.execute(sql`
    insert into money_moves (idempotency_key, type, amount, ref_type, ref_id, created_at)
    select 'scale:deposit:' || id, 'adjustment', 1000000000000, null, null, ${endIso}::timestamptz - interval '400 days' from members where account like 'scale%'`);
  await db.execute(sql`
    insert into money_moves (idempotency_key, type, amount, ref_type, ref_id, created_at)
    select 'scale:bet:' || id, 'bet', amount_milli, 'order', id::text, created_at from orders where content_hash = 'scale'`);
  await db.execute(sql`
    insert into money_moves (idempotency_key, type, amount, ref_type, ref_id, created_at)
    select 'win:' || id, 'payout', win_milli, 'order', id::text, settled_at from orders where content_hash = 'scale' and status = 3`);
  // Every row of the history, chained per account in (time, move) order from the balance in place
  // (house shards have the seed's rows; a member's shard is id % 16 as houseShardOf); ids follow
  // that order, as the audit reads chains by id.
  await db.execute(sql`
    with dep as (
      select m.id as move_id, w.id as member_id, m.created_at as at from members w
      join money_moves m on m.idempotency_key = 'scale:deposit:' || w.id where w.account like 'scale%'),
    bet as (
      select m.id as move_id, o.member_id, o.amount_milli as amount, o.created_at as at from orders o
      join money_moves m on m.idempotency_key = 'scale:bet:' || o.id where o.content_hash = 'scale'),
    win as (
      select m.id as move_id, o.member_id, o.win_milli as amount, o.settled_at as at from orders o
      join money_moves m on m.idempotency_key = 'win:' || o.id where o.content_hash = 'scale' and o.status = 3),
    r as (
      select move_id, 'adjustment' as type, member_id, null::varchar as house_code, null::smallint as house_shard, 1000000000000::bigint as amount, at from dep
      union all select move_id, 'adjustment', null, 'adjustments', (member_id % 16)::smallint, -1000000000000::bigint, at from dep
      union all select move_id, 'bet', member_id, null, null, -amount, at from bet
      union all select move_id, 'bet', null, 'stakes', (member_id % 16)::smallint, amount, at from bet
      union all select move_id, 'payout', member_id, null, null, amount, at from win
      union all select move_id, 'payout', null, 'payouts', (member_id % 16)::smallint, -amount, at from win),
    t as (
      select r.*, coalesce(h.balance, 0) + sum(r.amount) over w as after from r
      left join house_accounts h on h.code = r.house_code and h.shard = r.house_shard
      window w as (partition by r.member_id, r.house_code, r.house_shard order by r.at, r.move_id rows between unbounded preceding and current row))
    insert into ledger (move_id, type, member_id, house_code, house_shard, amount, balance_before, balance_after, created_at)
    select move_id, type, member_id, house_code, house_shard, amount, after - amount, after, at from t order by at, move_id, amount`);
  await db.execute(sql`
    update wallets w set balance = s.total, updated_at = now()
    from (select member_id, sum(amount) as total from ledger where member_id >= ${m0}::bigint group by member_id) s
    where w.member_id = s.member_id`);
  await db.execute(sql`
    insert into house_accounts as a (code, shard, balance)
    select house_code, house_shard, sum(amount) from ledger l
    where house_code is not null and l.move_id >= (select min(id) from money_moves where idempotency_key like 'scale:%')
    group by house_code, house_shard
    on conflict (code, shard) do update set balance = a.balance + excluded.balance, updated_at = now()`);
  for (const table of ['orders', 'ledger', 'money_moves', 'issue_stakes', 'settled_totals', 'issues', 'members', 'wallets']) await db.execute(sql.raw(`analyze ${table}`));
}
