import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TextShape } from './model.ts';
import { matchesPattern, MAX_DANSHI_TOKENS, normalizeDanshi, parseDanshi } from './danshi.ts';

const direct3: TextShape = { size: 3, min: 0, max: 9, width: 1, distinct: false, unordered: false };
const z3: TextShape = { ...direct3, unordered: true, pattern: 'pair' };

describe('danshi parsing', () => {
  it('splits on newline , ; space | and their full-width forms, converting full-width digits', () => {
    const r = parseDanshi('123\n456,789;012 345|678，９０１；234　567｜890\r\n', direct3);
    expect(r.tokens.map((t) => t.join(''))).toEqual(['123', '456', '789', '012', '345', '678', '901', '234', '567', '890']);
    expect(r).toMatchObject({ invalid: [], duplicates: [], overLimit: false });
    expect(normalizeDanshi('１２３、４')).toBe('123,4');
  });

  it('reports invalid tokens and duplicates', () => {
    const r = parseDanshi('123 12 1234 12a 123', direct3);
    expect(r.tokens).toEqual([[1, 2, 3]]);
    expect(r.invalid).toEqual(['12', '1234', '12a']);
    expect(r.duplicates).toEqual(['123']);
  });

  it('组三 filter and dedup by sorted digits', () => {
    const r = parseDanshi('112 121 211 123 111 334', z3);
    expect(r.tokens).toEqual([
      [1, 1, 2],
      [3, 3, 4],
    ]);
    expect(r.duplicates).toEqual(['121', '211']);
    expect(r.invalid).toEqual(['123', '111']);
  });

  it('patterns', () => {
    expect(matchesPattern([1, 1, 2], 'pair')).toBe(true);
    expect(matchesPattern([1, 2, 3], 'distinct')).toBe(true);
    expect(matchesPattern([1, 1, 1], 'notTriple')).toBe(false);
    expect(matchesPattern([1, 1], 'notPair')).toBe(false);
    expect(matchesPattern([1, 1], undefined)).toBe(true);
  });

  it('limits tokens and characters', () => {
    const many = Array.from({ length: MAX_DANSHI_TOKENS + 5 }, (_, i) => String(i % 100000).padStart(5, '0')).join(' ');
    const r = parseDanshi(many, { ...direct3, size: 5 });
    expect(r.tokens.length).toBe(MAX_DANSHI_TOKENS);
    expect(r.overLimit).toBe(true);
    expect(parseDanshi('1'.repeat(2_000_001), direct3).overLimit).toBe(true);
  });

  it('every parsed token is valid and unique (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '2', '3', ' ', ',', '\n', '｜', 'x') }), (text) => {
        const r = parseDanshi(text, direct3);
        const keys = r.tokens.map((t) => t.join(''));
        expect(new Set(keys).size).toBe(keys.length);
        for (const t of r.tokens) expect(t.length).toBe(3);
      }),
    );
  });
});
