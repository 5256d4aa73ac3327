/**
 * Entry for bench/run.ts: Web Push fan-out of a 10,000-winner issue (issue #31): the settlement's
 * time with and without every winner subscribed, and when the last notification reached a local
 * push service. Runs in the server workspace against the local PostgreSQL (BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test); `npm run bench -- push -- --winners 2000`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function run(): void {
  const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
  const db = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const res = spawnSync('npx', ['tsx', 'src/cli/bench-push-fanout.ts', '--db', db, ...process.argv.slice(3)], { cwd: server, stdio: 'inherit' });
  if (res.status !== 0) console.log(`push fan-out benchmark exited with ${res.status}`);
}
