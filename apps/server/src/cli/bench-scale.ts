/**
 * The scale benchmark (issue #30, `npm run bench -- scale`): the same figures on an empty database
 * and on one holding a year of history — `--orders` settled orders (default 10,000,000) and about
 * three ledger rows each over the 12 months before the clock, in month partitions — in the same
 * run, on the local PostgreSQL:
 *
 * - bet placement through the order service by `--members` members at once for `--seconds`;
 * - settlement of an issue of `--lines` bet lines (lines/s);
 * - a member's bet record (the first page of his last 7 days, as the web asks it), p95 of 200;
 * - the console's P&L report (daily) for the last full month;
 * - the money audit (modules/ledger/audit.ts) over the whole database.
 *
 *   tsx src/cli/bench-scale.ts [--db postgres://postgres@127.0.0.1:5432/test] [--orders 10000000]
 *     [--members 64] [--seconds 10] [--lines 20000]
 *
 * The history is written by set-based SQL (ledger/synthetic.ts), not over HTTP. Creates and drops
 * its own databases. Prints figures and ratios; passes or fails nothing.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { members, wallets } from '../db/schema.ts';
import {
  auditLedger,
  ensureMonthPartitions,
  HOUSE,
  houseAccount,
  memberAccount,
  monthKey,
  moveMoney,
} from '../modules/ledger/index.ts';
import { fabricateScaleHistory } from '../modules/ledger/synthetic.ts';
import { familyOf } from '../modules/lottery/families.ts';
import { rollupCatchUp } from '../modules/agents/rollup.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const adminUrl = arg('db', 'postgres://postgres@127.0.0.1:5432/test');
const orderCount = Math.min(100_000_000, Math.max(10_000, Number(arg('orders', '10000000'))));
const memberCount = Math.min(1000, Math.max(1, Number(arg('members', '64'))));
const seconds = Math.min(120, Math.max(2, Number(arg('seconds', '10'))));
const settleLines = Math.min(1_000_000, Math.max(1000, Number(arg('lines', '20000'))));
/** Members of the history: about 500 orders each over the year. */
const historyMembers = Math.max(100, Math.ceil(orderCount / 500));

const START = '2026-11-21T10:00:05Z';
const ISSUE = '202611211021';
const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const line = (digit: number, lineNo: number) => ({
  z: 0,
  ...buildBetLine({
    play: DWD,
    selection: { rows: [[digit], [], [], [], []] },
    mode: 8,
    multiple: 1,
    lineNo,
  }),
});

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows?: Row[] }).rows ?? (res as Row[]);

interface Figures {
  placement: number;
  settlement: number;
  recordP95: number;
  report: number;
  audit: number;
  auditProblems: number;
  orders: number;
  ledger: number;
  fillSeconds: number;
}

async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `lotus_scale_${randomBytes(4).toString('hex')}`;
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

const p95 = (ms: number[]) =>
  [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))]!;
const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;

