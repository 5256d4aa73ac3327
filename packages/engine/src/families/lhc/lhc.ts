/**
 * Mark Six (六合彩, LHC): 6 regular numbers in draw order + 1 special, without replacement from
 * 1–49; the draw is `[r1, r2, r3, r4, r5, r6, special]`. Plays, odds and 49 handling:
 * docs/product.md §11.6. Every odds value is a default in thousandths
 * (decimal, stake included) that the operator's configuration overrides per level key.
 */
import type { Catalog, Draw, Family, Play, PlaySymmetry, Selection } from '../../model.ts';
import { rowsSymmetry } from '../../playkit.ts';
import { paretoFrontier } from '../../max-payout.ts';
import { creditLineMoney, type LineMoney } from '../../pricing.ts';
import { drawDistinct } from '../../rng.ts';
import { choose } from '../../combinatorics.ts';
import {
  COLOURS,
  DOMESTIC_ZODIACS,
  ELEMENTS,
  HALF_WAVES,
  LHC_NUMBERS,
  LHC_TIE_NUMBER,
  TWO_SIDED,
  ZODIACS,
  colourOf,
  headOf,
  lhcTables,
  lunarYearOf,
  ownZodiac,
  tailOf,
  twoSidedVerdict,
  type LhcTableOverrides,
  type LhcTables,
  type TwoSided,
} from './attributes.ts';
import {
  NO_WIN,
  PUSH,
  comboPlay,
  oddsLevels,
  positionalPlay,
  range,
  valuePlay,
  wholePickPlay,
  addWin,
  type BetVerdict,
  type OddsTable,
  playInfo,
} from './kit.ts';

const P = 'play.lhc';
export const LHC_FAMILY_CODE = 'lhc';

const regularOf = (d: Draw) => d.slice(0, 6);
const specialOf = (d: Draw) => d[6] as number;

const info = (id: number, code: string, method: string, rule: string, params?: Record<string, string | number>) =>
  playInfo(P, id, code, method, rule, params);

const optKeys = (codes: readonly string[]) => codes.map((c) => `${P}.opt.${c}`);
const zodiacKeys = ZODIACS.map((z) => `${P}.zodiac.${z}`);
const elementKeys = ELEMENTS.map((e) => `${P}.element.${e}`);
const levels = (odds: OddsTable) => oddsLevels(`${P}.level`, odds);
/** Levels named like the option they pay (two-sided, colour and half-wave options). */
const optionLevels = (odds: OddsTable, prefix = `${P}.opt`) => oddsLevels(prefix, odds);
/** Truncated (num/den) × pct% in thousandths, in integers (no float error). */
const priced = (num: number, den: number, pct: number) => Math.floor((num * 1000 * pct) / (den * 100));

// ——— Default odds (domain §1.5 "Typical"; fills where no source exists are marked).
const TWO_SIDED_ODDS: OddsTable = Object.fromEntries(
  TWO_SIDED.map((o) => [o, ['bigOdd', 'bigEven', 'smallOdd', 'smallEven'].includes(o) ? 3960 : 1980]),
);
const COLOUR_ODDS: OddsTable = { red: 2800, blue: 2970, green: 2970 };
/** With 49 refunded a half-wave of s numbers has fair odds 48/s; ×0.97 gives the sources' 4.66–6.65. */
const HALF_WAVE_ODDS: OddsTable = Object.fromEntries(
  HALF_WAVES.map((h) => [h.code, priced(48, h.numbers.length, 97)]),
);
/** Five-element sets have 8–12 numbers by year; fair 49 ÷ size, less 5% (no source for the margin). */
const ELEMENT_ODDS: OddsTable = Object.fromEntries(
  [8, 9, 10, 11, 12].map((n) => [`n${n}`, priced(49, n, 95)]),
);
/** 合肖 with 49 refunded: every zodiac keeps 4 numbers, fair 12/k; less 5% (no source). */
const COMBINED_ZODIAC_ODDS: OddsTable = Object.fromEntries(
  range(2, 11).map((k) => [`k${k}`, priced(12, k, 95)]),
);
/** 自选不中 n = 5…10 (S3, S6); n = 11 = fair 6.807 × 0.95 (no source). */
const PICK_OUT_ODDS: OddsTable = { n5: 2130, n6: 2530, n7: 3020, n8: 3630, n9: 4380, n10: 5310, n11: 6460 };
/**
 * 连肖 / 连尾 中 and 不中: the sources' 2–4 连 中 odds are fair × 0.88; the other cells are exact fair
 * odds (inclusion–exclusion over the zodiac / tail groups) × 0.88 (no source).
 */
const LINK_ZODIAC_ODDS: Record<string, OddsTable> = {
  '2.hit': { withOwn: 3630, withoutOwn: 4290 },
  '3.hit': { withOwn: 9170, withoutOwn: 10940 },
  '4.hit': { withOwn: 26570, withoutOwn: 31980 },
  '5.hit': { withOwn: 93220, withoutOwn: 113390 },
  '2.miss': { withOwn: 4050, withoutOwn: 3360 },
  '3.miss': { withOwn: 9050, withoutOwn: 7340 },
  '4.miss': { withOwn: 22450, withoutOwn: 17690 },
  '5.miss': { withOwn: 63840, withoutOwn: 48430 },
};
const LINK_TAIL_ODDS: Record<string, OddsTable> = {
  '2.hit': { withZero: 3630, withoutZero: 3070 },
  '3.hit': { withZero: 7690, withoutZero: 6460 },
  '4.hit': { withZero: 18360, withoutZero: 15280 },
  '5.hit': { withZero: 51900, withoutZero: 42730 },
  '2.miss': { withZero: 4050, withoutZero: 4910 },
  '3.miss': { withZero: 11240, withoutZero: 14050 },
  '4.miss': { withZero: 37130, withoutZero: 48430 },
  '5.miss': { withZero: 157250, withoutZero: 218410 },
};

