/**
 * One server node as main.ts runs it (configuration from the environment: DATABASE_URL, MQTT_URL,
 * ROLES, PORT, ...), for the lottery benchmark and the two-node test, with two options of theirs:
 *
 *   tsx src/cli/node.ts [--clock-file <path>] [--stats]
 *
 *   --clock-file  time is the ISO instant written in that file, re-read every 50 ms, so several
 *                 processes share one frozen clock that the test or benchmark moves;
 *   --stats       counts the SQL statements the node sends; a line `stats` on stdin prints
 *                 `stats {"statements":n}` on stdout; `profile start` starts the V8 CPU profiler,
 *                 `profile stop <file>` writes the profile there and prints `profiled <file>`.
 *
 * Prints `listening <port>` once it accepts requests. SIGTERM/SIGINT close it gracefully (a CPU
 * profile taken with `node --cpu-prof` is written then).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createInterface } from 'node:readline';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { systemClock, type Clock } from '../deps.ts';
import { countStatements } from '../modules/orders/statement-counter.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

function fileClock(path: string): Clock {
  const read = () => {
    const t = Date.parse(readFileSync(path, 'utf8').trim());
    if (Number.isNaN(t)) throw new Error(`clock file ${path}: not an ISO instant`);
    return t;
  };
  let t = read();
  const timer = setInterval(() => {
    try {
      t = read();
    } catch {
      // A file being rewritten: keep the last instant.
    }
  }, 50);
  timer.unref();
  return { now: () => new Date(t) };
}

const clockFile = arg('--clock-file');
const clock = clockFile ? fileClock(clockFile) : systemClock;
const config = loadConfig();
const app = await buildApp(config, { clock, serveWeb: false });
const counter = args.includes('--stats') ? countStatements(app.deps.db) : null;
if (counter) {
  let inspector: Session | null = null;
  createInterface({ input: process.stdin }).on('line', (raw) => {
    const line = raw.trim();
    if (line === 'stats') process.stdout.write(`stats ${JSON.stringify({ statements: counter.count, batches: app.services.batcher?.stats() ?? null, contexts: app.services.contexts.stats() })}\n`);
    else if (line === 'profile start') {
      inspector = new Session();
      inspector.connect();
      void inspector.post('Profiler.enable').then(() => inspector!.post('Profiler.start'));
    } else if (line.startsWith('profile stop ') && inspector) {
      const file = line.slice('profile stop '.length);
      const session = inspector;
      inspector = null;
      void session.post('Profiler.stop').then(({ profile }) => {
        writeFileSync(file, JSON.stringify(profile));
        session.disconnect();
        process.stdout.write(`profiled ${file}\n`);
      });
    }
  });
}

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
