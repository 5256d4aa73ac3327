import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';

/**
 * `orders.created_at` within the span of `createdAts`, as constants: an update of orders found by
 * id then reads only the month partitions they are in (issue #30); by id alone it probes every
 * month's primary key. True for an empty list.
 */
export function createdWithin(createdAts: readonly Date[]): SQL {
  if (createdAts.length === 0) return sql`true`;
  let lo = createdAts[0]!.getTime();
  let hi = lo;
  for (const d of createdAts) {
    const t = d.getTime();
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  // Dates carry milliseconds, created_at microseconds: the upper bound takes the whole millisecond.
  return and(gte(orders.createdAt, new Date(lo)), lte(orders.createdAt, new Date(hi + 1)))!;
}
