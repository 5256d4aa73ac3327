import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { cacheControlFor, webPlugin } from './web.ts';

/** A built app as Vite and its compression plugin leave it: hashed assets with .br and .gz copies. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'lotus-web-'));
  mkdirSync(join(dist, 'assets'));
  const js = 'console.log("lotus");'.repeat(200);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script src="/web/assets/index-BeptpXmO.js"></script>');
  writeFileSync(join(dist, 'assets/index-BeptpXmO.js'), js);
  writeFileSync(join(dist, 'assets/index-BeptpXmO.js.br'), brotliCompressSync(js));
  writeFileSync(join(dist, 'assets/index-BeptpXmO.js.gz'), gzipSync(js));
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('serving the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fakeDist();
    app = Fastify();
    expect(await webPlugin(app, dist)).not.toBeNull();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, the file to others', async () => {
    const br = await get('/web/assets/index-BeptpXmO.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(400);
    const gz = await get('/web/assets/index-BeptpXmO.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/web/assets/index-BeptpXmO.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBe('console.log("lotus");'.length * 200);
    for (const res of [br, gz, plain]) expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('lets browsers keep hashed assets for a year, and revalidate index.html and unhashed files', async () => {
    expect((await get('/web/assets/index-BeptpXmO.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/web/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/web/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get('/web/logo.svg')).headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/srv/web/dist/assets/index-BeptpXmO.js', true],
    ['/srv/web/dist/assets/HomeNotices-DYZ7RwBX.css', true],
    ['/srv/web/dist/assets/vi-BKNycnD8.js.br', true],
    ['/srv/web/dist/index.html', false],
    ['/srv/web/dist/banners/lotus-1.svg', false],
    ['/srv/web/dist/error.html', false],
  ])('%s is immutable: %s', (path, immutable) => {
    expect(cacheControlFor(path).includes('immutable')).toBe(immutable);
  });
});
