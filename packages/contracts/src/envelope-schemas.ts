import { z } from 'zod';
import { ResultCode } from './envelope.ts';

/**
 * The envelope's zod schemas, apart from envelope.ts: the member site's first page uses the
 * result codes and the client, and must not carry zod (see lottery-paths.ts).
 */
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
