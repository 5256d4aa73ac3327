/**
 * Lottery throughput benchmark (issue #6): bet placement over HTTP with many concurrent members,
 * against pgbench's TPC-B on the same PostgreSQL in the same run, and settlement throughput of an
 * issue with 100,000 bet lines. Prints figures and ratios; passes or fails nothing.
 *
 *   tsx src/cli/bench-lottery.ts [--db postgres://postgres@127.0.0.1:5432/test] [--seconds 10]
 *     [--members 64] [--lines 100000] [--profile [dir]] [--only embedded|settlement|http] [--against <checkout>]
 *
 * The HTTP figures come from a server node in its own process (cli/node.ts, as an operator runs
 * it) under load from this process (bench-load.ts): requests/s, p50/p99, the node's CPU ms and
 * SQL statements per bet, a trivial route for scale, and pgbench right after. `--profile` runs
 * the node's CPU profiler over the bet phase only and prints where its time went (kept in dir);
 * on embedded PGlite (a process of its own: `--only embedded`, which a full run starts) it profiles
 * one bet at a time and prints the wall time waited on each statement.
 * `--against <checkout>`: a second node from another checkout of the repository (its own
 * apps/server, on the same database, with as many members of its own) is loaded at the same time
 * as this one, so both see the same contention, and the CPU per bet of each is printed: an A/B of
 * two builds on a busy machine.
 *
 * Creates and drops its own databases on that server. Time is a frozen clock (the bets stay on
 * one issue); settlement runs when the clock is moved past the draw.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from 'undici';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { orderPaths, paths, PushType } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { members, wallets } from '../db/schema.ts';
import { hashPassword } from '../lib/crypto.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../modules/ledger/service.ts';
import { familyOf } from '../modules/lottery/families.ts';
import { countStatements, timeStatements } from '../modules/orders/statement-counter.ts';
import { placeBet } from '../modules/ledger/bet.ts';
import { rollupCatchUp } from '../modules/agents/rollup.ts';
import type { BatchStats } from '../lib/batcher.ts';
import { runLoad, summarizeProfile, type LoadRequest, type LoadResult } from './bench-load.ts';
import { startNode } from './node-process.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const adminUrl = arg('db', 'postgres://postgres@127.0.0.1:5432/test');
const seconds = Math.min(120, Math.max(2, Number(arg('seconds', '10'))));
const memberCount = Math.min(1000, Math.max(1, Number(arg('members', '64'))));
const profileArg = arg('profile', '');
const profile = args.includes('--profile') ? resolve(profileArg && !profileArg.startsWith('--') ? profileArg : 'cpu-profiles') : undefined;
/** `embedded`: the PGlite figures only; `settlement`: settlement and the winners' push only (no HTTP, no pgbench); `http`: the bet phases only. */
const only = arg('only', '');
const settleLines = Math.min(1_000_000, Math.max(1000, Number(arg('lines', '100000'))));
const against = arg('against', '') ? resolve(arg('against', ''), 'apps/server') : undefined;

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

/**
 * CPU time so far (user + system, ms) of each PostgreSQL backend connected to the database of
 * `url` (the server on this machine: /proc/<pid>/stat), by pid.
 */
async function databaseCpuMs(url: string): Promise<Map<number, number>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const out = new Map<number, number>();
    for (const { pid } of r.rows) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        out.set(pid, (Number(rest[11]) + Number(rest[12])) * 10);
      } catch {
        // ended meanwhile
      }
    }
    return out;
  } finally {
    await c.end();
  }
}

/**
 * CPU time (ms) spent from now until the returned function is called: by the database's backends
 * (those connected now; the pool keeps them) and by this process. Less moved by other load on the
 * machine than wall time.
 */
async function cpuMeter(url: string): Promise<() => Promise<{ databaseMs: number; nodeMs: number }>> {
  const db0 = await databaseCpuMs(url);
  const node0 = process.cpuUsage();
  return async () => {
    const node = process.cpuUsage(node0);
    const db1 = await databaseCpuMs(url);
    let databaseMs = 0;
    for (const [pid, ms] of db1) databaseMs += ms - (db0.get(pid) ?? 0);
    return { databaseMs, nodeMs: (node.user + node.system) / 1000 };
  };
}

