/**
 * Entry for bench/run.ts: the scale benchmark (issue #30: a year of orders and ledger rows in month
 * partitions against an empty database, same run) runs in the server workspace against the local
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Options after
 * the name pass through: `npm run bench -- scale --orders 200000`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function run(): void {
  const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
  const db = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const res = spawnSync('npx', ['tsx', 'src/cli/bench-scale.ts', '--db', db, ...process.argv.slice(3)], {
    cwd: server,
    stdio: 'inherit',
  });
  if (res.status !== 0) console.log(`scale benchmark exited with ${res.status}`);
}
