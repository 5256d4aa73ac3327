/**
 * Plays on digit draws (SSC 5 digits, 3D / P3 3 digits, P5 5 digits), domain §2. Every factory
 * takes a scope: the draw positions it looks at (后三 = [2, 3, 4] in SSC, [0, 1, 2] in 3D). Bet
 * counts use the documented formulas (of the trade; docs/product.md §11.2); settlement counts winning bets.
 */
import type { Draw, Outcome, PlaySymmetry, PrizeLevel, Reach, RowShape, Selection, TextShape } from '../../model.ts';
import { paretoFrontier } from '../../max-payout.ts';
import { choose, combinations, counts } from '../../combinatorics.ts';
import { addOutcome, positionalSymmetry, rowsSymmetry, example, groupLevel, makePlay, NO_WIN, range, rowOf, win } from '../../playkit.ts';
import type { Play } from '../../model.ts';

export const DIGITS = range(0, 9);
const POS_KEYS = ['wan', 'qian', 'bai', 'shi', 'ge'];

/** Names of the rows of a scope: SSC positions 万千百十个; 3-digit draws 百十个. */
export function positionKeys(drawLength: number): string[] {
  return drawLength === 5 ? POS_KEYS : POS_KEYS.slice(5 - drawLength);
}

export interface Ctx {
  /** Next free play id. */
  id: () => number;
  /** Family code prefix, e.g. "ssc". */
  readonly fam: string;
  readonly drawLength: number;
}

export interface Scope {
  /** Code part, e.g. "h3" (后三). */
  readonly code: string;
  readonly positions: readonly number[];
}

const pow10 = (k: number) => 10 ** k;
/** Plays blind to the order of their scope's digits (组选, 不定位): rows symmetry, the scope's positions alike. */
const unordered = (scope: Scope) => (sel: Selection) => ({ ...rowsSymmetry(sel), positions: [scope.positions] });
/** Plays that read their scope's digits only as a multiset (和值, 跨度): the scope's positions alike. */
const orderBlind = (scope: Scope) => (): PlaySymmetry => ({ positions: [scope.positions] });
const project = (draw: Draw, pos: readonly number[]) => pos.map((p) => draw[p] as number);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function digitRows(ctx: Ctx, scope: Scope, min = 1): RowShape[] {
  const names = positionKeys(ctx.drawLength);
  return scope.positions.map((p) => ({
    key: names[p] as string,
    nameKey: `play.row.${names[p] as string}`,
    values: DIGITS,
    minPicks: min,
    maxPicks: 10,
  }));
}

function oneRow(key: string, values: readonly number[], min: number, max: number, valueKeys?: string[]): RowShape {
  return valueKeys
    ? { key, nameKey: `play.row.${key}`, values, valueKeys, minPicks: min, maxPicks: max }
    : { key, nameKey: `play.row.${key}`, values, minPicks: min, maxPicks: max };
}

const directLevel = (k: number): PrizeLevel => groupLevel(`direct${k}`, `play.level.direct${k}`, 1, pow10(k));

function name(ctx: Ctx, code: string) {
  return { code: `${ctx.fam}.${code}`, nameKey: `play.name.${code.split('.').slice(1).join('.')}` };
}

// ---------------------------------------------------------------- 直选

/** 直选复式: one digit row per position; Π n_i; wins on the exact digits in order. */
export function directFushi(ctx: Ctx, scope: Scope): Play {
  const k = scope.positions.length;
  return makePlay({
    symmetry: positionalSymmetry(scope.positions),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.direct.fushi`),
    playMethodName: 'play.method.fushi',
    ticketPlayExample: example('directFushi', { k }),
    shape: { kind: 'rows', rows: digitRows(ctx, scope) },
    levels: [directLevel(k)],
    count: (sel) => sel.rows.reduce((a, r) => a * r.length, 1),
    settle: (sel, draw) =>
      win(
        `direct${k}`,
        scope.positions.every((p, i) => rowOf(sel, i).includes(draw[p] as number)) ? 1 : 0,
      ),
  });
}

function textShape(size: number, pattern?: TextShape['pattern']): TextShape {
  return pattern
    ? { size, min: 0, max: 9, width: 1, distinct: false, unordered: true, pattern }
    : { size, min: 0, max: 9, width: 1, distinct: false, unordered: false };
}

/** 直选单式: typed tickets; one bet per token; wins when a token equals the scope's digits. */
export function directDanshi(ctx: Ctx, scope: Scope): Play {
  const k = scope.positions.length;
  return makePlay({
    symmetry: positionalSymmetry(scope.positions),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.direct.danshi`),
    playMethodName: 'play.method.danshi',
    ticketPlayExample: example('directDanshi', { k }),
    shape: { kind: 'text', rows: [], text: textShape(k) },
    levels: [directLevel(k)],
    // Tickets are distinct, so a draw matches at most one: any ticket, drawn, is a best draw.
    frontier: (sel) => {
      const t = sel.tokens?.[0];
      if (!t) return undefined;
      const draw = new Array<number>(ctx.drawLength).fill(0);
      scope.positions.forEach((p, i) => (draw[p] = t[i] as number));
      return [{ outcome: win(`direct${k}`, 1), draw }];
    },
    count: (sel) => sel.tokens?.length ?? 0,
    settle: (sel, draw) => {
      const d = project(draw, scope.positions).join('');
      return win(`direct${k}`, (sel.tokens ?? []).filter((t) => t.join('') === d).length);
    },
  });
}