async function measure(withHistory: boolean): Promise<Figures> {
  return withDatabase(async (url) => {
    const frozen = { t: Date.parse(START) };
    const clock = { now: () => new Date(frozen.t) };
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 16 });
    const config = {
      ...loadConfig({
        LOG_LEVEL: 'error',
        SEED_DEMO: 'true',
        ROLES: 'api',
        BET_BATCH: process.env.BET_BATCH ?? 'auto',
        CONTEXT_BATCH: process.env.CONTEXT_BATCH ?? 'auto',
      }),
      database: { kind: 'postgres' as const, url, poolSize: 16 },
    };
    const app = await buildApp(config, { database, clock, serveWeb: false, runScheduler: false });
    const db = database.db;
    // The year's month partitions (the scheduler makes only this month's and two ahead).
    for (let i = -13; i <= 0; i++) await ensureMonthPartitions(db, new Date(Date.UTC(2026, 10 + i, 1)), 0);
    await app.scheduler.tick();
    let fillSeconds = 0;
    if (withHistory) {
      const t0 = performance.now();
      await fabricateScaleHistory(db, {
        orders: orderCount,
        members: historyMembers,
        lotteryId: 101,
        playId: DWD.id,
        end: clock.now(),
      });
      // What the per-second ticks would have folded into the team figures by now.
      await rollupCatchUp(db, 100_000);
      await db.execute(sql`checkpoint`);
      fillSeconds = (performance.now() - t0) / 1000;
    }
    const [counts] = rowsOf(
      await db.execute(
        sql`select (select count(*) from orders)::int as orders, (select count(*) from ledger)::int as ledger`,
      ),
    );

    // Bettors with money, through the ledger.
    const ids: bigint[] = [];
    for (let i = 0; i < memberCount; i++) {
      await db.transaction(async (tx) => {
        const [m] = await tx
          .insert(members)
          .values({ account: `bench${String(i).padStart(5, '0')}`, passwordHash: 'x' })
          .returning({ id: members.id });
        await tx.insert(wallets).values({ memberId: m!.id });
        ids.push(m!.id);
        await moveMoney(tx, {
          idempotencyKey: `bench:${i}`,
          type: 'adjustment',
          from: houseAccount(HOUSE.adjustments),
          to: memberAccount(m!.id),
          amount: 100_000_000_000n,
          memberId: m!.id,
        });
      });
    }
    const service = app.services.orders;
    // Placement: every member places his next bet when the last is answered; a second of warm-up.
    const run = async (ms: number) => {
      const until = performance.now() + ms;
      let n = 0;
      await Promise.all(
        ids.map(async (memberId, i) => {
          let k = 0;
          while (performance.now() < until) {
            await service.createNormal(memberId, {
              tid: 101,
              pno: ISSUE,
              confirm: 1,
              bd: [line((i + k++) % 10, 1)],
            });
            n++;
          }
        }),
      );
      return n;
    };
    await run(1000);
    const started = performance.now();
    const placed = await run(seconds * 1000);
    const placement = placed / ((performance.now() - started) / 1000);

    // Settlement of the issue, topped up to `settleLines` lines (100 a request).
    const [open] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from orders where issue_no = ${ISSUE} and lottery_id = 101`,
      ),
    );
    let lines = Number(open!.n);
    let req = 0;
    await Promise.all(
      ids.slice(0, 16).map(async (memberId) => {
        while (lines < settleLines) {
          const k = Math.min(100, settleLines - lines);
          lines += k;
          req++;
          await service.createNormal(memberId, {
            tid: 101,
            pno: ISSUE,
            confirm: 1,
            bd: Array.from({ length: k }, (_, j) => line((req + j) % 10, j + 1)),
          });
        }
      }),
    );
    await rollupCatchUp(db, 200);
    frozen.t = Date.parse('2026-11-21T10:01:00Z');
    const s0 = performance.now();
    const report = await app.scheduler.tick();
    const settlement = report.settledOrders / ((performance.now() - s0) / 1000);

    // A member's bet record: members of the history (or the bettors, on the empty database).
    const [range] = rowsOf(
      await db.execute(
        sql`select min(id)::text as lo, max(id)::text as hi from members where account like ${withHistory ? 'scale%' : 'bench%'}`,
      ),
    );
    const lo = BigInt(range!.lo as string);
    const span = BigInt(range!.hi as string) - lo + 1n;
    const recordMs: number[] = [];
    for (let i = 0; i < 200; i++) {
      const memberId = lo + ((BigInt(i) * 7919n) % span);
      const t = performance.now();
      await app.services.records.list(memberId, { page: 1, pageSize: 20 }, 'en');
      recordMs.push(performance.now() - t);
    }

    // The console's P&L report (daily) for the last full month, three times.
    const month = monthKey(clock.now(), -1);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const reportMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await app.services.reports.pnlDaily({
        from: `${month}-01`,
        to: `${month}-${String(last).padStart(2, '0')}`,
      });
      reportMs.push(performance.now() - t);
    }

    const audit = await auditLedger(db);
    const auditProblems = Object.values(audit.counts).reduce((a, n) => a + n, 0);
    await app.close();
    await database.close();
    return {
      placement,
      settlement,
      recordP95: p95(recordMs),
      report: median(reportMs),
      audit: audit.seconds,
      auditProblems,
      orders: Number(counts!.orders),
      ledger: Number(counts!.ledger),
      fillSeconds,
    };
  });
}

async function main() {
  console.log(
    `scale: ${orderCount.toLocaleString('en')} orders of ${historyMembers.toLocaleString('en')} members over 12 months; ${memberCount} bettors, ${seconds} s of placement, ${settleLines.toLocaleString('en')} lines settled`,
  );
  const empty = await measure(false);
  const full = await measure(true);
  console.log(
    `history written in ${full.fillSeconds.toFixed(0)} s: ${full.orders.toLocaleString('en')} orders, ${full.ledger.toLocaleString('en')} ledger rows before the bench's own`,
  );
  const row = (name: string, a: number, b: number, unit: string, digits = 0) =>
    console.log(
      `${name.padEnd(34)} ${a.toFixed(digits).padStart(10)} ${b.toFixed(digits).padStart(10)} ${unit.padEnd(8)} ${(b / a).toFixed(2).padStart(6)}`,
    );
  console.log(
    `${'figure'.padEnd(34)} ${'empty'.padStart(10)} ${'history'.padStart(10)} ${'unit'.padEnd(8)} ${'ratio'.padStart(6)}`,
  );
  row('bet placement (order service)', empty.placement, full.placement, 'bets/s');
  row('settlement', empty.settlement, full.settlement, 'lines/s');
  row("a member's bet record, p95", empty.recordP95, full.recordP95, 'ms', 1);
  row('P&L report of a month (median of 3)', empty.report, full.report, 'ms', 1);
  row('money audit', empty.audit, full.audit, 's', 2);
  console.log(`money audit problems: empty ${empty.auditProblems}, history ${full.auditProblems}`);
}

await main();
