/**
 * Building blocks for the credit (two-sided) plays of Mark Six, the Vietnamese families and the
 * dice games: selection checks, option plays, number plays, positional plays and odds levels.
 * Every play here implements `Play` of model.ts.
 */
import type {
  Outcome,
  Play,
  PrizeLevel,
  RowShape,
  Selection,
  SelectionShape,
  TieSettings,
  Validation,
} from '../../model.ts';
import { choose } from '../../combinatorics.ts';

/** Decimal odds (including the stake) in thousandths, as model.ts decides: 1.98 → 1980. */
export type OddsTable = Readonly<Record<string, number>>;

export const NO_WIN: Outcome = { wins: {}, pushes: 0 };

/** Odds levels from a key → default odds table; names are `${namePrefix}.${key}`. */
export function oddsLevels(namePrefix: string, odds: OddsTable): PrizeLevel[] {
  return Object.entries(odds).map(([key, oddsThousandths]) => ({
    key,
    nameKey: `${namePrefix}.${key}`,
    payout: { kind: 'odds', oddsThousandths },
  }));
}

/** Checks one row: integers in [min, max], no duplicates, between minPicks and maxPicks values. */
export function checkRow(
  values: readonly number[] | undefined,
  shape: { min: number; max: number; minPicks: number; maxPicks: number },
  row = 0,
): Validation {
  if (!values || values.length === 0)
    return shape.minPicks > 0 ? { ok: false, code: 'SELECTION_EMPTY', row } : { ok: true };
  if (values.some((v) => !Number.isInteger(v) || v < shape.min || v > shape.max))
    return { ok: false, code: 'VALUE_OUT_OF_RANGE', row };
  if (new Set(values).size !== values.length) return { ok: false, code: 'DUPLICATE_VALUE', row };
  if (values.length < shape.minPicks) return { ok: false, code: 'SELECTION_TOO_SMALL', row };
  if (values.length > shape.maxPicks) return { ok: false, code: 'SELECTION_TOO_LARGE', row };
  return { ok: true };
}

export function checkRowCount(selection: Selection, rows: number): Validation {
  return selection.rows.length === rows ? { ok: true } : { ok: false, code: 'ROW_COUNT' };
}

export function rowShape(
  key: string,
  nameKey: string,
  values: readonly number[],
  minPicks: number,
  maxPicks: number,
  extra: Partial<Pick<RowShape, 'valueKeys' | 'role'>> = {},
): RowShape {
  return { key, nameKey, values, minPicks, maxPicks, ...extra };
}

export const range = (min: number, max: number): number[] =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** Adds `n` wins at `level` to a tally. */
export function addWin(wins: Record<string, number>, level: string, n = 1): void {
  if (n > 0) wins[level] = (wins[level] ?? 0) + n;
}

/** Common identity of a play; each family supplies its own i18n key scheme. */
export interface PlayInfo {
  readonly id: number;
  readonly code: string;
  readonly nameKey: string;
  readonly methodKey: string;
  readonly exampleKey: string;
  readonly ruleKey: string;
  readonly ruleParams?: Readonly<Record<string, string | number>>;
}

/**
 * The key scheme most families use: `<prefix>.<code>` for the name, `<prefix>.method.<method>`,
 * and example/rule keys named by `rule` (the play's code unless several plays share one text).
 */
export function playInfo(
  prefix: string,
  id: number,
  code: string,
  method: string,
  rule: string = code,
  params?: Record<string, string | number>,
): PlayInfo {
  return {
    id,
    code,
    nameKey: `${prefix}.${code}`,
    methodKey: `${prefix}.method.${method}`,
    exampleKey: `${prefix}.example.${rule}`,
    ruleKey: `${prefix}.rule.${rule}`,
    ...(params ? { ruleParams: params } : {}),
  };
}

function base(info: PlayInfo) {
  return {
    id: info.id,
    code: info.code,
    nameKey: info.nameKey,
    playMethodName: info.methodKey,
    ticketPlayExample: {
      exampleKey: info.exampleKey,
      ruleKey: info.ruleKey,
      ...(info.ruleParams ? { params: info.ruleParams } : {}),
    },
    market: 'credit' as const,
  };
}

/** A verdict of one bet: the level it wins at, a push (refund), or a loss (null). */
export type BetVerdict = string | 'push' | null;
export const PUSH = 'push';

/**
 * A play whose single row offers values (option codes or numbers); every picked value is one bet
 * settled on its own: wins at the level `judge` names, pushes, or loses.
 */
