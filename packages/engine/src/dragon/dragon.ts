/**
 * Long dragon (长龙): equal outcomes counted backwards from the newest issue, per market (a draw
 * position × a two-sided attribute). Rules: docs/product.md §12.
 */
import { DEFAULT_TIES, type Family, type Selection, type TieSettings } from '../model.ts';

/** Default minimum streak (docs/product.md §3 `longDragonLimit`, §9). */
export const DEFAULT_DRAGON_LIMIT = 3;

/**
 * A market the dragon list watches: one attribute of one position, e.g. "position 1 大/小".
 * `classify` returns the draw's side, or null for a tie / void issue (which ends a streak).
 */
export interface DragonMarket<D> {
  readonly key: string;
  /** Draw position (0-based; by convention −1 for a derived value such as a sum). */
  readonly position: number;
  /** Attribute code, e.g. `bigSmall`, `oddEven`, `colour`. */
  readonly attribute: string;
  /** Every side the attribute can take (two for 大/小; three for colours …). */
  readonly sides: readonly string[];
  classify(draw: D): string | null;
}

export interface LongDragon {
  readonly marketKey: string;
  readonly position: number;
  readonly attribute: string;
  readonly side: string;
  readonly length: number;
}

/** The bet a dragon implies: the same side (follow, 跟龙) or the other side(s) (break, 斩龙). */
export interface DragonBet {
  readonly marketKey: string;
  readonly sides: readonly string[];
}

/** The current streak of a market (newest issue last in `history`); null when the newest is a tie. */
export function streakOf<D>(
  history: readonly D[],
  market: DragonMarket<D>,
): { side: string; length: number } | null {
  let side: string | null = null;
  let length = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const s = market.classify(history[i] as D);
    if (s === null) break;
    if (side === null) side = s;
    else if (s !== side) break;
    length++;
  }
  return side === null ? null : { side, length };
}

/** Every market whose streak reaches `limit`, longest first (ties keep the markets' order). */
export function longDragons<D>(
  history: readonly D[],
  markets: readonly DragonMarket<D>[],
  limit = DEFAULT_DRAGON_LIMIT,
): LongDragon[] {
  const out: LongDragon[] = [];
  for (const m of markets) {
    const s = streakOf(history, m);
    if (s && s.length >= limit)
      out.push({
        marketKey: m.key,
        position: m.position,
        attribute: m.attribute,
        side: s.side,
        length: s.length,
      });
  }
  return out.sort((a, b) => b.length - a.length);
}

/** The bet on the next issue that follows or breaks a dragon, at the market's normal odds. */
export function dragonBet(
  dragon: LongDragon,
  market: DragonMarket<unknown>,
  mode: 'follow' | 'break',
): DragonBet {
  const sides = mode === 'follow' ? [dragon.side] : market.sides.filter((s) => s !== dragon.side);
  return { marketKey: dragon.marketKey, sides };
}

/**
 * The list is shown only while it concerns the next open issue: T4 drops it unless
 * 1 ≤ nextIssue − lastDrawnIssue ≤ 2 (issue numbers as sequence integers).
 */
export function isDragonListCurrent(nextIssueSeq: number, lastDrawnSeq: number): boolean {
  const d = nextIssueSeq - lastDrawnSeq;
  return d >= 1 && d <= 2;
}

/**
 * Markets over the numbers of a numeric draw (readonly number[]): for each position and each
 * attribute in `attributes`, a market classifying that position's number.
 */
export function positionMarkets(
  positions: readonly number[],
  attributes: readonly { code: string; sides: readonly string[]; of: (n: number) => string | null }[],
  keyPrefix = 'pos',
): DragonMarket<readonly number[]>[] {
  const markets: DragonMarket<readonly number[]>[] = [];
  for (const position of positions) {
    for (const a of attributes) {
      markets.push({
        key: `${keyPrefix}${position}.${a.code}`,
        position,
        attribute: a.code,
        sides: a.sides,
        classify: (draw) => {
          const n = draw[position];
          return n === undefined ? null : a.of(n);
        },
      });
    }
  }
  return markets;
}

/** A dragon market that is one row of a family's two-sided board: every listed streak can be bet. */
export interface CreditDragonMarket<D> extends DragonMarket<D> {
  /** The credit play and its row (the two-sided item of side s is `creditItems(play)` at row, `optionOf[s]`). */
  readonly playId: number;
  readonly row: number;
  /** i18n key of the row's name (第一球, 冠军, 总和 …). */
  readonly rowNameKey: string;
  /** The row's option index of each side. */
  readonly optionOf: Readonly<Record<string, number>>;
}

/** The two-sided attributes a dragon watches: 大/小 and 单/双. */
const DRAGON_ATTRIBUTES = [
  { code: 'bigSmall', sides: ['big', 'small'] },
  { code: 'oddEven', sides: ['odd', 'even'] },
] as const;

/**
 * The dragon markets of a family, read off its own two-sided boards: every credit row that offers
 * both 大 and 小 (or 单 and 双), each a bet on its own, is a market, and a draw's side is the option that row's settlement
 * pays. A draw where neither side wins outright (a pushed 11 in 11x5, a K3 triple under 通杀) ends
 * the streak, exactly as it would settle a bet. So a family without such a board (fish-prawn-crab)
 * lists no dragons, and every dragon listed has the item that follows or breaks it.
 */
export function creditDragonMarkets<D>(family: Family<D>, ties: TieSettings = DEFAULT_TIES): CreditDragonMarket<D>[] {
  const out: CreditDragonMarket<D>[] = [];
  for (const play of family.plays) {
    // A board whose bet is a set of picks (racing-car dice 两面, KL8 选号) carries its picks as content: not a one-item dragon bet.
    if (play.market !== 'credit' || play.shape.rows.some((row) => row.minPicks > 0)) continue;
    play.shape.rows.forEach((row, r) => {
      const keys = row.valueKeys ?? [];
      for (const a of DRAGON_ATTRIBUTES) {
        const at = a.sides.map((s) => keys.findIndex((k) => new RegExp(`\\.opt\\.(?:total\\.)?${s}$`).test(k)));
        if (at.some((i) => i < 0)) continue;
        const optionOf: Record<string, number> = {};
        a.sides.forEach((s, i) => (optionOf[s] = row.values[at[i]!]!));
        const pick = (option: number): Selection => ({ rows: play.shape.rows.map((_, i) => (i === r ? [option] : [])) });
        // Only a board where one option alone is a bet (not a parlay of several rows).
        if (!a.sides.every((s) => play.validate(pick(optionOf[s]!)).ok)) continue;
        out.push({
          key: `${play.id}.${r}.${a.code}`,
          position: r,
          attribute: a.code,
          sides: a.sides,
          playId: play.id,
          row: r,
          rowNameKey: row.nameKey,
          optionOf,
          classify: (draw) => {
            const won = a.sides.filter((s) => Object.values(play.settle(pick(optionOf[s]!), draw, ties).wins).some((n) => n > 0));
            return won.length === 1 ? won[0]! : null;
          },
        });
      }
    });
  }
  return out;
}
