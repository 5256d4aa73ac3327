import { sql } from 'drizzle-orm';
import { DwKind, DwStatus, OrderStatus } from '@lotus/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { HOUSE } from '../ledger/index.ts';
import { businessDaySql } from '../../lib/business-day.ts';

/**
 * The reports' SQL (issue #16): one grouped aggregate per source, over a bounded range of
 * instants [start, end). `day` is the business day (02:00–02:00 in `timeZone`) as YYYY-MM-DD.
 * Sums come back as text: milli-unit integers that may exceed 2^53.
 */
const dayOf = businessDaySql;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(res: unknown) => (res as Rows<T>).rows;

/**
 * Settled orders (won and not won) by the business day their issue closed: from the settled totals
 * (migration 0042, one row per issue, play and shard), not the orders, so a month reads the month's
 * issues and their totals rows through the issues' end and the totals' key (issue #30).
 */
export async function ordersByDay(db: DbOrTx, timeZone: string, start: Date, end: Date) {
  const res = await db.execute(sql`
    select ${dayOf(sql`i.end_at`, timeZone)} as day, sum(t.orders)::int as orders,
      sum(t.stake_milli - t.refund_milli)::text as bets, sum(t.win_milli)::text as prizes
    from settled_totals t join issues i on i.id = t.issue_id
    where i.end_at >= ${start} and i.end_at < ${end}
    group by 1
    having sum(t.orders) > 0`);
  return rowsOf<{ day: string; orders: number; bets: string; prizes: string }>(res);
}

/** The same by lottery (the orders' lottery). */
export async function ordersByLottery(db: DbOrTx, start: Date, end: Date) {
  const res = await db.execute(sql`
    select l.id as lottery_id, l.code as lottery_code, sum(t.orders)::int as orders,
      sum(t.stake_milli - t.refund_milli)::text as bets, sum(t.win_milli)::text as prizes
    from settled_totals t join issues i on i.id = t.issue_id join lotteries l on l.id = t.lottery_id
    where i.end_at >= ${start} and i.end_at < ${end}
    group by 1, 2
    having sum(t.orders) > 0
    order by 1`);
  return rowsOf<{ lottery_id: number; lottery_code: string; orders: number; bets: string; prizes: string }>(
    res,
  );
}

/** Valid bets as settlement recorded them (promo_valid_bets is kept per business day). */
export async function validBetsByDay(db: DbOrTx, fromDay: string, toDay: string) {
  const res = await db.execute(sql`
    select day, coalesce(sum(valid_milli), 0)::text as valid
    from promo_valid_bets where day >= ${fromDay} and day <= ${toDay}
    group by 1`);
  return rowsOf<{ day: string; valid: string }>(res);
}

/** What the rebate and bonus house accounts paid (their ledger rows are negative when paying). */
export async function houseCostsByDay(db: DbOrTx, timeZone: string, start: Date, end: Date) {
  const res = await db.execute(sql`
    select ${dayOf(sql`created_at`, timeZone)} as day,
      coalesce(-sum(amount) filter (where house_code = ${HOUSE.rebates}), 0)::text as rebates,
      coalesce(-sum(amount) filter (where house_code = ${HOUSE.bonuses}), 0)::text as bonuses
    from ledger
    where house_code in (${HOUSE.rebates}, ${HOUSE.bonuses}) and created_at >= ${start} and created_at < ${end}
    group by 1`);
  return rowsOf<{ day: string; rebates: string; bonuses: string }>(res);
}

/** Completed deposits and withdrawals by the business day they were approved. */
export async function cashByDay(db: DbOrTx, timeZone: string, start: Date, end: Date) {
  const res = await db.execute(sql`
    select ${dayOf(sql`reviewed_at`, timeZone)} as day,
      count(*) filter (where kind = ${DwKind.DEPOSIT})::int as deposits,
      coalesce(sum(amount) filter (where kind = ${DwKind.DEPOSIT}), 0)::text as deposit_amount,
      count(*) filter (where kind = ${DwKind.WITHDRAWAL})::int as withdrawals,
      coalesce(sum(amount) filter (where kind = ${DwKind.WITHDRAWAL}), 0)::text as withdrawal_amount,
      coalesce(sum(fee) filter (where kind = ${DwKind.WITHDRAWAL}), 0)::text as withdrawal_fees
    from dw_orders
    where status = ${DwStatus.COMPLETED} and reviewed_at >= ${start} and reviewed_at < ${end}
    group by 1`);
  return rowsOf<{
    day: string;
    deposits: number;
    deposit_amount: string;
    withdrawals: number;
    withdrawal_amount: string;
    withdrawal_fees: string;
  }>(res);
}

