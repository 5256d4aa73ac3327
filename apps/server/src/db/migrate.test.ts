/**
 * `openDatabase` migrates a database from empty (as `npm start` does on a new data directory or
 * PostgreSQL database), and the test databases, which start from a copy migrated once per run
 * (issue #29), hold the same migrations.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client.ts';
import { dbTargets, openTestDatabase } from '../../test/harness.ts';

const journal = (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries;

async function applied(handle: DatabaseHandle): Promise<number[]> {
  const result = (await handle.db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`)) as {
    rows: { created_at: bigint | number | string }[];
  };
  return result.rows.map((r) => Number(r.created_at));
}

/** An empty database opened the way the server opens its own: nothing copied from the test setup. */
async function openEmpty(target: (typeof dbTargets)[number]): Promise<DatabaseHandle> {
  if (target === 'pglite') return openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `lotus_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

describe.each(dbTargets)('migrations on %s', (target) => {
  it('applies every committed migration to an empty database, and a test database starts with all of them', async () => {
    const expected = journal.map((e) => e.when);
    const empty = await openEmpty(target);
    try {
      expect(await applied(empty)).toEqual(expected);
    } finally {
      await empty.close();
    }
    const test = await openTestDatabase(target);
    try {
      expect(await applied(test)).toEqual(expected);
    } finally {
      await test.close();
    }
    // Migrating an empty PGlite takes 5 s on a quiet machine and up to 50 s on a loaded one.
  }, 180_000);
});
