/**
 * Every response is `{code, msg, data}`; code 0 is success (docs/product.md §7). Non-zero codes are stable
 * numbers clients can branch on; `msg` is already translated into the request's language.
 */
export const ResultCode = {
  OK: 0,
  /** Validation failure of a request's fields. */
  VALIDATION: 1001,
  /** A business rule refused the request; the msg says which. */
  REJECTED: 1002,
  /**
   * A request id (`requestId`, `key` or the Idempotency-Key header) already used for a request
   * with other parameters: refused, nothing done; the first request's result stands (issue #26).
   */
  REQUEST_KEY_REUSED: 1003,
  /** The balance cannot pay (a bet, a withdrawal, a transfer): clients offer the way to deposit. */
  BALANCE_INSUFFICIENT: 1004,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

export type Envelope<T> = { code: number; msg: string; data: T };

/* The envelope's zod schemas are in envelope-schemas.ts: this module stays without zod, for the first page. */

export function isSuccess<T>(e: Envelope<T>): boolean {
  return e.code === ResultCode.OK;
}
