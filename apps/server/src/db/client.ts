import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { usePreparedStatements } from './pglite-prepared.ts';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../config.ts';
import * as schema from './schema.ts';
import { serverDir } from '../lib/server-dir.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories take `Db | Tx` so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: Database['kind'];
  close(): Promise<void>;
}

export const migrationsFolder = join(serverDir, 'drizzle');

/** Lock id that serialises migrations between processes sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_415_001;

// int8 as bigint on the pg driver too, so raw and schema-typed reads agree on both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

/**
 * A checked-out connection that ends is handed back to the pool (and discarded) at once, and a
 * second release of it does nothing. drizzle-orm 0.45 runs a transaction's BEGIN outside its
 * try/finally, so a connection killed between checkout and BEGIN was never released: each one
 * shrank the pool for good, and `pool.end()` waited for them forever.
 */
function releaseOnEnd(pool: pg.Pool): void {
  const guard = (client: pg.PoolClient) => {
    const release = client.release.bind(client);
    let released = false;
    const onEnd = () => once(new Error('connection ended while checked out'));
    const once = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('end', onEnd);
      release(err);
    };
    client.release = once;
    client.once('end', onEnd);
  };
  const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => unknown;
  pool.connect = ((cb?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => {
    if (cb) {
      return connect((err, client, done) => {
        if (client) guard(client);
        cb(err, client, client ? client.release : done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      guard(client);
      return client;
    });
  }) as typeof pool.connect;
}

export interface OpenOptions {
  /**
   * PGlite only: start from this data directory (a `pgliteSnapshot()`) instead of an empty one.
   * The committed migrations still run on top of it, so a snapshot older than them catches up.
   */
  pgliteSnapshot?: Blob;
  /**
   * PGlite only: its WebAssembly compiled and its file bundle read once by a process that opens
   * many databases (the tests, `pgliteAssets()`), instead of at each open.
   */
  pgliteAssets?: PgliteAssets;
  /**
   * Skip the migrations: the caller knows the database already holds every committed one (a test
   * database copied from a template or snapshot made for the migrations folder's present content).
   */
  migrated?: boolean;
}

/**
 * Opens the database the configuration names and runs the committed migrations: PGlite in
 * `dataDir` (or in memory for `memory://`), or a node-postgres pool.
 */
export async function openDatabase(database: Database, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (database.kind === 'pglite') {
    const inMemory = database.dataDir.startsWith('memory://');
    let dataDir = database.dataDir;
    if (!inMemory) {
      dataDir = join(database.dataDir, 'pglite');
      mkdirSync(dataDir, { recursive: true });
    }
    const client = await PGlite.create({
      dataDir: inMemory ? undefined : dataDir,
      loadDataDir: options.pgliteSnapshot,
      ...options.pgliteAssets,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    if (!options.migrated) await migratePglite(db as never, { migrationsFolder });
    usePreparedStatements(client);
    return { db, kind: 'pglite', close: () => client.close() };
  }
  // A lost database fails a request within 12 s (503) instead of hanging it. pg-pool counts the
  // wait for a free connection in the same timeout: a burst (a thousand requests at once on a
  // busy machine) queues for seconds, so the bound is not tighter than that.
  const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize, connectionTimeoutMillis: 12_000 });
  // An idle connection the server ended (restart, pg_terminate_backend) is dropped by the pool,
  // which opens a new one on the next query; without a listener the error would end the process.
  pool.on('error', () => undefined);
  // The same for a connection ended while checked out (inside a transaction): its query fails
  // (503), and the pool discards it on release because it is no longer queryable.
  pool.on('connect', (c) => c.on('error', () => undefined));
  releaseOnEnd(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  if (options.migrated) return { db, kind: 'postgres', close: () => pool.end() };
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

export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** Node's WebAssembly global (the server's TypeScript libraries declare its types only). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;

/** PGlite's WebAssembly modules, compiled, and its file bundle, read from the installed package. */
export async function pgliteAssets(): Promise<PgliteAssets> {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
    ['pglite.wasm', 'initdb.wasm'].map((f) => wasm.compile(readFileSync(join(dist, f)))),
  );
  return { pgliteWasmModule: pgliteWasmModule!, initdbWasmModule: initdbWasmModule!, fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]) };
}

/**
 * An in-memory PGlite with every committed migration applied, as an uncompressed tarball of its
 * data directory: a test database opened from it (`openDatabase(…, { pgliteSnapshot })`) skips
 * PGlite's initdb and the migrations.
 */
export async function pgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
