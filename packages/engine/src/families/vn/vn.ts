/**
 * Vietnamese lô / đề plays for the three families (Miền Bắc, Miền Nam, Miền Trung), settled
 * against one station's result. Source: docs/product.md §11.7 (bookie rules),
 * V4 (platform odds). Odds are defaults in thousandths of the stake of one bet, overridable per
 * level key.
 *
 * Pricing of lô-type plays (§2.3): one point (điểm) costs L × unit, L = the lô count the number is
 * matched against (MB 27/23/20, MN 18/17/16), and each hit (nháy) pays a fixed amount. Here a
 * point on one number is L bets of one unit each, so `countBets` = numbers × L and the win is
 * hits × odds × unit (a fair lô 2 số point pays ≈ 100 units per hit).
 */
import type { Catalog, Family, Outcome, Play, PrizeLevel, Reach, Selection, Validation } from '../../model.ts';
import { choose } from '../../combinatorics.ts';
import { ByteStream } from '../../rng.ts';
import {
  NO_WIN,
  addWin,
  checkRow,
  checkRowCount,
  comboPlay,
  oddsLevels,
  range,
  rowShape,
  type OddsTable,
  type PlayInfo,
} from '../lhc/kit.ts';
import {
  isValidVnDraw,
  loCount,
  loEndings,
  positionDigits,
  prizePositions,
  type VnDraw,
  type VnRegion,
} from './structure.ts';

const P = 'play.vn';
const ID_BASE: Readonly<Record<VnRegion, number>> = { mb: 60_000, mn: 60_100, mt: 60_200 };
/** Most numbers in one lô / đề line (a bound on every selection, STYLE habit 7). */
export const MAX_NUMBERS_PER_LINE = 100;

function info(
  region: VnRegion,
  offset: number,
  code: string,
  method: string,
  rule: string,
  params?: Record<string, string | number>,
): PlayInfo {
  return {
    id: ID_BASE[region] + offset,
    code,
    // The same play has the same name in every region: `mb.lo2` → play.vn.lo2.
    nameKey: `${P}.${code.slice(code.indexOf('.') + 1)}`,
    methodKey: `${P}.method.${method}`,
    exampleKey: `${P}.example.${rule}`,
    ruleKey: `${P}.rule.${rule}`,
    ...(params ? { ruleParams: params } : {}),
  };
}

const levels = (odds: OddsTable): PrizeLevel[] => oddsLevels(`${P}.level`, odds);

/**
 * A play on numbers of `width` digits matched against some of the result's numbers: every picked
 * number is `weight` bets (the lô count it is matched against, or 1 for đề), and wins once per
 * matching number (per nháy), or at most once when `once`.
 */
function matchPlay(
  pinfo: PlayInfo,
  opts: {
    region: VnRegion;
    width: 1 | 2 | 3 | 4;
    weight: number;
    odds: number;
    once: boolean;
    targets: (d: VnDraw) => number[];
  },
): Play<VnDraw> {
  const values = range(0, 10 ** opts.width - 1);
  const limits = {
    min: 0,
    max: values.length - 1,
    minPicks: 1,
    maxPicks: Math.min(values.length, MAX_NUMBERS_PER_LINE),
  };
  const validate = (s: Selection): Validation => {
    const rc = checkRowCount(s, 1);
    return rc.ok ? checkRow(s.rows[0], limits) : rc;
  };
  const settle = (s: Selection, d: VnDraw): Outcome => {
    if (!validate(s).ok) return NO_WIN;
    const targets = opts.targets(d);
    const wins: Record<string, number> = {};
    for (const v of s.rows[0] as readonly number[]) {
      const hits = targets.filter((t) => t === v).length;
      addWin(wins, 'hit', opts.once ? Math.min(hits, 1) : hits);
    }
    return { wins, pushes: 0 };
  };
  return {
    id: pinfo.id,
    code: pinfo.code,
    nameKey: pinfo.nameKey,
    playMethodName: pinfo.methodKey,
    ticketPlayExample: {
      exampleKey: pinfo.exampleKey,
      ruleKey: pinfo.ruleKey,
      params: { width: opts.width, weight: opts.weight },
    },
    market: 'credit',
    shape: {
      kind: 'rows',
      rows: [rowShape('pick', `${P}.row.numbers${opts.width}`, values, 1, limits.maxPicks)],
    },
    levels: levels({ hit: opts.odds }),
    validate,
    countBets: (s) => (validate(s).ok ? (s.rows[0] as readonly number[]).length * opts.weight : 0),
    // Every target is a slice of its own prize number, so all of them can show the first pick at
    // once: T hits (T targets), or one where a pick pays once (a single ĐB / G1 target).
    frontier: (s) => {
      if (!validate(s).ok) return undefined;
      const picks = s.rows[0] as readonly number[];
      const draw = vnWitness(opts.region, () => [picks[0] as number, opts.width]);
      const outcome = settle(s, draw);
      const most = opts.once ? Math.min(picks.length, opts.targets(draw).length) : opts.targets(draw).length;
      if (outcome.wins.hit !== most) return undefined;
      return [{ outcome, draw }];
    },
    settle,
  };
}

