/**
 * Initial JavaScript of the member web app: builds apps/web and runs its own measuring script
 * (apps/web/scripts/initial-js.mjs, the same one `npm test` relies on through the build), then
 * prints the gzipped bytes /web/home loads before any lazy route, against the 200 KB.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

interface InitialJs {
  initialJsGzipBytes: number;
  budgetBytes: number;
  files: { file: string; gzipBytes: number }[];
}

export default function webBench(): void {
  const started = performance.now();
  execFileSync('npm', ['run', 'build', '-w', '@lotus/web'], { cwd: root, stdio: 'ignore' });
  const buildMs = performance.now() - started;
  let out: string;
  try {
    out = execFileSync('node', ['apps/web/scripts/initial-js.mjs'], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    // The script exits 1 over budget but still prints its figures.
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(out) as InitialJs;
  const kb = (b: number) => (b / 1000).toFixed(1);
  console.log(`web build: ${(buildMs / 1000).toFixed(1)} s`);
  for (const f of [...report.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${f.file.padEnd(48)} ${kb(f.gzipBytes).padStart(7)} KB gz`);
  }
  const share = report.initialJsGzipBytes / report.budgetBytes;
  console.log(
    `initial JS for /web/home: ${kb(report.initialJsGzipBytes)} KB gz of a ${kb(report.budgetBytes)} KB budget ` +
      `(${(share * 100).toFixed(0)}%)${share > 1 ? '  OVER BUDGET' : ''}`,
  );
}
