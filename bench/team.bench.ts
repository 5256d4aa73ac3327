/**
 * Entry for bench/run.ts: team/summary on a 100,000-member team (issue #14), run in the server
 * workspace against the local PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function run(): void {
  const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
  const db = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const res = spawnSync('npx', ['tsx', 'src/cli/bench-team.ts', '--db', db, ...process.argv.slice(3)], { cwd: server, stdio: 'inherit' });
  if (res.status !== 0) console.log(`team benchmark exited with ${res.status}`);
}
