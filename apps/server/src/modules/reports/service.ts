import {
  PROMOTION_KINDS,
  REPORT_DEFAULT_DAYS,
  REPORT_PAGE_SIZE,
  type MembersDailyReport,
  type PnlIssuesReport,
  type PnlPlaysReport,
  type PromotionKind,
  type PromotionsDailyReport,
  type RebatesAgentsReport,
  type RebatesDailyReport,
  type ReportPageQuery,
  type TeamsReport,
  type CashDailyReport,
  type DeviceShareReport,
  type PnlByLotteryReport,
  type PnlDailyReport,
  type ReportRange,
  type ReportRangeQuery,
} from '@lotus/contracts';
import { addDays, formatLocalDate, formatMoney, parseLocalDate } from '@lotus/engine';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lotteries } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { playOf } from '../lottery/index.ts';
import { BUSINESS_DAY_START_HOUR, businessDay, businessDayEnd, instantOf } from '../promo/index.ts';
import { loadSettings } from '../settings/index.ts';
import {
  activeByDay,
  cashByDay,
  depositorsByDay,
  houseCostsByDay,
  ordersByDay,
  ordersByDevice,
  ordersByIssue,
  ordersByLottery,
  ordersByPlay,
  promotionsByDay,
  rebatesByAgent,
  rebatesByDay,
  registrationsByDay,
  teamsPage,
  validBetsByDay,
} from './repository.ts';

/** Every business day of the range, in order (the range is bounded by REPORT_MAX_DAYS). */
function daysOf(range: ReportRange): string[] {
  const out: string[] = [];
  for (let d = parseLocalDate(range.from)!; formatLocalDate(d) <= range.to; d = addDays(d, 1))
    out.push(formatLocalDate(d));
  return out;
}

