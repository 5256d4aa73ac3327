import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SSC } from './families/digits/families.ts';
import type { Play } from './model.ts';
import {
  cancelAfterWin,
  doublingPlan,
  formatChase,
  parseChase,
  planCostMilli,
  profitPlanPrizeMilli,
  profitRatePlan,
  sameMultiplePlan,
} from './chase.ts';

const issues = Array.from({ length: 10 }, (_, i) => `20261121-${String(i + 1).padStart(3, '0')}`);

describe('chase plans', () => {
  it('same multiple and doubling (×r every g issues, additive variant, cap)', () => {
    expect(sameMultiplePlan(issues.slice(0, 2), 3).map((i) => i.multiple)).toEqual([3, 3]);
    expect(doublingPlan(issues.slice(0, 7), 1, 2, 2).map((i) => i.multiple)).toEqual([1, 1, 2, 2, 4, 4, 8]);
    expect(doublingPlan(issues.slice(0, 5), 1, 1, 3, { additive: true }).map((i) => i.multiple)).toEqual([1, 4, 7, 10, 13]);
    expect(doublingPlan(issues.slice(0, 5), 1, 0, 10, { maxMultiple: 500 }).map((i) => i.multiple)).toEqual([1, 10, 100, 500, 500]);
  });

  it('profit rate: worked example and the impossibility condition', () => {
    // 三星直选 one bet: c = 2, P = 1800 (at 1800), r = 50%.
    const r = profitRatePlan({ issues: issues.slice(0, 4), startMultiple: 1, prizeMilli: 1_800_000n, costMilli: 2000n, ratePercent: 50 });
    expect(r).toEqual({ ok: true, items: issues.slice(0, 4).map((planNo) => ({ planNo, multiple: 1 })) });
    // A 9.9-yuan prize on a 2-yuan bet at r = 100%: m_i = ⌈2C/(9.9 − 4)⌉ with C the earlier cost.
    const d = profitRatePlan({ issues, startMultiple: 1, prizeMilli: 9900n, costMilli: 2000n, ratePercent: 100 });
    if (!d.ok) throw new Error('plan');
    expect(d.items.map((i) => i.multiple).slice(0, 5)).toEqual([1, 1, 2, 3, 5]);
    expect(profitRatePlan({ issues, startMultiple: 1, prizeMilli: 4000n, costMilli: 2000n, ratePercent: 100 })).toEqual({
      ok: false,
      code: 'CHASE_PROFIT_IMPOSSIBLE',
    });
    const capped = profitRatePlan({ issues, startMultiple: 1, prizeMilli: 9900n, costMilli: 2000n, ratePercent: 100, maxMultiple: 3 });
    expect(capped.ok && capped.items.length).toBe(4);
    expect(profitRatePlan({ issues, startMultiple: 5, prizeMilli: 9900n, costMilli: 2000n, ratePercent: 0, maxMultiple: 3 })).toEqual({
      ok: false,
      code: 'CHASE_MULTIPLE',
    });
  });

  it('every profit-rate issue meets the rate if it wins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2001, max: 100000 }), fc.integer({ min: 0, max: 200 }), (prize, rate) => {
        const r = profitRatePlan({ issues, startMultiple: 1, prizeMilli: BigInt(prize), costMilli: 2000n, ratePercent: rate });
        if (!r.ok) {
          expect(r.code).toBe('CHASE_PROFIT_IMPOSSIBLE');
          expect(prize * 100).toBeLessThanOrEqual((100 + rate) * 2000);
          return;
        }
        let spent = 0;
        for (const it of r.items) {
          spent += it.multiple * 2000;
          expect((prize * it.multiple - spent) * 100).toBeGreaterThanOrEqual(rate * spent);
        }
      }),
    );
  });

  it('P of a profit plan: single-level plays only, in the line money mode', () => {
    const play = (code: string) => SSC.plays.find((p) => p.code === code) as Play;
    expect(profitPlanPrizeMilli(play('ssc.h3.direct.fushi'), 1800, 1)).toBe(1_800_000n);
    expect(profitPlanPrizeMilli(play('ssc.h3.direct.fushi'), 1800, 2)).toBe(180_000n);
    expect(profitPlanPrizeMilli(play('ssc.5x.direct.combo'), 1800, 1)).toBeUndefined();
    expect(profitPlanPrizeMilli(play('ssc.dbl.sum'), 1800, 1)).toBeUndefined();
  });

  it('cost, stop after win and the wire form', () => {
    const items = doublingPlan(issues.slice(0, 4), 1, 1, 2);
    expect(planCostMilli(items, 2000n)).toBe(30000n);
    expect(cancelAfterWin({ items, isSuppend: true }, 1, 2000n)).toEqual({ cancelled: items.slice(2), refundMilli: 24000n });
    expect(cancelAfterWin({ items, isSuppend: false }, 1, 2000n)).toEqual({ cancelled: [], refundMilli: 0n });
    const text = formatChase(items);
    expect(text).toBe('20261121-001,1|20261121-002,2|20261121-003,4|20261121-004,8');
    expect(parseChase(text)).toEqual({ ok: true, items });
    expect(parseChase('')).toEqual({ ok: false, code: 'CHASE_EMPTY' });
    expect(parseChase('a,1|a,2')).toEqual({ ok: false, code: 'CHASE_DUPLICATE_ISSUE' });
    expect(parseChase('a,0')).toEqual({ ok: false, code: 'CHASE_MULTIPLE' });
    expect(parseChase('a;1')).toEqual({ ok: false, code: 'CHASE_FORMAT' });
    expect(parseChase(Array.from({ length: 1001 }, (_, i) => `${i},1`).join('|'))).toEqual({ ok: false, code: 'CHASE_TOO_LONG' });
  });
});