/**
 * A result of the region's format whose prize i shows `value` (of `width` digits) both at its end
 * and, where it is long enough, at its start (đề đầu reads the ĐB's first two digits); one digit
 * fills the whole prize (đề's tens digit). Used to build the best draws of a line.
 */
export function vnWitness(region: VnRegion, pick: (prize: number) => readonly [number, number]): string[] {
  return positionDigits(region).map((len, i) => {
    const [value, width] = pick(i);
    const v = String(value).padStart(width, '0');
    if (width === 1) return v.repeat(len);
    if (len >= 2 * width) return v + '0'.repeat(len - 2 * width) + v;
    return ('0'.repeat(len) + v).slice(-len);
  });
}

/** Default odds per region (V4 platform table; fills marked). */
export interface VnOdds {
  readonly lo2: number;
  readonly lo3: number;
  readonly lo4: number;
  readonly de: number;
  readonly deHead: number;
  readonly deFirst: number;
  readonly deHeadPrize: number;
  readonly digit: number;
  readonly cang3: number;
  readonly cang3Head: number;
  readonly cang4: number;
  readonly xien: Readonly<Record<2 | 3 | 4, number>>;
  /** Lô trượt k = 4…10: V4 gives k = 4, 8, 10; the rest are ≈ 0.8 × fair (no source). */
  readonly truot: Readonly<Record<number, number>>;
  readonly da: number;
}

/** MN and MT share the southern format and prices. */
const SOUTH_ODDS: VnOdds = {
  lo2: 99_000,
  lo3: 960_000,
  lo4: 8_880_000,
  de: 99_000,
  deHead: 99_500,
  deFirst: 98_000,
  deHeadPrize: 95_000,
  digit: 9_800,
  cang3: 960_000,
  cang3Head: 960_000,
  cang4: 8_880_000,
  xien: { 2: 27_000, 3: 150_000, 4: 700_000 },
  truot: { 4: 2_000, 5: 2_200, 6: 2_600, 7: 3_100, 8: 3_500, 9: 4_000, 10: 4_500 },
  da: 750_000,
};

export const VN_DEFAULT_ODDS: Readonly<Record<VnRegion, VnOdds>> = {
  mb: {
    lo2: 99_000,
    lo3: 960_000,
    lo4: 8_880_000,
    de: 99_000,
    deHead: 99_500,
    deFirst: 98_000,
    deHeadPrize: 95_000,
    digit: 9_800,
    cang3: 960_000,
    cang3Head: 960_000,
    cang4: 8_880_000,
    xien: { 2: 16_000, 3: 65_000, 4: 250_000 },
    truot: { 4: 2_400, 5: 3_200, 6: 4_200, 7: 5_600, 8: 8_000, 9: 10_000, 10: 11_500 },
    da: 650_000,
  },
  mn: SOUTH_ODDS,
  mt: SOUTH_ODDS,
};

/** The last `width` digits of the numbers at the given positions. */
const endingsAt = (positions: readonly number[], width: number) => (d: VnDraw) =>
  positions.map((i) => Number((d[i] ?? '').slice(-width)));

