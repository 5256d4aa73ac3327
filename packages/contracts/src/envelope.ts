import { z } from 'zod';

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

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/**
 * A refusal: HTTP 200 for a business refusal (400 invalid data, 401, 403, 404, 429, 5xx for the
 * rest), a non-zero code and a translated msg; `data` is null, or the flags that tell the caller
 * what to add before trying again.
 */
export const refusalEnvelope = z
  .object({
    code: z.number().int().refine((c) => c !== ResultCode.OK, 'a refusal has a non-zero code'),
    msg: z.string().min(1),
    data: z
      .object({
        /** Send the one-time code (TOTP) too. */
        otpRequired: z.literal(true).optional(),
        /** Send the captcha too. */
        captchaRequired: z.literal(true).optional(),
        /** The same bet is already placed this issue: send confirm=1 to place it again. */
        duplicate: z.literal(true).optional(),
        /** A permanent exclusion: no end. */
        blockUntil: z.null().optional(),
      })
      .strict()
      .nullable(),
  })
  .strict();

/** A page of a list: `{ list, total, page, size }` (Paged<T>, ContentPage<T>). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export function isSuccess<T>(e: Envelope<T>): boolean {
  return e.code === ResultCode.OK;
}
