/**
 * Long dragon (长龙): equal outcomes counted backwards from the newest issue, per market (a draw
 * position × a two-sided attribute). Rules: domain/mark-six-vietnam-roads.md §4 (T4, S8).
 */

/** Default minimum streak (spec §3 `longDragonLimit`, §9). */
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
