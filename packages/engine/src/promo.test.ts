/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import {
  DEFAULT_SIGN_PRIZES,
  DEFAULT_SIGN_TIERS,
  DEFAULT_VIP_TABLE,
  SIGN_MAX_REWARD_MILLI,
  depositBonusOf,
  formatPercentBp,
  parsePercentBp,
  pickDepositBonus,
  type DepositBonusRule,
  hedgeSideOf,
  levelsPassed,
  nextStreakDay,
  parseLocalDate,
  payoutOf,
  periodBonusEarned,
  pickWeighted,
  promoDrawBytes,
  signDrawOutcome,
  signTierFor,
  validBetOf,
  verifyPromoDraw,
  vipLevelFor,
  type ValidBetLine,
} from './promo.ts';
import { fromHex, sha256, toHex, utf8 } from './rng.ts';

const U = 1000n;
const line = (stake: number, extra: Partial<ValidBetLine> = {}): ValidBetLine => ({
  settled: true,
  stakeMilli: BigInt(stake) * U,
  refundMilli: 0n,
  ...extra,
});
const d = (text: string) => parseLocalDate(text)!;

describe('valid bet (domain §2.2 item 1)', () => {
  it.each([
    ['settled lines count their stake', [line(10), line(5)], 15],
    ['unsettled, cancelled and refunded lines count nothing', [line(10, { settled: false }), line(7)], 7],
    ['a tied (pushed) line counts nothing', [line(10, { refundMilli: 10n * U }), line(3)], 3],
    ['big and small on one position count only their difference', [line(100, { hedge: hedgeSideOf('p1:0', 'big') }), line(60, { hedge: hedgeSideOf('p1:0', 'play.opt.small') })], 40],
    ['both sides equal count nothing', [line(50, { hedge: hedgeSideOf('p1:0', 'odd') }), line(50, { hedge: hedgeSideOf('p1:0', 'even') })], 0],
    ['different positions do not hedge', [line(50, { hedge: hedgeSideOf('p1:0', 'big') }), line(50, { hedge: hedgeSideOf('p1:1', 'small') })], 100],
    ['dragon and tiger hedge', [line(30, { hedge: hedgeSideOf('p9:0', 'dragon') }), line(80, { hedge: hedgeSideOf('p9:0', 'tiger') })], 50],
  ])('%s', (_name, lines, units) => {
    expect(validBetOf(lines)).toBe(BigInt(units) * U);
  });

  it('an option without an opposite side has no hedge group', () => {
    expect(hedgeSideOf('p1:0', 'play.opt.leopard')).toBeUndefined();
  });

  it('is never more than the settled stakes and never negative', () => {
    const arb = fc.record({
      settled: fc.boolean(),
      stakeMilli: fc.bigInt({ min: 1n, max: 10n ** 9n }),
      refundMilli: fc.constant(0n),
      hedge: fc.option(fc.record({ group: fc.constantFrom('a', 'b'), side: fc.constantFrom(0 as const, 1 as const) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 20 }), (lines) => {
        const v = validBetOf(lines);
        const settled = lines.filter((l) => l.settled).reduce((a, l) => a + l.stakeMilli, 0n);
        expect(v >= 0n && v <= settled).toBe(true);
      }),
    );
  });
});

describe('VIP levels (domain §2.2)', () => {
  it.each([
    [0, 0, 0],
    [999, 1_000_000, 0],
    [1_000, 9_999, 0],
    [1_000, 10_000, 1],
    [5_000, 10_000, 1],
    [100_000, 1_000_000, 5],
    [10_000_000, 60_000_000, 10],
  ])('deposits %i and valid bet %i give VIP%i', (dep, bet, level) => {
    expect(vipLevelFor(BigInt(dep) * U, BigInt(bet) * U, DEFAULT_VIP_TABLE)).toBe(level);
  });

  it('a jump of several levels earns each passed level once', () => {
    expect(levelsPassed(0, 3, DEFAULT_VIP_TABLE).map((l) => l.level)).toEqual([1, 2, 3]);
    expect(levelsPassed(3, 3, DEFAULT_VIP_TABLE)).toEqual([]);
  });

  it('weekly and monthly bonuses need 10× deposits and 100× valid bet', () => {
    expect(periodBonusEarned(8n * U, 80n * U, 800n * U)).toBe(true);
    expect(periodBonusEarned(8n * U, 79n * U, 800n * U)).toBe(false);
    expect(periodBonusEarned(8n * U, 80n * U, 799n * U)).toBe(false);
  });
});

describe('the payout calendar (docs/product.md §4, domain §2.2 item 5)', () => {
  it('the first Monday of a month pays the month and no week', () => {
    // 2026-06-01 is a Monday: the monthly payout is on the 1st.
    expect(payoutOf(d('2026-06-01'))).toMatchObject({ kind: 'month', period: '2026-05' });
    // 2026-09-07 is the first Monday of September.
    expect(payoutOf(d('2026-09-07'))).toMatchObject({ kind: 'month', period: '2026-08' });
    expect(payoutOf(d('2026-09-14'))).toMatchObject({ kind: 'week', period: '2026-09-07' });
    expect(payoutOf(d('2026-06-08'))).toMatchObject({ kind: 'week', period: '2026-06-01' });
    expect(payoutOf(d('2026-09-08'))).toBeUndefined();
  });
});

describe('sign-in (domain §3.2)', () => {
  it('the streak continues on the next day, restarts after a gap and after day 7', () => {
    expect(nextStreakDay(undefined, d('2026-11-02'))).toBe(1);
    expect(nextStreakDay({ day: d('2026-11-01'), streak: 3 }, d('2026-11-02'))).toBe(4);
    expect(nextStreakDay({ day: d('2026-10-31'), streak: 3 }, d('2026-11-02'))).toBe(1);
    expect(nextStreakDay({ day: d('2026-11-01'), streak: 7 }, d('2026-11-02'))).toBe(1);
  });

  it.each([
    [99, undefined],
    [100, 1],
    [999, 1],
    [1_000, 2],
    [1_000_000, 5],
  ])('a valid bet of %i reaches tier %s', (bet, tier) => {
    expect(signTierFor(BigInt(bet) * U, DEFAULT_SIGN_TIERS)?.tier).toBe(tier);
  });

  it('no reward exceeds 188,888 and the top one is exactly that', () => {
    let top = 0n;
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 1, max: 7 }), fc.constantFrom(...DEFAULT_SIGN_TIERS), (bytes, day, tier) => {
        const o = signDrawOutcome(bytes, day, tier.multiplier);
        expect(o.amountMilli <= SIGN_MAX_REWARD_MILLI).toBe(true);
      }),
    );
    for (const t of DEFAULT_SIGN_TIERS)
      for (const p of DEFAULT_SIGN_PRIZES.day7) {
        const a = p.amountMilli * BigInt(t.multiplier);
        if (a > top) top = a;
      }
    expect(top).toBe(SIGN_MAX_REWARD_MILLI);
  });

  it('the draw bytes are HMAC-SHA256(seed, "member:day:chance"), as node:crypto computes it', () => {
    const seed = 'a1'.repeat(32);
    const ours = toHex(promoDrawBytes(fromHex(seed)!, '42', '2026-11-23', 2));
    const theirs = createHmac('sha256', Buffer.from(seed, 'hex')).update('42:2026-11-23:2').digest('hex');
    expect(ours).toBe(theirs);
  });

  it('100,000 simulated draws match the prize weights (chi-square, 5 degrees of freedom)', () => {
    const table = DEFAULT_SIGN_PRIZES.normal;
    const counts = table.map(() => 0);
    const seed = utf8('lotus sign-in chi-square seed');
    const N = 100_000;
    for (let i = 0; i < N; i++) counts[pickWeighted(promoDrawBytes(seed, String(i % 997), 'day', i), table)]! += 1;
    const total = table.reduce((a, p) => a + p.weight, 0);
    const chi = table.reduce((a, p, i) => {
      const expected = (N * p.weight) / total;
      return a + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    // 20.515 is the 0.999 quantile of chi-square with 5 degrees of freedom.
    expect(chi).toBeLessThan(20.515);
    // And a table the draw does not follow is rejected by the same statistic.
    const wrong = [250, 250, 250, 150, 50, 50];
    const chiWrong = wrong.reduce((a, w, i) => a + (counts[i]! - (N * w) / 1000) ** 2 / ((N * w) / 1000), 0);
    expect(chiWrong).toBeGreaterThan(20.515);
  });
});

