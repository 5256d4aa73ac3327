/**
 * The order wire format of docs/product.md §7, built by the web and parsed/validated by the server.
 *
 * Normal bet line `{ b, c, m, t, n, i, p }`:
 * - b: the balls. Row plays: rows joined by "|", picks in a row by "," ("1,2|3|4,5"; banker|drag).
 *   Single-entry plays: tickets joined by ",", digits back to back ("12345,67890") or, for 2-digit
 *   numbers, joined by spaces ("01 02 03,04 05 06"). Large single-entry lines (≥ COMPRESS_MIN_TOKENS)
 *   are compressed: b holds hex and z = 1 (see compressTokens).
 * - c: the number of bets (注数), checked against the engine's count.
 * - m: money mode 1–8. t: multiple. n: the line's number within the order (1-based).
 * - i: play id. p: checked positions of "any N" plays, "," separated ("" when none).
 * Double (credit) line `{ playItemId, betAmount, betCount, content }`: one option of a credit play, or the picked
 * numbers of a number-pick play in `content`; betCount is the engine's count (doubleLineBets), checked like c.
 */
import type { Play, Selection, SelectionCode, TextShape } from './model.ts';
import type { Milli } from './money.ts';
import { formatMoney, parseMoney } from './money.ts';
import { isMoneyMode, MAX_MULTIPLE, type MoneyMode } from './pricing.ts';
import { fromHex, toHex } from './rng.ts';
import { MAX_DANSHI_TOKENS } from './danshi.ts';

export interface WireBetLine {
  readonly b: string;
  readonly c: number;
  readonly m: number;
  readonly t: number;
  readonly n: number;
  readonly i: number;
  readonly p: string;
  /** 1 when b is compressed hex. */
  readonly z?: 0 | 1;
}

export interface BetLine {
  readonly play: Play;
  readonly selection: Selection;
  readonly mode: MoneyMode;
  readonly multiple: number;
  readonly bets: number;
  readonly lineNo: number;
}

export type WireCode =
  | SelectionCode
  | 'LINE_FORMAT'
  | 'PLAY_UNKNOWN'
  | 'MONEY_MODE_INVALID'
  | 'MULTIPLE_OUT_OF_RANGE'
  | 'BET_COUNT_MISMATCH'
  | 'BALLS_TOO_LONG'
  | 'AMOUNT_INVALID'
  | 'ITEM_UNKNOWN';

/** Single-entry lines with at least this many tickets are sent compressed. */
export const COMPRESS_MIN_TOKENS = 1000;
/** Longest b accepted (characters): bounds a request body. */
export const MAX_BALLS_CHARS = 2_000_000;

// ------------------------------------------------------------ compression

/** Index of a ticket in its value space (mixed radix over min..max). */
function ticketIndex(t: readonly number[], s: TextShape): number {
  const radix = s.max - s.min + 1;
  return t.reduce((a, v) => a * radix + (v - s.min), 0);
}

function ticketOf(index: number, s: TextShape): number[] {
  const radix = s.max - s.min + 1;
  const out = new Array<number>(s.size);
  for (let i = s.size - 1; i >= 0; i--) {
    out[i] = (index % radix) + s.min;
    index = Math.floor(index / radix);
  }
  return out;
}

/**
 * Compresses tickets to hex: each ticket is its index in the value space; the sorted indices are
 * delta-encoded as LEB128 varints. 100,000 five-digit tickets take about 200 KB of hex instead of
 * 600 KB of text, and a dense set far less.
 */
export function compressTokens(tokens: readonly (readonly number[])[], s: TextShape): string {
  const idx = tokens.map((t) => ticketIndex(t, s)).sort((a, b) => a - b);
  const bytes: number[] = [];
  let prev = 0;
  for (const v of idx) {
    let d = v - prev;
    prev = v;
    do {
      const byte = d % 128;
      d = Math.floor(d / 128);
      bytes.push(d > 0 ? byte | 128 : byte);
    } while (d > 0);
  }
  return toHex(Uint8Array.from(bytes));
}

