import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MessageChannel } from '@lotus/contracts';
import type { Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { smsCodes } from '../../db/schema.ts';
import { sha256hex } from '../../lib/crypto.ts';
import { rejected } from '../../lib/errors.ts';
import { countRecent, enqueue, type MessageTemplate } from '../messages/index.ts';

/**
 * The one machinery of verification codes (issue #33), for every contact and purpose: binding a
 * mobile or an email (and proving the old one when it changes), and resetting a forgotten login
 * password. A code is 6 digits, lives 10 minutes, survives 4 wrong guesses (the fifth spends it),
 * and the next one to the same contact for the same purpose may be asked for after 60 seconds.
 * It leaves through the outbox, in the transaction that stores its hash.
 */

/** Codes live 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** One code a minute per member, contact and purpose. */
export const CODE_RESEND_MS = 60_000;
/** Wrong guesses a code survives: the fifth spends it (5 tries). */
export const CODE_TRIES = 5;
/** Codes sent in an hour, at most: to one contact, and asked for from one address. */
export const CODES_PER_NUMBER_HOUR = 5;
export const CODES_PER_IP_HOUR = 20;

/** What a code may do: `bind` a contact (or prove the old one), `recovery` of the login password. */
export type CodePurpose = 'bind' | 'recovery';

export interface CodeRequest {
  memberId: bigint;
  /** The mobile number (sms) or email address (email). */
  to: string;
  channel: MessageChannel;
  purpose: CodePurpose;
  template: MessageTemplate;
  /** Template variables besides `code`. */
  vars?: Record<string, string | number>;
  lang: Language;
  from: { ip: string; host: string };
}

const codeHash = (memberId: bigint, to: string, purpose: CodePurpose, code: string) =>
  sha256hex(`${memberId}:${purpose}:${to}:${code}`);

/** Messages counted by the hourly limits: every template that carries a code. */
const CODE_TEMPLATES: readonly MessageTemplate[] = ['code', 'recovery'];

export function createCodes(deps: AppDeps) {
  const { db, clock } = deps;

  async function latest(memberId: bigint, to: string, purpose: CodePurpose) {
    const rows = await db
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.memberId, memberId), eq(smsCodes.recipient, to), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Seconds before another code may go to this contact for this purpose (0: now). */
  async function waitSeconds(memberId: bigint, to: string, purpose: CodePurpose, now: Date): Promise<number> {
    const last = await latest(memberId, to, purpose);
    const since = last ? now.getTime() - last.createdAt.getTime() : Infinity;
    return since < CODE_RESEND_MS ? Math.ceil((CODE_RESEND_MS - since) / 1000) : 0;
  }

  /** True when the hourly limits per contact and per asking address allow one more code. */
  async function withinBudget(to: string, ip: string, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - 60 * 60_000);
    const [toContact, fromIp] = await Promise.all([
      countRecent(db, { recipient: to }, CODE_TEMPLATES, since),
      countRecent(db, { requestIp: ip }, CODE_TEMPLATES, since),
    ]);
    return toContact < CODES_PER_NUMBER_HOUR && fromIp < CODES_PER_IP_HOUR;
  }

  /**
   * Sends a new code: refused (translated) within a minute of the last one or over the hourly
   * limits. Returns the seconds before the next may be asked for.
   */
  async function send(r: CodeRequest): Promise<{ resendAfterSeconds: number }> {
    const now = clock.now();
    const wait = await waitSeconds(r.memberId, r.to, r.purpose, now);
    if (wait > 0) throw rejected('member.codeTooFrequent', { seconds: wait });
    if (!(await withinBudget(r.to, r.from.ip, now))) throw rejected('msg.tooManyCodes');
    await store(r, now);
    return { resendAfterSeconds: CODE_RESEND_MS / 1000 };
  }

  /**
   * Sends a code when the rules allow one, silently otherwise (account recovery answers the same
   * whatever happens). True when one was sent.
   */
  async function sendQuietly(r: CodeRequest): Promise<boolean> {
    const now = clock.now();
    if ((await waitSeconds(r.memberId, r.to, r.purpose, now)) > 0) return false;
    if (!(await withinBudget(r.to, r.from.ip, now))) return false;
    await store(r, now);
    return true;
  }

  /** The code's hash and its message, in one transaction: no message without its code, nor the reverse. */
  async function store(r: CodeRequest, now: Date) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (t) => {
      await t.insert(smsCodes).values({
        memberId: r.memberId,
        recipient: r.to,
        purpose: r.purpose,
        codeHash: codeHash(r.memberId, r.to, r.purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
      await enqueue(
        t,
        {
          to: r.to,
          channel: r.channel,
          template: r.template,
          vars: { ...r.vars, code },
          lang: r.lang,
          memberId: r.memberId,
          host: r.from.host,
          requestIp: r.from.ip,
        },
        now,
      );
    });
  }

  /**
   * Uses the member's newest live code for this contact and purpose: true when it matched (the
   * code is then spent). A wrong guess counts; the fifth spends the code.
   */
  async function use(
    tx: DbOrTx,
    memberId: bigint,
    to: string,
    purpose: CodePurpose,
    code: string,
  ): Promise<boolean> {
    const now = clock.now();
    const live = await tx
      .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.memberId, memberId),
          eq(smsCodes.recipient, to),
          eq(smsCodes.purpose, purpose),
          isNull(smsCodes.usedAt),
          gt(smsCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(smsCodes.id))
      .limit(1);
    const found = live[0];
    if (!found) return false;
    if (found.codeHash === codeHash(memberId, to, purpose, code)) {
      const used = await tx
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.id, found.id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return used.length === 1;
    }
    await tx
      .update(smsCodes)
      .set({
        attempts: sql`${smsCodes.attempts} + 1`,
        usedAt: sql`case when ${smsCodes.attempts} + 1 >= ${CODE_TRIES} then ${now}::timestamptz else null end`,
      })
      .where(and(eq(smsCodes.id, found.id), isNull(smsCodes.usedAt)));
    return false;
  }

  return { send, sendQuietly, use };
}

export type Codes = ReturnType<typeof createCodes>;
