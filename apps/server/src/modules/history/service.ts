/**
 * History and chart data (docs/product.md §7, §3 statistics): open codes, trend charts with occurrence and
 * missing values, cold/hot windows (20Q, 50Q, 100Q, miss), two-sided cold/hot and long dragons,
 * all computed by the engine (stats, dragon) over the latest drawn issues (at most 100).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { OmitKind, type DragonBetItem, type ElementResults, type LongDragonItem, type OmitCell, type OmitKindValue, type RemindCfg, type TrendRow } from '@lotus/contracts';
import {
  coldHot,
  computedTables,
  creditItems,
  ELEMENTS,
  creditDragonMarkets,
  longDragons,
  lunarYearOf,
  statsTable,
  yearZodiac,
  ZODIACS,
  type ColdHotCell,
  type ColdHotKey,
  type CreditDragonMarket,
  type Draw,
  type Family,
  type LongDragon,
  type Play,
} from '@lotus/engine';
import { translate, type Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import { issues, lotteries } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { type AnyFamily, drawsAreStrings, familyOf, lotteryName, parseDraw, playOf, rulesOf } from '../lottery/index.ts';

type NumDraw = readonly number[];

/** Families whose draws are long (Happy 8: 20, Mark Six: 7 of 49) are charted by "drawn anywhere". */
const MAX_POSITIONS = 10;

/** Two-sided sides of one number (domain §2-§6): 11x5's 11 and Mark Six's 49 are ties. */
function sidesOf(family: AnyFamily): { big: (n: number) => string | null; odd: (n: number) => string | null } {
  const { min, max } = family.draw;
  const tie = family.code === 'x5' ? 11 : family.code === 'lhc' ? 49 : undefined;
  const bigFrom = family.code === 'x5' ? 6 : family.code === 'lhc' ? 25 : Math.floor((min + max) / 2) + 1;
  return {
    big: (n) => (n === tie ? null : n >= bigFrom ? 'big' : 'small'),
    odd: (n) => (n === tie ? null : n % 2 === 1 ? 'odd' : 'even'),
  };
}

