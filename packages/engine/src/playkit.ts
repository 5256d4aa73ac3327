/**
 * Building blocks of plays: the generic selection validation every family shares, and `makePlay`,
 * which wraps a play's counting and settling with it. Families describe their plays as data plus
 * two functions.
 */
import type {
  Draw,
  DanshiParse,
  Market,
  Outcome,
  Play,
  PlayExample,
  PrizeLevel,
  RowShape,
  Selection,
  SelectionShape,
  PlaySymmetry,
  TieSettings,
  Validation,
} from './model.ts';
import { isValidTicket, MAX_DANSHI_TOKENS, parseDanshi } from './danshi.ts';
import { MAX_BETS_PER_LINE } from './pricing.ts';
import { DEFAULT_TIES } from './model.ts';

export function rowOf(sel: Selection, i: number): readonly number[] {
  return sel.rows[i] ?? [];
}

/** Structural checks of a selection against its shape (no play-specific rules). */
export function validateShape(shape: SelectionShape, sel: Selection): Validation {
  if (shape.kind === 'text') {
    const text = shape.text;
    const tokens = sel.tokens ?? [];
    if (!text) throw new Error('text shape without text');
    if (tokens.length === 0) return { ok: false, code: 'TOKENS_EMPTY' };
    if (tokens.length > MAX_DANSHI_TOKENS) return { ok: false, code: 'TOO_MANY_BETS' };
    const seen = new Set<string>();
    for (const t of tokens) {
      if (!isValidTicket(t, text)) return { ok: false, code: 'TOKEN_INVALID' };
      const key = (text.unordered ? [...t].sort((a, b) => a - b) : t).join(',');
      if (seen.has(key)) return { ok: false, code: 'DUPLICATE_VALUE' };
      seen.add(key);
    }
  } else {
    if (sel.rows.length !== shape.rows.length) return { ok: false, code: 'ROW_COUNT' };
    let filled = 0;
    let total = 0;
    for (let i = 0; i < shape.rows.length; i++) {
      const row = shape.rows[i] as RowShape;
      const picks = sel.rows[i] as readonly number[];
      if (new Set(picks).size !== picks.length) return { ok: false, code: 'DUPLICATE_VALUE', row: i };
      for (const v of picks) if (!row.values.includes(v)) return { ok: false, code: 'VALUE_OUT_OF_RANGE', row: i };
      if (picks.length > row.maxPicks) return { ok: false, code: 'SELECTION_TOO_LARGE', row: i };
      if (picks.length > 0) filled++;
      total += picks.length;
    }
    if (total === 0) return { ok: false, code: 'SELECTION_EMPTY' };
    if (shape.minFilledRows !== undefined) {
      if (filled < shape.minFilledRows) return { ok: false, code: 'SELECTION_TOO_SMALL' };
    } else {
      for (let i = 0; i < shape.rows.length; i++)
        if ((sel.rows[i] as readonly number[]).length < (shape.rows[i] as RowShape).minPicks)
          return { ok: false, code: 'SELECTION_TOO_SMALL', row: i };
    }
    if (shape.kind === 'bankerDrag' || shape.rowsDisjoint) {
      const seen = new Set<number>();
      for (const picks of sel.rows)
        for (const v of picks) {
          if (seen.has(v)) return { ok: false, code: shape.kind === 'bankerDrag' ? 'BANKER_DRAG_OVERLAP' : 'ROWS_OVERLAP' };
          seen.add(v);
        }
    }
  }
  if (shape.positions) {
    const pos = sel.positions ?? [];
    if (new Set(pos).size !== pos.length) return { ok: false, code: 'DUPLICATE_VALUE' };
    for (const p of pos) if (!shape.positions.choices.includes(p)) return { ok: false, code: 'POSITION_OUT_OF_RANGE' };
    if (pos.length < shape.positions.min) return { ok: false, code: 'POSITIONS_TOO_FEW' };
  }
  return { ok: true };
}

export interface PlaySpec<D> {
  readonly id: number;
  readonly code: string;
  readonly nameKey: string;
  readonly playMethodName: string;
  readonly ticketPlayExample: PlayExample;
  readonly market?: Market;
  readonly shape: SelectionShape;
  readonly levels: readonly PrizeLevel[];
  /** Bets of a structurally valid selection (the documented formula). */
  count(sel: Selection): number;
  settle(sel: Selection, draw: D, ties: TieSettings): Outcome;
  /** Play rules beyond the shape (e.g. banker count against K); runs after validateShape. */
  check?(sel: Selection): Validation;
  /** See Play.symmetry: 'rows' = a value's class is which rows (and typed tickets) hold it. */
  symmetry?: 'rows' | ((sel: Selection) => PlaySymmetry);
  /** See Play.frontier. */
  frontier?: Play<D>['frontier'];
}

