import { describe, expect, it } from 'vitest';
import type { Draw, Family, Play, Selection } from './model.ts';
import { FAMILIES_ONE } from './registry.ts';

/**
 * A worked example for every standard play of every family (domain §2–§6): a selection, a draw,
 * the bets (注数) and the winning bets per level, written from the reference's "注数" and "wins
 * when" columns. The last test fails when a play has no example here.
 */
interface Example {
  readonly sel: Selection;
  readonly draw: Draw;
  readonly bets: number;
  readonly wins: Record<string, number>;
}

const SCOPES: Record<string, Record<string, number[]>> = {
  ssc: { '5x': [0, 1, 2, 3, 4], q4: [0, 1, 2, 3], h4: [1, 2, 3, 4], q3: [0, 1, 2], z3: [1, 2, 3], h3: [2, 3, 4], q2: [0, 1], h2: [3, 4] },
  '3d': { '3x': [0, 1, 2], q2: [0, 1], h2: [1, 2] },
  p3: { '3x': [0, 1, 2], q2: [0, 1], h2: [1, 2] },
  p5: { '5x': [0, 1, 2, 3, 4], q3: [0, 1, 2], q2: [0, 1], h2: [3, 4] },
};

const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);
const C = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (C(n - 1, k - 1) * n) / k);

/** Places `digits` on the scope positions of a draw of 9s (9 is never picked below unless said). */
function digitDraw(length: number, scope: readonly number[], digits: readonly number[]): number[] {
  const d = new Array<number>(length).fill(9);
  scope.forEach((p, i) => (d[p] = digits[i] as number));
  return d;
}

const GROUPS: Record<string, [Selection, number[]]> = {
  '120': [{ rows: [[0, 1, 2, 3, 4, 5]] }, [4, 3, 2, 1, 0]],
  '60': [{ rows: [[1], [2, 3, 4]] }, [1, 2, 1, 3, 4]],
  '30': [{ rows: [[1, 2], [3]] }, [1, 1, 2, 2, 3]],
  '20': [{ rows: [[1], [2, 3]] }, [1, 1, 1, 2, 3]],
  '10': [{ rows: [[1], [2]] }, [1, 1, 1, 2, 2]],
  '5': [{ rows: [[1], [2]] }, [1, 1, 1, 1, 2]],
  '24': [{ rows: [[0, 1, 2, 3]] }, [3, 2, 1, 0]],
  '12': [{ rows: [[1], [2, 3]] }, [1, 1, 2, 3]],
  '6': [{ rows: [[1, 2]] }, [1, 1, 2, 2]],
  '4': [{ rows: [[1], [2]] }, [1, 1, 1, 2]],
};

