/**
 * The production build (issue #30): `node build.mjs` compiles the server to dist/main.js, and
 * that file alone, run by plain Node, migrates, seeds, answers /readyz and stops cleanly on
 * SIGTERM, on each database target. It proves the bundle finds the SQL migrations and our
 * TypeScript workspace packages without tsx.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { serverDir } from './lib/server-dir.ts';
import { dbTargets, openTestDatabase } from '../test/harness.ts';

const READY_WITHIN_MS = 150_000;

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'pipe', timeout: 120_000 });
}, 180_000);

describe.each(dbTargets)('the built server (%s)', (target) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotus-built-'));
  let close = async () => undefined as void;
  let env: Record<string, string> = {};

  beforeAll(async () => {
    if (target === 'pglite') {
      // An on-disk data directory from the run's migrated snapshot, so the start skips initdb.
      const file = inject('pgliteSnapshotFile');
      const handle = await openDatabase(
        { kind: 'pglite', dataDir },
        { pgliteSnapshot: file ? new Blob([readFileSync(file)]) : undefined },
      );
      await handle.close();
      env = { DATA_DIR: dataDir };
    } else {
      const handle = await openTestDatabase('postgres');
      env = { DATABASE_URL: handle.url! };
      close = async () => {
        await handle.close();
      };
    }
  });
  afterAll(async () => {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts from dist/main.js with plain node, answers /readyz and drains on SIGTERM', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, [join(serverDir, 'dist', 'main.js')], {
      cwd: dataDir,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '200' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let ready: { status?: string } | undefined;
      const deadline = Date.now() + READY_WITHIN_MS;
      while (Date.now() < deadline && child.exitCode === null) {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
        if (res?.status === 200) {
          ready = (await res.json()) as { status?: string };
          break;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(ready, output).toMatchObject({ status: 'ready' });
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, READY_WITHIN_MS + 30_000);
});
