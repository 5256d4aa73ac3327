/**
 * Runs the benchmarks in this folder: every `*.bench.ts` (or the ones named on the command
 * line, e.g. `npm run bench -- engine`). Each file's default export runs and prints its own
 * figures; nothing here passes or fails on timing.
 */
import { readdirSync } from 'node:fs';

const dir = new URL('./', import.meta.url);
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

for (const file of files) {
  console.log(`\n== ${file} ==`);
  const mod = (await import(new URL(file, dir).href)) as { default: () => Promise<void> | void };
  await mod.default();
}
if (files.length === 0) console.log('no benchmark matched', wanted.join(' '));
