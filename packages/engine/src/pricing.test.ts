import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PrizeLevel } from './model.ts';
import {
  checkBetGroup,
  creditLineMoney,
  effectiveGroup,
  isMoneyMode,
  MONEY_MODE_UNIT_MILLI,
  prizeMilli,
  rebateBasisPoints,
  rebateMilli,
  stakeMilli,
  standardLineMoney,
} from './pricing.ts';

const z3: PrizeLevel = { key: 'group3', nameKey: 'x', payout: { kind: 'group', pNum: 3, pDen: 1000 } };
const z6: PrizeLevel = { key: 'group6', nameKey: 'x', payout: { kind: 'group', pNum: 6, pDen: 1000 } };
const fixed: PrizeLevel = { key: 'hit3', nameKey: 'x', payout: { kind: 'fixed', prizeMilli: 53000n } };
const big: PrizeLevel = { key: 'big', nameKey: 'x', payout: { kind: 'odds', oddsThousandths: 1980 } };

describe('money modes and stakes (docs/product.md §3)', () => {
  it('modes 1–8 are 2, 0.2, 0.02, 0.002, 1, 0.1, 0.01, 0.001', () => {
    expect(Object.values(MONEY_MODE_UNIT_MILLI)).toEqual([2000n, 200n, 20n, 2n, 1000n, 100n, 10n, 1n]);
    expect(isMoneyMode(8)).toBe(true);
    expect(isMoneyMode(0)).toBe(false);
    expect(isMoneyMode('1')).toBe(false);
  });
  it('stake = bets × unit × multiple', () => {
    expect(stakeMilli(10, 1, 3)).toBe(60000n);
    expect(stakeMilli(7, 4, 5)).toBe(70n);
  });
});

describe('prizes, wins and rebates', () => {
  it('prize = Full × G / 2000, truncated', () => {
    expect(prizeMilli(z3.payout, 1960)).toBe(653333n);
    expect(prizeMilli(fixed.payout, 1700)).toBe(53000n);
    expect(prizeMilli(big.payout, 1900)).toBe(0n);
    expect(effectiveGroup(1800, 30)).toBe(1770);
  });
  it('line win: exact sum over levels, then one truncation; modes scale the prize', () => {
    const o = { wins: { group3: 1, group6: 1 }, pushes: 0 };
    // 653.333… + 326.666… = 980 exactly at 1960, mode 1, ×1.
    expect(standardLineMoney(o, [z3, z6], { group: 1960, mode: 1, multiple: 1 })).toEqual({ winMilli: 980000n, refundMilli: 0n });
    // 1 yuan mode halves; 厘 mode 2-li: 0.98 → 980 milli ÷ 1000.
    expect(standardLineMoney(o, [z3, z6], { group: 1960, mode: 5, multiple: 1 }).winMilli).toBe(490000n);
    expect(standardLineMoney(o, [z3, z6], { group: 1960, mode: 4, multiple: 3 }).winMilli).toBe(2940n);
    expect(standardLineMoney({ wins: { group3: 1 }, pushes: 0 }, [z3], { group: 1960, mode: 4, multiple: 1 }).winMilli).toBe(653n);
    expect(standardLineMoney({ wins: { hit3: 2 }, pushes: 1 }, [fixed], { group: 1800, mode: 2, multiple: 2 })).toEqual({
      winMilli: 21200n,
      refundMilli: 400n,
    });
    expect(() => standardLineMoney({ wins: { big: 1 }, pushes: 0 }, [big], { group: 1800, mode: 1, multiple: 1 })).toThrow();
  });
  it('win is never above the exact value and within one milli of it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1700, max: 1960 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 999 }), (a, b, g, mode, mult) => {
        const w = standardLineMoney({ wins: { group3: a, group6: b }, pushes: 0 }, [z3, z6], { group: g, mode: mode as 1, multiple: mult }).winMilli;
        // The exact win as a fraction N / D (bigints: floats lose the last milli above about 2^53 / 10^6),
        // (a·g·1000/3 + b·g·1000/6) · unit/2000 · mult = (2a + b)·g·1000·unit·mult / 12,000.
        const unit = MONEY_MODE_UNIT_MILLI[mode as 1];
        const n = BigInt(2 * a + b) * BigInt(g) * 1000n * unit * BigInt(mult);
        const d = 12_000n;
        expect(w * d).toBeLessThanOrEqual(n);
        expect(n - w * d).toBeLessThan(d);
      }),
    );
  });
  it('credit lines: amount × odds, pushes refunded, overrides', () => {
    expect(creditLineMoney({ wins: { big: 2 }, pushes: 1 }, [big], 10_000n)).toEqual({ winMilli: 39600n, refundMilli: 10000n });
    expect(creditLineMoney({ wins: { big: 1 }, pushes: 0 }, [big], 3_333n, { big: 1950 }).winMilli).toBe(6499n);
    expect(creditLineMoney({ wins: {}, pushes: 0 }, [big], 1n).winMilli).toBe(0n);
    expect(() => creditLineMoney({ wins: { group3: 1 }, pushes: 0 }, [z3], 1000n)).toThrow();
  });
  it('rebate = (member − bet group)/20 %', () => {
    expect(rebateBasisPoints(1960, 1960)).toBe(0);
    expect(rebateBasisPoints(1960, 1950)).toBe(50);
    expect(rebateBasisPoints(1960, 1920)).toBe(200);
    expect(rebateBasisPoints(1960, 1800)).toBe(800);
    expect(rebateMilli(100_000n, 1960, 1800)).toBe(8000n);
    expect(rebateMilli(100_000n, 1800, 1960)).toBe(0n);
    expect(checkBetGroup(1960, 1800)).toEqual({ ok: true });
    expect(checkBetGroup(1900, 1950)).toEqual({ ok: false, code: 'GROUP_ABOVE_MEMBER' });
    expect(checkBetGroup(1960, 1600)).toEqual({ ok: false, code: 'GROUP_OUT_OF_RANGE' });
  });
});