/** 组合 (5 / 4 / 3 stars): each pick = k tickets on its trailing 1…k digits, each paid at its star level. */
export function combo(ctx: Ctx, scope: Scope): Play {
  const k = scope.positions.length;
  return makePlay({
    symmetry: positionalSymmetry(scope.positions),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.direct.combo`),
    playMethodName: 'play.method.combo',
    ticketPlayExample: example('combo', { k }),
    shape: { kind: 'rows', rows: digitRows(ctx, scope) },
    levels: range(1, k).reverse().map(directLevel),
    count: (sel) => k * sel.rows.reduce((a, r) => a * r.length, 1),
    settle: (sel, draw) => {
      const wins: Record<string, number> = {};
      // Tickets on the trailing j digits win when those j rows match; every choice of the leading rows is a ticket.
      for (let j = 1; j <= k; j++) {
        let ok = true;
        for (let i = k - j; i < k; i++) if (!rowOf(sel, i).includes(draw[scope.positions[i] as number] as number)) ok = false;
        if (!ok) continue;
        let lead = 1;
        for (let i = 0; i < k - j; i++) lead *= rowOf(sel, i).length;
        wins[`direct${j}`] = lead;
      }
      return { wins, pushes: 0 };
    },
  });
}

// ---------------------------------------------------------------- sums and spans

/** Number of k-digit tuples per sum (N3 = 1, 3, 6, 10 …) and per span (K3 = 10, 54, 96 …). */
export function tupleTables(k: number): { bySum: number[]; bySpan: number[]; groupBySum: number[] } {
  const bySum = new Array<number>(9 * k + 1).fill(0);
  const bySpan = new Array<number>(10).fill(0);
  const groupBySum = new Array<number>(9 * k + 1).fill(0);
  for (let x = 0; x < pow10(k); x++) {
    const d = String(x).padStart(k, '0').split('').map(Number);
    const s = sum(d);
    bySum[s] = (bySum[s] as number) + 1;
    const span = Math.max(...d) - Math.min(...d);
    bySpan[span] = (bySpan[span] as number) + 1;
    // 组选 tickets are multisets; count each once (non-decreasing tuples), excluding 豹子 / pairs of 2.
    const sorted = d.every((v, i) => i === 0 || (d[i - 1] as number) <= v);
    const kinds = new Set(d).size;
    if (sorted && (k === 3 ? kinds > 1 : kinds === k)) groupBySum[s] = (groupBySum[s] as number) + 1;
  }
  return { bySum, bySpan, groupBySum };
}

const TABLES: Record<number, ReturnType<typeof tupleTables>> = { 2: tupleTables(2), 3: tupleTables(3) };

/** 3-star: a draw's 组选 level (组三 for a pair, 组六 for three different digits), undefined for 豹子. */
function group3Level(d: readonly number[]): 'group3' | 'group6' | undefined {
  const n = new Set(d).size;
  return n === 3 ? 'group6' : n === 2 ? 'group3' : undefined;
}

const G3_LEVELS = [
  groupLevel('group3', 'play.level.group3', 3, 1000),
  groupLevel('group6', 'play.level.group6', 6, 1000),
];
const G2_LEVEL = groupLevel('group2', 'play.level.group2', 2, 100);

/** 直选和值: Σ N_k(s); the one ticket equal to the draw wins when its sum is picked. */
export function directSum(ctx: Ctx, scope: Scope): Play {
  const k = scope.positions.length as 2 | 3;
  const t = (TABLES[k] as ReturnType<typeof tupleTables>).bySum;
  return makePlay({
    // A sum is blind to the order of the scope's digits.
    symmetry: orderBlind(scope),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.direct.sum`),
    playMethodName: 'play.method.sum',
    ticketPlayExample: example('directSum', { k }),
    shape: { kind: 'rows', rows: [oneRow('sum', range(0, 9 * k), 1, 9 * k + 1)] },
    levels: [directLevel(k)],
    count: (sel) => rowOf(sel, 0).reduce((a, s) => a + (t[s] ?? 0), 0),
    settle: (sel, draw) => win(`direct${k}`, rowOf(sel, 0).includes(sum(project(draw, scope.positions))) ? 1 : 0),
  });
}

