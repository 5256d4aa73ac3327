/**
 * Digit families (domain §2): SSC 时时彩 (5 digits 万千百十个), and the daily 3D / 排列三 (3 digits
 * 百十个) and 排列五 (5 digits, whose first three are P3). They share the play factories of
 * plays.ts; each family lists its catalogue.
 */
import type { Draw, Family, Play } from '../../model.ts';
import { buildCatalogs, idCounter, type CatalogueSpec } from '../../catalogue.ts';
import { drawIndependent } from '../../rng.ts';
import { bool, creditPlay, type CreditOption, type CreditRow, type Verdict } from '../../credit.ts';
import {
  anyDirectFushi,
  anyPositions,
  bsoe,
  budingwei,
  combo,
  directDanshi,
  directFushi,
  directSpan,
  directSum,
  dingweidan,
  dragonTiger,
  fun,
  GROUP4,
  GROUP5,
  group2Fushi,
  group3Fushi,
  groupBaodan,
  groupDanshi,
  groupPlay,
  groupSum,
  isStraight,
  positionKeys,
  special,
  sumTail,
  type Ctx,
  type Scope,
} from './plays.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function isValidDigits(length: number) {
  return (d: Draw) => d.length === length && d.every((x) => Number.isInteger(x) && x >= 0 && x <= 9);
}

// ---------------------------------------------------------------- credit (双面) digit plays

/** 形态 of three digits, checked in order 豹子 > 顺子 > 对子 > 半顺 > 杂六; 9-0-1 counts as consecutive. */
export function shape3(d: readonly number[]): 'leopard' | 'straight' | 'pair' | 'halfStraight' | 'mixed6' {
  const kinds = new Set(d).size;
  if (kinds === 1) return 'leopard';
  if (isStraight(d)) return 'straight';
  if (kinds === 2) return 'pair';
  const adj = (a: number, b: number) => Math.abs(a - b) === 1 || Math.abs(a - b) === 9;
  const [a, b, c] = d as [number, number, number];
  return adj(a, b) || adj(b, c) || adj(a, c) ? 'halfStraight' : 'mixed6';
}

const SHAPE3 = [
  ['leopard', 70000],
  ['straight', 14000],
  ['pair', 3200],
  ['halfStraight', 2300],
  ['mixed6', 2800],
] as const;

/** 龙 / 虎 / 和 between two digits; a tie makes 龙 and 虎 lose or push (domain §8). */
function dtOption(a: number, b: number, which: 'dragon' | 'tiger' | 'tie', odds: number): CreditOption<Draw> {
  return {
    key: which,
    odds,
    resolve: (d, ties): Verdict => {
      const x = d[a] as number;
      const y = d[b] as number;
      if (which === 'tie') return bool(x === y);
      if (x === y) return ties.dragonTigerTie === 'refund' ? 'push' : 'lose';
      return bool(which === 'dragon' ? x > y : x < y);
    },
  };
}

function digitCreditPlays(ctx: Ctx, bigSumFrom: number, dtPair: [number, number], shapeScopes: [string, number[]][]): Play[] {
  const names = positionKeys(ctx.drawLength);
  const positions = names.map((_, i) => i);
  const digitRow = (p: number): CreditRow<Draw> => ({
    key: names[p] as string,
    nameKey: `play.row.ball${p + 1}`,
    options: Array.from({ length: 10 }, (_, v) => ({
      key: `n${v}`,
      level: 'ballNumber',
      odds: 9900,
      resolve: (d: Draw) => bool(d[p] === v),
    })),
  });
  const bsoeRow = (key: string, nameKey: string, value: (d: Draw) => number, bigFrom: number): CreditRow<Draw> => ({
    key,
    nameKey,
    options: [
      { key: 'big', odds: 1980, resolve: (d) => bool(value(d) >= bigFrom) },
      { key: 'small', odds: 1980, resolve: (d) => bool(value(d) < bigFrom) },
      { key: 'odd', odds: 1980, resolve: (d) => bool(value(d) % 2 === 1) },
      { key: 'even', odds: 1980, resolve: (d) => bool(value(d) % 2 === 0) },
    ],
  });
  return [
    creditPlay({ id: ctx.id(), code: `${ctx.fam}.dbl.ball`, nameKey: 'play.name.dbl.ball', rows: positions.map(digitRow) }),
    creditPlay({
      id: ctx.id(),
      code: `${ctx.fam}.dbl.ballBsoe`,
      nameKey: 'play.name.dbl.ballBsoe',
      rows: positions.map((p) => bsoeRow(names[p] as string, `play.row.ball${p + 1}`, (d) => d[p] as number, 5)),
    }),
    creditPlay({
      id: ctx.id(),
      code: `${ctx.fam}.dbl.sum`,
      nameKey: 'play.name.dbl.sum',
      rows: [bsoeRow('sum', 'play.row.sum', (d) => sum(d), bigSumFrom)],
    }),
    creditPlay({
      id: ctx.id(),
      code: `${ctx.fam}.dbl.dt`,
      nameKey: 'play.name.dbl.dt',
      rows: [
        {
          key: 'dt',
          nameKey: `play.row.dt.${dtPair[0]}${dtPair[1]}`,
          options: [dtOption(...dtPair, 'dragon', 2200), dtOption(...dtPair, 'tiger', 2200), dtOption(...dtPair, 'tie', 9400)],
        },
      ],
    }),
    creditPlay({
      id: ctx.id(),
      code: `${ctx.fam}.dbl.shape`,
      nameKey: 'play.name.dbl.shape',
      rows: shapeScopes.map(([key, pos]) => ({
        key,
        nameKey: `play.cat.${key}`,
        options: SHAPE3.map(([k, odds]) => ({
          key: k,
          odds,
          resolve: (d: Draw) => bool(shape3(pos.map((p) => d[p] as number)) === k),
        })),
      })),
    }),
  ];
}