export function valuePlay<D>(
  info: PlayInfo,
  opts: {
    values: readonly number[];
    valueKeys?: readonly string[];
    rowNameKey: string;
    levels: readonly PrizeLevel[];
    minPicks?: number;
    maxPicks?: number;
    judge: (value: number, draw: D, ties?: TieSettings) => BetVerdict;
  },
): Play<D> {
  const min = Math.min(...opts.values);
  const max = Math.max(...opts.values);
  const rowLimits = { min, max, minPicks: opts.minPicks ?? 1, maxPicks: opts.maxPicks ?? opts.values.length };
  const shape: SelectionShape = {
    kind: 'rows',
    rows: [
      rowShape(
        'pick',
        opts.rowNameKey,
        opts.values,
        rowLimits.minPicks,
        rowLimits.maxPicks,
        opts.valueKeys ? { valueKeys: opts.valueKeys } : {},
      ),
    ],
  };
  const validate = (s: Selection): Validation => {
    const rc = checkRowCount(s, 1);
    if (!rc.ok) return rc;
    const r = checkRow(s.rows[0], rowLimits);
    if (!r.ok) return r;
    return (s.rows[0] as readonly number[]).every((v) => opts.values.includes(v))
      ? { ok: true }
      : { ok: false, code: 'VALUE_OUT_OF_RANGE', row: 0 };
  };
  return {
    ...base(info),
    shape,
    levels: opts.levels,
    validate,
    countBets: (s) => (validate(s).ok ? (s.rows[0] as readonly number[]).length : 0),
    settle: (s, draw, ties) => {
      if (!validate(s).ok) return NO_WIN;
      const wins: Record<string, number> = {};
      let pushes = 0;
      for (const v of s.rows[0] as readonly number[]) {
        const verdict = opts.judge(v, draw, ties);
        if (verdict === PUSH) pushes++;
        else if (verdict !== null) addWin(wins, verdict);
      }
      return { wins, pushes };
    },
  };
}

/**
 * A play with one row per draw position (定位): every picked value of row i is one bet on
 * position i. At least one row must be filled.
 */
export function positionalPlay<D>(
  info: PlayInfo,
  opts: {
    positions: number;
    positionNameKey: (i: number) => string;
    values: readonly number[];
    valueKeys?: readonly string[];
    levels: readonly PrizeLevel[];
    judge: (position: number, value: number, draw: D) => BetVerdict;
  },
): Play<D> {
  const min = Math.min(...opts.values);
  const max = Math.max(...opts.values);
  const shape: SelectionShape = {
    kind: 'rows',
    rows: range(0, opts.positions - 1).map((i) =>
      rowShape(
        `p${i + 1}`,
        opts.positionNameKey(i),
        opts.values,
        0,
        opts.values.length,
        opts.valueKeys ? { valueKeys: opts.valueKeys } : {},
      ),
    ),
    minFilledRows: 1,
  };
  const validate = (s: Selection): Validation => {
    const rc = checkRowCount(s, opts.positions);
    if (!rc.ok) return rc;
    for (let i = 0; i < opts.positions; i++) {
      const r = checkRow(s.rows[i], { min, max, minPicks: 0, maxPicks: opts.values.length }, i);
      if (!r.ok) return r;
      if (!(s.rows[i] as readonly number[]).every((v) => opts.values.includes(v)))
        return { ok: false, code: 'VALUE_OUT_OF_RANGE', row: i };
    }
    return s.rows.some((r) => r.length > 0) ? { ok: true } : { ok: false, code: 'SELECTION_EMPTY' };
  };
  return {
    ...base(info),
    shape,
    levels: opts.levels,
    validate,
    countBets: (s) => (validate(s).ok ? s.rows.reduce((n, r) => n + r.length, 0) : 0),
    settle: (s, draw) => {
      if (!validate(s).ok) return NO_WIN;
      const wins: Record<string, number> = {};
      let pushes = 0;
      s.rows.forEach((row, i) => {
        for (const v of row) {
          const verdict = opts.judge(i, v, draw);
          if (verdict === PUSH) pushes++;
          else if (verdict !== null) addWin(wins, verdict);
        }
      });
      return { wins, pushes };
    },
  };
}

/**
 * A play where the whole pick (between minPicks and maxPicks values) is one bet, e.g. 合肖 or
 * credit-style 自选不中.
 */
export function wholePickPlay<D>(
  info: PlayInfo,
  opts: {
    values: readonly number[];
    valueKeys?: readonly string[];
    rowNameKey: string;
    levels: readonly PrizeLevel[];
    minPicks: number;
    maxPicks: number;
    judge: (picks: readonly number[], draw: D) => BetVerdict;
  },
): Play<D> {
  const inner = valuePlay<D>(info, { ...opts, judge: () => null });
  const validate = inner.validate;
  return {
    ...inner,
    countBets: (s) => (validate(s).ok ? 1 : 0),
    settle: (s, draw) => {
      if (!validate(s).ok) return NO_WIN;
      const verdict = opts.judge(s.rows[0] as readonly number[], draw);
      if (verdict === PUSH) return { wins: {}, pushes: 1 };
      return verdict === null ? NO_WIN : { wins: { [verdict]: 1 }, pushes: 0 };
    },
  };
}

