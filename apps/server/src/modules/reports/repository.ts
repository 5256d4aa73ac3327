import { sql } from 'drizzle-orm';
import { DwKind, DwStatus, OrderStatus } from '@lotus/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { HOUSE } from '../ledger/service.ts';

/**
 * The reports' SQL (issue #16): one grouped aggregate per source, over a bounded range of
 * instants [start, end). `day` is the business day (02:00–02:00 in `timeZone`) as YYYY-MM-DD.
 * Sums come back as text: milli-unit integers that may exceed 2^53.
 */
const dayOf = (column: unknown, timeZone: string) =>
  sql`to_char(((${column} at time zone ${timeZone}) - interval '2 hours')::date, 'YYYY-MM-DD')`;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(res: unknown) => (res as Rows<T>).rows;

/** Settled orders (won and not won) by the business day their issue closed. */
export async function ordersByDay(db: DbOrTx, timeZone: string, start: Date, end: Date) {
  const res = await db.execute(sql`
    select ${dayOf(sql`i.end_at`, timeZone)} as day, count(*)::int as orders,
      coalesce(sum(o.amount_milli - o.refund_milli), 0)::text as bets, coalesce(sum(o.win_milli), 0)::text as prizes
    from orders o join issues i on i.id = o.issue_id
    where i.end_at >= ${start} and i.end_at < ${end} and o.status in (${OrderStatus.WON}, ${OrderStatus.NOT_WON})
    group by 1`);
  return rowsOf<{ day: string; orders: number; bets: string; prizes: string }>(res);
}

/** The same orders by lottery. */
export async function ordersByLottery(db: DbOrTx, start: Date, end: Date) {
  const res = await db.execute(sql`
    select l.id as lottery_id, l.code as lottery_code, count(*)::int as orders,
      coalesce(sum(o.amount_milli - o.refund_milli), 0)::text as bets, coalesce(sum(o.win_milli), 0)::text as prizes
    from orders o join issues i on i.id = o.issue_id join lotteries l on l.id = o.lottery_id
    where i.end_at >= ${start} and i.end_at < ${end} and o.status in (${OrderStatus.WON}, ${OrderStatus.NOT_WON})
    group by 1, 2
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