/** 直选跨度: Σ K_k(d); wins when max − min is picked. */
export function directSpan(ctx: Ctx, scope: Scope): Play {
  const k = scope.positions.length as 2 | 3;
  const t = (TABLES[k] as ReturnType<typeof tupleTables>).bySpan;
  return makePlay({
    symmetry: orderBlind(scope),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.direct.span`),
    playMethodName: 'play.method.span',
    ticketPlayExample: example('directSpan', { k }),
    shape: { kind: 'rows', rows: [oneRow('span', DIGITS, 1, 10)] },
    levels: [directLevel(k)],
    count: (sel) => rowOf(sel, 0).reduce((a, s) => a + (t[s] ?? 0), 0),
    settle: (sel, draw) => {
      const d = project(draw, scope.positions);
      return win(`direct${k}`, rowOf(sel, 0).includes(Math.max(...d) - Math.min(...d)) ? 1 : 0);
    },
  });
}

/** 组选和值 (3 stars 1–26, 2 stars 1–17): Σ G_k(s); not 豹子 / not a pair; pays 组三 or 组六 by pattern. */
export function groupSum(ctx: Ctx, scope: Scope): Play {
  const k = scope.positions.length as 2 | 3;
  const t = (TABLES[k] as ReturnType<typeof tupleTables>).groupBySum;
  return makePlay({
    symmetry: orderBlind(scope),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.group.sum`),
    playMethodName: 'play.method.groupSum',
    ticketPlayExample: example('groupSum', { k }),
    shape: { kind: 'rows', rows: [oneRow('sum', range(1, 9 * k - 1), 1, 9 * k - 1)] },
    levels: k === 3 ? G3_LEVELS : [G2_LEVEL],
    count: (sel) => rowOf(sel, 0).reduce((a, s) => a + (t[s] ?? 0), 0),
    settle: (sel, draw) => {
      const d = project(draw, scope.positions);
      if (!rowOf(sel, 0).includes(sum(d))) return NO_WIN;
      if (k === 2) return win('group2', d[0] !== d[1] ? 1 : 0);
      const level = group3Level(d);
      return level ? win(level, 1) : NO_WIN;
    },
  });
}

