import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { formatPlatformTime, type MessageChannel } from '@lotus/contracts';
import { DEFAULT_LANGUAGE, normalizeLanguage, translate, type Language } from '@lotus/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { memberInbox, members } from '../../db/schema.ts';
import { paged, type PageRequest } from '../../lib/paging.ts';
import { localize, type TextParams } from '../../lib/texts.ts';
import { loadSettings } from '../settings/index.ts';
import { enqueue, renderMessage, type MessageTemplate } from './outbox.ts';

/**
 * Security alerts to the member (issue #33): a sign-in from a new device, a changed login or fund
 * password, a changed contact, a withdrawal asked for or paid, a change of his limits or
 * self-exclusion. Each is written in the event's transaction, in his language, to his verified
 * channels (the outbox) and to his messages in the member centre (member_inbox).
 */
export const SECURITY_ALERTS = [
  'newDevice',
  'newCountry',
  'loginPwd',
  'fundPwd',
  'contact',
  'withdrawRequested',
  'withdrawPaid',
  'protection',
] as const satisfies readonly MessageTemplate[];
export type SecurityAlertKind = (typeof SECURITY_ALERTS)[number];

/**
 * What a call site gives; `account` and `time` are filled in. An amount is `amountText(milli)`
 * (lib/texts.ts), written in the member's number format; `what` ('mobile' | 'email') and `device`
 * (a device code, 1–4) are shown translated; `value` is a contact, shown masked.
 */
export type AlertVars = TextParams;

export interface AlertOptions {
  /** Also told (not only the member's current verified channels): the contact an event replaced. */
  alsoTo?: readonly { channel: MessageChannel; to: string }[];
}

/** The member's row as read here: a column `emailVerified` or `emailVerifiedAt`, once it exists, verifies the email. */
type AlertMember = typeof members.$inferSelect & { emailVerified?: unknown; emailVerifiedAt?: unknown };

/**
 * The verified channels of a member: his mobile (bound only through a code sent to it) by SMS, and
 * his email once verified. Takes both so that email verification (issue #33) needs no change here.
 */
export function verifiedChannels(m: {
  mobile: string | null;
  email: string | null;
  emailVerified?: unknown;
  emailVerifiedAt?: unknown;
}): { channel: MessageChannel; to: string }[] {
  const out: { channel: MessageChannel; to: string }[] = [];
  if (m.mobile) out.push({ channel: 'sms', to: m.mobile });
  const emailVerified = m.emailVerified === true || m.emailVerifiedAt instanceof Date;
  if (m.email && emailVerified) out.push({ channel: 'email', to: m.email });
  return out;
}

/** A contact shown in an alert: enough to recognise, not enough to harvest (`+84******678`, `a***@mail.com`). */
export function maskContact(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, 1)}***${value.slice(at)}`;
  if (value.length <= 6) return value;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 6)}${value.slice(-3)}`;
}

const REGION_LOCALE: Record<Language, string> = { vi: 'vi', zh: 'zh-CN', en: 'en', id: 'id' };

/** A country code (ISO 3166 alpha-2) by its name in the reader's language ("SG" → "Singapore (SG)"). */
export function countryName(code: string, lang: Language): string {
  const name = new Intl.DisplayNames([REGION_LOCALE[lang]], { type: 'region', fallback: 'code' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** The alert's text variables in the member's language. */
function shownVars(lang: Language, account: string, time: string, vars: AlertVars): Record<string, string | number> {
  const out: Record<string, string | number> = { ...localize(vars, lang), account, time };
  if (vars.what === 'mobile' || vars.what === 'email') out.what = translate(lang, `msg.channel.${vars.what}`);
  if (typeof vars.value === 'string') out.value = maskContact(vars.value);
  if (typeof vars.country === 'string') out.country = countryName(vars.country, lang);
  if (typeof vars.device === 'number') {
    const known = vars.device === 1 || vars.device === 2 || vars.device === 4;
    out.device = translate(lang, known ? `rg.sessions.device.${vars.device}` : 'rg.sessions.device.other');
  }
  return out;
}

/**
 * The one way a security alert is written (issue #33): in the caller's transaction `tx` (so it
 * exists if and only if the event commits), in the member's language (that of his last sign-in),
 * to his verified channels through the outbox and to his messages in the member centre.
 */
export async function securityAlert(
  tx: DbOrTx,
  memberId: bigint,
  kind: SecurityAlertKind,
  vars: AlertVars,
  now: Date,
  options: AlertOptions = {},
): Promise<void> {
  const rows = (await tx.select().from(members).where(eq(members.id, memberId)).limit(1)) as AlertMember[];
  const m = rows[0];
  if (!m) return;
  const lang = m.lang ? normalizeLanguage(m.lang) : DEFAULT_LANGUAGE;
  const { platformTimeZone } = await loadSettings(tx);
  const shown = shownVars(lang, m.account, formatPlatformTime(now, platformTimeZone), vars);
  const { subject, body } = renderMessage(kind, lang, shown);
  await tx.insert(memberInbox).values({ memberId, template: kind, subject, body, createdAt: now });
  const targets = verifiedChannels(m);
  for (const extra of options.alsoTo ?? []) {
    if (extra.to && !targets.some((t) => t.channel === extra.channel && t.to === extra.to)) targets.push(extra);
  }
  for (const t of targets) {
    await enqueue(tx, { to: t.to, channel: t.channel, template: kind, vars: shown, lang, memberId }, now);
  }
}

/** The member's messages in the member centre, newest first (paged), and how many are unread. */
export async function listInbox(db: DbOrTx, memberId: bigint, q: PageRequest) {
  const mine = eq(memberInbox.memberId, memberId);
  const [rows, total, unread] = await Promise.all([
    paged(db.select().from(memberInbox).where(mine).orderBy(desc(memberInbox.id)), q),
    db.select({ n: count() }).from(memberInbox).where(mine),
    db.select({ n: count() }).from(memberInbox).where(and(mine, isNull(memberInbox.readAt))),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id.toString(),
      kind: r.template,
      title: r.subject,
      body: r.body,
      time: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
    total: Number(total[0]?.n ?? 0),
    unread: Number(unread[0]?.n ?? 0),
    page: q.page,
    size: q.size,
  };
}

/** Marks all the member's messages read (opening the list reads them). */
export async function markInboxRead(db: DbOrTx, memberId: bigint, now: Date): Promise<{ read: number }> {
  const done = await db
    .update(memberInbox)
    .set({ readAt: now })
    .where(and(eq(memberInbox.memberId, memberId), isNull(memberInbox.readAt)))
    .returning({ id: memberInbox.id });
  return { read: done.length };
}
