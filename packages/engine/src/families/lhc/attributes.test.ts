import { describe, expect, it } from 'vitest';
import {
  COLOUR_NUMBERS,
  ELEMENTS,
  HALF_WAVES,
  LHC_NUMBERS,
  ZODIACS,
  colourOf,
  computedTables,
  digitSum,
  groupsOf,
  lhcTables,
  lunarYearOf,
  ownZodiac,
  twoSidedVerdict,
  type TwoSided,
} from './attributes.ts';

const nums = (s: string) => s.split(' ').map(Number);

describe('colour waves (§1.2)', () => {
  it('partition 1–49 as red 17, blue 16, green 16, 49 green', () => {
    expect(COLOUR_NUMBERS.red).toHaveLength(17);
    expect(COLOUR_NUMBERS.blue).toHaveLength(16);
    expect(COLOUR_NUMBERS.green).toHaveLength(16);
    const all = [...COLOUR_NUMBERS.red, ...COLOUR_NUMBERS.blue, ...COLOUR_NUMBERS.green].sort(
      (a, b) => a - b,
    );
    expect(all).toEqual(LHC_NUMBERS);
    expect(colourOf(49)).toBe('green');
    expect(colourOf(1)).toBe('red');
    expect(colourOf(3)).toBe('blue');
    expect(() => colourOf(50)).toThrow(RangeError);
  });

  it('half-waves equal the reference table, 49 in none', () => {
    const table: Record<string, string> = {
      'red.big': '29 30 34 35 40 45 46',
      'red.small': '01 02 07 08 12 13 18 19 23 24',
      'red.odd': '01 07 13 19 23 29 35 45',
      'red.even': '02 08 12 18 24 30 34 40 46',
      'red.sumOdd': '01 07 12 18 23 29 30 34 45',
      'red.sumEven': '02 08 13 19 24 35 40 46',
      'blue.big': '25 26 31 36 37 41 42 47 48',
      'blue.small': '03 04 09 10 14 15 20',
      'blue.odd': '03 09 15 25 31 37 41 47',
      'blue.even': '04 10 14 20 26 36 42 48',
      'blue.sumOdd': '03 09 10 14 25 36 41 47',
      'blue.sumEven': '04 15 20 26 31 37 42 48',
      'green.big': '27 28 32 33 38 39 43 44',
      'green.small': '05 06 11 16 17 21 22',
      'green.odd': '05 11 17 21 27 33 39 43',
      'green.even': '06 16 22 28 32 38 44',
      'green.sumOdd': '05 16 21 27 32 38 43',
      'green.sumEven': '06 11 17 22 28 33 39 44',
    };
    expect(HALF_WAVES).toHaveLength(18);
    for (const hw of HALF_WAVES) expect(hw.numbers).toEqual(nums(table[hw.code] as string));
  });
});

describe('two-sided attributes (§1.1)', () => {
  it.each<[number, TwoSided, string]>([
    [25, 'big', 'win'],
    [24, 'big', 'lose'],
    [24, 'small', 'win'],
    [1, 'odd', 'win'],
    [48, 'even', 'win'],
    [29, 'sumOdd', 'win'], // 2+9 = 11
    [48, 'sumEven', 'win'], // 12
    [16, 'sumBig', 'win'], // 7
    [15, 'sumBig', 'lose'], // 6
    [15, 'sumSmall', 'win'],
    [35, 'tailBig', 'win'],
    [34, 'tailSmall', 'win'],
    [10, 'tailSmall', 'win'],
    [25, 'bigOdd', 'win'],
    [26, 'bigEven', 'win'],
    [23, 'smallOdd', 'win'],
    [24, 'smallEven', 'win'],
    [24, 'bigEven', 'lose'],
  ])('%i %s → %s', (n, option, verdict) => {
    expect(twoSidedVerdict(n, option)).toBe(verdict);
  });

  it('49 ties every two-sided option', () => {
    for (const o of [
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
    ] as const)
      expect(twoSidedVerdict(49, o)).toBe('push');
  });

  it('digit sums run 01 → 1 … 48 → 12', () => {
    expect(digitSum(1)).toBe(1);
    expect(digitSum(48)).toBe(12);
    expect(digitSum(39)).toBe(12);
  });
});

