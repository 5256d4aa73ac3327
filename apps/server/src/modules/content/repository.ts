import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activities, notices, promoDepositRules } from '../../db/schema.ts';
import { paged } from '../../lib/paging.ts';
import { outer } from '../../db/outer.ts';
import { rowExists } from '../../db/row-exists.ts';

export type NoticeRow = typeof notices.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type ContentTable = typeof notices | typeof activities;

export interface Paging {
  page: number;
  size: number;
}

/** Written in `lang`: as the row's own language or among its translations. */
const readableIn = (table: ContentTable, lang: string): SQL =>
  or(eq(table.lang, lang), sql`(${table.translations} -> ${lang}::text) is not null`)!;

/**
 * Published rows of the given hosts that read in one of the languages (the reader's, the site's
 * default), plus a condition (e.g. "running").
 */
export function publishedIn(table: ContentTable, hosts: string[], langs: string[], extra?: SQL): SQL {
  return and(eq(table.status, 1), or(...langs.map((l) => readableIn(table, l))), inArray(table.host, hosts), extra)!;
}

export async function pageOfNotices(db: DbOrTx, where: SQL | undefined, p: Paging) {
  const [rows, [total]] = await Promise.all([
    paged(
      db
        .select()
        .from(notices)
        .where(where)
        .orderBy(desc(notices.sortOrder), desc(notices.id)),
      p,
    ),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function pageOfActivities(db: DbOrTx, where: SQL | undefined, p: Paging, endedFirst = false) {
  const [rows, [total]] = await Promise.all([
    paged(
      db
        .select()
        .from(activities)
        .where(where)
        .orderBy(...(endedFirst ? [desc(activities.endAt)] : [desc(activities.sortOrder), desc(activities.startAt)]), desc(activities.id)),
      p,
    ),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Running at `now`: started, and not ended (open-ended when end is null). */
export const runningAt = (now: Date): SQL => and(lte(activities.startAt, now), or(isNull(activities.endAt), gt(activities.endAt, now)))!;
/** Not yet ended (running or upcoming): what the promotions page offers. */
export const notEndedAt = (now: Date): SQL => or(isNull(activities.endAt), gt(activities.endAt, now))!;
/** Ended before `now`. */
export const endedAt = (now: Date): SQL => lte(activities.endAt, now);

/**
 * A card members may see (issue #27): one offering a deposit promotion only while the promotion
 * is enabled and pays on the reader's site; other cards as they are.
 */
export const depositRuleShownIn = (hosts: string[]): SQL =>
  or(
    isNull(activities.ruleKind),
    sql`${activities.ruleKind} <> 'deposit'`,
    rowExists(sql`from ${promoDepositRules} r where r.id = ${outer(activities.ruleId)} and r.enabled and r.host in (${sql.join(
      hosts.map((h) => sql`${h}`),
      sql`, `,
    )})`),
  )!;

/** The deposit promotions a page of cards offers, by id. */
export async function depositRulesOf(db: DbOrTx, rows: ActivityRow[]) {
  const ids = [...new Set(rows.filter((r) => r.ruleKind === 'deposit' && r.ruleId !== null).map((r) => r.ruleId!))];
  if (ids.length === 0) return new Map<bigint, typeof promoDepositRules.$inferSelect>();
  const rules = await db.select().from(promoDepositRules).where(inArray(promoDepositRules.id, ids));
  return new Map(rules.map((r) => [r.id, r]));
}