/** Đá (V1): a pair wins when both numbers are among the 2-digit lô; each extra nháy of the pair's most repeated number adds half a win. */
export function daOutcome(picks: readonly number[], d: VnDraw): { pair: number; repeat: number } {
  const lo = loEndings(d, 2);
  const count = (n: number) => lo.filter((x) => x === n).length;
  let pair = 0;
  let repeat = 0;
  for (let i = 0; i < picks.length; i++) {
    for (let j = i + 1; j < picks.length; j++) {
      const a = count(picks[i] as number);
      const b = count(picks[j] as number);
      if (a > 0 && b > 0) {
        pair++;
        repeat += Math.max(a, b) - 1;
      }
    }
  }
  return { pair, repeat };
}

export function vnPlays(region: VnRegion, odds: VnOdds = VN_DEFAULT_ODDS[region]): Play<VnDraw>[] {
  const db = prizePositions(region, 'db');
  const g1 = prizePositions(region, 'g1');
  // The "head" prize of đề and 3 càng: MB G7 (4 lô) / G6 (3 lô); MN, MT G8 / G7 (§2.3, V1).
  const headPrize2 = prizePositions(region, region === 'mb' ? 'g7' : 'g8');
  const headPrize3 = prizePositions(region, region === 'mb' ? 'g6' : 'g7');
  const baoPositions = (
    region === 'mb' ? (['g7', 'g6', 'db'] as const) : (['g8', 'g7', 'g6', 'g5', 'db'] as const)
  ).flatMap((k) => prizePositions(region, k));
  const plays: Play<VnDraw>[] = [
    matchPlay(info(region, 1, `${region}.lo2`, 'lo', 'lo'), {
      region,
      width: 2,
      weight: loCount(region, 2),
      odds: odds.lo2,
      once: false,
      targets: (d) => loEndings(d, 2),
    }),
    matchPlay(info(region, 2, `${region}.lo3`, 'lo', 'lo'), {
      region,
      width: 3,
      weight: loCount(region, 3),
      odds: odds.lo3,
      once: false,
      targets: (d) => loEndings(d, 3),
    }),
    matchPlay(info(region, 3, `${region}.lo4`, 'lo', 'lo'), {
      region,
      width: 4,
      weight: loCount(region, 4),
      odds: odds.lo4,
      once: false,
      targets: (d) => loEndings(d, 4),
    }),
    matchPlay(info(region, 4, `${region}.de`, 'de', 'de'), {
      region,
      width: 2,
      weight: 1,
      odds: odds.de,
      once: true,
      targets: endingsAt(db, 2),
    }),
    matchPlay(info(region, 5, `${region}.deHead`, 'de', 'deHead'), {
      region,
      width: 2,
      weight: 1,
      odds: odds.deHead,
      once: true,
      targets: (d) => db.map((i) => Number((d[i] ?? '').slice(0, 2))),
    }),
    matchPlay(info(region, 6, `${region}.deFirst`, 'de', 'deFirst'), {
      region,
      width: 2,
      weight: 1,
      odds: odds.deFirst,
      once: true,
      targets: endingsAt(g1, 2),
    }),
    matchPlay(info(region, 7, `${region}.deHeadPrize`, 'de', 'deHeadPrize'), {
      region,
      width: 2,
      weight: headPrize2.length,
      odds: odds.deHeadPrize,
      once: false,
      targets: endingsAt(headPrize2, 2),
    }),
    matchPlay(info(region, 8, `${region}.digitHead`, 'digit', 'digitHead'), {
      region,
      width: 1,
      weight: 1,
      odds: odds.digit,
      once: true,
      targets: (d) => db.map((i) => Number((d[i] ?? '').slice(-2, -1))),
    }),
    matchPlay(info(region, 9, `${region}.digitTail`, 'digit', 'digitTail'), {
      region,
      width: 1,
      weight: 1,
      odds: odds.digit,
      once: true,
      targets: endingsAt(db, 1),
    }),
    matchPlay(info(region, 10, `${region}.cang3`, 'de', 'cang3'), {
      region,
      width: 3,
      weight: 1,
      odds: odds.cang3,
      once: true,
      targets: endingsAt(db, 3),
    }),
    matchPlay(info(region, 11, `${region}.cang3Head`, 'de', 'cang3Head'), {
      region,
      width: 3,
      weight: headPrize3.length,
      odds: odds.cang3Head,
      once: false,
      targets: endingsAt(headPrize3, 3),
    }),
    matchPlay(info(region, 12, `${region}.cang4`, 'de', 'cang4'), {
      region,
      width: 4,
      weight: 1,
      odds: odds.cang4,
      once: true,
      targets: endingsAt(db, 4),
    }),
    // Bao lô 7 (MN/MT: G8, G7, G6 ×3, G5, ĐB) / bao lô 8 (MB: G7 ×4, G6 ×3, ĐB), V1: a lô 2 số
    // over those prizes only, a point = 7 / 8 bets, paid per nháy.
    matchPlay(info(region, 24, `${region}.bao`, 'lo', 'bao'), {
      region,
      width: 2,
      weight: baoPositions.length,
      odds: odds.lo2,
      once: false,
      targets: endingsAt(baoPositions, 2),
    }),
  ];

  // Xiên k: C(n,k) tickets, each wins once when all k numbers are among the 2-digit lô.
  // Lô trượt k: C(n,k) tickets, each wins when none of its k numbers is.
  const loClass = (d: VnDraw) => {
    const lo = new Set(loEndings(d, 2));
    return (v: number) => (lo.has(v) ? 0 : 1);
  };
  for (const k of [2, 3, 4] as const) {
    plays.push(
      comboPlay<VnDraw>(info(region, 10 + k + 1, `${region}.xien${k}`, 'xien', 'xien', { k }), {
        k,
        mode: 'multi',
        values: range(0, 99),
        rowNameKey: `${P}.row.numbers2`,
        levels: levels({ hit: odds.xien[k] }),
        maxPicks: 10,
        classes: 2,
        classify: loClass,
        judge: (c) => (c[1] === 0 ? 'hit' : null),
      }),
    );
  }
  for (let k = 4; k <= 10; k++) {
    plays.push(
      comboPlay<VnDraw>(info(region, 12 + k, `${region}.truot${k}`, 'truot', 'truot', { k }), {
        k,
        mode: 'multi',
        values: range(0, 99),
        rowNameKey: `${P}.row.numbers2`,
        levels: levels({ hit: odds.truot[k] as number }),
        maxPicks: 15,
        classes: 2,
        classify: loClass,
        judge: (c) => (c[0] === 0 ? 'hit' : null),
      }),
    );
  }

  // Đá (V1): pairs of n numbers; cost 2·C(n,2) points of L bets each (§2.3).
  const L = loCount(region, 2);
  const daLimits = { min: 0, max: 99, minPicks: 2, maxPicks: 10 };
  const daValidate = (s: Selection): Validation => {
    const rc = checkRowCount(s, 1);
    return rc.ok ? checkRow(s.rows[0], daLimits) : rc;
  };
  const daInfo = info(region, 23, `${region}.da`, 'da', 'da');
  plays.push({
    id: daInfo.id,
    code: daInfo.code,
    nameKey: daInfo.nameKey,
    playMethodName: daInfo.methodKey,
    ticketPlayExample: { exampleKey: daInfo.exampleKey, ruleKey: daInfo.ruleKey, params: { weight: L } },
    market: 'credit',
    shape: { kind: 'rows', rows: [rowShape('pick', `${P}.row.numbers2`, range(0, 99), 2, 10)] },
    levels: levels({ pair: odds.da, repeat: Math.floor(odds.da / 2) }),
    validate: daValidate,
    countBets: (s) => (daValidate(s).ok ? 2 * choose((s.rows[0] as readonly number[]).length, 2) * L : 0),
    settle: (s, d) => {
      if (!daValidate(s).ok) return NO_WIN;
      const { pair, repeat } = daOutcome(s.rows[0] as readonly number[], d);
      const wins: Record<string, number> = {};
      addWin(wins, 'pair', pair);
      addWin(wins, 'repeat', repeat);
      return { wins, pushes: 0 };
    },
  });
  return plays.map((play) => withFrontier(region, play));
}