/** 组选包胆: one digit; 54 tickets (二星: 9); wins when the draw (not 豹子 / not a pair) contains it. */
export function groupBaodan(ctx: Ctx, scope: Scope): Play {
  const k = scope.positions.length as 2 | 3;
  return makePlay({
    symmetry: unordered(scope),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.group.baodan`),
    playMethodName: 'play.method.baodan',
    ticketPlayExample: example('groupBaodan', { k }),
    shape: { kind: 'rows', rows: [oneRow('baodan', DIGITS, 1, 1)] },
    levels: k === 3 ? G3_LEVELS : [G2_LEVEL],
    count: (sel) => rowOf(sel, 0).length * (k === 3 ? 54 : 9),
    settle: (sel, draw) => {
      const d = project(draw, scope.positions);
      const hits = rowOf(sel, 0).filter((x) => d.includes(x)).length;
      if (k === 2) return win('group2', d[0] !== d[1] ? hits : 0);
      const level = group3Level(d);
      return level ? win(level, hits) : NO_WIN;
    },
  });
}

/** 和值尾数: wins when the scope's sum mod 10 is picked. */
export function sumTail(ctx: Ctx, scope: Scope): Play {
  return makePlay({
    id: ctx.id(),
    ...name(ctx, `${scope.code}.sumTail`),
    playMethodName: 'play.method.sumTail',
    ticketPlayExample: example('sumTail'),
    shape: { kind: 'rows', rows: [oneRow('tail', DIGITS, 1, 10)] },
    levels: [groupLevel('tail', 'play.level.tail', 1, 10)],
    count: (sel) => rowOf(sel, 0).length,
    settle: (sel, draw) => win('tail', rowOf(sel, 0).includes(sum(project(draw, scope.positions)) % 10) ? 1 : 0),
  });
}

/** 3 digits form a run, 9-0-1 and 8-9-0 included (domain §2 特殊号 顺子). */
export function isStraight(d: readonly number[]): boolean {
  const s = [...d].sort((a, b) => a - b);
  const [a, b, c] = s as [number, number, number];
  if (b === a + 1 && c === b + 1) return true;
  const key = s.join('');
  return key === '019' || key === '089';
}

/** 特殊号: options 豹子 / 顺子 / 对子, one bet each. */
export function special(ctx: Ctx, scope: Scope): Play {
  const opts: readonly string[] = ['leopard', 'straight', 'pair'];
  return makePlay({
    id: ctx.id(),
    ...name(ctx, `${scope.code}.special`),
    playMethodName: 'play.method.special',
    ticketPlayExample: example('special'),
    shape: { kind: 'rows', rows: [oneRow('special', [0, 1, 2], 1, 3, opts.map((o) => `play.opt.${o}`))] },
    levels: [
      groupLevel('leopard', 'play.opt.leopard', 10, 1000),
      groupLevel('straight', 'play.opt.straight', 60, 1000),
      groupLevel('pair', 'play.opt.pair', 270, 1000),
    ],
    count: (sel) => rowOf(sel, 0).length,
    settle: (sel, draw) => {
      const d = project(draw, scope.positions);
      const kinds = new Set(d).size;
      const hit = kinds === 1 ? 0 : kinds === 2 ? 2 : isStraight(d) ? 1 : -1;
      return hit >= 0 && rowOf(sel, 0).includes(hit) ? win(opts[hit] as string, 1) : NO_WIN;
    },
  });
}

// ---------------------------------------------------------------- 组选

/**
 * A 组选 pattern: the multiplicity signature of the scope's digits, and which row supplies the
 * digits of each multiplicity (A = the repeated-digit row, B = the single row).
 */
export interface GroupPattern {
  /** Code part and the p numerator: the number of orderings (120, 60 …). */
  readonly code: string;
  /** Rows: multiplicity and how many distinct digits of that multiplicity a ticket takes. */
  readonly rows: readonly { readonly mult: number; readonly take: number; readonly key: string }[];
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

export const GROUP5: readonly GroupPattern[] = [
  { code: '120', rows: [{ mult: 1, take: 5, key: 'group' }] },
  { code: '60', rows: [{ mult: 2, take: 1, key: 'double' }, { mult: 1, take: 3, key: 'single' }] },
  { code: '30', rows: [{ mult: 2, take: 2, key: 'double' }, { mult: 1, take: 1, key: 'single' }] },
  { code: '20', rows: [{ mult: 3, take: 1, key: 'triple' }, { mult: 1, take: 2, key: 'single' }] },
  { code: '10', rows: [{ mult: 3, take: 1, key: 'triple' }, { mult: 2, take: 1, key: 'double' }] },
  { code: '5', rows: [{ mult: 4, take: 1, key: 'quad' }, { mult: 1, take: 1, key: 'single' }] },
];
export const GROUP4: readonly GroupPattern[] = [
  { code: '24', rows: [{ mult: 1, take: 4, key: 'group' }] },
  { code: '12', rows: [{ mult: 2, take: 1, key: 'double' }, { mult: 1, take: 2, key: 'single' }] },
  { code: '6', rows: [{ mult: 2, take: 2, key: 'double' }] },
  { code: '4', rows: [{ mult: 3, take: 1, key: 'triple' }, { mult: 1, take: 1, key: 'single' }] },
];

/** Orderings of one ticket of the pattern = k!/Π mult!^take. */
export function patternOrderings(p: GroupPattern): number {
  const k = p.rows.reduce((a, r) => a + r.mult * r.take, 0);
  return p.rows.reduce((a, r) => a / factorial(r.mult) ** r.take, factorial(k));
}

/**
 * Tickets of a pattern: one row → C(n, take); two rows → Σ over take-subsets S of row A of
 * C(|B∖S|, take_B) — with take_A = 1 this is the reference's Σ_{a∈A} C(|B∖a|, ·).
 */
export function patternCount(p: GroupPattern, sel: Selection): number {
  const a = p.rows[0];
  const b = p.rows[1];
  if (!a) return 0;
  if (!b) return choose(rowOf(sel, 0).length, a.take);
  const rowB = rowOf(sel, 1);
  let total = 0;
  for (const s of combinations(rowOf(sel, 0), a.take)) total += choose(rowB.filter((x) => !s.includes(x)).length, b.take);
  return total;
}

export function groupPlay(ctx: Ctx, scope: Scope, p: GroupPattern): Play {
  const k = scope.positions.length;
  const level = `group${p.code}`;
  const signature = p.rows
    .flatMap((r) => new Array<number>(r.take).fill(r.mult))
    .sort((x, y) => y - x)
    .join('');
  return makePlay({
    symmetry: unordered(scope),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.group.g${p.code}`),
    playMethodName: `play.method.group${p.code}`,
    ticketPlayExample: example(`group${p.rows.length}`, { k, code: p.code }),
    shape: { kind: 'rows', rows: p.rows.map((r) => oneRow(r.key, DIGITS, r.take, 10)) },
    levels: [groupLevel(level, `play.level.${level}`, patternOrderings(p), pow10(k))],
    count: (sel) => patternCount(p, sel),
    settle: (sel, draw) => {
      const c = counts(project(draw, scope.positions));
      const sig = [...c.values()].sort((x, y) => y - x).join('');
      if (sig !== signature) return NO_WIN;
      for (const [digit, m] of c) {
        const i = p.rows.findIndex((r) => r.mult === m);
        if (!rowOf(sel, i).includes(digit)) return NO_WIN;
      }
      return win(level, 1);
    },
  });
}