export function createHistoryService(deps: AppDeps) {
  const { db } = deps;

  /** Drawn issues of a lottery, oldest first, with numeric draws (Vietnamese results are prize strings). */
  async function history(ticketId: number, num: number) {
    const [lottery] = await db.select().from(lotteries).where(eq(lotteries.id, ticketId));
    if (!lottery) throw rejected('lottery.notFound');
    const family = familyOf(lottery.family);
    const rows = await db
      .select({ issueNo: issues.issueNo, result: issues.result, drawAt: issues.drawAt })
      .from(issues)
      .where(and(eq(issues.lotteryId, ticketId), inArray(issues.status, [2, 3])))
      .orderBy(desc(issues.endAt))
      .limit(num);
    rows.reverse();
    const draws = rows.map((r) => (family && r.result ? parseDraw(family, r.result) : undefined));
    return { lottery, family, rows, draws };
  }

  async function openCodes(ticketId: number, num: number) {
    const { rows } = await history(ticketId, num);
    return rows.reverse().map((r) => ({ issue: r.issueNo, code: r.result ?? '' }));
  }

  function numericHistory(family: AnyFamily | undefined, draws: (readonly (number | string)[] | undefined)[]): NumDraw[] | undefined {
    if (!family || draws.some((d) => !d || typeof d[0] !== 'number')) return undefined;
    return draws as NumDraw[];
  }

  function rowsOf(family: AnyFamily): { position: number; numbers: number[]; occurs: (d: NumDraw, n: number) => boolean }[] {
    const numbers = Array.from({ length: family.draw.max - family.draw.min + 1 }, (_, i) => family.draw.min + i);
    if (family.draw.length > MAX_POSITIONS) return [{ position: -1, numbers, occurs: (d, n) => d.includes(n) }];
    return Array.from({ length: family.draw.length }, (_, position) => ({ position, numbers, occurs: (d: NumDraw, n: number) => d[position] === n }));
  }

  /** Trend chart: per position, each number's statistics and the missing-value rows. */
  async function trendChart(ticketId: number, num: number) {
    const { family, rows, draws } = await history(ticketId, num);
    const h = numericHistory(family, draws);
    const chart: TrendRow[] = [];
    if (family && h) {
      for (const row of rowsOf(family)) {
        const stats = statsTable(h, row.numbers, row.occurs);
        chart.push({
          position: row.position,
          stats: stats.map((s, i) => ({
            number: row.numbers[i]!,
            occurrences: s.occurrences,
            currentMissing: s.currentMissing,
            averageMissing: s.averageMissing,
            maxMissing: s.maxMissing,
            maxConsecutive: s.maxConsecutive,
          })),
          missing: h.map((_, issue) => stats.map((s) => s.missingRow[issue]!)),
        });
      }
    }
    return { issues: rows.map((r) => ({ issue: r.issueNo, code: r.result ?? '' })), chart };
  }

  /** Chart history: the draws with their sum and span, newest first. */
  async function trendHistory(ticketId: number, num: number) {
    const { rows, draws } = await history(ticketId, num);
    return rows
      .map((r, i) => {
        const d = draws[i];
        const nums = d && typeof d[0] === 'number' ? (d as NumDraw) : undefined;
        return {
          issue: r.issueNo,
          code: r.result ?? '',
          sum: nums ? nums.reduce((a, b) => a + b, 0) : null,
          span: nums ? Math.max(...nums) - Math.min(...nums) : null,
        };
      })
      .reverse();
  }

  /** Cold/hot of each number per position (labelType 1): 20Q, 50Q, 100Q and miss with colour types. */
  async function hotMiss(ticketId: number) {
    const { family, draws } = await history(ticketId, 100);
    const h = numericHistory(family, draws);
    if (!family || !h) return [];
    return rowsOf(family).map((row) => {
      const ch = coldHot(h, row.numbers, row.occurs);
      return { position: row.position, numbers: row.numbers, ...ch };
    });
  }

  /** Two-sided cold/hot: big/small/odd/even of each position. */
  async function doubleHotColdMiss(ticketId: number) {
    const { family, draws } = await history(ticketId, 100);
    const h = numericHistory(family, draws);
    if (!family || !h) return [];
    const sides = sidesOf(family);
    const features = ['big', 'small', 'odd', 'even'] as const;
    const positions = Array.from({ length: Math.min(family.draw.length, MAX_POSITIONS) }, (_, i) => i);
    return positions.map((position) => {
      const ch: Record<ColdHotKey, ColdHotCell[]> = coldHot(h, [...features], (d, f) => {
        const n = d[position]!;
        return (f === 'big' || f === 'small' ? sides.big(n) : sides.odd(n)) === f;
      });
      return { position, features: [...features], ...ch };
    });
  }

  /**
   * Long dragons (streaks ≥ threshold) of the lotteries' two-sided boards (engine
   * creditDragonMarkets: each 大小 / 单双 row, judged as its bets settle), longest first, with the
   * market each runs on. A void or unparsable issue ends every streak.
   */
  async function dragonsOf(ticketIds: number[], threshold: number): Promise<{ ticketId: number; code: string; dragon: LongDragon; market: CreditDragonMarket<Draw> }[]> {
    const out: { ticketId: number; code: string; dragon: LongDragon; market: CreditDragonMarket<Draw> }[] = [];
    for (const ticketId of ticketIds) {
      const { lottery, family, draws } = await history(ticketId, 100).catch(() => ({ lottery: undefined, family: undefined, draws: [] }));
      if (!lottery || !family) continue;
      const markets = creditDragonMarkets(family as Family<Draw>, rulesOf(lottery).ties);
      if (markets.length === 0) continue;
      const since = draws.findLastIndex((d) => d === undefined) + 1;
      const h = draws.slice(since) as Draw[];
      const byKey = new Map(markets.map((m) => [m.key, m]));
      for (const dragon of longDragons(h, markets, threshold)) out.push({ ticketId, code: lottery.code, dragon, market: byKey.get(dragon.marketKey)! });
    }
    return out.sort((a, b) => b.dragon.length - a.dragon.length).slice(0, 200);
  }

  /** A dragon as the member reads it: the lottery and the market's row in his language (第一球, 总和 …). */
  const dragonItem = (lang: Language, f: Awaited<ReturnType<typeof dragonsOf>>[number]): LongDragonItem => ({
    ticketId: f.ticketId,
    lottery: lotteryName(lang, f.code),
    market: f.dragon.marketKey,
    place: translate(lang, f.market.rowNameKey),
    position: f.dragon.position,
    attribute: f.dragon.attribute,
    side: f.dragon.side,
    length: f.dragon.length,
  });

  /** Long dragons across lotteries, longest first. */
  async function remindTop(ticketIds: number[], threshold: number, lang: Language): Promise<LongDragonItem[]> {
    return (await dragonsOf(ticketIds, threshold)).map((f) => dragonItem(lang, f));
  }

  /** Mark Six results with each number's element and zodiac, by the lunar year of each draw date. */
  async function elementResults(ticketId: number, num: number, clockNow: Date): Promise<ElementResults> {
    const { lottery, rows, draws } = await history(ticketId, num);
    if (lottery.family !== 'lhc') throw rejected('lottery.notFound');
    const yearOf = (d: Date) => lunarYearOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
    const list = rows
      .map((r, i) => {
        const year = yearOf(r.drawAt);
        const tables = year === null ? undefined : computedTables(year);
        const nums = (draws[i] ?? []) as NumDraw;
        return {
          issue: r.issueNo,
          code: r.result ?? '',
          elements: tables ? nums.map((n) => ELEMENTS[tables.elementOf[n]!]!) : [],
          zodiacs: tables ? nums.map((n) => ZODIACS[tables.zodiacOf[n]!]!) : [],
        };
      })
      .reverse();
    const year = yearOf(clockNow);
    if (year === null) throw rejected('lottery.animalYearMissing');
    return { animalYear: ZODIACS[yearZodiac(year)]!, list };
  }

  /** Long-dragon lotteries by series (those with a two-sided board); PK10 (4) and racing-car dice (8) are merged (docs/product.md §3). */
  async function remindCfg(): Promise<RemindCfg> {
    const all = await db.select({ id: lotteries.id, category: lotteries.category, family: lotteries.family }).from(lotteries).orderBy(lotteries.sortOrder);
    const bySeries = new Map<number, number[]>();
    for (const l of all) {
      const f = familyOf(l.family);
      if (!f || creditDragonMarkets(f as Family<Draw>).length === 0) continue;
      const series = l.category === 8 ? 4 : l.category;
      bySeries.set(series, [...(bySeries.get(series) ?? []), l.id]);
    }
    return { longDragonTickets: [...bySeries].map(([seriesId, ticketIds]) => ({ seriesId, ticketIds })) };
  }

  /**
   * The lottery's long dragons with the two-sided items to follow or break each on the current
   * issue: the items of the dragon's own market (the same row's other side to break it).
   */
  async function remindDetailBet(ticketId: number, threshold: number, lang: Language, issueNo: string | null): Promise<DragonBetItem[]> {
    const found = await dragonsOf([ticketId], threshold);
    const items = new Map<number, ReturnType<typeof creditItems>>();
    const itemFor = (m: CreditDragonMarket<Draw>, side: string): number | null => {
      const play = playOf(m.playId)?.play;
      if (!play) return null;
      if (!items.has(m.playId)) items.set(m.playId, creditItems(play as Play));
      return items.get(m.playId)!.find((i) => i.row === m.row && i.option === m.optionOf[side])?.playItemId ?? null;
    };
    return found.map((f) => ({
      ...dragonItem(lang, f),
      issue: issueNo ?? '',
      followItemId: itemFor(f.market, f.dragon.side),
      breakItemIds: f.market.sides.filter((s) => s !== f.dragon.side).map((s) => itemFor(f.market, s)).filter((x): x is number => x !== null),
    }));
  }

  /**
   * The current miss of every cell a missed-number reminder can watch (modules/history/omit.ts):
   * kind 1, each number per chart position (as trendChart counts it); kind 2, each two-sided
   * side per position (as doubleHotColdMiss counts it). `positions` is every position the kind
   * has on this lottery; undefined when the lottery's draws are not numbers (Vietnamese prizes).
   */
  async function currentMisses(
    ticketId: number,
    kind: OmitKindValue,
  ): Promise<{ issue: string; positions: number[]; cells: OmitCell[] } | undefined> {
    const { family, rows, draws } = await history(ticketId, 100);
    if (!family || drawsAreStrings(family)) return undefined;
    const h = numericHistory(family, draws) ?? [];
    const issue = rows.at(-1)?.issueNo ?? '';
    const cells: OmitCell[] = [];
    if (kind === OmitKind.NUMBER) {
      const chartRows = rowsOf(family);
      for (const row of chartRows) {
        const stats = statsTable(h, row.numbers, row.occurs);
        stats.forEach((s, i) => cells.push({ position: row.position, item: row.numbers[i]!, miss: s.currentMissing }));
      }
      return { issue, positions: chartRows.map((r) => r.position), cells };
    }
    const sides = sidesOf(family);
    const features = ['big', 'small', 'odd', 'even'] as const;
    const positions = Array.from({ length: Math.min(family.draw.length, MAX_POSITIONS) }, (_, i) => i);
    for (const position of positions) {
      const stats = statsTable(h, [...features], (d, f) => {
        const n = d[position]!;
        return (f === 'big' || f === 'small' ? sides.big(n) : sides.odd(n)) === f;
      });
      stats.forEach((s, i) => cells.push({ position, item: features[i]!, miss: s.currentMissing }));
    }
    return { issue, positions, cells };
  }

  return { currentMisses, openCodes, trendChart, trendHistory, hotMiss, doubleHotColdMiss, remindTop, elementResults, remindCfg, remindDetailBet };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
