/**
 * Backups that restore (issue #30, README "Production"): `pg_dump` taken while members bet and
 * an issue settles in batches, restored with `pg_restore` into a fresh database; the server
 * starts on the copy (migrations found applied, /readyz ready), the money audit
 * (modules/ledger/audit.ts) finds nothing, and the scheduler on the copy finishes whatever
 * settlement the dump caught half done, paying each order once. PostgreSQL only (PGlite's backup
 * is a copy of its data folder with the server stopped).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { orderPaths, type PlacedOrders } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { DEMO } from '../../seed.ts';
import { familyOf } from '../lottery/families.ts';
import { auditLedger } from '../ledger/audit.ts';

const run = promisify(execFile);
const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** Every digit on 万 at 2 fen per bet: one sure win per line. */
const line = (n: number) => buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 3, multiple: 1, lineNo: n });
const SETTLED_ISSUE = '202611211021';
const OPEN_ISSUE = '202611211022';

/** pg_dump and pg_restore of the server's major version: Debian's versioned folder, else PATH. */
function pgTool(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin', name))) return join(root, v, 'bin', name);
  return name;
}

async function issueState(db: Db, issueNo: string) {
  const r = await db.execute(sql`
    select count(*) filter (where o.status in (3, 4))::int as settled, count(*)::int as total
    from orders o join issues i on i.id = o.issue_id where i.lottery_id = 101 and i.issue_no = ${issueNo}`);
  const row = (r as unknown as { rows: { settled: number; total: number }[] }).rows[0]!;
  return { settled: Number(row.settled), total: Number(row.total) };
}

const skip = !process.env.TEST_DATABASE_URL;
if (skip) console.log('backup test skipped: TEST_DATABASE_URL is not set (CI sets it)');

describe.skipIf(skip)('a pg_dump taken under load restores into a server whose books balance', () => {
  let source: DatabaseHandle & { url?: string };
  let app: FastifyInstance;
  const clock = testClock('2026-11-21T10:00:30Z');
  const work = mkdtempSync(join(tmpdir(), 'lotus-backup-'));
  const restoredName = `lotus_r_${process.pid}_${Date.now().toString(36)}`;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const restoredUrl = (() => {
    const u = new URL(adminUrl);
    u.pathname = `/${restoredName}`;
    return u.toString();
  })();
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    source = await openTestDatabase('postgres');
    // Batches of 100: the settlement is several transactions, so the dump can fall between them.
    app = await buildApp(testConfig({ settleBatchSize: 100 }), { database: source, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await source?.close();
    await admin(`drop database if exists ${restoredName} with (force)`).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });

  it('dumps during bets and a settlement, restores, starts, and the money audit holds', async () => {
    const member = await memberToken(app);
    const agent = await memberToken(app, DEMO.agent.account, DEMO.agent.password);
    const bet = async (token: string, issueNo: string) => {
      const bd = JSON.stringify(Array.from({ length: 100 }, (_, i) => line(i + 1)));
      const res = await post<PlacedOrders>(app, orderPaths.normalCreate, { tid: 101, pno: issueNo, bd, confirm: 1 }, token);
      expect(res.code, res.msg).toBe(0);
    };
    for (let i = 0; i < 10; i++) await bet(i % 2 ? agent : member, SETTLED_ISSUE);

    // The draw time passes: the scheduler settles 1,000 orders in 10 batches while both members
    // keep betting on the next issue, and pg_dump starts in the middle of it.
    clock.set('2026-11-21T10:01:00Z');
    const dumpFile = join(work, 'lotus.dump');
    const settling = app.scheduler.tick();
    const betting = (async () => {
      for (let i = 0; i < 10; i++) await bet(i % 2 ? agent : member, OPEN_ISSUE);
    })();
    // pg_dump starts once the first batch is committed (its snapshot is the moment it starts).
    while ((await issueState(source.db, SETTLED_ISSUE)).settled === 0) await new Promise((r) => setTimeout(r, 20));
    const dumping = run(pgTool('pg_dump'), ['--format=custom', '--file', dumpFile, '--dbname', source.url!]);
    await Promise.all([settling, betting, dumping]);
    expect(await issueState(source.db, SETTLED_ISSUE)).toEqual({ settled: 1000, total: 1000 });

    await admin(`create database ${restoredName}`);
    execFileSync(pgTool('pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', restoredUrl, dumpFile]);

    // The server starts on the copy: the migrations are found applied, /readyz says ready.
    const restored = await openDatabase({ kind: 'postgres', url: restoredUrl, poolSize: 4 });
    const copy = await buildApp(testConfig({ settleBatchSize: 200 }), { database: restored, serveWeb: false, clock, runScheduler: false });
    try {
      const ready = await copy.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode, ready.body).toBe(200);
      const caught = { settled: await issueState(restored.db, SETTLED_ISSUE), open: await issueState(restored.db, OPEN_ISSUE) };
      console.log(`backup: the dump caught ${caught.settled.settled} of ${caught.settled.total} orders settled and ${caught.open.total} orders of the next issue`);
      expect(caught.settled.total).toBe(1000);

      const audit = await auditLedger(restored.db, { pageSize: 300 });
      expect(audit.problems).toEqual([]);
      await expectMoneyConserved(restored.db);

      // The copy's scheduler finishes what the dump caught unfinished, and the books still hold.
      await copy.scheduler.tick();
      expect(await issueState(restored.db, SETTLED_ISSUE)).toEqual({ settled: 1000, total: 1000 });
      const after = await auditLedger(restored.db, { pageSize: 300 });
      expect(after.problems).toEqual([]);
      expect(await auditLedger(source.db, { pageSize: 300 })).toMatchObject({ problems: [] });
      const member = await memberToken(copy);
      expect(member).toMatch(/\S/);
    } finally {
      await copy.close();
      await restored.close();
    }
  }, 300_000);
});
