/**
 * The benchmark's load generator (bench-lottery.ts): undici in the benchmark's process against a
 * server node in its own process (node-process.ts), so client and server CPU are not mixed; and
 * a summary of the node's --cpu-prof profile.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface LoadResult {
  requests: number;
  ok: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** This process's CPU (the load generator's, user and system) per request, ms. */
  clientCpuMs: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * `clients` loops, each sending its next request as soon as the previous answered, for `seconds`
 * over one keep-alive connection per client. A request is ok when the envelope's code is 0.
 */
export async function runLoad(base: string, clients: number, seconds: number, next: (client: number, n: number) => LoadRequest): Promise<LoadResult> {
  const pool = new Pool(base, { connections: clients, pipelining: 1 });
  const latencies: number[] = [];
  let ok = 0;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < until; n++) {
        const r = next(client, n);
        const t0 = performance.now();
        const res = await pool.request({ method: r.method, path: r.path, headers: r.headers, body: r.body });
        const json = (await res.body.json()) as { code?: number };
        latencies.push(performance.now() - t0);
        if (json.code === 0) ok++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, ok, seconds: elapsed, perSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), clientCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length) };
}

/** Self time of a `--cpu-prof` profile by function and by package, the top `limit` of each. */
export function summarizeProfile(path: string, limit = 15): string {
  interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const profile = JSON.parse(readFileSync(path, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    total += dt;
    const file = url.replace(/^file:\/\//, '');
    const where = file.includes('node_modules/')
      ? file.slice(file.lastIndexOf('node_modules/') + 13).split('/').slice(0, file.includes('node_modules/@') ? 2 : 1).join('/')
      : file.includes('/src/')
        ? file.slice(file.indexOf('/apps/') >= 0 ? file.indexOf('/apps/') + 1 : file.indexOf('/packages/') + 1)
        : file || functionName;
    const key = `${functionName || '(anonymous)'} ${file ? `${file.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`;
    fn.set(key, (fn.get(key) ?? 0) + dt);
    const group = where.startsWith('apps/') || where.startsWith('packages/') ? where.split('/').slice(0, 2).join('/') : where.startsWith('node:') ? 'node internals' : where;
    pkg.set(group, (pkg.get(group) ?? 0) + dt);
  });
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([k, v]) => `  ${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  return `busy CPU by package (self time):\n${top(pkg)}\nbusy CPU by function (self time):\n${top(fn)}`;
}