export function decompressTokens(hex: string, s: TextShape): number[][] | undefined {
  const bytes = fromHex(hex);
  if (!bytes) return undefined;
  const out: number[][] = [];
  let prev = 0;
  let value = 0;
  let scale = 1;
  for (const b of bytes) {
    value += (b & 127) * scale;
    if (b & 128) {
      scale *= 128;
      if (scale > 2 ** 42) return undefined;
      continue;
    }
    prev += value;
    value = 0;
    scale = 1;
    out.push(ticketOf(prev, s));
    if (out.length > MAX_DANSHI_TOKENS) return undefined;
  }
  return scale === 1 && value === 0 ? out : undefined;
}

// ------------------------------------------------------------ normal lines

function formatTokens(tokens: readonly (readonly number[])[], s: TextShape): string {
  return tokens.map((t) => (s.width === 1 ? t.join('') : t.map((v) => String(v).padStart(2, '0')).join(' '))).join(',');
}

function parseTokens(b: string, s: TextShape): number[][] | undefined {
  if (b === '') return [];
  const out: number[][] = [];
  for (const tok of b.split(',')) {
    const nums = s.width === 1 ? (/^\d+$/.test(tok) ? Array.from(tok, Number) : undefined) : /^\d{2}( \d{2})*$/.test(tok) ? tok.split(' ').map(Number) : undefined;
    if (!nums) return undefined;
    out.push(nums);
  }
  return out;
}

export interface BuildLineInput {
  readonly play: Play;
  readonly selection: Selection;
  readonly mode: MoneyMode;
  readonly multiple: number;
  readonly lineNo: number;
}

/** Builds a wire line (web side). The selection should be valid; c is the engine's count. */
export function buildBetLine(input: BuildLineInput): WireBetLine {
  const { play, selection } = input;
  const text = play.shape.text;
  let b: string;
  let z: 0 | 1 = 0;
  if (play.shape.kind === 'text' && text) {
    const tokens = selection.tokens ?? [];
    if (tokens.length >= COMPRESS_MIN_TOKENS) {
      b = compressTokens(tokens, text);
      z = 1;
    } else b = formatTokens(tokens, text);
  } else b = selection.rows.map((r) => r.join(',')).join('|');
  const line: WireBetLine = {
    b,
    c: play.countBets(selection),
    m: input.mode,
    t: input.multiple,
    n: input.lineNo,
    i: play.id,
    p: (selection.positions ?? []).join(','),
  };
  return z ? { ...line, z } : line;
}

const INT = /^\d{1,9}$/;
const asInt = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && INT.test(v) ? Number(v) : undefined;

/**
 * Parses and validates a wire line (server side): every field, the play, the selection against the
 * play's rules, and c against the engine's own count.
 */
export function parseBetLine(
  raw: Readonly<Record<string, unknown>>,
  findPlay: (id: number) => Play | undefined,
): { ok: true; line: BetLine } | { ok: false; code: WireCode; lineNo?: number } {
  const c = asInt(raw.c);
  const m = asInt(raw.m);
  const t = asInt(raw.t);
  const n = asInt(raw.n);
  const i = asInt(raw.i);
  const b = raw.b;
  const p = raw.p ?? '';
  const z = raw.z === undefined ? 0 : asInt(raw.z);
  if (c === undefined || m === undefined || t === undefined || n === undefined || i === undefined || typeof b !== 'string' || typeof p !== 'string' || (z !== 0 && z !== 1))
    return { ok: false, code: 'LINE_FORMAT' };
  const fail = (code: WireCode) => ({ ok: false as const, code, lineNo: n });
  if (b.length > MAX_BALLS_CHARS) return fail('BALLS_TOO_LONG');
  const play = findPlay(i);
  if (!play) return fail('PLAY_UNKNOWN');
  if (!isMoneyMode(m)) return fail('MONEY_MODE_INVALID');
  if (t < 1 || t > MAX_MULTIPLE) return fail('MULTIPLE_OUT_OF_RANGE');
  if (!/^(\d{1,2}(,\d{1,2})*)?$/.test(p)) return fail('LINE_FORMAT');
  const positions = p === '' ? undefined : p.split(',').map(Number);
  let selection: Selection;
  const text = play.shape.text;
  if (play.shape.kind === 'text' && text) {
    const tokens = z === 1 ? decompressTokens(b, text) : parseTokens(b, text);
    if (!tokens) return fail('LINE_FORMAT');
    selection = { rows: [], tokens };
  } else {
    if (z === 1 || !/^[\d,|]*$/.test(b)) return fail('LINE_FORMAT');
    const rows = b.split('|').map((r) => (r === '' ? [] : r.split(',').map(Number)));
    if (rows.some((r) => r.some((v) => !Number.isInteger(v)))) return fail('LINE_FORMAT');
    selection = { rows };
  }
  if (positions) {
    if (!play.shape.positions) return fail('LINE_FORMAT');
    selection = { ...selection, positions };
  }
  const v = play.validate(selection);
  if (!v.ok) return fail(v.code);
  const bets = play.countBets(selection);
  if (bets !== c) return fail('BET_COUNT_MISMATCH');
  return { ok: true, line: { play, selection, mode: m, multiple: t, bets, lineNo: n } };
}

