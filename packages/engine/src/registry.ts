/**
 * The families of issue #3 and a play lookup by id (the wire's `i`). Other families (issue #4)
 * build their own lists; `playIndex` takes any.
 */
import type { Family, Group, Play, Series } from './model.ts';
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

/** A family as a catalogue series (docs/product.md §3 seriesType): id = the family's id base / 1000. */
export function seriesOf(family: Family<unknown>): Series {
  const first = family.plays[0];
  return {
    id: first ? Math.floor(first.id / 1000) : 0,
    code: family.code,
    nameKey: family.nameKey,
    family: family.code,
    catalogs: family.catalogs,
  };
}

/** The top of the catalogue tree: high-frequency and low-frequency (daily) groups. */
export const GROUPS_ONE: readonly Group[] = [
  { id: 1, code: 'high', nameKey: 'play.group.high', series: FAMILIES_ONE.filter((f) => !['3d', 'p3', 'p5'].includes(f.code)).map(seriesOf) },
  { id: 2, code: 'low', nameKey: 'play.group.low', series: FAMILIES_ONE.filter((f) => ['3d', 'p3', 'p5'].includes(f.code)).map(seriesOf) },
];
