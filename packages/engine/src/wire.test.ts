import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Play } from './model.ts';
import { FAMILIES_ONE, playIndex } from './registry.ts';
import { buildBetLine, buildDoubleLine, compressTokens, creditItems, decompressTokens, parseBetLine, parseDoubleLine } from './wire.ts';
import { selectionArb } from './testing/arbitraries.ts';
import { SSC } from './families/digits/families.ts';
import { createVnFamily } from './families/vn/vn.ts';

const index = playIndex(FAMILIES_ONE);
const find = (id: number) => index.get(id) as Play | undefined;
const standard = FAMILIES_ONE.flatMap((f) => f.plays).filter((p) => p.market === 'standard');
const byCode = (code: string) => standard.find((p) => p.code === code) as Play;
const byCreditCode = (code: string) => FAMILIES_ONE.flatMap((f) => f.plays).find((p) => p.code === code) as Play;

describe('normal bet lines round-trip', () => {
  it('every standard play: build → parse gives the same selection and count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...standard),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(),
        (play, mode, multiple, lineNo, seed) => {
          const sel = fc.sample(selectionArb(play, 4, 4), { seed, numRuns: 1 })[0];
          if (!sel || !play.validate(sel).ok) return;
          const wire = buildBetLine({ play, selection: sel, mode: mode as 1, multiple, lineNo });
          const back = parseBetLine(JSON.parse(JSON.stringify(wire)) as Record<string, unknown>, find);
          if (!back.ok) throw new Error(`${play.code}: ${back.code} ${JSON.stringify(wire)}`);
          expect(back.line.bets).toBe(play.countBets(sel));
          expect(back.line.selection.rows).toEqual(sel.rows);
          expect(back.line.selection.tokens).toEqual(sel.tokens);
          expect(back.line.selection.positions).toEqual(sel.positions);
          expect([back.line.mode, back.line.multiple, back.line.lineNo]).toEqual([mode, multiple, lineNo]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('compresses large single-entry lines into hex and back', () => {
    const play = byCode('ssc.5x.direct.danshi');
    const tokens = Array.from({ length: 5000 }, (_, i) => String(i * 17).padStart(5, '0').split('').map(Number));
    const wire = buildBetLine({ play, selection: { rows: [], tokens }, mode: 1, multiple: 1, lineNo: 1 });
    expect(wire.z).toBe(1);
    expect(/^[0-9a-f]+$/.test(wire.b)).toBe(true);
    expect(wire.b.length).toBeLessThan(tokens.length * 6);
    const back = parseBetLine(wire as unknown as Record<string, unknown>, find);
    expect(back.ok && back.line.bets).toBe(5000);
    const text = play.shape.text!;
    expect(decompressTokens('zz', text)).toBeUndefined();
    expect(decompressTokens('80', text)).toBeUndefined();
    expect(decompressTokens(compressTokens([[9, 9, 9, 9, 9]], text), text)).toEqual([[9, 9, 9, 9, 9]]);
    expect(decompressTokens('ffffffffffffff7f', text)).toBeUndefined();
  });

  it('rejects malformed lines with codes', () => {
    const play = byCode('ssc.h3.direct.fushi');
    const good = buildBetLine({ play, selection: { rows: [[1], [2], [3, 4]] }, mode: 1, multiple: 2, lineNo: 1 });
    expect(good).toEqual({ b: '1|2|3,4', c: 2, m: 1, t: 2, n: 1, i: play.id, p: '' });
    const bad = (patch: Record<string, unknown>) => parseBetLine({ ...good, ...patch }, find);
    expect(bad({ c: 3 })).toEqual({ ok: false, code: 'BET_COUNT_MISMATCH', lineNo: 1 });
    expect(bad({ m: 9 })).toEqual({ ok: false, code: 'MONEY_MODE_INVALID', lineNo: 1 });
    expect(bad({ t: 0 })).toEqual({ ok: false, code: 'MULTIPLE_OUT_OF_RANGE', lineNo: 1 });
    expect(bad({ i: 1 })).toEqual({ ok: false, code: 'PLAY_UNKNOWN', lineNo: 1 });
    expect(bad({ b: '1|2|x' })).toEqual({ ok: false, code: 'LINE_FORMAT', lineNo: 1 });
    expect(bad({ b: '1|2|3', z: 1 })).toEqual({ ok: false, code: 'LINE_FORMAT', lineNo: 1 });
    expect(bad({ b: '1|2|' })).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL', lineNo: 1, row: undefined });
    expect(bad({ p: 'a' })).toEqual({ ok: false, code: 'LINE_FORMAT', lineNo: 1 });
    expect(bad({ p: '1,2' })).toEqual({ ok: false, code: 'LINE_FORMAT', lineNo: 1 });
    expect(bad({ b: 'x'.repeat(2_000_001) })).toEqual({ ok: false, code: 'BALLS_TOO_LONG', lineNo: 1 });
    expect(bad({ c: 'x' })).toEqual({ ok: false, code: 'LINE_FORMAT' });
    expect(bad({ c: '2', m: '1', t: '2', n: '1', i: String(play.id) }).ok).toBe(true);
    const danshi = byCode('x5.q3.direct.danshi');
    expect(parseBetLine({ b: '01 02 03,04 05', c: 2, m: 1, t: 1, n: 1, i: danshi.id, p: '' }, find)).toEqual({
      ok: false,
      code: 'TOKEN_INVALID',
      lineNo: 1,
    });
    expect(parseBetLine({ b: '01 02 0x', c: 1, m: 1, t: 1, n: 1, i: danshi.id, p: '' }, find)).toMatchObject({ code: 'LINE_FORMAT' });
    expect(parseBetLine({ b: '', c: 0, m: 1, t: 1, n: 1, i: danshi.id, p: '' }, find)).toMatchObject({ code: 'TOKENS_EMPTY' });
  });
});

describe('double (credit) lines', () => {
  it('pick credit plays (KL8 选号) carry their numbers in content', () => {
    const pick3 = byCreditCode('kl8.dbl.pick3');
    const [item] = creditItems(pick3);
    expect(item?.playItemId).toBe(pick3.id * 10000);
    const wire = buildDoubleLine(item!, 5000n, [3, 15, 42]);
    expect(wire.content).toBe('3,15,42');
    const lim = { minMilli: 1000n, maxMilli: 100_000n };
    const back = parseDoubleLine(wire as unknown as Record<string, unknown>, find, lim);
    expect(back.ok && back.line.selection).toEqual({ rows: [[3, 15, 42]] });
    expect(parseDoubleLine({ ...wire, content: '3,15' }, find, lim)).toEqual({ ok: false, code: 'SELECTION_TOO_SMALL' });
    expect(parseDoubleLine({ ...wire, content: '3;15;42' }, find, lim)).toEqual({ ok: false, code: 'LINE_FORMAT' });
    expect(parseDoubleLine({ ...wire, content: 7 }, find, lim)).toEqual({ ok: false, code: 'LINE_FORMAT' });
    expect(parseDoubleLine({ ...wire, playItemId: pick3.id * 10000 + 1 }, find, lim)).toEqual({ ok: false, code: 'ITEM_UNKNOWN' });
    expect(buildDoubleLine(item!, 5000n).content).toBe('');
  });

  it('pick credit plays take as many and as wide numbers as their row allows (lô 3/4 số, càng)', () => {
    const vn = createVnFamily('mb');
    const plays = vn.plays as unknown as readonly Play[];
    const play = (code: string) => plays.find((p) => p.code === code) as Play;
    const findVn = (id: number) => plays.find((p) => p.id === id);
    const lim = { minMilli: 1000n, maxMilli: 100_000n };
    const line = (code: string, numbers: number[]) =>
      buildDoubleLine(creditItems(play(code))[0]!, 5000n, numbers) as unknown as Record<string, unknown>;
    const hundred = Array.from({ length: 100 }, (_, i) => i * 97 + 3);
    for (const code of ['mb.lo4', 'mb.cang4']) {
      const back = parseDoubleLine(line(code, hundred), findVn, lim);
      expect(back.ok && back.line.selection).toEqual({ rows: [hundred] });
    }
    const lo3 = parseDoubleLine({ ...line('mb.lo3', [7, 123, 999]), content: '007,123,999' }, findVn, lim);
    expect(lo3.ok && lo3.line.selection).toEqual({ rows: [[7, 123, 999]] });
    expect(parseDoubleLine(line('mb.lo3', [...hundred.map((n) => n % 1000), 1]), findVn, lim)).toMatchObject({ ok: false });
    expect(parseDoubleLine(line('mb.lo4', [...hundred, 1]), findVn, lim)).toEqual({ ok: false, code: 'SELECTION_TOO_LARGE' });
    expect(parseDoubleLine({ ...line('mb.lo3', [7]), content: '1000' }, findVn, lim)).toEqual({ ok: false, code: 'LINE_FORMAT' });
    // The count is the play's own (lô 2 số: 27 prizes a number), checked, never trusted.
    const lo2 = line('mb.lo2', [17, 23, 45]);
    expect(lo2.betCount).toBe(3 * 27);
    const placed = parseDoubleLine(lo2, findVn, lim);
    expect(placed.ok && placed.line.bets).toBe(81);
    expect(parseDoubleLine({ ...lo2, betCount: 1 }, findVn, lim)).toEqual({ ok: false, code: 'BET_COUNT_MISMATCH' });
    expect(parseDoubleLine({ ...lo2, betCount: 82 }, findVn, lim)).toEqual({ ok: false, code: 'BET_COUNT_MISMATCH' });
    const xien2 = line('mb.xien2', [1, 2, 3, 4]);
    expect(xien2.betCount).toBe(6);
    expect(parseDoubleLine(xien2, findVn, lim)).toMatchObject({ ok: true, line: { bets: 6 } });
    expect(parseDoubleLine({ ...line('mb.lo2', [7]), content: '7,7' }, findVn, lim)).toEqual({ ok: false, code: 'DUPLICATE_VALUE' });
    expect(parseDoubleLine({ ...line('mb.lo2', [7]), content: '1,,2' }, findVn, lim)).toEqual({ ok: false, code: 'LINE_FORMAT' });
    expect(parseDoubleLine({ ...line('mb.lo2', [7]), content: '1,'.repeat(1000) + '1' }, findVn, lim)).toEqual({
      ok: false,
      code: 'LINE_FORMAT',
    });
  });

  const sum = SSC.plays.find((p) => p.code === 'ssc.dbl.sum') as Play;
  it('round-trips every item of a credit play and settles just that option', () => {
    const items = creditItems(sum);
    expect(items.map((i) => i.nameKey)).toEqual(['play.opt.big', 'play.opt.small', 'play.opt.odd', 'play.opt.even']);
    expect(creditItems(standard[0] as Play)).toEqual([]);
    for (const item of items) {
      const wire = buildDoubleLine(item, 10_500n);
      expect(wire.betAmount).toBe('10.500');
      const back = parseDoubleLine(wire as unknown as Record<string, unknown>, find, { minMilli: 1000n, maxMilli: 100_000n });
      if (!back.ok) throw new Error(back.code);
      expect(back.line.item.playItemId).toBe(item.playItemId);
      expect(back.line.amountMilli).toBe(10_500n);
      expect(sum.countBets(back.line.selection)).toBe(1);
    }
    const lim = { minMilli: 1000n, maxMilli: 100_000n };
    expect(parseDoubleLine({ playItemId: sum.id * 10000 + 5, betAmount: '5', betCount: 1, content: '' }, find, lim)).toEqual({ ok: false, code: 'ITEM_UNKNOWN' });
    expect(parseDoubleLine({ playItemId: items[0]!.playItemId, betAmount: '0.5', betCount: 1, content: '' }, find, lim)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(parseDoubleLine({ playItemId: items[0]!.playItemId, betAmount: '5', betCount: 2, content: '' }, find, lim)).toEqual({ ok: false, code: 'BET_COUNT_MISMATCH' });
    expect(parseDoubleLine({ playItemId: items[0]!.playItemId, betAmount: '5', content: '' }, find, lim)).toEqual({ ok: false, code: 'LINE_FORMAT' });
    expect(parseDoubleLine({ playItemId: byCode('ssc.h3.direct.fushi').id * 10000, betAmount: '5', betCount: 1, content: '' }, find, lim)).toEqual({ ok: false, code: 'ITEM_UNKNOWN' });
  });
});
