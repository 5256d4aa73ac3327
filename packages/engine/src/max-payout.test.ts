import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Draw, Family, Outcome, Play, Reach, Selection } from './model.ts';
import { allDraws, drawCount, lineFrontier, maxPayout, searchFrontier } from './max-payout.ts';
import { D3, P3, P5, SSC } from './families/digits/families.ts';
import { K3 } from './families/k3/k3.ts';
import { X5 } from './families/x5/x5.ts';
import { PK10 } from './families/pk10/pk10.ts';
import { KL8 } from './families/kl8/kl8.ts';
import { createFpcFamily } from './families/fpc/fpc.ts';
import { createDiceFamily } from './families/dice/dice.ts';
import { computedTables, createLhcFamily } from './families/lhc/index.ts';
import { createVnFamily, vnWitness, type VnDraw } from './families/vn/index.ts';
import { defaultRules, maxDoublePayout, maxStandardPayout } from './settle.ts';
import { isPickCredit } from './wire.ts';
import { norm, selectionArb } from './testing/arbitraries.ts';
import { combinations } from './combinatorics.ts';

const FAMILIES: Family[] = [K3, createFpcFamily(), createDiceFamily(), D3, P3, SSC, P5, X5, PK10, KL8, createLhcFamily(computedTables(2026))];

/**
 * a pays at least b at every price: ≥ on every level and on pushes, where on a two-sided line a
 * win (decimal odds include the stake) may stand for a refund.
 */
function covers(a: Outcome, b: Outcome, credit = false): boolean {
  let spare = 0;
  for (const k of new Set([...Object.keys(a.wins), ...Object.keys(b.wins)])) {
    const d = (a.wins[k] ?? 0) - (b.wins[k] ?? 0);
    if (d < 0) return false;
    spare += d;
  }
  return a.pushes + (credit ? spare : 0) >= b.pushes;
}

/** Deterministic random draws of the family (its own derivation from seeds). */
function randomDraws(family: Family, n: number, salt: number): Draw[] {
  const out: Draw[] = [];
  let x = 0x2545f491 ^ salt;
  const seed = new Uint8Array(32);
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < 32; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      seed[i] = x & 0xff;
    }
    out.push(family.deriveDraw(seed));
  }
  return out;
}

/** Every draw that differs from `base` in one position (distinct families: by a value it does not hold). */
function* neighbours(family: Family, base: Draw): Generator<Draw> {
  const { min, max, distinct } = family.draw;
  for (let i = 0; i < base.length; i++)
    for (let v = min; v <= max; v++) {
      if (v === base[i] || (distinct && base.includes(v))) continue;
      const d = [...base];
      d[i] = v;
      yield d;
    }
}

/**
 * Draws to compare with: every draw of a family of at most 20,000; otherwise every draw over a
 * small sub-domain holding the selection's values (unordered families: every set), random draws of
 * the whole family, and every draw one position away from each reported best draw.
 */
function drawsFor(family: Family, sel: Selection, found: readonly Reach[]): Draw[] {
  if (drawCount(family) <= 20_000) return [...allDraws(family)];
  const { length, min, max, distinct, ordered } = family.draw;
  const picked = new Set<number>();
  for (const r of sel.rows) for (const v of r) if (v >= min && v <= max) picked.add(v);
  for (const t of sel.tokens ?? []) for (const v of t) if (v >= min && v <= max) picked.add(v);
  const out: Draw[] = [...randomDraws(family, 300, sel.rows.length * 7919 + picked.size)];
  for (const r of found) out.push(...neighbours(family, r.draw));
  const want = distinct ? length + 2 : 4;
  const domain = [...picked].slice(0, want);
  for (let v = min; domain.length < want && v <= max; v++) if (!domain.includes(v)) domain.push(v);
  domain.sort((a, b) => a - b);
  if (!ordered && distinct) for (const c of combinations(domain, length)) out.push(c);
  else {
    let n = 1;
    for (let i = 0; i < length; i++) n *= distinct ? domain.length - i : domain.length;
    if (n <= 5000) out.push(...allDraws(family, domain));
  }
  return out;
}