/**
 * A k-item combination play (连码, 连肖, 连尾, xiên, lô trượt). 复式: n picks give C(n,k) bets. 胆拖:
 * d bankers (1 ≤ d ≤ k−1) and t drags give C(t, k−d) bets, every bet holding all the bankers
 * (domain §1.6). Settlement is closed-form: `classify` sorts each picked value into one of
 * `classes` classes for the draw, and `judge` decides a bet from its class counts, so the number
 * of bets with each class-count vector is a product of binomials (checked against enumeration in
 * the tests).
 */
export function comboPlay<D>(
  info: PlayInfo,
  opts: {
    k: number;
    mode: 'multi' | 'bankerDrag';
    values: readonly number[];
    valueKeys?: readonly string[];
    rowNameKey: string;
    bankerNameKey?: string;
    dragNameKey?: string;
    levels: readonly PrizeLevel[];
    /** Most values in the whole selection (bankers + drags). */
    maxPicks: number;
    classes: number;
    classify: (draw: D) => (value: number) => number;
    judge: (counts: readonly number[]) => BetVerdict;
  },
): Play<D> {
  const { k } = opts;
  const min = Math.min(...opts.values);
  const max = Math.max(...opts.values);
  const extra = opts.valueKeys ? { valueKeys: opts.valueKeys } : {};
  const shape: SelectionShape =
    opts.mode === 'multi'
      ? { kind: 'rows', rows: [rowShape('pick', opts.rowNameKey, opts.values, k, opts.maxPicks, extra)] }
      : {
          kind: 'bankerDrag',
          rows: [
            rowShape('banker', opts.bankerNameKey ?? opts.rowNameKey, opts.values, 1, k - 1, {
              ...extra,
              role: 'banker',
            }),
            rowShape('drag', opts.dragNameKey ?? opts.rowNameKey, opts.values, 1, opts.maxPicks - 1, {
              ...extra,
              role: 'drag',
            }),
          ],
          rowsDisjoint: true,
        };
  const inValues = (row: readonly number[]) => row.every((v) => opts.values.includes(v));
  const validate = (s: Selection): Validation => {
    if (opts.mode === 'multi') {
      const rc = checkRowCount(s, 1);
      if (!rc.ok) return rc;
      const r = checkRow(s.rows[0], { min, max, minPicks: k, maxPicks: opts.maxPicks });
      if (!r.ok) return r;
      return inValues(s.rows[0] as readonly number[])
        ? { ok: true }
        : { ok: false, code: 'VALUE_OUT_OF_RANGE', row: 0 };
    }
    const rc = checkRowCount(s, 2);
    if (!rc.ok) return rc;
    const bankers = s.rows[0] as readonly number[];
    const drags = s.rows[1] as readonly number[];
    const b = checkRow(bankers, { min, max, minPicks: 1, maxPicks: k - 1 }, 0);
    if (!b.ok) return b;
    const d = checkRow(
      drags,
      { min, max, minPicks: k - bankers.length, maxPicks: opts.maxPicks - bankers.length },
      1,
    );
    if (!d.ok) return d;
    if (!inValues(bankers)) return { ok: false, code: 'VALUE_OUT_OF_RANGE', row: 0 };
    if (!inValues(drags)) return { ok: false, code: 'VALUE_OUT_OF_RANGE', row: 1 };
    if (bankers.some((v) => drags.includes(v))) return { ok: false, code: 'BANKER_DRAG_OVERLAP' };
    return { ok: true };
  };
  const split = (s: Selection) =>
    opts.mode === 'multi'
      ? { fixed: [] as readonly number[], free: s.rows[0] as readonly number[] }
      : { fixed: s.rows[0] as readonly number[], free: s.rows[1] as readonly number[] };
  return {
    ...base(info),
    shape,
    levels: opts.levels,
    validate,
    countBets: (s) => {
      if (!validate(s).ok) return 0;
      const { fixed, free } = split(s);
      return choose(free.length, k - fixed.length);
    },
    settle: (s, draw) => {
      if (!validate(s).ok) return NO_WIN;
      const { fixed, free } = split(s);
      const cls = opts.classify(draw);
      const base0 = Array.from({ length: opts.classes }, () => 0);
      for (const v of fixed) base0[cls(v)] = (base0[cls(v)] as number) + 1;
      const avail = Array.from({ length: opts.classes }, () => 0);
      for (const v of free) avail[cls(v)] = (avail[cls(v)] as number) + 1;
      const wins: Record<string, number> = {};
      let pushes = 0;
      const need = k - fixed.length;
      const take: number[] = [];
      const walk = (c: number, left: number, ways: number) => {
        if (c === opts.classes) {
          if (left !== 0 || ways === 0) return;
          const verdict = opts.judge(base0.map((b, i) => b + (take[i] as number)));
          if (verdict === PUSH) pushes += ways;
          else if (verdict !== null) addWin(wins, verdict, ways);
          return;
        }
        for (let x = 0; x <= Math.min(left, avail[c] as number); x++) {
          take[c] = x;
          walk(c + 1, left - x, ways * choose(avail[c] as number, x));
        }
      };
      walk(0, need, 1);
      return { wins, pushes };
    },
  };
}
