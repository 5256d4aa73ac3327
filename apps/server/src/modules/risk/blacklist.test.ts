/**
 * IP and device clusters and the blacklists (issue #16 "Risk"): accounts sharing an IP or a
 * device are listed; a blacklisted IP or device cannot sign in or register, a blacklisted card
 * receives no withdrawal (translated refusals); adding and removing are audited, and need
 * risk.review.
 */
import { beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { consoleRiskPaths, memberPaths, paths, walletPaths } from '@lotus/contracts';
import { auditLog, riskBlacklist } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { form, FORM } from '../../../test/harness.ts';
import { newOperator } from '../../../test/operators.ts';
import { client, expectRefused } from '../../../test/client.ts';

describeApp('risk clusters and blacklists', (ctx) => {
  let api: ReturnType<typeof client>;
  let risk: string;
  const audits = async (action: string) =>
    Number(
      (await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n,
    );

  beforeAll(async () => {
    api = client(ctx.app);
    risk = await newOperator(ctx.app, 'risk_b', 'risk');
  });

  it('lists IPs and devices shared by several accounts, most accounts first', async () => {
    const a = await api.newMember('clua');
    const b = await api.newMember('club');
    const c = await api.newMember('cluc');
    await api.login(a.account, a.password, { ip: '198.51.100.7', deviceId: 'dev-shared-1' });
    await api.login(b.account, b.password, { ip: '198.51.100.7', deviceId: 'dev-shared-1' });
    await api.login(c.account, c.password, { ip: '198.51.100.7' });
    await api.login(c.account, c.password, { ip: '198.51.100.8', deviceId: 'dev-own-c' });
    const ips = await api.get(consoleRiskPaths.clusters, { kind: 'ip', min: 3 }, { token: risk });
    expect(ips.body.code, ips.body.msg).toBe(0);
    // 127.0.0.1 (every test login) has more accounts; 198.51.100.7 has three.
    const shared = ips.body.data.list.find((r: { value: string }) => r.value === '198.51.100.7');
    expect(shared).toMatchObject({ kind: 'ip', accountCount: 3, blacklisted: false });
    expect(shared.accounts).toEqual([a.account, b.account, c.account].sort());
    expect(ips.body.data.list.some((r: { value: string }) => r.value === '198.51.100.8')).toBe(false);
    const devices = await api.get(
      consoleRiskPaths.clusters,
      { kind: 'device', min: 2, size: 10 },
      { token: risk },
    );
    expect(devices.body.data.list).toEqual([
      expect.objectContaining({ value: 'dev-shared-1', accountCount: 2 }),
    ]);
    expect(devices.body.data.total).toBe(1);
  });

  it('a blacklisted IP or device cannot sign in or register; removing it lets them; audited', async () => {
    const m = await api.newMember('blk');
    const add = await api.post(
      consoleRiskPaths.blacklist,
      { kind: 'ip', value: ' 203.0.113.9 ', note: 'cluster of bonus hunters' },
      { token: risk, ip: '192.0.2.1' },
    );
    expect(add.body.code, add.body.msg).toBe(0);
    expect(add.body.data).toMatchObject({ kind: 'ip', value: '203.0.113.9', createdBy: 'risk_b' });
    expectRefused(
      (await api.post(consoleRiskPaths.blacklist, { kind: 'ip', value: '203.0.113.9' }, { token: risk }))
        .body,
      'risk.blacklistExists',
    );
    expectRefused(
      (await api.post(consoleRiskPaths.blacklist, { kind: 'ip', value: 'not an ip' }, { token: risk })).body,
      'risk.blacklistInvalid',
    );
    const login = await api.post(
      paths.memberLogin,
      { account: m.account, password: m.password },
      { ip: '203.0.113.9' },
    );
    expectRefused(login.body, 'risk.blocked.ip');
    const vi = await ctx.app.inject({
      method: 'POST',
      url: paths.memberLogin,
      headers: { ...FORM, lang: 'vi' },
      payload: form({ account: m.account, password: m.password }),
      remoteAddress: '203.0.113.9',
    });
    expect(vi.json().msg).toBe('Địa chỉ IP của bạn bị hạn chế. Vui lòng liên hệ chăm sóc khách hàng.');
    const reg = await api.post(
      memberPaths.registerDirect,
      { account: 'blocked01', password: 'abc45678x', confirmPassword: 'abc45678x' },
      { ip: '203.0.113.9' },
    );
    expectRefused(reg.body, 'risk.blocked.ip');
    // Another IP signs in.
    await api.login(m.account, m.password, { ip: '203.0.113.10' });

    const dev = await api.post(
      consoleRiskPaths.blacklist,
      { kind: 'device', value: 'dev-banned-9' },
      { token: risk },
    );
    expect(dev.body.code, dev.body.msg).toBe(0);
    expectRefused(
      (
        await api.post(
          paths.memberLogin,
          { account: m.account, password: m.password, deviceId: 'dev-banned-9' },
          { ip: '203.0.113.10' },
        )
      ).body,
      'risk.blocked.device',
    );

    const list = await api.get(consoleRiskPaths.blacklist, { kind: 'ip' }, { token: risk });
    expect(list.body.data).toMatchObject({
      total: 1,
      // Who added it: the operator of the entry (its outer column, not operators' own created_by).
      list: [expect.objectContaining({ value: '203.0.113.9', note: 'cluster of bonus hunters', createdBy: 'risk_b' })],
    });
    const removed = await api.post(
      consoleRiskPaths.blacklistRemove.replace(':id', add.body.data.id),
      {},
      { token: risk },
    );
    expect(removed.body.code, removed.body.msg).toBe(0);
    expectRefused(
      (await api.post(consoleRiskPaths.blacklistRemove.replace(':id', add.body.data.id), {}, { token: risk }))
        .body,
      'risk.blacklistNotFound',
    );
    await api.login(m.account, m.password, { ip: '203.0.113.9' });
    expect(await audits('risk.blacklist.add')).toBe(2);
    expect(await audits('risk.blacklist.remove')).toBe(1);
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'risk.blacklist.add'))
      .orderBy(auditLog.id)
      .limit(1);
    expect(row).toMatchObject({ target: 'ip:203.0.113.9', ip: '192.0.2.1' });
  });

  it('a blacklisted card receives no withdrawal', async () => {
    const op = await api.operator();
    const m = await api.newMember('blkcard');
    const cardId = await api.readyToWithdraw(m.token);
    await api.credit(op, m.account, '5000');
    const add = await api.post(
      consoleRiskPaths.blacklist,
      { kind: 'card', value: '9704 0000 1111 2222' },
      { token: risk },
    );
    expect(add.body.data.value).toBe('9704000011112222');
    const refused = await api.post(
      walletPaths.withdraw,
      { amount: '1000', cardId, fundPwd: '654321ab' },
      { token: m.token },
    );
    expectRefused(refused.body, 'risk.blocked.card');
    await api.post(consoleRiskPaths.blacklistRemove.replace(':id', add.body.data.id), {}, { token: risk });
    const ok = await api.post(
      walletPaths.withdraw,
      { amount: '1000', cardId, fundPwd: '654321ab' },
      { token: m.token },
    );
    expect(ok.body.code, ok.body.msg).toBe(0);
  });

  it('refuses a member token and roles without risk.review, writing nothing', async () => {
    const m = await api.newMember('blkmem');
    const service = await newOperator(ctx.app, 'service_b', 'service');
    const before = Number((await ctx.db.select({ n: count() }).from(riskBlacklist))[0]!.n);
    for (const token of [m.token, service]) {
      for (const [method, url] of [
        ['GET', consoleRiskPaths.blacklist],
        ['POST', consoleRiskPaths.blacklist],
        ['POST', consoleRiskPaths.blacklistRemove.replace(':id', '1')],
        ['GET', consoleRiskPaths.clusters],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: { ...FORM, token },
          payload: method === 'POST' ? form({ kind: 'ip', value: '203.0.113.50' }) : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(Number((await ctx.db.select({ n: count() }).from(riskBlacklist))[0]!.n)).toBe(before);
  });
});