/** Examples of a digit play on a k-digit scope, as (selection, scope digits, bets, wins). */
function digitKind(rest: string, k: number): [Selection, number[], number, Record<string, number>] | undefined {
  const seq = range(k);
  const g = /^group\.g(\d+)$/.exec(rest);
  if (g) {
    const [sel, digits] = GROUPS[g[1] as string] as [Selection, number[]];
    // One ticket each, except 组选120 with six picks: C(6,5) = 6.
    return [sel, digits, g[1] === '120' ? 6 : 1, { [`group${g[1]}`]: 1 }];
  }
  const bdw = /^bdw(\d)$/.exec(rest);
  if (bdw) {
    const n = Number(bdw[1]);
    // picks 0…n−1 and 8: C(n+1, n) bets; only the set without 8 is all drawn.
    return [{ rows: [[...range(n), 8]] }, seq, n + 1, { [`bdw${n}`]: 1 }];
  }
  switch (rest) {
    case 'direct.fushi': // rows {i, i+1}: 2^k bets; draw 0 1 2 …
      return [{ rows: seq.map((i) => [i, i + 1]) }, seq, 2 ** k, { [`direct${k}`]: 1 }];
    case 'direct.danshi':
      return [{ rows: [], tokens: [seq, range(k, 1)] }, seq, 2, { [`direct${k}`]: 1 }];
    case 'direct.combo': // one pick = k tickets, each star level wins once
      return [{ rows: seq.map((i) => [i]) }, seq, k, Object.fromEntries(range(k, 1).map((j) => [`direct${j}`, 1]))];
    case 'direct.sum': // 三星 sum 3: N3 = 10; 二星 sum 1: N2 = 2
      return k === 3 ? [{ rows: [[3]] }, [0, 1, 2], 10, { direct3: 1 }] : [{ rows: [[1]] }, [0, 1], 2, { direct2: 1 }];
    case 'direct.span': // K3(2) = 96; K2(1) = 18
      return k === 3 ? [{ rows: [[2]] }, [0, 1, 2], 96, { direct3: 1 }] : [{ rows: [[1]] }, [0, 1], 18, { direct2: 1 }];
    case 'group.sum': // G3(3) = 2 (003, 012); G2(1) = 1
      return k === 3 ? [{ rows: [[3]] }, [2, 0, 1], 2, { group6: 1 }] : [{ rows: [[1]] }, [1, 0], 1, { group2: 1 }];
    case 'group.baodan':
      return k === 3 ? [{ rows: [[1]] }, [0, 1, 1], 54, { group3: 1 }] : [{ rows: [[1]] }, [0, 1], 9, { group2: 1 }];
    case 'group.z3':
      return [{ rows: [[1, 2]] }, [1, 2, 1], 2, { group3: 1 }];
    case 'group.z6':
      return [{ rows: [[0, 1, 2, 3]] }, [2, 0, 1], 4, { group6: 1 }];
    case 'group.z3danshi':
      return [{ rows: [], tokens: [[1, 1, 2], [3, 3, 4]] }, [2, 1, 1], 2, { group3: 1 }];
    case 'group.z6danshi':
      return [{ rows: [], tokens: [[0, 1, 2]] }, [2, 1, 0], 1, { group6: 1 }];
    case 'group.mixeddanshi':
      return [{ rows: [], tokens: [[1, 1, 2], [0, 1, 2]] }, [1, 2, 1], 2, { group3: 1 }];
    case 'group.fushi':
      return [{ rows: [[0, 1, 2]] }, [1, 0], 3, { group2: 1 }];
    case 'group.g2danshi':
      return [{ rows: [], tokens: [[0, 1], [2, 3]] }, [1, 0], 2, { group2: 1 }];
    case 'sumTail':
      return [{ rows: [[3, 4]] }, [0, 1, 2], 2, { tail: 1 }];
    case 'special': // 顺子 9-0-1 counts
      return [{ rows: [[0, 1, 2]] }, [9, 0, 1], 3, { straight: 1 }];
    case 'dwd':
      return [{ rows: seq.map((i) => [i, 8]) }, seq, 2 * k, { direct1: k }];
    case 'bsoe': // 大|… on 5 6 7: one combination wins per row
      return [{ rows: seq.map(() => [0, 2]) }, range(k, 5), 2 ** k, { [`bsoe${k}`]: 2 ** Math.ceil(k / 2) }];
  }
  return undefined;
}

function digitExample(f: Family, p: Play): Example | undefined {
  const [, scopeCode, ...restParts] = p.code.split('.');
  const rest = restParts.join('.');
  const L = f.draw.length;
  if (scopeCode === 'x') {
    const fun = /^fun(\d)$/.exec(rest);
    if (fun) {
      const t = Number(fun[1]);
      return { sel: { rows: [[1, 2]] }, draw: [...new Array<number>(t).fill(1), ...new Array<number>(5 - t).fill(3)], bets: 2, wins: { [`fun${t}`]: 1 } };
    }
    if (rest === 'dt') // 万千: 龙; 万百 和 on a tie
      return { sel: { rows: [[0, 1], [2], [], [], [], [], [], [], [], []] }, draw: [5, 3, 5, 0, 0], bets: 3, wins: { dt: 1, dtTie: 1 } };
  }
  const any = /^r(\d)$/.exec(scopeCode as string);
  if (any) {
    const k = Number(any[1]);
    if (rest === 'direct.fushi') return { sel: { rows: range(5).map((i) => [i]) }, draw: range(5), bets: C(5, k), wins: { [`direct${k}`]: C(5, k) } };
    const base = digitKind(rest, k);
    if (!base) return undefined;
    const [sel, digits, bets, wins] = base;
    return { sel: { ...sel, positions: range(k) }, draw: digitDraw(5, range(k), digits), bets, wins };
  }
  const scope = SCOPES[f.code]?.[scopeCode as string];
  if (!scope) return undefined;
  const base = digitKind(rest, scope.length);
  if (!base) return undefined;
  const [sel, digits, bets, wins] = base;
  return { sel, draw: digitDraw(L, scope, digits), bets, wins };
}

