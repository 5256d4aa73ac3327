/**
 * team/summary on a 100,000-member team (issue #14 "Done when": < 300 ms on PostgreSQL). Prints
 * figures; passes or fails nothing.
 *
 *   tsx src/cli/bench-team.ts [--db postgres://postgres@127.0.0.1:5432/test] [--members 100000]
 *     [--rows 10] [--runs 15] [--scan] [--keep] [--reuse lotus_bench_xxxx]
 *
 * --scan: no team rollup (team/summary then sums the team's ledger rows, as before issue #14's
 * rollup); without it the rollup is built first and 1,000 rows are left for the live tail.
 *
 * --keep: the database is left (its name printed) for EXPLAIN and re-runs; --reuse NAME times the
 * requests again on such a database (nothing built, nothing dropped): before/after runs of two
 * builds interleaved on the same data.
 *
 * Creates and drops its own database. The team hangs below the demo agent over 6 levels; every
 * member gets `--rows` ledger rows spread over the last 30 days (bets, prizes, rebates, deposits),
 * written straight by SQL (modules/ledger/synthetic.ts; the report reads rows, so their balances
 * need not chain here).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { agentPaths, businessDay, DEFAULT_PLATFORM_TIME_ZONE, paths, shiftDay } from '@lotus/contracts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO } from '../seed.ts';
import { rowsOf } from '../lib/rows.ts';
import { rollupCatchUp } from '../modules/agents/rollup.ts';
import { fabricateLedgerRows, fabricateLedgerTail, fabricateTeamWallets } from '../modules/ledger/synthetic.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const adminUrl = arg('db', 'postgres://postgres@127.0.0.1:5432/test');
const memberCount = Math.min(1_000_000, Math.max(1000, Number(arg('members', '100000'))));
const rowsPerMember = Math.min(100, Math.max(1, Number(arg('rows', '10'))));
const runs = Math.min(100, Math.max(3, Number(arg('runs', '15'))));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const reuse = args.includes('--reuse') ? arg('reuse', '') : '';
  if (args.includes('--reuse') && !/^lotus_bench_[0-9a-f]{8}$/.test(reuse))
    throw new Error('--reuse takes a lotus_bench_xxxxxxxx database');
  const name = reuse || `lotus_bench_${randomBytes(4).toString('hex')}`;
  if (!reuse) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 8 });
    const config = {
      ...loadConfig({ LOG_LEVEL: 'error', SEED_DEMO: 'true', ROLES: 'api' }),
      database: { kind: 'postgres' as const, url: url.toString(), poolSize: 8 },
    };
    const app = await buildApp(config, { database, serveWeb: false, runScheduler: false });
    const db = database.db;
    if (!reuse) {
      let t = performance.now();
      // Six levels, each about 1/6 of the team (bounded below by 1 per level), parents round-robin.
      const [agent] = rowsOf<{ id: string }>(
        await db.execute(sql`select id::text as id from members where account = ${DEMO.agent.account}`),
      );
      let parents = [agent!.id];
      let made = 0;
      const levelSize = Math.ceil(memberCount / 6);
      for (let level = 0; made < memberCount; level++) {
        const size = Math.min(levelSize, memberCount - made);
        const ids = rowsOf<{ id: string }>(
          await db.execute(sql`
          insert into members (account, password_hash, parent_id, member_type, prize_group)
          select 'b' || ${level}::text || 'x' || g::text, 'x', (${`{${parents.join(',')}}`}::bigint[])[1 + (g % ${parents.length})], 2, 1950 - ${level}
          from generate_series(1, ${size}) g
          returning id::text as id`),
        );
        parents = ids.map((r) => r.id);
        made += size;
      }
      await fabricateTeamWallets(db, DEMO.agent.account);
      console.log(`team of ${made} members in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      t = performance.now();
      const total = made * rowsPerMember;
      await fabricateLedgerRows(db, total, made);
      await db.execute(sql`analyze`);
      console.log(`${total} ledger rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      if (!args.includes('--scan')) {
        // The team rollup (agents/rollup.ts) as the scheduler would run it, then a live tail of
        // 1,000 rows written after its last pass (what team/summary adds from the ledger).
        t = performance.now();
        const taken = await rollupCatchUp(db, 1000);
        await db.execute(sql`analyze`);
        console.log(`rollup of ${taken} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
        await fabricateLedgerTail(db);
      }
    }

    const login = await app.inject({
      method: 'POST',
      url: paths.memberLogin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account: DEMO.agent.account, password: DEMO.agent.password }).toString(),
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const today = businessDay(new Date(), DEFAULT_PLATFORM_TIME_ZONE);
    const monthAgo = shiftDay(today, -29);
    for (const [label, url] of [
      ['team/summary, today', `${agentPaths.teamSummary}?startDate=${today}&endDate=${today}`],
      ['team/summary, 30 days', `${agentPaths.teamSummary}?startDate=${monthAgo}&endDate=${today}`],
      [
        'team/summary, direct only, 30 days',
        `${agentPaths.teamSummary}?startDate=${monthAgo}&endDate=${today}&direct=1`,
      ],
      ['team/memberList, first page', `${agentPaths.teamMemberList}?size=20`],
      ['team/memberList, page 50', `${agentPaths.teamMemberList}?size=20&page=50`],
      ['team/memberList, direct, first page', `${agentPaths.teamMemberList}?size=20&direct=1`],
    ] as const) {
      const times: number[] = [];
      let body = '';
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { token } });
        times.push(performance.now() - s);
        body = res.body;
      }
      const parsed = JSON.parse(body) as { code: number; data: { headcount?: number; total?: number } };
      console.log(
        `${label}: median ${median(times).toFixed(0)} ms, best ${Math.min(...times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms ` +
          `(code ${parsed.code}, ${parsed.data.headcount ?? parsed.data.total} members)`,
      );
    }
    const [load] = (await import('node:os')).loadavg();
    console.log(`load average (1 min) at the end: ${load!.toFixed(2)}`);
    await app.close();
  } finally {
    if (args.includes('--keep') || reuse) console.log(`kept database ${name}`);
    else {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    }
  }
}

await main();