/** Random valid selections of the play, small enough to check; a two-sided option board bets one option a line. */
function selections(play: Play, n: number): Selection[] {
  const oneOption = play.market === 'credit' && !isPickCredit(play) && play.shape.kind === 'rows';
  const out: Selection[] = [];
  for (const s of fc.sample(selectionArb(play, 3, 3), n * 6)) {
    let sel = s;
    if (oneOption) {
      const i = s.rows.findIndex((r) => r.length > 0);
      if (i < 0) continue;
      sel = { rows: s.rows.map((r, j) => (j === i ? [r[0] as number] : [])) };
    }
    if (play.validate(sel).ok) out.push(sel);
    if (out.length >= n) break;
  }
  return out;
}

describe('lineFrontier: every outcome a line can reach is matched by a real draw it reports (issue #27)', () => {
  for (const family of FAMILIES)
    describe(family.code, () => {
      for (const play of family.plays)
        it(`${play.code}: reports real draws and no draw pays more`, () => {
          for (const sel of selections(play, 3)) {
            const found = lineFrontier(family, play, sel);
            expect(found, JSON.stringify(sel)).toBeDefined();
            // Never overstates: each reported outcome is what settle gives on a valid draw.
            for (const r of found as Reach[]) {
              expect(family.isValidDraw(r.draw)).toBe(true);
              expect(norm(play.settle(sel, r.draw))).toEqual(norm(r.outcome));
            }
            // Never understates: every draw's outcome is covered by a reported one.
            for (const d of drawsFor(family, sel, found as Reach[])) {
              const o = play.settle(sel, d);
              if (!(found as Reach[]).some((r) => covers(r.outcome, o, play.market === 'credit')))
                expect.fail(`${play.code} ${JSON.stringify(sel)}: draw ${d.join(',')} reaches ${JSON.stringify(o)} beyond ${JSON.stringify(found)}`);
            }
          }
        });
    });

  for (const region of ['mb', 'mn', 'mt'] as const) {
    const family = createVnFamily(region);
    describe(family.code, () => {
      for (const play of family.plays)
        it(`${play.code}: reports real results and no result pays more`, () => {
          const width = String(Math.max(...(play.shape.rows[0]?.values ?? [0]))).length;
          for (const sel of selections(play as unknown as Play, 3)) {
            const found = lineFrontier(family, play, sel);
            expect(found, JSON.stringify(sel)).toBeDefined();
            for (const r of found as Reach<VnDraw>[]) {
              expect(family.isValidDraw(r.draw)).toBe(true);
              expect(norm(play.settle(sel, r.draw))).toEqual(norm(r.outcome));
            }
            // Results of the family's own draws, and results whose every prize shows a pick (or
            // not) at its ends at random: where the hits of these plays come from.
            const picks = sel.rows[0] ?? [];
            let x = 12345 + picks.length;
            const rnd = (n: number) => {
              x = (x * 1103515245 + 12345) & 0x7fffffff;
              return x % n;
            };
            const draws: VnDraw[] = randomDraws(family as unknown as Family, 200, picks.length) as unknown as VnDraw[];
            for (let k = 0; k < 1500; k++) {
              const few = picks.slice(0, 1 + rnd(3));
              draws.push(vnWitness(region, () => [rnd(4) === 0 ? rnd(10 ** width) : (few[rnd(few.length)] as number), width]));
            }
            for (const d of draws) {
              const o = play.settle(sel, d);
              if (!(found as Reach<VnDraw>[]).some((r) => covers(r.outcome, o, true)))
                expect.fail(`${play.code} ${JSON.stringify(sel)}: ${d.join(',')} reaches ${JSON.stringify(o)} beyond ${JSON.stringify(found)}`);
            }
          }
        });
    });
  }

  it('lô 2 số on 5 numbers (135 bets in the north): at most all 27 lô show one of them, 27 hits', () => {
    const mb = createVnFamily('mb');
    const lo2 = mb.plays.find((p) => p.code === 'mb.lo2') as Play<VnDraw>;
    expect(lo2.countBets({ rows: [[1, 2, 3, 4, 5]] })).toBe(135);
    expect(maxPayout(mb, lo2, { rows: [[1, 2, 3, 4, 5]] }, (o) => BigInt(o.wins.hit ?? 0))).toBe(27n);
  });

  it('a symmetry a play wrongly declared would be caught: an overstated class makes the search miss draws', () => {
    const sum = K3.plays.find((p) => p.code === 'k3.sum') as Play;
    // Claim all dice alike (false for a sum): the search then only tries 1,1,1 and misses sum 10.
    const lying = { ...sum, symmetry: () => ({ classOf: () => 0 }) };
    const found = searchFrontier(K3, lying, { rows: [[10]] }) as Reach[];
    const truth = sum.settle({ rows: [[10]] }, [4, 3, 3]);
    expect(found.some((r) => covers(r.outcome, truth))).toBe(false);
  });

  it('the tester\'s cases: K3 "Tổng 10, 11" at 10 a bet pays 78.40 at most (not sum 3\'s 2,116.80); Bầu cua one of Cá, Tôm at 10 pays 50 (two fish and a prawn)', () => {
    const sum = K3.plays.find((p) => p.code === 'k3.sum') as Play;
    // Mode 1 (2 a bet) × 5 = 10 a bet, group 1960: sum 10 or 11 pays 1960 × 216/27 / 2000 × 10.
    expect(maxStandardPayout(K3, sum, { rows: [[10, 11]] }, defaultRules('k3'), { betGroup: 1960, mode: 1, multiple: 5 })).toBe(78_400n);
    expect(maxStandardPayout(K3, sum, { rows: [[3, 10]] }, defaultRules('k3'), { betGroup: 1960, mode: 1, multiple: 5 })).toBe(2_116_800n);
    const fpc = createFpcFamily();
    const one = fpc.plays.find((p) => p.code.endsWith('single')) as Play;
    // Fish = 1, prawn = 2: two fish pay 3 × 10, a prawn 2 × 10; three fish only 4 × 10.
    expect(maxDoublePayout(fpc, one, { rows: [[1, 2]] }, defaultRules('fpc'), 10_000n)).toBe(50_000n);
    expect(maxDoublePayout(fpc, one, { rows: [[1]] }, defaultRules('fpc'), 10_000n)).toBe(40_000n);
  });

  it('big lines: SSC 5-star on two digits a position, 定位胆 on one, 大小单双 on all four options', () => {
    const s5 = SSC.plays.find((p) => p.code === 'ssc.5x.direct.fushi') as Play;
    const pairs = [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9]];
    expect(maxPayout(SSC, s5, { rows: pairs }, (o) => BigInt(o.wins.direct5 ?? 0))).toBe(1n);
    const dwd = SSC.plays.find((p) => p.code === 'ssc.5x.dwd') as Play;
    expect(maxPayout(SSC, dwd, { rows: [[0], [1], [2], [3], [4]] }, (o) => BigInt(o.wins.direct1 ?? 0))).toBe(5n);
    const r4 = SSC.plays.find((p) => p.code === 'ssc.r4.direct.fushi') as Play;
    expect(maxPayout(SSC, r4, { rows: pairs }, (o) => BigInt(o.wins.direct4 ?? 0))).toBe(5n);
  });

  it('big lines: Mark Six 正码过关 on all six legs wins once (it was beyond the search)', () => {
    const lhc = FAMILIES[FAMILIES.length - 1] as Family;
    const parlay = lhc.plays.find((p) => p.code === 'regular.parlay') as Play;
    const sel = { rows: [[0], [1], [2], [3], [0], [1]] };
    expect(parlay.validate(sel).ok).toBe(true);
    const found = lineFrontier(lhc, parlay, sel) as Reach[];
    expect(found.map((r) => r.outcome)).toEqual([{ wins: { parlay: 1 }, pushes: 0 }]);
    expect(parlay.settle(sel, found[0]?.draw as Draw)).toEqual({ wins: { parlay: 1 }, pushes: 0 });
  });

  it('big lines: SSC 5-star on every digit, 快乐8 选十 on 20 numbers, PK10 定位胆 on every rank', () => {
    const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const s5 = SSC.plays.find((p) => p.code === 'ssc.5x.direct.fushi') as Play;
    expect(maxStandardPayout(SSC, s5, { rows: [all, all, all, all, all] }, defaultRules('ssc'), { betGroup: 1960, mode: 1, multiple: 1 })).toBe(196_000_000n);
    const pick10 = KL8.plays.find((p) => p.code === 'kl8.pick10') as Play;
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    // All 20 drawn: C(20,10) bets hit 10 — every bet wins the top prize.
    const top = maxPayout(KL8, pick10, { rows: [twenty] }, (o) => BigInt(o.wins.hit10 ?? 0));
    expect(top).toBe(184_756n);
    const dwd = PK10.plays.find((p) => p.code === 'pk10.dwd') as Play;
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(maxPayout(PK10, dwd, { rows: Array.from({ length: 10 }, () => ten) }, (o) => BigInt(Object.values(o.wins).reduce((a, b) => a + b, 0)))).toBe(10n);
    // Ranks 1 and 2 both want ball 1 only: one of them at most.
    expect(maxPayout(PK10, dwd, { rows: [[1], [1], [], [], [], [], [], [], [], []] }, (o) => BigInt(Object.values(o.wins).reduce((a, b) => a + b, 0)))).toBe(1n);
  });
});