/** 组三复式: 2·C(n,2); draw AAB with {A,B} ⊂ picks. 组六复式: C(n,3); 3 distinct digits, all picked. */
export function group3Fushi(ctx: Ctx, scope: Scope, kind: 'group3' | 'group6'): Play {
  return makePlay({
    symmetry: unordered(scope),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.group.${kind === 'group3' ? 'z3' : 'z6'}`),
    playMethodName: `play.method.${kind}`,
    ticketPlayExample: example(kind),
    shape: { kind: 'rows', rows: [oneRow('group', DIGITS, kind === 'group3' ? 2 : 3, 10)] },
    levels: [G3_LEVELS[kind === 'group3' ? 0 : 1] as PrizeLevel],
    count: (sel) => {
      const n = rowOf(sel, 0).length;
      return kind === 'group3' ? 2 * choose(n, 2) : choose(n, 3);
    },
    settle: (sel, draw) => {
      const d = project(draw, scope.positions);
      return win(kind, group3Level(d) === kind && d.every((x) => rowOf(sel, 0).includes(x)) ? 1 : 0);
    },
  });
}

/** 二星组选复式: C(n,2); never wins on a pair. */
export function group2Fushi(ctx: Ctx, scope: Scope): Play {
  return makePlay({
    symmetry: unordered(scope),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.group.fushi`),
    playMethodName: 'play.method.fushi',
    ticketPlayExample: example('groupPair'),
    shape: { kind: 'rows', rows: [oneRow('group', DIGITS, 2, 10)] },
    levels: [G2_LEVEL],
    count: (sel) => choose(rowOf(sel, 0).length, 2),
    settle: (sel, draw) => {
      const d = project(draw, scope.positions);
      return win('group2', d[0] !== d[1] && d.every((x) => rowOf(sel, 0).includes(x)) ? 1 : 0);
    },
  });
}

/**
 * 组选单式: 组三单式 (pattern pair), 组六单式 (distinct), 混合组选 (not 豹子, pays 组三 or 组六),
 * 二星组选单式 (two different digits). Tokens are deduplicated by sorted digits.
 */