/**
 * The symmetry of plays that ask of a drawn value only whether each row (or typed ticket) holds
 * it: values held by the same rows are alike (for 直选, 定位胆, 不定位, 任选, 快乐8 选N …).
 */
export function rowsSymmetry(sel: Selection): PlaySymmetry {
  const sig = new Map<number, string>();
  const mark = (v: number, tag: string) => sig.set(v, `${sig.get(v) ?? ''}${tag},`);
  sel.rows.forEach((r, i) => r.forEach((v) => mark(v, `r${i}`)));
  (sel.tokens ?? []).forEach((t, i) => t.forEach((v, j) => mark(v, `t${i}.${j}`)));
  return { classOf: (v) => sig.get(v) ?? '' };
}

/**
 * rowsSymmetry, and, position by position, for plays whose row i (or ticket digit i) is about draw
 * position `positions[i]` alone: a value's class at a position is whether that row (and which
 * tickets at that digit) hold it.
 */
export function positionalSymmetry(positions: readonly number[]): (sel: Selection) => PlaySymmetry {
  return (sel) => ({
    ...rowsSymmetry(sel),
    at: (p) => {
      const i = positions.indexOf(p);
      if (i < 0) return () => 0;
      const row = new Set(sel.rows[i] ?? []);
      const tokens = sel.tokens ?? [];
      return (v) => `${row.has(v) ? 1 : 0}${tokens.length ? tokens.map((t) => (t[i] === v ? 1 : 0)).join('') : ''}`;
    },
  });
}

/** Wraps a spec into a Play: validation = shape checks, then the spec's checks, then bets ≥ 1. */
export function makePlay<D = Draw>(spec: PlaySpec<D>): Play<D> {
  // Validation computes the count once; countBets reuses it.
  const checked = (sel: Selection): { v: Validation; n: number } => {
    const v = validateShape(spec.shape, sel);
    if (!v.ok) return { v, n: 0 };
    if (spec.check) {
      const c = spec.check(sel);
      if (!c.ok) return { v: c, n: 0 };
    }
    const n = spec.count(sel);
    if (n < 1) return { v: { ok: false, code: 'SELECTION_TOO_SMALL' }, n: 0 };
    if (n > MAX_BETS_PER_LINE) return { v: { ok: false, code: 'TOO_MANY_BETS' }, n: 0 };
    return { v: { ok: true }, n };
  };
  const validate = (sel: Selection): Validation => checked(sel).v;
  const play: { -readonly [K in keyof Play<D>]: Play<D>[K] } = {
    id: spec.id,
    code: spec.code,
    nameKey: spec.nameKey,
    playMethodName: spec.playMethodName,
    ticketPlayExample: spec.ticketPlayExample,
    market: spec.market ?? 'standard',
    shape: spec.shape,
    levels: spec.levels,
    validate,
    countBets: (sel) => checked(sel).n,
    settle: (sel, draw, ties = DEFAULT_TIES) => spec.settle(sel, draw, ties),
  };
  const sym = spec.symmetry;
  if (sym) play.symmetry = sym === 'rows' ? rowsSymmetry : sym;
  if (spec.frontier) play.frontier = spec.frontier;
  const text = spec.shape.text;
  if (spec.shape.kind === 'text' && text) {
    return { ...play, parseText: (t: string): DanshiParse => parseDanshi(t, text) };
  }
  return play;
}

/** An outcome with a single level. */
export function win(level: string, n: number): Outcome {
  return n > 0 ? { wins: { [level]: n }, pushes: 0 } : NO_WIN;
}

export const NO_WIN: Outcome = { wins: {}, pushes: 0 };

/** Adds b into the mutable accumulator a. */
export function addOutcome(acc: { wins: Record<string, number>; pushes: number }, b: Outcome): void {
  for (const [k, v] of Object.entries(b.wins)) acc.wins[k] = (acc.wins[k] ?? 0) + v;
  acc.pushes += b.pushes;
}

/** A row of numbers lo..hi. */
export function range(lo: number, hi: number): number[] {
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

export function groupLevel(key: string, nameKey: string, pNum: number, pDen: number): PrizeLevel {
  return { key, nameKey, payout: { kind: 'group', pNum, pDen } };
}

export function oddsLevel(key: string, nameKey: string, oddsThousandths: number): PrizeLevel {
  return { key, nameKey, payout: { kind: 'odds', oddsThousandths } };
}

export function example(kind: string, params?: Record<string, string | number>): PlayExample {
  return params
    ? { exampleKey: `play.example.${kind}`, ruleKey: `play.rule.${kind}`, params }
    : { exampleKey: `play.example.${kind}`, ruleKey: `play.rule.${kind}` };
}
