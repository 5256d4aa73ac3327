import { describe, expect, it } from 'vitest';
import type { Play } from './model.ts';
import { FAMILIES_ONE } from './registry.ts';
import { effectiveGroup, fullPrizeMilli, prizeMilli } from './pricing.ts';

const plays = FAMILIES_ONE.flatMap((f) => f.plays);
const level = (code: string, key: string) => {
  const p = plays.find((x) => x.code === code) as Play;
  const l = p.levels.find((x) => x.key === key);
  if (!l) throw new Error(`${code} ${key}`);
  return l;
};
/** The reference shows 2 decimals: compare the engine's milli rounded to cents. */
const cents = (milli: bigint) => Math.round(Number(milli) / 10);
const asCents = (yuan: number) => Math.round(yuan * 100);

// [play code, level, 1800 column, 1960 column] — domain §2, §3, §6 prize tables (2-yuan bet).
const TABLE: [string, string, number, number][] = [
  ['ssc.5x.direct.fushi', 'direct5', 180000, 196000],
  ['ssc.5x.group.g120', 'group120', 1500, 1633.33],
  ['ssc.5x.group.g60', 'group60', 3000, 3266.67],
  ['ssc.5x.group.g30', 'group30', 6000, 6533.33],
  ['ssc.5x.group.g20', 'group20', 9000, 9800],
  ['ssc.5x.group.g10', 'group10', 18000, 19600],
  ['ssc.5x.group.g5', 'group5', 36000, 39200],
  ['ssc.h4.direct.fushi', 'direct4', 18000, 19600],
  ['ssc.h4.group.g24', 'group24', 750, 816.67],
  ['ssc.h4.group.g12', 'group12', 1500, 1633.33],
  ['ssc.h4.group.g6', 'group6', 3000, 3266.67],
  ['ssc.h4.group.g4', 'group4', 4500, 4900],
  ['ssc.h3.direct.fushi', 'direct3', 1800, 1960],
  ['ssc.h3.direct.sum', 'direct3', 1800, 1960],
  ['ssc.h3.direct.span', 'direct3', 1800, 1960],
  ['ssc.h3.group.z3', 'group3', 600, 653.33],
  ['ssc.h3.group.z6', 'group6', 300, 326.67],
  ['ssc.h3.special', 'leopard', 180, 196],
  ['ssc.h3.special', 'straight', 30, 32.67],
  ['ssc.h3.special', 'pair', 6.67, 7.26],
  ['ssc.h2.direct.fushi', 'direct2', 180, 196],
  ['ssc.h2.group.fushi', 'group2', 90, 98],
  ['ssc.5x.dwd', 'direct1', 18, 19.6],
  ['ssc.h3.sumTail', 'tail', 18, 19.6],
  ['ssc.h3.bdw1', 'bdw1', 6.64, 7.23],
  ['ssc.h3.bdw2', 'bdw2', 33.33, 36.3],
  ['ssc.h4.bdw1', 'bdw1', 5.23, 5.7],
  ['ssc.h4.bdw2', 'bdw2', 18.48, 20.12],
  ['ssc.5x.bdw2', 'bdw2', 12.27, 13.36],
  ['ssc.5x.bdw3', 'bdw3', 41.38, 45.06],
  ['ssc.x.fun1', 'fun1', 4.4, 4.79],
  ['ssc.x.fun2', 'fun2', 22.1, 24.06],
  ['ssc.x.fun3', 'fun3', 210.28, 228.97],
  ['ssc.x.fun4', 'fun4', 3913.04, 4260.87],
  ['ssc.h2.bsoe', 'bsoe2', 7.2, 7.84],
  ['ssc.h3.bsoe', 'bsoe3', 14.4, 15.68],
  ['ssc.x.dt', 'dt', 4, 4.36],
  ['ssc.x.dt', 'dtTie', 18, 19.6],
  ['x5.q3.direct.fushi', 'q3direct', 1782, 1940.4],
  ['x5.q3.group.fushi', 'q3group', 297, 323.4],
  ['x5.q2.direct.fushi', 'q2direct', 198, 215.6],
  ['x5.q2.group.fushi', 'q2group', 99, 107.8],
  ['x5.dwd', 'dwd', 19.8, 21.56],
  ['x5.q3.bdw', 'q3bdw', 6.6, 7.19],
  ['x5.r1.fushi', 'r1', 3.96, 4.31],
  ['x5.r2.fushi', 'r2', 9.9, 10.78],
  ['x5.r3.fushi', 'r3', 29.7, 32.34],
  ['x5.r4.fushi', 'r4', 118.8, 129.36],
  ['x5.r5.fushi', 'r5', 831.6, 905.52],
  ['x5.r6.fushi', 'r6', 138.6, 150.92],
  ['x5.r7.fushi', 'r7', 39.6, 43.12],
  ['x5.r8.fushi', 'r8', 14.85, 16.17],
  // 定单双 / 猜中位: the reference gives Full with "×0.9 / ×0.98".
  ['x5.fun.oddCount', 'odd5', 154 * 0.9, 154 * 0.98],
  ['x5.fun.oddCount', 'odd4', 12.32 * 0.9, 12.32 * 0.98],
  ['x5.fun.oddCount', 'odd3', 4.62 * 0.9, 4.62 * 0.98],
  ['x5.fun.oddCount', 'odd2', 6.16 * 0.9, 6.16 * 0.98],
  ['x5.fun.oddCount', 'odd1', 30.8 * 0.9, 30.8 * 0.98],
  ['x5.fun.oddCount', 'odd0', 924 * 0.9, 924 * 0.98],
  ['x5.fun.middle', 'mid3', 33 * 0.9, 33 * 0.98],
  ['x5.fun.middle', 'mid4', (924 / 63) * 0.9, (924 / 63) * 0.98],
  ['x5.fun.middle', 'mid5', (924 / 90) * 0.9, (924 / 90) * 0.98],
  ['x5.fun.middle', 'mid6', 9.24 * 0.9, 9.24 * 0.98],
  ['pk10.top1.fushi', 'top1', 18, 19.6],
  ['pk10.dwd', 'pos', 18, 19.6],
  ['pk10.top2.fushi', 'top2', 162, 176.4],
  ['pk10.top3.fushi', 'top3', 1296, 1411.2],
  ['pk10.top4.fushi', 'top4', 9072, 9878.4],
  ['pk10.top5.fushi', 'top5', 54432, 59270.4],
  ['pk10.sum', 'sum2', 81, 88.2],
  ['pk10.sum', 'sum4', 40.5, 44.1],
  ['pk10.sum', 'sum6', 27, 29.4],
  ['pk10.sum', 'sum8', 20.25, 22.05],
  ['pk10.sum', 'sum10', 16.2, 17.64],
];

