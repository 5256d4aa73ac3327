/**
 * The module diagram of docs/architecture.md is the one the code's imports give (issue #29).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES modules of the repository's scripts, without type declarations
import { readImports } from './module-boundaries.mjs';
// @ts-expect-error -- see above
import { END, moduleGraph, START, withGraph } from './module-graph.mjs';

type Imports = { from: string; to: string }[];
const graph = moduleGraph as (imports: Imports) => { text: string; modules: number; arrows: number; cyclic: number };
const m = (path: string) => `apps/server/src/modules/${path}`;

describe('module diagram', () => {
  it('draws one arrow per importing pair, dotted on a cycle', () => {
    const g = graph([
      { from: m('orders/a.ts'), to: m('ledger/index.ts') },
      { from: m('orders/b.ts'), to: m('ledger/bet.ts') },
      { from: m('ledger/x.ts'), to: m('settings/index.ts') },
      { from: m('settings/y.ts'), to: m('ledger/index.ts') },
      { from: 'apps/server/src/app.ts', to: m('orders/index.ts') },
    ]);
    expect(g.text.split('\n')).toEqual(['```mermaid', 'flowchart LR', '  ledger', '  orders', '  settings', '  ledger -.-> settings', '  orders --> ledger', '  settings -.-> ledger', '```']);
    expect(withGraph(`a\n${START}\nold\n${END}\nb`, 'new')).toBe(`a\n${START}\nnew\n${END}\nb`);
  });

  it('docs/architecture.md holds the diagram of today’s code (npm run docs:graph rewrites it)', async () => {
    const root = join(import.meta.dirname, '..');
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const want = withGraph(doc, graph(await readImports(root)).text);
    expect(doc === want, 'the module diagram is out of date: run npm run docs:graph').toBe(true);
    // dependency-cruiser compiles the whole server: ~10 s alone, several times that on a loaded machine.
  }, 180_000);
});
