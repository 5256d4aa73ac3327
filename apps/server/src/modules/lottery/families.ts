import * as engine from '@lotus/engine';
import type { Family, Play } from '@lotus/engine';

/**
 * The engine's families by code, found among the engine's exports (families land in the engine
 * progressively; a lottery whose family is not there yet is listed but never sells or draws).
 */
export type AnyFamily = Family<readonly (number | string)[]>;
export type AnyPlay = Play<readonly (number | string)[]>;

function isFamily(v: unknown): v is AnyFamily {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Partial<AnyFamily>;
  return typeof f.code === 'string' && typeof f.deriveDraw === 'function' && Array.isArray(f.plays) && Array.isArray(f.catalogs);
}

type Exported = Record<string, unknown>;
const exported = engine as unknown as Exported;

function call(name: string, ...args: unknown[]): AnyFamily | undefined {
  const fn = exported[name];
  if (typeof fn !== 'function') return undefined;
  const f: unknown = (fn as (...a: unknown[]) => unknown)(...args);
  return isFamily(f) ? f : undefined;
}

/** Mark Six attributes (zodiac, element) follow the lunar year of the draw date (engine lhc/attributes.ts). */
function lunarYearAt(at: Date): number {
  const fn = exported.lunarYearOf;
  if (typeof fn === 'function') {
    const year = (fn as (y: number, m: number, d: number) => number | null)(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
    if (year !== null) return year;
  }
  return at.getUTCFullYear();
}

const lhcByYear = new Map<number, AnyFamily | undefined>();
function lhcFor(at: Date): AnyFamily | undefined {
  const year = lunarYearAt(at);
  if (!lhcByYear.has(year)) {
    const tables = typeof exported.computedTables === 'function' ? (exported.computedTables as (y: number) => unknown)(year) : undefined;
    lhcByYear.set(year, tables ? call('createLhcFamily', tables) : undefined);
  }
  return lhcByYear.get(year);
}

function collect(): Map<string, AnyFamily> {
  const out = new Map<string, AnyFamily>();
  const add = (f: AnyFamily | undefined) => {
    if (f && !out.has(f.code)) out.set(f.code, f);
  };
  for (const v of Object.values(exported)) if (isFamily(v)) add(v);
  // Families the engine builds with factories.
  for (const region of ['mb', 'mn', 'mt']) add(call('createVnFamily', region));
  add(call('createFpcFamily'));
  add(call('createDiceFamily'));
  // The catalogue of Mark Six is the same every year; settlement takes the draw date's tables.
  add(lhcFor(new Date(Date.UTC(2026, 5, 1))));
  return out;
}

const FAMILIES = collect();
const PLAYS = new Map<number, { play: AnyPlay; family: AnyFamily }>();
for (const family of FAMILIES.values()) for (const play of family.plays) PLAYS.set(play.id, { play, family });

/** The family of `code`; `at` (a draw date) picks the year tables of families that have them. */
export function familyOf(code: string, at?: Date): AnyFamily | undefined {
  if (code === 'lhc' && at) return lhcFor(at) ?? FAMILIES.get(code);
  return FAMILIES.get(code);
}

export function playOf(playId: number): { play: AnyPlay; family: AnyFamily } | undefined {
  return PLAYS.get(playId);
}

export function availableFamilies(): string[] {
  return [...FAMILIES.keys()].sort();
}

/** Whether a family's draws are numbers (most) or digit strings (Vietnamese prize numbers). */
export function drawsAreStrings(family: AnyFamily): boolean {
  return typeof family.deriveDraw(new Uint8Array(32))[0] === 'string';
}

/** The spec's "code": the draw's numbers separated by spaces. */
export function formatDraw(draw: readonly (number | string)[]): string {
  return draw.join(' ');
}

/** Parses a space- or comma-separated result into the family's draw, or undefined if invalid. */
export function parseDraw(family: AnyFamily, text: string): readonly (number | string)[] | undefined {
  const parts = text.trim().split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 100) return undefined;
  if (!parts.every((p) => /^\d{1,6}$/.test(p))) return undefined;
  const draw = drawsAreStrings(family) ? parts : parts.map(Number);
  return family.isValidDraw(draw) ? draw : undefined;
}

/**
 * Why `text` is not a draw of `family`, in words an operator can act on (issue #27): a part that
 * is not a number, the wrong count of numbers, a number out of range (or with the wrong count of
 * digits, for Vietnamese prizes), a repeated number where they are distinct. Null when it is one.
 */
export function explainDraw(family: AnyFamily, text: string): { key: string; params: Record<string, string | number> } | null {
  const parts = text.trim().split(/[\s,]+/).filter(Boolean);
  const { length, min, max, distinct } = family.draw;
  const odd = parts.find((p) => !/^\d{1,6}$/.test(p));
  if (odd !== undefined) return { key: 'lottery.resultNotNumber', params: { value: odd.slice(0, 12) } };
  if (parts.length !== length) return { key: 'lottery.resultCount', params: { expected: length, got: parts.length } };
  if (drawsAreStrings(family)) {
    const widths = (family.deriveDraw(new Uint8Array(32)) as readonly (number | string)[]).map((s) => String(s).length);
    const i = parts.findIndex((p, k) => p.length !== widths[k]);
    if (i >= 0) return { key: 'lottery.resultDigits', params: { position: i + 1, digits: widths[i] ?? 0, value: parts[i]! } };
  } else {
    const numbers = parts.map(Number);
    const out = numbers.find((n) => n < min || n > max);
    if (out !== undefined) return { key: 'lottery.resultRange', params: { value: out, min, max } };
    const seen = new Set<number>();
    const again = distinct ? numbers.find((n) => (seen.has(n) ? true : (seen.add(n), false))) : undefined;
    if (again !== undefined) return { key: 'lottery.resultRepeated', params: { value: again } };
  }
  return parseDraw(family, text) ? null : { key: 'lottery.resultInvalid', params: {} };
}
