import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { paths } from '@lotus/contracts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase, testConfig } from '../../test/harness.ts';
import { inlineScriptHashes } from './security-headers.ts';

/** The policy as directive → sources. */
function csp(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let https: FastifyInstance;
  const web = mkdtempSync(join(tmpdir(), 'lotus-web-'));
  const inline = "window.__boot = 1;";
  beforeAll(async () => {
    // A built page with an inline script: its hash must be allowed, and nothing else inline.
    writeFileSync(join(web, 'index.html'), `<!doctype html><html><head><script>${inline}</script><script type="module" src="/web/assets/x-12345678.js"></script></head><body></body></html>`);
    database = await openTestDatabase('pglite');
    app = await buildApp(
      testConfig({ webDist: web, frameAncestors: loadConfig({ FRAME_ANCESTORS: "'none'; partner.example.com=https://casino.example.org 'self'" }).frameAncestors }),
      { database, runScheduler: false },
    );
    https = await buildApp(testConfig({ publicUrl: 'https://lotto.example.com' }), { database, runScheduler: false, serveWeb: false });
  });
  afterAll(async () => {
    await app.close();
    await https.close();
    await database.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('sends a strict policy on the member site, the console, the API and the reference', async () => {
    for (const url of ['/web/', '/web/home', '/console/', paths.serverTime, '/api/docs', '/readyz']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'lotto.test:8080' } });
      const h = res.headers;
      const policy = csp(h['content-security-policy']);
      expect(policy['script-src'], url).toBeDefined();
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      // The MQTT WebSocket at /mqtt on this host, and the time and config fetches ('self').
      expect(policy['connect-src']).toEqual(["'self'", 'ws://lotto.test:8080', 'wss://lotto.test:8080']);
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('no-referrer');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['strict-transport-security']).toBeUndefined();
    }
  });

  it("allows the built pages' inline scripts by hash", async () => {
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(inlineScriptHashes(`<script>${inline}</script><script src="/a.js"></script>`)).toEqual([hash]);
    const res = await app.inject({ method: 'GET', url: '/web/' });
    const scriptSrc = csp(res.headers['content-security-policy'])['script-src']!;
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc).toContain(hash);
    // Hashes only (the console's built page, when there is one, adds its own).
    expect(scriptSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toBe(true);
  });

  it('lets a configured host be framed by its operator, and no one else', async () => {
    const res = await app.inject({ method: 'GET', url: '/web/', headers: { host: 'partner.example.com' } });
    expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(['https://casino.example.org', "'self'"]);
    expect(res.headers['x-frame-options']).toBeUndefined();
    // A forged Host cannot write into the policy.
    const forged = await app.inject({ method: 'GET', url: '/web/', headers: { host: "evil; script-src 'unsafe-inline'" } });
    expect(csp(forged.headers['content-security-policy'])['script-src']).toEqual(expect.not.arrayContaining(["'unsafe-inline'"]));
    expect(csp(forged.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends HSTS and upgrades requests when PUBLIC_URL is https', async () => {
    const res = await https.inject({ method: 'GET', url: paths.serverTime });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });

  it('refuses a malformed FRAME_ANCESTORS', () => {
    expect(() => loadConfig({ FRAME_ANCESTORS: "'none'; a.com=javascript:alert(1)" })).toThrow(/FRAME_ANCESTORS/);
    expect(loadConfig({}).frameAncestors).toEqual({ default: "'none'", byHost: {} });
  });
});
