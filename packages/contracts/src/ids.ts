import { z } from 'zod';

/** The largest value of PostgreSQL's bigint (int8), the type of the database's ids: 2^63 − 1. */
export const MAX_ID = 9223372036854775807n;

/**
 * The one schema of an id a client sends (issue #26): in a body, a query or a path, as digits (or
 * a JSON number), a positive integer of at most 2^63 − 1. Anything else (0, negative, a fraction,
 * 2^63 and past, text) is refused with the usual invalid-data message naming the field, before a
 * handler or the database sees it. The value is a bigint. Every route's id-like field (`id`,
 * `…Id`, `…Ids`, `:id`) is built on this one schema; a test walks the route table for it.
 */
export const idSchema = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,19}$/)
  .refine((s) => /^\d{1,19}$/.test(s) && BigInt(s) >= 1n && BigInt(s) <= MAX_ID)
  .transform((s) => BigInt(s))
  .meta({ description: 'An id: a positive integer of at most 9223372036854775807 (2^63 − 1), as digits.' });

/**
 * An id of a table keyed by a smaller integer (a lottery, a play, a channel), or read as a number
 * by its handler: the id schema first (so past 2^63 − 1 it is invalid data like any id), then at
 * most `max`; a larger id names nothing, refused with `tooLarge` (a "not found" key) when given.
 */
export const idUpTo = (max: number, tooLarge?: string) =>
  idSchema.pipe(
    z
      .bigint()
      .max(BigInt(max), tooLarge)
      .transform((n) => Number(n)),
  );

/**
 * Ids as a comma-separated list (`ids=3,5,8`), each one through the id schema (spaces and empty
 * entries ignored, duplicates dropped): between 1 and `maxItems` ids, at most `maxChars` of text.
 */
export const idList = (maxItems: number, maxChars: number, message?: string) =>
  z
    .string(message)
    .max(maxChars, message)
    .transform((s): unknown[] => s.split(',').map((p) => p.trim()).filter(Boolean))
    .pipe(z.array(idSchema).min(1, message).max(maxItems, message))
    .transform((ids) => [...new Set(ids)]);