const X5_DRAW = [1, 2, 3, 4, 5];
function x5Example(p: Play): Example | undefined {
  const code = p.code.slice(3);
  const fixed: Record<string, Example> = {
    'q3.direct.fushi': { sel: { rows: [[1], [2], [3, 4]] }, draw: X5_DRAW, bets: 2, wins: { q3direct: 1 } },
    'q3.direct.danshi': { sel: { rows: [], tokens: [[1, 2, 3], [3, 2, 1]] }, draw: X5_DRAW, bets: 2, wins: { q3direct: 1 } },
    'q3.group.fushi': { sel: { rows: [[1, 2, 3, 9]] }, draw: X5_DRAW, bets: 4, wins: { q3group: 1 } },
    'q3.group.danshi': { sel: { rows: [], tokens: [[3, 2, 1]] }, draw: X5_DRAW, bets: 1, wins: { q3group: 1 } },
    'q3.group.dantuo': { sel: { rows: [[1], [2, 3, 9]] }, draw: X5_DRAW, bets: 3, wins: { q3group: 1 } },
    'q2.direct.fushi': { sel: { rows: [[1, 2], [1, 2]] }, draw: X5_DRAW, bets: 2, wins: { q2direct: 1 } },
    'q2.direct.danshi': { sel: { rows: [], tokens: [[1, 2]] }, draw: X5_DRAW, bets: 1, wins: { q2direct: 1 } },
    'q2.group.fushi': { sel: { rows: [[1, 2, 9]] }, draw: X5_DRAW, bets: 3, wins: { q2group: 1 } },
    'q2.group.danshi': { sel: { rows: [], tokens: [[2, 1]] }, draw: X5_DRAW, bets: 1, wins: { q2group: 1 } },
    'q2.group.dantuo': { sel: { rows: [[2], [1, 9]] }, draw: X5_DRAW, bets: 2, wins: { q2group: 1 } },
    'q3.bdw': { sel: { rows: [[1, 2, 9]] }, draw: X5_DRAW, bets: 3, wins: { q3bdw: 2 } },
    dwd: { sel: { rows: [[1], [2], [9]] }, draw: X5_DRAW, bets: 3, wins: { dwd: 2 } },
    'fun.oddCount': { sel: { rows: [[3, 2]] }, draw: X5_DRAW, bets: 2, wins: { odd3: 1 } },
    'fun.middle': { sel: { rows: [[3, 6]] }, draw: [11, 1, 3, 9, 2], bets: 2, wins: { mid3: 1 } },
  };
  if (fixed[code]) return fixed[code];
  const m = /^r(\d)\.(fushi|danshi|dantuo)$/.exec(code);
  if (!m) return undefined;
  const k = Number(m[1]);
  const picks = range(k, 1);
  // 任选 K ≤ 5 wins when its K are drawn; K ≥ 6 when all 5 drawn are inside (1–5 drawn).
  if (m[2] === 'fushi') return { sel: { rows: [[...picks, 11].slice(0, 11)] }, draw: X5_DRAW, bets: C(k + 1, k), wins: { [`r${k}`]: k <= 5 ? 1 : C(k + 1 - 5, k - 5) } };
  if (m[2] === 'danshi') return { sel: { rows: [], tokens: [picks] }, draw: X5_DRAW, bets: 1, wins: { [`r${k}`]: 1 } };
  // 胆拖: banker 1, drags 2…K and 11.
  const wins = k <= 5 ? 1 : C(k - 4, k - 5);
  return { sel: { rows: [[1], [...range(k - 1, 2), 11]] }, draw: X5_DRAW, bets: k, wins: { [`r${k}`]: wins } };
}

