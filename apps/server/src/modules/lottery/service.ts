import { latestFirst, placedWithin, type PlacedSpan } from '../ledger/index.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_CHASE_ISSUES,
  MAX_LINES_PER_ORDER,
  SaleState,
  type CurrentIssue,
  type GroupNode,
  type IssueResult,
  type LotteryCategory,
  type PlayNode,
  type TicketCfg,
} from '@lotus/contracts';
import { creditItems, formatMoney, MAX_MULTIPLE, MONEY_MODE_UNIT_MILLI, MONEY_MODES, MAX_GROUP, type Catalog, type LotteryRules, type Play } from '@lotus/engine';
import { optionOdds, pickLevelOdds, possibleWinMilli, rulesOf } from './rules.ts';
import { translate, type Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lotteries, orders } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { CATEGORY_ORDER } from './catalogue.ts';
import { familyOf, type AnyFamily, type AnyPlay } from './families.ts';
import * as repo from './repository.ts';
import type { IssueRow, LotteryRow } from './repository.ts';
import { audit } from '../audit/index.ts';

export const lotteryName = (lang: Language, code: string) => translate(lang, `lottery.name.${code}`);

/** A lottery sells when an operator has not suspended it and the engine has its family. */
export const isSelling = (l: LotteryRow) => !l.isSuspended && familyOf(l.family) !== undefined;

/** Lotteries a member's "recently played" lists. */
const RECENT_PLAYED = 10;
/**
 * The lotteries a member bet on, latest first, by his orders placed within `span` (ledger
 * recentSpan; null: all of them). The bounds are constants, so PostgreSQL reads only the months
 * they cover; by member_id alone his orders of every month were read (issue #30). Ten lotteries
 * found in the window are the ten latest: a lottery he last played before it was played before
 * each of them.
 */
export const recentPlayedQuery = (db: DbOrTx, memberId: bigint, span: PlacedSpan | null) =>
  db
    .select({ lotteryId: orders.lotteryId, lastAt: sql<Date>`max(${orders.createdAt})`.mapWith((v) => new Date(v as string)) })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), placedWithin(orders.createdAt, span)))
    .groupBy(orders.lotteryId)
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(RECENT_PLAYED);

/** Current issue of docs/product.md §3: remain clamped to [0, total] (the countdown of docs/product.md §4 on the server's clock). */
export function presentIssue(l: LotteryRow, issue: IssueRow, now: Date): CurrentIssue {
  const total = Math.max(0, Math.floor((issue.endAt.getTime() - issue.startAt.getTime()) / 1000));
  const remain = Math.min(total, Math.max(0, Math.floor((issue.endAt.getTime() - now.getTime()) / 1000)));
  const sale = !isSelling(l) ? SaleState.SUSPENDED : issue.startAt > now ? SaleState.CLOSED : SaleState.ON_SALE;
  return {
    ticketId: l.id,
    issue: issue.issueNo,
    startTime: issue.startAt.getTime(),
    endTime: issue.endAt.getTime(),
    sale,
    remain,
    total,
    ended: remain === 0,
    commitment: issue.commitment,
  };
}

function playNode(play: AnyPlay, lang: Language, group: number, rules: LotteryRules): PlayNode {
  const node: PlayNode = {
    playId: play.id,
    code: play.code,
    name: translate(lang, play.nameKey),
    playMethodName: translate(lang, play.playMethodName),
    ticketPlayExample: {
      example: translate(lang, play.ticketPlayExample.exampleKey, play.ticketPlayExample.params),
      rule: translate(lang, play.ticketPlayExample.ruleKey, play.ticketPlayExample.params),
    },
    market: play.market,
  };
  if (play.market === 'credit') {
    const levels = pickLevelOdds(play as unknown as Play, rules).map((l) => ({
      name: translate(lang, l.nameKey),
      odds: formatMoney(BigInt(l.oddsThousandths), 3),
    }));
    node.items = creditItems(play as unknown as Play).map((item) => ({
      playItemId: item.playItemId,
      row: translate(lang, play.shape.rows[item.row]?.nameKey ?? ''),
      name: item.nameKey ? translate(lang, item.nameKey) : String(item.option),
      odds: formatMoney(BigInt(optionOdds(play as unknown as Play, item.playItemId, rules)), 3),
      ...(levels.length > 0 ? { levels } : {}),
    }));
  } else {
    node.prizes = play.levels.map((l) => ({
      level: l.key,
      name: translate(lang, l.nameKey),
      prize: formatMoney(possibleWinMilli({ ...play, levels: [l] } as unknown as Play, rules, { group, mode: 1, multiple: 1, unitMilli: null }), 3),
    }));
  }
  return node;
}

