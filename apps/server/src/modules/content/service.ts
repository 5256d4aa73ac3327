import { and, eq, inArray } from 'drizzle-orm';
import type {
  ActivityRuleKind,
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
import { activities, notices, promoDepositRules } from '../../db/schema.ts';
import { depositOfferText, type DepositRuleRow } from '../promo/index.ts';
import { promisesPayment } from './promise.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { DEFAULT_HOST } from '../platform/index.ts';
import { normalizeHost, type PlatformService } from '../platform/index.ts';
import {
  endedAt,
  notEndedAt,
  pageOfActivities,
  pageOfNotices,
  depositRuleShownIn,
  depositRulesOf,
  publishedIn,
  type ActivityRow,
  type ContentTable,
  type NoticeRow,
  type Paging,
} from './repository.ts';
import { audit } from '../audit/index.ts';

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

/**
 * A card as members read it. A deposit promotion's card says what its rule pays, in the
 * reader's language, instead of a summary someone wrote (issue #27).
 */
const activityView = (r: ActivityRow, langs: readonly string[] = [], rule?: DepositRuleRow): ActivityView => {
  const text = textIn(r, langs);
  return {
    id: r.id.toString(),
    title: text.title,
    summary: rule ? depositOfferText(rule, normalizeLanguage(text.lang)) : text.summary,
    body: text.body,
    imageUrl: r.imageUrl,
    lang: text.lang,
    startTime: r.startAt.toISOString(),
    endTime: r.endAt ? r.endAt.toISOString() : null,
    ruleKind: (r.ruleKind as ActivityRuleKind | null) ?? null,
  };
};

const ruleText = (r: ActivityRow) => (r.ruleKind === 'deposit' ? `deposit:${r.ruleId}` : (r.ruleKind ?? ''));

/** Every text of a card in every language it is written in. */
const allTexts = (c: { title?: string; summary?: string; body?: string; translations?: ContentTranslations }) => [
  c.title,
  c.summary,
  c.body,
  ...Object.values(c.translations ?? {}).flatMap((t) => [t?.title, t?.summary, t?.body]),
];

const pageOf = <T>(list: T[], total: number, p: Paging): ContentPage<T> => ({ list, total, page: p.page, size: p.size });

/** Every operator action writes one audit row in the transaction that does it. */
async function auditContent(tx: Tx, op: SessionOperator, action: string, target: string, detail: Record<string, unknown>) {
  await audit(tx, { actorKind: 'operator', actorId: op.operatorId.toString(), action, target, detail, ip: op.ip });
}

/**
 * Notices and promotions. Members see the published rows of their site and of every site ('*'),
 * in their language, or in the site's default language (platform config `lang`) when nothing is
 * written in theirs. Operators write rows through the console; each change is audited.
 */
export function createContentService(deps: AppDeps, platform: PlatformService) {
  const { db, clock } = deps;

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
    const { rows, total } = await pageOfActivities(db, publishedIn(activities, scope.hosts, scope.langs, and(when, depositRuleShownIn(scope.hosts))), p, ended);
    const rules = await depositRulesOf(db, rows);
    // A card saved before cards had rules that promises money nobody pays is not shown (issue #27).
    const shown = rows.filter((r) => r.ruleKind !== null || !promisesPayment(allTexts(r)));
    return pageOf(
      shown.map((r) => activityView(r, scope.langs, r.ruleId === null ? undefined : rules.get(r.ruleId))),
      total - (rows.length - shown.length),
      p,
    );
  }

  /**
   * The rule field of a card as stored (issue #27): a deposit promotion must exist and pay on the
   * card's site, and the card takes its dates; a card without a rule is a text-only notice and
   * may not promise an extra payment in any language.
   */
  async function ruleOf(
    tx: Tx,
    rule: string,
    card: { host: string; texts: (string | undefined)[] },
  ): Promise<{ ruleKind: string | null; ruleId: bigint | null; dates?: { startAt: Date; endAt: Date | null } }> {
    if (rule === '') {
      if (promisesPayment(card.texts)) throw rejected('content.promiseWithoutRule');
      return { ruleKind: null, ruleId: null };
    }
    if (!rule.startsWith('deposit:')) return { ruleKind: rule, ruleId: null };
    const id = BigInt(rule.slice('deposit:'.length));
    const [r] = await tx.select().from(promoDepositRules).where(eq(promoDepositRules.id, id));
    if (!r) throw rejected('promo.ruleNotFound');
    if (r.host !== DEFAULT_HOST && r.host !== card.host) throw rejected('content.ruleHost');
    return { ruleKind: 'deposit', ruleId: r.id, dates: { startAt: r.startAt, endAt: r.endAt } };
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
      rows.map((r) => ({ ...activityView(r), host: r.host, status: r.status, sortOrder: r.sortOrder, translations: r.translations, rule: ruleText(r) })),
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
      await auditContent(tx, op, 'notice.create', row!.id.toString(), { host: row!.host, lang: row!.lang, title: row!.title });
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
      await auditContent(tx, op, 'notice.update', row.id.toString(), { ...input });
      return { id: row.id.toString() };
    });
  }

  async function createActivity(op: SessionOperator, input: ActivityCreateRequest) {
    return db.transaction(async (tx) => {
      const linked = await ruleOf(tx, input.rule, { host: input.host, texts: allTexts(input) });
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
          startAt: linked.dates?.startAt ?? input.startAt,
          endAt: linked.dates ? linked.dates.endAt : input.endAt || null,
          ruleKind: linked.ruleKind,
          ruleId: linked.ruleId,
          sortOrder: input.sortOrder,
          status: input.published ? 1 : 0,
          createdBy: op.operatorId,
        })
        .returning();
      await auditContent(tx, op, 'activity.create', row!.id.toString(), { host: row!.host, lang: row!.lang, title: row!.title });
      return { id: row!.id.toString() };
    });
  }

  async function updateActivity(op: SessionOperator, id: number, input: ActivityUpdateRequest) {
    const { published, endAt, rule, ...fields } = input;
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(activities).where(eq(activities.id, BigInt(id))).for('update');
      if (!current) throw rejected('content.notFound');
      // The card after the change, checked whole: its rule against its site and its texts.
      const after = { ...current, ...fields, translations: fields.translations ?? current.translations };
      const linked = await ruleOf(tx, rule ?? ruleText(current), { host: after.host, texts: allTexts(after) });
      const start = linked.dates?.startAt ?? fields.startAt ?? current.startAt;
      const end = linked.dates ? linked.dates.endAt : endAt === undefined ? current.endAt : endAt || null;
      if (end && end <= start) throw rejected('content.endBeforeStart');
      await tx
        .update(activities)
        .set({
          ...fields,
          startAt: start,
          endAt: end,
          ruleKind: linked.ruleKind,
          ruleId: linked.ruleId,
          ...(published === undefined ? {} : { status: published ? 1 : 0 }),
          updatedAt: clock.now(),
        })
        .where(eq(activities.id, current.id));
      await auditContent(tx, op, 'activity.update', current.id.toString(), { ...input });
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
      await auditContent(tx, op, `${kind}.unpublish`, row.id.toString(), {});
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
