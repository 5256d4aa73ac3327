/** Bet records (docs/product.md §3 bet-order fields): the member's order list and one order's detail. */
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { OrderStatus, type BetOrder } from '@lotus/contracts';
import { creditItems, formatMoney, isMoneyMode, isPickCredit, lineOdds, type Play, type RulesSource } from '@lotus/engine';
import { translate, type Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import { issues, lotteries, orders } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { lotteryName, playOf, rulesOf } from '../lottery/index.ts';
import { paged } from '../../lib/paging.ts';
import { placedWithin, type IdFloors, type PlacedSpan } from '../ledger/index.ts';
import { outer } from '../../db/outer.ts';
import { rowExists } from '../../db/row-exists.ts';

/** Records reach back at most 31 days (the longest date range of docs/product.md §9 is 30 days). */
const MAX_RANGE_MS = 31 * 86_400_000;

type Row = typeof orders.$inferSelect & { lotteryCode: string; openCode: string | null; underReview?: boolean | null; rules?: RulesSource };

/**
 * What the member reads as the bet's content. Two-sided lines are stored as `playItemId` or, for
 * number-pick plays, `playItemId:picks`: shown as the option's name, or the picks by their names
 * (fish-prawn-crab symbols, dice faces) or numbers at the play's width (Vietnamese 07, 0123).
 */
function content(row: Row, lang: Language): string {
  const play = playOf(row.playId)?.play as unknown as Play | undefined;
  if (play?.market !== 'credit') {
    // Positional picks are stored row by row (`7||||`): an empty position reads as a dash.
    const positional = play !== undefined && play.shape.rows.length > 1 && !play.shape.text;
    return positional ? row.content.split('|').map((r) => r || '-').join('|') : row.content;
  }
  const [id, picks] = row.content.split(':', 2);
  if (picks !== undefined && isPickCredit(play)) {
    const shape = play.shape.rows[0];
    if (!shape) return picks;
    const width = String(Math.max(...shape.values)).length;
    return picks
      .split(',')
      .map((v) => {
        const at = shape.values.indexOf(Number(v));
        const key = at >= 0 ? shape.valueKeys?.[at] : undefined;
        return key ? translate(lang, key) : v.padStart(width, '0');
      })
      .join(', ');
  }
  const item = creditItems(play).find((i) => String(i.playItemId) === id);
  if (item) return `${translate(lang, play.shape.rows[item.row]?.nameKey ?? '')} ${item.nameKey ? translate(lang, item.nameKey) : item.option}`;
  return row.content;
}

/** The odds of each level an order's line can win at, as the engine prices them (see present). */
function oddsOf(row: Row): string | undefined {
  const found = playOf(row.playId);
  if (!found || !row.rules) return undefined;
  const rules = rulesOf(row.rules as Parameters<typeof rulesOf>[0]);
  const selection = row.selection as Parameters<Play['settle']>[0];
  const mode = row.moneyMode;
  const list =
    found.play.market === 'credit'
      ? lineOdds(found.family, found.play, selection, rules, { amountMilli: row.unitAmountMilli ?? 1000n })
      : mode !== null && isMoneyMode(mode)
        ? lineOdds(found.family, found.play, selection, rules, { betGroup: row.prizeGroup, mode, multiple: row.multiple })
        : undefined;
  return list && list.length > 0 ? list.map((o) => formatMoney(BigInt(o), 3)).join(' / ') : undefined;
}

export function present(row: Row, lang: Language): BetOrder {
  const play = playOf(row.playId)?.play;
  const settled = row.status === OrderStatus.WON || row.status === OrderStatus.NOT_WON;
  // A win held for risk review (issue #16) is not paid yet: the member reads it "under review",
  // and his profit leaves it out until an operator releases it.
  const underReview = row.status === OrderStatus.WON && row.underReview === true;
  const returned = (underReview ? 0n : row.winMilli) + row.refundMilli + row.rebateMilli;
  // Decimal odds of one bet (stake included, truncated), of every prize level the selection can
  // win at, highest first (engine lineOdds, issue #27): K3 sums 3 and 10 read "211.680 / 7.840".
  const odds = oddsOf(row) ?? formatMoney(0n, 3);
  return {
    orderId: row.id.toString(),
    ticketId: row.lotteryId,
    lottery: lotteryName(lang, row.lotteryCode),
    issue: row.issueNo,
    playId: row.playId,
    play: play ? translate(lang, play.nameKey) : String(row.playId),
    content: content(row, lang),
    amount: formatMoney(row.amountMilli),
    possibleWin: formatMoney(row.possibleWinMilli),
    odds,
    multiple: row.multiple,
    betCount: row.betCount,
    betTime: row.createdAt.getTime(),
    status: row.status,
    winAmount: formatMoney(row.winMilli),
    profit: settled ? formatMoney(returned - row.amountMilli) : formatMoney(0n),
    openStatus: row.status,
    openCode: row.openCode,
    chaseId: row.chaseId?.toString() ?? null,
    underReview,
  };
}

/** Whether an order's win is held for risk review (a pending hold): the member's and his agents' records say so. */
/**
 * A member's order by id, within the span its id says (ledger/partitions.ts IdFloors.span): on
 * PostgreSQL the other months are pruned instead of each month's primary key probed.
 */
export const memberOrderWhere = (memberId: bigint, orderId: bigint, span: PlacedSpan | null): SQL =>
  and(eq(orders.id, orderId), eq(orders.memberId, memberId), placedWithin(orders.createdAt, span))!;

/** How far back a member's latest orders are looked for first (records' `top`). */
export const TOP_WINDOW_MS = 31 * 86_400_000;

/**
 * A member's orders placed in the TOP_WINDOW_MS before `now` (and up to a day after it, as the
 * record list allows for clocks), or all of them when `now` is null. The bounds are constants, so
 * PostgreSQL reads only the months they cover; without them, a member's latest orders by
 * (member_id, id) open every month partition's index (issue #30).
 */
export const latestOrdersWhere = (memberId: bigint, now: Date | null): SQL =>
  now
    ? and(eq(orders.memberId, memberId), placedWithin(orders.createdAt, { from: new Date(now.getTime() - TOP_WINDOW_MS), to: new Date(now.getTime() + 86_400_000) }))!
    : eq(orders.memberId, memberId);

export const underReviewSql = sql<boolean>`${rowExists(sql`from risk_holds h where h.order_id = ${outer(orders.id)} and h.status = 'pending'`)}`;

export function createRecordService(deps: AppDeps, idFloors: IdFloors) {
  const { db, clock } = deps;
  const select = () =>
    db
      .select({
        order: orders,
        lotteryCode: lotteries.code,
        openCode: issues.result,
        underReview: underReviewSql,
        rules: { family: lotteries.family, drawKind: lotteries.drawKind, groupOffset: lotteries.groupOffset, ties: lotteries.ties, odds: lotteries.odds },
      })
      .from(orders)
      .innerJoin(issues, eq(issues.id, orders.issueId))
      .innerJoin(lotteries, eq(lotteries.id, orders.lotteryId));

  async function list(
    memberId: bigint,
    q: { ticketId?: number | undefined; status?: number | undefined; startTime?: number | undefined; endTime?: number | undefined; page: number; pageSize: number },
    lang: Language,
  ) {
    const now = clock.now().getTime();
    const end = Math.min(q.endTime ?? now, now + 86_400_000);
    const start = Math.max(q.startTime ?? end - 7 * 86_400_000, end - MAX_RANGE_MS);
    const where: SQL[] = [eq(orders.memberId, memberId), gte(orders.createdAt, new Date(start)), lte(orders.createdAt, new Date(end))];
    if (q.ticketId) where.push(eq(orders.lotteryId, q.ticketId));
    if (q.status) where.push(eq(orders.status, q.status));
    const [rows, [total]] = await Promise.all([
      paged(
        select()
          .where(and(...where))
          .orderBy(desc(orders.id)),
        { page: q.page, size: q.pageSize },
      ),
      db.select({ n: count() }).from(orders).where(and(...where)),
    ]);
    return {
      total: Number(total?.n ?? 0),
      page: q.page,
      pageSize: q.pageSize,
      list: rows.map((r) => present({ ...r.order, lotteryCode: r.lotteryCode, openCode: r.openCode, underReview: r.underReview, rules: r.rules }, lang)),
    };
  }

  async function detail(memberId: bigint, orderId: bigint, lang: Language) {
    const [r] = await idFloors.withFloor(db, 'orders', orderId, clock.now(), (span) => select().where(memberOrderWhere(memberId, orderId, span)));
    if (!r) throw rejected('orders.notFound');
    return present({ ...r.order, lotteryCode: r.lotteryCode, openCode: r.openCode, underReview: r.underReview, rules: r.rules }, lang);
  }

  /**
   * The member's latest orders (ordersTop): first those of the last TOP_WINDOW_MS, which on
   * PostgreSQL reads only the month partitions of that window (latestOrdersWhere); a member with
   * fewer there is read again over all months.
   */
  async function top(memberId: bigint, lang: Language, size = 10) {
    const latest = (now: Date | null) => select().where(latestOrdersWhere(memberId, now)).orderBy(desc(orders.id)).limit(size);
    let rows = await latest(clock.now());
    if (rows.length < size) rows = await latest(null);
    return rows.map((r) => present({ ...r.order, lotteryCode: r.lotteryCode, openCode: r.openCode, underReview: r.underReview, rules: r.rules }, lang));
  }

  /** The play of one order: its rule and example, the selection, and its prize levels. */
  async function playDetail(memberId: bigint, orderId: bigint, lang: Language) {
    const order = await detail(memberId, orderId, lang);
    const [row] = await idFloors.withFloor(db, 'orders', orderId, clock.now(), (span) => db.select().from(orders).where(memberOrderWhere(memberId, orderId, span)));
    const play = playOf(order.playId)?.play;
    return {
      ...order,
      playMethodName: play ? translate(lang, play.playMethodName) : '',
      example: play ? translate(lang, play.ticketPlayExample.exampleKey, play.ticketPlayExample.params) : '',
      rule: play ? translate(lang, play.ticketPlayExample.ruleKey, play.ticketPlayExample.params) : '',
      moneyMode: row?.moneyMode ?? null,
      selection: (row?.selection ?? null) as Record<string, unknown> | null,
      levels: play ? play.levels.map((l) => ({ level: l.key, name: translate(lang, l.nameKey) })) : [],
    };
  }

  return { list, detail, top, playDetail };
}