describe('verifying a promotion draw offline', () => {
  const seedHex = '5e'.repeat(32);
  const seed = fromHex(seedHex)!;
  const honest = (chance: number, streak = 3, multiplier = 5) => {
    const bytes = promoDrawBytes(seed, '42', '2026-11-23', chance);
    const o = signDrawOutcome(bytes, streak, multiplier);
    return {
      kind: 'sign' as const,
      memberId: '42',
      day: '2026-11-23',
      chance,
      seed: seedHex,
      commitment: toHex(sha256(seed)),
      hmac: toHex(bytes),
      table: streak === 7 ? DEFAULT_SIGN_PRIZES.day7 : DEFAULT_SIGN_PRIZES.normal,
      multiplier,
      prizeIndex: o.index,
      amountMilli: o.amountMilli,
    };
  };

  it('an honest draw verifies, for any chance, streak day and multiplier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 7 }), fc.constantFrom(1, 2, 5, 10, 1000), (chance, streak, m) => {
        expect(verifyPromoDraw(honest(chance, streak, m))).toEqual([]);
      }),
    );
  });

  it('names each thing that does not match', () => {
    const d = honest(1);
    expect(verifyPromoDraw({ ...d, commitment: '00'.repeat(32) })).toEqual(['SHA-256 of the seed differs from the commitment']);
    expect(verifyPromoDraw({ ...d, chance: 2 })[0]).toBe('HMAC of member:day:chance differs from the recorded one');
    expect(verifyPromoDraw({ ...d, memberId: '43' })[0]).toBe('HMAC of member:day:chance differs from the recorded one');
    const other = (d.prizeIndex + 1) % d.table.length;
    expect(verifyPromoDraw({ ...d, prizeIndex: other })).toEqual([`the bytes pick prize ${d.prizeIndex}, the draw says ${other}`]);
    expect(verifyPromoDraw({ ...d, amountMilli: d.amountMilli + 1n })).toHaveLength(1);
    expect(verifyPromoDraw({ ...d, seed: 'zz' })).toEqual(['seed is not 32 bytes of hex']);
  });

  it('a sign-in prize is capped at 188,888; an invite prize is the table amount', () => {
    const big = [{ weight: 1, amountMilli: 100_000n * U }];
    const bytes = promoDrawBytes(seed, '42', '2026-11-23', 1);
    const base = { ...honest(1), hmac: toHex(bytes), table: big, multiplier: 2, prizeIndex: 0 };
    expect(verifyPromoDraw({ ...base, amountMilli: SIGN_MAX_REWARD_MILLI })).toEqual([]);
    expect(verifyPromoDraw({ ...base, kind: 'invite', amountMilli: 200_000n * U })).toEqual([]);
  });
});

