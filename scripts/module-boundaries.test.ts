/**
 * The server's module boundaries (issue #29, scripts/module-boundaries.mjs): a deep import into
 * another module, or an import that closes a cycle between modules, fails `npm run check` unless
 * it is one of today's known violations (module-boundaries.allow.cjs, "to remove, #29").
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
import { checkBoundaries, readImports } from './module-boundaries.mjs';

type Imports = { from: string; to: string }[];
type Result = { deep: string[]; cycle: string[]; staleDeep: string[]; staleCycle: string[] };
const check = checkBoundaries as (imports: Imports, allow: { deep: string[]; cycle: string[] }) => Result;
const read = readImports as (root: string) => Promise<Imports>;
const allow = createRequire(import.meta.url)('./module-boundaries.allow.cjs') as { deep: string[]; cycle: string[] };

const m = (path: string) => `apps/server/src/modules/${path}`;
const NONE = { deep: [], cycle: [] };

describe('module boundaries', () => {
  it('the server has no boundary violation beyond the known ones', async () => {
    const r = check(await read(join(import.meta.dirname, '..')), allow);
    expect([...r.deep, ...r.cycle]).toEqual([]);
    // A known violation that is gone is deleted from the list, so the list can only shrink.
    expect({ staleDeep: r.staleDeep, staleCycle: r.staleCycle }).toEqual({ staleDeep: [], staleCycle: [] });
    // dependency-cruiser compiles the whole server: ~10 s alone, several times that on a loaded machine.
  }, 180_000);

  it('an import of another module’s index.ts is fine; of any other file of it, a deep import', () => {
    expect(check([{ from: m('orders/service.ts'), to: m('ledger/index.ts') }], NONE)).toMatchObject({ deep: [], cycle: [] });
    expect(check([{ from: m('orders/service.ts'), to: m('ledger/bet.ts') }], NONE).deep).toEqual([
      `deep import orders -> ledger (e.g. ${m('orders/service.ts')} -> ${m('ledger/bet.ts')}): import the module's index.ts`,
    ]);
    // Inside one module, and from outside the modules (the composition root), anything goes.
    expect(check([{ from: m('orders/service.ts'), to: m('orders/context.ts') }, { from: 'apps/server/src/app.ts', to: m('orders/routes.ts') }], NONE)).toMatchObject({ deep: [], cycle: [] });
  });

  it('an import that closes a cycle between modules fails, even through index.ts faces, and a known one does not', () => {
    const imports = [
      { from: m('orders/service.ts'), to: m('ledger/index.ts') },
      { from: m('ledger/service.ts'), to: m('settings/index.ts') },
      { from: m('settings/service.ts'), to: m('orders/index.ts') },
    ];
    expect(check(imports.slice(0, 2), NONE).cycle).toEqual([]);
    expect(check(imports, NONE).cycle.map((c) => c.split(' (')[0])).toEqual(['cycle orders -> ledger', 'cycle ledger -> settings', 'cycle settings -> orders']);
    expect(check(imports, { deep: [], cycle: ['orders -> ledger', 'ledger -> settings', 'settings -> orders'] }).cycle).toEqual([]);
  });

  it('reports a known violation that is gone, so the list only shrinks', () => {
    const r = check([{ from: m('orders/service.ts'), to: m('ledger/index.ts') }], { deep: ['orders -> ledger'], cycle: ['orders -> ledger'] });
    expect(r.staleDeep).toEqual(['orders -> ledger']);
    expect(r.staleCycle).toEqual(['orders -> ledger']);
  });

  describe('on files, through dependency-cruiser', () => {
    const root = mkdtempSync(join(tmpdir(), 'lotus-boundaries-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(join(root, 'apps/server/src/modules', path, '..'), { recursive: true });
      writeFileSync(join(root, 'apps/server/src/modules', path), text);
    };

    it('finds a new deep import and the cycle it closes, type-only imports included', async () => {
      write('ledger/index.ts', "export { credit } from './service.ts';\n");
      write('ledger/service.ts', "import type { Order } from '../orders/model.ts';\nexport const credit = (o: Order) => o;\n");
      write('orders/model.ts', 'export interface Order { id: number }\n');
      write('orders/index.ts', "export type { Order } from './model.ts';\n");
      write('orders/service.ts', "import { credit } from '../ledger/index.ts';\nexport const place = () => credit({ id: 1 });\n");
      const r = check(await read(root), NONE);
      expect(r.deep.map((d) => d.split(' (')[0])).toEqual(['deep import ledger -> orders']);
      expect(r.cycle.map((c) => c.split(' (')[0]).sort()).toEqual(['cycle ledger -> orders', 'cycle orders -> ledger']);
    });
  });
});
