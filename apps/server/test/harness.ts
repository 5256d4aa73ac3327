import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, pgliteAssets, type DatabaseHandle, type PgliteAssets } from '../src/db/client.ts';

export type DbTarget = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const dbTargets: DbTarget[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'true' }),
    validateResponses: true,
    // The nightly money audit runs only in the tests that ask for it (scheduler ticks elsewhere).
    ledgerAuditNightly: false,
    ...overrides,
  };
}

let snapshot: { file: string; data: Blob } | undefined;
/** PGlite's compiled WebAssembly and file bundle, once per test process (a file's open is 15-25 % cheaper). */
let assets: Promise<PgliteAssets> | undefined;

/** The run's migrated PGlite data directory (global-setup.ts), read once per test process. */
function pgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshotFile');
  if (!file) return undefined;
  if (snapshot?.file !== file) snapshot = { file, data: new Blob([readFileSync(file)]) };
  return snapshot.data;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created on the
 * TEST_DATABASE_URL server and dropped on close. Under vitest, both start from the run's migrated
 * copy (global-setup.ts): PGlite from its data directory's snapshot, PostgreSQL as a copy of the
 * template, the migrations then skipped (both were made for the migrations folder's present
 * content); without it, an empty database the migrations fill.
 */
export async function openTestDatabase(target: DbTarget): Promise<DatabaseHandle & { url?: string }> {
  if (target === 'pglite') {
    const snapshot = pgliteSnapshot();
    assets ??= pgliteAssets();
    return openDatabase(
      { kind: 'pglite', dataDir: 'memory://' },
      { pgliteSnapshot: snapshot, migrated: snapshot !== undefined, pgliteAssets: await assets },
    );
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `lotus_t_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 8 }, { migrated: template !== undefined });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Form-encodes a flat or dotted-key object the way the web client does. */
export function form(values: Record<string, string | number>): string {
  const pairs: [string, string][] = Object.entries(values).map(([k, v]) => [k, String(v)]);
  return new URLSearchParams(pairs).toString();
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;