// ------------------------------------------------------------ double (credit) lines

/** One option of a credit play, addressed by playItemId = play id × 10,000 + row × 100 + option. */
export interface CreditItem {
  readonly playItemId: number;
  readonly play: Play;
  readonly row: number;
  readonly option: number;
  /** i18n key of the option (playItemName). */
  readonly nameKey: string;
}

/**
 * A credit play whose bet is a set of numbers rather than one option (KL8 选号): its double line
 * carries the numbers in `content` ("3,15,42") and playItemId = play id × 10,000.
 */
export function isPickCredit(play: Play): boolean {
  return play.market === 'credit' && play.shape.rows.length === 1 && (play.shape.rows[0]?.minPicks ?? 0) > 0;
}

export function creditItems(play: Play): CreditItem[] {
  if (play.market !== 'credit') return [];
  if (isPickCredit(play)) return [{ playItemId: play.id * 10000, play, row: 0, option: 0, nameKey: play.nameKey }];
  return play.shape.rows.flatMap((r, row) =>
    r.values.map((option, oi) => ({
      playItemId: play.id * 10000 + row * 100 + option,
      play,
      row,
      option,
      nameKey: r.valueKeys?.[oi] ?? '',
    })),
  );
}

/**
 * Decimal odds (thousandths, stake included) one winning bet of a two-sided item pays at best: an
 * option its own level's odds (the lottery's override first); a number pick the best of its levels
 * (lô: a hit; 单骰: the face three times). 0 when the play has no such level.
 */
export function creditItemOdds(item: CreditItem, overrides: Readonly<Record<string, number>> = {}): number {
  const oddsOf = (key: string): number => {
    const level = item.play.levels.find((l) => l.key === key);
    return overrides[key] ?? (level?.payout.kind === 'odds' ? level.payout.oddsThousandths : 0);
  };
  if (isPickCredit(item.play)) return Math.max(0, ...item.play.levels.map((l) => oddsOf(l.key)));
  const row = item.play.shape.rows[item.row];
  const at = row ? row.values.indexOf(item.option) : -1;
  const key =
    row?.valueLevels?.[at] ??
    item.play.levels.find((l) => l.nameKey === item.nameKey)?.key ??
    (item.play.levels.length === 1 ? item.play.levels[0]?.key : undefined);
  return key === undefined ? 0 : oddsOf(key);
}

export interface WireDoubleLine {
  readonly playItemId: number;
  /** Amount per bet, decimal text in currency units ("10", "2.5"). */
  readonly betAmount: string;
  readonly betCount: number;
  readonly content: string;
}

export interface DoubleLine {
  readonly item: CreditItem;
  /** Amount per bet. */
  readonly amountMilli: Milli;
  /** Bets on the line: 1 for an option, the play's own count for a number pick (lô on n numbers: n × prizes). */
  readonly bets: number;
  /** The selection of the credit play holding just this option (settle it with the play). */
  readonly selection: Selection;
}

