/**
 * The console's per-host site configuration (issue #16): an operator edits a host's site name,
 * logo, colour, banners, chat and download links, and the member site served for that host reads
 * them from the public configuration call; another host keeps the default site's.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consoleHostPaths, paths, platformConfigMap, type HostConfigView, type HostRow, type PlatformConfigItem } from '@lotus/contracts';
import { auditLog, platformConfig } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, operatorToken, post } from '../../../test/lottery-helpers.ts';
import { newOperator } from '../../../test/operators.ts';

const HOST = 'brand.example';
const one = (host: string) => consoleHostPaths.one.replace(':host', encodeURIComponent(host));
const banners = [
  { image: '/web/banners/brand.svg', link: '/home', title: { vi: 'Chào mừng', zh: '欢迎', en: 'Welcome', id: 'Selamat datang' } },
  { image: 'https://cdn.brand.example/b2.png', link: 'https://brand.example/promo', title: { vi: '', zh: '', en: 'Only English', id: '' } },
];
const brandForm = {
  cpName: 'Brand Lottery',
  cpLogo: 'https://cdn.brand.example/logo.png',
  cpFav: '/web/brand.ico',
  lang: 'id',
  theme: '#1c7ed6',
  chatlink: 'https://chat.brand.example/room',
  zalo: '0912 345 678',
  downloadIos: 'https://apps.apple.com/app/brand',
  downloadAndroid: 'https://brand.example/brand.apk',
  banners: JSON.stringify(banners),
};

describeApp('per-host site configuration', (ctx) => {
  let op: string;
  const audits = () => ctx.db.select().from(auditLog).where(eq(auditLog.action, 'host.config'));
  /** The member site's read for a host, as the web asks for it. */
  const publicRead = async (host: string) =>
    platformConfigMap((await get<PlatformConfigItem[]>(ctx.app, `${paths.platformConfig}?type=1&serviceName=${host}`)).data);

  beforeAll(async () => {
    op = await operatorToken(ctx.app);
  });

  it('refuses a member token (403) and a role without content.manage, changing nothing', async () => {
    const member = await memberToken(ctx.app);
    for (const [method, url] of [['GET', consoleHostPaths.list], ['GET', one(HOST)], ['POST', one(HOST)]] as const) {
      const res = await ctx.app.inject({ method, url, headers: { token: member, lang: 'en', 'content-type': 'application/x-www-form-urlencoded' }, payload: method === 'POST' ? 'cpName=Hack' : undefined });
      expect(res.statusCode, url).toBe(403);
    }
    const finance = await newOperator(ctx.app, 'fin-hosts', 'finance');
    const refused = await post(ctx.app, one(HOST), { cpName: 'Hack' }, finance);
    expect(refused.code).not.toBe(0);
    expect((await get(ctx.app, consoleHostPaths.list, finance)).code).not.toBe(0);
    expect(await audits()).toHaveLength(0);
    expect((await publicRead(HOST)).cpName).toBe('Lotus');
  });

  it.each([
    ['a long name', { cpName: 'x'.repeat(65) }, 'en', 'The site name may have at most 64 characters'],
    ['a colour name', { theme: 'red' }, 'vi', 'Màu phải có dạng #rrggbb'],
    ['a language not ours', { lang: 'fr' }, 'en', 'The language must be one of vi, zh, en, id'],
    ['a script link', { chatlink: 'javascript:alert(1)' }, 'en', 'A link must be a site path (/…) or an http(s) address'],
    ['a plain http download', { downloadIos: 'http://apps.example/app' }, 'zh', '下载地址须为 https 地址'],
    ['an ftp logo', { cpLogo: 'ftp://x/logo.png' }, 'en', 'The image address must be a site path or an https address'],
    ['a banner without image', { banners: '[{"image":""}]' }, 'en', 'The image address must be a site path or an https address'],
    ['11 banners', { banners: JSON.stringify(Array.from({ length: 11 }, () => banners[0])) }, 'id', 'Paling banyak 10 banner'],
    ['banners not JSON', { banners: 'not json' }, 'en', 'The banners are not a valid list'],
  ])('refuses %s in the operator language and changes nothing', async (_label, body, lang, msg) => {
    const res = await post(ctx.app, one(HOST), { cpName: 'Brand', ...body }, op, lang);
    expect(res.msg).toBe(msg);
    expect(res.code).not.toBe(0);
    expect(await audits()).toHaveLength(0);
    expect(await ctx.db.select().from(platformConfig).where(eq(platformConfig.host, HOST))).toHaveLength(0);
  });

  it('an edit in the console shows on the member site served for that host, with one audit row; other hosts keep the default site', async () => {
    const saved = await post<HostConfigView>(ctx.app, one('Brand.Example'), brandForm, op);
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.host).toBe(HOST);
    expect(saved.data.values).toMatchObject({ cpName: 'Brand Lottery', theme: '#1c7ed6', chatKey: '', banners });
    expect(saved.data.defaults?.cpName).toBe('Lotus');
    expect(saved.data.values.lang).toBe('id');
    expect(saved.data.defaults?.lang).toBe('vi');

    const site = await publicRead(HOST);
    expect(site).toMatchObject({ cpName: 'Brand Lottery', cpLogo: 'https://cdn.brand.example/logo.png', cpFav: '/web/brand.ico', theme: '#1c7ed6', chatlink: 'https://chat.brand.example/room', zalo: '0912 345 678' });
    expect(JSON.parse(site.banner!)).toEqual(banners);
    expect(JSON.parse(site.download!)).toEqual({ ios: 'https://apps.apple.com/app/brand', android: 'https://brand.example/brand.apk' });
    // Keys the host leaves empty show the default site's.
    expect(site.chatKey).toBe((await publicRead('other.example')).chatKey);
    expect((await publicRead('other.example')).cpName).toBe('Lotus');
    // The site's language: what a first visit on that host shows (web-page.ts writes it on the page).
    expect(site.lang).toBe('id');
    expect((await publicRead('other.example')).lang).toBe('vi');

    const trail = await audits();
    expect(trail).toHaveLength(1);
    expect(trail[0]!.target).toBe(`host:${HOST}`);
    expect(trail[0]!.before).toMatchObject({ cpName: null, theme: null, banner: null });
    expect(trail[0]!.after).toMatchObject({ cpName: 'Brand Lottery', theme: '#1c7ed6', banner: JSON.stringify(banners) });
    expect(Object.keys(trail[0]!.after as object)).not.toContain('chatKey');

    const listed = await get<{ list: HostRow[]; total: number }>(ctx.app, consoleHostPaths.list, op);
    expect(listed.data.list.map((h) => h.host)).toEqual(['*', HOST]);
    expect(listed.data.list[1]).toEqual({ host: HOST, cpName: 'Brand Lottery', own: 9 });
  });

  it('emptying a field returns the host to the default site; the same values again change nothing', async () => {
    const again = await post(ctx.app, one(HOST), brandForm, op);
    expect(again.msg).toBe('Nothing to change');
    const { cpName: _, banners: __, ...rest } = brandForm;
    const res = await post<HostConfigView>(ctx.app, one(HOST), rest, op);
    expect(res.code, res.msg).toBe(0);
    const site = await publicRead(HOST);
    expect(site.cpName).toBe('Lotus');
    expect(site.banner).toBe((await publicRead('other.example')).banner);
    expect(site.theme).toBe('#1c7ed6');
    const trail = await audits();
    expect(trail).toHaveLength(2);
    expect(trail[1]!.before).toEqual({ cpName: 'Brand Lottery', banner: JSON.stringify(banners) });
    expect(trail[1]!.after).toEqual({ cpName: null, banner: null });
  });

  it('a host can leave a key empty where the default site has a value; unmarked, the default shows again', async () => {
    const { cpName: _, banners: __, ...rest } = brandForm;
    // zalo has a value of its own: the value wins over the mark.
    const res = await post<HostConfigView>(ctx.app, one(HOST), { ...rest, blank: 'cpName,banner,zalo' }, op);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.values.blank).toEqual(['cpName', 'banner']);
    expect(res.data.values.cpName).toBe('');
    const site = await publicRead(HOST);
    expect(site).toMatchObject({ cpName: '', banner: '[]', zalo: '0912 345 678', theme: '#1c7ed6' });
    expect((await publicRead('other.example')).cpName).toBe('Lotus');
    expect((await audits()).at(-1)!.after).toEqual({ cpName: '', banner: '[]' });
    expect((await get<{ list: HostRow[] }>(ctx.app, consoleHostPaths.list, op)).data.list[1]).toMatchObject({ host: HOST, cpName: '', own: 9 });
    // A key that is not one of the form's is refused, in the operator's language, and changes nothing.
    const bad = await post(ctx.app, one(HOST), { ...rest, blank: 'cpName,sms' }, op);
    expect(bad.msg).toBe('The list of keys left empty is not valid');
    // Unmarked: the default site's value shows again.
    const back = await post<HostConfigView>(ctx.app, one(HOST), rest, op);
    expect(back.data.values.blank).toEqual([]);
    expect((await publicRead(HOST)).cpName).toBe('Lotus');
    expect((await audits()).at(-1)!.after).toEqual({ cpName: null, banner: null });
  });

  it('edits the default site: every host without its own name shows it', async () => {
    const defaults = (await get<HostConfigView>(ctx.app, one('*'), op)).data;
    expect(defaults.defaults).toBeNull();
    expect(defaults.values.cpName).toBe('Lotus');
    const res = await post<HostConfigView>(ctx.app, one('*'), { ...defaults.values, cpName: 'Lotus Plus', banners: JSON.stringify(defaults.values.banners) } as unknown as Record<string, string>, op);
    expect(res.code, res.msg).toBe(0);
    expect((await publicRead('other.example')).cpName).toBe('Lotus Plus');
    expect((await publicRead(HOST)).cpName).toBe('Lotus Plus');
    expect((await audits()).at(-1)!.after).toEqual({ cpName: 'Lotus Plus' });
  });
});