function catalogNodes(family: AnyFamily, market: 'standard' | 'credit', lang: Language, group: number, rules: LotteryRules) {
  const byId = new Map(family.plays.map((p) => [p.id, p]));
  return family.catalogs
    .map((c: Catalog) => {
      const subCatalogs = c.subCatalogs
        .map((s) => ({
          id: s.id,
          code: s.code,
          name: translate(lang, s.nameKey),
          fushiTemplate: s.fushiTemplate,
          plays: s.playIds
            .map((id) => byId.get(id))
            .filter((p): p is AnyPlay => p !== undefined && p.market === market)
            .map((p) => playNode(p, lang, group, rules)),
        }))
        .filter((s) => s.plays.length > 0);
      return { id: c.id, code: c.code, name: translate(lang, c.nameKey), showSubCatalog: c.showSubCatalog && subCatalogs.length > 1, subCatalogs };
    })
    .filter((c) => c.subCatalogs.length > 0);
}

export function createLotteryService(deps: AppDeps) {
  const { db, clock } = deps;

  async function requireLottery(ticketId: number): Promise<LotteryRow> {
    const l = await repo.lotteryById(db, ticketId);
    if (!l) throw rejected('lottery.notFound');
    return l;
  }

  async function categories(lang: Language): Promise<LotteryCategory[]> {
    const all = await repo.allLotteries(db);
    return CATEGORY_ORDER.map((seriesType) => ({
      seriesType,
      name: translate(lang, `lottery.category.${seriesType}`),
      list: all
        .filter((l) => l.category === seriesType)
        .map((l) => ({
          ticketId: l.id,
          code: l.code,
          name: lotteryName(lang, l.code),
          family: l.family,
          hotLabel: l.hotLabel,
          suspended: !isSelling(l),
        })),
    })).filter((c) => c.list.length > 0);
  }

  async function ticketCfg(ticketId: number, lang: Language): Promise<TicketCfg> {
    const l = await requireLottery(ticketId);
    return {
      ticketId: l.id,
      code: l.code,
      name: lotteryName(lang, l.code),
      seriesType: l.category,
      family: l.family,
      drawKind: l.drawKind as 'house' | 'official',
      moneyModeList: MONEY_MODES.map((key) => ({ key, value: formatMoney(MONEY_MODE_UNIT_MILLI[key], 3) })),
      minStake: formatMoney(l.minStakeMilli),
      maxStake: formatMoney(l.maxStakeMilli),
      doubleMin: formatMoney(l.doubleMinMilli),
      doubleMax: formatMoney(l.doubleMaxMilli),
      groupOffset: l.groupOffset,
      ...(l.ties ? { ties: l.ties as Record<string, unknown> } : {}),
      ...(l.odds ? { odds: l.odds as Record<string, Record<string, number>> } : {}),
    };
  }

  /** The engine's catalogue for the board: group (market) → series (family) → catalog → sub-catalog → play. */
  async function playList(ticketId: number, mode: number, lang: Language, group = MAX_GROUP): Promise<GroupNode[]> {
    const l = await requireLottery(ticketId);
    const family = familyOf(l.family);
    if (!family) return [];
    const market = mode === 2 ? 'credit' : 'standard';
    const catalogs = catalogNodes(family, market, lang, group, rulesOf(l));
    if (catalogs.length === 0) return [];
    return [
      {
        id: mode,
        code: market === 'credit' ? 'double' : 'standard',
        name: translate(lang, market === 'credit' ? 'lottery.group.double' : 'lottery.group.standard'),
        series: [{ id: l.category, code: family.code, name: translate(lang, family.nameKey), catalogs }],
      },
    ];
  }

  /** Play descriptions of one series (family) for the description URL (platform play_desc_url). */
  function playDescriptions(series: string, lang: Language) {
    const family = familyOf(series);
    if (!family) throw rejected('lottery.notFound');
    return {
      series: family.code,
      name: translate(lang, family.nameKey),
      plays: family.plays.map((p) => ({
        playId: p.id,
        code: p.code,
        name: translate(lang, p.nameKey),
        playMethodName: translate(lang, p.playMethodName),
        example: translate(lang, p.ticketPlayExample.exampleKey, p.ticketPlayExample.params),
        rule: translate(lang, p.ticketPlayExample.ruleKey, p.ticketPlayExample.params),
      })),
    };
  }

  /**
   * Lotteries the member bet on most recently (at most 10): first those of the recent window
   * (recentPlayedQuery), all of his orders only when he played fewer there.
   */
  async function recentPlayed(memberId: bigint, lang: Language) {
    const rows = await latestFirst((span) => recentPlayedQuery(db, memberId, span), clock.now(), RECENT_PLAYED);
    if (rows.length === 0) return [];
    const ls = await db.select().from(lotteries).where(inArray(lotteries.id, rows.map((r) => r.lotteryId)));
    const byId = new Map(ls.map((l) => [l.id, l]));
    return rows.flatMap((r) => {
      const l = byId.get(r.lotteryId);
      return l ? [{ ticketId: l.id, code: l.code, name: lotteryName(lang, l.code), hotLabel: l.hotLabel, lastTime: r.lastAt.getTime() }] : [];
    });
  }

  async function currentIssues(ticketIds: number[]): Promise<CurrentIssue[]> {
    const now = clock.now();
    const [ls, open] = await Promise.all([
      db.select().from(lotteries).where(inArray(lotteries.id, ticketIds)),
      repo.currentIssues(db, ticketIds, now),
    ]);
    const byLottery = new Map(open.map((i) => [i.lotteryId, i]));
    return ls.flatMap((l) => {
      const issue = byLottery.get(l.id);
      return issue ? [presentIssue(l, issue, now)] : [];
    });
  }

  async function currentIssue(ticketId: number): Promise<CurrentIssue> {
    await requireLottery(ticketId);
    const [issue] = await currentIssues([ticketId]);
    if (!issue) throw rejected('lottery.issueFailed');
    return issue;
  }

  async function recentResults(ticketId: number, num: number): Promise<IssueResult[]> {
    await requireLottery(ticketId);
    const rows = await repo.drawnIssues(db, ticketId, num);
    return rows.map((i) => ({ issue: i.issueNo, code: i.result ?? '', openTime: i.drawnAt?.getTime() ?? null }));
  }

  async function lastIssue(ticketId: number): Promise<IssueResult> {
    const [last] = await recentResults(ticketId, 1);
    return last ?? { issue: '-', code: '', openTime: null };
  }

  /** Operator suspension of a lottery's sales; audited. */
  async function setSuspended(operatorId: bigint, ticketId: number, suspended: boolean, reason: string) {
    await requireLottery(ticketId);
    await db.transaction(async (tx) => {
      await tx.update(lotteries).set({ isSuspended: suspended }).where(and(eq(lotteries.id, ticketId)));
      await audit(tx, {
        actorKind: 'operator',
        actorId: String(operatorId),
        action: suspended ? 'lottery.suspend' : 'lottery.resume',
        target: `lottery:${ticketId}`,
        detail: { reason },
      });
    });
    return { ticketId, suspended };
  }

  /** Limits of a normal order on this lottery (getNormalOrderMmixQuota). */
  async function quota(ticketId: number) {
    const l = await requireLottery(ticketId);
    return {
      ticketId,
      maxLines: MAX_LINES_PER_ORDER,
      maxMultiple: MAX_MULTIPLE,
      maxChaseIssues: MAX_CHASE_ISSUES,
      minStake: formatMoney(l.minStakeMilli),
      maxStake: formatMoney(l.maxStakeMilli),
      maxIssueStake: formatMoney(l.maxIssueStakeMilli),
      maxOrderWin: formatMoney(l.maxOrderWinMilli),
      maxIssueWin: formatMoney(l.maxIssueWinMilli),
    };
  }

  return {
    quota,
    requireLottery,
    categories,
    ticketCfg,
    playList,
    playDescriptions,
    recentPlayed,
    currentIssue,
    currentIssues,
    recentResults,
    lastIssue,
    setSuspended,
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
