/**
 * Entry for bench/run.ts: the lottery benchmark (bet placement against pgbench's TPC-B, settlement
 * of 100,000 lines) runs in the server workspace against the local PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function run(): void {
  const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
  const db = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const res = spawnSync('npx', ['tsx', 'src/cli/bench-lottery.ts', '--db', db, ...process.argv.slice(3)], { cwd: server, stdio: 'inherit' });
  if (res.status !== 0) console.log(`lottery benchmark exited with ${res.status}`);
}
