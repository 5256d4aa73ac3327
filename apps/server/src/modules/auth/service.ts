import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ConsoleLoginRequest, ConsoleLoginResponse, LoginRequest, LoginResponse, TokenVerifyResponse } from '@lotus/contracts';
import { BUILTIN_ROLES, ResultCode } from '@lotus/contracts';
import type { Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import { operatorSessions, operators } from '../../db/schema.ts';
import { AppError, forbidden, notLoggedIn, rejected } from '../../lib/errors.ts';
import { acceptTotp, newTotpSecret, totpUri } from './totp.ts';
import { hashPassword, newToken, sha256hex, verifyPassword } from '../../lib/crypto.ts';
import * as repo from './repository.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { recordLoginAttempt, signInNovelty, type LoginOutcome } from '../security/index.ts';
import { securityAlert } from '../messages/index.ts';
import { assertNotBlacklisted } from '../risk/index.ts';
import { checkOtp } from '../security/index.ts';

export type { SessionMember, SessionOperator } from '../../lib/sessions.ts';
import type { SessionMember, SessionOperator } from '../../lib/sessions.ts';

/** An enrolment token lives long enough to scan a QR code and type one code. */
const ENROL_TTL_MS = 10 * 60_000;

export const permissionsOf = (role: string, custom: readonly string[] | null | undefined): readonly string[] =>
  BUILTIN_ROLES[role] ?? custom ?? [];

export interface AuthApi {
  requireMember(req: FastifyRequest): Promise<SessionMember>;
  requireOperator(req: FastifyRequest): Promise<SessionOperator>;
}

/** Extending a session writes at most once a minute per session. */
const EXTEND_EVERY_MS = 60_000;

/** A fixed hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/** Login safety (modules/security/login-guard.ts); none when not given. */
export interface LoginLimiter {
  check(scope: string, account: string, ip: string, captcha?: { id?: string; code?: string }): Promise<void>;
  failed(scope: string, account: string, ip: string): Promise<void>;
  succeeded(scope: string, account: string, ip: string): Promise<void>;
}

/** `sessions`: the app's session cache (lib/session-cache.ts), read and filled by memberForToken. */
export function createAuthService(deps: AppDeps, sessions: SessionCache, limiter?: LoginLimiter) {
  const { db, config, clock } = deps;
  const ttlMs = config.sessionTtlMinutes * 60_000;

  /** `installed`: the call came from the installed web app (`app: pwa`, issue #31), kept on the login record. */
  async function login(input: LoginRequest, ip: string, lang?: Language, country: string | null = null, installed = false): Promise<LoginResponse> {
    await limiter?.check('member', input.account, ip, { id: input.captchaId, code: input.captchaCode });
    // Blacklisted IPs and devices do not sign in (issue #16 "Risk").
    await assertNotBlacklisted(db, { ip, deviceId: input.deviceId });
    const member = await repo.findMemberByAccount(db, input.account);
    dummyHash ??= hashPassword('not-a-real-password-0');
    const ok = await verifyPassword(member?.passwordHash ?? (await dummyHash), input.password);
    const attempt = (outcome: LoginOutcome) =>
      member
        ? recordLoginAttempt(db, { memberId: member.id, ip, device: input.device, deviceId: input.deviceId, installed, country, outcome, at: clock.now() })
        : null;
    if (!member || !ok) {
      await limiter?.failed('member', input.account, ip);
      await attempt('password');
      throw new AppError(ResultCode.REJECTED, 'errors.badCredentials');
    }
    // Two-factor (issue #17): a missing code is a question, not a failure; a wrong one counts.
    const otp = await checkOtp(db, member.id, input.otp, clock.now());
    if (otp === 'missing') throw rejected('security.otpRequired', {}, { otpRequired: true });
    if (otp === 'wrong') {
      await limiter?.failed('member', input.account, ip);
      await attempt('otp');
      throw rejected('security.otpWrong', {}, { otpRequired: true });
    }
    await limiter?.succeeded('member', input.account, ip);
    if (member.status !== 1) {
      await attempt('disabled');
      throw new AppError(ResultCode.REJECTED, 'errors.accountDisabled');
    }
    const now = clock.now();
    const token = newToken();
    await db.transaction(async (tx) => {
      await repo.insertSession(tx, {
        tokenHash: sha256hex(token),
        memberId: member.id,
        device: input.device,
        ip,
        expiresAt: new Date(now.getTime() + ttlMs),
        // The app's clock, not the database's: session length and reality checks count from it.
        createdAt: now,
        lastSeenAt: now,
      });
      // A sign-in from a device or a country the member never signed in from (issue #33): asked before this one is recorded.
      const novel = await signInNovelty(tx, member.id, { device: input.device, deviceId: input.deviceId, ip, country });
      await repo.recordLogin(tx, member.id, now, ip, input.device, input.deviceId, lang);
      await recordLoginAttempt(tx, { memberId: member.id, ip, device: input.device, deviceId: input.deviceId, installed, country, outcome: 'ok', at: now });
      if (novel === 'device') await securityAlert(tx, member.id, 'newDevice', { device: input.device, ip }, now);
      if (novel === 'country') await securityAlert(tx, member.id, 'newCountry', { country: country!, ip }, now);
    });
    return { token, authorization: `Bearer ${token}`, account: member.account, loginTime: now.toISOString() };
  }

  /** The member behind a token, extending the session (the 5-minute keep-alive lands here). */
  async function memberForToken(token: string | undefined): Promise<SessionMember | null> {
    if (!token) return null;
    const now = clock.now();
    const hash = sha256hex(token);
    const cached = sessions.get(hash, now);
    if (cached) return cached;
    const s = await repo.findLiveSession(db, hash, now);
    if (!s || s.status !== 1) return null;
    let expiresAt = s.expiresAt;
    if (now.getTime() - s.lastSeenAt.getTime() >= EXTEND_EVERY_MS) {
      expiresAt = new Date(now.getTime() + ttlMs);
      await repo.extendSession(db, s.sessionId, now, expiresAt);
    }
    const session: SessionMember = {
      sessionId: s.sessionId,
      memberId: s.memberId,
      account: s.account,
      memberType: s.memberType,
      expiresAt,
      sessionStartedAt: s.startedAt,
      block:
        s.blockKind && s.blockFrom
          ? { kind: s.blockKind as 'timeout' | 'exclusion', from: s.blockFrom, until: s.blockUntil }
          : null,
      sessionLimitMinutes: s.sessionLimitMinutes === null ? null : Number(s.sessionLimitMinutes),
    };
    sessions.set(hash, session, now);
    return session;
  }

  async function requireMember(req: FastifyRequest): Promise<SessionMember> {
    const member = await memberForToken(req.token);
    // An operator's live session at a member call may not (403); no session is not logged in (401).
    if (!member) {
      const op = req.token ? await repo.findLiveOperatorSession(db, sha256hex(req.token), clock.now()) : null;
      throw op ? forbidden() : notLoggedIn();
    }
    req.member = member;
    return member;
  }

  /** The live console session behind a token, of the given stage. */
  async function operatorSession(token: string | undefined, stage: 'full' | 'enrol' | 'password') {
    const s = token ? await repo.findLiveOperatorSession(db, sha256hex(token), clock.now()) : null;
    return s && s.stage === stage ? s : null;
  }

  /** A member's token on a console call is refused as forbidden (403), not as "not logged in". */
  async function requireOperator(req: FastifyRequest): Promise<SessionOperator> {
    const s = await operatorSession(req.token, 'full');
    if (!s) {
      if (req.token && (await repo.findLiveSession(db, sha256hex(req.token), clock.now()))) throw forbidden();
      throw notLoggedIn();
    }
    const op: SessionOperator = {
      operatorId: s.operatorId,
      account: s.account,
      role: s.role,
      permissions: permissionsOf(s.role, s.customPermissions),
      ip: req.ip,
    };
    req.operator = op;
    return op;
  }

  const fullSession = async (operatorId: bigint, ip: string) => {
    const token = newToken();
    await repo.insertOperatorSession(db, {
      tokenHash: sha256hex(token),
      operatorId,
      ip,
      expiresAt: new Date(clock.now().getTime() + ttlMs),
    });
    return token;
  };

  /**
   * Console sign-in: password, then the TOTP code. An operator without a second factor gets an
   * enrolment token and a new secret instead of a session (issue #16: TOTP for every operator).
   */
  async function operatorLogin(input: ConsoleLoginRequest, ip: string): Promise<ConsoleLoginResponse> {
    const { account, password, code } = input;
    await limiter?.check('operator', account, ip);
    const op = await repo.findOperatorByAccount(db, account);
    dummyHash ??= hashPassword('not-a-real-password-0');
    const ok = await verifyPassword(op?.passwordHash ?? (await dummyHash), password);
    if (!op || !ok || op.status !== 1) {
      await limiter?.failed('operator', account, ip);
      await repo.recordOperatorLogin(db, account, ip, !op || !ok ? 'password' : 'disabled');
      throw new AppError(ResultCode.REJECTED, 'errors.badCredentials');
    }
    const now = clock.now();
    if (op.mustChangePassword) {
      // Another operator set this password (or reset the second factor): he sets his own first.
      const token = newToken();
      await repo.insertOperatorSession(db, { tokenHash: sha256hex(token), operatorId: op.id, ip, stage: 'password', expiresAt: new Date(now.getTime() + ENROL_TTL_MS) });
      await repo.recordOperatorLogin(db, account, ip, 'newPassword');
      return { stage: 'password', token };
    }
    if (!op.totpEnabledAt || !op.totpSecret) return enrolStage(op, ip);
    if (!code) return { stage: 'totp' };
    const step = acceptTotp(op.totpSecret, op.account, code, now.getTime(), op.totpLastStep);
    if (step === null) {
      await limiter?.failed('operator', account, ip);
      await repo.recordOperatorLogin(db, account, ip, 'totp');
      throw rejected('console.totpInvalid');
    }
    await limiter?.succeeded('operator', account, ip);
    await db.update(operators).set({ totpLastStep: step, lastLoginAt: now }).where(eq(operators.id, op.id));
    await repo.recordOperatorLogin(db, account, ip, 'ok');
    const token = await fullSession(op.id, ip);
    return { stage: 'ok', token, ...(await me(op.id)) };
  }

  /** The second factor's enrolment: a secret (kept until confirmed) and a token good only for `enrolTotp`. */
  async function enrolStage(op: { id: bigint; account: string; totpSecret: string | null }, ip: string): Promise<ConsoleLoginResponse> {
    const secret = op.totpSecret ?? newTotpSecret();
    if (!op.totpSecret) await db.update(operators).set({ totpSecret: secret }).where(eq(operators.id, op.id));
    const token = newToken();
    await repo.insertOperatorSession(db, {
      tokenHash: sha256hex(token),
      operatorId: op.id,
      ip,
      stage: 'enrol',
      expiresAt: new Date(clock.now().getTime() + ENROL_TTL_MS),
    });
    await repo.recordOperatorLogin(db, op.account, ip, 'enrol');
    return { stage: 'enrol', token, secret, uri: totpUri(secret, op.account) };
  }

  /**
   * The new password of an operator whose password or second factor another operator reset
   * (issue #26), with the `password` stage's token; not the one he was given. Then he enrols his
   * second factor (a reset removed it), or signs in again with a code if he still has one.
   */
  async function setOperatorPassword(token: string | undefined, password: string, ip: string): Promise<ConsoleLoginResponse> {
    const s = await operatorSession(token, 'password');
    if (!s) throw notLoggedIn();
    const op = await db.query.operators.findFirst({ where: eq(operators.id, s.operatorId) });
    if (!op?.mustChangePassword) throw notLoggedIn();
    if (await verifyPassword(op.passwordHash, password)) throw rejected('console.passwordSame');
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(operators).set({ passwordHash, mustChangePassword: false }).where(eq(operators.id, op.id));
      await tx.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, s.sessionId));
    });
    return !op.totpEnabledAt || !op.totpSecret ? enrolStage(op, ip) : { stage: 'totp' };
  }

  async function me(operatorId: bigint) {
    const op = await db.query.operators.findFirst({ where: eq(operators.id, operatorId) });
    const custom = op ? await db.query.operatorRoles.findFirst({ where: (r, { eq: e }) => e(r.code, op.role) }) : undefined;
    return { account: op?.account ?? '', role: op?.role ?? '', permissions: [...permissionsOf(op?.role ?? '', custom?.permissions)] };
  }

  /** Confirms the second factor with a first code; the enrolment token becomes a console session. */
  async function enrolTotp(token: string | undefined, code: string, ip: string): Promise<ConsoleLoginResponse> {
    const s = await operatorSession(token, 'enrol');
    if (!s) throw notLoggedIn();
    const op = await db.query.operators.findFirst({ where: eq(operators.id, s.operatorId) });
    if (!op?.totpSecret || op.totpEnabledAt) throw notLoggedIn();
    const now = clock.now();
    const step = acceptTotp(op.totpSecret, op.account, code, now.getTime(), op.totpLastStep);
    if (step === null) throw rejected('console.totpInvalid');
    await db.transaction(async (tx) => {
      await tx.update(operators).set({ totpEnabledAt: now, totpLastStep: step, lastLoginAt: now }).where(eq(operators.id, op.id));
      await tx.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, s.sessionId));
    });
    await repo.recordOperatorLogin(db, op.account, ip, 'ok');
    return { stage: 'ok', token: await fullSession(op.id, ip), ...(await me(op.id)) };
  }

  async function operatorLogout(token: string | undefined) {
    if (token) await db.update(operatorSessions).set({ revokedAt: clock.now() }).where(eq(operatorSessions.tokenHash, sha256hex(token)));
  }

  async function logout(token: string | undefined): Promise<void> {
    if (token) await repo.revokeSession(db, sessions, sha256hex(token), clock.now());
  }

  const verifyView = (m: SessionMember): TokenVerifyResponse => ({
    memberId: m.memberId.toString(),
    account: m.account,
    memberType: m.memberType,
    expiresAt: m.expiresAt.toISOString(),
  });

  return { login, logout, memberForToken, requireMember, requireOperator, operatorLogin, enrolTotp, setOperatorPassword, operatorLogout, me, verifyView };
}

export type AuthService = ReturnType<typeof createAuthService>;
