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

/** The first segment of a form key (`a.b`, `a[b]`) or of a nested object's keys that names a prototype property. */
export function prototypeKeyIn(value: unknown, depth = 0): string | undefined {
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    // A query's keys arrive unparsed (`__proto__.x`, `a[constructor]`): each segment counts.
    const segment = key.split(/[.[\]]/).find((s) => PROTOTYPE_KEYS.has(s));
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

/**
 * Form-encoded bodies, including the dotted-key form of docs/product.md §7 (`list.0.playId=3` and
 * `list[0].playId=3` both give `{list: [{playId: '3'}]}`). Bounded: 1,000 keys, depth 5,
 * arrays up to 1,000 items, indexes kept as sent.
 */
export function parseForm(body: string): Record<string, unknown> {
  // qs drops a key naming a prototype property silently: such a key is refused like any bad field.
  for (const key of formKeys(body)) {
    const segment = key.split(/[.[\]]/).find((s) => PROTOTYPE_KEYS.has(s));
    if (segment) throw prototypeKeyError(segment);
  }
  // Sparse indexes stay sparse (`list.999.x` alone is not a one-item list): the holes fail validation.
  return qs.parse(body, { allowDots: true, depth: 5, parameterLimit: 1000, arrayLimit: 1000, allowSparse: true });
}

export async function formsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { parser: parseForm, bodyLimit: 1024 * 1024 });
}