// ---------------------------------------------------------------- SSC

function threeStar(ctx: Ctx, s: Scope): readonly (readonly [string, Play[]])[] {
  return [
    ['direct', [directFushi(ctx, s), directDanshi(ctx, s), directSum(ctx, s), directSpan(ctx, s), combo(ctx, s)]],
    [
      'group',
      [
        group3Fushi(ctx, s, 'group3'),
        groupDanshi(ctx, s, 'z3'),
        group3Fushi(ctx, s, 'group6'),
        groupDanshi(ctx, s, 'z6'),
        groupDanshi(ctx, s, 'mixed'),
        groupSum(ctx, s),
        groupBaodan(ctx, s),
      ],
    ],
    ['other', [sumTail(ctx, s), special(ctx, s)]],
  ];
}

function twoStar(ctx: Ctx, s: Scope): readonly (readonly [string, Play[]])[] {
  return [
    ['direct', [directFushi(ctx, s), directDanshi(ctx, s), directSum(ctx, s), directSpan(ctx, s)]],
    ['group', [group2Fushi(ctx, s), groupDanshi(ctx, s, 'g2'), groupSum(ctx, s), groupBaodan(ctx, s)]],
  ];
}

function familyOf(code: string, length: number, spec: CatalogueSpec<Draw>, base: number): Family {
  const catalogs = buildCatalogs(code, base, spec);
  const plays = spec.flatMap(([, subs]) => subs.flatMap(([, ps]) => ps));
  return {
    code,
    nameKey: `play.family.${code}`,
    draw: { length, min: 0, max: 9, distinct: false, ordered: true },
    deriveDraw: (seed) => drawIndependent(seed, length, 0, 9),
    isValidDraw: isValidDigits(length),
    catalogs,
    plays,
  };
}

export function buildSsc(): Family {
  const ctx: Ctx = { id: idCounter(1000), fam: 'ssc', drawLength: 5 };
  const S = (code: string, positions: number[]): Scope => ({ code, positions });
  const s5 = S('5x', [0, 1, 2, 3, 4]);
  const q4 = S('q4', [0, 1, 2, 3]);
  const h4 = S('h4', [1, 2, 3, 4]);
  const q3 = S('q3', [0, 1, 2]);
  const z3 = S('z3', [1, 2, 3]);
  const h3 = S('h3', [2, 3, 4]);
  const q2 = S('q2', [0, 1]);
  const h2 = S('h2', [3, 4]);
  const spec: CatalogueSpec<Draw> = [
    ['5x', [['direct', [directFushi(ctx, s5), directDanshi(ctx, s5), combo(ctx, s5)]], ['group', GROUP5.map((p) => groupPlay(ctx, s5, p))]]],
    ['q4', [['direct', [directFushi(ctx, q4), directDanshi(ctx, q4), combo(ctx, q4)]], ['group', GROUP4.map((p) => groupPlay(ctx, q4, p))]]],
    ['h4', [['direct', [directFushi(ctx, h4), directDanshi(ctx, h4), combo(ctx, h4)]], ['group', GROUP4.map((p) => groupPlay(ctx, h4, p))]]],
    ['q3', threeStar(ctx, q3)],
    ['z3', threeStar(ctx, z3)],
    ['h3', threeStar(ctx, h3)],
    ['q2', twoStar(ctx, q2)],
    ['h2', twoStar(ctx, h2)],
    ['dwd', [['dwd', [dingweidan(ctx, s5)]]]],
    [
      'bdw',
      [
        ['q3', [budingwei(ctx, q3, 1, 271), budingwei(ctx, q3, 2, 54)]],
        ['z3', [budingwei(ctx, z3, 1, 271), budingwei(ctx, z3, 2, 54)]],
        ['h3', [budingwei(ctx, h3, 1, 271), budingwei(ctx, h3, 2, 54)]],
        ['h4', [budingwei(ctx, h4, 1, 3439), budingwei(ctx, h4, 2, 974)]],
        ['5x', [budingwei(ctx, s5, 2, 14670), budingwei(ctx, s5, 3, 4350)]],
      ],
    ],
    ['bsoe', [['bsoe', [bsoe(ctx, q2), bsoe(ctx, h2), bsoe(ctx, q3), bsoe(ctx, h3)]]]],
    ['fun', [['fun', [fun(ctx, 1), fun(ctx, 2), fun(ctx, 3), fun(ctx, 4)]]]],
    ['dt', [['dt', [dragonTiger(ctx)]]]],
    [
      'r2',
      [
        ['direct', [anyDirectFushi(ctx, 2), anyPositions(ctx, 2, directDanshi, 'direct.danshi'), anyPositions(ctx, 2, directSum, 'direct.sum')]],
        [
          'group',
          [
            anyPositions(ctx, 2, group2Fushi, 'group.fushi'),
            anyPositions(ctx, 2, (c, s) => groupDanshi(c, s, 'g2'), 'group.g2danshi'),
            anyPositions(ctx, 2, groupSum, 'group.sum'),
          ],
        ],
      ],
    ],
    [
      'r3',
      [
        ['direct', [anyDirectFushi(ctx, 3), anyPositions(ctx, 3, directDanshi, 'direct.danshi'), anyPositions(ctx, 3, directSum, 'direct.sum')]],
        [
          'group',
          [
            anyPositions(ctx, 3, (c, s) => group3Fushi(c, s, 'group3'), 'group.z3'),
            anyPositions(ctx, 3, (c, s) => groupDanshi(c, s, 'z3'), 'group.z3danshi'),
            anyPositions(ctx, 3, (c, s) => group3Fushi(c, s, 'group6'), 'group.z6'),
            anyPositions(ctx, 3, (c, s) => groupDanshi(c, s, 'z6'), 'group.z6danshi'),
            anyPositions(ctx, 3, (c, s) => groupDanshi(c, s, 'mixed'), 'group.mixeddanshi'),
            anyPositions(ctx, 3, groupSum, 'group.sum'),
          ],
        ],
      ],
    ],
    [
      'r4',
      [
        ['direct', [anyDirectFushi(ctx, 4), anyPositions(ctx, 4, directDanshi, 'direct.danshi')]],
        ['group', GROUP4.map((p) => anyPositions(ctx, 4, (c, s) => groupPlay(c, s, p), `group.g${p.code}`))],
      ],
    ],
    [
      'double',
      [
        [
          'double',
          digitCreditPlays({ ...ctx }, 23, [0, 4], [
            ['q3', [0, 1, 2]],
            ['z3', [1, 2, 3]],
            ['h3', [2, 3, 4]],
          ]),
        ],
      ],
    ],
  ];
  return familyOf('ssc', 5, spec, 1000);
}

