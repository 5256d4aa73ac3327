/**
 * A scheduler-only process (ROLES=scheduler) for scale-out and for the fault tests:
 * `tsx src/jobs/run-scheduler.ts [--now <iso>] [--interval <ms>]`. `--now` freezes the clock at
 * that instant (tests move time by restarting with another instant; nothing sleeps on the wall clock).
 */
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { systemClock, type Clock } from '../deps.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const nowArg = arg('--now');
const frozen = nowArg ? new Date(nowArg) : undefined;
if (frozen && Number.isNaN(frozen.getTime())) throw new Error(`bad --now ${nowArg}`);
const clock: Clock = frozen ? { now: () => new Date(frozen.getTime()) } : systemClock;
const interval = Math.min(60_000, Math.max(50, Number(arg('--interval') ?? 1000)));

const config = loadConfig({ ...process.env, ROLES: 'scheduler' });
const app = await buildApp(config, { clock, serveWeb: false, runScheduler: false });
await app.ready();
app.scheduler.start(interval);
console.log('scheduler started');

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