/** pgbench clients: the server node's pool size, so both sides use as many connections. */
const PGBENCH_CLIENTS = 16;

function pgbench(url: string): number {
  const u = new URL(url);
  const base = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const db = u.pathname.slice(1);
  execFileSync('pgbench', [...base, '-i', '-s', '10', '-q', db], { stdio: 'pipe' });
  const out = execFileSync('pgbench', [...base, '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(seconds), '-M', 'prepared', db], { encoding: 'utf8' });
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
  return m ? Number(m[1]) : NaN;
}

const ISSUE = '202611211021';
const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const line = (digit: number, lineNo: number) =>
  buildBetLine({ play: DWD, selection: { rows: [[digit], [], [], [], []] }, mode: 8, multiple: 1, lineNo });

/**
 * 1. Bet placement over HTTP: a server node in its own process (ROLES=api, the frozen clock), the
 * load from this process; then pgbench TPC-B on the same PostgreSQL, back to back; then the same
 * bets through the order service. Returns the members' session tokens.
 */
async function betPhases(url: string, app: App, accounts: string[], memberIds: bigint[], clockFile: string): Promise<string[]> {
  const database = { db: app.deps.db };
  // 1. Bet placement over HTTP: a server node in its own process (ROLES=api, the frozen clock),
  // the load from this process; then pgbench TPC-B on the same PostgreSQL, back to back.
  const nodeEnv = { DATABASE_URL: url, DATABASE_POOL_SIZE: '16', ROLES: 'api', LOG_LEVEL: 'error', SEED_DEMO: 'false' };
  const node = await startNode(nodeEnv, { clockFile });
  const other = against ? await startNode(nodeEnv, { clockFile, serverDir: against }) : undefined;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const login = async (base: string, names: string[]) => {
    const out: string[] = [];
    for (const account of names) {
      const res = await request(`${base}${paths.memberLogin}`, {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({ account, password: 'bench12345' }).toString(),
      });
      out.push(((await res.body.json()) as { data: { token: string } }).data.token);
    }
    return out;
  };
  const tokens = await login(node.base, accounts.slice(0, memberCount));
  const otherTokens = other ? await login(other.base, accounts.slice(memberCount)) : [];
  const betOf = (own: string[]) => (client: number, n: number): LoadRequest => ({
    method: 'POST',
    path: orderPaths.normalCreate,
    headers: { ...form, token: own[client]! },
    body: new URLSearchParams({ tid: '101', pno: ISSUE, confirm: '1', bd: JSON.stringify([line((client + n) % 10, 1)]) }).toString(),
  });
  const bet = betOf(tokens);
  // Warm-up (JIT, pools), not counted.
  await Promise.all([runLoad(node.base, memberCount, 2, bet), other && runLoad(other.base, memberCount, 2, betOf(otherTokens))]);
  const trivial = await runLoad(node.base, memberCount, Math.max(2, seconds / 2), () => ({ method: 'GET', path: paths.serverTime }));
  const cpu0 = node.cpuMs();
  const st0 = await node.statements();
  const b0 = await node.batches();
  const c0 = await node.contexts();
  const db0 = await databaseCpuMs(url);
  if (profile) node.profileStart();
  const otherCpu0 = other?.cpuMs() ?? 0;
  const [bets, otherBets] = await Promise.all([runLoad(node.base, memberCount, seconds, bet), other && runLoad(other.base, memberCount, seconds, betOf(otherTokens))]);
  // Read before the profile is written: writing it takes the node's CPU too.
  const cpuPerBet = (node.cpuMs() - cpu0) / bets.requests;
  const otherCpu = other ? (other.cpuMs() - otherCpu0) / otherBets!.requests : 0;
  let profileFile: string | undefined;
  if (profile) {
    mkdirSync(profile, { recursive: true });
    profileFile = join(profile, `bet-${Date.now()}.cpuprofile`);
    await node.profileStop(profileFile);
  }
  const db1 = await databaseCpuMs(url);
  const b1 = await node.batches();
  const c1 = await node.contexts();
  let dbCpu = 0;
  for (const [pid, ms] of db1) dbCpu += ms - (db0.get(pid) ?? 0);
  const statementsPerBet = ((await node.statements()) - st0) / bets.requests;
  await other?.stop();
  const tps = pgbench(url);
  await node.stop();
  const fmt = (r: LoadResult) => `${r.perSecond.toFixed(0)} requests/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms`;
  console.log(
    `server node: its own process (cli/node.ts, DATABASE_URL, ROLES=api, pool 16, BET_BATCH=${process.env.BET_BATCH ?? 'auto'}, CONTEXT_BATCH=${process.env.CONTEXT_BATCH ?? 'auto'}); load: undici, ${memberCount} clients, one connection each`,
  );
  console.log(`trivial route (GET ${paths.serverTime}): ${fmt(trivial)}`);
  console.log(`bet placement over HTTP: ${fmt(bets)}; ${bets.ok} placed, ${bets.requests - bets.ok} refused`);
  console.log(`load generator CPU per bet (this process, undici): ${bets.clientCpuMs.toFixed(3)} ms`);
  console.log(`server CPU per bet: ${cpuPerBet.toFixed(3)} ms; SQL statements per bet: ${statementsPerBet.toFixed(2)} (session check included)`);
  if (other) {
    console.log(
      `server CPU per bet, both nodes loaded at the same time: this checkout ${(cpuPerBet * 1000).toFixed(0)} µs (${bets.requests} bets), ` +
        `${against} ${(otherCpu * 1000).toFixed(0)} µs (${otherBets!.requests} bets, ${otherBets!.ok} placed)`,
    );
  }
  console.log(`database CPU per bet (the node's PostgreSQL backends${other ? ', both nodes' : ''}): ${(dbCpu / (bets.requests + (otherBets?.requests ?? 0))).toFixed(3)} ms`);
  if (b0 && b1) {
    const n = b1.batches - b0.batches;
    console.log(`group commit: ${b1.bets - b0.bets} bets in ${n} batch statements (${((b1.bets - b0.bets) / Math.max(1, n)).toFixed(1)} a batch), ${b1.fallbacks - b0.fallbacks} fell back to one by one`);
  }
  if (c0 && c1) console.log(`context queries: ${batchLine(c0, c1)}`);
  console.log(`bet / trivial route: ${(bets.perSecond / trivial.perSecond).toFixed(3)}`);
  console.log(`pgbench TPC-B (scale 10, ${PGBENCH_CLIENTS} clients, prepared) on the same PostgreSQL right after: ${tps.toFixed(0)} tps`);
  console.log(`ratio bet placement / TPC-B: ${(bets.perSecond / tps).toFixed(2)}`);
  if (profileFile) console.log(`server CPU profile of the bet phase: ${profileFile}\n${summarizeProfile(profileFile)}`);

  // 1b. The same bets through the order service, without HTTP and the session check: the
  // database side of a bet (context query and bet statement) and the engine's validation.
  const service = app.services.orders;
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
  const batched = app.services.batcher?.stats();
  if (batched) console.log(`group commit (no HTTP): ${batched.bets} bets in ${batched.batches} batches (${(batched.bets / Math.max(1, batched.batches)).toFixed(1)} a batch), ${batched.fallbacks} fell back to one by one`);
  console.log(
    `bet placement through the order service (no HTTP): ${directPerSecond.toFixed(0)} orders/s by ${memberCount} members, ` +
      `${(directStatements.count / direct).toFixed(2)} SQL statements per bet; ratio to TPC-B: ${(directPerSecond / tps).toFixed(2)}`,
  );
  return tokens;
}

/** What a batcher (lib/batcher.ts) did between two of its counts. */
function batchLine(a: BatchStats, b: BatchStats): string {
  const n = b.batches - a.batches;
  const items = b.items - a.items;
  return `${items} in ${n} statements (${(items / Math.max(1, n)).toFixed(1)} a statement), ${b.fallbacks - a.fallbacks} batches fell back to one by one`;
}

/** Open orders of the push phase, every one a winner. */
const PUSH_ORDERS = 10_000;

/**
 * Times the app's pushes from now on: the draw's announcement (the open-prize event of the
 * benchmark's lottery, when it is handed to the broker) and every win event (when the broker has
 * taken it). Draw → push is what a winner waits for after the draw is announced.
 */
function watchPushes(app: App) {
  const push = app.deps.push;
  const original = push.publish;
  let drawAt: number | undefined;
  const wins: number[] = [];
  push.publish = async (topic, event) => {
    if (event.type === PushType.OPEN_PRIZE && (event.data as { ticketId?: number }).ticketId === 101) drawAt ??= performance.now();
    await original.call(push, topic, event);
    if (event.type === PushType.WIN) wins.push(performance.now());
  };
  return {
    summary() {
      push.publish = original;
      if (drawAt === undefined || wins.length === 0) return `draw → win push: no ${drawAt === undefined ? 'draw' : 'win'} event seen`;
      const ms = wins.map((t) => t - drawAt!).sort((x, y) => x - y);
      const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(0);
      return `draw → win push: ${ms.length} win events, first ${ms[0]!.toFixed(0)} ms, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, last ${ms[ms.length - 1]!.toFixed(0)} ms`;
    },
  };
}

/** Session tokens of the members by in-process logins (when the HTTP phases are skipped). */
async function loginInProcess(app: App, accounts: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const account of accounts.slice(0, 16)) {
    const res = await app.inject({
      method: 'POST',
      url: paths.memberLogin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account, password: 'bench12345' }).toString(),
    });
    tokens.push((res.json() as { data: { token: string } }).data.token);
  }
  return tokens;
}

