import { z } from 'zod';
import { idList } from './ids.ts';
import { ticketIdSchema } from './lottery.ts';

/**
 * Missed-number (omission) reminders (docs/product.md §7 member area: `front/omit/save/{1|2}`, `omit
 * delete`; shapes "not shown", designed here). A member keeps, per lottery, a threshold of
 * missed issues:
 * - kind 1 (numbers): a number not drawn at a position for `threshold` issues in a row;
 * - kind 2 (two-sided): big, small, odd or even not seen at a position for `threshold` issues.
 * The server answers `omit/hits` with every cell at or over the threshold in the last 100 draws
 * and pushes a long-dragon-family event (type 3, `data.kind = 'omit'`) on the member's unicast
 * topic when a draw makes a cell reach its threshold.
 */
export const omitPaths = {
  save: '/sk/botanic/member/front/omit/save/:kind',
  delete: '/sk/botanic/member/front/omit/delete',
  list: '/sk/botanic/member/front/omit/list',
  hits: '/sk/botanic/member/front/omit/hits',
} as const;

export const OmitKind = { NUMBER: 1, TWO_SIDED: 2 } as const;
export type OmitKindValue = (typeof OmitKind)[keyof typeof OmitKind];

/** Reminders a member may keep (one per lottery and kind). */
export const MAX_OMIT_REMINDERS = 50;
/** Misses are counted over the last 100 draws (docs/product.md §9 history window), so 100 is the top. */
export const OMIT_THRESHOLD_MIN = 2;
export const OMIT_THRESHOLD_MAX = 100;
/** Positions a reminder can name (PK10 has the most: 10). */
const MAX_POSITION = 9;

export const omitKindParams = z.object({
  kind: z.coerce.number('omit.kindInvalid').int('omit.kindInvalid').min(1, 'omit.kindInvalid').max(2, 'omit.kindInvalid'),
});

const positionsText = z
  .string()
  .max(40, 'omit.positionsInvalid')
  .default('')
  .transform((s, ctx) => {
    const parts = s.split(',').map((p) => p.trim()).filter(Boolean);
    const out = new Set<number>();
    for (const p of parts) {
      const n = /^\d{1,2}$/.test(p) ? Number(p) : NaN;
      if (!(n >= 0 && n <= MAX_POSITION)) {
        ctx.addIssue({ code: 'custom', message: 'omit.positionsInvalid' });
        return z.NEVER;
      }
      out.add(n);
    }
    return [...out].sort((a, b) => a - b);
  });

/** `positions`: 0-based draw positions, comma-separated; empty = every position. */
export const omitSaveBody = z.object({
  ticketId: ticketIdSchema,
  threshold: z.coerce
    .number('omit.thresholdInvalid')
    .int('omit.thresholdInvalid')
    .min(OMIT_THRESHOLD_MIN, 'omit.thresholdInvalid')
    .max(OMIT_THRESHOLD_MAX, 'omit.thresholdInvalid'),
  positions: positionsText,
});
export type TOmitSaveBody = z.infer<typeof omitSaveBody>;

/** `ids`: the reminders to delete, comma-separated (at most MAX_OMIT_REMINDERS). */
export const omitDeleteBody = z.object({
  ids: idList(MAX_OMIT_REMINDERS, 1000, 'omit.idsInvalid'),
});

export const omitListQuery = z.object({
  ticketId: ticketIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_OMIT_REMINDERS).default(20),
});

export const omitHitsQuery = z.object({ ticketId: ticketIdSchema.optional() });

export const omitReminder = z.object({
  id: z.string(),
  ticketId: z.number(),
  lottery: z.string(),
  kind: z.union([z.literal(1), z.literal(2)]),
  threshold: z.number(),
  /** Empty: every position. */
  positions: z.array(z.number()),
  updatedAt: z.number(),
});
export type OmitReminder = z.infer<typeof omitReminder>;

export const omitReminderPage = z.object({
  list: z.array(omitReminder),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type OmitReminderPage = z.infer<typeof omitReminderPage>;

/** One position's number (kind 1) or side (kind 2, 'big' | 'small' | 'odd' | 'even') and its current miss. */
export const omitCell = z.object({
  /** 0-based draw position; -1 = anywhere in the draw (Happy 8, Mark Six numbers). */
  position: z.number(),
  item: z.union([z.string(), z.number()]),
  miss: z.number(),
});
export type OmitCell = z.infer<typeof omitCell>;

export const omitHits = z.object({
  id: z.string(),
  ticketId: z.number(),
  lottery: z.string(),
  kind: z.union([z.literal(1), z.literal(2)]),
  threshold: z.number(),
  /** The newest drawn issue the misses are counted to ('' before any draw). */
  issue: z.string(),
  /** Cells at or over the threshold, longest miss first (at most 100). */
  cells: z.array(omitCell),
});
export type OmitHits = z.infer<typeof omitHits>;