describe('fast paths agree with the search on big lines (issue #27: the possible win must not block the server)', () => {
  const lhc = createLhcFamily(computedTables(2026));
  const all = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);
  const cases: [Family, string, Selection][] = [
    [SSC, 'ssc.x.dt', { rows: [[0, 1, 2], [0], [1], [2], [0, 2], [], [1], [], [0, 1], [2]] }],
    [SSC, 'ssc.r2.direct.sum', { rows: [[0, 9, 17, 18]], positions: [0, 1, 2, 3, 4] }],
    [SSC, 'ssc.r3.group.sum', { rows: [[1, 13, 14, 26]], positions: [0, 2, 3, 4] }],
    [SSC, 'ssc.r3.direct.sum', { rows: [[0, 27, 13]], positions: [0, 1, 2, 3, 4] }],
    [SSC, 'ssc.x.fun2', { rows: [[0, 1, 2, 3, 4, 5, 6]] }],
    [SSC, 'ssc.r3.direct.danshi', { rows: [], tokens: [[9, 7, 1], [5, 7, 2], [8, 9, 0], [1, 2, 3], [7, 1, 2]], positions: [0, 1, 2, 3, 4] }],
    [SSC, 'ssc.r2.direct.danshi', { rows: [], tokens: [[1, 0], [0, 1], [1, 1], [4, 5]], positions: [0, 2, 3, 4] }],
    [PK10, 'pk10.top5.fushi', { rows: [[4], [10], [3, 5], [4, 7], [5, 6]] }],
    [PK10, 'pk10.top3.fushi', { rows: [[1, 2], [1], [2, 3]] }],
    [PK10, 'pk10.top5.danshi', { rows: [], tokens: [[7, 5, 4, 6, 10], [10, 2, 8, 5, 7]] }],
    [X5, 'x5.r2.danshi', { rows: [], tokens: [[1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [1, 6], [7, 8], [1, 3]] }],
    [X5, 'x5.r4.danshi', { rows: [], tokens: [[1, 2, 3, 4], [2, 3, 4, 5], [7, 8, 9, 10], [1, 3, 5, 7]] }],
    [X5, 'x5.r7.danshi', { rows: [], tokens: [[1, 2, 3, 4, 5, 6, 7], [3, 4, 5, 6, 7, 8, 9], [5, 6, 7, 8, 9, 10, 11], [1, 4, 5, 6, 7, 9, 11]] }],
    [X5, 'x5.q3.direct.danshi', { rows: [], tokens: [[1, 2, 3], [3, 2, 1], [11, 10, 9]] }],
    [lhc, 'zodiac.one', { rows: [all(8)] }],
    [lhc, 'zodiac.one', { rows: [all(5, 7)] }],
    [lhc, 'tail.one', { rows: [all(10)] }],
    [lhc, 'zodiac.regular', { rows: [all(12)] }],
    [lhc, 'zodiac.regular', { rows: [[1, 5, 9]] }],
    [lhc, 'zodiac.count', { rows: [all(8)] }],
  ];
  for (const [family, code, sel] of cases)
    it(`${code} ${JSON.stringify(sel)}: the same frontier as the plain search`, () => {
      const play = family.plays.find((p) => p.code === code) as Play;
      expect(play.validate(sel).ok).toBe(true);
      const fast = lineFrontier(family, play, sel) as Reach[];
      // The reference: the search without the new fast path (SSC: without any symmetry; Mark Six: its zodiac symmetries).
      const plain = family === SSC ? { ...play, symmetry: undefined, frontier: undefined } : { ...play, frontier: undefined };
      const slow = searchFrontier(family, plain as Play, sel, undefined, Infinity) as Reach[];
      for (const r of fast) expect(norm(play.settle(sel, r.draw))).toEqual(norm(r.outcome));
      for (const r of slow) expect(fast.some((f) => covers(f.outcome, r.outcome)), JSON.stringify(r.outcome)).toBe(true);
      for (const r of fast) expect(slow.some((s) => covers(s.outcome, r.outcome)), JSON.stringify(r.outcome)).toBe(true);
    }, 60_000);
});
