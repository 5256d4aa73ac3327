import { z } from 'zod';
import { idUpTo } from './ids.ts';

/**
 * Notices and promotions (docs/product.md §7 "Activities": notice/list, activity/list, activity/offLine/list)
 * and the operators' console calls that write them (audited).
 */
export { contentPaths } from './content-paths.ts';

export const consoleContentPaths = {
  notices: '/api/console/notices',
  notice: '/api/console/notices/:id',
  noticeUnpublish: '/api/console/notices/:id/unpublish',
  activities: '/api/console/activities',
  activity: '/api/console/activities/:id',
  activityUnpublish: '/api/console/activities/:id/unpublish',
} as const;

/** Content languages: the product's four (docs/product.md §9). */
export const CONTENT_LANGS = ['vi', 'zh', 'en', 'id'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** Limits: titles 200, summaries 500, bodies 5,000 characters; pages of at most 20 items. */
export const CONTENT_LIMITS = { title: 200, summary: 500, body: 5000, url: 500, pageSize: 20, maxPage: 1000 } as const;

const page = z.coerce.number().int().min(1).max(CONTENT_LIMITS.maxPage).default(1);
const size = z.coerce.number().int().min(1).max(CONTENT_LIMITS.pageSize).default(10);

export const contentListQuery = z.object({
  page,
  size,
  /** The site's host (as for common/config); the request's host when absent. */
  serviceName: z.string().max(253).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;

export const consoleContentListQuery = z.object({
  page,
  size,
  host: z.string().max(253).optional(),
});

export const contentIdParams = z.object({ id: idUpTo(Number.MAX_SAFE_INTEGER, 'content.notFound') });

const hostField = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(\*|[a-z0-9.-]+)$/, 'content.hostInvalid');
const title = z.string('content.titleRequired').trim().min(1, 'content.titleRequired').max(CONTENT_LIMITS.title, 'content.titleTooLong');
const body = z.string().trim().max(CONTENT_LIMITS.body, 'content.bodyTooLong');
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);
const sortOrder = z.coerce.number().int().min(-1000).max(1000);
/** Image links: a site path (/web/…) or an https address. */
export const contentImageUrl = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.url, 'content.imageInvalid')
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)?$/, 'content.imageInvalid');
/** Instants as ISO 8601 text or epoch milliseconds. */
const instant = z.union([z.string().max(40), z.number()]).transform((v, ctx) => {
  const d = typeof v === 'number' || /^\d+$/.test(v) ? new Date(Number(v)) : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'content.dateInvalid' });
    return z.NEVER;
  }
  return d;
});

/** One language's text of a notice or promotion (issue #13: operators write each language). */
export const contentTranslationView = z.object({ title: z.string(), body: z.string(), summary: z.string().optional() });
export type ContentTranslation = z.infer<typeof contentTranslationView>;
/** The other languages' texts beside the row's own `lang`; readers of a missing one get the site's default language. */
export type ContentTranslations = Partial<Record<ContentLang, ContentTranslation>>;

const translation = z.object({
  title,
  body: body.default(''),
  summary: z.string().trim().max(CONTENT_LIMITS.summary, 'content.summaryTooLong').default(''),
});
/** Form-encoded as `translations.en.title=…&translations.en.body=…` (dotted keys, docs/product.md §7). */
const translations = z
  .object({ vi: translation, zh: translation, en: translation, id: translation })
  .partial()
  .transform((v): ContentTranslations => v);

/** Fields as written (no defaults: an update changes only what it names). */
const noticeFields = {
  host: hostField,
  lang: z.enum(CONTENT_LANGS),
  title,
  body,
  sortOrder,
  published: flag,
  translations,
};

export const noticeCreateRequest = z.object({
  ...noticeFields,
  host: hostField.default('*'),
  lang: noticeFields.lang.default('vi'),
  body: body.default(''),
  sortOrder: sortOrder.default(0),
  published: flag.default(true),
  translations: translations.default({}),
});
export type NoticeCreateRequest = z.infer<typeof noticeCreateRequest>;
export const noticeUpdateRequest = z.object(noticeFields).partial();
export type NoticeUpdateRequest = z.infer<typeof noticeUpdateRequest>;

/**
 * The rule a promotion card offers (issue #27): 'deposit:<id>' (a deposit promotion), 'sign' (the
 * daily sign-in draw), 'invite' (the invite draw), 'vip' (VIP bonuses); empty for a text-only card.
 */
export const ACTIVITY_RULE_KINDS = ['deposit', 'sign', 'invite', 'vip'] as const;
export type ActivityRuleKind = (typeof ACTIVITY_RULE_KINDS)[number];
export const activityRuleField = z
  .string()
  .trim()
  .regex(/^(|sign|invite|vip|deposit:\d{1,18})$/, 'content.ruleInvalid');

const activityFields = {
  ...noticeFields,
  rule: activityRuleField,
  summary: z.string().trim().max(CONTENT_LIMITS.summary, 'content.summaryTooLong'),
  imageUrl: contentImageUrl,
  startAt: instant,
  /** Empty text: open-ended. */
  endAt: z.union([instant, z.literal('')]),
};
const endAfterStart = (v: { startAt?: Date; endAt?: Date | '' }) => !v.startAt || !v.endAt || v.endAt > v.startAt;

export const activityCreateRequest = z
  .object({
    ...activityFields,
    host: hostField.default('*'),
    lang: activityFields.lang.default('vi'),
    summary: activityFields.summary.default(''),
    body: body.default(''),
    imageUrl: contentImageUrl.default(''),
    rule: activityRuleField.default(''),
    endAt: activityFields.endAt.optional(),
    sortOrder: sortOrder.default(0),
    published: flag.default(true),
    translations: translations.default({}),
  })
  .refine(endAfterStart, { message: 'content.endBeforeStart', path: ['endAt'] });
export type ActivityCreateRequest = z.infer<typeof activityCreateRequest>;
export const activityUpdateRequest = z
  .object(activityFields)
  .partial()
  .refine(endAfterStart, { message: 'content.endBeforeStart', path: ['endAt'] });
export type ActivityUpdateRequest = z.infer<typeof activityUpdateRequest>;

export const noticeView = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  lang: z.string(),
  /** ISO time of the last edit (when members saw it change). */
  time: z.string(),
});
export type NoticeView = z.infer<typeof noticeView>;

export const activityView = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  imageUrl: z.string(),
  lang: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /**
   * What pays the offer: 'deposit', 'sign', 'invite' or 'vip' (issue #27); null for a text-only
   * card, which is a notice and not an offer. A deposit card's dates and summary are its rule's.
   */
  ruleKind: z.enum(ACTIVITY_RULE_KINDS).nullable(),
});
export type ActivityView = z.infer<typeof activityView>;

export interface ContentPage<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** What the console sees: the member view plus host, status and order. */
const consoleFields = {
  host: z.string(),
  status: z.number(),
  sortOrder: z.number(),
  translations: z.partialRecord(z.enum(CONTENT_LANGS), contentTranslationView),
};
export const consoleNoticeView = noticeView.extend(consoleFields);
export type ConsoleNoticeView = z.infer<typeof consoleNoticeView>;
export const consoleActivityView = activityView.extend({
  ...consoleFields,
  /** As written in the rule field: 'deposit:<id>', 'sign', 'invite', 'vip' or ''. Its summary is as written; members of a deposit card read the rule's figures instead. */
  rule: z.string(),
});
export type ConsoleActivityView = z.infer<typeof consoleActivityView>;
