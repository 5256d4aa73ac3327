/**
 * The settled totals (migration 0042) against the orders they sum: the table, and the same GROUP
 * BY over the orders, as text rows. Returns the table's rows, so a caller can also say what it
 * expects them to hold.
 */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

export interface SettledTotalRow {
  issue_id: string;
  play_id: number;
  shard: number;
  lottery_id: number;
  orders: number;
  stake: string;
  refund: string;
  win: string;
  rebate: string;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const COLUMNS = 'issue_id::text, play_id, shard::int, lottery_id, orders::int, stake::text, refund::text, win::text, rebate::text';

export async function settledTotalsAndOrders(db: Db): Promise<{ totals: SettledTotalRow[]; brute: SettledTotalRow[] }> {
  const totals = rowsOf<SettledTotalRow>(
    await db.execute(
      sql.raw(`select ${COLUMNS} from (select issue_id, play_id, shard, lottery_id, orders, stake_milli as stake, refund_milli as refund,
        win_milli as win, rebate_milli as rebate from settled_totals) t order by 1, 2, 3`),
    ),
  );
  const brute = rowsOf<SettledTotalRow>(
    await db.execute(
      sql.raw(`select ${COLUMNS} from (select issue_id, play_id, (member_id % 16) as shard, min(lottery_id) as lottery_id, count(*) as orders,
        sum(amount_milli) as stake, sum(refund_milli) as refund, sum(win_milli) as win, sum(rebate_milli) as rebate
        from orders where status in (3, 4) group by 1, 2, 3) t order by 1, 2, 3`),
    ),
  );
  return { totals, brute };
}

/** Fails when the settled totals differ from their orders; returns the totals. */
export async function expectSettledTotalsMatch(db: Db): Promise<SettledTotalRow[]> {
  const { totals, brute } = await settledTotalsAndOrders(db);
  expect(totals).toEqual(brute);
  return totals;
}
