import { and, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MessageChannel, MessageStatus } from '@lotus/contracts';
import { type Language } from '@lotus/i18n';
import { say, type TextParams } from '../../lib/texts.ts';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { paged, type PageRequest } from '../../lib/paging.ts';

/** Every template: its subject is `msg.tpl.<name>.subject`, its text `msg.tpl.<name>.body`. */
export const MESSAGE_TEMPLATES = [
  'code',
  'recovery',
  'newDevice',
  'newCountry',
  'loginPwd',
  'fundPwd',
  'contact',
  'withdrawRequested',
  'withdrawPaid',
  'protection',
  'opsQueue',
  'opsRiskHold',
  'opsAudit',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

export interface OutgoingMessage {
  /** A mobile number (sms) or an email address (email). */
  to: string;
  channel: MessageChannel;
  template: MessageTemplate;
  /** The text's values; an amount is given as `amountText(milli)` and written in `lang`'s format. */
  vars: TextParams;
  lang: Language;
  memberId?: bigint | null;
  /** The site host of the request: it chooses the email's From. */
  host?: string | null;
  /** The address of the request that asked for a code (the per-IP limit counts these). */
  requestIp?: string | null;
}

/** The rendered subject and text of a template in a language. */
export function renderMessage(template: MessageTemplate, lang: Language, vars: TextParams) {
  return {
    subject: say(lang, `msg.tpl.${template}.subject`, vars).slice(0, 200),
    body: say(lang, `msg.tpl.${template}.body`, vars),
  };
}

/**
 * Writes a message to the outbox in the caller's transaction (issue #33): it is sent when, and
 * only if, the event that causes it commits. The text is rendered now, in the member's language.
 */
export async function enqueue(tx: DbOrTx, m: OutgoingMessage, now: Date): Promise<bigint> {
  const { subject, body } = renderMessage(m.template, m.lang, m.vars);
  const rows = await tx
    .insert(outbox)
    .values({
      channel: m.channel,
      recipient: m.to.slice(0, 254),
      template: m.template,
      lang: m.lang,
      subject,
      body,
      memberId: m.memberId ?? null,
      host: m.host?.toLowerCase().slice(0, 253) ?? null,
      requestIp: m.requestIp?.slice(0, 64) ?? null,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  return rows[0]!.id;
}

/** Messages of these templates sent to a recipient, or asked for from an address, since a time (rate limits). */
export async function countRecent(
  db: DbOrTx,
  by: { recipient: string } | { requestIp: string },
  templates: readonly MessageTemplate[],
  since: Date,
): Promise<number> {
  const who = 'recipient' in by ? eq(outbox.recipient, by.recipient) : eq(outbox.requestIp, by.requestIp);
  const rows = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(who, inArray(outbox.template, [...templates]), gte(outbox.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

export type OutboxRow = typeof outbox.$inferSelect;

/** Gives every pending message of an unconfigured channel the status kept (it stays in the outbox). */
export async function keepUnsendable(db: DbOrTx, channels: readonly MessageChannel[]): Promise<number> {
  if (channels.length === 0) return 0;
  const rows = await db
    .update(outbox)
    .set({ status: 'kept' })
    .where(and(eq(outbox.status, 'pending'), inArray(outbox.channel, [...channels])))
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * Claims up to `limit` due messages of the given channels for this worker: one statement whose
 * `FOR UPDATE SKIP LOCKED` lets two nodes claim at once without taking the same row, and whose
 * lease (`locked_until`) returns a message to the queue if the worker dies before recording it.
 */
export async function claimDue(
  db: DbOrTx,
  channels: readonly MessageChannel[],
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.channel, [...channels]),
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: DbOrTx, id: bigint, provider: string, providerId: string | null, now: Date) {
  await db
    .update(outbox)
    .set({ status: 'sent', provider, providerId: providerId?.slice(0, 128) ?? null, sentAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** Several messages sent by one provider, recorded at once (Web Push batches; no provider id kept). */
export async function markSentMany(db: DbOrTx, ids: readonly bigint[], provider: string, now: Date) {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ status: 'sent', provider, sentAt: now, lockedUntil: null, lastError: null })
    .where(and(inArray(outbox.id, [...ids]), eq(outbox.status, 'sending')));
}

/** A failed attempt: back to pending at `retryAt`, or failed for good when `retryAt` is null. */
export async function markFailed(db: DbOrTx, id: bigint, provider: string, error: string, retryAt: Date | null) {
  await db
    .update(outbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      provider,
      lastError: error.slice(0, 300),
      lockedUntil: null,
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** The console's page of the outbox, newest first. */
export async function listOutbox(db: DbOrTx, q: PageRequest & { status?: MessageStatus | undefined; recipient?: string | undefined }) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(outbox.status, q.status));
  if (q.recipient) where.push(eq(outbox.recipient, q.recipient));
  const [rows, total] = await Promise.all([
    paged(db.select().from(outbox).where(and(...where)).orderBy(desc(outbox.id)), q),
    db.select({ n: count() }).from(outbox).where(and(...where)),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id.toString(),
      channel: r.channel as MessageChannel,
      recipient: r.recipient,
      template: r.template,
      lang: r.lang,
      subject: r.subject,
      body: r.body,
      memberId: r.memberId?.toString() ?? null,
      status: r.status as MessageStatus,
      attempts: r.attempts,
      provider: r.provider,
      providerId: r.providerId,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    total: Number(total[0]?.n ?? 0),
    page: q.page,
    size: q.size,
  };
}
