/**
 * The member site's page names the asking host's site before any script runs (issue #31): its
 * title and a description (Lighthouse's SEO audit), escaped, on every route of the app.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { consoleHostPaths } from '@lotus/contracts';
import { translate } from '@lotus/i18n';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { operatorToken, post } from '../../../test/lottery-helpers.ts';
import { webPage, webPageText } from './web-page.ts';

/** The head of apps/web's index.html as Vite builds it. */
const BUILT = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <script>globalThis.__zod_globalConfig = { jitless: true };</script>
    <title>Lotus</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1];

describe("the page's title and description", () => {
  it("names the default site Lotus, in the first visit's language", () => {
    const text = webPageText({});
    expect(text.title).toBe('Lotus');
    expect(text.description).toBe(translate('vi', 'content.siteDescription', { name: 'Lotus' }));
    expect(text.description).toMatch(/^Lotus: xổ số trực tuyến/);
  });

  it('replaces the built title, keeps the rest of the page, and escapes what the host wrote', () => {
    const html = webPage(BUILT, webPageText({ cpName: `  A&B "Lộc" <script>alert('x')</script>  ` }));
    expect(titleOf(html)).toBe('A&amp;B &quot;Lộc&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(descriptionOf(html)).toMatch(/^A&amp;B &quot;Lộc&quot; &lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt;: xổ số/);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script>globalThis.__zod_globalConfig = { jitless: true };</script>');
    expect(html.replace(/\s*<meta name="description"[^>]*>/, '').replace(/<title>[^<]*<\/title>/, '<title>Lotus</title>')).toBe(BUILT);
  });

  it("speaks the host's language: the page's lang and the description, Vietnamese for an unset or unknown one", () => {
    const id = webPage(BUILT, webPageText({ cpName: 'Teratai', lang: 'id' }));
    expect(id).toContain('<html lang="id">');
    expect(descriptionOf(id)).toBe(translate('id', 'content.siteDescription', { name: 'Teratai' }));
    expect(descriptionOf(id)).not.toBe(translate('vi', 'content.siteDescription', { name: 'Teratai' }));
    const zh = webPageText({ lang: 'zh-CN' });
    expect(zh.lang).toBe('zh');
    expect(zh.description).toBe(translate('zh', 'content.siteDescription', { name: 'Lotus' }));
    for (const lang of [undefined, '', 'fr', '"><script>']) {
      const html = webPage(BUILT, webPageText({ lang }));
      expect(html).toContain('<html lang="vi">');
      expect(descriptionOf(html)).toBe(translate('vi', 'content.siteDescription', { name: 'Lotus' }));
    }
  });

  it('adds both before </head> to a page without a title', () => {
    const html = webPage('<html><head></head><body></body></html>', webPageText({ cpName: 'Sen' }));
    expect(titleOf(html)).toBe('Sen');
    expect(html.indexOf('name="description"')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('the member site served for a host', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const web = mkdtempSync(join(tmpdir(), 'lotus-web-page-'));
  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), BUILT);
    database = await openTestDatabase('pglite');
    app = await buildApp(testConfig({ webDist: web }), { database, runScheduler: false });
    const op = await operatorToken(app);
    const saved = await post(app, consoleHostPaths.one.replace(':host', 'hoa-sen.example'), { cpName: 'Hoa Sen <Xổ số>' }, op);
    expect(saved.code).toBe(0);
    const teratai = await post(app, consoleHostPaths.one.replace(':host', 'teratai.example'), { cpName: 'Teratai', lang: 'id' }, op);
    expect(teratai.code).toBe(0);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(web, { recursive: true, force: true });
  });

  const page = (url: string, host: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: { host, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it.each(['/web/', '/web/index.html', '/web/home', '/web/lottery/101'])("%s carries the host's name in its title and description", async (url) => {
    const own = await page(url, 'hoa-sen.example');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(own.headers['cache-control']).toBe('no-cache');
    expect(titleOf(own.body)).toBe('Hoa Sen &lt;Xổ số&gt;');
    expect(descriptionOf(own.body)).toBe(translate('vi', 'content.siteDescription', { name: 'Hoa Sen &lt;Xổ số&gt;' }));
    const other = await page(url, 'elsewhere.example');
    expect(titleOf(other.body)).toBe('Lotus');
    expect(descriptionOf(other.body)).toBe(translate('vi', 'content.siteDescription', { name: 'Lotus' }));
  });

  it("an Indonesian host's page is in Indonesian, the others' in Vietnamese", async () => {
    const id = await page('/web/home', 'teratai.example');
    expect(id.body).toContain('<html lang="id">');
    expect(descriptionOf(id.body)).toBe(translate('id', 'content.siteDescription', { name: 'Teratai' }));
    expect((await page('/web/home', 'hoa-sen.example')).body).toContain('<html lang="vi">');
  });

  it('compresses the page for a browser that takes brotli or gzip, and not for one that refuses them', async () => {
    const br = await page('/web/home', 'hoa-sen.example', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(titleOf(brotliDecompressSync(br.rawPayload).toString())).toBe('Hoa Sen &lt;Xổ số&gt;');
    const gz = await page('/web/index.html', 'hoa-sen.example', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(titleOf(gunzipSync(gz.rawPayload).toString())).toBe('Hoa Sen &lt;Xổ số&gt;');
    const plain = await page('/web/', 'hoa-sen.example', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(titleOf(plain.body)).toBe('Hoa Sen &lt;Xổ số&gt;');
  });

  it("leaves the app's files and the API alone", async () => {
    expect((await page('/web/missing.js', 'hoa-sen.example')).statusCode).toBe(404);
    expect((await page('/sk/cashew/unknown', 'hoa-sen.example')).headers['content-type']).toMatch(/json/);
  });
});
