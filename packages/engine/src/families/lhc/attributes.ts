/**
 * Mark Six (六合彩) number attributes: colour waves, half-waves, two-sided attributes, zodiac and
 * five-element tables. Rules and tables: docs/product.md §11.6.
 */

export const LHC_MIN = 1;
export const LHC_MAX = 49;
/** The number that ties (refunds) most two-sided bets (§1.1). */
export const LHC_TIE_NUMBER = 49;
export const LHC_NUMBERS: readonly number[] = Array.from({ length: 49 }, (_, i) => i + 1);

// ——— Colours (§1.2): fixed; red 17, blue 16, green 16; 49 is green.
export const COLOURS = ['red', 'blue', 'green'] as const;
export type Colour = (typeof COLOURS)[number];
export const COLOUR_NUMBERS: Readonly<Record<Colour, readonly number[]>> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};
const COLOUR_OF: readonly Colour[] = (() => {
  const out: Colour[] = [];
  for (const c of COLOURS) for (const n of COLOUR_NUMBERS[c]) out[n] = c;
  return out;
})();
export function colourOf(n: number): Colour {
  const c = COLOUR_OF[n];
  if (!c) throw new RangeError(`not a Mark Six number: ${n}`);
  return c;
}

// ——— Number attributes (§1.1).
export const digitSum = (n: number): number => Math.floor(n / 10) + (n % 10);
export const headOf = (n: number): number => Math.floor(n / 10);
export const tailOf = (n: number): number => n % 10;

/**
 * Two-sided options of one number. 49 ties every one of them (§1.1: stake refunded). Codes are
 * the option values of selection rows.
 */
export const TWO_SIDED = [
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
  'bigOdd',
  'bigEven',
  'smallOdd',
  'smallEven',
] as const;
export type TwoSided = (typeof TWO_SIDED)[number];

export type LhcVerdict = 'win' | 'lose' | 'push';

/** Whether n has the attribute; 49 → push (§1.1, S1/S3). */
export function twoSidedVerdict(n: number, option: TwoSided): LhcVerdict {
  if (n === LHC_TIE_NUMBER) return 'push';
  const big = n >= 25;
  const odd = n % 2 === 1;
  const s = digitSum(n);
  let has: boolean;
  switch (option) {
    case 'big':
      has = big;
      break;
    case 'small':
      has = !big;
      break;
    case 'odd':
      has = odd;
      break;
    case 'even':
      has = !odd;
      break;
    case 'sumOdd':
      has = s % 2 === 1;
      break;
    case 'sumEven':
      has = s % 2 === 0;
      break;
    case 'sumBig':
      has = s >= 7; // S3, S7 (one file uses > 7: an outlier)
      break;
    case 'sumSmall':
      has = s <= 6;
      break;
    case 'tailBig':
      has = tailOf(n) >= 5;
      break;
    case 'tailSmall':
      has = tailOf(n) <= 4;
      break;
    case 'bigOdd':
      has = big && odd;
      break;
    case 'bigEven':
      has = big && !odd;
      break;
    case 'smallOdd':
      has = !big && odd;
      break;
    case 'smallEven':
      has = !big && !odd;
      break;
  }
  return has ? 'win' : 'lose';
}

// ——— Half-waves (§1.2): colour × {大, 小, 单, 双, 合单, 合双}; 49 is in no set and ties.
export const HALF_WAVE_SPLITS = ['big', 'small', 'odd', 'even', 'sumOdd', 'sumEven'] as const;
export type HalfWaveSplit = (typeof HALF_WAVE_SPLITS)[number];
export const HALF_WAVES: readonly {
  code: string;
  colour: Colour;
  split: HalfWaveSplit;
  numbers: readonly number[];
}[] = COLOURS.flatMap((colour) =>
  HALF_WAVE_SPLITS.map((split) => ({
    code: `${colour}.${split}`,
    colour,
    split,
    numbers: COLOUR_NUMBERS[colour].filter(
      (n) => n !== LHC_TIE_NUMBER && twoSidedVerdict(n, split) === 'win',
    ),
  })),
);

// ——— Zodiac (§1.3).
export const ZODIACS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
export type Zodiac = (typeof ZODIACS)[number];
/** 家禽 (domestic): 牛马羊鸡狗猪; 野兽 (wild): 鼠虎兔龙蛇猴 (§1.1). */
export const DOMESTIC_ZODIACS: readonly number[] = [1, 6, 7, 9, 10, 11];

/** The year's zodiac index for lunar year Y: (Y − 4) mod 12 (鼠 = 0). */
export const yearZodiac = (lunarYear: number): number => (((lunarYear - 4) % 12) + 12) % 12;

/** zodiac(n) = Z[(yz − (n−1)) mod 12]: the year's zodiac owns 01 13 25 37 49 (§1.3). */
export function computedZodiacOf(n: number, lunarYear: number): number {
  return (((yearZodiac(lunarYear) - (n - 1)) % 12) + 12) % 12;
}