const SETTLED = sql`(${OrderStatus.WON}, ${OrderStatus.NOT_WON})`;

/** One lottery's issues that closed in the range with settled orders, newest first; `total` counts them. */
export async function ordersByIssue(
  db: DbOrTx,
  lotteryId: number,
  start: Date,
  end: Date,
  limit: number,
  offset: number,
) {
  const res = await db.execute(sql`
    select i.issue_no, i.status::int as status, i.result, i.end_at, sum(t.orders)::int as orders,
      sum(t.stake_milli - t.refund_milli)::text as bets, sum(t.win_milli)::text as prizes,
      count(*) over ()::int as total
    from issues i join settled_totals t on t.issue_id = i.id
    where i.lottery_id = ${lotteryId} and i.end_at >= ${start} and i.end_at < ${end}
    group by i.id
    having sum(t.orders) > 0
    order by i.end_at desc, i.id desc
    limit ${limit} offset ${offset}`);
  return rowsOf<{
    issue_no: string;
    status: number;
    result: string | null;
    end_at: Date | string;
    orders: number;
    bets: string;
    prizes: string;
    total: number;
  }>(res);
}

/** Settled orders by play (of one lottery, or all), largest stakes first; `total` counts the plays. */
export async function ordersByPlay(
  db: DbOrTx,
  lotteryId: number | undefined,
  start: Date,
  end: Date,
  limit: number,
  offset: number,
) {
  const res = await db.execute(sql`
    select t.play_id, sum(t.orders)::int as orders,
      sum(t.stake_milli - t.refund_milli)::text as bets, sum(t.win_milli)::text as prizes,
      count(*) over ()::int as total
    from settled_totals t join issues i on i.id = t.issue_id
    where i.end_at >= ${start} and i.end_at < ${end}
      ${lotteryId === undefined ? sql`` : sql`and i.lottery_id = ${lotteryId}`}
    group by t.play_id
    having sum(t.orders) > 0
    order by sum(t.stake_milli - t.refund_milli) desc, t.play_id
    limit ${limit} offset ${offset}`);
  return rowsOf<{ play_id: number; orders: number; bets: string; prizes: string; total: number }>(res);
}

/**
 * A house account's payments in the range with the member each went to: its ledger row and the
 * member's row of the same move. `amount` is what the house paid (a reversal counts negative).
 * The member's row is looked for in the same range: a move's rows are written by one statement,
 * whose now() stamps them all, so PostgreSQL reads only the range's ledger months for it too; by
 * move_id alone every month's ledger_move_idx was probed for each payment (issue #30).
 */
export const housePayments = (house: string, timeZone: string, start: Date, end: Date) => sql`
  select ${dayOf(sql`h.created_at`, timeZone)} as day, h.type, -h.amount as amount, l.member_id
  from ledger h join ledger l on l.move_id = h.move_id and l.member_id is not null
    and l.created_at >= ${start} and l.created_at < ${end}
  where h.house_code = ${house} and h.created_at >= ${start} and h.created_at < ${end}`;

/** Rebates paid by day, and recipients; the row with a null day is the whole range. */
export async function rebatesByDay(db: DbOrTx, timeZone: string, start: Date, end: Date) {
  const res = await db.execute(sql`
    select p.day, coalesce(sum(p.amount), 0)::text as amount,
      count(distinct p.member_id) filter (where p.amount > 0)::int as recipients
    from (${housePayments(HOUSE.rebates, timeZone, start, end)}) p
    group by grouping sets ((p.day), ())`);
  return rowsOf<{ day: string | null; amount: string; recipients: number }>(res);
}

/**
 * The top of a member's chain (the first id of his path) when that member is an agent; null for
 * members under no agent.
 */
const topAgentOf = (alias: string) =>
  sql.raw(`
  case when t_${alias}.member_type = 2 then t_${alias}.id end`);
const joinTop = (alias: string) =>
  sql.raw(`join members t_${alias} on t_${alias}.id = split_part(${alias}.path, '/', 2)::bigint`);

