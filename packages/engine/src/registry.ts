/**
 * The families of issue #3 and a play lookup by id (the wire's `i`). Other families (issue #4)
 * build their own lists; `playIndex` takes any.
 */
import type { Family, Play } from './model.ts';
import { D3, P3, P5, SSC } from './families/digits/families.ts';
import { X5 } from './families/x5/x5.ts';
import { K3 } from './families/k3/k3.ts';
import { KL8 } from './families/kl8/kl8.ts';
import { PK10 } from './families/pk10/pk10.ts';

export const FAMILIES_ONE: readonly Family[] = [SSC, D3, P3, P5, X5, K3, KL8, PK10];

export function playIndex(families: readonly Family<unknown>[]): Map<number, Play<unknown>> {
  const m = new Map<number, Play<unknown>>();
  for (const f of families)
    for (const p of f.plays) {
      if (m.has(p.id)) throw new Error(`duplicate play id ${p.id}`);
      m.set(p.id, p);
    }
  return m;
}