async function main() {
  const frozen = { t: Date.parse('2026-11-21T10:00:05Z') };
  const clock = { now: () => new Date(frozen.t) };
  const work = mkdtempSync(join(tmpdir(), 'lotus-bench-'));
  const clockFile = join(work, 'clock');
  writeFileSync(clockFile, new Date(frozen.t).toISOString());
  await withDatabase(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 16 });
    const config = {
      ...loadConfig({ LOG_LEVEL: 'error', SEED_DEMO: 'true', ROLES: 'api', BET_BATCH: process.env.BET_BATCH ?? 'auto', CONTEXT_BATCH: process.env.CONTEXT_BATCH ?? 'auto', SETTLE_PARALLEL: process.env.SETTLE_PARALLEL, SETTLE_BATCH_SIZE: process.env.SETTLE_BATCH_SIZE }),
      database: { kind: 'postgres' as const, url, poolSize: 16 },
    };
    const app = await buildApp(config, { database, clock, serveWeb: false, runScheduler: false });
    await app.scheduler.tick();
    // Members with money (from the house adjustments account, through the ledger).
    const hash = await hashPassword('bench12345');
    const memberIds: bigint[] = [];
    const accounts: string[] = [];
    for (let i = 0; i < (against ? 2 : 1) * memberCount; i++) {
      const account = `bench${String(i).padStart(5, '0')}`;
      accounts.push(account);
      await database.db.transaction(async (tx) => {
        const [m] = await tx.insert(members).values({ account, passwordHash: hash }).returning({ id: members.id });
        await tx.insert(wallets).values({ memberId: m!.id });
        memberIds.push(m!.id);
        await moveMoney(tx, { idempotencyKey: `bench:${account}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(m!.id), amount: 100_000_000n, memberId: m!.id });
      });
    }

    const tokens = only === 'settlement' ? await loginInProcess(app, accounts) : await betPhases(url, app, accounts, memberIds, clockFile);
    if (only === 'http') {
      await app.close();
      await database.close();
      return;
    }

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
    // The scheduler ticks every second while members bet, and each tick folds the ledger's new
    // rows into the team figures (agents/rollup.ts). The benchmark's clock is frozen while it
    // places bets, so that backlog (every bet of the phases above) is folded here, as it would
    // have been by the time of the draw; the settlement tick still folds its own payouts.
    const folded = await rollupCatchUp(database.db, 200);
    // Every run starts settling from the same state: not in the middle of the checkpoint that
    // the bet phases' and pgbench's writes (a run with all phases) would otherwise set off.
    await database.db.execute(sql`checkpoint`);
    const pushes = watchPushes(app);
    const timer = timeStatements(database.db);
    frozen.t = Date.parse('2026-11-21T10:01:00Z');
    const cpu = await cpuMeter(url);
    // `--profile`: this process's CPU profile of the settlement tick (it runs in this process).
    const inspector = profile ? new Session() : undefined;
    if (inspector) {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    }
    const t0 = performance.now();
    const report = await app.scheduler.tick();
    const settleSeconds = (performance.now() - t0) / 1000;
    const cpuSpent = await cpu();
    timer.restore();
    if (inspector && profile) {
      const { profile: taken } = await inspector.post('Profiler.stop');
      inspector.disconnect();
      mkdirSync(profile, { recursive: true });
      const file = join(profile, `settle-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(taken));
      console.log(`CPU profile of the settlement tick (this process): ${file}\n${summarizeProfile(file)}`);
    }
    console.log(
      `settlement: ${report.settledOrders} bet lines of one issue closed, drawn and settled in ${settleSeconds.toFixed(1)} s = ${(report.settledOrders / settleSeconds).toFixed(0)} lines/s`,
    );
    console.log(`  ${pushes.summary()}`);
    console.log(`  CPU: PostgreSQL backends ${cpuSpent.databaseMs.toFixed(0)} ms, this process ${cpuSpent.nodeMs.toFixed(0)} ms`);
    console.log(`  team figures: ${folded} ledger rows of the betting folded before the draw, as the per-second ticks would have`);
    const spent = timer.report();
    const inSql = spent.reduce((n, s) => n + s.ms, 0);
    console.log(`  wall ${(settleSeconds * 1000).toFixed(0)} ms: ${inSql.toFixed(0)} ms waiting for ${spent.reduce((n, s) => n + s.count, 0)} statements, the rest in Node; largest:`);
    for (const s of spent.slice(0, 8)) console.log(`    ${s.ms.toFixed(0).padStart(7)} ms ${String(s.count).padStart(5)}×  ${s.statement}`);
    // PostgreSQL's floor for this machine right now: settling writes every order row once, and one
    // UPDATE changing the status of the same rows (won ↔ lost, so every index takes the new row
    // version, as in settlement) is the least any settlement can cost.
    const f0 = performance.now();
    const floor = await database.db.execute(sql`update orders set status = 7 - status where lottery_id = 101 and issue_no = ${ISSUE} and status in (3, 4)`);
    const floorSeconds = (performance.now() - f0) / 1000;
    const floorRows = (floor as unknown as { rowCount: number | null }).rowCount ?? 0;
    console.log(
      `  floor: one UPDATE of the status of the same ${floorRows} rows took ${floorSeconds.toFixed(1)} s = ${(floorRows / floorSeconds).toFixed(0)} rows/s; ` +
        `settlement / floor: ${(report.settledOrders / settleSeconds / (floorRows / floorSeconds)).toFixed(2)}`,
    );

    // 3. The winners' push: 10,000 open orders on the next issue, every one a sure win (every
    // digit on 万); from the draw's announcement to each win event leaving for its member.
    frozen.t = Date.parse('2026-11-21T10:01:05Z');
    await app.scheduler.tick();
    const next = (
      (await database.db.execute(sql`
        select issue_no, draw_at from issues where lottery_id = 101 and status = 0 and start_at <= ${clock.now().toISOString()}
        and end_at > ${clock.now().toISOString()} order by end_at limit 1`)) as unknown as { rows: { issue_no: string; draw_at: string | Date }[] }
    ).rows[0]!;
    const sure = (lineNo: number) => buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 3, multiple: 1, lineNo });
    let placed = 0;
    await Promise.all(
      tokens.slice(0, 16).map(async (token) => {
        while (placed < PUSH_ORDERS) {
          const k = Math.min(100, PUSH_ORDERS - placed);
          placed += k;
          const res = await app.inject({
            method: 'POST',
            url: orderPaths.normalCreate,
            headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ tid: '101', pno: next.issue_no, confirm: '1', bd: JSON.stringify(Array.from({ length: k }, (_, j) => sure(j + 1))) }).toString(),
          });
          if ((res.json() as { code: number }).code !== 0) throw new Error(`fill failed: ${res.body}`);
        }
      }),
    );
    const winPushes = watchPushes(app);
    const timer2 = timeStatements(database.db);
    frozen.t = new Date(next.draw_at).getTime() + 1000;
    const cpu2 = await cpuMeter(url);
    const t1 = performance.now();
    const second = await app.scheduler.tick();
    const cpuSpent2 = await cpu2();
    timer2.restore();
    console.log(
      `winners' push: ${second.settledOrders} open orders, every one a winner, settled in ${((performance.now() - t1) / 1000).toFixed(2)} s (the tick: close, draw, settle)`,
    );
    console.log(`  ${winPushes.summary()}`);
    console.log(`  CPU: PostgreSQL backends ${cpuSpent2.databaseMs.toFixed(0)} ms, this process ${cpuSpent2.nodeMs.toFixed(0)} ms`);
    const spent2 = timer2.report();
    console.log(`  ${spent2.reduce((n, s) => n + s.ms, 0).toFixed(0)} ms waiting for ${spent2.reduce((n, s) => n + s.count, 0)} statements; largest:`);
    for (const s of spent2.slice(0, 6)) console.log(`    ${s.ms.toFixed(0).padStart(7)} ms ${String(s.count).padStart(5)}×  ${s.statement}`);
    await app.close();
    await database.close();
  });
  rmSync(work, { recursive: true, force: true });
  if (only !== 'settlement' && only !== 'http') embeddedInItsOwnProcess();
}

