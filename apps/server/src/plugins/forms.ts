import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import qs from 'qs';
import { ResultCode } from '@lotus/contracts';
import { AppError } from '../lib/errors.ts';

/** Names that reach an object's prototype: a key naming one is refused, never dropped (issue #26). */
export const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The invalid-data refusal of a key that names a prototype property. */
export const prototypeKeyError = (key: string) =>
  new AppError(ResultCode.VALIDATION, 'errors.validation', { detail: key.slice(0, 64) }, 400);

/** A key of one segment: no dot or bracket. */
const ONE_SEGMENT = /^[^.[\]]*$/;

/** The first segment of a form key (`a.b`, `a[b]`) or of a nested object's keys that names a prototype property. */
export function prototypeKeyIn(value: unknown, depth = 0): string | undefined {
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    // A query's keys arrive unparsed (`__proto__.x`, `a[constructor]`): each segment counts.
    const segment = ONE_SEGMENT.test(key) ? (PROTOTYPE_KEYS.has(key) ? key : undefined) : key.split(/[.[\]]/).find((s) => PROTOTYPE_KEYS.has(s));
    if (segment) return segment;
    const inner = prototypeKeyIn((value as Record<string, unknown>)[key], depth + 1);
    if (inner) return inner;
  }
  return undefined;
}

function formKeys(body: string): string[] {
  return body.split('&').map((pair) => {
    const raw = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  });
}

/** Most parameters read from a form (qs's parameterLimit below). */
const PARAMETER_LIMIT = 1000;
/** A key qs keeps as it is: letters, digits and underscores only (no dot, bracket, escape or `+`). */
const FLAT_KEY = /^\w+$/;
const hasOwn = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** qs's decoding of a value: `+` is a space, then percent-escapes; a malformed escape keeps the text as it is. */
function decodeValue(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The usual form, every key flat (`tid=…&bd=…`), read without qs: the object qs.parse gives
 * for it with parseForm's options (escaped brackets turned into brackets first, as qs does, then
 * each value decoded as qs decodes it). null for any other form, which qs reads: a key with a
 * dot, a bracket, an escape or a `+`, a key given twice, a key of Object.prototype's (qs drops
 * those) or a prototype key (refused), a part holding `]=` (qs splits it there), past the
 * parameter limit. forms.test.ts holds both readings equal over generated forms.
 */
export function flatForm(body: string): Record<string, string> | null {
  const text = body.includes('%') ? body.replace(/%5B/gi, '[').replace(/%5D/gi, ']') : body;
  const parts = text.split('&');
  if (parts.length > PARAMETER_LIMIT) return null;
  const out: Record<string, string> = {};
  for (const part of parts) {
    if (part.includes(']=')) return null;
    const at = part.indexOf('=');
    const key = at === -1 ? part : part.slice(0, at);
    if (!FLAT_KEY.test(key) || PROTOTYPE_KEYS.has(key) || hasOwn(Object.prototype, key) || hasOwn(out, key)) return null;
    out[key] = at === -1 ? '' : decodeValue(part.slice(at + 1));
  }
  return out;
}

/**
 * Form-encoded bodies, including the dotted-key form of docs/product.md §7 (`list.0.playId=3` and
 * `list[0].playId=3` both give `{list: [{playId: '3'}]}`). Bounded: 1,000 keys, depth 5,
 * arrays up to 1,000 items, indexes kept as sent.
 */
export function parseForm(body: string): Record<string, unknown> {
  return flatForm(body) ?? qsForm(body);
}

/** Any form, through qs (parseForm's reading of a form that is not flat). */
export function qsForm(body: string): Record<string, unknown> {
  // qs drops a key naming a prototype property silently: such a key is refused like any bad field.
  for (const key of formKeys(body)) {
    const segment = key.split(/[.[\]]/).find((s) => PROTOTYPE_KEYS.has(s));
    if (segment) throw prototypeKeyError(segment);
  }
  // Sparse indexes stay sparse (`list.999.x` alone is not a one-item list): the holes fail validation.
  return qs.parse(body, { allowDots: true, depth: 5, parameterLimit: PARAMETER_LIMIT, arrayLimit: 1000, allowSparse: true });
}

export async function formsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { parser: parseForm, bodyLimit: 1024 * 1024 });
}