export function groupDanshi(ctx: Ctx, scope: Scope, kind: 'z3' | 'z6' | 'mixed' | 'g2'): Play {
  const k = scope.positions.length;
  const pattern = ({ z3: 'pair', z6: 'distinct', mixed: 'notTriple', g2: 'notPair' } as const)[kind];
  const levels = kind === 'g2' ? [G2_LEVEL] : kind === 'mixed' ? G3_LEVELS : [G3_LEVELS[kind === 'z3' ? 0 : 1] as PrizeLevel];
  return makePlay({
    symmetry: unordered(scope),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.group.${kind}danshi`),
    playMethodName: kind === 'mixed' ? 'play.method.mixed' : 'play.method.danshi',
    ticketPlayExample: example(`groupDanshi.${kind}`),
    shape: { kind: 'text', rows: [], text: textShape(k, pattern) },
    levels,
    count: (sel) => sel.tokens?.length ?? 0,
    settle: (sel, draw) => {
      const d = project(draw, scope.positions).sort((a, b) => a - b);
      const key = d.join('');
      const hits = (sel.tokens ?? []).filter((t) => [...t].sort((a, b) => a - b).join('') === key).length;
      if (hits === 0) return NO_WIN;
      if (kind === 'g2') return win('group2', d[0] !== d[1] ? hits : 0);
      const level = group3Level(d);
      return level ? win(level, hits) : NO_WIN;
    },
  });
}

// ---------------------------------------------------------------- position and attribute plays

/** 定位胆: one row per position; Σ n_i; each matching position is one win. */
export function dingweidan(ctx: Ctx, scope: Scope): Play {
  return makePlay({
    symmetry: positionalSymmetry(scope.positions),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.dwd`),
    playMethodName: 'play.method.dwd',
    ticketPlayExample: example('dwd'),
    shape: { kind: 'rows', rows: digitRows(ctx, scope, 0), minFilledRows: 1 },
    levels: [directLevel(1)],
    count: (sel) => sel.rows.reduce((a, r) => a + r.length, 0),
    settle: (sel, draw) =>
      win('direct1', scope.positions.filter((p, i) => rowOf(sel, i).includes(draw[p] as number)).length),
  });
}

/**
 * 不定位 k-码: C(n,k); a bet wins when all its digits appear in the scope (repeats count once), so
 * with m picked digits present, C(m,k) bets win. p from the reference (e.g. 三星一码 271/1000).
 */
