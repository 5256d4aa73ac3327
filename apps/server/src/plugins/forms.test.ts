import { describe, expect, it } from 'vitest';
import { parseForm } from './forms.ts';
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