/**
 * The best draws of the combination plays (model.ts Play.frontier). The T = 27 / 18 lô endings are
 * each the end of its own prize, so any counts of picks among them can be drawn:
 * - xiên: every pick among the lô (T ≥ 10 picks), every ticket wins;
 * - trượt: no pick among them, every ticket wins;
 * - đá: pairs and extra nháy depend only on how many times each pick is drawn; every way to
 *   split at most T endings among the picks (as counts, largest first) is tried, and the pairs of
 *   outcomes no other beats kept, each drawn with those counts.
 */
function withFrontier(region: VnRegion, play: Play<VnDraw>): Play<VnDraw> {
  const T = loCount(region, 2);
  const kind = play.code.slice(play.code.indexOf('.') + 1);
  /** Prize i ends with the i-th entry of `ends` (other prizes: `rest`). */
  const drawOf = (ends: readonly number[], rest: number) => vnWitness(region, (i) => [ends[i] ?? rest, 2]);
  const check = (s: Selection, draws: VnDraw[]): Reach<VnDraw>[] => draws.map((draw) => ({ outcome: play.settle(s, draw), draw }));
  if (kind.startsWith('xien'))
    return {
      ...play,
      frontier: (s) => {
        const picks = s.rows[0] ?? [];
        return check(s, [drawOf(Array.from({ length: T }, (_, i) => picks[i % picks.length] as number), 0)]);
      },
    };
  if (kind.startsWith('truot'))
    return {
      ...play,
      frontier: (s) => {
        const picks = new Set(s.rows[0] ?? []);
        const free = range(0, 99).find((v) => !picks.has(v)) as number;
        return check(s, [drawOf([], free)]);
      },
    };
  if (kind === 'da')
    return {
      ...play,
      frontier: (s) => {
        const picks = s.rows[0] ?? [];
        const free = range(0, 99).find((v) => !picks.includes(v)) as number;
        const best: { pair: number; repeat: number; counts: number[] }[] = [];
        const visit = (counts: number[], left: number, cap: number) => {
          const k = counts.length;
          let repeat = 0;
          counts.forEach((c, i) => (repeat += (c - 1) * (k - 1 - i)));
          const pair = (k * (k - 1)) / 2;
          if (!best.some((b) => b.pair >= pair && b.repeat >= repeat)) {
            for (let i = best.length - 1; i >= 0; i--) if (pair >= (best[i]?.pair ?? 0) && repeat >= (best[i]?.repeat ?? 0)) best.splice(i, 1);
            best.push({ pair, repeat, counts: [...counts] });
          }
          if (k === picks.length) return;
          for (let c = Math.min(cap, left); c >= 1; c--) visit([...counts, c], left - c, c);
        };
        visit([], T, T);
        return check(
          s,
          best.map((b) => drawOf(b.counts.flatMap((c, i) => Array.from({ length: c }, () => picks[i] as number)), free)),
        );
      },
    };
  return play;
}

