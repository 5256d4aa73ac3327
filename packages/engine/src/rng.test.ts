/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash, createHmac } from 'node:crypto';
import { ByteStream, drawDistinct, drawIndependent, fromHex, hmacSha256, sha256, toHex, utf8 } from './rng.ts';

describe('sha256 / hmac', () => {
  it('matches node:crypto on known vectors', () => {
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('matches node:crypto on random inputs (every padding boundary)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (data) => {
        expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('hmac matches node:crypto, including keys longer than a block', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.string(), (key, msg) => {
        expect(toHex(hmacSha256(key, utf8(msg)))).toBe(createHmac('sha256', key).update(msg, 'utf8').digest('hex'));
      }),
      { numRuns: 200 },
    );
  });

  it('utf8 matches Buffer for all planes', () => {
    const s = 'lottery:20261121-001 xổ số 时时彩 😀';
    expect(Buffer.from(utf8(s)).toString('hex')).toBe(Buffer.from(s, 'utf8').toString('hex'));
  });

  it('hex round-trips and rejects junk', () => {
    expect(toHex(fromHex('00ff7a') as Uint8Array)).toBe('00ff7a');
    expect(fromHex('abc')).toBeUndefined();
    expect(fromHex('zz')).toBeUndefined();
  });

  it('rejects oversized input', () => {
    expect(() => sha256({ length: 64 * 1024 * 1024 + 1 } as Uint8Array)).toThrow(RangeError);
  });
});

describe('ByteStream', () => {
  const seed = createHmac('sha256', 'seed').update('ssc:20261121-001').digest();

  it('is SHA-256 in counter mode', () => {
    const s = new ByteStream(new Uint8Array(seed));
    const first = Array.from({ length: 64 }, () => s.nextByte());
    const b0 = createHash('sha256').update(Buffer.concat([seed, Buffer.from([0, 0, 0, 0])])).digest();
    const b1 = createHash('sha256').update(Buffer.concat([seed, Buffer.from([0, 0, 0, 1])])).digest();
    expect(Buffer.from(first).toString('hex')).toBe(b0.toString('hex') + b1.toString('hex'));
  });

  it('rejects bad seeds and ranges', () => {
    expect(() => new ByteStream(new Uint8Array(31))).toThrow(RangeError);
    const s = new ByteStream(new Uint8Array(32));
    expect(() => s.uniform(0)).toThrow(RangeError);
    expect(() => s.uniform(1.5)).toThrow(RangeError);
    expect(() => drawDistinct(new Uint8Array(32), 12, 1, 11)).toThrow(RangeError);
  });

  it('uniform stays in range for small and large n', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 1, max: 2 ** 32 }), (sd, n) => {
        const s = new ByteStream(sd);
        for (let i = 0; i < 5; i++) {
          const v = s.uniform(n);
          expect(v >= 0 && v < n && Number.isInteger(v)).toBe(true);
        }
      }),
    );
  });

  it('rejection sampling is unbiased: uniform(10) over bytes 0..249 only', () => {
    // Byte 250..255 must be rejected for n = 10: count how the first value follows the first accepted byte.
    const s = new ByteStream(new Uint8Array(seed));
    const hist = new Array<number>(10).fill(0);
    for (let i = 0; i < 20000; i++) hist[s.uniform(10)]! += 1;
    for (const h of hist) expect(Math.abs(h - 2000)).toBeLessThan(250);
  });

  it('draws have the right shape and are deterministic', () => {
    const sd = new Uint8Array(seed);
    expect(drawIndependent(sd, 5, 0, 9)).toEqual(drawIndependent(sd, 5, 0, 9));
    const d = drawDistinct(sd, 20, 1, 80);
    expect(new Set(d).size).toBe(20);
    expect(d.every((x) => x >= 1 && x <= 80)).toBe(true);
    const perm = drawDistinct(sd, 10, 1, 10);
    expect([...perm].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
