import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Draw, Play, Selection } from '../../model.ts';
import { DEFAULT_TIES } from '../../model.ts';
import { combinations } from '../../combinatorics.ts';
import { prizeMilli } from '../../pricing.ts';
import { bruteSettle, norm, type Ticket } from '../../testing/arbitraries.ts';
import { FIVE_ELEMENTS, KL8, KL8_LAUNCH_TABLE, kl8HitProbability } from './kl8.ts';

const NUMBERS = Array.from({ length: 80 }, (_, i) => i + 1);
const play = (code: string) => KL8.plays.find((p) => p.code === `kl8.${code}`) as Play;

describe('KL8 选一 … 选十: brute force over tickets', () => {
  it.each(Array.from({ length: 10 }, (_, i) => i + 1))('选%i', (n) => {
    const p = play(`pick${n}`);
    const prizes = KL8_LAUNCH_TABLE[n] ?? {};
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: n, maxLength: Math.min(12, n + 3) }),
        fc.shuffledSubarray(NUMBERS, { minLength: 20, maxLength: 20 }),
        fc.integer({ min: 0, max: 12 }),
        (picks, rnd, forced) => {
          const sel: Selection = { rows: [picks] };
          expect(p.validate(sel)).toEqual({ ok: true });
          const ts: Ticket<Draw>[] = [...combinations(picks, n)].map((t) => ({
            key: t.join(','),
            level: 'hits',
            match: () => false,
          }));
          expect(p.countBets(sel)).toBe(ts.length);
          // Force some picks into the draw so high levels are reached.
          const head = picks.slice(0, forced);
          const draw = [...head, ...rnd.filter((x) => !head.includes(x))].slice(0, 20);
          const brute = bruteSettle(
            [...combinations(picks, n)].map((t) => {
              const m = t.filter((x) => draw.includes(x)).length;
              return { key: t.join(), level: `hit${m}`, match: () => m in prizes };
            }),
            draw,
          );
          expect(norm(p.settle(sel, draw))).toEqual(norm(brute));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the launch table returns about 57.5% for every n', () => {
    for (let n = 1; n <= 10; n++) {
      const prizes = KL8_LAUNCH_TABLE[n] ?? {};
      let ev = 0;
      for (const [m, prize] of Object.entries(prizes)) ev += kl8HitProbability(n, Number(m)) * Number(prize);
      // Fixed milli for a 2-yuan (2000 milli) bet.
      expect(ev / 2000).toBeGreaterThan(0.5);
      expect(ev / 2000).toBeLessThan(0.62);
    }
    expect(prizeMilli(play('pick3').levels[0]!.payout, 1800)).toBe(53000n);
  });

  it('limits picks and rejects out-of-range numbers', () => {
    expect(play('pick5').validate({ rows: [NUMBERS.slice(0, 21)] })).toEqual({ ok: false, code: 'SELECTION_TOO_LARGE', row: 0 });
    expect(play('pick5').validate({ rows: [[0, 1, 2, 3, 4]] })).toEqual({ ok: false, code: 'VALUE_OUT_OF_RANGE', row: 0 });
    expect(play('pick10').countBets({ rows: [NUMBERS.slice(0, 20)] })).toBe(184756);
  });
});

/** Number of 20-subsets of 1–80 per sum (floating point: shares only). */
function sumDistribution(): number[] {
  let dp: number[][] = Array.from({ length: 21 }, () => new Array<number>(1411).fill(0));
  dp[0]![0] = 1;
  for (const x of NUMBERS) {
    const next = dp.map((r) => r.slice());
    for (let k = 0; k < 20; k++) for (let s = 0; s + x <= 1410; s++) if (dp[k]![s]) next[k + 1]![s + x]! += dp[k]![s]!;
    dp = next;
  }
  const total = dp[20]!.reduce((a, b) => a + b, 0);
  return dp[20]!.map((v) => v / total);
}

