import { describe, expect, it } from 'vitest';
import { messages } from '@lotus/i18n';
import { planCostMilli, SSC, stakeMilli } from '@lotus/engine';
import { buildChasePlan, chaseTotals, planRows, type ChaseSettings } from './chase-plan.ts';
import type { AnyFamily } from './families.ts';
import type { Slip } from './store.ts';

const family = SSC as unknown as AnyFamily;
const dwd = SSC.plays.find((p) => p.code === 'ssc.5x.dwd')!;
const combo = SSC.plays.find((p) => p.code === 'ssc.5x.direct.combo')!;
const issues = ['20260101-0001', '20260101-0002', '20260101-0003', '20260101-0004'];
const settings = (patch: Partial<ChaseSettings>): ChaseSettings => ({
  mode: 'profit',
  start: 1,
  every: 1,
  ratio: 2,
  ratePercent: 50,
  ...patch,
});

/** A slip on the first position: `digits` picked, multiple `m`, yuan mode. */
function slip(digits: number[], m = 1, play = dwd): Slip {
  const selection = { rows: [digits, [], [], [], []] };
  const bets = play.countBets(selection);
  return {
    id: String(Math.random()),
    playId: play.id,
    playName: 'x',
    content: 'x',
    selection,
    bets,
    mode: 1,
    multiple: m,
    stakeMilli: stakeMilli(bets, 1, m),
  };
}

describe('chase plans from the engine', () => {
  it('same multiple and doubling', () => {
    const basket = { family, slips: [slip([7])], prizeGroup: 1960 };
    const same = buildChasePlan(issues, settings({ mode: 'same', start: 3 }), basket);
    expect(same.ok && same.items.map((i) => i.multiple)).toEqual([3, 3, 3, 3]);
    const doubling = buildChasePlan(issues, settings({ mode: 'double', start: 1, every: 2, ratio: 3 }), basket);
    expect(doubling.ok && doubling.items.map((i) => i.multiple)).toEqual([1, 1, 3, 3]);
  });

  it('profit rate: every issue keeps at least the rate if it wins (P = 19.6 at group 1960, c = 2, r = 200 %)', () => {
    const basket = { family, slips: [slip([7])], prizeGroup: 1960 };
    const plan = buildChasePlan(issues, settings({ ratePercent: 200 }), basket);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.prizeMilli).toBe(19_600n);
    expect(plan.items.map((i) => i.multiple)).toEqual([1, 1, 1, 2]);
    const rows = planRows(plan.items, 2000n, plan.prizeMilli);
    for (const r of rows) expect(r.profitMilli! * 100n).toBeGreaterThanOrEqual(r.totalMilli * 200n);
    expect(rows.at(-1)!.totalMilli).toBe(planCostMilli(plan.items, 2000n));
  });

  it('profit rate prices the prize at the group settlement uses: the member’s group less the lottery’s offset', () => {
    const plan = buildChasePlan(issues, settings({ ratePercent: 200 }), { family, slips: [slip([7])], prizeGroup: 1800, groupOffset: 30 });
    expect(plan.ok && plan.prizeMilli).toBe(17_700n);
  });

  it('profit rate scales the prize with the slip multiple', () => {
    const plan = buildChasePlan(issues, settings({ ratePercent: 200 }), {
      family,
      slips: [slip([7], 5)],
      prizeGroup: 1960,
    });
    expect(plan.ok && plan.prizeMilli).toBe(98_000n);
    expect(plan.ok && plan.items.map((i) => i.multiple)).toEqual([1, 1, 1, 2]);
  });

  it('refuses an unreachable rate with the engine code, translated in every language', () => {
    // All ten digits: c = 20 > P = 19.6, no rate can be reached.
    const all = buildChasePlan(issues, settings({ ratePercent: 10 }), {
      family,
      slips: [slip([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])],
      prizeGroup: 1960,
    });
    expect(all).toEqual({ ok: false, key: 'webPlay.chase.code.CHASE_PROFIT_IMPOSSIBLE' });
    // One digit, but 1000 %: (1 + 10) × 2 = 22 ≥ 19.6.
    const high = buildChasePlan(issues, settings({ ratePercent: 1000 }), {
      family,
      slips: [slip([7])],
      prizeGroup: 1960,
    });
    expect(high).toEqual(all);
    for (const lang of ['vi', 'zh', 'en', 'id'] as const) expect(messages[lang][all.ok ? '' : all.key]).toBeTruthy();
  });

  it('needs exactly one slip whose play has one prize level', () => {
    const basket = (slips: Slip[]) => ({ family, slips, prizeGroup: 1960 });
    expect(buildChasePlan(issues, settings({}), basket([]))).toEqual({
      ok: false,
      key: 'webPlay.chase.profitOneSlip',
    });
    expect(buildChasePlan(issues, settings({}), basket([slip([1]), slip([2])]))).toEqual({
      ok: false,
      key: 'webPlay.chase.profitOneSlip',
    });
    const comboSlip = { ...slip([1], 1, combo), selection: { rows: [[1], [2], [3], [4], [5]] } };
    expect(buildChasePlan(issues, settings({}), basket([comboSlip]))).toEqual({
      ok: false,
      key: 'webPlay.chase.profitOneLevel',
    });
    expect(buildChasePlan([], settings({ mode: 'same' }), basket([slip([1])]))).toEqual({
      ok: false,
      key: 'webPlay.chase.code.CHASE_EMPTY',
    });
  });

  it('plan rows without a prize show no profit', () => {
    expect(planRows([{ planNo: 'a', multiple: 2 }], 2000n, null)).toEqual([
      { planNo: 'a', multiple: 2, amountMilli: 4000n, totalMilli: 4000n, profitMilli: null },
    ]);
  });

  it('a chase counts the bets of every issue: 3 bets over 5 issues are 15 bets', () => {
    const items = [1, 1, 2, 2, 4].map((multiple, i) => ({ planNo: `p${i}`, multiple }));
    expect(chaseTotals(3, items, 6000n)).toEqual({ bets: 15, issues: 5, amountMilli: 60000n });
    expect(chaseTotals(3, [], 6000n)).toEqual({ bets: 0, issues: 0, amountMilli: 0n });
  });
});
