import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DwKind, DwStatus } from '@lotus/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES, translate, type Language } from '@lotus/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { dwOrders, members, opsQueueAlerts } from '../../db/schema.ts';
import { amountText, type TextParams } from '../../lib/texts.ts';
import { enqueue, type MessageTemplate } from './outbox.ts';

/**
 * Operator alerts by email (issue #33) to OPS_ALERT_EMAILS: a deposit or withdrawal waiting longer
 * than OPS_QUEUE_ALERT_MINUTES, a win held for review, a money audit that found problems. Each
 * address reads in its own language (`ops@example.com=en`; without one, the platform's default);
 * none when no address is configured.
 */
export type OpsTemplate = Extract<MessageTemplate, 'opsQueue' | 'opsRiskHold' | 'opsAudit'>;

/** Orders looked at per queue and pass (the rest wait for the next tick). */
export const OPS_QUEUE_ALERT_BATCH = 200;

/** An entry of OPS_ALERT_EMAILS: an address, and after `=` the language it reads (vi, zh, en, id). */
export function opsRecipient(entry: string): { to: string; lang: Language } | null {
  const at = entry.lastIndexOf('=');
  const to = (at < 0 ? entry : entry.slice(0, at)).trim();
  const lang = at < 0 ? DEFAULT_LANGUAGE : entry.slice(at + 1).trim();
  if (!to.includes('@') || !(LANGUAGES as readonly string[]).includes(lang)) return null;
  return { to, lang: lang as Language };
}

/** One email per operator address, in the caller's transaction, each in the address's language. */
export async function opsAlert(
  tx: DbOrTx,
  emails: readonly string[],
  template: OpsTemplate,
  vars: TextParams,
  now: Date,
): Promise<number> {
  let sent = 0;
  for (const entry of emails) {
    const r = opsRecipient(entry);
    if (!r) continue;
    await enqueue(tx, { to: r.to, channel: 'email', template, vars, lang: r.lang }, now);
    sent++;
  }
  return sent;
}

/** The review queues: submitted deposits and withdrawals under review (as the console's dashboard counts them). */
const QUEUES = [
  { name: 'deposit', kind: DwKind.DEPOSIT, status: DwStatus.SUBMITTED },
  { name: 'withdrawal', kind: DwKind.WITHDRAWAL, status: DwStatus.PROCESSING },
] as const;

/**
 * One pass of the queue alert (the scheduler's tick): every order of a review queue waiting longer
 * than the bound (since it was submitted, else opened) that the operators were not yet told about
 * is recorded in ops_queue_alerts and told in one email per queue and address. The record's key
 * makes each order alert once, even when two schedulers pass at the same time.
 */
export async function queueAlertPass(
  db: DbOrTx,
  config: { opsAlertEmails: readonly string[]; queueAlertMinutes: number },
  now: Date,
): Promise<{ deposit: number; withdrawal: number }> {
  const told = { deposit: 0, withdrawal: 0 };
  if (config.opsAlertEmails.length === 0) return told;
  const before = new Date(now.getTime() - config.queueAlertMinutes * 60_000);
  for (const q of QUEUES) {
    const waiting = await db
      .select({ orderNo: dwOrders.orderNo })
      .from(dwOrders)
      .leftJoin(opsQueueAlerts, eq(opsQueueAlerts.orderNo, dwOrders.orderNo))
      .where(
        and(
          eq(dwOrders.kind, q.kind),
          eq(dwOrders.status, q.status),
          lt(sql`coalesce(${dwOrders.submittedAt}, ${dwOrders.createdAt})`, before),
          isNull(opsQueueAlerts.orderNo),
        ),
      )
      .orderBy(asc(dwOrders.id))
      .limit(OPS_QUEUE_ALERT_BATCH);
    if (waiting.length === 0) continue;
    told[q.name] = await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(opsQueueAlerts)
        .values(waiting.map((w) => ({ orderNo: w.orderNo, alertedAt: now })))
        .onConflictDoNothing()
        .returning({ orderNo: opsQueueAlerts.orderNo });
      if (fresh.length === 0) return 0;
      const vars = {
        queue: (lang: Language) => translate(lang, `msg.queue.${q.name}`),
        count: fresh.length,
        minutes: config.queueAlertMinutes,
      };
      await opsAlert(tx, config.opsAlertEmails, 'opsQueue', vars, now);
      return fresh.length;
    });
  }
  return told;
}

/** Held wins (modules/risk), told in the settlement batch's transaction that holds them. */
export async function opsRiskHoldAlert(
  tx: DbOrTx,
  emails: readonly string[],
  holds: readonly { memberId: bigint; winMilli: bigint }[],
  now: Date,
): Promise<void> {
  if (emails.length === 0 || holds.length === 0) return;
  const ids = [...new Set(holds.map((h) => h.memberId))];
  const accounts = new Map(
    (await tx.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, ids))).map((m) => [m.id, m.account]),
  );
  for (const h of holds) {
    const vars = { account: accounts.get(h.memberId) ?? h.memberId.toString(), amount: amountText(h.winMilli) };
    await opsAlert(tx, emails, 'opsRiskHold', vars, now);
  }
}