describe('KL8 credit board', () => {
  const dist = sumDistribution();
  const share = (lo: number, hi: number) => dist.slice(lo, hi + 1).reduce((a, b) => a + b, 0);
  it('sum thresholds and 五行 shares match the reference', () => {
    expect(share(811, 1410)).toBeCloseTo(0.4978, 3);
    expect(dist[810]).toBeCloseTo(0.0044, 3);
    const pct = FIVE_ELEMENTS.map(([, lo, hi]) => Math.round(share(lo, hi) * 10000) / 100);
    expect(pct).toEqual([10.25, 20.15, 38.8, 20.34, 10.45]);
    expect(choose2040()).toBeCloseTo(0.203, 3);
  });

  // Draw with a chosen sum: 1..19 plus one number making up the rest.
  const drawWithSum = (s: number): Draw => {
    const base = Array.from({ length: 19 }, (_, i) => i + 1);
    return [...base, s - 190];
  };
  const big = (s: number, t = DEFAULT_TIES) => play('dbl.sum').settle({ rows: [[0, 1, 2, 3, 4], [0, 1, 2, 3]] }, bigDraw(s), t);
  const bigDraw = (s: number): Draw => {
    // 61..80 sums to 1410; lower numbers one by one until the sum is s.
    const d = Array.from({ length: 20 }, (_, i) => 61 + i);
    let excess = 1410 - s;
    for (let i = 0; i < 20 && excess > 0; i++) {
      const room = (d[i] as number) - (i + 1);
      const dec = Math.min(room, excess);
      d[i] = (d[i] as number) - dec;
      excess -= dec;
    }
    return d;
  };
  it('810: lose by default, push 大小 on the push setting, no tie with 大 ≥ 811', () => {
    expect(drawWithSum(300).length).toBe(20);
    expect(bigDraw(810).reduce((a, b) => a + b, 0)).toBe(810);
    expect(big(810)).toEqual({ wins: { sum810: 1 }, pushes: 0 });
    expect(big(810, { ...DEFAULT_TIES, kl8Sum810: 'push' })).toEqual({ wins: { sum810: 1, even: 1 }, pushes: 4 });
    expect(big(810, { ...DEFAULT_TIES, kl8Sum810: 'noTie' })).toEqual({ wins: { sum810: 1, small: 1, even: 1, smallEven: 1 }, pushes: 0 });
    expect(big(811)).toEqual({ wins: { big: 1, odd: 1, bigOdd: 1 }, pushes: 0 });
    expect(big(700)).toEqual({ wins: { small: 1, even: 1, smallEven: 1 }, pushes: 0 });
  });

  it('上中下盘, 奇和偶盘, 五行, 正码', () => {
    const disc = play('dbl.disc');
    const d = Array.from({ length: 20 }, (_, i) => i + 1); // all ≤ 40, 10 odd, sum 210
    expect(disc.settle({ rows: [[0, 1, 2], [0, 1, 2], [0, 4]] }, d)).toEqual({ wins: { up: 1, tieDisc: 1, metal: 1 }, pushes: 0 });
    expect(play('dbl.number').settle({ rows: [[0, 79]] }, d)).toEqual({ wins: { zheng: 1 }, pushes: 0 });
  });

  it('derives 20 distinct numbers', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (s) => {
        expect(KL8.isValidDraw(KL8.deriveDraw(s))).toBe(true);
      }),
    );
    expect(KL8.isValidDraw([1])).toBe(false);
  });
});

/** P(exactly 10 of the 20 in 1–40) = C(40,10)² / C(80,20), computed in logs. */
function choose2040(): number {
  const lf = (n: number) => Array.from({ length: n }, (_, i) => Math.log(i + 1)).reduce((a, b) => a + b, 0);
  const lc = (n: number, k: number) => lf(n) - lf(k) - lf(n - k);
  return Math.exp(2 * lc(40, 10) - lc(80, 20));
}
