import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { TOTP, Secret } from 'otpauth';

/** The demo operator of the seed (README; demo only). */
export const DEMO_OPERATOR = { account: 'admin', password: 'lotus2468' } as const;

/** A TOTP code for a base32 secret, as an authenticator app shows it. */
export const totpNow = (secret: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });

/**
 * The specs run against fresh servers (playwright.config.ts: the journeys' and the platform-wide
 * specs'): the first console sign-in on a server enrols the operator's second factor there; the
 * secret and the session are kept in the run's data folder, per server, so later specs sign in
 * with a code (a code is good once per 30 s) or reuse the session.
 */
const stateFile = (account: string) => join(process.env.E2E_DATA_DIR ?? '.', `e2e-operator-${serverPort()}-${account}.json`);

/** The port of the server the running test's project talks to (the journeys' one outside a test: global-setup.ts). */
function serverPort(): string {
  let url: string | undefined;
  try {
    url = test.info().project.use.baseURL;
  } catch {
    // Not inside a test: the global setup, which prepares the journeys' server.
  }
  return url ? new URL(url).port : (process.env.E2E_PORT ?? '');
}

interface Saved { secret: string; token: string }

type Body = { code: number; msg: string; data: { stage: string; token?: string; secret?: string } };

export async function operatorSignIn(request: APIRequestContext, account: string, password: string): Promise<Saved> {
  const file = stateFile(account);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Saved;
    const me = await request.get('/api/console/me', { headers: { token: saved.token } });
    if (me.ok() && ((await me.json()) as Body).code === 0) return saved;
    let res = (await (await request.post('/api/console/login', { form: { account, password, code: totpNow(saved.secret) } })).json()) as Body;
    if (res.code !== 0) {
      // The current code was used already: take the next one.
      res = (await (await request.post('/api/console/login', { form: { account, password, code: totpNow(saved.secret, Date.now() + 30_000) } })).json()) as Body;
    }
    expect(res.code, res.msg).toBe(0);
    const next = { secret: saved.secret, token: res.data.token! };
    writeFileSync(file, JSON.stringify(next));
    return next;
  }
  const first = (await (await request.post('/api/console/login', { form: { account, password } })).json()) as Body;
  expect(first.code, first.msg).toBe(0);
  expect(first.data.stage).toBe('enrol');
  const secret = first.data.secret!;
  const enrolled = (await (await request.post('/api/console/totp/enrol', { headers: { token: first.data.token! }, form: { code: totpNow(secret) } })).json()) as Body;
  expect(enrolled.code, enrolled.msg).toBe(0);
  const saved = { secret, token: enrolled.data.token! };
  writeFileSync(file, JSON.stringify(saved));
  return saved;
}

/** A console session token of the demo operator (super admin). */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  return (await operatorSignIn(request, DEMO_OPERATOR.account, DEMO_OPERATOR.password)).token;
}
