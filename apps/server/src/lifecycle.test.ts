import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paths } from '@lotus/contracts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { members } from './db/schema.ts';
import { DEMO } from './seed.ts';
import { form, FORM, testConfig } from '../test/harness.ts';

describe('configuration', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      database: { kind: 'pglite', dataDir: './data' },
      mqttUrl: undefined,
      roles: ['api', 'scheduler', 'push'],
      logLevel: 'info',
      seedDemo: true,
    });
  });

  it('switches to PostgreSQL and an external broker from the environment', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d', MQTT_URL: 'mqtt://h:1883', ROLES: 'api', PORT: '9000' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/d', poolSize: 16 });
    expect(c).toMatchObject({ mqttUrl: 'mqtt://h:1883', roles: ['api'], port: 9000 });
  });

  it('takes the short draw period of browser tests on the embedded database only', () => {
    expect(loadConfig({}).testDrawPeriodSec).toBeUndefined();
    expect(loadConfig({ TEST_DRAW_PERIOD_SEC: '30' }).testDrawPeriodSec).toBe(30);
    expect(() => loadConfig({ TEST_DRAW_PERIOD_SEC: '30', DATABASE_URL: 'postgres://u@h:5432/d' })).toThrow(/TEST_DRAW_PERIOD_SEC/);
    // Under 10 s a day's issues would outgrow the four-digit sequence.
    expect(() => loadConfig({ TEST_DRAW_PERIOD_SEC: '9' })).toThrow(/TEST_DRAW_PERIOD_SEC/);
  });

  it('rejects bad values, naming them', () => {
    expect(() => loadConfig({ PORT: 'x', ROLES: 'api,cook' })).toThrow(/PORT[\s\S]*ROLES/);
  });
});

describe('lifecycle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lotus-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data on disk across restarts and does not seed twice', async () => {
    const config = testConfig({ database: { kind: 'pglite', dataDir: dir } });
    const first = await buildApp(config, { serveWeb: false });
    const login = await first.inject({
      method: 'POST',
      url: paths.memberLogin,
      headers: FORM,
      payload: form({ account: DEMO.member.account, password: DEMO.member.password }),
    });
    const token = login.json().data.token as string;
    await first.close();

    const second = await buildApp(config, { serveWeb: false });
    try {
      const count = await second.deps.db.select({ n: sql<number>`count(*)::int` }).from(members);
      expect(count[0]!.n).toBe(2);
      // The session made before the restart is still valid.
      const verify = await second.inject({ method: 'GET', url: paths.tokenVerify, headers: { token } });
      expect(verify.json().code).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('finishes in-flight requests when closing, and refuses new ones', async () => {
    const app = await buildApp(testConfig({ database: { kind: 'pglite', dataDir: 'memory://' } }), { serveWeb: false });
    app.get('/test/slow', async () => {
      await new Promise((r) => setTimeout(r, 400));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const inFlight = fetch(`http://127.0.0.1:${address.port}/test/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${address.port}/test/slow`)).rejects.toThrow();
  });
});
