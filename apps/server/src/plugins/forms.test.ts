import { describe, expect, it } from 'vitest';
import { flatForm, parseForm, qsForm } from './forms.ts';
import { tokenFrom } from './context.ts';

describe('form bodies', () => {
  it('reads the dotted-key form of docs/product.md §7 into nested objects and arrays', () => {
    const body = 'tid=12&pno=20261121001&list.0.playItemId=301&list.0.betAmount=5&list[1].playItemId=302&list[1].betAmount=10';
    expect(parseForm(body)).toEqual({
      tid: '12',
      pno: '20261121001',
      list: [
        { playItemId: '301', betAmount: '5' },
        { playItemId: '302', betAmount: '10' },
      ],
    });
  });

  it('reads a flat form without qs exactly as qs reads it, and leaves every other form to qs', () => {
    // Pieces of keys and values that qs treats specially: dots, brackets (plain and escaped),
    // escapes (valid and malformed), '+', '=', '&', Object.prototype's and prototype keys.
    const pieces = ['a', 'tid', 'bd', '0', '_x', 'Z9', '.', '[', ']', '%5B', '%5d', '%', '%E0', '%20', '%41', '+', '=', '&', ']=', '[]', 'toString', '__proto__', 'constructor', 'prototype', '%7B%22b%22%3A1%7D', 'é'];
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 1);
    const text = (n: number) => Array.from({ length: n }, () => pieces[next() % pieces.length]).join('');
    let flat = 0;
    for (let i = 0; i < 20_000; i++) {
      const body = Array.from({ length: 1 + (next() % 4) }, () => `${text(1 + (next() % 2))}=${text(next() % 4)}`).join('&');
      const fast = flatForm(body);
      if (fast === null) continue;
      flat++;
      // Same keys in the same order, same values, and qs would not have refused the form.
      expect(JSON.stringify(Object.entries(fast)), body).toBe(JSON.stringify(Object.entries(qsForm(body))));
    }
    expect(flat).toBeGreaterThan(1000);
    const bet = `tid=101&pno=202611211021&confirm=1&bd=${encodeURIComponent(JSON.stringify([{ b: '1|||', c: 1, m: 8, t: 1, n: 1, i: 2 }]))}`;
    expect(flatForm(bet)).toEqual(qsForm(bet));
    expect(flatForm('a=1&a=2')).toBeNull();
    expect(flatForm('toString=1')).toBeNull();
    expect(() => parseForm('prototype=1')).toThrow();
  });

  it('bounds the number of parameters', () => {
    const body = Array.from({ length: 2000 }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(parseForm(body))).toHaveLength(1000);
  });
});

describe('token resolution', () => {
  it('takes the token header first, then authorization (Bearer or bare), then the query', () => {
    expect(tokenFrom({ token: 'a', authorization: 'Bearer b' }, { token: 'c' })).toBe('a');
    expect(tokenFrom({ authorization: 'Bearer b' }, { token: 'c' })).toBe('b');
    expect(tokenFrom({ authorization: 'b2' }, {})).toBe('b2');
    expect(tokenFrom({}, { token: 'c' })).toBe('c');
    expect(tokenFrom({}, {})).toBeUndefined();
  });
});