describe('theoretical payout columns (1800 and 1960) are reproduced', () => {
  it.each(TABLE)('%s %s: %d / %d', (code, key, at1800, at1960) => {
    const l = level(code, key);
    expect(cents(prizeMilli(l.payout, 1800))).toBe(asCents(at1800));
    expect(cents(prizeMilli(l.payout, 1960))).toBe(asCents(at1960));
  });

  // K3: Full and [HF]'s 1800 column (domain §4).
  it.each([
    ['k3.sum', 'sum3', 432, 388.8],
    ['k3.sum', 'sum4', 144, 129.6],
    ['k3.sum', 'sum5', 72, 64.8],
    ['k3.sum', 'sum6', 43.2, 38.88],
    ['k3.sum', 'sum7', 28.8, 25.92],
    ['k3.sum', 'sum8', 20.57, 18.51],
    ['k3.sum', 'sum9', 17.28, 15.55],
    ['k3.sum', 'sum10', 16, 14.4],
    ['k3.diff3', 'diff3', 72, 64.8],
    ['k3.diff2', 'diff2', 14.4, 12.96],
    ['k3.single', 'single', 4.75, 4.27],
    ['k3.sumBsoe', 'sumBsoe', 4, 3.6],
    ['k3.tripleAll', 'tripleAll', 72, 64.8],
    ['k3.tripleOne', 'tripleOne', 432, 388.8],
    ['k3.pairAny', 'pairAny', 27, 24.3],
    ['k3.pairOne', 'pairOne', 144, 129.6],
    ['k3.straightAll', 'straightAll', 18, 16.2],
  ] as [string, string, number, number][])('%s %s: Full %d, 1800 %d', (code, key, full, at1800) => {
    const l = level(code, key);
    expect(cents(fullPrizeMilli(l.payout))).toBe(asCents(full));
    expect(cents(prizeMilli(l.payout, 1800))).toBe(asCents(at1800));
  });

  it('3D / P3 at G − 30: [HF] 1770 / 590 / 295 / 17.7 at 1800', () => {
    const g = effectiveGroup(1800, 30);
    expect(cents(prizeMilli(level('3d.3x.direct.fushi', 'direct3').payout, g))).toBe(177000);
    expect(cents(prizeMilli(level('3d.3x.group.z3', 'group3').payout, g))).toBe(59000);
    expect(cents(prizeMilli(level('p3.3x.group.z6', 'group6').payout, g))).toBe(29500);
    expect(cents(prizeMilli(level('3d.3x.dwd', 'direct1').payout, g))).toBe(1770);
  });

  it('[XY] stores 196,000 / 1,960 / 653 / 326 / 196 at 1960 (truncated)', () => {
    expect(prizeMilli(level('ssc.5x.direct.fushi', 'direct5').payout, 1960) / 1000n).toBe(196000n);
    expect(prizeMilli(level('ssc.h3.direct.fushi', 'direct3').payout, 1960) / 1000n).toBe(1960n);
    expect(prizeMilli(level('ssc.h3.group.z3', 'group3').payout, 1960) / 1000n).toBe(653n);
    expect(prizeMilli(level('ssc.h3.group.z6', 'group6').payout, 1960) / 1000n).toBe(326n);
    expect(prizeMilli(level('ssc.h2.direct.fushi', 'direct2').payout, 1960) / 1000n).toBe(196n);
  });
});
