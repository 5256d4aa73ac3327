import type { FastifyRequest } from 'fastify';
import type { LoginRequest, LoginResponse, TokenVerifyResponse } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notLoggedIn } from '../../lib/errors.ts';
import { ResultCode } from '@lotus/contracts';
import { hashPassword, newToken, sha256hex, verifyPassword } from '../../lib/crypto.ts';
import * as repo from './repository.ts';

export interface SessionMember {
  sessionId: bigint;
  memberId: bigint;
  account: string;
  memberType: number;
  expiresAt: Date;
}

export interface SessionOperator {
  operatorId: bigint;
  account: string;
  role: string;
}

export interface AuthApi {
  requireMember(req: FastifyRequest): Promise<SessionMember>;
  requireOperator(req: FastifyRequest): Promise<SessionOperator>;
}

/** Extending a session writes at most once a minute per session. */
const EXTEND_EVERY_MS = 60_000;

/** A fixed hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/** Failed-login limits (modules/members/login-guard.ts); none when not given. */
export interface LoginLimiter {
  check(scope: string, account: string, ip: string): Promise<void>;
  failed(scope: string, account: string, ip: string): Promise<void>;
  succeeded(scope: string, account: string): Promise<void>;
}

export function createAuthService(deps: AppDeps, limiter?: LoginLimiter) {
  const { db, config, clock } = deps;
  const ttlMs = config.sessionTtlMinutes * 60_000;

  async function login(input: LoginRequest, ip: string): Promise<LoginResponse> {
    await limiter?.check('member', input.account, ip);
    const member = await repo.findMemberByAccount(db, input.account);
    dummyHash ??= hashPassword('not-a-real-password-0');
    const ok = await verifyPassword(member?.passwordHash ?? (await dummyHash), input.password);
    if (!member || !ok) {
      await limiter?.failed('member', input.account, ip);
      throw new AppError(ResultCode.REJECTED, 'errors.badCredentials');
    }
    await limiter?.succeeded('member', input.account);
    if (member.status !== 1) throw new AppError(ResultCode.REJECTED, 'errors.accountDisabled');
    const now = clock.now();
    const token = newToken();
    await db.transaction(async (tx) => {
      await repo.insertSession(tx, {
        tokenHash: sha256hex(token),
        memberId: member.id,
        device: input.device,
        ip,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      await repo.recordLogin(tx, member.id, now, ip, input.device);
    });
    return { token, authorization: `Bearer ${token}`, account: member.account, loginTime: now.toISOString() };
  }

  /** The member behind a token, extending the session (the 5-minute keep-alive lands here). */
  async function memberForToken(token: string | undefined): Promise<SessionMember | null> {
    if (!token) return null;
    const now = clock.now();
    const s = await repo.findLiveSession(db, sha256hex(token), now);
    if (!s || s.status !== 1) return null;
    let expiresAt = s.expiresAt;
    if (now.getTime() - s.lastSeenAt.getTime() >= EXTEND_EVERY_MS) {
      expiresAt = new Date(now.getTime() + ttlMs);
      await repo.extendSession(db, s.sessionId, now, expiresAt);
    }
    return { sessionId: s.sessionId, memberId: s.memberId, account: s.account, memberType: s.memberType, expiresAt };
  }

  async function requireMember(req: FastifyRequest): Promise<SessionMember> {
    const member = await memberForToken(req.token);
    if (!member) throw notLoggedIn();
    req.member = member;
    return member;
  }

  async function requireOperator(req: FastifyRequest): Promise<SessionOperator> {
    const token = req.token;
    const op = token ? await repo.findLiveOperatorSession(db, sha256hex(token), clock.now()) : null;
    if (!op) throw notLoggedIn();
    req.operator = op;
    return op;
  }

  async function operatorLogin(account: string, password: string, ip: string) {
    await limiter?.check('operator', account, ip);
    const op = await repo.findOperatorByAccount(db, account);
    dummyHash ??= hashPassword('not-a-real-password-0');
    const ok = await verifyPassword(op?.passwordHash ?? (await dummyHash), password);
    if (!op || !ok || op.status !== 1) {
      await limiter?.failed('operator', account, ip);
      throw new AppError(ResultCode.REJECTED, 'errors.badCredentials');
    }
    await limiter?.succeeded('operator', account);
    const token = newToken();
    await repo.insertOperatorSession(db, {
      tokenHash: sha256hex(token),
      operatorId: op.id,
      ip,
      expiresAt: new Date(clock.now().getTime() + ttlMs),
    });
    return { token };
  }

  async function logout(token: string | undefined): Promise<void> {
    if (token) await repo.revokeSession(db, sha256hex(token), clock.now());
  }

  const verifyView = (m: SessionMember): TokenVerifyResponse => ({
    memberId: m.memberId.toString(),
    account: m.account,
    memberType: m.memberType,
    expiresAt: m.expiresAt.toISOString(),
  });

  return { login, logout, memberForToken, requireMember, requireOperator, operatorLogin, verifyView };
}

export type AuthService = ReturnType<typeof createAuthService>;
