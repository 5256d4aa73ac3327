import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import {
  consoleAccessPaths,
  consoleAgentPaths,
  consoleContentPaths,
  consoleIssuePaths,
  consoleMemberPaths,
  consolePaths,
  DwStatus,
  lotteryPaths,
  lotterySettingsPaths,
  ResultCode,
  walletPaths,
} from '@lotus/contracts';
import { auditLog, operatorLogins, operators } from '../../db/schema.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { form, FORM } from '../../../test/harness.ts';
import { newOperator } from '../../../test/operators.ts';
import { totpCode } from '../auth/totp.ts';
import { client, expectRefused } from '../../../test/client.ts';

/** Every console route the app has, read from Fastify's route tree (so calls added later are covered too). */
function consoleRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = path;
    if (!path.startsWith('/api/console/') || !m[3]) continue;
    for (const method of m[3].split(', ')) if (method !== 'HEAD') out.push({ method, url: path.replace(/:(\w+)/g, '1') });
  }
  return out;
}

/** Calls anyone may make: the sign-in steps; and calls any signed-in operator may make. */
const PUBLIC = new Set([consoleAccessPaths.login, consoleAccessPaths.totpEnrol, consoleAccessPaths.passwordSet]);
const ANY_OPERATOR = new Set([consoleAccessPaths.me, consoleAccessPaths.logout]);

