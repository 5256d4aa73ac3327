import {
  REPORT_DEFAULT_DAYS,
  type CashDailyReport,
  type PnlByLotteryReport,
  type PnlDailyReport,
  type ReportRange,
  type ReportRangeQuery,
} from '@lotus/contracts';
import { addDays, formatLocalDate, formatMoney, parseLocalDate } from '@lotus/engine';
import type { DbOrTx } from '../../db/client.ts';
import { BUSINESS_DAY_START_HOUR, businessDay, businessDayEnd, instantOf } from '../promo/calendar.ts';
import { loadSettings } from '../settings/service.ts';
import { cashByDay, houseCostsByDay, ordersByDay, ordersByLottery, validBetsByDay } from './repository.ts';

/** Every business day of the range, in order (the range is bounded by REPORT_MAX_DAYS). */
function daysOf(range: ReportRange): string[] {
  const out: string[] = [];
  for (let d = parseLocalDate(range.from)!; formatLocalDate(d) <= range.to; d = addDays(d, 1))
    out.push(formatLocalDate(d));
  return out;
}

const big = (text: string | undefined) => BigInt(text ?? '0');

/** Operators' reports (issue #16): SQL aggregates per source, joined by day here; empty days are zeros. */
export function createReportService(db: DbOrTx, clock: { now: () => Date }) {
  /** The range asked for, or the last days up to today's business day; and its instants. */
  async function bounds(query: ReportRangeQuery) {
    const timeZone = (await loadSettings(db)).platformTimeZone;
    let range: ReportRange;
    if (query.from && query.to) range = { from: query.from, to: query.to };
    else {
      const to = businessDay(clock.now(), timeZone);
      range = { from: formatLocalDate(addDays(parseLocalDate(to)!, 1 - REPORT_DEFAULT_DAYS)), to };
    }
    return {
      range,
      timeZone,
      start: instantOf(parseLocalDate(range.from)!, BUSINESS_DAY_START_HOUR, timeZone),
      end: businessDayEnd(range.to, timeZone),
    };
  }

  async function pnlDaily(query: ReportRangeQuery): Promise<PnlDailyReport> {
    const { range, timeZone, start, end } = await bounds(query);
    const [orders, valid, costs] = await Promise.all([
      ordersByDay(db, timeZone, start, end),
      validBetsByDay(db, range.from, range.to),
      houseCostsByDay(db, timeZone, start, end),
    ]);
    const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
    const o = byDay(orders);
    const v = byDay(valid);
    const c = byDay(costs);
    const sums = { orders: 0, bets: 0n, validBets: 0n, prizes: 0n, rebates: 0n, promotionCost: 0n };
    const present = (f: typeof sums) => {
      const ggr = f.bets - f.prizes;
      return {
        orders: f.orders,
        bets: formatMoney(f.bets),
        validBets: formatMoney(f.validBets),
        prizes: formatMoney(f.prizes),
        rebates: formatMoney(f.rebates),
        promotionCost: formatMoney(f.promotionCost),
        ggr: formatMoney(ggr),
        profit: formatMoney(ggr - f.rebates - f.promotionCost),
      };
    };
    const rows = daysOf(range).map((day) => {
      const f = {
        orders: o.get(day)?.orders ?? 0,
        bets: big(o.get(day)?.bets),
        validBets: big(v.get(day)?.valid),
        prizes: big(o.get(day)?.prizes),
        rebates: big(c.get(day)?.rebates),
        promotionCost: big(c.get(day)?.bonuses),
      };
      sums.orders += f.orders;
      sums.bets += f.bets;
      sums.validBets += f.validBets;
      sums.prizes += f.prizes;
      sums.rebates += f.rebates;
      sums.promotionCost += f.promotionCost;
      return { day, ...present(f) };
    });
    return { ...range, rows, total: present(sums) };
  }

  async function pnlByLottery(query: ReportRangeQuery): Promise<PnlByLotteryReport> {
    const { range, start, end } = await bounds(query);
    const rows = await ordersByLottery(db, start, end);
    return {
      ...range,
      rows: rows.map((r) => ({
        lotteryId: Number(r.lottery_id),
        lotteryCode: r.lottery_code,
        orders: Number(r.orders),
        bets: formatMoney(big(r.bets)),
        prizes: formatMoney(big(r.prizes)),
        ggr: formatMoney(big(r.bets) - big(r.prizes)),
      })),
    };
  }

  async function cashDaily(query: ReportRangeQuery): Promise<CashDailyReport> {
    const { range, timeZone, start, end } = await bounds(query);
    const found = new Map((await cashByDay(db, timeZone, start, end)).map((r) => [r.day, r]));
    return {
      ...range,
      rows: daysOf(range).map((day) => {
        const r = found.get(day);
        return {
          day,
          deposits: Number(r?.deposits ?? 0),
          depositAmount: formatMoney(big(r?.deposit_amount)),
          withdrawals: Number(r?.withdrawals ?? 0),
          withdrawalAmount: formatMoney(big(r?.withdrawal_amount)),
          withdrawalFees: formatMoney(big(r?.withdrawal_fees)),
          net: formatMoney(big(r?.deposit_amount) - big(r?.withdrawal_amount)),
        };
      }),
    };
  }

  return { pnlDaily, pnlByLottery, cashDaily };
}
