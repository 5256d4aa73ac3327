import { z } from 'zod';
import { calendarDay } from './dates.ts';

/**
 * Platform reports for operators (issue #16 "reports", domain §4.2 item 2): profit and loss by
 * day and by lottery, deposits and withdrawals by day. Days are the platform's business days
 * (02:00–02:00 platform time, as promotions count them); money is decimal text of currency
 * units, milli-unit exact.
 *
 * - bets: settled stakes (won and not-won orders, less refunds), on the day their issue closed;
 * - validBets: the valid bet recorded at settlement (opposite sides netted, domain §2.2 item 1);
 * - prizes: what those orders won;
 * - rebates and promotionCost: what the rebate and bonus house accounts paid out that day;
 * - ggr: bets − prizes; profit: ggr − rebates − promotionCost.
 */
export const consoleReportPaths = {
  pnlDaily: '/api/console/reports/pnl/daily',
  pnlByLottery: '/api/console/reports/pnl/lotteries',
  cashDaily: '/api/console/reports/cash/daily',
} as const;

/** At most 92 days in one report (a quarter): bounded rows, bounded scans. */
export const REPORT_MAX_DAYS = 92;

/** Report days are the platform's business days; the last 7 up to today when neither is given. */
export const REPORT_DEFAULT_DAYS = 7;
const reportDay = calendarDay('report.dateInvalid');
export const reportRangeQuery = z
  .object({ from: reportDay.optional(), to: reportDay.optional() })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'report.dateInvalid',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'report.rangeInvalid', path: ['to'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: 'report.rangeTooLong',
    path: ['to'],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;
/** The range a report covers, as the server settled it. */
export interface ReportRange {
  from: string;
  to: string;
}
const rangeShape = { from: z.string(), to: z.string() };

const money = z.string();
const pnlFigures = {
  orders: z.number(),
  bets: money,
  validBets: money,
  prizes: money,
  rebates: money,
  promotionCost: money,
  ggr: money,
  profit: money,
};

export const pnlDayRow = z.object({ day: z.string(), ...pnlFigures });
export type PnlDayRow = z.infer<typeof pnlDayRow>;
export const pnlDailyReport = z.object({
  ...rangeShape,
  rows: z.array(pnlDayRow),
  total: z.object(pnlFigures),
});
export type PnlDailyReport = z.infer<typeof pnlDailyReport>;

/** By lottery: what orders carry (valid bets, rebates and bonuses are not kept per lottery). */
export const pnlLotteryRow = z.object({
  lotteryId: z.number(),
  lotteryCode: z.string(),
  orders: z.number(),
  bets: money,
  prizes: money,
  ggr: money,
});
export type PnlLotteryRow = z.infer<typeof pnlLotteryRow>;
export const pnlByLotteryReport = z.object({ ...rangeShape, rows: z.array(pnlLotteryRow) });
export type PnlByLotteryReport = z.infer<typeof pnlByLotteryReport>;

export const cashDayRow = z.object({
  day: z.string(),
  deposits: z.number(),
  depositAmount: money,
  withdrawals: z.number(),
  withdrawalAmount: money,
  withdrawalFees: money,
  /** depositAmount − withdrawalAmount. */
  net: money,
});
export type CashDayRow = z.infer<typeof cashDayRow>;
export const cashDailyReport = z.object({ ...rangeShape, rows: z.array(cashDayRow) });
export type CashDailyReport = z.infer<typeof cashDailyReport>;