describe('zodiac (§1.3)', () => {
  it('reproduces the 2026 (马) table', () => {
    const t = computedTables(2026);
    const groups = groupsOf(t.zodiacOf, 12);
    const expected: Record<string, string> = {
      horse: '1 13 25 37 49',
      snake: '2 14 26 38',
      dragon: '3 15 27 39',
      rabbit: '4 16 28 40',
      tiger: '5 17 29 41',
      ox: '6 18 30 42',
      rat: '7 19 31 43',
      pig: '8 20 32 44',
      dog: '9 21 33 45',
      rooster: '10 22 34 46',
      monkey: '11 23 35 47',
      goat: '12 24 36 48',
    };
    ZODIACS.forEach((z, i) => expect(groups[i]).toEqual(nums(expected[z] as string)));
    expect(ZODIACS[ownZodiac(t)]).toBe('horse');
  });

  it('gives 鸡 to 01 in 2017 and 鼠 in 2008', () => {
    expect(ZODIACS[computedTables(2017).zodiacOf[1] as number]).toBe('rooster');
    expect(ZODIACS[computedTables(2008).zodiacOf[1] as number]).toBe('rat');
    expect(ZODIACS[computedTables(2017).zodiacOf[2] as number]).toBe('monkey');
  });
});

describe('five elements (§1.4)', () => {
  const check = (year: number, table: Record<string, string>) => {
    const groups = groupsOf(computedTables(year).elementOf, 5);
    ELEMENTS.forEach((e, i) => expect(groups[i]).toEqual(nums(table[e] as string)));
  };

  it('reproduces 2025 乙巳', () => {
    check(2025, {
      metal: '03 04 11 12 25 26 33 34 41 42',
      wood: '07 08 15 16 23 24 37 38 45 46',
      water: '13 14 21 22 29 30 43 44',
      fire: '01 02 09 10 17 18 31 32 39 40 47 48',
      earth: '05 06 19 20 27 28 35 36 49',
    });
  });

  it('reproduces 2026 丙午, where new(n) = old(n−1)', () => {
    check(2026, {
      metal: '04 05 12 13 26 27 34 35 42 43',
      wood: '08 09 16 17 24 25 38 39 46 47',
      water: '01 14 15 22 23 30 31 44 45',
      fire: '02 03 10 11 18 19 32 33 40 41 48 49',
      earth: '06 07 20 21 28 29 36 37',
    });
    const a = computedTables(2025).elementOf;
    const b = computedTables(2026).elementOf;
    for (let n = 2; n <= 49; n++) expect(b[n]).toBe(a[n - 1]);
  });
});

describe('tables as data', () => {
  it('accepts an operator partition and rejects anything else', () => {
    const rotated = groupsOf(computedTables(2026).zodiacOf, 12);
    rotated.push(rotated.shift() as number[]);
    const r = lhcTables(2026, { zodiacNumbers: rotated });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.tables.zodiacOf[1]).toBe(5);
    const elements = groupsOf(computedTables(2017).elementOf, 5);
    const e = lhcTables(2026, { elementNumbers: elements });
    expect(e.ok && e.tables.elementOf).toEqual(computedTables(2017).elementOf);
    expect(lhcTables(2026, { zodiacNumbers: rotated.slice(1) })).toEqual({
      ok: false,
      code: 'TABLE_NOT_PARTITION',
    });
    const dup = rotated.map((g) => [...g]);
    dup[0]?.push(1);
    expect(lhcTables(2026, { zodiacNumbers: dup }).ok).toBe(false);
    const missing = rotated.map((g) => g.filter((n) => n !== 49));
    expect(lhcTables(2026, { zodiacNumbers: missing }).ok).toBe(false);
    expect(lhcTables(2026, { elementNumbers: [[1]] }).ok).toBe(false);
  });
});

describe('lunar year of a draw date', () => {
  it.each([
    [2026, 2, 16, 2025],
    [2026, 2, 17, 2026],
    [2026, 12, 31, 2026],
    [2025, 1, 28, 2024],
    [2025, 1, 29, 2025],
    [2020, 1, 1, null],
    [2041, 3, 1, null],
  ])('%i-%i-%i → %s', (y, m, d, lunar) => {
    expect(lunarYearOf(y, m, d)).toBe(lunar);
  });
});
