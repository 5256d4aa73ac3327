import type { MessageChannel } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { escapeHtml } from '../../lib/html.ts';
import { claimDue, keepUnsendable, markFailed, markSent, markSentMany, type OutboxRow } from './outbox.ts';
import { emailProviderFor, smsProviderFor, type EmailProvider, type SendResult, type SmsProvider } from './providers.ts';
import { fanOutPush } from './fanout.ts';
import { webPushProvider, type PushProvider } from './push.ts';

/** Attempts before a message is given up as failed: with the back-off below, about 4 hours. */
export const MAX_ATTEMPTS = 10;
/** Messages claimed per pass: sent one after another, each bounded by the providers' 10 s timeout. */
const BATCH = 10;
/** A claim's lease: longer than a whole batch can take (10 × 10 s), so only a dead worker's claim expires. */
const LEASE_MS = 3 * 60_000;
/**
 * Web Push (issue #31): a winning issue may notify thousands of devices, so push messages are
 * claimed 100 at a time and sent 20 at once (each bounded by a 10 s timeout: a batch takes at most
 * 50 s, inside the lease), up to 10 batches a pass.
 */
const PUSH_BATCH = 100;
const PUSH_PARALLEL = 20;
const PUSH_BATCHES_PER_PASS = 10;

/** Wait before attempt n+1: 15 s, 30 s, 1 min… doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 15_000 * 2 ** Math.max(0, attempts - 1));

export interface Providers {
  sms: SmsProvider | null;
  email: EmailProvider | null;
  /** Absent or null: push messages are kept, unsent. */
  push?: PushProvider | null;
}

/** The email's simple HTML: the subject as a heading and the text, escaped, in a plain page. */
export function emailHtml(lang: string, subject: string, text: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:560px;margin:24px auto;padding:0 16px"><h2 style="font-size:18px">${escapeHtml(subject)}</h2><p>${escapeHtml(text)}</p></body></html>`;
}

/**
 * Sends the outbox (issue #33). Every node may run it: each pass claims due messages with
 * FOR UPDATE SKIP LOCKED (outbox.ts), so two nodes never take the same one; a failed send is
 * retried with back-off; a channel with no provider keeps its messages (status kept) for the
 * console's Outbox screen.
 */
export function createOutboxWorker(
  deps: AppDeps,
  providers: Providers = {
    sms: smsProviderFor(deps.config.messages.sms),
    email: emailProviderFor(deps.config.messages),
    push: webPushProvider(deps.db, deps.config.messages),
  },
) {
  const { db, clock, log } = deps;
  const mailFrom = deps.config.messages.mailFrom;
  let running: Promise<unknown> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const configured = (): MessageChannel[] => (['sms', 'email'] as const).filter((c) => providers[c] !== null);
  const unconfigured = (): MessageChannel[] => (['sms', 'email', 'push'] as const).filter((c) => (providers[c] ?? null) === null);

  async function deliver(row: OutboxRow): Promise<{ name: string; result: SendResult }> {
    if (row.channel === 'push') {
      const p = providers.push!;
      const result = await p.send(row.recipient, row.body).catch((err: unknown): SendResult => ({ ok: false, error: String(err).slice(0, 300), permanent: false }));
      return { name: p.name, result };
    }
    if (row.channel === 'sms') {
      const p = providers.sms!;
      return { name: p.name, result: await p.send(row.recipient, row.body) };
    }
    const p = providers.email!;
    const subject = row.subject ?? '';
    const from = (row.host && mailFrom.byHost[row.host]) || mailFrom.default;
    return { name: p.name, result: await p.send({ from, to: row.recipient, subject, text: row.body, html: emailHtml(row.lang, subject, row.body) }) };
  }

  async function pass() {
    const report = { sent: 0, retried: 0, failed: 0, kept: 0, fannedOut: 0 };
    // Web Push fan-outs committed by their events (fanout.ts) become outbox rows first.
    report.fannedOut = await fanOutPush(db, clock.now());
    report.kept = await keepUnsendable(db, unconfigured());
    const rows = await claimDue(db, configured(), clock.now(), LEASE_MS, BATCH);
    for (const row of rows) await record(row, await deliver(row), report);
    if (providers.push) {
      for (let b = 0; b < PUSH_BATCHES_PER_PASS; b += 1) {
        const batch = await claimDue(db, ['push'], clock.now(), LEASE_MS, PUSH_BATCH);
        await providers.push.load?.(batch.map((r) => r.recipient)).catch(() => undefined);
        for (let i = 0; i < batch.length; i += PUSH_PARALLEL) {
          const part = batch.slice(i, i + PUSH_PARALLEL);
          const results = await Promise.all(part.map((row) => deliver(row)));
          // Sent ones are recorded with one statement; the others one by one (their back-off differs).
          const sent = part.filter((_, k) => results[k]!.result.ok);
          await markSentMany(db, sent.map((r) => r.id), providers.push.name, clock.now());
          report.sent += sent.length;
          for (const [k, row] of part.entries()) if (!results[k]!.result.ok) await record(row, results[k]!, report);
        }
        if (batch.length < PUSH_BATCH) break;
      }
    }
    return report;
  }

  /** What became of one message: sent, failed for good, or back to pending after its back-off. */
  async function record(row: OutboxRow, { name, result }: { name: string; result: SendResult }, report: { sent: number; retried: number; failed: number }) {
    const now = clock.now();
    if (result.ok) {
      await markSent(db, row.id, name, result.providerId, now);
      report.sent += 1;
    } else if (result.permanent || row.attempts >= MAX_ATTEMPTS) {
      await markFailed(db, row.id, name, result.error, null);
      log.warn({ outboxId: row.id.toString(), provider: name, error: result.error }, 'message failed for good');
      report.failed += 1;
    } else {
      await markFailed(db, row.id, name, result.error, new Date(now.getTime() + retryDelayMs(row.attempts)));
      report.retried += 1;
    }
  }

  /** One pass: keeps what cannot be sent, claims and sends what is due. Passes never overlap within a process. */
  async function runOnce() {
    while (running) await running.catch(() => undefined);
    const p = pass();
    running = p;
    try {
      return await p;
    } finally {
      running = null;
    }
  }

  return {
    runOnce,
    start(intervalMs = 2000) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        runOnce().catch((err: unknown) => log.error({ err }, 'outbox pass failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
