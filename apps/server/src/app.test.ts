import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paths, PLATFORM_CONFIG_KEYS, ResultCode } from '@lotus/contracts';
import { ledger, members, platformConfig, wallets } from './db/schema.ts';
import { DEMO, seed } from './seed.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney, totalBalance } from './modules/ledger/service.ts';
import { describeApp } from '../test/app.ts';
import { form, FORM } from '../test/harness.ts';

describeApp('foundation', { runScheduler: true }, (ctx) => {
  beforeAll(async () => {
    ctx.app.get('/test/boom', async () => {
      throw new Error('boom');
    });
  });

  const login = async (account: string = DEMO.member.account, password: string = DEMO.member.password) => {
    const res = await ctx.app.inject({ method: 'POST', url: paths.memberLogin, headers: FORM, payload: form({ account, password }) });
    return res.json() as { code: number; msg: string; data: { token: string; authorization: string } };
  };

  it('answers token verify without a token with HTTP 401 and the not-logged-in code, in Vietnamese by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: paths.tokenVerify });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: ResultCode.NOT_LOGGED_IN,
      msg: 'Bạn chưa đăng nhập hoặc trang đã không hoạt động quá lâu',
      data: null,
    });
  });

  it('logs the demo member in with a form body and verifies the token from each header and the query', async () => {
    const body = await login();
    expect(body.code).toBe(0);
    const { token, authorization } = body.data;
    for (const req of [
      { headers: { token } },
      { headers: { authorization } },
      { headers: {}, query: `?token=${encodeURIComponent(token)}` },
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: paths.tokenVerify + (req.query ?? ''), headers: req.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 0, data: { account: DEMO.member.account, memberType: 1 } });
    }
  });

  it('accepts JSON bodies too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: paths.memberLogin,
      payload: { account: DEMO.agent.account, password: DEMO.agent.password },
    });
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('refuses a wrong password with a translated message and no token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: paths.memberLogin,
      headers: { ...FORM, lang: 'en' },
      payload: form({ account: DEMO.member.account, password: 'wrong9999' }),
    });
    expect(res.json()).toEqual({ code: ResultCode.REJECTED, msg: 'Wrong account or password', data: null });
  });

  it('reports validation errors with their own code in the request language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: paths.memberLogin,
      headers: { ...FORM, lang: 'zh' },
      payload: form({ account: 'x' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ResultCode.VALIDATION, msg: expect.stringContaining('输入无效') });
  });

  it('gives unknown routes and server errors their own codes', async () => {
    const notFound = await ctx.app.inject({ method: 'GET', url: '/sk/nothing/here', headers: { lang: 'id' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ code: ResultCode.NOT_FOUND, msg: 'Alamat yang diminta tidak ada', data: null });
    const boom = await ctx.app.inject({ method: 'GET', url: '/test/boom', headers: { lang: 'en' } });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ code: ResultCode.SERVER_ERROR, msg: 'Sorry, Server Error ~', data: null });
  });

  it('logs out: the token no longer verifies', async () => {
    const { token } = (await login()).data;
    await ctx.app.inject({ method: 'GET', url: paths.memberLogout, headers: { token } });
    const res = await ctx.app.inject({ method: 'GET', url: paths.tokenVerify, headers: { token } });
    expect(res.statusCode).toBe(401);
  });

  it('returns user info with the seeded balance', async () => {
    const { token } = (await login()).data;
    const res = await ctx.app.inject({ method: 'GET', url: paths.userInfo, headers: { token } });
    expect(res.json()).toEqual({
      code: 0,
      msg: 'Thành công',
      data: { balance: '10000.000', memberAlias: 'Demo', memberAccount: DEMO.member.account, merchantAccout: 'lotus' },
    });
  });

  it('serves every platform config key for any host, with per-host overrides', async () => {
    const any = await ctx.app.inject({ method: 'GET', url: `${paths.platformConfig}?type=1&serviceName=some.example` });
    const items = any.json().data as { cusName: string; cusText: string }[];
    expect(items.map((i) => i.cusName)).toEqual([...PLATFORM_CONFIG_KEYS]);
    expect(items.find((i) => i.cusName === 'cpName')?.cusText).toBe('Lotus');
    await ctx.db.insert(platformConfig).values({ host: 'brand.example', key: 'cpName', value: 'Brand' });
    const brand = await ctx.app.inject({ method: 'GET', url: `${paths.platformConfig}?serviceName=Brand.Example:8080` });
    const brandItems = brand.json().data as { cusName: string; cusText: string }[];
    expect(brandItems.find((i) => i.cusName === 'cpName')?.cusText).toBe('Brand');
    expect(brandItems).toHaveLength(PLATFORM_CONFIG_KEYS.length);
  });

  it('tells the client where the time server, play descriptions and the embedded push broker are, and its time zone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: paths.systemConfig, headers: { host: 'lotus.example:8080' } });
    expect(res.json().data).toEqual({
      service_date_url: 'http://lotus.example:8080/sk/cashew/system/time',
      play_desc_url: 'http://lotus.example:8080/sk/cashew/play/desc',
      mqtt_url: 'ws://lotus.example:8080/mqtt',
      // Platform time by default (setting platformTimeZone).
      time_zone: 'Asia/Ho_Chi_Minh',
    });
    const time = await ctx.app.inject({ method: 'GET', url: paths.serverTime });
    expect(Date.parse(time.headers.date as string)).toBeGreaterThan(0);
  });

  it('seeds once: a second seed adds nothing, and the seeded money is conserved in the ledger', async () => {
    expect(await seed(ctx.db, ctx.app.log, true)).toBe(false);
    const count = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(count[0]!.n).toBe(2);
    await ctx.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
  });

  it('moves money once per idempotency key, never below zero, with before/after rows', async () => {
    const [m] = await ctx.db.select().from(members).where(sql`${members.account} = ${DEMO.member.account}`);
    const id = m!.id;
    const move = (key: string, amount: bigint) =>
      ctx.db.transaction((tx) =>
        moveMoney(tx, {
          idempotencyKey: key,
          type: 'adjustment',
          from: memberAccount(id),
          to: houseAccount(HOUSE.adjustments),
          amount,
          memberId: id,
        }),
      );
    const first = await move('test:1', 1_500n);
    expect(first).toMatchObject({ replayed: false, memberBalanceAfter: 9_998_500n });
    expect(await move('test:1', 1_500n)).toMatchObject({ replayed: true, moveId: first.moveId });
    await expect(move('test:too-much', 10n ** 12n)).rejects.toMatchObject({ msgKey: 'errors.balanceInsufficient' });
    const rows = await ctx.db.select().from(ledger).where(sql`${ledger.moveId} = ${first.moveId}`);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.balanceAfter - r.balanceBefore).toBe(r.amount);
    const [w] = await ctx.db.select().from(wallets).where(sql`${wallets.memberId} = ${id}`);
    expect(w!.balance).toBe(9_998_500n);
    await ctx.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
  });

  it('refuses to change or delete ledger rows, and a negative balance', async () => {
    await expect(ctx.db.execute(sql`update ledger set amount = 0`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from ledger`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`update wallets set balance = -1`)).rejects.toThrow();
  });
});