/**
 * Rebates by the top agent of the member paid (null: members under no agent), largest first;
 * the page of agents, and the bucket of members under no agent and the whole range as extra rows.
 */
export async function rebatesByAgent(
  db: DbOrTx,
  timeZone: string,
  start: Date,
  end: Date,
  limit: number,
  offset: number,
) {
  const res = await db.execute(sql`
    with p as (
      select ${topAgentOf('m')} as top, p.member_id, p.amount
      from (${housePayments(HOUSE.rebates, timeZone, start, end)}) p
      join members m on m.id = p.member_id ${joinTop('m')}),
    g as (
      select top, coalesce(sum(amount), 0) as amount, count(distinct member_id) filter (where amount > 0)::int as recipients,
        coalesce(sum(amount) filter (where member_id = top), 0) as own
      from p group by top),
    page as (
      select g.top::text as agent_id, a.account, g.amount::text as amount, g.recipients, g.own::text as own,
        count(*) over ()::int as total, 'agent' as bucket, row_number() over (order by g.amount desc, g.top)::int as n
      from g join members a on a.id = g.top
      order by g.amount desc, g.top
      limit ${limit} offset ${offset})
    select * from page
    union all
    select null, null, amount::text, recipients, '0', 0, 'direct', 0 from g where top is null
    union all
    select null, null, coalesce(sum(amount), 0)::text, count(distinct member_id) filter (where amount > 0)::int, '0', 0, 'total', 0
    from p`);
  return rowsOf<{
    agent_id: string | null;
    account: string | null;
    amount: string;
    recipients: number;
    own: string;
    total: number;
    bucket: 'agent' | 'direct' | 'total';
    n: number;
  }>(res).sort((a, b) => a.n - b.n);
}

/** The bonus account's payments by day and ledger type; null type rows are the day's (or, with a null day, the range's) recipients. */
export async function promotionsByDay(db: DbOrTx, timeZone: string, start: Date, end: Date) {
  const res = await db.execute(sql`
    select p.day, p.type, coalesce(sum(p.amount), 0)::text as amount,
      count(distinct p.member_id) filter (where p.amount > 0)::int as recipients
    from (${housePayments(HOUSE.bonuses, timeZone, start, end)}) p
    group by grouping sets ((p.day, p.type), (p.day), ())`);
  return rowsOf<{ day: string | null; type: string | null; amount: string; recipients: number }>(res);
}

/** Registrations by day (agents among them). */
export async function registrationsByDay(db: DbOrTx, timeZone: string, start: Date, end: Date) {
  const res = await db.execute(sql`
    select ${dayOf(sql`created_at`, timeZone)} as day, count(*)::int as members,
      count(*) filter (where member_type = 2)::int as agents
    from members where created_at >= ${start} and created_at < ${end}
    group by 1`);
  return rowsOf<{ day: string; members: number; agents: number }>(res);
}

/** Members with a bet on an issue that closed that day; the null day is the whole range. */
export async function activeByDay(db: DbOrTx, timeZone: string, start: Date, end: Date) {
  const res = await db.execute(sql`
    select ${dayOf(sql`i.end_at`, timeZone)} as day, count(distinct o.member_id)::int as active
    from orders o join issues i on i.id = o.issue_id
    where i.end_at >= ${start} and i.end_at < ${end}
      and o.status in (${OrderStatus.UNSETTLED}, ${OrderStatus.DRAWING}, ${OrderStatus.WON}, ${OrderStatus.NOT_WON})
    group by grouping sets ((1), ())`);
  return rowsOf<{ day: string | null; active: number }>(res);
}

/**
 * Depositors by the day their deposit was approved (null day: the whole range), and first
 * deposits: a member's earliest approved deposit ever, when it falls in the range.
 */
export async function depositorsByDay(db: DbOrTx, timeZone: string, start: Date, end: Date) {
  const res = await db.execute(sql`
    with d as (
      select id, member_id, amount, reviewed_at from dw_orders
      where kind = ${DwKind.DEPOSIT} and status = ${DwStatus.COMPLETED} and reviewed_at >= ${start} and reviewed_at < ${end}),
    f as (
      select distinct on (d.member_id) d.member_id, d.amount, d.reviewed_at from d
      where not exists (
        select 1 from dw_orders e
        where e.member_id = d.member_id and e.kind = ${DwKind.DEPOSIT} and e.status = ${DwStatus.COMPLETED}
          and e.reviewed_at < ${start})
      order by d.member_id, d.reviewed_at, d.id)
    select ${dayOf(sql`d.reviewed_at`, timeZone)} as day, count(distinct d.member_id)::int as depositors,
      0 as first_deposits, '0' as first_amount
    from d group by grouping sets ((1), ())
    union all
    select ${dayOf(sql`f.reviewed_at`, timeZone)} as day, 0, count(*)::int, coalesce(sum(f.amount), 0)::text
    from f group by 1`);
  return rowsOf<{ day: string | null; depositors: number; first_deposits: number; first_amount: string }>(
    res,
  );
}

