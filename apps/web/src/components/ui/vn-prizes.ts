import { PRIZES, type PrizeSpec, type VnRegion } from '@lotus/engine';

export interface PrizeRow {
  readonly key: PrizeSpec['key'];
  readonly numbers: readonly string[];
}

const REGIONS = Object.keys(PRIZES) as VnRegion[];

/** The region of a Vietnamese lottery family (ticketcfg's `family`, the engine's `vn.<region>`). */
export function vnRegionOf(family: string | undefined): VnRegion | undefined {
  return REGIONS.find((r) => family === `vn.${r}`);
}

/**
 * A result (numbers joined by spaces, ĐB first) as one row per prize of the region's structure
 * (engine PRIZES). Null when the count of numbers is not the region's, so the caller shows the
 * plain numbers instead of a table that would name the wrong prizes.
 */
export function vnPrizeRows(region: VnRegion, code: string): PrizeRow[] | null {
  const numbers = code.trim() ? code.trim().split(/\s+/) : [];
  const specs = PRIZES[region];
  if (numbers.length !== specs.reduce((n, p) => n + p.count, 0)) return null;
  let at = 0;
  return specs.map((p) => {
    const row = { key: p.key, numbers: numbers.slice(at, at + p.count) };
    at += p.count;
    return row;
  });
}
