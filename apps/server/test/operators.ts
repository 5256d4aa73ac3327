import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { consoleAccessPaths } from '@lotus/contracts';
import { operators } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { totpCode } from '../src/modules/auth/totp.ts';
import { form, FORM } from './harness.ts';

/**
 * Console sign-in for tests, as an operator does it: password, then (first time) enrolment of
 * the second factor with a code computed from the secret the server gave, or a code from the
 * stored secret. A TOTP code is good once per 30 s, so each app keeps one session per operator.
 */
const sessions = new WeakMap<FastifyInstance, Map<string, string>>();

async function call(app: FastifyInstance, url: string, body: Record<string, string>, token?: string) {
  const res = await app.inject({ method: 'POST', url, headers: { ...FORM, lang: 'en', ...(token ? { token } : {}) }, payload: form(body) });
  return res.json() as { code: number; msg: string; data: { stage?: string; token?: string; secret?: string } | null };
}

export async function operatorLogin(app: FastifyInstance, account: string, password: string): Promise<string> {
  const cache = sessions.get(app) ?? new Map<string, string>();
  sessions.set(app, cache);
  const known = cache.get(account);
  if (known) {
    const me = await app.inject({ method: 'GET', url: consoleAccessPaths.me, headers: { token: known } });
    if (me.statusCode === 200) return known;
  }
  const now = () => app.deps.clock.now().getTime();
  let res = await call(app, consoleAccessPaths.login, { account, password });
  if (res.code !== 0) throw new Error(`operator login ${account}: ${res.msg}`);
  if (res.data?.stage === 'enrol') {
    res = await call(app, consoleAccessPaths.totpEnrol, { code: totpCode(res.data.secret!, now()) }, res.data.token);
  } else if (res.data?.stage === 'totp') {
    const op = await app.deps.db.query.operators.findFirst({ where: eq(operators.account, account) });
    res = await call(app, consoleAccessPaths.login, { account, password, code: totpCode(op!.totpSecret!, now()) });
  }
  if (res.code !== 0 || res.data?.stage !== 'ok') throw new Error(`operator login ${account}: ${res.msg}`);
  cache.set(account, res.data.token!);
  return res.data.token!;
}

/** Adds an operator with a role (password 'lotus2468') and signs him in. */
export async function newOperator(app: FastifyInstance, account: string, role: string): Promise<string> {
  await app.deps.db
    .insert(operators)
    .values({ account, passwordHash: await hashPassword('lotus2468'), role })
    .onConflictDoNothing();
  return operatorLogin(app, account, 'lotus2468');
}