const big = (text: string | null | undefined) => BigInt(text ?? '0');
const money = (text: string | null | undefined) => formatMoney(big(text));
/** Orders, stakes, prizes and GGR of an aggregate row. */
const orderFigures = (r: { orders: number; bets: string; prizes: string }) => ({
  orders: Number(r.orders),
  bets: money(r.bets),
  prizes: money(r.prizes),
  ggr: formatMoney(big(r.bets) - big(r.prizes)),
});
/** The bonus account's ledger types by promotion kind (promo/vip.ts claims `vip_<kind>`, promo/sign.ts and invite.ts draws). */
const KIND_OF_TYPE: Record<string, PromotionKind> = {
  vip_up: 'up',
  vip_week: 'week',
  vip_month: 'month',
  vip_invite: 'invite',
  sign_prize: 'sign',
  invite_prize: 'invite',
};
interface Paging {
  page?: number | undefined;
  size?: number | undefined;
}
const pageOf = (q: Paging) => {
  const page = q.page ?? 1;
  const size = q.size ?? REPORT_PAGE_SIZE;
  return { page, size, limit: size, offset: (page - 1) * size };
};

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

  async function pnlIssues(
    query: ReportRangeQuery & Paging & { lotteryId: number },
  ): Promise<PnlIssuesReport> {
    const lottery = await db.query.lotteries.findFirst({ where: eq(lotteries.id, query.lotteryId) });
    if (!lottery) throw rejected('lottery.notFound');
    const { range, start, end } = await bounds(query);
    const p = pageOf(query);
    const rows = await ordersByIssue(db, lottery.id, start, end, p.limit, p.offset);
    return {
      ...range,
      lotteryId: lottery.id,
      lotteryCode: lottery.code,
      page: p.page,
      size: p.size,
      total: Number(rows[0]?.total ?? 0),
      list: rows.map((r) => ({
        issue: r.issue_no,
        status: Number(r.status),
        result: r.result,
        closedAt: new Date(r.end_at).toISOString(),
        ...orderFigures(r),
      })),
    };
  }

  async function pnlPlays(
    query: ReportRangeQuery & Paging & { lotteryId?: number | undefined },
  ): Promise<PnlPlaysReport> {
    if (query.lotteryId !== undefined) {
      const lottery = await db.query.lotteries.findFirst({ where: eq(lotteries.id, query.lotteryId) });
      if (!lottery) throw rejected('lottery.notFound');
    }
    const { range, start, end } = await bounds(query);
    const p = pageOf(query);
    const rows = await ordersByPlay(db, query.lotteryId, start, end, p.limit, p.offset);
    return {
      ...range,
      lotteryId: query.lotteryId ?? null,
      page: p.page,
      size: p.size,
      total: Number(rows[0]?.total ?? 0),
      list: rows.map((r) => {
        const found = playOf(Number(r.play_id));
        const group = found?.family.catalogs
          .flatMap((c) => c.subCatalogs)
          .find((s) => s.playIds.includes(found.play.id));
        return {
          playId: Number(r.play_id),
          family: found?.family.code ?? '',
          familyKey: found?.family.nameKey ?? '',
          groupKey: group?.nameKey ?? '',
          nameKey: found?.play.nameKey ?? '',
          ...orderFigures(r),
        };
      }),
    };
  }

  async function rebatesDaily(query: ReportRangeQuery): Promise<RebatesDailyReport> {
    const { range, timeZone, start, end } = await bounds(query);
    const rows = await rebatesByDay(db, timeZone, start, end);
    const byDay = new Map(rows.filter((r) => r.day !== null).map((r) => [r.day!, r]));
    const whole = rows.find((r) => r.day === null);
    return {
      ...range,
      rows: daysOf(range).map((day) => ({
        day,
        amount: money(byDay.get(day)?.amount),
        recipients: Number(byDay.get(day)?.recipients ?? 0),
      })),
      total: { amount: money(whole?.amount), recipients: Number(whole?.recipients ?? 0) },
    };
  }

  async function rebatesAgents(query: ReportPageQuery): Promise<RebatesAgentsReport> {
    const { range, timeZone, start, end } = await bounds(query);
    const p = pageOf(query);
    const rows = await rebatesByAgent(db, timeZone, start, end, p.limit, p.offset);
    const agents = rows.filter((r) => r.bucket === 'agent');
    const bucket = (b: 'direct' | 'total') => {
      const r = rows.find((x) => x.bucket === b);
      return { amount: money(r?.amount), recipients: Number(r?.recipients ?? 0) };
    };
    return {
      ...range,
      page: p.page,
      size: p.size,
      total: Number(agents[0]?.total ?? 0),
      list: agents.map((r) => ({
        agentId: r.agent_id!,
        account: r.account ?? '',
        amount: money(r.amount),
        recipients: Number(r.recipients),
        own: money(r.own),
      })),
      direct: bucket('direct'),
      whole: bucket('total'),
    };
  }

  async function promotionsDaily(query: ReportRangeQuery): Promise<PromotionsDailyReport> {
    const { range, timeZone, start, end } = await bounds(query);
    const rows = await promotionsByDay(db, timeZone, start, end);
    const blank = () => ({
      sums: Object.fromEntries(PROMOTION_KINDS.map((k) => [k, 0n])) as Record<PromotionKind, bigint>,
      recipients: 0,
    });
    const days = new Map<string, ReturnType<typeof blank>>();
    const whole = blank();
    for (const r of rows) {
      const f = r.day === null ? whole : (days.get(r.day) ?? blank());
      if (r.day !== null) days.set(r.day, f);
      if (r.type === null) f.recipients = Number(r.recipients);
      else if (r.day !== null) {
        const kind = KIND_OF_TYPE[r.type] ?? 'other';
        f.sums[kind] += big(r.amount);
        whole.sums[kind] += big(r.amount);
      }
    }
    const present = (f: ReturnType<typeof blank>) => ({
      ...(Object.fromEntries(PROMOTION_KINDS.map((k) => [k, formatMoney(f.sums[k])])) as Record<
        PromotionKind,
        string
      >),
      total: formatMoney(PROMOTION_KINDS.reduce((a, k) => a + f.sums[k], 0n)),
      recipients: f.recipients,
    });
    return {
      ...range,
      rows: daysOf(range).map((day) => ({ day, ...present(days.get(day) ?? blank()) })),
      total: present(whole),
    };
  }

  async function membersDaily(query: ReportRangeQuery): Promise<MembersDailyReport> {
    const { range, timeZone, start, end } = await bounds(query);
    const [registered, active, deposits] = await Promise.all([
      registrationsByDay(db, timeZone, start, end),
      activeByDay(db, timeZone, start, end),
      depositorsByDay(db, timeZone, start, end),
    ]);
    const blank = () => ({
      newMembers: 0,
      newAgents: 0,
      active: 0,
      depositors: 0,
      firstDeposits: 0,
      firstAmount: 0n,
    });
    const days = new Map<string, ReturnType<typeof blank>>();
    const whole = blank();
    const at = (day: string | null) => {
      if (day === null) return whole;
      if (!days.has(day)) days.set(day, blank());
      return days.get(day)!;
    };
    for (const r of registered) {
      for (const f of [at(r.day), whole]) {
        f.newMembers += Number(r.members);
        f.newAgents += Number(r.agents);
      }
    }
    for (const r of active) at(r.day).active = Number(r.active);
    for (const r of deposits) {
      if (Number(r.first_deposits) === 0) {
        at(r.day).depositors = Number(r.depositors);
        continue;
      }
      for (const f of [at(r.day), whole]) {
        f.firstDeposits += Number(r.first_deposits);
        f.firstAmount += big(r.first_amount);
      }
    }
    const present = ({ firstAmount, ...f }: ReturnType<typeof blank>) => ({
      ...f,
      firstDepositAmount: formatMoney(firstAmount),
    });
    return {
      ...range,
      rows: daysOf(range).map((day) => ({ day, ...present(days.get(day) ?? blank()) })),
      total: present(whole),
    };
  }

  async function teams(query: ReportPageQuery): Promise<TeamsReport> {
    const { range, timeZone, start, end } = await bounds(query);
    const p = pageOf(query);
    const rows = await teamsPage(db, timeZone, start, end, p.limit, p.offset);
    const present = (r: (typeof rows)[number]) => ({
      members: Number(r.members),
      newMembers: Number(r.new_members),
      active: Number(r.active),
      bets: money(r.bets),
      prizes: money(r.prizes),
      ggr: formatMoney(big(r.bets) - big(r.prizes)),
      rebates: money(r.rebates),
      net: formatMoney(big(r.bets) - big(r.prizes) - big(r.rebates)),
    });
    const agents = rows.filter((r) => r.agent_id !== null);
    return {
      ...range,
      page: p.page,
      size: p.size,
      total: Number(agents[0]?.total ?? 0),
      list: agents.map((r) => ({ agentId: r.agent_id!, account: r.account ?? '', ...present(r) })),
      direct: present(rows.find((r) => r.agent_id === null)!),
    };
  }

  /** The share of bets per device (issue #31): orders placed in the range, the installed app its own row. */
  async function devices(query: ReportRangeQuery): Promise<DeviceShareReport> {
    const { range, start, end } = await bounds(query);
    const rows = await ordersByDevice(db, start, end);
    const orders = rows.reduce((a, r) => a + Number(r.orders), 0);
    const stake = rows.reduce((a, r) => a + big(r.stake), 0n);
    // Percent with two decimals, rounded down: exact integer arithmetic on milli-units.
    const percent = (part: bigint, whole: bigint) => (whole === 0n ? 0 : Number((part * 10_000n) / whole) / 100);
    return {
      ...range,
      rows: rows.map((r) => ({
        device: r.device === null ? null : Number(r.device),
        installed: r.installed === true || String(r.installed) === 't',
        orders: Number(r.orders),
        stake: money(r.stake),
        orderShare: percent(BigInt(r.orders), BigInt(orders)),
        stakeShare: percent(big(r.stake), stake),
      })),
      total: { orders, stake: formatMoney(stake) },
    };
  }

  return {
    devices,
    pnlDaily,
    pnlByLottery,
    cashDaily,
    pnlIssues,
    pnlPlays,
    rebatesDaily,
    rebatesAgents,
    promotionsDaily,
    membersDaily,
    teams,
  };
}

export type ReportService = ReturnType<typeof createReportService>;
