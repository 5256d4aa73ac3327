/**
 * Entry for bench/run.ts: 1,000 VNPay IPNs from 100 concurrent senders, each credited once, with
 * the time from IPN to balance push (issue #28), run in the server workspace against the local
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function run(): void {
  const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
  const db = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const res = spawnSync('npx', ['tsx', 'src/cli/bench-ipn.ts', '--db', db, ...process.argv.slice(3)], { cwd: server, stdio: 'inherit' });
  if (res.status !== 0) console.log(`IPN benchmark exited with ${res.status}`);
}