/** 3D and 排列三: three digits 百十个. 前二 = 百十, 后二 = 十个 (domain §2). */
export function build3d(code: '3d' | 'p3', base: number): Family {
  const ctx: Ctx = { id: idCounter(base), fam: code, drawLength: 3 };
  const s3: Scope = { code: '3x', positions: [0, 1, 2] };
  const q2: Scope = { code: 'q2', positions: [0, 1] };
  const h2: Scope = { code: 'h2', positions: [1, 2] };
  const spec: CatalogueSpec<Draw> = [
    ['3x', threeStar(ctx, s3)],
    ['q2', twoStar(ctx, q2)],
    ['h2', twoStar(ctx, h2)],
    ['dwd', [['dwd', [dingweidan(ctx, s3)]]]],
    ['bdw', [['3x', [budingwei(ctx, s3, 1, 271), budingwei(ctx, s3, 2, 54)]]]],
    ['bsoe', [['bsoe', [bsoe(ctx, q2), bsoe(ctx, h2), bsoe(ctx, s3)]]]],
    // 3D credit game: sum 0–27 with 大 ≥ 14; 龙虎和 is 百 vs 个 ([LP]).
    ['double', [['double', digitCreditPlays(ctx, 14, [0, 2], [['3x', [0, 1, 2]]])]]],
  ];
  return familyOf(code, 3, spec, base);
}

/** 排列五: five digits; 5-star 直选 and the P3 plays on its first three digits. */
export function buildP5(): Family {
  const ctx: Ctx = { id: idCounter(4000), fam: 'p5', drawLength: 5 };
  const s5: Scope = { code: '5x', positions: [0, 1, 2, 3, 4] };
  const q3: Scope = { code: 'q3', positions: [0, 1, 2] };
  const q2: Scope = { code: 'q2', positions: [0, 1] };
  const h2: Scope = { code: 'h2', positions: [3, 4] };
  const spec: CatalogueSpec<Draw> = [
    ['5x', [['direct', [directFushi(ctx, s5), directDanshi(ctx, s5)]]]],
    ['q3', threeStar(ctx, q3)],
    ['q2', twoStar(ctx, q2)],
    ['h2', twoStar(ctx, h2)],
    ['dwd', [['dwd', [dingweidan(ctx, s5)]]]],
    ['bdw', [['q3', [budingwei(ctx, q3, 1, 271), budingwei(ctx, q3, 2, 54)]]]],
  ];
  return familyOf('p5', 5, spec, 4000);
}

export const SSC = buildSsc();
export const D3 = build3d('3d', 2000);
export const P3 = build3d('p3', 3000);
export const P5 = buildP5();
