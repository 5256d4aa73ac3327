import { describe, expect, it } from 'vitest';
import { normalCreateBody } from '@lotus/contracts';
import { parseForm } from '../../plugins/forms.ts';
import { readNormalCreate } from './quick-body.ts';

/** A deterministic pseudo-random source (the corpus is the same on every run). */
function random(seed: number) {
  let s = seed;
  const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 1);
  return { int: (n: number) => next() % n, pick: <T>(xs: readonly T[]): T => xs[next() % xs.length]! };
}

// Values the schema reads in different ways: canonical decimals, padded, signed, fractional,
// exponent, hex, empty, past a bound, booleans, null, objects and arrays.
const NUMBERS = ['1', '0', '8', '9', '101', '1700', '1960', '1961', '100000', '100001', '10000000', '10000001', '1000000', '1000001', ' 1', '1 ', '01', '-1', '1.5', '1e0', '0x1', '', 1, 0, 8, 101, 1.5, -1, 1e21, true, false, null, undefined, {}, [], 'x'];
const STRINGS = ['202611211021', 'ab-12', '', ' 2026', '2026 ', 'a'.repeat(32), 'a'.repeat(33), 'x_y', 'AbCdEfGh12', 'key with space', 'k'.repeat(64), 'k'.repeat(65), 1, null, undefined];

/** Mostly a good value (so that many bodies are good), sometimes any of the others. */
const mostly = (r: ReturnType<typeof random>, good: readonly unknown[], any: readonly unknown[]) => (r.int(12) === 0 ? r.pick(any) : r.pick(good));

function corpusLine(r: ReturnType<typeof random>): unknown {
  if (r.int(50) === 0) return r.pick([null, 'line', [], 1]);
  const l: Record<string, unknown> = {};
  const good: Record<string, readonly unknown[]> = {
    b: ['3||||', '1,2|3||', ''],
    c: [1, '1', 10, '10000000'],
    m: [8, '1', 3],
    t: [1, '100000', 2],
    n: [1, 2, '100'],
    i: [1081, '1081', 10_000_000],
    p: ['', '1,2', undefined],
    z: [0, '1', undefined],
    q: ['dropped'],
  };
  for (const [k, values] of Object.entries(good)) {
    if (r.int(30) === 0) continue;
    const v = mostly(r, values, k === 'b' || k === 'p' ? [...STRINGS, 'p'.repeat(65)] : NUMBERS);
    if (v !== undefined || r.int(2) === 0) l[k] = v;
  }
  return l;
}

function corpusBody(r: ReturnType<typeof random>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const lines = Array.from({ length: mostly(r, [1, 1, 2, 3], [0, 100, 101]) as number }, () => corpusLine(r));
  const fields: [string, () => unknown][] = [
    ['tid', () => mostly(r, ['101', 101, '1000000'], NUMBERS)],
    ['key', () => mostly(r, ['AbCdEfGh12', 'k'.repeat(64), undefined], STRINGS)],
    ['confirm', () => mostly(r, ['1', '0', 1, undefined], NUMBERS)],
    ['pg', () => mostly(r, ['1700', 1960, undefined], NUMBERS)],
    ['pno', () => mostly(r, ['202611211021', 'ab-12'], STRINGS)],
    ['bd', () => (r.int(4) === 0 ? lines : r.int(30) === 0 ? '[{' : JSON.stringify(lines))],
    ['extra', () => 'x'],
  ];
  // Any order: the schema's output keeps its own. A field may be absent, or present as undefined.
  for (const [k, v] of fields.sort(() => r.int(3) - 1)) if (r.int(10) !== 0 || k === 'pno' || k === 'bd') body[k] = v();
  return body;
}

describe('the usual bet body read without zod', () => {
  it('gives what normalCreateBody gives, key for key and in order, or leaves the body to it', () => {
    const r = random(32);
    let quick = 0;
    for (let i = 0; i < 20_000; i++) {
      const body = corpusBody(r);
      const read = readNormalCreate(body);
      if (read === null) continue;
      quick++;
      const parsed = normalCreateBody.safeParse(body);
      expect(parsed.success, JSON.stringify(body)).toBe(true);
      // Same keys in the same order (a request's fingerprint hashes the body), same values.
      expect(JSON.stringify(read), JSON.stringify(body)).toBe(JSON.stringify(parsed.data));
      expect(Object.keys(read)).toEqual(Object.keys(parsed.data!));
    }
    expect(quick).toBeGreaterThan(200);
  });

  it('reads the form a client sends, and leaves a wrong one to the schema', () => {
    const bd = JSON.stringify([{ b: '3||||', c: 1, m: 8, t: 1, n: 1, i: 1081, p: '' }]);
    const form = parseForm(new URLSearchParams({ tid: '101', pno: '202611211021', confirm: '1', bd }).toString());
    expect(readNormalCreate(form)).toEqual(normalCreateBody.parse(form));
    expect(readNormalCreate({ ...form, tid: '0' })).toBeNull();
    expect(readNormalCreate({ ...form, bd: '[]' })).toBeNull();
    expect(readNormalCreate({ ...form, bd: '[{"b":"1","c":0,"m":8,"t":1,"n":1,"i":1}]' })).toBeNull();
  });
});