/** 总肖 options: 2…7 distinct zodiacs among the 7 numbers (fewer is impossible), and parity. */
export const ZODIAC_COUNT_OPTIONS = ['c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'odd', 'even'] as const;
/** k不中: k and the most numbers a ticket may hold (S2). */
export const K_MISS_LIMITS: readonly (readonly [number, number])[] = [
  [5, 10],
  [6, 10],
  [7, 10],
  [8, 11],
  [9, 12],
  [10, 13],
  [11, 13],
];

/**
 * ways[j] = the number of 7-number draws showing exactly j zodiacs, by dynamic programming over
 * the year's zodiac groups (sizes 5 and 4 by default).
 */
export function zodiacCountWays(t: LhcTables): number[] {
  const sizes = Array.from({ length: 12 }, (_, z) => t.zodiacOf.filter((x, n) => n > 0 && x === z).length);
  // ways[n][j]: ways to choose n numbers from the groups seen so far, touching j groups
  let ways: number[][] = Array.from({ length: 8 }, (_, n) =>
    Array.from({ length: 13 }, (_, j) => (n === 0 && j === 0 ? 1 : 0)),
  );
  for (const size of sizes) {
    const next = ways.map((row) => row.map(() => 0));
    for (let n = 0; n <= 7; n++)
      for (let j = 0; j <= 12; j++) {
        const w = (ways[n] as number[])[j] as number;
        if (w === 0) continue;
        for (let m = 0; m <= Math.min(size, 7 - n); m++) {
          const row = next[n + m] as number[];
          row[j + (m > 0 ? 1 : 0)] = (row[j + (m > 0 ? 1 : 0)] as number) + w * choose(size, m);
        }
      }
    ways = next;
  }
  return ways[7] as number[];
}

/** Fair odds × 0.95 of each 总肖 option (no source gives them). */
export function zodiacCountOdds(t: LhcTables): Record<string, number> {
  const total = choose(49, 7);
  const byCount = zodiacCountWays(t);
  const odds: Record<string, number> = {};
  for (let j = 2; j <= 7; j++) odds[`c${j}`] = priced(total, byCount[j] as number, 95);
  const oddWays = byCount.reduce((a, w, j) => a + (j % 2 === 1 ? w : 0), 0);
  odds.odd = priced(total, oddWays, 95);
  odds.even = priced(total, total - oddWays, 95);
  return odds;
}

/**
 * Per-lottery tie rules where sources differ (lottery settings with the listed defaults, docs/product.md §11.5).
 * `parlayTie`: a 过关 leg tied by 49 counts ×1 (default, S6), or a two-leg ticket with a tied leg
 * is a tie as a whole (S1).
 */
export interface LhcOptions {
  readonly parlayTie: 'legCountsOne' | 'twoLegTicketPush';
}
export const DEFAULT_LHC_OPTIONS: LhcOptions = { parlayTie: 'legCountsOne' };

/** Options of 正码1–6 and of 过关 legs: the two-sided attributes without combos, and colours. */
export const POSITION_OPTIONS = [
  'big',
  'small',
  'odd',
  'even',
  'sumOdd',
  'sumEven',
  'sumBig',
  'sumSmall',
  'tailBig',
  'tailSmall',
  'red',
  'blue',
  'green',
] as const;
export type PositionOption = (typeof POSITION_OPTIONS)[number];
const POSITION_ODDS: OddsTable = Object.fromEntries(
  POSITION_OPTIONS.map((o) => [o, (COLOUR_ODDS as Record<string, number>)[o] ?? 1980]),
);

/** Verdict of a 正码 两面 / 过关 option on one number: colours count 49 as green; the rest tie on 49. */
export function positionVerdict(n: number, option: PositionOption): 'win' | 'lose' | 'push' {
  if (option === 'red' || option === 'blue' || option === 'green')
    return colourOf(n) === option ? 'win' : 'lose';
  return twoSidedVerdict(n, option);
}

/** 总和: the sum of all 7 numbers (28–322), 大 ≥ 175, 小 ≤ 174; no tie (§1.5). */
export const TOTAL_OPTIONS = ['big', 'small', 'odd', 'even'] as const;
export function totalVerdict(draw: Draw, option: (typeof TOTAL_OPTIONS)[number]): boolean {
  const sum = draw.reduce((a, b) => a + b, 0);
  if (option === 'big') return sum >= 175;
  if (option === 'small') return sum <= 174;
  return option === 'odd' ? sum % 2 === 1 : sum % 2 === 0;
}

export const LINKED_PLAYS = {
  '4all': { k: 4, odds: { hit: 10_000_000 } }, // no source for odds; fair 14,125
  '3all': { k: 3, odds: { hit: 650_000 } },
  '3hit2': { k: 3, odds: { hit2: 20_900, hit3: 109_600 } },
  '2all': { k: 2, odds: { hit: 65_000 } },
  '2hitSpecial': { k: 2, odds: { hit2: 53_300, hitSpecial: 33_300 } },
  specialString: { k: 2, odds: { hit: 150_000 } },
} as const;
export type LinkedPlay = keyof typeof LINKED_PLAYS;

/**
 * A linked-number bet from its counts of regular (c[0]) and special (c[1]) numbers (§1.5): k-all
 * needs all k regular; 三中二 pays 中二 on exactly 2 regular and 中三 on 3; 二中特 pays 中二 on 2
 * regular and 中特 on one regular + the special; 特串 needs one regular + the special.
 */
export function linkedVerdict(play: LinkedPlay, c: readonly number[]): BetVerdict {
  const regular = c[0] as number;
  const special = c[1] as number;
  switch (play) {
    case '4all':
    case '3all':
    case '2all':
      return regular === LINKED_PLAYS[play].k ? 'hit' : null;
    case '3hit2':
      return regular === 3 ? 'hit3' : regular === 2 ? 'hit2' : null;
    case '2hitSpecial':
      return regular === 2 ? 'hit2' : regular === 1 && special === 1 ? 'hitSpecial' : null;
    case 'specialString':
      return regular === 1 && special === 1 ? 'hit' : null;
  }
}

/** Class of a number in a draw: 0 regular, 1 special, 2 not drawn. */
const numberClass = (draw: Draw) => (v: number) =>
  regularOf(draw).includes(v) ? 0 : specialOf(draw) === v ? 1 : 2;

/** 正码过关 legs: row i (position i+1) holds at most one option. 2–6 legs, one bet. */
function parlayPlay(id: number, options: LhcOptions): Play {
  const inner = positionalPlay<Draw>(info(id, 'regular.parlay', 'parlay', 'parlay'), {
    positions: 6,
    positionNameKey: (i) => `${P}.row.regular${i + 1}`,
    values: range(0, POSITION_OPTIONS.length - 1),
    valueKeys: optKeys(POSITION_OPTIONS),
    levels: levels({ parlay: 1000 }),
    judge: () => null,
  });
  const validate = (s: Selection) => {
    const v = inner.validate(s);
    if (!v.ok) return v;
    const idx = s.rows.findIndex((r) => r.length > 1);
    if (idx >= 0) return { ok: false as const, code: 'SELECTION_TOO_LARGE' as const, row: idx };
    const legs = s.rows.filter((r) => r.length === 1).length;
    return legs < 2 ? { ok: false as const, code: 'SELECTION_TOO_SMALL' as const } : { ok: true as const };
  };
  return {
    ...inner,
    shape: { ...inner.shape, rows: inner.shape.rows.map((r) => ({ ...r, maxPicks: 1 })), minFilledRows: 2 },
    validate,
    countBets: (s) => (validate(s).ok ? 1 : 0),
    settle: (s, draw) => {
      if (!validate(s).ok) return NO_WIN;
      const verdicts = parlayLegs(s, draw).map((l) => l.verdict);
      if (verdicts.includes('lose')) return NO_WIN;
      if (verdicts.every((v) => v === 'push')) return { wins: {}, pushes: 1 };
      // S1: a two-leg ticket with a tied leg is a tie as a whole.
      if (options.parlayTie === 'twoLegTicketPush' && verdicts.length === 2 && verdicts.includes('push'))
        return { wins: {}, pushes: 1 };
      return { wins: { parlay: 1 }, pushes: 0 };
    },
    // The ticket's odds are the product of its winning legs' odds (a tied leg ×1).
    drawOdds: (s, draw, overrides) => ({ parlay: parlayOddsThousandths(s, draw, overrides) }),
  };
}

/** The legs of a 过关 selection with their verdicts on a draw. */
export function parlayLegs(
  s: Selection,
  draw: Draw,
): { position: number; option: PositionOption; verdict: 'win' | 'lose' | 'push' }[] {
  const legs: { position: number; option: PositionOption; verdict: 'win' | 'lose' | 'push' }[] = [];
  s.rows.forEach((row, position) => {
    const idx = row[0];
    if (idx === undefined) return;
    const option = POSITION_OPTIONS[idx] as PositionOption;
    legs.push({ position, option, verdict: positionVerdict(draw[position] as number, option) });
  });
  return legs;
}

/**
 * Odds of a winning 正码过关 ticket (§1.5): the product of the legs' odds, a leg tied by 49
 * counting ×1, truncated to thousandths once. `legOdds` overrides POSITION_ODDS per option. The
 * server prices a parlay line with `creditLineMoney(outcome, levels, amount, { parlay: odds })`;
 * `parlayLineMoney` does exactly that.
 */
export function parlayOddsThousandths(s: Selection, draw: Draw, legOdds: OddsTable = {}): number {
  let num = 1n;
  let den = 1n;
  for (const l of parlayLegs(s, draw)) {
    if (l.verdict !== 'win') continue;
    num *= BigInt(legOdds[l.option] ?? (POSITION_ODDS[l.option] as number));
    den *= 1000n;
  }
  return Number((num * 1000n) / den);
}

/** Money of a 正码过关 line: all legs won → amount × product odds; all tied → refund; else nothing. */
export function parlayLineMoney(
  play: Play,
  s: Selection,
  draw: Draw,
  amountMilli: bigint,
  legOdds: OddsTable = {},
): LineMoney {
  return creditLineMoney(play.settle(s, draw), play.levels, amountMilli, {
    parlay: parlayOddsThousandths(s, draw, legOdds),
  });
}

/** All Mark Six plays for one lunar year's tables. Ids 50001–50099 (Rules engine II range). */
export function lhcPlays(t: LhcTables, options: LhcOptions = DEFAULT_LHC_OPTIONS): Play[] {
  const own = ownZodiac(t);
  const zodiacOf = (n: number) => t.zodiacOf[n] as number;
  const elementSize = (e: number) => t.elementOf.filter((x, n) => n > 0 && x === e).length;
  const drawnZodiacs = (nums: readonly number[]) => new Set(nums.map(zodiacOf));
  const numbers = LHC_NUMBERS;
  const plays: Play[] = [];

  // Best draws of the zodiac plays (model.ts Play.frontier), built from zodiac counts: these plays
  // read a draw only as how many of its numbers each zodiac has, so a draw per count that can
  // beat the others is enough (the property tests compare with the search and brute force).
  const byZodiac = range(0, 11).map((z) => numbers.filter((n) => zodiacOf(n) === z));
  const byTail = range(0, 9).map((x) => numbers.filter((n) => tailOf(n) === x));
  /** 7 distinct numbers: `take[z]` of each zodiac z first, then as many as needed from the `fill` zodiacs in order, then any. */
  const zodiacDraw = (take: ReadonlyMap<number, number>, fill: readonly number[], by: readonly (readonly number[])[] = byZodiac): number[] => {
    const d: number[] = [];
    for (const [z, c] of take) d.push(...(by[z] as number[]).slice(0, c));
    for (const n of [...fill.flatMap((z) => by[z] as number[]), ...numbers]) {
      if (d.length >= 7) break;
      if (!d.includes(n)) d.push(n);
    }
    return d;
  };
  const withFrontier = (play: Play, draws: (sel: Selection) => number[][]): Play => ({
    ...play,
    frontier: (sel, ties) => paretoFrontier(draws(sel), (d) => play.settle(sel, d, ties)),
  });
  const unpicked = (picks: readonly number[], n = 12) => range(0, n - 1).filter((z) => !picks.includes(z));
  /** 平特一肖 / 平特尾: picked classes among the 7 numbers' classes, the `mine` class paid apart: with and without it, as many other picked classes as fit, one number each. */
  const oneOfSeven = (sel: Selection, mine: number, by: readonly (readonly number[])[]): number[][] => {
    const picks = sel.rows[0] ?? [];
    const others = picks.filter((z) => z !== mine);
    return (picks.includes(mine) ? [[mine], []] : [[]]).map((m) => {
      const chosen = [...m, ...others.slice(0, 7 - m.length)];
      return zodiacDraw(new Map(chosen.map((z) => [z, 1])), [...chosen, ...unpicked(picks, by.length)], by);
    });
  };

  /** 正肖: every picked zodiac wins once per regular number of that zodiac (S6). */
  const regularZodiacPlay = (): Play => {
    const inner = valuePlay<Draw>(info(50030, 'zodiac.regular', 'single', 'regularZodiac'), {
      values: range(0, 11),
      valueKeys: zodiacKeys,
      rowNameKey: `${P}.row.zodiac`,
      levels: levels({ own: 1550, other: 1940 }),
      judge: () => null,
    });
    // Wins = regular numbers of picked zodiacs, split own / other: for each count of the own
    // zodiac's numbers, as many numbers of the other picked zodiacs as fit in the 6.
    const draws = (sel: Selection): number[][] => {
      const picks = sel.rows[0] ?? [];
      const others = picks.filter((z) => z !== own);
      const out: number[][] = [];
      for (let o = 0; o <= (picks.includes(own) ? Math.min(6, (byZodiac[own] as number[]).length) : 0); o++) {
        const take = new Map<number, number>(o > 0 ? [[own, o]] : []);
        let left = 6 - o;
        for (const z of others) {
          const c = Math.min(left, (byZodiac[z] as number[]).length);
          if (c > 0) take.set(z, c);
          left -= c;
        }
        out.push(zodiacDraw(take, unpicked(picks)));
      }
      return out;
    };
    return withFrontier({
      ...inner,
      settle: (s, d) => {
        if (!inner.validate(s).ok) return NO_WIN;
        const wins: Record<string, number> = {};
        for (const z of s.rows[0] as readonly number[])
          addWin(wins, z === own ? 'own' : 'other', regularOf(d).filter((n) => zodiacOf(n) === z).length);
        return { wins, pushes: 0 };
      },
    }, draws);
  };

  // 特码 A / B (§1.5): n numbers = n bets.
  for (const [id, variant, odds] of [
    [50001, 'a', 43_600],
    [50002, 'b', 48_500],
  ] as const) {
    plays.push(
      valuePlay<Draw>(info(id, `special.${variant}`, 'single', 'special'), {
        values: numbers,
        rowNameKey: `${P}.row.number`,
        levels: levels({ hit: odds }),
        judge: (v, d) => (specialOf(d) === v ? 'hit' : null),
      }),
    );
  }
  plays.push(
    valuePlay<Draw>(info(50003, 'special.twoSided', 'twoSided', 'specialTwoSided'), {
      values: range(0, TWO_SIDED.length - 1),
      valueKeys: optKeys(TWO_SIDED),
      rowNameKey: `${P}.row.special`,
      levels: optionLevels(TWO_SIDED_ODDS),
      judge: (v, d) => {
        const o = TWO_SIDED[v] as TwoSided;
        const verdict = twoSidedVerdict(specialOf(d), o);
        return verdict === 'win' ? o : verdict === 'push' ? PUSH : null;
      },
    }),
    valuePlay<Draw>(info(50004, 'special.colour', 'single', 'colour'), {
      values: range(0, 2),
      valueKeys: optKeys(COLOURS),
      rowNameKey: `${P}.row.special`,
      levels: optionLevels(COLOUR_ODDS),
      judge: (v, d) => (colourOf(specialOf(d)) === COLOURS[v] ? (COLOURS[v] as string) : null),
    }),
    valuePlay<Draw>(info(50005, 'special.halfWave', 'single', 'halfWave'), {
      values: range(0, HALF_WAVES.length - 1),
      valueKeys: HALF_WAVES.map((h) => `${P}.halfWave.${h.code}`),
      rowNameKey: `${P}.row.special`,
      levels: optionLevels(HALF_WAVE_ODDS, `${P}.halfWave`),
      judge: (v, d) => {
        const hw = HALF_WAVES[v] as (typeof HALF_WAVES)[number];
        if (specialOf(d) === LHC_TIE_NUMBER) return PUSH;
        return hw.numbers.includes(specialOf(d)) ? hw.code : null;
      },
    }),
    valuePlay<Draw>(info(50006, 'special.zodiac', 'single', 'specialZodiac'), {
      values: range(0, 11),
      valueKeys: zodiacKeys,
      rowNameKey: `${P}.row.special`,
      levels: levels({ own: 9310, other: 11_640 }),
      judge: (v, d) => (zodiacOf(specialOf(d)) === v ? (v === own ? 'own' : 'other') : null),
    }),
    valuePlay<Draw>(info(50007, 'special.head', 'single', 'head'), {
      values: range(0, 4),
      rowNameKey: `${P}.row.head`,
      levels: levels({ head0: 5170, head: 4655 }),
      judge: (v, d) => (headOf(specialOf(d)) === v ? (v === 0 ? 'head0' : 'head') : null),
    }),
    valuePlay<Draw>(info(50008, 'special.tail', 'single', 'tail'), {
      values: range(0, 9),
      rowNameKey: `${P}.row.tail`,
      levels: levels({ tail0: 11_640, tail: 9310 }),
      judge: (v, d) => (tailOf(specialOf(d)) === v ? (v === 0 ? 'tail0' : 'tail') : null),
    }),
    valuePlay<Draw>(info(50009, 'special.element', 'single', 'element'), {
      values: range(0, 4),
      valueKeys: elementKeys,
      rowNameKey: `${P}.row.special`,
      levels: levels(ELEMENT_ODDS),
      judge: (v, d) => (t.elementOf[specialOf(d)] === v ? `n${elementSize(v)}` : null),
    }),
    valuePlay<Draw>(info(50010, 'special.domesticWild', 'single', 'domesticWild'), {
      values: [0, 1],
      valueKeys: optKeys(['domestic', 'wild']),
      rowNameKey: `${P}.row.special`,
      // The class holding 本命 has 25 numbers and pays less (§1.5, S3).
      levels: levels({ withOwn: 1900, withoutOwn: 1980 }),
      judge: (v, d) => {
        const domestic = (z: number) => DOMESTIC_ZODIACS.includes(z);
        const isDomestic = domestic(zodiacOf(specialOf(d)));
        if ((v === 0) !== isDomestic) return null;
        return (v === 0) === domestic(own) ? 'withOwn' : 'withoutOwn';
      },
    }),
    valuePlay<Draw>(info(50011, 'regular.any', 'single', 'regularAny'), {
      values: numbers,
      rowNameKey: `${P}.row.number`,
      levels: levels({ hit: 8000 }),
      judge: (v, d) => (regularOf(d).includes(v) ? 'hit' : null),
    }),
    positionalPlay<Draw>(info(50012, 'regular.position', 'single', 'regularPosition'), {
      positions: 6,
      positionNameKey: (i) => `${P}.row.regular${i + 1}`,
      values: numbers,
      levels: levels({ hit: 47_000 }),
      judge: (i, v, d) => (d[i] === v ? 'hit' : null),
    }),
    positionalPlay<Draw>(info(50013, 'regular.twoSided', 'twoSided', 'regularTwoSided'), {
      positions: 6,
      positionNameKey: (i) => `${P}.row.regular${i + 1}`,
      values: range(0, POSITION_OPTIONS.length - 1),
      valueKeys: optKeys(POSITION_OPTIONS),
      levels: optionLevels(POSITION_ODDS),
      judge: (i, v, d) => {
        const o = POSITION_OPTIONS[v] as PositionOption;
        const verdict = positionVerdict(d[i] as number, o);
        return verdict === 'win' ? o : verdict === 'push' ? PUSH : null;
      },
    }),
    parlayPlay(50014, options),
    valuePlay<Draw>(info(50015, 'total', 'twoSided', 'total'), {
      values: range(0, 3),
      valueKeys: optKeys(TOTAL_OPTIONS.map((o) => `total.${o}`)),
      rowNameKey: `${P}.row.total`,
      levels: optionLevels({ big: 1980, small: 1980, odd: 1980, even: 1980 }, `${P}.opt.total`),
      judge: (v, d) => {
        const o = TOTAL_OPTIONS[v] as (typeof TOTAL_OPTIONS)[number];
        return totalVerdict(d, o) ? o : null;
      },
    }),
  );

  // 连码 (§1.5, §1.6): 复式 up to 10 numbers, and 胆拖.
  let id = 50016;
  for (const name of Object.keys(LINKED_PLAYS) as LinkedPlay[]) {
    const { k, odds } = LINKED_PLAYS[name];
    for (const mode of ['multi', 'bankerDrag'] as const) {
      plays.push(
        comboPlay<Draw>(
          {
            ...info(id++, `link.${name}.${mode}`, mode, `link.${name}`, { k }),
            nameKey: `${P}.link.${name}`,
          },
          {
            k,
            mode,
            values: numbers,
            rowNameKey: `${P}.row.number`,
            bankerNameKey: `${P}.row.banker`,
            dragNameKey: `${P}.row.drag`,
            levels: levels(odds),
            maxPicks: 10,
            classes: 3,
            classify: numberClass,
            judge: (c) => linkedVerdict(name, c),
          },
        ),
      );
    }
  }

  // 平特一肖 / 平特尾: among all 7 numbers, paid once (§1.5).
  plays.push(
    // Wins = picked zodiacs among the 7 numbers' zodiacs: with and without the own zodiac, as many
    // other picked zodiacs as fit, one number each.
    withFrontier(
      valuePlay<Draw>(info(50028, 'zodiac.one', 'single', 'oneZodiac'), {
        values: range(0, 11),
        valueKeys: zodiacKeys,
        rowNameKey: `${P}.row.zodiac`,
        levels: levels({ own: 1715, other: 2010 }),
        judge: (v, d) => (drawnZodiacs(d).has(v) ? (v === own ? 'own' : 'other') : null),
      }),
      (sel) => oneOfSeven(sel, own, byZodiac),
    ),
    // No source for 平特尾 odds: fair 2.12 (0尾, 4 numbers) and 1.805 (5 numbers), × 0.95.
    withFrontier(
      valuePlay<Draw>(info(50029, 'tail.one', 'single', 'oneTail'), {
        values: range(0, 9),
        rowNameKey: `${P}.row.tail`,
        levels: levels({ tail0: 2010, tail: 1715 }),
        judge: (v, d) => (d.some((n) => tailOf(n) === v) ? (v === 0 ? 'tail0' : 'tail') : null),
      }),
      (sel) => oneOfSeven(sel, 0, byTail),
    ),
    // 正肖: among the 6 regular numbers, paid per hit (S6). Fair 49/(6·size), × 0.95 (no source).
    regularZodiacPlay(),
    // 合肖: k = 2…11 zodiacs, one bet, wins when the special's zodiac is in the set; 49 ties (S1).
    wholePickPlay<Draw>(info(50031, 'zodiac.combined', 'group', 'combinedZodiac'), {
      values: range(0, 11),
      valueKeys: zodiacKeys,
      rowNameKey: `${P}.row.zodiac`,
      levels: levels(COMBINED_ZODIAC_ODDS),
      minPicks: 2,
      maxPicks: 11,
      judge: (picks, d) => {
        if (specialOf(d) === LHC_TIE_NUMBER) return PUSH;
        return picks.includes(zodiacOf(specialOf(d))) ? `k${picks.length}` : null;
      },
    }),
  );

  // 连肖 / 连尾 k = 2…5, 中 / 不中 (§1.5): up to 6 picks (S2).
  id = 50032;
  for (const k of [2, 3, 4, 5]) {
    for (const kind of ['hit', 'miss'] as const) {
      plays.push(
        comboPlay<Draw>(info(id++, `zodiac.link${k}.${kind}`, 'multi', `linkZodiac.${kind}`, { k }), {
          k,
          mode: 'multi',
          values: range(0, 11),
          valueKeys: zodiacKeys,
          rowNameKey: `${P}.row.zodiac`,
          levels: levels(LINK_ZODIAC_ODDS[`${k}.${kind}`] as OddsTable),
          maxPicks: 6,
          classes: 4,
          // 0 drawn 本命, 1 drawn other, 2 undrawn 本命, 3 undrawn other
          classify: (d) => {
            const drawn = drawnZodiacs(d);
            return (z) => (drawn.has(z) ? 0 : 2) + (z === own ? 0 : 1);
          },
          judge: (c) => linkedGroupVerdict(kind, c, 'withOwn', 'withoutOwn'),
        }),
      );
    }
  }
  for (const k of [2, 3, 4, 5]) {
    for (const kind of ['hit', 'miss'] as const) {
      plays.push(
        comboPlay<Draw>(info(id++, `tail.link${k}.${kind}`, 'multi', `linkTail.${kind}`, { k }), {
          k,
          mode: 'multi',
          values: range(0, 9),
          rowNameKey: `${P}.row.tail`,
          levels: levels(LINK_TAIL_ODDS[`${k}.${kind}`] as OddsTable),
          maxPicks: 6,
          classes: 4,
          classify: (d) => {
            const drawn = new Set(d.map(tailOf));
            return (tail) => (drawn.has(tail) ? 0 : 2) + (tail === 0 ? 0 : 1);
          },
          judge: (c) => linkedGroupVerdict(kind, c, 'withZero', 'withoutZero'),
        }),
      );
    }
  }

  // 自选不中 (credit style): 5–11 numbers, one bet, wins when none of the 7 is picked (§1.5, docs/product.md §5).
  plays.push(
    wholePickPlay<Draw>(info(50048, 'pickOut', 'group', 'pickOut'), {
      values: numbers,
      rowNameKey: `${P}.row.number`,
      levels: levels(PICK_OUT_ODDS),
      minPicks: 5,
      maxPicks: 11,
      judge: (picks, d) => (picks.some((n) => d.includes(n)) ? null : `n${picks.length}`),
    }),
  );
  // 总肖 (S2): how many distinct zodiacs the 7 numbers show (2–7), or its parity. No source for
  // odds: exact fair odds from the year's group sizes, × 0.95.
  const zodiacCount = zodiacCountOdds(t);
  plays.push(
    // Settle reads only how many zodiacs the 7 show (2–7: no zodiac has 7 numbers): a draw each.
    withFrontier(
      valuePlay<Draw>(info(50049, 'zodiac.count', 'single', 'zodiacCount'), {
        values: range(0, ZODIAC_COUNT_OPTIONS.length - 1),
        valueKeys: optKeys(ZODIAC_COUNT_OPTIONS.map((o) => `zodiacCount.${o}`)),
        rowNameKey: `${P}.row.zodiac`,
        levels: optionLevels(zodiacCount, `${P}.opt.zodiacCount`),
        judge: (v, d) => {
          const o = ZODIAC_COUNT_OPTIONS[v] as string;
          const n = drawnZodiacs(d).size;
          return o === `c${n}` || o === (n % 2 === 1 ? 'odd' : 'even') ? o : null;
        },
      }),
      () => {
        const big = range(0, 11).sort((a, b) => (byZodiac[b] as number[]).length - (byZodiac[a] as number[]).length);
        return range(2, 7).map((n) => zodiacDraw(new Map(big.slice(0, n).map((z) => [z, 1])), big.slice(0, n)));
      },
    ),
  );

  // k不中 (multi-select form of 自选不中, §1.5 (b)): n ≥ k numbers give C(n,k) bets, each winning
  // when none of its k numbers is among the 7; pick limits from S2.
  id = 50050;
  for (const [k, maxPicks] of K_MISS_LIMITS) {
    plays.push(
      comboPlay<Draw>(info(id++, `miss.k${k}`, 'multi', 'kMiss', { k }), {
        k,
        mode: 'multi',
        values: numbers,
        rowNameKey: `${P}.row.number`,
        levels: levels({ hit: priced(choose(49, k), choose(42, k), 95) }),
        maxPicks,
        classes: 2,
        classify: (d) => (v) => (d.includes(v) ? 0 : 1),
        judge: (c) => (c[0] === 0 ? 'hit' : null),
      }),
    );
  }
  return plays.map((play) => withSymmetry(play, zodiacOf));
}

const REGULAR = [[0, 1, 2, 3, 4, 5]] as const;
const ALL_SEVEN = [[0, 1, 2, 3, 4, 5, 6]] as const;
/** Lowest and highest sums of 7 numbers, of either parity: every 总和 outcome is one of theirs. */
const TOTAL_CORNERS: readonly Draw[] = [
  [1, 2, 3, 4, 5, 6, 7],
  [1, 2, 3, 4, 5, 6, 8],
  [43, 44, 45, 46, 47, 48, 49],
  [42, 44, 45, 46, 47, 48, 49],
];

/**
 * The symmetries of each play (model.ts Play.symmetry) for the possible-win search: the numbers
 * plays see a number by the rows that picked it; zodiac and tail plays by its zodiac or tail when
 * picked; which of the 7 numbers they look at alike. Plays on the special number alone, and one
 * option of a regular number, read one position and need none.
 */
function withSymmetry(play: Play, zodiacOf: (n: number) => number): Play {
  const code = play.code;
  const picked = (sel: Selection, key: (n: number) => number) => {
    const picks = new Set(sel.rows[0] ?? []);
    return (n: number) => (picks.has(key(n)) ? key(n) : -1);
  };
  const sym = (f: (sel: Selection) => PlaySymmetry): Play => ({ ...play, symmetry: f });
  if (code === 'regular.any' || code.startsWith('link.')) return sym((sel) => ({ ...rowsSymmetry(sel), positions: REGULAR }));
  if (code === 'pickOut' || code.startsWith('miss.')) return sym((sel) => ({ ...rowsSymmetry(sel), positions: ALL_SEVEN }));
  if (code === 'regular.position' || code === 'special.a' || code === 'special.b') return sym(rowsSymmetry);
  if (code === 'zodiac.regular') return sym((sel) => ({ classOf: picked(sel, zodiacOf), positions: REGULAR }));
  if (code === 'zodiac.one' || code.startsWith('zodiac.link')) return sym((sel) => ({ classOf: picked(sel, zodiacOf), positions: ALL_SEVEN }));
  if (code === 'tail.one' || code.startsWith('tail.link')) return sym((sel) => ({ classOf: picked(sel, tailOf), positions: ALL_SEVEN }));
  if (code === 'zodiac.count') return sym(() => ({ classOf: zodiacOf, positions: ALL_SEVEN }));
  if (code === 'regular.parlay')
    return {
      ...play,
      // 过关 pays once, when no leg loses: every leg can win at once (distinct numbers meeting each
      // leg's option exist), so the best draw is one where they all do, found leg by leg.
      frontier: (sel, ties) => {
        const draw: number[] = [];
        const pick = (i: number): boolean => {
          if (i === 6) return true;
          const opt = sel.rows[i]?.[0];
          for (let n = 1; n <= 49; n++) {
            if (draw.includes(n)) continue;
            if (opt !== undefined && positionVerdict(n, POSITION_OPTIONS[opt] as PositionOption) !== 'win') continue;
            draw[i] = n;
            if (pick(i + 1)) return true;
          }
          draw.length = i;
          return false;
        };
        if (!pick(0)) return undefined;
        const special = LHC_NUMBERS.find((n) => !draw.includes(n)) as number;
        const full = [...draw, special];
        const outcome = play.settle(sel, full, ties);
        return outcome.wins.parlay === 1 ? [{ outcome, draw: full }] : undefined;
      },
    };
  if (code === 'total')
    return { ...play, frontier: (sel, ties) => TOTAL_CORNERS.map((draw) => ({ outcome: play.settle(sel, draw, ties), draw })) };
  return play;
}

/**
 * 连肖 / 连尾 bet from class counts (0 drawn marked, 1 drawn other, 2 undrawn marked, 3 undrawn
 * other; "marked" = 本命 or 0尾): 中 when all are drawn, 不中 when none is; the level says whether
 * the marked group is in the bet.
 */
export function linkedGroupVerdict(
  kind: 'hit' | 'miss',
  c: readonly number[],
  marked: string,
  unmarked: string,
): BetVerdict {
  const [dm = 0, dn = 0, um = 0, un = 0] = c;
  if (kind === 'hit') return um + un === 0 ? (dm > 0 ? marked : unmarked) : null;
  return dm + dn === 0 ? (um > 0 ? marked : unmarked) : null;
}

/** A valid Mark Six draw: 7 distinct integers 1–49 (6 regular in draw order, then the special). */
export function isValidLhcDraw(d: Draw): boolean {
  return d.length === 7 && new Set(d).size === 7 && d.every((n) => Number.isInteger(n) && n >= 1 && n <= 49);
}

const SUB = (id: number, code: string, playIds: number[]) => ({
  id,
  code,
  nameKey: `${P}.cat.${code}`,
  fushiTemplate: true,
  playIds,
});

function lhcCatalogs(plays: readonly Play[]): Catalog[] {
  const ids = (prefix: string) => plays.filter((p) => p.code.startsWith(prefix)).map((p) => p.id);
  const groups: [string, string[]][] = [
    ['special', ['special.']],
    ['regular', ['regular.']],
    ['linked', ['link.']],
    ['zodiac', ['zodiac.']],
    ['tail', ['tail.']],
    ['other', ['total', 'pickOut', 'miss.']],
  ];
  return groups.map(([code, prefixes], i) => ({
    id: 50_100 + i,
    code,
    nameKey: `${P}.cat.${code}`,
    showSubCatalog: false,
    subCatalogs: [SUB(50_200 + i, code, prefixes.flatMap(ids))],
  }));
}

export type LhcFamilyForDate =
  | { ok: true; family: Family; tables: LhcTables }
  | { ok: false; code: 'ANIMAL_YEAR_MISSING' | 'TABLE_NOT_PARTITION' };

/**
 * The family a draw on local date y-m-d settles with: the lunar year of the date (docs/product.md §8: a
 * missing animal year is an error), its computed tables, and the operator's tables for that year
 * where published.
 */
export function lhcFamilyForDate(
  year: number,
  month: number,
  day: number,
  overridesByYear: Readonly<Record<number, LhcTableOverrides>> = {},
  options: LhcOptions = DEFAULT_LHC_OPTIONS,
): LhcFamilyForDate {
  const lunarYear = lunarYearOf(year, month, day);
  if (lunarYear === null) return { ok: false, code: 'ANIMAL_YEAR_MISSING' };
  const r = lhcTables(lunarYear, overridesByYear[lunarYear]);
  if (!r.ok) return r;
  return { ok: true, family: createLhcFamily(r.tables, options), tables: r.tables };
}

/** The Mark Six family for one lunar year's tables (key them by the draw date, attributes.ts). */
export function createLhcFamily(tables: LhcTables, options: LhcOptions = DEFAULT_LHC_OPTIONS): Family {
  const plays = lhcPlays(tables, options);
  return {
    code: LHC_FAMILY_CODE,
    nameKey: `${P}.family`,
    draw: { length: 7, min: 1, max: 49, distinct: true, ordered: true },
    deriveDraw: (seed) => drawDistinct(seed, 7, 1, 49),
    isValidDraw: isValidLhcDraw,
    catalogs: lhcCatalogs(plays),
    plays,
  };
}
