/**
 * One way to read a page of a list (issue #29): every list route applies the page's window to its
 * query here, and nowhere else. Page numbers start at 1; the size is the route's
 * schema-bounded size (every list is paged and bounded, docs/product.md §5).
 */
export type PageRequest = { readonly page: number; readonly size: number };

/** A query the page's window can be applied to (a Drizzle select, before or after `$dynamic()`). */
export interface Pageable<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/** The rows a page skips. */
export const pageOffset = (q: PageRequest): number => (Math.max(1, Math.trunc(q.page)) - 1) * q.size;

/** `query` at the page's window: the one place a list's rows are limited and offset. */
export function paged<R>(query: Pageable<R>, q: PageRequest): PromiseLike<R[]> {
  return query.limit(q.size).offset(pageOffset(q));
}
