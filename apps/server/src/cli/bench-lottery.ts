/**
 * Lottery throughput benchmark (issue #6): bet placement over HTTP with many concurrent members,
 * against pgbench's TPC-B on the same PostgreSQL in the same run, and settlement throughput of an
 * issue with 100,000 bet lines. Prints figures and ratios; passes or fails nothing.
 *
 *   tsx src/cli/bench-lottery.ts [--db postgres://postgres@127.0.0.1:5432/test] [--seconds 10]
 *     [--members 64] [--lines 100000]
 *
 * Creates and drops its own databases on that server. Time is a frozen clock (the bets stay on
 * one issue); settlement runs when the clock is moved past the draw.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { orderPaths, paths } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { members, wallets } from '../db/schema.ts';
import { hashPassword } from '../lib/crypto.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../modules/ledger/service.ts';
import { familyOf } from '../modules/lottery/families.ts';
import { createOrderService } from '../modules/orders/service.ts';
import { countStatements } from '../modules/orders/statement-counter.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const adminUrl = arg('db', 'postgres://postgres@127.0.0.1:5432/test');
const seconds = Math.min(120, Math.max(2, Number(arg('seconds', '10'))));
const memberCount = Math.min(1000, Math.max(1, Number(arg('members', '64'))));
const viaHttp = arg('transport', 'http') === 'http';
const settleLines = Math.min(1_000_000, Math.max(1000, Number(arg('lines', '100000'))));

async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `lotus_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  }
}

function pgbench(url: string): number {
  const u = new URL(url);
  const base = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const db = u.pathname.slice(1);
  execFileSync('pgbench', [...base, '-i', '-s', '10', '-q', db], { stdio: 'pipe' });
  const out = execFileSync('pgbench', [...base, '-c', '8', '-j', '2', '-T', String(seconds), '-M', 'prepared', db], { encoding: 'utf8' });
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
  return m ? Number(m[1]) : NaN;
}

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const line = (digit: number, lineNo: number) =>
  buildBetLine({ play: DWD, selection: { rows: [[digit], [], [], [], []] }, mode: 8, multiple: 1, lineNo });

async function main() {
  const frozen = { t: Date.parse('2026-11-21T10:00:05Z') };
  const clock = { now: () => new Date(frozen.t) };
  const ISSUE = '202611211021';
  await withDatabase(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 16 });
    const config = { ...loadConfig({ LOG_LEVEL: 'error', SEED_DEMO: 'true', ROLES: 'api' }), database: { kind: 'postgres' as const, url, poolSize: 16 } };
    const app = await buildApp(config, { database, clock, serveWeb: false, runScheduler: false });
    await app.scheduler.tick();
    // Members with money (from the house adjustments account, through the ledger) and sessions.
    const hash = await hashPassword('bench12345');
    const tokens: string[] = [];
    const memberIds: bigint[] = [];
    for (let i = 0; i < memberCount; i++) {
      const account = `bench${String(i).padStart(5, '0')}`;
      await database.db.transaction(async (tx) => {
        const [m] = await tx.insert(members).values({ account, passwordHash: hash }).returning({ id: members.id });
        await tx.insert(wallets).values({ memberId: m!.id });
        memberIds.push(m!.id);
        await moveMoney(tx, { idempotencyKey: `bench:${account}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(m!.id), amount: 100_000_000n, memberId: m!.id });
      });
      const res = await app.inject({ method: 'POST', url: paths.memberLogin, payload: { account, password: 'bench12345' } });
      tokens.push((res.json() as { data: { token: string } }).data.token);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    // 1. Bet placement: every member places one-line orders back to back.
    let placed = 0;
    let failed = 0;
    const statements = countStatements(database.db);
    const cpu = process.cpuUsage();
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        let n = 0;
        while (performance.now() < until) {
          const body = new URLSearchParams({ tid: '101', pno: ISSUE, confirm: '1', bd: JSON.stringify([line((i + n++) % 10, 1)]) });
          const json = viaHttp
            ? ((await (
                await fetch(`${base}${orderPaths.normalCreate}`, {
                  method: 'POST',
                  headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
                  body,
                })
              ).json()) as { code: number })
            : ((await app.inject({
                method: 'POST',
                url: orderPaths.normalCreate,
                headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
                payload: body.toString(),
              })).json() as { code: number });
          if (json.code === 0) placed++;
          else failed++;
        }
      }),
    );
    const betSeconds = (performance.now() - started) / 1000;
    const ordersPerSecond = placed / betSeconds;
    const used = process.cpuUsage(cpu);
    statements.restore();
    const tps = pgbench(url);
    console.log(`bet placement over HTTP: ${placed} orders in ${betSeconds.toFixed(1)} s by ${memberCount} members = ${ordersPerSecond.toFixed(0)} orders/s (${failed} refused)`);
    console.log(
      `SQL statements per bet request: ${(statements.count / (placed + failed)).toFixed(2)} (session check included); ` +
        `benchmark process CPU (HTTP client and server): ${((used.user + used.system) / 1000 / (placed + failed)).toFixed(2)} ms per request`,
    );
    console.log(`pgbench TPC-B (scale 10, 8 clients, prepared) on the same PostgreSQL: ${tps.toFixed(0)} tps`);
    console.log(`ratio bet placement / TPC-B: ${(ordersPerSecond / tps).toFixed(2)}`);

    // 1b. The same bets through the order service, without HTTP and the session check: the
    // database side of a bet (context query and bet statement) and the engine's validation.
    const service = createOrderService(app.deps);
    let direct = 0;
    const directStatements = countStatements(database.db);
    const directUntil = performance.now() + seconds * 1000;
    const directStarted = performance.now();
    await Promise.all(
      memberIds.map(async (memberId, i) => {
        let n = 0;
        while (performance.now() < directUntil) {
          await service.createNormal(memberId, { tid: 101, pno: ISSUE, confirm: 1, bd: [{ z: 0, ...line((i + n++) % 10, 1) }] });
          direct++;
        }
      }),
    );
    const directPerSecond = direct / ((performance.now() - directStarted) / 1000);
    directStatements.restore();
    console.log(
      `bet placement through the order service (no HTTP): ${directPerSecond.toFixed(0)} orders/s by ${memberCount} members, ` +
        `${(directStatements.count / direct).toFixed(2)} SQL statements per bet; ratio to TPC-B: ${(directPerSecond / tps).toFixed(2)}`,
    );

    // 2. Settlement: fill the issue up to `settleLines` lines (100 lines per order request), then draw and settle.
    const countRes = await database.db.execute(sql`select count(*)::int as n from orders`);
    let lines = Number((countRes as unknown as { rows: { n: number }[] }).rows[0]!.n);
    let req = 0;
    const fill = async (token: string) => {
      while (lines < settleLines) {
        const k = Math.min(100, settleLines - lines);
        lines += k;
        const bd = JSON.stringify(Array.from({ length: k }, (_, j) => line((req + j) % 10, j + 1)));
        req++;
        const res = await app.inject({
          method: 'POST',
          url: orderPaths.normalCreate,
          headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ tid: '101', pno: ISSUE, confirm: '1', bd }).toString(),
        });
        if ((res.json() as { code: number }).code !== 0) throw new Error(`fill failed: ${res.body}`);
      }
    };
    await Promise.all(tokens.slice(0, 16).map(fill));
    frozen.t = Date.parse('2026-11-21T10:01:00Z');
    const t0 = performance.now();
    const report = await app.scheduler.tick();
    const settleSeconds = (performance.now() - t0) / 1000;
    console.log(
      `settlement: ${report.settledOrders} bet lines of one issue closed, drawn and settled in ${settleSeconds.toFixed(1)} s = ${(report.settledOrders / settleSeconds).toFixed(0)} lines/s`,
    );
    await app.close();
    await database.close();
  });
}

await main();