const K3_EX: Record<string, Example> = {
  sum: { sel: { rows: [[6, 10]] }, draw: [1, 2, 3], bets: 2, wins: { sum6: 1 } },
  sumBsoe: { sel: { rows: [[1, 3]] }, draw: [1, 2, 3], bets: 2, wins: { sumBsoe: 2 } },
  tripleAll: { sel: { rows: [[0]] }, draw: [4, 4, 4], bets: 1, wins: { tripleAll: 1 } },
  tripleOne: { sel: { rows: [[4, 5]] }, draw: [4, 4, 4], bets: 2, wins: { tripleOne: 1 } },
  pairAny: { sel: { rows: [[1, 2]] }, draw: [1, 1, 1], bets: 2, wins: { pairAny: 1 } },
  pairOne: { sel: { rows: [[2], [5, 6]] }, draw: [2, 5, 2], bets: 2, wins: { pairOne: 1 } },
  diff3: { sel: { rows: [[1, 2, 3, 4]] }, draw: [1, 2, 3], bets: 4, wins: { diff3: 1 } },
  'diff3.dantuo': { sel: { rows: [[1], [2, 3, 4]] }, draw: [3, 2, 1], bets: 3, wins: { diff3: 1 } },
  diff2: { sel: { rows: [[1, 2, 3]] }, draw: [1, 2, 3], bets: 3, wins: { diff2: 3 } },
  'diff2.dantuo': { sel: { rows: [[1], [2, 5]] }, draw: [1, 2, 5], bets: 2, wins: { diff2: 2 } },
  straightAll: { sel: { rows: [[0]] }, draw: [4, 3, 2], bets: 1, wins: { straightAll: 1 } },
  single: { sel: { rows: [[6, 1]] }, draw: [1, 6, 6], bets: 2, wins: { single: 2 } },
};

const CARS = range(10, 1);
function pk10Example(p: Play): Example | undefined {
  const code = p.code.slice(5);
  if (code === 'dwd') return { sel: { rows: CARS.map((c) => [c, 11 - c].filter((x) => x <= 10)) }, draw: CARS, bets: 20, wins: { pos: 10 } };
  if (code === 'sum') return { sel: { rows: [[3, 11]] }, draw: CARS, bets: 2, wins: { sum2: 1 } };
  const m = /^top(\d)\.(fushi|danshi)$/.exec(code);
  if (!m) return undefined;
  const k = Number(m[1]);
  if (m[2] === 'danshi') return { sel: { rows: [], tokens: [range(k, 1), range(k, 2)] }, draw: CARS, bets: 2, wins: { [`top${k}`]: 1 } };
  return { sel: { rows: range(k, 1).map((c) => [c, 10]) }, draw: CARS, bets: k + 1, wins: { [`top${k}`]: 1 } };
}

function kl8Example(p: Play): Example | undefined {
  const m = /^kl8\.pick(\d+)$/.exec(p.code);
  if (!m) return undefined;
  const n = Number(m[1]);
  // n drawn picks and one more not drawn: n+1 bets; the all-drawn bet hits n, the others n−1.
  const sel = { rows: [[...range(n, 1), 80]] };
  const levels = p.levels.map((l) => l.key);
  const wins: Record<string, number> = { [`hit${n}`]: 1 };
  if (levels.includes(`hit${n - 1}`)) wins[`hit${n - 1}`] = n;
  return { sel, draw: range(20, 1), bets: n + 1, wins };
}

function exampleFor(f: Family, p: Play): Example | undefined {
  switch (f.code) {
    case 'x5':
      return x5Example(p);
    case 'k3':
      return K3_EX[p.code.slice(3)];
    case 'pk10':
      return pk10Example(p);
    case 'kl8':
      return kl8Example(p);
    default:
      return digitExample(f, p);
  }
}

const standard = FAMILIES_ONE.flatMap((f) => f.plays.filter((p) => p.market === 'standard').map((p) => [f, p] as const));

describe('worked examples for every standard play', () => {
  it.each(standard.map(([f, p]) => [p.code, f, p] as const))('%s', (_code, f, p) => {
    const ex = exampleFor(f, p);
    if (!ex) throw new Error(`no worked example for ${p.code}`);
    expect(p.validate(ex.sel)).toEqual({ ok: true });
    expect(p.countBets(ex.sel)).toBe(ex.bets);
    expect(f.isValidDraw(ex.draw)).toBe(true);
    expect(p.settle(ex.sel, ex.draw)).toEqual({ wins: ex.wins, pushes: 0 });
  });
});
