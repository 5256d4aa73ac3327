import type { Family, Play, RoadOutcome } from '@lotus/engine';

type AnyDraw = readonly (number | string)[];
type AnyFamily = Family<AnyDraw>;
type AnyPlay = Play<AnyDraw>;

export type Side = 'big' | 'small' | 'odd' | 'even';
export type Pair = 'bigSmall' | 'oddEven';
export const PAIRS: Record<Pair, readonly [Side, Side]> = { bigSmall: ['big', 'small'], oddEven: ['odd', 'even'] };

/**
 * A two-sided market a road can follow: one row of one of the family's two-sided (credit) boards
 * that offers both sides of a pair, e.g. "ball 1 big/small" or "sum odd/even".
 */
export interface RoadMarket {
  key: string;
  play: AnyPlay;
  row: number;
  rowNameKey: string;
  playNameKey: string;
  pair: Pair;
  /** Option index of each side in the row. */
  options: readonly [number, number];
}

const optionIndex = (keys: readonly string[], side: Side) => keys.findIndex((k) => k.endsWith(`.opt.${side}`));

/** Every market of the family's two-sided boards, in board order. */
export function roadMarkets(family: AnyFamily): RoadMarket[] {
  const out: RoadMarket[] = [];
  for (const play of family.plays) {
    if (play.market !== 'credit' || play.shape.kind !== 'rows') continue;
    play.shape.rows.forEach((r, row) => {
      const keys = r.valueKeys ?? [];
      for (const pair of Object.keys(PAIRS) as Pair[]) {
        const [a, b] = PAIRS[pair];
        const options = [optionIndex(keys, a), optionIndex(keys, b)] as const;
        if (options[0] < 0 || options[1] < 0) continue;
        out.push({
          key: `${play.id}.${row}.${pair}`,
          play,
          row,
          rowNameKey: r.nameKey,
          playNameKey: play.nameKey,
          pair,
          options: [r.values[options[0]]!, r.values[options[1]]!],
        });
      }
    });
  }
  return out;
}

/**
 * The side a draw falls on, settled by the board's own play (the engine's rule, with the default
 * tie settings): the side whose bet wins, or null when neither wins (a tie such as Mark Six 49 or a
 * K3 triple, where both sides push or lose).
 */
export function outcomeOf(market: RoadMarket, draw: AnyDraw): RoadOutcome<Side> {
  const rowCount = market.play.shape.rows.length;
  const wins = (option: number) => {
    const rows = Array.from({ length: rowCount }, (_, i) => (i === market.row ? [option] : []));
    return Object.keys(market.play.settle({ rows }, draw).wins).length > 0;
  };
  const [a, b] = PAIRS[market.pair];
  if (wins(market.options[0])) return a;
  if (wins(market.options[1])) return b;
  return null;
}

/** Parses the spec's "code" (numbers separated by spaces) into the family's draw; undefined if it is not one. */
export function drawOf(family: AnyFamily, code: string): AnyDraw | undefined {
  const parts = code.trim().split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return undefined;
  const asNumbers = parts.map(Number);
  for (const draw of [asNumbers, parts] as AnyDraw[]) {
    try {
      if (family.isValidDraw(draw)) return draw;
    } catch {
      // A family checks its own draw type; the other reading is simply not its draw.
    }
  }
  return undefined;
}

/** Outcomes of a market over draws given newest first (as history lists them), oldest first for the roads. */
export function outcomesOf(family: AnyFamily, market: RoadMarket, codesNewestFirst: readonly string[]): RoadOutcome<Side>[] {
  const out: RoadOutcome<Side>[] = [];
  for (let i = codesNewestFirst.length - 1; i >= 0; i--) {
    const draw = drawOf(family, codesNewestFirst[i]!);
    if (draw) out.push(outcomeOf(market, draw));
  }
  return out;
}