// ——— Five elements (§1.4): number n is the 干支 year Y − (n−1); its element is that year's 纳音.
export const ELEMENTS = ['metal', 'wood', 'water', 'fire', 'earth'] as const; // 金 木 水 火 土
export type Element = (typeof ELEMENTS)[number];
/** 纳音 of the 30 pairs of the sexagenary cycle from 甲子乙丑 (海中金), as ELEMENTS indices. */
const NAYIN: readonly number[] = [
  0, 3, 1, 4, 0, 3, 2, 4, 0, 1, 2, 4, 3, 1, 2, 0, 3, 1, 4, 0, 3, 2, 4, 0, 1, 2, 4, 3, 1, 2,
];
/** Index in the 60-year cycle (甲子 = 0, e.g. 1984). */
export const sexagenaryIndex = (year: number): number => (((year - 4) % 60) + 60) % 60;
export function computedElementOf(n: number, lunarYear: number): number {
  return NAYIN[Math.floor(sexagenaryIndex(lunarYear - (n - 1)) / 2)] as number;
}

/**
 * The year tables a draw is settled with: zodiac and element index of each number (index 0 is
 * unused). Operators publish their own; `lhcTables` computes the documented rule and takes
 * overrides as data.
 */
export interface LhcTables {
  readonly lunarYear: number;
  /** zodiacOf[n] = index into ZODIACS. */
  readonly zodiacOf: readonly number[];
  /** elementOf[n] = index into ELEMENTS. */
  readonly elementOf: readonly number[];
}

export interface LhcTableOverrides {
  /** Numbers of each zodiac (index into ZODIACS → numbers); must partition 1–49. */
  readonly zodiacNumbers?: readonly (readonly number[])[];
  /** Numbers of each element (index into ELEMENTS → numbers); must partition 1–49. */
  readonly elementNumbers?: readonly (readonly number[])[];
}

export type TablesResult = { ok: true; tables: LhcTables } | { ok: false; code: 'TABLE_NOT_PARTITION' };

function fromGroups(groups: readonly (readonly number[])[], size: number): number[] | null {
  if (groups.length !== size) return null;
  const out: number[] = Array.from({ length: 50 }, () => -1);
  groups.forEach((g, i) => {
    for (const n of g) {
      if (!Number.isInteger(n) || n < 1 || n > 49 || out[n] !== -1) out[0] = -2;
      else out[n] = i;
    }
  });
  if (out[0] === -2 || out.slice(1).some((v) => v === -1)) return null;
  out[0] = -1;
  return out;
}

/** Year tables for `lunarYear`: the documented rule, replaced by operator data where given. */
export function lhcTables(lunarYear: number, overrides: LhcTableOverrides = {}): TablesResult {
  let zodiacOf = [-1, ...LHC_NUMBERS.map((n) => computedZodiacOf(n, lunarYear))];
  let elementOf = [-1, ...LHC_NUMBERS.map((n) => computedElementOf(n, lunarYear))];
  if (overrides.zodiacNumbers) {
    const z = fromGroups(overrides.zodiacNumbers, ZODIACS.length);
    if (!z) return { ok: false, code: 'TABLE_NOT_PARTITION' };
    zodiacOf = z;
  }
  if (overrides.elementNumbers) {
    const e = fromGroups(overrides.elementNumbers, ELEMENTS.length);
    if (!e) return { ok: false, code: 'TABLE_NOT_PARTITION' };
    elementOf = e;
  }
  return { ok: true, tables: { lunarYear, zodiacOf, elementOf } };
}

/** Computed tables (no overrides); cannot fail. */
export function computedTables(lunarYear: number): LhcTables {
  return (lhcTables(lunarYear) as { ok: true; tables: LhcTables }).tables;
}

/** Numbers of each group of a table (zodiac or element), ascending. */
export function groupsOf(table: readonly number[], size: number): number[][] {
  const groups: number[][] = Array.from({ length: size }, () => []);
  for (let n = 1; n <= 49; n++) groups[table[n] as number]?.push(n);
  return groups;
}

/** 本命 (the year's own zodiac): the zodiac of 01, which owns five numbers. */
export const ownZodiac = (t: LhcTables): number => t.zodiacOf[1] as number;

/**
 * Lunar New Year (正月初一) dates, 2020–2040, as [year, month, day]: the zodiac and five-element
 * tables switch at the first draw on or after this date (§1.3; the exact instant is §5 "not
 * pinned down"). Extend as data.
 */
export const LUNAR_NEW_YEAR: readonly (readonly [number, number, number])[] = [
  [2020, 1, 25],
  [2021, 2, 12],
  [2022, 2, 1],
  [2023, 1, 22],
  [2024, 2, 10],
  [2025, 1, 29],
  [2026, 2, 17],
  [2027, 2, 6],
  [2028, 1, 26],
  [2029, 2, 13],
  [2030, 2, 3],
  [2031, 1, 23],
  [2032, 2, 11],
  [2033, 1, 31],
  [2034, 2, 19],
  [2035, 2, 8],
  [2036, 1, 28],
  [2037, 2, 15],
  [2038, 2, 4],
  [2039, 1, 24],
  [2040, 2, 12],
];

/**
 * The lunar year a draw date (local date of the draw, y-m-d) belongs to, or null outside the
 * table (docs/product.md §8: a missing animal year is an error).
 */
export function lunarYearOf(
  year: number,
  month: number,
  day: number,
  newYears: readonly (readonly [number, number, number])[] = LUNAR_NEW_YEAR,
): number | null {
  const ny = newYears.find((d) => d[0] === year);
  if (!ny) return null;
  const beforeNewYear = month < ny[1] || (month === ny[1] && day < ny[2]);
  if (!beforeNewYear) return year;
  return newYears.some((d) => d[0] === year - 1) ? year - 1 : null;
}
