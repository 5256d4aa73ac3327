import { beforeAll, expect, it } from 'vitest';
import { consoleContentPaths, consolePaths, contentPaths, CONTENT_LIMITS } from '@lotus/contracts';
import { describeApp, handClock } from '../../../test/app.ts';
import { client, expectRefused, type Body } from '../../../test/client.ts';
import { seedDemoContent } from './seed.ts';

const DAY_MS = 86_400_000;
const byId = (path: string, id: string) => path.replace(':id', id);
const ok = (b: Body) => expect(b.code, b.msg).toBe(0);

describeApp('notices and promotions', { clock: () => handClock(Date.now()), runScheduler: true }, (ctx) => {
  let api: ReturnType<typeof client>;
  let op: string;
  const clock = ctx.clock;
  // Each test writes to its own site so the demo content (host '*') and other tests stay apart.
  let seq = 0;
  const site = () => `t${++seq}-${ctx.target}.example`;

  beforeAll(async () => {
    api = client(ctx.app);
    op = await api.operator();
  });

  const createNotice = async (values: Record<string, string | number>) => {
    const { body } = await api.post(consoleContentPaths.notices, values, { token: op });
    ok(body);
    return body.data.id as string;
  };
  const createActivity = async (values: Record<string, string | number>) => {
    const { body } = await api.post(consoleContentPaths.activities, values, { token: op });
    ok(body);
    return body.data.id as string;
  };
  const notices = async (serviceName: string, lang = 'vi', query: Record<string, string | number> = {}) => {
    const { body } = await api.get(contentPaths.noticeList, { serviceName, ...query }, { lang });
    ok(body);
    return body.data as { list: { id: string; title: string; body: string; lang: string }[]; total: number; page: number; size: number };
  };

  it('seeds the demo notices and promotions in Vietnamese once', async () => {
    const list = await notices('any.example');
    expect(list.list.map((n) => n.title)).toContain('Chào mừng thành viên mới đến với Lotus');
    expect(list.list.every((n) => n.lang === 'vi')).toBe(true);
    const promos = (await api.get(contentPaths.activityList, {}, { lang: 'vi' })).body.data;
    expect(promos.list.map((a: { title: string }) => a.title)).toContain('Thưởng nạp đầu 10%');
    const ended = (await api.get(contentPaths.activityOffLineList, {}, { lang: 'vi' })).body.data;
    // The seed's ended "0.5 % rebate" card had no rule that paid it (issue #27): it is gone.
    expect(ended.list.map((a: { title: string }) => a.title)).toEqual([]);
    // A second start seeds nothing.
    expect(await seedDemoContent(ctx.app.deps.db)).toBe(false);
    expect((await notices('any.example')).total).toBe(list.total);
  });

  it('writes a notice through the console (audited) and shows it on that site, newest and pinned first', async () => {
    const host = site();
    const first = await createNotice({ host, lang: 'zh', title: '第一条', body: '内容一' });
    const second = await createNotice({ host, lang: 'zh', title: '第二条', body: '内容二' });
    const pinned = await createNotice({ host, lang: 'zh', title: '置顶', body: '重要', sortOrder: 5 });
    const list = await notices(host, 'zh');
    // The site's own, among the every-site ('*') demo notices.
    const mine = list.list.filter((n) => [first, second, pinned].includes(n.id));
    expect(mine.map((n) => n.id)).toEqual([pinned, second, first]);
    expect(mine[0]).toMatchObject({ title: '置顶', body: '重要', lang: 'zh' });
    // Another site does not see them.
    expect((await notices(site(), 'zh')).list.map((n) => n.title)).not.toContain('置顶');
    const audit = (await api.get(consolePaths.audit, { size: 10 }, { token: op })).body.data.list as { action: string; target: string }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'notice.create', target: pinned }));
  });

  it("reads each notice in the reader's language, else the site's default language, not the one typed first", async () => {
    const host = site();
    // Typed in English first, with a Vietnamese text (the default site's language) beside it.
    const id = await createNotice({
      host,
      lang: 'en',
      title: 'English first',
      body: 'typed first',
      'translations.vi.title': 'Tiếng Việt',
      'translations.vi.body': 'ngôn ngữ của trang',
      sortOrder: 900,
    });
    const top = async (lang: string) => (await notices(host, lang)).list[0];
    expect(await top('en')).toMatchObject({ id, title: 'English first', lang: 'en' });
    expect(await top('vi')).toMatchObject({ id, title: 'Tiếng Việt', body: 'ngôn ngữ của trang', lang: 'vi' });
    // Nothing in Indonesian or Chinese: the site's default language, Vietnamese.
    expect(await top('id')).toMatchObject({ id, title: 'Tiếng Việt', lang: 'vi' });
    expect(await top('zh')).toMatchObject({ id, title: 'Tiếng Việt', lang: 'vi' });
    // The console shows the row as typed, with its other languages.
    const all = (await api.get(consoleContentPaths.notices, { host }, { token: op })).body.data;
    expect(all.list[0]).toMatchObject({ id, title: 'English first', translations: { vi: { title: 'Tiếng Việt', body: 'ngôn ngữ của trang' } } });
    // A translation needs its title.
    expect((await api.post(consoleContentPaths.notices, { host, title: 'x', 'translations.zh.body': '只有内容' }, { token: op })).body.code).not.toBe(0);
  });

  it('shows the demo notices and promotions in all four languages', async () => {
    const welcome = { vi: 'Chào mừng thành viên mới đến với Lotus', zh: '欢迎新会员来到 Lotus', en: 'Welcome to Lotus, new members', id: 'Selamat datang di Lotus, anggota baru' };
    for (const [lang, title] of Object.entries(welcome)) {
      const list = await notices('any.example', lang);
      expect(list.list.map((n) => n.title)).toContain(title);
      expect(list.list.every((n) => n.lang === lang)).toBe(true);
      const promos = (await api.get(contentPaths.activityList, {}, { lang })).body.data as { list: { lang: string; summary: string }[] };
      expect(promos.list.length).toBeGreaterThan(0);
      expect(promos.list.every((a) => a.lang === lang && a.summary.length > 0)).toBe(true);
    }
  });

  it('updates and unpublishes a notice; members no longer see it, the console still does', async () => {
    const host = site();
    const id = await createNotice({ host, lang: 'zh', title: '旧标题', body: 'x' });
    ok((await api.post(byId(consoleContentPaths.notice, id), { title: '新标题' }, { token: op })).body);
    expect((await notices(host, 'zh')).list.map((n) => n.title)).toContain('新标题');
    ok((await api.post(byId(consoleContentPaths.noticeUnpublish, id), {}, { token: op })).body);
    expect((await notices(host, 'zh')).list.map((n) => n.id)).not.toContain(id);
    const all = (await api.get(consoleContentPaths.notices, { host }, { token: op })).body.data;
    expect(all.list).toContainEqual(expect.objectContaining({ id, title: '新标题', status: 0, host }));
    expectRefused((await api.post(byId(consoleContentPaths.noticeUnpublish, '999999'), {}, { token: op })).body, 'content.notFound');
    const audit = (await api.get(consolePaths.audit, { size: 5 }, { token: op })).body.data.list as { action: string; target: string }[];
    expect(audit.map((a) => `${a.action} ${a.target}`)).toEqual(
      expect.arrayContaining([`notice.update ${id}`, `notice.unpublish ${id}`]),
    );
  });

  it('lists running and upcoming promotions, and the ended ones on offLine/list', async () => {
    const host = site();
    const now = clock.now().getTime();
    const iso = (days: number) => new Date(now + days * DAY_MS).toISOString();
    const running = await createActivity({
      host,
      lang: 'zh',
      title: '进行中',
      summary: '摘要',
      imageUrl: '/web/banners/lotus-1.svg',
      startAt: iso(-1),
      endAt: iso(5),
    });
    const upcoming = await createActivity({ host, lang: 'zh', title: '即将开始', startAt: iso(2) });
    const ended = await createActivity({ host, lang: 'zh', title: '已结束', startAt: iso(-10), endAt: iso(-2) });
    // The site's own, among the every-site ('*') demo promotions.
    const ids = (data: { list: { id: string }[] }) => data.list.map((a) => a.id).filter((id) => [running, upcoming, ended].includes(id));
    const list = (await api.get(contentPaths.activityList, { serviceName: host }, { lang: 'zh' })).body.data;
    expect(ids(list)).toEqual([upcoming, running]);
    expect(list.list.find((a: { id: string }) => a.id === running)).toMatchObject({ title: '进行中', summary: '摘要', imageUrl: '/web/banners/lotus-1.svg', endTime: iso(5) });
    const off = (await api.get(contentPaths.activityOffLineList, { serviceName: host }, { lang: 'zh' })).body.data;
    expect(ids(off)).toEqual([ended]);
    // Time moves on: the running one ends.
    clock.at = now + 6 * DAY_MS;
    try {
      const later = (await api.get(contentPaths.activityOffLineList, { serviceName: host }, { lang: 'zh' })).body.data;
      expect(ids(later)).toEqual([running, ended]);
    } finally {
      clock.at = now;
    }
    // An update that ends before it starts is refused; clearing the end makes it open-ended.
    expectRefused(
      (await api.post(byId(consoleContentPaths.activity, running), { endAt: iso(-3) }, { token: op })).body,
      'content.endBeforeStart',
    );
    ok((await api.post(byId(consoleContentPaths.activity, running), { endAt: '' }, { token: op })).body);
    const open = (await api.get(contentPaths.activityList, { serviceName: host }, { lang: 'zh' })).body.data;
    expect(open.list.find((a: { id: string }) => a.id === running).endTime).toBeNull();
    ok((await api.post(byId(consoleContentPaths.activityUnpublish, running), {}, { token: op })).body);
    const after = (await api.get(contentPaths.activityList, { serviceName: host }, { lang: 'zh' })).body.data;
    expect(ids(after)).toEqual([upcoming]);
  });

  it('pages lists and bounds the page size', async () => {
    const host = site();
    // The every-site demo notices count too; the site's own are pinned above them.
    const everySite = (await notices(host, 'zh')).total;
    for (let i = 1; i <= 7; i++) await createNotice({ host, lang: 'zh', title: `公告${i}`, body: '', sortOrder: 100 });
    const p1 = await notices(host, 'zh', { page: 1, size: 3 });
    const p3 = await notices(host, 'zh', { page: 3, size: 3 });
    expect(p1).toMatchObject({ total: 7 + everySite, page: 1, size: 3 });
    expect(p1.list.map((n) => n.title)).toEqual(['公告7', '公告6', '公告5']);
    expect(p3.list.map((n) => n.title)[0]).toBe('公告1');
    expect(p3.list).toHaveLength(Math.min(3, 7 + everySite - 6));
    for (const query of [{ size: CONTENT_LIMITS.pageSize + 1 }, { size: 0 }, { page: 0 }, { page: CONTENT_LIMITS.maxPage + 1 }] as Record<string, number>[]) {
      const { body } = await api.get(contentPaths.noticeList, { serviceName: host, ...query }, { lang: 'zh' });
      expect(body.code, JSON.stringify(query)).not.toBe(0);
    }
    const max = (await api.get(consoleContentPaths.notices, { size: CONTENT_LIMITS.pageSize + 1 }, { token: op })).body;
    expect(max.code).not.toBe(0);
  });

  it('limits every input', async () => {
    const host = site();
    const post = (values: Record<string, string | number>) => api.post(consoleContentPaths.notices, values, { token: op });
    expectRefused((await post({ host, title: '' })).body, 'content.titleRequired');
    expectRefused((await post({ host, title: 'x'.repeat(CONTENT_LIMITS.title + 1) })).body, 'content.titleTooLong');
    expectRefused((await post({ host, title: 'ok', body: 'x'.repeat(CONTENT_LIMITS.body + 1) })).body, 'content.bodyTooLong');
    expectRefused((await post({ host: 'bad host/', title: 'ok' })).body, 'content.hostInvalid');
    expect((await post({ host, title: 'ok', lang: 'fr' })).body.code).not.toBe(0);
    const activity = (values: Record<string, string | number>) => api.post(consoleContentPaths.activities, values, { token: op });
    expectRefused((await activity({ host, title: 'x', startAt: 'soon' })).body, 'content.dateInvalid');
    expectRefused(
      (await activity({ host, title: 'x', startAt: '2026-01-02T00:00:00Z', endAt: '2026-01-01T00:00:00Z' })).body,
      'content.endBeforeStart',
    );
    expectRefused(
      (await activity({ host, title: 'x', startAt: '2026-01-02T00:00:00Z', imageUrl: 'javascript:alert(1)' })).body,
      'content.imageInvalid',
    );
    expectRefused(
      (await activity({ host, title: 'x', startAt: '2026-01-02T00:00:00Z', summary: 'x'.repeat(CONTENT_LIMITS.summary + 1) })).body,
      'content.summaryTooLong',
    );
  });

  it('lets only operators write or list content in the console', async () => {
    const member = await api.newMember('cont');
    const calls = [
      () => api.post(consoleContentPaths.notices, { title: 'x' }, { token: member.token }),
      () => api.post(consoleContentPaths.activities, { title: 'x', startAt: '2026-01-01T00:00:00Z' }, { token: member.token }),
      () => api.post(byId(consoleContentPaths.noticeUnpublish, '1'), {}, { token: member.token }),
      () => api.post(byId(consoleContentPaths.activity, '1'), { title: 'y' }, { token: member.token }),
      () => api.get(consoleContentPaths.notices, {}, { token: member.token }),
      () => api.get(consoleContentPaths.activities, {}),
    ];
    // A member's token is forbidden (403); the last call has no token at all (401).
    for (const [i, call] of calls.entries()) {
      const { res, body } = await call();
      const expected = i === calls.length - 1 ? 401 : 403;
      expect(res.statusCode).toBe(expected);
      expect(body.code).toBe(expected);
    }
    // Nothing was written: the demo notice is still the only one titled like that.
    const all = (await api.get(consoleContentPaths.notices, { size: 20 }, { token: op })).body.data;
    expect(all.list.map((n: { title: string }) => n.title)).not.toContain('x');
  });
});