describeApp('console access', { clock: () => handClock(Date.parse('2026-11-23T08:00:00Z')), checkMoney: true }, (ctx) => {
  let api: ReturnType<typeof client>;
  let admin: string;
  const clock = ctx.clock;

  beforeAll(async () => {
    api = client(ctx.app);
    admin = await api.operator();
  });

  const inject = (method: string, url: string, token?: string) =>
    ctx.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { ...FORM, ...(token ? { token } : {}) },
      payload: method === 'POST' ? form({}) : undefined,
    });
  const audits = async () => Number((await ctx.db.select({ n: count() }).from(auditLog))[0]!.n);

  it('finds the console routes', () => {
    const urls = consoleRoutes(ctx.app).map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([`GET ${consolePaths.deposits}`, 'POST /api/console/withdrawals/1/approve', `POST ${lotteryPaths.consoleResult}`, `GET ${consoleAgentPaths.list}`, 'POST /api/console/agents/1/quota']),
    );
    expect(urls.length).toBeGreaterThan(25);
  });

  it('refuses every console call to a member token (403) and to no token (401), changing nothing', async () => {
    const m = await api.newMember('sneak');
    const before = await audits();
    for (const { method, url } of consoleRoutes(ctx.app).filter((r) => !PUBLIC.has(r.url as never))) {
      const asMember = await inject(method, url, m.token);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().code).toBe(ResultCode.FORBIDDEN);
      expect((await inject(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await audits()).toBe(before);
  });

  it('refuses every console call to a role without its permission, and lets a role do only its own', async () => {
    const saved = await api.post(consoleAccessPaths.roles, { code: 'nobody', name: 'Nobody', permissions: '' }, { token: admin });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const nobody = await newOperator(ctx.app, 'nobody1', 'nobody');
    const before = await audits();
    for (const { method, url } of consoleRoutes(ctx.app).filter((r) => !PUBLIC.has(r.url as never) && !ANY_OPERATOR.has(r.url as never))) {
      const res = await inject(method, url, nobody);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await audits()).toBe(before);
    // Customer service reads members' context but reviews no money and manages no operators.
    const service = await newOperator(ctx.app, 'service1', 'service');
    expect((await inject('GET', consolePaths.deposits, service)).statusCode).toBe(403);
    expect((await inject('GET', consoleAccessPaths.operators, service)).statusCode).toBe(403);
    const me = await api.get(consoleAccessPaths.me, {}, { token: service });
    expect(me.body.data).toMatchObject({ account: 'service1', role: 'service', permissions: expect.arrayContaining(['member.view']) });
    const finance = await newOperator(ctx.app, 'finance1', 'finance');
    expect((await api.get(consolePaths.deposits, {}, { token: finance })).body.code).toBe(0);
    expect((await inject('POST', lotteryPaths.consoleResult, finance)).statusCode).toBe(403);
    // A lottery's issues and their verification: read by risk and operations (report.view), not by customer service.
    const issuesOf202 = consoleIssuePaths.list.replace(':ticketId', '202');
    for (const role of ['risk', 'operations']) {
      const token = await newOperator(ctx.app, `${role}_issues`, role);
      expect((await api.get(issuesOf202, {}, { token })).body.code, role).toBe(0);
    }
    expect((await inject('GET', issuesOf202, service)).statusCode).toBe(403);
  });

  it('signs an operator in with password and TOTP: enrolment first, codes good once, every attempt logged', async () => {
    const created = await api.post(consoleAccessPaths.operators, { account: 'risk1', password: 'secret123', role: 'risk' }, { token: admin });
    expect(created.body.data).toMatchObject({ account: 'risk1', role: 'risk', totpEnabled: false });
    const login = (values: Record<string, string>) => api.post(consoleAccessPaths.login, { account: 'risk1', ...values });
    expectRefused((await login({ password: 'wrong-pass' })).body, 'errors.badCredentials');
    const first = (await login({ password: 'secret123' })).body.data;
    expect(first).toMatchObject({ stage: 'enrol', uri: expect.stringMatching(/^otpauth:\/\/totp\/.*risk1\?.*secret=/) });
    // The enrolment token is no console session.
    expect((await inject('GET', consoleAccessPaths.me, first.token)).statusCode).toBe(401);
    expectRefused((await api.post(consoleAccessPaths.totpEnrol, { code: '000000' }, { token: first.token })).body, 'console.totpInvalid');
    const code = totpCode(first.secret, clock.at);
    const enrolled = (await api.post(consoleAccessPaths.totpEnrol, { code }, { token: first.token })).body.data;
    expect(enrolled).toMatchObject({ stage: 'ok', account: 'risk1', role: 'risk' });
    expect((await api.get(consoleAccessPaths.me, {}, { token: enrolled.token })).body.code).toBe(0);
    // Now a code is asked for; the one just used is refused (replay), the next one is good.
    expect((await login({ password: 'secret123' })).body.data).toEqual({ stage: 'totp' });
    expectRefused((await login({ password: 'secret123', code })).body, 'console.totpInvalid');
    clock.at += 30_000;
    const ok = (await login({ password: 'secret123', code: totpCode(first.secret, clock.at) })).body.data;
    expect(ok).toMatchObject({ stage: 'ok', permissions: expect.arrayContaining(['risk.review']) });
    const log = (await api.get(consoleAccessPaths.loginLog, { account: 'risk1' }, { token: admin })).body.data;
    expect(log.list.map((r: { outcome: string }) => r.outcome)).toEqual(['ok', 'totp', 'ok', 'enrol', 'password']);
    // A reset second factor means a new password of his own, then enrolling again; the operator's sessions end.
    const id = created.body.data.id as string;
    expect((await api.post(consoleAccessPaths.operator.replace(':id', id), { resetTotp: 'true' }, { token: admin })).body.data).toMatchObject({ totpEnabled: false });
    expect((await inject('GET', consoleAccessPaths.me, ok.token)).statusCode).toBe(401);
    const stage = (await login({ password: 'secret123' })).body.data;
    expect(stage.stage).toBe('password');
    expect((await api.post(consoleAccessPaths.passwordSet, { password: 'secret456' }, { token: stage.token })).body.data.stage).toBe('enrol');
    expect(await ctx.db.select({ n: count() }).from(operatorLogins).where(eq(operatorLogins.account, 'risk1'))).toEqual([{ n: 7 }]);
  });

  it('writes exactly one audit row, with who, IP, before and after, for each console write', async () => {
    const m = await api.newMember('aud');
    const cardId = await api.readyToWithdraw(m.token);
    await api.credit(admin, m.account, '3000');
    const withdraw = async () => {
      clock.at += 60_000; // a repeat of the same request within a minute is the same order
      const w = await api.post(walletPaths.withdraw, { amount: '100', cardId, fundPwd: '654321ab' }, { token: m.token });
      expect(w.body.code, w.body.msg).toBe(0);
      return w.body.data.orderNo as string;
    };
    const deposit = async () => {
      const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount: '100' }, { token: m.token });
      await api.post(walletPaths.deposit, { orderNo: pre.body.data.orderNo, payerName: 'A' }, { token: m.token });
      return pre.body.data.orderNo as string;
    };
    const [w1, w2, d1, d2] = [await withdraw(), await withdraw(), await deposit(), await deposit()];
    const proposal = async () =>
      (await api.post(consolePaths.adjust.replace(':account', m.account), { amount: '1', reason: 'r' }, { token: admin })).body.data.id as string;
    const checker = await newOperator(ctx.app, 'checker9', 'finance');
    await newOperator(ctx.app, 'target9', 'service');
    const opId = (await ctx.db.query.operators.findFirst({ where: eq(operators.account, 'target9') }))!.id.toString();
    const writes: [string, string, Record<string, string>, string?][] = [
      ['settings.update', consolePaths.settings, { withdrawFreeTimes: '3' }],
      ['operator.create', consoleAccessPaths.operators, { account: 'ops9', password: 'secret123', role: 'operations' }],
      ['operator.update', consoleAccessPaths.operator.replace(':id', opId), { status: '1', role: 'risk' }],
      ['role.save', consoleAccessPaths.roles, { code: 'auditor', name: 'Auditor', permissions: 'audit.view,report.view' }],
      ['deposit.approve', consolePaths.depositApprove.replace(':orderNo', d1), {}],
      ['deposit.reject', consolePaths.depositReject.replace(':orderNo', d2), { reason: 'no money arrived' }],
      ['withdrawal.take', consolePaths.withdrawalTake.replace(':orderNo', w1), {}],
      ['withdrawal.release', consolePaths.withdrawalRelease.replace(':orderNo', w1), {}],
      ['withdrawal.approve', consolePaths.withdrawalApprove.replace(':orderNo', w1), { payoutRef: 'FT2611230001' }],
      ['withdrawal.reveal', consolePaths.withdrawalAccount.replace(':orderNo', w2), {}],
      ['withdrawal.reject', consolePaths.withdrawalReject.replace(':orderNo', w2), { reason: 'card closed' }],
      ['member.adjust.propose', consolePaths.adjust.replace(':account', m.account), { amount: '5', reason: 'goodwill' }],
      ['member.adjust', consolePaths.proposalConfirm.replace(':id', await proposal()), {}, checker],
      ['member.adjust.refuse', consolePaths.proposalRefuse.replace(':id', await proposal()), {}],
      ['member.status', consoleMemberPaths.status.replace(':account', m.account), { status: '2', reason: 'chargeback' }],
      ['member.status', consoleMemberPaths.status.replace(':account', m.account), { status: '1', reason: 'cleared' }],
      ['member.note', consoleMemberPaths.notes.replace(':account', m.account), { body: 'called about a withdrawal' }],
      ['agent.create', consoleAgentPaths.create, { account: 'audtop01', password: 'qwe7913zx', group: '1950' }],
      ['agent.convert', consoleAgentPaths.convert.replace(':account', m.account), { type: '2' }],
      ['agent.quota', consoleAgentPaths.quota.replace(':account', m.account), { group: '1960', count: '2' }],
      ['notice.create', consoleContentPaths.notices, { title: 'Maintenance', body: 'Tonight', lang: 'en' }],
      ['lottery.suspend', lotteryPaths.consoleSuspend, { ticketId: '202', suspended: 'true', reason: 'audit test' }],
      ['lottery.settings', lotterySettingsPaths.one.replace(':ticketId', '202'), { graceMinutes: '40' }],
    ];
    for (const [action, url, values, token] of writes) {
      const before = await audits();
      const res = await api.post(url, values, { token: token ?? admin, ip: '198.51.100.7' });
      expect(res.body.code, `${action}: ${res.body.msg}`).toBe(0);
      expect(await audits(), action).toBe(before + 1);
      const [row] = await ctx.db.select().from(auditLog).orderBy(auditLog.id).limit(1).offset(before);
      expect(row!.action.startsWith(action.split('.')[0]!), `${action} wrote ${row!.action}`).toBe(true);
      expect(row!.actorKind).toBe('operator');
    }
    const withIp = await api.get(consoleAccessPaths.auditList, { action: 'withdrawal.reject' }, { token: admin });
    expect(withIp.body.data.list[0]).toMatchObject({
      actor: 'admin',
      target: w2,
      ip: '198.51.100.7',
      before: { status: DwStatus.PROCESSING },
      after: { status: DwStatus.REJECTED },
    });
    const filtered = await api.get(consoleAccessPaths.auditList, { operator: 'checker9' }, { token: admin });
    expect(filtered.body.data.list.map((r: { action: string }) => r.action)).toEqual(['member.adjust']);
  });

  it('finds members, shows one with his money and agents, and freezes him out of his sessions', async () => {
    const m = await api.newMember('look');
    await api.credit(admin, m.account, '42');
    const found = await api.get(consoleMemberPaths.search, { q: m.account.slice(0, 6) }, { token: admin });
    expect(found.body.data.list).toContainEqual(expect.objectContaining({ account: m.account, balance: '42.000', status: 1 }));
    const service = await newOperator(ctx.app, 'service2', 'service');
    const detail = await api.get(consoleMemberPaths.detail.replace(':account', 'demo01'), {}, { token: service });
    expect(detail.body.data).toMatchObject({ account: 'demo01', agentChain: ['agent01'] });
    const mine = (await api.get(consoleMemberPaths.detail.replace(':account', m.account), {}, { token: admin })).body.data;
    expect(mine.ledger[0]).toMatchObject({ type: 'adjustment', amount: '42.000', balanceAfter: '42.000' });
    // Customer service reads but does not freeze.
    expect((await inject('POST', consoleMemberPaths.status.replace(':account', m.account), service)).statusCode).toBe(403);
    expectRefused((await api.post(consoleMemberPaths.status.replace(':account', m.account), { status: '2' }, { token: admin })).body, 'console.reasonRequired');
    const frozen = await api.post(consoleMemberPaths.status.replace(':account', m.account), { status: '2', reason: 'fraud check' }, { token: admin });
    expect(frozen.body.data).toEqual({ account: m.account, status: 2 });
    expect((await api.get(walletPaths.memberSummary, {}, { token: m.token })).res.statusCode).toBe(401);
    expectRefused((await api.get(consoleMemberPaths.detail.replace(':account', 'ghost99'), {}, { token: admin })).body, 'console.memberNotFound');
  });

});
