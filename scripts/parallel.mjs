/**
 * Runs shell commands side by side, at most two at a time (the CI machine has two cores; tsc and
 * ESLint each use one), in the order given: list the longest first, so the last one to start is a
 * short one (issue #29, `npm run check`). Each command's output is printed whole when it ends,
 * with its time; the exit status is 1 when any command failed, after all have run.
 *
 *   node scripts/parallel.mjs 'npm run -s typecheck -w @lotus/server' 'npm run -s lint' …
 *
 * PARALLEL_JOBS sets another number of commands at a time (1 runs them one after another).
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const jobs = Math.max(1, Number(process.env.PARALLEL_JOBS ?? 2));
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs COMMAND [COMMAND...]');
  process.exit(2);
}

/** Runs one command with its output captured; resolves to whether it passed. */
function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (c) => output.push(c));
    child.stderr.on('data', (c) => output.push(c));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`${text ? `${text}\n` : ''}[${status}] ${command}: ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

let next = 0;
let failed = 0;
async function lane() {
  while (next < commands.length) {
    const command = commands[next++];
    if (!(await run(command))) failed++;
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, commands.length) }, lane));
if (failed > 0) {
  console.error(`${failed} of ${commands.length} commands failed`);
  process.exit(1);
}
