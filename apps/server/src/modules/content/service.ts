import { and, eq, inArray } from 'drizzle-orm';
import type {
  ContentLang,
  ContentTranslations,
  ActivityCreateRequest,
  ActivityUpdateRequest,
  ActivityView,
  ConsoleActivityView,
  ConsoleNoticeView,
  ContentPage,
  NoticeCreateRequest,
  NoticeUpdateRequest,
  NoticeView,
} from '@lotus/contracts';
import { normalizeLanguage, type Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { activities, auditLog, notices } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../auth/service.ts';
import { DEFAULT_HOST } from '../platform/defaults.ts';
import { createPlatformService, normalizeHost } from '../platform/service.ts';
import {
  endedAt,
  notEndedAt,
  pageOfActivities,
  pageOfNotices,
  publishedIn,
  type ActivityRow,
  type ContentTable,
  type NoticeRow,
  type Paging,
} from './repository.ts';

/**
 * A row's text in the first of `langs` it is written in (the reader's, then the site's default
 * language), else in its own language (issue #13: a missing language falls back to the site's).
 */
export function textIn(
  r: { lang: string; title: string; body: string; summary?: string; translations: ContentTranslations },
  langs: readonly string[],
): { lang: string; title: string; body: string; summary: string } {
  for (const lang of langs) {
    if (lang === r.lang) return { lang, title: r.title, body: r.body, summary: r.summary ?? '' };
    const t = r.translations[lang as ContentLang];
    if (t?.title) return { lang, title: t.title, body: t.body, summary: t.summary ?? '' };
  }
  return { lang: r.lang, title: r.title, body: r.body, summary: r.summary ?? '' };
}

const noticeView = (r: NoticeRow, langs: readonly string[] = []): NoticeView => {
  const text = textIn(r, langs);
  return { id: r.id.toString(), title: text.title, body: text.body, lang: text.lang, time: r.createdAt.toISOString() };
};

const activityView = (r: ActivityRow, langs: readonly string[] = []): ActivityView => {
  const text = textIn(r, langs);
  return {
    id: r.id.toString(),
    title: text.title,
    summary: text.summary,
    body: text.body,
    imageUrl: r.imageUrl,
    lang: text.lang,
    startTime: r.startAt.toISOString(),
    endTime: r.endAt ? r.endAt.toISOString() : null,
  };
};

const pageOf = <T>(list: T[], total: number, p: Paging): ContentPage<T> => ({ list, total, page: p.page, size: p.size });

/** Every operator action writes one audit row in the transaction that does it. */
async function audit(tx: Tx, op: SessionOperator, action: string, target: string, detail: Record<string, unknown>) {
  await tx.insert(auditLog).values({ actorKind: 'operator', actorId: op.operatorId.toString(), action, target, detail, ip: op.ip });
}

/**
 * Notices and promotions. Members see the published rows of their site and of every site ('*'),
 * in their language, or in the site's default language (platform config `lang`) when nothing is
 * written in theirs. Operators write rows through the console; each change is audited.
 */
export function createContentService(deps: AppDeps) {
  const { db, clock } = deps;
  const platform = createPlatformService(deps);

  /** The hosts a reader's site shows, and the languages to try (theirs first, then the site's). */
  async function readerScope(hostInput: string | undefined, lang: Language) {
    const host = normalizeHost(hostInput);
    const hosts = host && host !== DEFAULT_HOST ? [host, DEFAULT_HOST] : [DEFAULT_HOST];
    const config = await platform.configFor(host);
    const siteLang = normalizeLanguage(config.find((c) => c.cusName === 'lang')?.cusText);
    return { hosts, langs: lang === siteLang ? [lang] : [lang, siteLang] };
  }

  async function noticeList(p: Paging, host: string | undefined, lang: Language): Promise<ContentPage<NoticeView>> {
    const scope = await readerScope(host, lang);
    const { rows, total } = await pageOfNotices(db, publishedIn(notices, scope.hosts, scope.langs), p);
    return pageOf(rows.map((r) => noticeView(r, scope.langs)), total, p);
  }

  /** Promotions running or upcoming (`ended` false), or those that have ended (activity/offLine/list). */
  async function activityList(p: Paging, host: string | undefined, lang: Language, ended: boolean): Promise<ContentPage<ActivityView>> {
    const now = clock.now();
    const when = ended ? endedAt(now) : notEndedAt(now);
    const scope = await readerScope(host, lang);
    const { rows, total } = await pageOfActivities(db, publishedIn(activities, scope.hosts, scope.langs, when), p, ended);
    return pageOf(rows.map((r) => activityView(r, scope.langs)), total, p);
  }

  // Console --------------------------------------------------------------------------------

  const hostFilter = (table: ContentTable, host: string | undefined) =>
    host ? inArray(table.host, [normalizeHost(host) || DEFAULT_HOST]) : undefined;

  async function consoleNotices(p: Paging & { host?: string }): Promise<ContentPage<ConsoleNoticeView>> {
    const { rows, total } = await pageOfNotices(db, hostFilter(notices, p.host), p);
    return pageOf(
      rows.map((r) => ({ ...noticeView(r), host: r.host, status: r.status, sortOrder: r.sortOrder, translations: r.translations })),
      total,
      p,
    );
  }

  async function consoleActivities(p: Paging & { host?: string }): Promise<ContentPage<ConsoleActivityView>> {
    const { rows, total } = await pageOfActivities(db, hostFilter(activities, p.host), p);
    return pageOf(
      rows.map((r) => ({ ...activityView(r), host: r.host, status: r.status, sortOrder: r.sortOrder, translations: r.translations })),
      total,
      p,
    );
  }

  async function createNotice(op: SessionOperator, input: NoticeCreateRequest) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notices)
        .values({
          host: input.host,
          lang: input.lang,
          title: input.title,
          body: input.body,
          translations: input.translations,
          sortOrder: input.sortOrder,
          status: input.published ? 1 : 0,
          createdBy: op.operatorId,
        })
        .returning();
      await audit(tx, op, 'notice.create', row!.id.toString(), { host: row!.host, lang: row!.lang, title: row!.title });
      return { id: row!.id.toString() };
    });
  }

  async function updateNotice(op: SessionOperator, id: number, input: NoticeUpdateRequest) {
    const { published, ...fields } = input;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(notices)
        .set({ ...fields, ...(published === undefined ? {} : { status: published ? 1 : 0 }), updatedAt: clock.now() })
        .where(eq(notices.id, BigInt(id)))
        .returning({ id: notices.id });
      if (!row) throw rejected('content.notFound');
      await audit(tx, op, 'notice.update', row.id.toString(), { ...input });
      return { id: row.id.toString() };
    });
  }

  async function createActivity(op: SessionOperator, input: ActivityCreateRequest) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(activities)
        .values({
          host: input.host,
          lang: input.lang,
          title: input.title,
          summary: input.summary,
          body: input.body,
          imageUrl: input.imageUrl,
          translations: input.translations,
          startAt: input.startAt,
          endAt: input.endAt || null,
          sortOrder: input.sortOrder,
          status: input.published ? 1 : 0,
          createdBy: op.operatorId,
        })
        .returning();
      await audit(tx, op, 'activity.create', row!.id.toString(), { host: row!.host, lang: row!.lang, title: row!.title });
      return { id: row!.id.toString() };
    });
  }

  async function updateActivity(op: SessionOperator, id: number, input: ActivityUpdateRequest) {
    const { published, endAt, ...fields } = input;
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(activities).where(eq(activities.id, BigInt(id))).for('update');
      if (!current) throw rejected('content.notFound');
      const start = fields.startAt ?? current.startAt;
      const end = endAt === undefined ? current.endAt : endAt || null;
      if (end && end <= start) throw rejected('content.endBeforeStart');
      await tx
        .update(activities)
        .set({
          ...fields,
          endAt: end,
          ...(published === undefined ? {} : { status: published ? 1 : 0 }),
          updatedAt: clock.now(),
        })
        .where(eq(activities.id, current.id));
      await audit(tx, op, 'activity.update', current.id.toString(), { ...input });
      return { id: current.id.toString() };
    });
  }

  /** Unpublishing keeps the row (and its audit trail); members no longer see it. */
  async function unpublish(op: SessionOperator, table: ContentTable, kind: 'notice' | 'activity', id: number) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(table)
        .set({ status: 0, updatedAt: clock.now() })
        .where(and(eq(table.id, BigInt(id))))
        .returning({ id: table.id });
      if (!row) throw rejected('content.notFound');
      await audit(tx, op, `${kind}.unpublish`, row.id.toString(), {});
      return { id: row.id.toString() };
    });
  }

  return {
    noticeList,
    activityList,
    consoleNotices,
    consoleActivities,
    createNotice,
    updateNotice,
    unpublishNotice: (op: SessionOperator, id: number) => unpublish(op, notices, 'notice', id),
    createActivity,
    updateActivity,
    unpublishActivity: (op: SessionOperator, id: number) => unpublish(op, activities, 'activity', id),
  };
}
