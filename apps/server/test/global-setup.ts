/**
 * Vitest global setup of the server tests (issue #29): the migrations run once per run, not once
 * per test database. `openTestDatabase` (harness.ts) then opens
 * - PGlite from a snapshot of a migrated data directory, kept in the temporary folder per
 *   migrations hash and PGlite version (`lotus-pglite-<hash>.tar`), so a run whose migrations
 *   did not change skips PGlite's initdb and the migrations (10–50 s on this machine);
 * - PostgreSQL (TEST_DATABASE_URL) as `CREATE DATABASE … TEMPLATE lotus_tpl_<hash>`, the template
 *   being the migrated database for the migrations folder's content hash.
 * Test databases copied from either skip the migrations (`openDatabase(…, { migrated: true })`):
 * both are keyed by the migrations folder's content, so they hold every committed migration.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase, pgliteSnapshot } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory's tarball. */
    pgliteSnapshotFile: string | undefined;
    /** Name of the migrated PostgreSQL template database on TEST_DATABASE_URL's server. */
    postgresTemplate: string | undefined;
  }
}

/** A template not used by any run for this long belongs to migrations no branch runs any more. */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

/** Hash of every file under the migrations folder (SQL and drizzle's journal): names and bytes. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(migrationsFolder, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The migrated template for the present migrations, made once per migrations hash and kept:
 * runs from other worktrees with the same migrations share it, and an advisory lock on the hash
 * makes concurrent runs wait for the one that creates it. It is migrated under a temporary name
 * and renamed when complete, so a run that died half-way never leaves a template that looks
 * ready. Connections to it are disabled, since `CREATE DATABASE … TEMPLATE` refuses a template
 * anyone is connected to. Templates of other hashes unused for a day are dropped.
 */
async function postgresTemplate(serverUrl: string): Promise<{ name: string; created: boolean }> {
  const name = `lotus_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    const created = exists.rowCount === 0;
    if (created) {
      const wip = `${name}_wip`;
      await admin.query(`drop database if exists ${wip} with (force)`);
      await admin.query(`create database ${wip}`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, wip), poolSize: 2 });
      await handle.close();
      await admin.query(`alter database ${wip} rename to ${name}`);
      await admin.query(`alter database ${name} with allow_connections false`);
    }
    await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
    const others = await admin.query<{ datname: string; used: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as used from pg_database
        where datname like 'lotus\\_tpl\\_%' and datname <> $1 and datname not like '%\\_wip'`,
      [name],
    );
    for (const { datname, used } of others.rows) {
      const at = used ? Date.parse(used) : NaN;
      if (Number.isFinite(at) && Date.now() - at > STALE_TEMPLATE_MS) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    }
    return { name, created };
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
}

/** The installed PGlite's version: a snapshot is a data directory of one PostgreSQL build. */
function pgliteVersion(): string {
  // Found the way Node resolves it (vite's module runner has no import.meta.resolve).
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'node_modules/@electric-sql/pglite/package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}

/**
 * The migrated PGlite snapshot's file for the present migrations and PGlite, made when missing:
 * written under a temporary name and renamed, so a concurrent run never reads half a file.
 * Snapshots of other hashes untouched for a day are deleted.
 */
async function pgliteSnapshotFile(): Promise<{ file: string; created: boolean }> {
  const name = `lotus-pglite-${migrationsHash()}-${pgliteVersion()}.tar`;
  const file = join(tmpdir(), name);
  const created = !existsSync(file);
  if (created) {
    const wip = `${file}.${process.pid}.wip`;
    writeFileSync(wip, new Uint8Array(await (await pgliteSnapshot()).arrayBuffer()));
    renameSync(wip, file);
  }
  for (const other of readdirSync(tmpdir())) {
    if (!other.startsWith('lotus-pglite-') || other === name) continue;
    const path = join(tmpdir(), other);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > STALE_TEMPLATE_MS) rmSync(path, { force: true });
  }
  return { file, created };
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const snapshot = await pgliteSnapshotFile();
  project.provide('pgliteSnapshotFile', snapshot.file);
  const figures = [`PGlite snapshot ${snapshot.created ? 'made' : 'reused'} in ${((performance.now() - started) / 1000).toFixed(1)} s`];

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const t = performance.now();
    const template = await postgresTemplate(serverUrl);
    project.provide('postgresTemplate', template.name);
    figures.push(`PostgreSQL template ${template.name} ${template.created ? 'migrated' : 'reused'} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  console.log(`test databases: ${figures.join(', ')}`);
}
