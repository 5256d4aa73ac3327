import { describe, expect, it } from 'vitest';
import type { Play } from './model.ts';
import { DEFAULT_TIES } from './model.ts';
import { FAMILIES_ONE, playIndex } from './registry.ts';
import { defaultRules, OFFICIAL_3D_PRIZES, OFFICIAL_K3_PRIZES, OFFICIAL_P5_PRIZES, settleBetLine, settleDoubleLine } from './settle.ts';
import { buildBetLine, buildDoubleLine, creditItems, parseBetLine, parseDoubleLine } from './wire.ts';

const index = playIndex(FAMILIES_ONE);
const find = (id: number) => index.get(id) as Play | undefined;
const byCode = (code: string) => [...index.values()].find((p) => p.code === code) as Play;

function line(code: string, rows: number[][], mode: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 = 1, multiple = 1) {
  const play = byCode(code);
  const parsed = parseBetLine(buildBetLine({ play, selection: { rows }, mode, multiple, lineNo: 1 }) as unknown as Record<string, unknown>, find);
  if (!parsed.ok) throw new Error(parsed.code);
  return parsed.line;
}

describe('settling parsed lines', () => {
  it('SSC 后三直选 at 1950, 角 mode ×3: 1,950 × 0.1 × 3', () => {
    const r = settleBetLine(line('ssc.h3.direct.fushi', [[1], [2], [3, 4]], 2, 3), [0, 0, 1, 2, 3], defaultRules('ssc'), 1950);
    expect(r).toEqual({ ok: true, result: { outcome: { wins: { direct3: 1 }, pushes: 0 }, stakeMilli: 1200n, winMilli: 585_000n, refundMilli: 0n } });
  });

  it('3D settles at G − 30 ([HF] 1770 at 1800) or at official fixed prizes', () => {
    const l = line('3d.3x.direct.fushi', [[1], [2], [3]]);
    const platform = settleBetLine(l, [1, 2, 3], { ...defaultRules('3d'), groupOffset: 30 }, 1800);
    expect(platform.ok && platform.result.winMilli).toBe(1_770_000n);
    const official = settleBetLine(l, [1, 2, 3], { ...defaultRules('3d'), fixedPrizes: OFFICIAL_3D_PRIZES }, 1800);
    expect(official.ok && official.result.winMilli).toBe(1_040_000n);
    const z6 = settleBetLine(line('3d.3x.group.z6', [[1, 2, 3]], 5), [3, 1, 2], { ...defaultRules('3d'), fixedPrizes: OFFICIAL_3D_PRIZES }, 1800);
    expect(z6.ok && z6.result.winMilli).toBe(86_500n);
    const p5 = settleBetLine(line('p5.5x.direct.fushi', [[1], [2], [3], [4], [5]]), [1, 2, 3, 4, 5], { ...defaultRules('p5'), fixedPrizes: OFFICIAL_P5_PRIZES }, 1800);
    expect(p5.ok && p5.result.winMilli).toBe(100_000_000n);
  });

  it('K3 at official prizes: 和值 10 pays 9, 二不同 8 per winning pair', () => {
    const rules = { ...defaultRules('k3'), fixedPrizes: OFFICIAL_K3_PRIZES };
    const sum = settleBetLine(line('k3.sum', [[10, 11]]), [1, 4, 5], rules, 1900);
    expect(sum.ok && sum.result.winMilli).toBe(9_000n);
    const diff2 = settleBetLine(line('k3.diff2', [[1, 4, 5]]), [1, 4, 5], rules, 1900);
    expect(diff2.ok && diff2.result.winMilli).toBe(24_000n);
    const k3 = FAMILIES_ONE.find((f) => f.code === 'k3')!;
    const levels = new Set(k3.plays.filter((p) => p.market === 'standard').flatMap((p) => p.levels.map((l) => l.key)));
    for (const key of Object.keys(OFFICIAL_K3_PRIZES)) expect(levels.has(key), key).toBe(true);
  });

  it('龙虎 refund setting refunds the stake of pushed bets', () => {
    const l = line('ssc.x.dt', [[0, 1], [], [], [], [], [], [], [], [], []], 1, 2);
    const r = settleBetLine(l, [4, 4, 0, 0, 0], { ...defaultRules('ssc'), ties: { ...DEFAULT_TIES, dragonTigerTie: 'refund' } }, 1900);
    expect(r.ok && r.result).toEqual({ outcome: { wins: {}, pushes: 2 }, stakeMilli: 8000n, winMilli: 0n, refundMilli: 8000n });
  });

  it('rejects money modes and multiples the lottery does not allow', () => {
    const l = line('ssc.h3.direct.fushi', [[1], [2], [3]], 4, 500);
    expect(settleBetLine(l, [0, 0, 1, 2, 3], { ...defaultRules('ssc'), moneyModes: [1, 2, 3] }, 1900)).toEqual({ ok: false, code: 'MONEY_MODE_NOT_ALLOWED' });
    expect(settleBetLine(l, [0, 0, 1, 2, 3], { ...defaultRules('ssc'), maxMultiple: 100 }, 1900)).toEqual({ ok: false, code: 'MULTIPLE_OUT_OF_RANGE' });
  });

  it('double lines: amount × odds, overrides per play, pushes refunded', () => {
    const sum = byCode('x5.dbl.sum');
    const [big] = creditItems(sum);
    const parsed = parseDoubleLine(buildDoubleLine(big!, 10_000n) as unknown as Record<string, unknown>, find, { minMilli: 1n, maxMilli: 10n ** 9n });
    if (!parsed.ok) throw new Error(parsed.code);
    expect(settleDoubleLine(parsed.line, [11, 10, 9, 1, 2], defaultRules('x5'))).toEqual({
      outcome: { wins: { big: 1 }, pushes: 0 },
      stakeMilli: 10_000n,
      winMilli: 19_800n,
      refundMilli: 0n,
    });
    expect(settleDoubleLine(parsed.line, [11, 10, 9, 1, 2], { ...defaultRules('x5'), odds: { 'x5.dbl.sum': { big: 1950 } } }).winMilli).toBe(19_500n);
    // Sum 30 pushes 大 under convention A.
    expect(settleDoubleLine(parsed.line, [11, 10, 5, 3, 1], defaultRules('x5'))).toEqual({
      outcome: { wins: {}, pushes: 1 },
      stakeMilli: 10_000n,
      winMilli: 0n,
      refundMilli: 10_000n,
    });
  });
});
