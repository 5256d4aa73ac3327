import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../config.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories take `Db | Tx` so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: Database['kind'];
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Lock id that serialises migrations between processes sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_415_001;

// int8 as bigint on the pg driver too, so raw and schema-typed reads agree on both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

/**
 * Opens the database the configuration names and runs the committed migrations: PGlite in
 * `dataDir` (or in memory for `memory://`), or a node-postgres pool.
 */
export async function openDatabase(database: Database): Promise<DatabaseHandle> {
  if (database.kind === 'pglite') {
    const inMemory = database.dataDir.startsWith('memory://');
    let dataDir = database.dataDir;
    if (!inMemory) {
      dataDir = join(database.dataDir, 'pglite');
      mkdirSync(dataDir, { recursive: true });
    }
    const client = await PGlite.create(inMemory ? undefined : dataDir);
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(db as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}
