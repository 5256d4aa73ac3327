/**
 * Server start (issue #30): the same server run as TypeScript through tsx (`node --import tsx
 * src/main.ts`, what `tsx src/main.ts` runs in its child process) and as the built
 * `node dist/main.js`. Cold start is from spawning the process to the first 200 from /readyz,
 * on a data directory already migrated and seeded (a restart, not a first install); idle RSS is
 * the process's resident memory 15 s after that, with no request in between. Three runs each,
 * alternating, median printed. PGlite in a temporary folder, or PostgreSQL when
 * BENCH_START_DATABASE_URL is set (every run on that same database).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
const RUNS = 3;
const IDLE_MS = 15_000;

const MODES = {
  tsx: ['--import', 'tsx', join(server, 'src/main.ts')],
  dist: [join(server, 'dist/main.js')],
} as const;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** A port free right now (the machine is shared: a random one was sometimes taken). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startOnce(args: readonly string[], env: Record<string, string>): Promise<{ readyMs: number; rssMb: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: server,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (res?.status === 200) {
        const readyMs = performance.now() - t0;
        await new Promise((r) => setTimeout(r, IDLE_MS));
        return { readyMs, rssMb: rssMb(child.pid!) };
      }
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('server not ready in 300 s');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export default async function run(): Promise<void> {
  if (!existsSync(join(server, 'dist/main.js'))) execFileSync(process.execPath, ['build.mjs'], { cwd: server, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'lotus-bench-start-'));
  const url = process.env.BENCH_START_DATABASE_URL;
  const env: Record<string, string> = url ? { DATABASE_URL: url } : { DATA_DIR: dataDir };
  try {
    // The first start migrates and seeds; it is not counted.
    const first = await startOnce(MODES.dist, env);
    console.log(`first start (migrations and demo seed): ${(first.readyMs / 1000).toFixed(1)} s`);
    const results: Record<keyof typeof MODES, { readyMs: number; rssMb: number }[]> = { tsx: [], dist: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const mode of ['tsx', 'dist'] as const) results[mode].push(await startOnce(MODES[mode], env));
    }
    console.log(`database: ${url ? 'PostgreSQL' : 'PGlite'}; ${RUNS} runs each, median`);
    for (const mode of ['tsx', 'dist'] as const) {
      const r = results[mode];
      console.log(
        `${mode.padEnd(5)} cold start to /readyz ${(median(r.map((x) => x.readyMs)) / 1000).toFixed(2)} s` +
          ` (runs ${r.map((x) => (x.readyMs / 1000).toFixed(2)).join(', ')}), idle RSS ${median(r.map((x) => x.rssMb)).toFixed(0)} MB`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