export function budingwei(ctx: Ctx, scope: Scope, k: number, pNum: number): Play {
  const level = `bdw${k}`;
  return makePlay({
    symmetry: unordered(scope),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.bdw${k}`),
    playMethodName: `play.method.bdw${k}`,
    ticketPlayExample: example('bdw', { k }),
    shape: { kind: 'rows', rows: [oneRow('bdw', DIGITS, k, 10)] },
    levels: [groupLevel(level, `play.level.bdw${k}`, pNum, pow10(scope.positions.length))],
    count: (sel) => choose(rowOf(sel, 0).length, k),
    settle: (sel, draw) => {
      const d = project(draw, scope.positions);
      return win(level, choose(rowOf(sel, 0).filter((x) => d.includes(x)).length, k));
    },
  });
}

export const BSOE = ['big', 'small', 'odd', 'even'] as const;
/** 大 = 5–9, 小 = 0–4, 单 = odd, 双 = even (domain §2). */
export function bsoeMatches(opt: number, digit: number): boolean {
  return opt === 0 ? digit >= 5 : opt === 1 ? digit <= 4 : opt === 2 ? digit % 2 === 1 : digit % 2 === 0;
}

/** 大小单双 (前二 / 后二 / 前三 / 后三): Π n_i over attribute rows; several combinations can win. */
export function bsoe(ctx: Ctx, scope: Scope): Play {
  const k = scope.positions.length;
  const names = positionKeys(ctx.drawLength);
  return makePlay({
    // A digit at a position counts only by which picked options of its row it meets.
    symmetry: (sel) => ({
      at: (p) => {
        const row = rowOf(sel, scope.positions.indexOf(p));
        return (v) => row.map((o) => (bsoeMatches(o, v) ? 1 : 0)).join('');
      },
    }),
    id: ctx.id(),
    ...name(ctx, `${scope.code}.bsoe`),
    playMethodName: 'play.method.bsoe',
    ticketPlayExample: example('bsoe', { k }),
    shape: {
      kind: 'rows',
      rows: scope.positions.map((p) => oneRow(names[p] as string, [0, 1, 2, 3], 1, 4, BSOE.map((o) => `play.opt.${o}`))),
    },
    levels: [groupLevel(`bsoe${k}`, 'play.level.bsoe', 1, 2 ** k)],
    count: (sel) => sel.rows.reduce((a, r) => a * r.length, 1),
    settle: (sel, draw) =>
      win(
        `bsoe${k}`,
        scope.positions.reduce((a, p, i) => a * rowOf(sel, i).filter((o) => bsoeMatches(o, draw[p] as number)).length, 1),
      ),
  });
}

/** 趣味 一帆风顺 / 好事成双 / 三星报喜 / 四季发财: a picked digit appears at least t times in all 5. */
export function fun(ctx: Ctx, t: 1 | 2 | 3 | 4): Play {
  const pNum = { 1: 40951, 2: 8146, 3: 856, 4: 46 }[t];
  return makePlay({
    // Settle counts the picked digits drawn t times: blind to the order of the 5 digits and to
    // relabelling picked digits among themselves (and unpicked among themselves).
    symmetry: (sel) => {
      const picked = new Set(rowOf(sel, 0));
      return { classOf: (v) => (picked.has(v) ? 1 : 0), positions: [range(0, ctx.drawLength - 1)] };
    },
    id: ctx.id(),
    ...name(ctx, `x.fun${t}`),
    playMethodName: `play.method.fun${t}`,
    ticketPlayExample: example('fun', { t }),
    shape: { kind: 'rows', rows: [oneRow('fun', DIGITS, 1, 10)] },
    levels: [groupLevel(`fun${t}`, `play.method.fun${t}`, pNum, 100000)],
    count: (sel) => rowOf(sel, 0).length,
    settle: (sel, draw) => {
      const c = counts(draw);
      return win(`fun${t}`, rowOf(sel, 0).filter((x) => (c.get(x) ?? 0) >= t).length);
    },
  });
}

/** The 10 position pairs of SSC 龙虎 (万千 … 十个): the first is 龙, the second 虎. */
export const DT_PAIRS: readonly (readonly [number, number])[] = [...combinations([0, 1, 2, 3, 4], 2)].map(
  (c) => [c[0] as number, c[1] as number] as const,
);

/** 龙虎: rows are position pairs with options 龙 / 虎 / 和; 龙 and 虎 lose (or push) on a tie. */
export function dragonTiger(ctx: Ctx): Play {
  const names = positionKeys(ctx.drawLength);
  const opts = ['dragon', 'tiger', 'tie'];
  const p: Play = makePlay({
    id: ctx.id(),
    ...name(ctx, 'x.dt'),
    playMethodName: 'play.method.dt',
    ticketPlayExample: example('dt'),
    shape: {
      kind: 'rows',
      minFilledRows: 1,
      rows: DT_PAIRS.map(([a, b]) => ({
        key: `${names[a] as string}-${names[b] as string}`,
        nameKey: `play.row.dt.${a}${b}`,
        values: [0, 1, 2],
        valueKeys: opts.map((o) => `play.opt.${o}`),
        minPicks: 0,
        maxPicks: 3,
      })),
    },
    levels: [groupLevel('dt', 'play.level.dt', 45, 100), groupLevel('dtTie', 'play.opt.tie', 10, 100)],
    count: (sel) => sel.rows.reduce((a, r) => a + r.length, 0),
    // Settle reads only how the five digits compare (>, =, <): every such order of five digits
    // is the order of a draw over the digits 0–4, so those 3,125 draws reach every outcome.
    frontier: (sel, ties) => {
      const draws: number[][] = [];
      for (let n = 0; n < 5 ** ctx.drawLength; n++) {
        const d: number[] = [];
        for (let i = 0, m = n; i < ctx.drawLength; i++, m = Math.floor(m / 5)) d.push(m % 5);
        draws.push(d);
      }
      return paretoFrontier(draws, (d) => p.settle(sel, d, ties));
    },
    settle: (sel, draw, ties) => {
      const acc = { wins: {} as Record<string, number>, pushes: 0 };
      DT_PAIRS.forEach(([a, b], i) => {
        const x = draw[a] as number;
        const y = draw[b] as number;
        for (const o of rowOf(sel, i)) {
          if (o === 2) addOutcome(acc, win('dtTie', x === y ? 1 : 0));
          else if (x === y) acc.pushes += ties.dragonTigerTie === 'refund' ? 1 : 0;
          else addOutcome(acc, win('dt', (o === 0) === x > y ? 1 : 0));
        }
      });
      return acc;
    },
  });
  return p;
}

// ---------------------------------------------------------------- 任选

/** 任二 / 三 / 四 直选复式: five rows; Σ over k-subsets of filled rows of Π n; each subset settles apart. */
export function anyDirectFushi(ctx: Ctx, k: number): Play {
  const all: Scope = { code: 'any', positions: [0, 1, 2, 3, 4] };
  const subsets = [...combinations([0, 1, 2, 3, 4], k)];
  return makePlay({
    symmetry: positionalSymmetry([0, 1, 2, 3, 4]),
    id: ctx.id(),
    ...name(ctx, `r${k}.direct.fushi`),
    playMethodName: 'play.method.fushi',
    ticketPlayExample: example('anyDirect', { k }),
    shape: { kind: 'rows', rows: digitRows(ctx, all, 0), minFilledRows: k },
    levels: [directLevel(k)],
    count: (sel) => subsets.reduce((a, s) => a + s.reduce((b, i) => b * rowOf(sel, i).length, 1), 0),
    settle: (sel, draw) =>
      win(directLevel(k).key, subsets.filter((s) => s.every((i) => rowOf(sel, i).includes(draw[i] as number))).length),
  });
}

/**
 * 任选 with position checkboxes: a base play on a k-digit scope, bet on every k-subset of the p ≥ k
 * checked positions: C(p,k) × base bets, each subset settled like the base play.
 */
export function anyPositions(ctx: Ctx, k: number, base: (c: Ctx, s: Scope) => Play, codePart: string): Play {
  const inner = base({ ...ctx, id: () => 0, drawLength: k }, { code: `r${k}`, positions: range(0, k - 1) });
  const names = positionKeys(5);
  // 直选单式: a draw wins once per k-subset of the checked positions whose digits are a ticket
  // (one level). A digit in no ticket wins nothing, so some best draw takes every checked digit
  // among the tickets' digits: each such draw is scored (≤ 10^5 of them, tickets as number keys).
  const danshiFrontier = (sel: Selection): Reach[] | undefined => {
    const tokens = sel.tokens ?? [];
    const pos = [...(sel.positions ?? [])].sort((a, b) => a - b);
    if (!tokens.length || pos.length < k) return undefined;
    const keys = new Set(tokens.map((t) => t.reduce((a, d) => a * 10 + d, 0)));
    const digits = [...new Set(tokens.flat())];
    const subsets = [...combinations(range(0, pos.length - 1), k)];
    const vals = new Array<number>(pos.length).fill(digits[0] as number);
    let best = -1;
    let bestVals = [...vals];
    const rec = (i: number): void => {
      if (i === pos.length) {
        let n = 0;
        for (const s of subsets) if (keys.has(s.reduce((a, j) => a * 10 + (vals[j] as number), 0))) n++;
        if (n > best) {
          best = n;
          bestVals = [...vals];
        }
        return;
      }
      for (const d of digits) {
        vals[i] = d;
        rec(i + 1);
      }
    };
    rec(0);
    const draw = new Array<number>(ctx.drawLength).fill(0);
    pos.forEach((q, j) => (draw[q] = bestVals[j] as number));
    return [{ outcome: p.settle(sel, draw), draw }];
  };
  const p: Play = makePlay({
    id: ctx.id(),
    code: `${ctx.fam}.r${k}.${codePart}`,
    nameKey: `play.name.r${k}.${codePart}`,
    playMethodName: inner.playMethodName,
    ticketPlayExample: { ...inner.ticketPlayExample, params: { ...inner.ticketPlayExample.params, k } },
    shape: {
      ...inner.shape,
      positions: {
        choices: [0, 1, 2, 3, 4],
        nameKeys: names.map((n) => `play.row.${n}`),
        min: k,
        defaults: range(5 - k, 4),
      },
    },
    levels: inner.levels,
    check: (sel) => inner.validate(sel),
    // The inner play's positions are not the draw's: only its value classes carry over, and where
    // the inner play is blind to the order of its digits (和值, 组选), so is the sum over every
    // k-subset of the checked positions: they are alike.
    ...(inner.symmetry
      ? {
          symmetry: (sel: Selection) => {
            const s = inner.symmetry?.(sel);
            const blind = s?.positions?.some((g) => g.length === k) ?? false;
            const checked = [...(sel.positions ?? [])].sort((a, b) => a - b);
            return { ...(s?.classOf ? { classOf: s.classOf } : {}), ...(blind ? { positions: [checked] } : {}) };
          },
        }
      : {}),
    ...(codePart === 'direct.danshi' ? { frontier: (sel: Selection) => danshiFrontier(sel) } : {}),
    count: (sel) => choose(sel.positions?.length ?? 0, k) * inner.countBets(sel),
    settle: (sel, draw, ties) => {
      const acc = { wins: {} as Record<string, number>, pushes: 0 };
      const pos = [...(sel.positions ?? [])].sort((a, b) => a - b);
      for (const s of combinations(pos, k)) addOutcome(acc, inner.settle(sel, project(draw, s), ties));
      return acc;
    },
  });
  return inner.parseText ? { ...p, parseText: inner.parseText } : p;
}

export type { Outcome };