/**
 * Per top agent (and, with a null id, members under no agent): settled orders by the issue's
 * close, rebates paid, registrations in the range and today's headcount. The page of agents by stakes, with the count of agents.
 */
export async function teamsPage(
  db: DbOrTx,
  timeZone: string,
  start: Date,
  end: Date,
  limit: number,
  offset: number,
) {
  const res = await db.execute(sql`
    with o as (
      select ${topAgentOf('m')} as top, count(distinct o.member_id)::int as active,
        sum(o.amount_milli - o.refund_milli) as bets, sum(o.win_milli) as prizes
      from orders o join issues i on i.id = o.issue_id join members m on m.id = o.member_id ${joinTop('m')}
      where i.end_at >= ${start} and i.end_at < ${end} and o.status in ${SETTLED}
      group by 1),
    r as (
      select ${topAgentOf('m')} as top, sum(p.amount) as rebates
      from (${housePayments(HOUSE.rebates, timeZone, start, end)}) p
      join members m on m.id = p.member_id ${joinTop('m')}
      group by 1),
    a as (select id, account from members where parent_id is null and member_type = 2),
    page as (
      select a.id, a.account, coalesce(o.active, 0) as active, coalesce(o.bets, 0) as bets,
        coalesce(o.prizes, 0) as prizes, coalesce(r.rebates, 0) as rebates, count(*) over ()::int as total,
        row_number() over (order by coalesce(o.bets, 0) desc, a.id)::int as n
      from a left join o on o.top = a.id left join r on r.top = a.id
      order by coalesce(o.bets, 0) desc, a.id
      limit ${limit} offset ${offset})
    select page.id::text as agent_id, page.account, page.active, page.bets::text as bets, page.prizes::text as prizes,
      page.rebates::text as rebates, page.total, page.n,
      (select count(*) from members x where x.path like '/' || page.id || '/%')::int as members,
      (select count(*) from members x where x.path like '/' || page.id || '/%' and x.created_at >= ${start} and x.created_at < ${end})::int as new_members
    from page
    union all
    select null, null, coalesce((select active from o where top is null), 0),
      coalesce((select bets from o where top is null), 0)::text, coalesce((select prizes from o where top is null), 0)::text,
      coalesce((select rebates from r where top is null), 0)::text, 0, 0,
      (select count(*) from members x ${joinTop('x')} where t_x.member_type = 1)::int,
      (select count(*) from members x ${joinTop('x')} where t_x.member_type = 1 and x.created_at >= ${start} and x.created_at < ${end})::int`);
  return rowsOf<{
    agent_id: string | null;
    account: string | null;
    active: number;
    bets: string;
    prizes: string;
    rebates: string;
    total: number;
    n: number;
    members: number;
    new_members: number;
  }>(res).sort((a, b) => a.n - b.n);
}

/**
 * Orders placed in [start, end) by the device code their request reported and the installed-app
 * flag (issue #31, migration 0041), cancelled and abandoned ones left out. By created_at, so only
 * the range's month partitions are read; at most 5 codes × 2 groups.
 */
export async function ordersByDevice(db: DbOrTx, start: Date, end: Date) {
  const res = await db.execute(sql`
    select o.device, o.installed, count(*)::int as orders, coalesce(sum(o.amount_milli - o.refund_milli), 0)::text as stake
    from orders o
    where o.created_at >= ${start} and o.created_at < ${end}
      and o.status in (${OrderStatus.UNSETTLED}, ${OrderStatus.DRAWING}, ${OrderStatus.WON}, ${OrderStatus.NOT_WON})
    group by 1, 2
    order by 1 nulls last, 2`);
  return rowsOf<{ device: number | null; installed: boolean; orders: number; stake: string }>(res);
}