/** A house-drawn result of the region's format from 32 seed bytes: each prize uniform over its digits. */
export function deriveVnDraw(region: VnRegion, seed: Uint8Array): string[] {
  const s = new ByteStream(seed);
  return positionDigits(region).map((digits) => String(s.uniform(10 ** digits)).padStart(digits, '0'));
}

function vnCatalogs(region: VnRegion, plays: readonly Play<VnDraw>[]): Catalog[] {
  const groups: [string, RegExp][] = [
    ['lo', /\.(lo\d|bao)$/],
    ['de', /\.(de|deHead|deFirst|deHeadPrize|digitHead|digitTail)$/],
    ['cang', /\.cang/],
    ['xien', /\.xien/],
    ['truot', /\.truot/],
    ['da', /\.da$/],
  ];
  return groups.map(([code, re], i) => ({
    id: ID_BASE[region] + 50 + i,
    code,
    nameKey: `${P}.cat.${code}`,
    showSubCatalog: false,
    subCatalogs: [
      {
        id: ID_BASE[region] + 70 + i,
        code,
        nameKey: `${P}.cat.${code}`,
        fushiTemplate: true,
        playIds: plays.filter((p) => re.test(p.code)).map((p) => p.id),
      },
    ],
  }));
}

/** One of the three Vietnamese families; `odds` overrides the region's defaults. */
export function createVnFamily(region: VnRegion, odds?: VnOdds): Family<VnDraw> {
  const plays = vnPlays(region, odds);
  const digits = positionDigits(region);
  return {
    code: `vn.${region}`,
    nameKey: `${P}.family.${region}`,
    draw: {
      length: digits.length,
      min: 0,
      max: 10 ** Math.max(...digits) - 1,
      distinct: false,
      ordered: true,
    },
    deriveDraw: (seed) => deriveVnDraw(region, seed),
    isValidDraw: (d) => isValidVnDraw(region, d),
    catalogs: vnCatalogs(region, plays),
    plays,
  };
}
