import { and, count, eq, gte } from 'drizzle-orm';
import type { RecoveryChannel, RecoveryCodeRequest, RecoveryResetRequest } from '@lotus/contracts';
import type { Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import { auditLog } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { rejected } from '../../lib/errors.ts';
import { audit } from '../audit/index.ts';
import { findMemberByAccount, revokeAllSessions } from '../auth/index.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { loadSettings } from '../settings/index.ts';
import { securityAlert } from '../messages/index.ts';
import { CODE_RESEND_MS, type Codes } from './codes.ts';
import * as repo from './repository.ts';
import { loginPasswordProblem } from './rules.ts';

/** Recovery asks in an hour, at most: for one account, and from one address (issue #33). */
export const RECOVERY_ASKS_PER_ACCOUNT_HOUR = 5;
export const RECOVERY_ASKS_PER_IP_HOUR = 20;
/** Reset attempts (code + new password) from one address in an hour. */
export const RECOVERY_RESETS_PER_IP_HOUR = 30;

const ASK = 'member.recovery.ask';
const RESET = 'member.recovery.reset';

type Member = NonNullable<Awaited<ReturnType<typeof findMemberByAccount>>>;

/** The member's verified contact on a channel, or null: only a verified one may recover the account. */
function verifiedContact(m: Member, channel: RecoveryChannel): string | null {
  if (channel === 'mobile') return m.mobile ? m.mobile : null;
  return m.emailVerified && m.email ? m.email : null;
}

/**
 * Forgotten login password (issue #33): a code to the account's verified mobile or email, then a
 * new login password with it. Asking answers the same whether or not the account exists, is
 * active or has that contact (no enumeration: the limits count asks, not codes sent); both steps
 * are limited per account and per address and written to the audit log. A reset ends every
 * session of the member; the fund password is never touched here.
 */
export function createRecovery(deps: AppDeps, codes: Codes, sessions: SessionCache) {
  const { db, clock } = deps;

  async function recent(
    action: string,
    by: { actorId: string } | { ip: string },
    now: Date,
  ): Promise<number> {
    const who = 'actorId' in by ? eq(auditLog.actorId, by.actorId) : eq(auditLog.ip, by.ip);
    const since = new Date(now.getTime() - 60 * 60_000);
    const rows = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), who, gte(auditLog.createdAt, since)));
    return Number(rows[0]?.n ?? 0);
  }

  /** Step 1: a code to the verified contact, if there is one; the same answer in every case. */
  async function ask(input: RecoveryCodeRequest, lang: Language, from: { ip: string; host: string }) {
    const now = clock.now();
    const [byAccount, byIp] = await Promise.all([
      recent(ASK, { actorId: input.account }, now),
      recent(ASK, { ip: from.ip }, now),
    ]);
    if (byAccount >= RECOVERY_ASKS_PER_ACCOUNT_HOUR || byIp >= RECOVERY_ASKS_PER_IP_HOUR)
      throw rejected('recovery.tooMany');
    const m = await findMemberByAccount(db, input.account);
    const to = m && m.status === 1 ? verifiedContact(m, input.channel) : null;
    const sent =
      m && to !== null
        ? await codes.sendQuietly({
            memberId: m.id,
            to,
            channel: input.channel === 'mobile' ? 'sms' : 'email',
            purpose: 'recovery',
            template: 'recovery',
            vars: { account: m.account },
            lang,
            from,
          })
        : false;
    await audit(db, {
      actorKind: 'member',
      actorId: input.account,
      action: ASK,
      target: m ? `member:${m.id}` : null,
      ip: from.ip,
      detail: { channel: input.channel, sent },
    });
    return { resendAfterSeconds: CODE_RESEND_MS / 1000 };
  }

  /** Step 2: the code and a new login password. Every failure reads the same: the code is wrong. */
  async function reset(input: RecoveryResetRequest, ip: string) {
    const now = clock.now();
    if ((await recent(RESET, { ip }, now)) >= RECOVERY_RESETS_PER_IP_HOUR) throw rejected('recovery.tooMany');
    const settings = await loadSettings(db);
    const problem = loginPasswordProblem(input.account, input.password, settings.passwordStrength === 1);
    if (problem) throw rejected(problem);
    const m = await findMemberByAccount(db, input.account);
    const to = m && m.status === 1 ? verifiedContact(m, input.channel) : null;
    const ok = m !== undefined && to !== null && (await codes.use(db, m.id, to, 'recovery', input.code));
    const entry = {
      actorKind: 'member' as const,
      actorId: input.account,
      action: RESET,
      target: m ? `member:${m.id}` : null,
      ip,
    };
    if (!m || !ok) {
      await audit(db, { ...entry, detail: { channel: input.channel, outcome: 'codeInvalid' } });
      throw rejected('member.codeInvalid');
    }
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      await repo.updateMember(tx, m.id, { passwordHash, loginPasswordChangedAt: now });
      await revokeAllSessions(tx, sessions, m.id, now);
      await audit(tx, { ...entry, detail: { channel: input.channel, outcome: 'ok', passwordChanged: true } });
      // The member is told his login password changed (issue #33's security alerts).
      await securityAlert(tx, m.id, 'loginPwd', {}, now);
    });
  }

  return { ask, reset };
}

export type Recovery = ReturnType<typeof createRecovery>;