/**
 * Bets on a two-sided line: one for an option; for a number pick, whatever the play counts for the
 * picks (xiên on n numbers C(n,k), lô on n numbers n × the prizes it is matched against, linked
 * plays their combinations). The charge is this count × the amount per bet.
 */
export function doubleLineBets(play: Play, selection: Selection): number {
  return isPickCredit(play) ? play.countBets(selection) : 1;
}

/** `numbers`: the picked numbers of a pick credit play (KL8 选号); ignored for option boards. */
export function buildDoubleLine(item: CreditItem, amountMilli: Milli, numbers?: readonly number[]): WireDoubleLine {
  const pick = isPickCredit(item.play);
  const content = pick ? (numbers ?? []).join(',') : item.nameKey;
  const betCount = pick ? doubleLineBets(item.play, { rows: [[...(numbers ?? [])]] }) : 1;
  return { playItemId: item.playItemId, betAmount: formatMoney(amountMilli, 3), betCount, content };
}

export function parseDoubleLine(
  raw: Readonly<Record<string, unknown>>,
  findPlay: (id: number) => Play | undefined,
  limits: { minMilli: Milli; maxMilli: Milli },
): { ok: true; line: DoubleLine } | { ok: false; code: WireCode } {
  const id = asInt(raw.playItemId);
  const count = asInt(raw.betCount);
  if (id === undefined || count === undefined || typeof raw.betAmount !== 'string') return { ok: false, code: 'LINE_FORMAT' };
  const play = findPlay(Math.floor(id / 10000));
  const row = Math.floor((id % 10000) / 100);
  const option = id % 100;
  const pick = play !== undefined && isPickCredit(play);
  const shapeRow = play?.market === 'credit' ? play.shape.rows[row] : undefined;
  if (!play || !shapeRow || (pick ? id % 10000 !== 0 : !shapeRow.values.includes(option))) return { ok: false, code: 'ITEM_UNKNOWN' };
  const amount = parseMoney(raw.betAmount);
  if (!amount.ok || amount.milli < limits.minMilli || amount.milli > limits.maxMilli || amount.milli <= 0n)
    return { ok: false, code: 'AMOUNT_INVALID' };
  if (pick) {
    // The row's own bounds decide: as many numbers as it allows, as wide as its largest value
    // (Vietnamese lô 3/4 số and càng pick up to 100 numbers of 000–9999); the play's validation
    // then reports too many or repeated numbers. Length is bounded before splitting.
    const content = typeof raw.content === 'string' ? raw.content : '';
    const width = String(Math.max(...shapeRow.values)).length;
    if (content.length === 0 || content.length > 2 * shapeRow.maxPicks * (width + 1)) return { ok: false, code: 'LINE_FORMAT' };
    const tokens = content.split(',');
    if (!tokens.every((t) => t.length > 0 && t.length <= width && /^\d+$/.test(t))) return { ok: false, code: 'LINE_FORMAT' };
    const selection = { rows: [tokens.map(Number)] };
    const v = play.validate(selection);
    if (!v.ok) return { ok: false, code: v.code };
    // The client's count is checked, never trusted: the charge is the engine's count × amount.
    const bets = doubleLineBets(play, selection);
    if (count !== bets) return { ok: false, code: 'BET_COUNT_MISMATCH' };
    return { ok: true, line: { item: creditItems(play)[0] as CreditItem, amountMilli: amount.milli, bets, selection } };
  }
  // One option is one bet; a board whose bet needs more than one option (banker and drag rows) is
  // not a two-sided item.
  const selection = { rows: play.shape.rows.map((_, i) => (i === row ? [option] : [])) };
  if (!play.validate(selection).ok || play.countBets(selection) !== 1) return { ok: false, code: 'ITEM_UNKNOWN' };
  if (count !== 1) return { ok: false, code: 'BET_COUNT_MISMATCH' };
  const item = creditItems(play).find((it) => it.playItemId === id) as CreditItem;
  return { ok: true, line: { item, amountMilli: amount.milli, bets: 1, selection } };
}
