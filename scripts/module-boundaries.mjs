/**
 * Module boundaries of the server (issue #29), run by `npm run check`: reads the import graph of
 * apps/server/src with dependency-cruiser (type-only imports included, tests left out) and fails
 *
 *   - on a deep import: a file of one module (apps/server/src/modules/<name>/) importing a file of
 *     another module other than that module's public face, its `index.ts`;
 *   - on a cycle between modules: an import from module A to module B while B reaches A back.
 *
 * Today's violations are listed in module-boundaries.allow.cjs, each "to remove, #29": an import
 * not listed there fails. An entry no longer needed is reported, to be deleted, so the list only
 * shrinks. `node scripts/module-boundaries.mjs [root]`; exits 1 on a violation.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const MODULE = /^(?:.*\/)?apps\/server\/src\/modules\/([^/]+)\/(.+)$/;

/** `{ from, to }` edges between files, from dependency-cruiser's output. */
export async function readImports(root) {
  const result = await cruise(
    ['apps/server/src'],
    {
      baseDir: root,
      tsPreCompilationDeps: true,
      exclude: { path: ['\\.test\\.ts$', '/test/'] },
      doNotFollow: { path: 'node_modules' },
      includeOnly: '^apps/server/src/',
    },
    {},
    {},
  );
  return result.output.modules.flatMap((m) => m.dependencies.filter((d) => !d.couldNotResolve).map((d) => ({ from: m.source, to: d.resolved })));
}

/** Strongly connected components of a graph (Tarjan), as a map node → component id. */
function components(nodes, edges) {
  const out = new Map(nodes.map((n) => [n, []]));
  for (const [a, b] of edges) out.get(a).push(b);
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const comp = new Map();
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of out.get(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.set(w, v);
      } while (w !== v);
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return comp;
}

/**
 * The violations of a graph against the allow-list: `deep` (module pairs `a -> b` whose deep
 * imports are known) and `cycle` (module edges `a -> b` known to lie on a cycle).
 */
export function checkBoundaries(imports, allow) {
  const deep = new Map();
  const edges = new Map();
  for (const { from, to } of imports) {
    const f = MODULE.exec(from);
    const t = MODULE.exec(to);
    if (!f || !t || f[1] === t[1]) continue;
    const pair = `${f[1]} -> ${t[1]}`;
    if (!edges.has(pair)) edges.set(pair, `${from} -> ${to}`);
    if (t[2] !== 'index.ts' && !deep.has(pair)) deep.set(pair, `${from} -> ${to}`);
  }
  const pairs = [...edges.keys()].map((p) => p.split(' -> '));
  const nodes = [...new Set(pairs.flat())];
  const comp = components(nodes, pairs);
  const cyclic = pairs.filter(([a, b]) => comp.get(a) === comp.get(b)).map(([a, b]) => `${a} -> ${b}`);
  const allowedDeep = new Set(allow.deep);
  const allowedCycle = new Set(allow.cycle);
  return {
    deep: [...deep].filter(([p]) => !allowedDeep.has(p)).map(([p, example]) => `deep import ${p} (e.g. ${example}): import the module's index.ts`),
    cycle: cyclic.filter((p) => !allowedCycle.has(p)).map((p) => `cycle ${p} (e.g. ${edges.get(p)}): ${p.split(' -> ')[1]} already reaches ${p.split(' -> ')[0]}`),
    staleDeep: allow.deep.filter((p) => !deep.has(p)),
    staleCycle: allow.cycle.filter((p) => !cyclic.includes(p)),
    cyclic,
    deepPairs: [...deep.keys()],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const allow = createRequire(import.meta.url)('./module-boundaries.allow.cjs');
  const r = checkBoundaries(await readImports(root), allow);
  if (process.argv.includes('--print-known')) {
    console.log(JSON.stringify({ deep: r.deepPairs.sort(), cycle: r.cyclic.sort() }, null, 2));
    process.exit(0);
  }
  for (const p of r.staleDeep) console.log(`known deep import ${p} is gone: delete it from scripts/module-boundaries.allow.cjs`);
  for (const p of r.staleCycle) console.log(`known cycle edge ${p} is gone: delete it from scripts/module-boundaries.allow.cjs`);
  const bad = [...r.deep, ...r.cycle];
  for (const v of bad) console.log(v);
  console.log(`module boundaries: ${bad.length} new violation(s); known: ${allow.deep.length} deep import pairs, ${allow.cycle.length} cycle edges (to remove, #29)`);
  process.exit(bad.length > 0 ? 1 : 0);
}
