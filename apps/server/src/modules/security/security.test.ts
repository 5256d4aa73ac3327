import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { paths, ResultCode, securityPaths, walletPaths } from '@lotus/contracts';
import { buildApp } from '../../app.ts';
import { loginChallenges, loginHistory, memberTotp, members } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { testConfig } from '../../../test/harness.ts';
import { client, expectRefused, type Caller } from '../../../test/client.ts';
import { captchaAnswerHash } from './captcha.ts';
import { ACCOUNT_MAX_DELAY_S } from './login-guard.ts';
import { totpCodeAt } from './totp.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.0/8, 192.168.1.7', '10.0.0.0/8,192.168.1.7'],
  ])('%s → %s', (raw, expected) => {
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toBe(expected);
  });

  it('refuses anything else at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describeApp('account security', { clock: () => handClock(Date.now()), runScheduler: true }, (ctx) => {
  let api: ReturnType<typeof client>;
  const clock = ctx.clock;

  beforeAll(async () => {
    api = client(ctx.app);
  });

  const login = (account: string, password: string, c: Caller, extra: Record<string, string> = {}) =>
    api.post(paths.memberLogin, { account, password, ...extra }, c);

  /** Asks for a challenge and answers it (the test knows the answer by setting it). */
  async function solvedCaptcha(): Promise<{ captchaId: string; captchaCode: string }> {
    const { body } = await api.get(securityPaths.captcha);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const captchaId = body.data.captchaId as string;
    await ctx.db
      .update(loginChallenges)
      .set({ answerHash: captchaAnswerHash(captchaId, 'K7PX') })
      .where(eq(loginChallenges.id, captchaId));
    return { captchaId, captchaCode: 'k7px' };
  }

  /** A challenge with a known answer, straight into the table (the attacker's loop stays fast). */
  async function knownCaptcha(): Promise<{ captchaId: string; captchaCode: string }> {
    const captchaId = `t${Math.random().toString(16).slice(2, 18)}`;
    await ctx.db.insert(loginChallenges).values({
      id: captchaId,
      answerHash: captchaAnswerHash(captchaId, 'K7PX'),
      expiresAt: new Date(clock.at + 60_000),
    });
    return { captchaId, captchaCode: 'K7PX' };
  }

  const memberRow = async (account: string) =>
    (await ctx.db.query.members.findFirst({ where: eq(members.account, account) }))!;

  it('50 wrong passwords from 50 IPs do not keep the owner out: he logs in from his IP after the challenge', async () => {
    const { account, password } = await api.newMember('owner');
    for (let i = 0; i < 50; i++) {
      // The attacker solves every challenge too: the account still only slows down.
      const extra = i >= 3 ? await knownCaptcha() : {};
      const { res, body } = await login(account, `wrong${i}xx`, { ip: `203.0.113.${i + 1}` }, extra);
      expect(res.statusCode).toBe(200);
      expectRefused(body, 'errors.badCredentials');
      clock.at += ACCOUNT_MAX_DELAY_S * 1000;
    }
    const owner: Caller = { ip: '198.51.100.10' };
    const asked = await login(account, password, owner);
    expectRefused(asked.body, 'security.captchaRequired');
    expect(asked.body.data).toEqual({ captchaRequired: true });
    const wrong = await login(account, password, owner, {
      captchaId: (await solvedCaptcha()).captchaId,
      captchaCode: 'AAAA',
    });
    expectRefused(wrong.body, 'security.captchaWrong');
    const ok = await login(account, password, owner, await solvedCaptcha());
    expect(ok.body.code, ok.body.msg).toBe(0);
    // The success cleared the account's count: no challenge now.
    expect((await login(account, password, owner)).body.code).toBe(0);
  }, 180_000);

  it('slows the account down between failures, with 429 and the envelope; a challenge is used once', async () => {
    const { account, password } = await api.newMember('slow');
    for (let i = 0; i < 3; i++) {
      expectRefused(
        (await login(account, 'wrong1xx', { ip: `192.0.2.${i + 1}` })).body,
        'errors.badCredentials',
      );
    }
    const early = await login(account, password, { ip: '192.0.2.200' }, await solvedCaptcha());
    expect(early.res.statusCode).toBe(429);
    expect(early.body).toEqual({ code: ResultCode.TOO_MANY_REQUESTS, msg: expect.any(String), data: null });
    expectRefused(early.body, 'security.loginWait', { seconds: 1 });
    clock.at += 1000;
    const used = await solvedCaptcha();
    expectRefused(
      (await login(account, 'wrong1xx', { ip: '192.0.2.9' }, used)).body,
      'errors.badCredentials',
    );
    expectRefused((await login(account, password, { ip: '192.0.2.200' }, used)).body, 'security.loginWait', {
      seconds: 2,
    });
    clock.at += 2000;
    expectRefused(
      (await login(account, password, { ip: '192.0.2.200' }, used)).body,
      'security.captchaWrong',
    );
    expect((await login(account, password, { ip: '192.0.2.200' }, await solvedCaptcha())).body.code).toBe(0);
  });

  it('throttles one IP trying 50 accounts with 429, and only that IP', async () => {
    const ip = '198.51.100.77';
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) {
      const { res } = await login(`nobody${i}xx`, 'wrong999x', { ip });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers.slice(10)).toEqual(Array(40).fill(429));
    const { account, password } = await api.newMember('neigh');
    const blocked = await login(account, password, { ip });
    expect(blocked.res.statusCode).toBe(429);
    expectRefused(blocked.body, 'security.loginWait', { seconds: 1 });
    expect((await login(account, password, { ip: '198.51.100.78' })).body.code).toBe(0);
    // The delay doubles with each further failure, up to 15 minutes.
    clock.at += 1000;
    expectRefused((await login('nobody99x', 'wrong999x', { ip })).body, 'errors.badCredentials');
    expectRefused((await login(account, password, { ip })).body, 'security.loginWait', { seconds: 2 });
  });

  it('locks only the IP and account pair after 5 failures', async () => {
    const { account, password } = await api.newMember('pair');
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i++) {
      clock.at += ACCOUNT_MAX_DELAY_S * 1000;
      const extra = i >= 3 ? await solvedCaptcha() : {};
      expectRefused((await login(account, 'wrong1xx', { ip }, extra)).body, 'errors.badCredentials');
    }
    clock.at += ACCOUNT_MAX_DELAY_S * 1000;
    const locked = await login(account, password, { ip }, await solvedCaptcha());
    expect(locked.res.statusCode).toBe(429);
    expectRefused(locked.body, 'security.loginLocked', { minutes: 15 });
    expect((await login(account, password, { ip: '192.0.2.51' }, await solvedCaptcha())).body.code).toBe(0);
  });

  it('ignores a spoofed X-Forwarded-For without TRUST_PROXY, and reads it behind a trusted proxy', async () => {
    const { account, password } = await api.newMember('spoof');
    const spoofed = { ip: '192.0.2.99', headers: { 'x-forwarded-for': '1.2.3.4' } };
    expect((await login(account, password, spoofed)).body.code).toBe(0);
    expect((await memberRow(account)).lastLoginIp).toBe('192.0.2.99');

    const behindProxy = await buildApp(testConfig({ trustProxy: '192.0.2.99' }), {
      database: ctx.database,
      serveWeb: false,
      clock,
    });
    try {
      const res = await behindProxy.inject({
        method: 'POST',
        url: paths.memberLogin,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '1.2.3.4' },
        payload: new URLSearchParams({ account, password }).toString(),
        remoteAddress: '192.0.2.99',
      });
      expect(res.json().code).toBe(0);
      expect((await memberRow(account)).lastLoginIp).toBe('1.2.3.4');
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses a replayed withdrawal or a transfer with a wrong fund password before anything else', async () => {
    const op = await api.operator();
    const m = await api.newMember('replay');
    const cardId = await api.readyToWithdraw(m.token);
    await api.credit(op, m.account, '1000');
    const values = { amount: '100', cardId, fundPwd: '654321ab', requestId: 'wd-replay-1' };
    const first = await api.post(walletPaths.withdraw, values, { token: m.token });
    expect(first.body.code, first.body.msg).toBe(0);
    const replay = await api.post(
      walletPaths.withdraw,
      { ...values, fundPwd: 'wrong999x' },
      { token: m.token },
    );
    expectRefused(replay.body, 'member.fundPwdWrong');
    expect(replay.body.data).toBeNull();
    const honest = await api.post(walletPaths.withdraw, values, { token: m.token });
    expect(honest.body.data).toMatchObject({ orderNo: first.body.data.orderNo, replayed: true });
    // A transfer checks it before the platform flag, the receiver or the amount.
    const transfer = await api.post(
      walletPaths.swipe,
      { account: 'nosuchone1', amount: '0.001', fundPwd: 'wrong999x' },
      { token: m.token },
    );
    expectRefused(transfer.body, 'member.fundPwdWrong');
  });

  it('lists sessions with device, IP and last use, and ends one or all the others', async () => {
    const { account, password, token } = await api.newMember('sess');
    const phone = (await login(account, password, { ip: '203.0.113.200' }, { device: '3' })).body.data
      .token as string;
    const tablet = (await login(account, password, { ip: '203.0.113.201' }, { device: '4' })).body.data
      .token as string;
    const { body } = await api.get(securityPaths.sessions, {}, { token: phone });
    expect(body.data).toHaveLength(3);
    const mine = body.data.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ device: 3, ip: '203.0.113.200' });
    const tabletRow = body.data.find((s: { device: number }) => s.device === 4);
    expect(
      (await api.post(securityPaths.sessionsEnd, { id: tabletRow.id }, { token: phone })).body.data,
    ).toEqual({ ended: 1 });
    expect((await api.get(securityPaths.sessions, {}, { token: tablet })).res.statusCode).toBe(401);
    // Another member's session id ends nothing.
    const other = await api.newMember('sess');
    const otherSessions = (await api.get(securityPaths.sessions, {}, { token: other.token })).body.data;
    expectRefused(
      (await api.post(securityPaths.sessionsEnd, { id: otherSessions[0].id }, { token: phone })).body,
      'security.sessionNotFound',
    );
    expect((await api.get(securityPaths.sessions, {}, { token: other.token })).res.statusCode).toBe(200);
    expect((await api.post(securityPaths.sessionsEnd, { all: '1' }, { token: phone })).body.data).toEqual({
      ended: 1,
    });
    expect((await api.get(securityPaths.sessions, {}, { token })).res.statusCode).toBe(401);
    expect((await api.get(securityPaths.sessions, {}, { token: phone })).body.data).toHaveLength(1);
  });

  it('keeps 90 days of login history: time, IP, device, success or failure', async () => {
    const { account, password } = await api.newMember('hist');
    const row = await memberRow(account);
    const old = new Date(clock.at - 91 * 86_400_000);
    await ctx.db
      .insert(loginHistory)
      .values({ memberId: row.id, ip: '10.9.9.9', device: 1, success: true, createdAt: old });
    await login(account, 'wrong1xx', { ip: '203.0.113.77' }, { device: '2' });
    const token = (await login(account, password, { ip: '203.0.113.78' }, { device: '4' })).body.data
      .token as string;
    const { body } = await api.get(securityPaths.loginHistory, { size: 10 }, { token });
    expect(body.data.total).toBe(3);
    expect(body.data.list.slice(0, 2)).toEqual([
      { time: new Date(clock.at).toISOString(), ip: '203.0.113.78', device: 4, success: true, reason: null },
      {
        time: new Date(clock.at).toISOString(),
        ip: '203.0.113.77',
        device: 2,
        success: false,
        reason: 'password',
      },
    ]);
    // The row past 90 days is gone.
    const rows = await ctx.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.memberId, row.id))
      .orderBy(desc(loginHistory.id));
    expect(rows.map((r) => r.ip)).not.toContain('10.9.9.9');
  });

  it('two-factor: set up with the password, asked at login and before a withdrawal, a code used once', async () => {
    const op = await api.operator();
    const m = await api.newMember('totp');
    const cardId = await api.readyToWithdraw(m.token);
    await api.credit(op, m.account, '1000');
    const t = { token: m.token };
    expectRefused(
      (await api.post(securityPaths.totpSetup, { password: 'nope12345' }, t)).body,
      'member.oldPasswordWrong',
    );
    const setup = (await api.post(securityPaths.totpSetup, { password: m.password }, t)).body.data;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Lotus:/);
    expect((await api.get(securityPaths.totp, {}, t)).body.data).toEqual({ enabled: false });
    expectRefused(
      (await api.post(securityPaths.totpEnable, { code: '000000' }, t)).body,
      'security.otpWrong',
    );
    const code = () => totpCodeAt(setup.secret, new Date(clock.at));
    expect((await api.post(securityPaths.totpEnable, { code: code() }, t)).body.data).toEqual({
      enabled: true,
    });

    clock.at += 30_000;
    const ip = { ip: '203.0.113.150' };
    const asked = await login(m.account, m.password, ip);
    expectRefused(asked.body, 'security.otpRequired');
    expect(asked.body.data).toEqual({ otpRequired: true });
    expectRefused((await login(m.account, m.password, ip, { otp: '123' })).body, 'security.otpWrong');
    const current = code();
    expect((await login(m.account, m.password, ip, { otp: current })).body.code).toBe(0);
    expectRefused((await login(m.account, m.password, ip, { otp: current })).body, 'security.otpWrong');

    clock.at += 30_000;
    const wd = { amount: '100', cardId, fundPwd: '654321ab' };
    expectRefused((await api.post(walletPaths.withdraw, wd, t)).body, 'security.otpRequired');
    expect((await api.post(walletPaths.withdraw, { ...wd, otp: code() }, t)).body.code).toBe(0);

    clock.at += 30_000;
    expect(
      (await api.post(securityPaths.totpDisable, { password: m.password, code: code() }, t)).body.data,
    ).toEqual({ enabled: false });
    const gone = await ctx.db.query.memberTotp.findFirst({
      where: eq(memberTotp.memberId, (await memberRow(m.account)).id),
    });
    expect(gone).toBeUndefined();
    expect((await login(m.account, m.password, ip)).body.code).toBe(0);
  });
});
