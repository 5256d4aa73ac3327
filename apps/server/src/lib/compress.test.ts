/**
 * The API's answers compressed for the browser (issue #31: Lighthouse's text compression on home,
 * where the lottery types' list went as 4 KB of plain JSON): larger answers only, in the encoding
 * the request takes, and the same JSON once decompressed.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lotteryPaths, paths } from '@lotus/contracts';
import { describeApp } from '../../test/app.ts';
import { acceptedEncoding, COMPRESS_MIN_BYTES } from './compress.ts';

describe('the encoding a request takes', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.0, GZIP', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    [undefined, null],
    [['gzip', 'br;q=1'], 'br'],
  ] as const)('%s → %s', (accept, encoding) => {
    expect(acceptedEncoding(accept as string | string[] | undefined)).toBe(encoding);
  });
});

describeApp('compressed answers', (ctx) => {
  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { lang: 'vi', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('sends the lottery types in brotli or gzip to a browser that takes it, the same JSON as to one that does not', async () => {
    const plain = await get(lotteryPaths.ticketTypeList);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await get(lotteryPaths.ticketTypeList, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get(lotteryPaths.ticketTypeList, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a short answer as it is', async () => {
    const time = await get(paths.serverTime, 'gzip, deflate, br');
    expect(time.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(time.headers['content-encoding']).toBeUndefined();
    expect(typeof time.json().data.now).toBe('number');
  });
});