/**
 * The embedded figures of a full run come from a process of their own, as the embedded default runs
 * (`npm start`): in this one they ran after the HTTP, settlement and push phases, on a heap those
 * left large, and one bet at a time measured 436–445/s where the same build did 759–761/s alone.
 */
function embeddedInItsOwnProcess() {
  const keep = ['--seconds', String(seconds), ...(profile ? ['--profile', profile] : [])];
  execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, '--only', 'embedded', ...keep], { stdio: 'inherit' });
}

/** Members betting at once in the embedded figures. */
const EMBEDDED_CROWDS = [16, 64];

/**
 * 3. The embedded default: PGlite in memory, one connection. Bets through the order service for
 * `seconds`: one at a time (a lone bettor), and by 16 and 64 members at once (each sending his
 * next bet when the last is answered: their context queries and bet statements share statements,
 * lib/batcher.ts); against the reference, the bet statement alone in a loop (ledger/bet.ts, no
 * context query, no engine, no session).
 */
async function embedded() {
  const clock = { now: () => new Date(Date.parse('2026-11-21T10:00:05Z')) };
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const config = {
    ...loadConfig({ LOG_LEVEL: 'error', SEED_DEMO: 'true', ROLES: 'api', BET_BATCH: process.env.BET_BATCH ?? 'auto', CONTEXT_BATCH: process.env.CONTEXT_BATCH ?? 'auto' }),
    database: { kind: 'pglite' as const, dataDir: 'memory://' },
  };
  const app = await buildApp(config, { database, clock, serveWeb: false, runScheduler: false });
  await app.scheduler.tick();
  const ids: bigint[] = [];
  for (let i = 0; i < Math.max(...EMBEDDED_CROWDS); i++) {
    await database.db.transaction(async (tx) => {
      const [m] = await tx.insert(members).values({ account: `embed${String(i).padStart(3, '0')}`, passwordHash: 'x' }).returning({ id: members.id });
      await tx.insert(wallets).values({ memberId: m!.id });
      ids.push(m!.id);
      await moveMoney(tx, { idempotencyKey: `embed:${i}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(m!.id), amount: 100_000_000n, memberId: m!.id });
    });
  }
  const [issue] = (await database.db.execute(sql`select id from issues where lottery_id = 101 and issue_no = ${'202611211021'}`) as unknown as { rows: { id: bigint }[] }).rows;
  const service = app.services.orders;
  const body = (n: number) => ({ tid: 101, pno: '202611211021', confirm: 1, bd: [{ z: 0, ...line(n % 10, 1) }] });
  /** Bets/s of `crowd` members each placing his next bet as soon as the last is answered. */
  const run = async (crowd: number, warm: number, fn: (member: number, n: number) => Promise<unknown>) => {
    const each = async (member: number, until: number) => {
      let n = 0;
      while (performance.now() < until) await fn(member, n++);
      return n;
    };
    await Promise.all(Array.from({ length: crowd }, (_, m) => each(m, performance.now() + warm)));
    const started = performance.now();
    const counts = await Promise.all(Array.from({ length: crowd }, (_, m) => each(m, started + seconds * 1000)));
    return counts.reduce((a, n) => a + n, 0) / ((performance.now() - started) / 1000);
  };
  const viaService = (m: number, n: number) => service.createNormal(ids[m]!, body(n + m));
  // `--profile`: this process's CPU profile of the lone bettor (PGlite runs in this process), and
  // the wall time waited on each statement.
  const inspector = profile ? new Session() : undefined;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const aloneTimer = profile ? timeStatements(database.db) : undefined;
  const alone = await run(1, 500, (m, n) => viaService(n % 16, n));
  if (inspector && profile) {
    const { profile: taken } = await inspector.post('Profiler.stop');
    inspector.disconnect();
    mkdirSync(profile, { recursive: true });
    const file = join(profile, `embedded-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(taken));
    console.log(`CPU profile of one bet at a time on PGlite (this process): ${file}\n${summarizeProfile(file)}`);
  }
  if (aloneTimer) {
    const spent = aloneTimer.report();
    aloneTimer.restore();
    console.log(`  one bet at a time: ${spent.reduce((n, s) => n + s.ms, 0).toFixed(0)} ms waiting for ${spent.reduce((n, s) => n + s.count, 0)} statements; largest:`);
    for (const s of spent.slice(0, 6)) console.log(`    ${s.ms.toFixed(0).padStart(7)} ms ${String(s.count).padStart(5)}×  ${s.statement}`);
  }
  const crowds: string[] = [];
  for (const crowd of EMBEDDED_CROWDS) {
    const bets0 = app.services.batcher?.stats();
    const ctx0 = app.services.contexts.stats();
    const perSecond = await run(crowd, 500, viaService);
    const bets1 = app.services.batcher?.stats();
    const ctx1 = app.services.contexts.stats();
    const bets = bets0 && bets1 ? `${((bets1.bets - bets0.bets) / Math.max(1, bets1.batches - bets0.batches)).toFixed(1)} bets a statement` : 'bets one by one';
    const ctx = ctx0 && ctx1 ? `${((ctx1.items - ctx0.items) / Math.max(1, ctx1.batches - ctx0.batches)).toFixed(1)} contexts a statement` : 'contexts one by one';
    crowds.push(`${crowd} members at once ${perSecond.toFixed(0)} bets/s (${bets}, ${ctx})`);
  }
  const reference = await run(1, 500, (_m, n) =>
    placeBet(database.db, {
      memberId: ids[n % 16]!,
      lotteryId: 101,
      prizeGroup: 1950,
      rebateChain: [],
      idempotencyKey: `embed-ref:${n}`,
      refType: 'order',
      batchKey: `embed-ref:${n}`,
      contentHash: 'x',
      now: clock.now(),
      chase: null,
      rows: [{ issueId: BigInt(issue!.id), issueNo: '202611211021', kind: 1, playId: DWD.id, content: '1', selection: { rows: [[1], [], [], [], []] }, moneyMode: 8, multiple: 1, betCount: 1, unitAmount: null, amount: 2n, possibleWin: 4n }],
    }),
  );
  console.log(
    `embedded PGlite (one connection, BET_BATCH=${config.betBatch}, CONTEXT_BATCH=${config.contextBatch}): through the order service one bet at a time ${alone.toFixed(0)} bets/s ` +
      `(ratio to the statement loop ${(alone / reference).toFixed(2)}); ${crowds.join('; ')}; the bet statement alone in a loop: ${reference.toFixed(0)}/s`,
  );
  await app.close();
  await database.close();
}

if (only === 'embedded') await embedded();
else await main();
