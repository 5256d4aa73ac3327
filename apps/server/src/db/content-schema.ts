import { sql } from 'drizzle-orm';
import { bigserial, bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ContentTranslations } from '@lotus/contracts';

/**
 * Site content operators write (docs/product.md §1 "notices, announcements", §7 notice/list, activity/list):
 * each row belongs to a host ('*' = every site, like the platform configuration) and is written
 * in its `lang` and, in `translations`, in the other languages (readers of a language nobody wrote
 * see the site's default language).
 */
const contentColumns = () => ({
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  host: varchar('host', { length: 253 }).notNull().default('*'),
  lang: varchar('lang', { length: 8 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  body: text('body').notNull(),
  /**
   * The same notice in the other languages ({ en: { title, body, summary } , … }): one row serves
   * every reader, and a language nobody wrote reads in the site's default language (issue #13).
   */
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default(sql`'{}'::jsonb`),
  /** 1 published, 0 unpublished (kept for the record, never shown to members). */
  status: smallint('status').notNull().default(1),
  /** Higher first; then newest first. */
  sortOrder: integer('sort_order').notNull().default(0),
  createdBy: bigint('created_by', { mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Notices and announcements (公告): a title and a plain-text body. */
export const notices = pgTable('notices', contentColumns(), (t) => [
  index('notices_list_idx').on(t.status, t.lang, t.host, t.sortOrder, t.id),
]);

/** Promotions (活动): a card with image and summary, a body, and the period it runs. */
export const activities = pgTable(
  'activities',
  {
    ...contentColumns(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    imageUrl: varchar('image_url', { length: 500 }).notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** Open-ended when null. */
    endAt: timestamp('end_at', { withTimezone: true }),
    /**
     * The rule that pays what the card offers (issue #27): 'deposit' (with `ruleId`, a deposit
     * promotion), 'sign' (the daily sign-in draw), 'invite' (the invite draw), 'vip' (VIP bonuses);
     * null for a text-only card, which members see as a notice and which may promise no payment.
     */
    ruleKind: varchar('rule_kind', { length: 16 }),
    ruleId: bigint('rule_id', { mode: 'bigint' }),
  },
  (t) => [index('activities_list_idx').on(t.status, t.lang, t.host, t.endAt)],
);
