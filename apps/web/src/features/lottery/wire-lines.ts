import { buildBetLine } from '@lotus/engine';
import type { NormalLine } from '@lotus/contracts';
import { playById, type AnyFamily } from './families.ts';
import type { Slip } from './store.ts';

/** The wire lines of the basket (docs/product.md §7 b, c, m, t, n, i, p, z), built by the engine. */
export function wireLines(family: AnyFamily, slips: readonly Slip[]): NormalLine[] {
  return slips.map((s, i) => {
    const play = playById(family, s.playId)!;
    const line = buildBetLine({
      play,
      selection: s.selection,
      mode: s.mode,
      multiple: s.multiple,
      lineNo: i + 1,
    });
    return { ...line, z: line.z ?? 0 };
  });
}
