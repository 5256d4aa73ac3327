/**
 * A server node (cli/node.ts, configured by the environment as an operator runs it) in its own
 * process, for the lottery benchmark and the two-node test: started with `node --import tsx` (the
 * child is the node itself, so its pid is the server's), its CPU time read from /proc, its SQL
 * statement count from its `--stats` channel.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { BatchStats } from '../lib/batcher.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface Node {
  readonly pid: number;
  readonly base: string;
  /** User + system CPU of the node process so far, in ms (/proc/<pid>/stat, 10 ms ticks). */
  cpuMs(): number;
  /** SQL statements the node has sent so far. */
  statements(): Promise<number>;
  /** The node's group commit so far (modules/ledger/bet-batch.ts), null when it places bets one by one. */
  batches(): Promise<{ batches: number; bets: number; fallbacks: number } | null>;
  /** The node's batched context queries so far (modules/orders/context.ts), null when they go one by one. */
  contexts(): Promise<BatchStats | null>;
  /** Starts the node's CPU profiler (cli/node.ts `--stats`). */
  profileStart(): void;
  /** Stops it and writes the profile to `file`; resolves once written. */
  profileStop(file: string): Promise<void>;
  /** SIGTERM (graceful) and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all, as a crashed machine. */
  kill(): Promise<void>;
}

/**
 * Starts cli/node.ts with `env` on top of this process's environment; resolves once it listens.
 * `serverDir`: another checkout's apps/server (the benchmark's `--against`), this one's by default.
 */
export async function startNode(env: Record<string, string>, options: { clockFile: string; quiet?: boolean; serverDir?: string }): Promise<Node> {
  const nodeArgs = ['--import', 'tsx'];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'src/cli/node.ts', '--clock-file', options.clockFile, '--stats'], {
    cwd: options.serverDir ?? SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['pipe', 'pipe', options.quiet ? 'ignore' : 'inherit'],
  });
  const lines: Interface = createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  const profiled: (() => void)[] = [];
  let port = 0;
  const listening = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`node exited with ${code} before listening`)));
    lines.on('line', (line) => {
      const m = /^listening (\d+)$/.exec(line);
      if (m) {
        port = Number(m[1]);
        resolve();
      } else if (line.startsWith('stats ')) waiting.shift()?.(line.slice(6));
      else if (line.startsWith('profiled ')) profiled.shift()?.();
    });
  });
  await listening;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** The node's counters (cli/node.ts `stats`). */
  const stats = () =>
    new Promise<{ statements: number; batches: { batches: number; bets: number; fallbacks: number } | null; contexts: BatchStats | null }>((resolve) => {
      waiting.push((json) => resolve(JSON.parse(json) as never));
      child.stdin!.write('stats\n');
    });
  return {
    pid: child.pid!,
    base: `http://127.0.0.1:${port}`,
    cpuMs() {
      // Fields after the command name: utime is the 14th field, stime the 15th (clock ticks of 10 ms).
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(rest[11]) + Number(rest[12])) * 10;
    },
    statements: () => stats().then((s) => s.statements),
    batches: () => stats().then((s) => s.batches),
    contexts: () => stats().then((s) => s.contexts),
    profileStart() {
      child.stdin!.write('profile start\n');
    },
    profileStop(file: string) {
      return new Promise<void>((resolve) => {
        profiled.push(resolve);
        child.stdin!.write(`profile stop ${file}\n`);
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