describe('deposit bonuses (issue #27 C1)', () => {
  const first: DepositBonusRule = { kind: 'first', percentBp: 1_000, capMilli: 888n * U, minDepositMilli: 100n * U, turnoverMultiple: 1 };
  const reload: DepositBonusRule = { kind: 'reload', percentBp: 500, capMilli: 200n * U, minDepositMilli: 500n * U, turnoverMultiple: 3 };

  it.each([
    ['a first deposit of 5,000 earns 10 %', first, 5_000_000n, 0, 500_000n],
    ['10 % of 8,880.009 truncates 888.0009 to 888', first, 8_880_009n, 0, 888_000n],
    ['10 % of 1,234.567 truncates 123.4567 to 123.456', first, 1_234_567n, 0, 123_456n],
    ['capped at 888', first, 100_000_000n, 0, 888_000n],
    ['exactly the minimum earns', first, 100_000n, 0, 10_000n],
    ['below the minimum earns nothing', first, 99_999n, 0, 0n],
    ['a second deposit earns no first-deposit bonus', first, 5_000_000n, 1, 0n],
    ['a reload rule pays a later deposit', reload, 1_000_000n, 3, 50_000n],
    ['a reload rule does not pay the first deposit', reload, 1_000_000n, 0, 0n],
  ])('%s', (_name, rule, deposit, prior, bonus) => {
    expect(depositBonusOf(rule, deposit, prior)).toBe(bonus);
  });

  const ruleArb = fc.record({
    kind: fc.constantFrom('first' as const, 'reload' as const),
    percentBp: fc.integer({ min: 1, max: 10_000 }),
    capMilli: fc.bigInt({ min: 1n, max: 10n ** 10n }),
    minDepositMilli: fc.bigInt({ min: 0n, max: 10n ** 9n }),
    turnoverMultiple: fc.integer({ min: 0, max: 50 }),
  });
  const depositArb = fc.bigInt({ min: 1n, max: 10n ** 12n });

  it('is the truncated percent, never above the cap or the deposit, zero below the minimum or on the wrong deposit', () => {
    fc.assert(
      fc.property(ruleArb, depositArb, fc.nat(5), (rule, deposit, prior) => {
        const bonus = depositBonusOf(rule, deposit, prior);
        expect(bonus >= 0n).toBe(true);
        expect(bonus <= rule.capMilli && bonus <= deposit).toBe(true);
        const applies = deposit >= rule.minDepositMilli && (rule.kind === 'first') === (prior === 0);
        if (!applies) expect(bonus).toBe(0n);
        else {
          const exact = deposit * BigInt(rule.percentBp);
          // Truncated: bonus·10,000 ≤ deposit·bp < (bonus + 1)·10,000, unless the cap bit.
          if (bonus < rule.capMilli) expect(bonus * 10_000n <= exact && exact < (bonus + 1n) * 10_000n).toBe(true);
          else expect(exact >= rule.capMilli * 10_000n).toBe(true);
        }
      }),
    );
  });

  it('grows with the deposit (never less for a larger deposit)', () => {
    fc.assert(
      fc.property(ruleArb, depositArb, depositArb, fc.nat(3), (rule, a, b, prior) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(depositBonusOf(rule, lo, prior) <= depositBonusOf(rule, hi, prior)).toBe(true);
      }),
    );
  });

  it('a deposit earns one bonus: the largest of the rules, with its turnover = bonus × multiple', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 5 }), depositArb, fc.nat(3), (rules, deposit, prior) => {
        const picked = pickDepositBonus(rules, deposit, prior);
        const each = rules.map((r) => depositBonusOf(r, deposit, prior));
        const max = each.reduce((a, b) => (b > a ? b : a), 0n);
        if (max === 0n) expect(picked).toBeUndefined();
        else {
          expect(picked!.bonusMilli).toBe(max);
          expect(picked!.turnoverMilli).toBe(max * BigInt(picked!.rule.turnoverMultiple));
          expect(rules.indexOf(picked!.rule)).toBe(each.indexOf(max));
        }
      }),
    );
  });

  it('percent text round-trips through hundredths of a percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (bp) => {
        expect(parsePercentBp(formatPercentBp(bp))).toBe(bp);
      }),
    );
    expect(parsePercentBp('10')).toBe(1_000);
    expect(parsePercentBp('12.5')).toBe(1_250);
    for (const bad of ['0', '100.01', '101', '-1', '1.234', 'abc', '']) expect(parsePercentBp(bad), bad).toBeUndefined();
  });
});
