import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  agentPaths,
  InviteStatus,
  memberPaths,
  ResultCode,
  walletPaths,
  type InviteView,
  type RebateScopeView,
  type TeamMemberView,
} from '@lotus/contracts';
import { members, platformConfig, prizeQuotas, settings } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { readState, rollupPass } from './rollup.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';

type Page<T> = { list: T[]; total: number };
const PW = 'qwe7913zx';

describeApp('agents and teams', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let agent: string;
  let member: string;
  const clock = ctx.clock;
  const idOf = async (account: string) => (await ctx.db.select().from(members).where(eq(members.account, account)))[0]!;
  const del = async (url: string, token: string) =>
    (await ctx.app.inject({ method: 'DELETE', url, headers: { token, lang: 'en' } })).json() as { code: number; msg: string; data: unknown };
  const register = (code: string, account: string) =>
    post(ctx.app, memberPaths.registerByCode.replace(':code', code), { account, password: PW, confirmPassword: PW });

  beforeAll(async () => {
    agent = await memberToken(ctx.app, DEMO.agent.account, DEMO.agent.password);
    member = await memberToken(ctx.app);
  });

  it('refuses a caller that is not an agent, on every call, with a clear message', async () => {
    const calls = [
      get(ctx.app, agentPaths.rebateScope, member),
      get(ctx.app, agentPaths.inviteList, member),
      get(ctx.app, agentPaths.teamMemberList, member),
      get(ctx.app, agentPaths.teamOrderList, member),
      get(ctx.app, agentPaths.teamTransList, member),
      get(ctx.app, agentPaths.teamSummary, member),
      get(ctx.app, agentPaths.quotaList, member),
      post(ctx.app, agentPaths.createSubordinate, { account: 'child0001', password: PW, type: 1, group: 1900 }, member),
      post(ctx.app, agentPaths.inviteCreate, { type: 1, group: 1900, validDays: 1 }, member),
      post(ctx.app, agentPaths.rebateUpdate, { memberId: '1', group: 1900 }, member),
      del(agentPaths.inviteDelete.replace(':id', '1'), member),
    ];
    for (const res of await Promise.all(calls)) expect(res).toMatchObject({ code: ResultCode.REJECTED, msg: 'This is for agents only' });
  });

  it('tells the agent what he may give: the platform range up to his group, quota groups marked', async () => {
    const res = await get<RebateScopeView>(ctx.app, agentPaths.rebateScope, agent);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ own: 1960, min: 1800, max: 1960, step: 2, quotaAbove: 1950, quotas: [], inviteAllowed: true, teamOrder: true });
    expect(res.data.options).toHaveLength(81);
    // 10:00:30 UTC is 17:00:30 on the platform's day (UTC+7 by default).
    expect(res.data.today).toBe('2026-11-21');
    expect(res.data.options[0]).toEqual({ group: 1960, rebate: '13.0', needsQuota: true });
    expect(res.data.options.find((o) => o.group === 1950)).toEqual({ group: 1950, rebate: '12.5', needsQuota: false });
  });

  it('creates subordinates within the rules; quota is debited in the same transaction', async () => {
    const create = (token: string, account: string, type: number, group: number) =>
      post<{ memberId: string }>(ctx.app, agentPaths.createSubordinate, { account, password: PW, type, group }, token);
    const sub = await create(agent, 'subagent01', 2, 1940);
    expect(sub).toMatchObject({ code: 0, msg: 'Subordinate account created', data: { account: 'subagent01', type: 2, group: 1940 } });
    const row = await idOf('subagent01');
    const top = await idOf(DEMO.agent.account);
    expect(row).toMatchObject({ parentId: top.id, memberType: 2, prizeGroup: 1940, depth: 1, path: `${top.path}${row.id}/` });
    const subToken = await memberToken(ctx.app, 'subagent01', PW);
    expect((await create(subToken, 'grandkid01', 1, 1942)).msg).toBe('The prize group cannot be above the parent’s');
    expect((await create(subToken, 'grandkid01', 1, 1931)).msg).toBe('Invalid prize group');
    expect((await create(subToken, 'grandkid01', 1, 1798)).msg).toBe('Invalid prize group');
    expect((await create(subToken, 'grandkid01', 1, 1930)).code).toBe(0);
    expect((await create(subToken, 'grandkid01', 1, 1930)).msg).toBe('This account is already registered');
    const weak = await post(ctx.app, agentPaths.createSubordinate, { account: 'weak000001', password: 'abc12345', type: 1, group: 1900 }, agent);
    expect(weak.msg).toBe('The Password Is Weak, Please Try Again.');
    // Quota: groups above 1950 need one, handed down by the parent.
    expect((await create(agent, 'quota00001', 1, 1952)).msg).toBe('Not enough quota for prize group 1952');
    await ctx.db.insert(prizeQuotas).values({ memberId: top.id, prizeGroup: 1952, remaining: 1 });
    expect((await create(agent, 'quota00001', 1, 1952)).code).toBe(0);
    expect((await create(agent, 'quota00002', 1, 1952)).msg).toBe('Not enough quota for prize group 1952');
    const scope = await get<RebateScopeView>(ctx.app, agentPaths.rebateScope, agent);
    expect(scope.data.quotas).toEqual([{ group: 1952, remaining: 0 }]);
  });

  it('bounds the depth of a chain (setting agentMaxDepth)', async () => {
    await ctx.db.insert(settings).values({ key: 'agentMaxDepth', value: '1' });
    const subToken = await memberToken(ctx.app, 'subagent01', PW);
    const res = await post(ctx.app, agentPaths.createSubordinate, { account: 'toodeep01', password: PW, type: 1, group: 1900 }, subToken);
    expect(res.msg).toBe('The team has reached its maximum depth (1)');
    await ctx.db.delete(settings).where(eq(settings.key, 'agentMaxDepth'));
  });

  it('raises a direct subordinate’s group only upward, up to the parent’s own; never outside the team', async () => {
    const demo = await idOf(DEMO.member.account);
    const sub = await idOf('subagent01');
    const grandkid = await idOf('grandkid01');
    const raise = (token: string, id: bigint, group: number) => post(ctx.app, agentPaths.rebateUpdate, { memberId: id.toString(), group }, token);
    expect((await raise(agent, sub.id, 1946)).code).toBe(0);
    expect((await idOf('subagent01')).prizeGroup).toBe(1946);
    expect((await raise(agent, sub.id, 1946)).msg).toBe('A subordinate’s prize group can only be raised');
    expect((await raise(agent, sub.id, 1900)).msg).toBe('A subordinate’s prize group can only be raised');
    expect((await raise(agent, sub.id, 1952)).msg).toBe('Not enough quota for prize group 1952');
    const subToken = await memberToken(ctx.app, 'subagent01', PW);
    expect((await raise(subToken, grandkid.id, 1948)).msg).toBe('The prize group cannot be above the parent’s');
    expect((await raise(subToken, demo.id, 1952)).msg).toBe('This member is not in your team');
    // Only the parent raises: the top agent is not grandkid's parent.
    expect((await raise(agent, grandkid.id, 1932)).msg).toBe('This member is not in your team');
    expect((await raise(subToken, grandkid.id, 1932)).code).toBe(0);
  });

  it('lists the team, direct or all, with account search, paged; nobody outside it', async () => {
    const all = await get<Page<TeamMemberView>>(ctx.app, `${agentPaths.teamMemberList}?direct=0&size=100`, agent);
    expect(all.data.list.map((m) => m.account).sort()).toEqual(['demo01', 'grandkid01', 'quota00001', 'subagent01']);
    const direct = await get<Page<TeamMemberView>>(ctx.app, `${agentPaths.teamMemberList}?direct=1`, agent);
    expect(direct.data.total).toBe(3);
    const found = await get<Page<TeamMemberView>>(ctx.app, `${agentPaths.teamMemberList}?account=GRANDKID01`, agent);
    expect(found.data.list).toEqual([
      expect.objectContaining({ account: 'grandkid01', level: 2, parentAccount: 'subagent01', group: 1932, balance: '0.000', online: false, teamSize: 0 }),
    ]);
    const paged = await get<Page<TeamMemberView>>(ctx.app, `${agentPaths.teamMemberList}?size=1&page=2`, agent);
    expect(paged.data).toMatchObject({ total: 4, list: [expect.any(Object)] });
    const online = all.data.list.find((m) => m.account === 'demo01')!;
    expect(online).toMatchObject({ online: true, type: 1, level: 1, teamSize: 0 });
    expect(all.data.list.find((m) => m.account === 'subagent01')!.teamSize).toBe(1);
    const subToken = await memberToken(ctx.app, 'subagent01', PW);
    const mine = await get<Page<TeamMemberView>>(ctx.app, agentPaths.teamMemberList, subToken);
    expect(mine.data.list.map((m) => m.account)).toEqual(['grandkid01']);
    // member/summary of one subordinate: the agent's own team only.
    const demo = await idOf(DEMO.member.account);
    expect((await get(ctx.app, `${walletPaths.memberSummary}?memberId=${demo.id}`, agent)).code).toBe(0);
    expect((await get(ctx.app, `${walletPaths.memberSummary}?memberId=${demo.id}`, subToken)).msg).toBe('This member is not in your team');
    expect((await get(ctx.app, `${walletPaths.memberSummary}?memberId=abc`, subToken)).msg).toBe('Invalid input: memberId'); // not an id at all: invalid data, as every id field (#26)
  });

  it('creates, lists and deletes invitation links; registration through one takes its type and group', async () => {
    const res = await post<InviteView>(ctx.app, agentPaths.inviteCreate, { type: 2, group: 1930, validDays: 1, memo: 'zalo group' }, agent);
    expect(res).toMatchObject({ code: 0, msg: 'Invitation link created', data: { type: 2, group: 1930, validDays: 1, memo: 'zalo group', status: InviteStatus.ACTIVE } });
    const link = res.data;
    expect(link.code).toMatch(/^[a-z2-9]{8}$/);
    expect(link.url).toBe(`/web/reg/${link.code}`);
    expect(Date.parse(link.expiresAt!) - clock.now().getTime()).toBe(86_400_000);
    const custom = await post<InviteView>(ctx.app, agentPaths.inviteCreate, { type: 1, group: 1900, validDays: 0, code: 'Summer2026' }, agent);
    expect(custom.data).toMatchObject({ code: 'Summer2026', expiresAt: null });
    expect((await post(ctx.app, agentPaths.inviteCreate, { type: 1, group: 1900, validDays: 0, code: 'summer2026' }, agent)).msg).toBe('This invitation code is already taken');
    expect((await post(ctx.app, agentPaths.inviteCreate, { type: 1, group: 1900, validDays: 0, code: 'lotus01x' }, agent)).code).toBe(0);
    expect((await post(ctx.app, agentPaths.inviteCreate, { type: 1, group: 1900, validDays: 7 }, agent)).msg).toBe('Validity must be 1, 5, 10 or 30 days, or permanent');
    expect((await post(ctx.app, agentPaths.inviteCreate, { type: 1, group: 1952, validDays: 1 }, agent)).msg).toBe('An invitation link cannot carry a quota prize group');
    expect((await post(ctx.app, agentPaths.inviteCreate, { type: 1, group: 1962, validDays: 1 }, agent)).code).toBe(ResultCode.VALIDATION);

    // A visit, then a registration: the new account is an agent at 1930 under agent01.
    const info = await get<{ valid: boolean; type: number }>(ctx.app, agentPaths.inviteInfo.replace(':code', link.code));
    expect(info.data).toMatchObject({ valid: true, type: 2 });
    expect((await register(link.code, 'linked0001')).code).toBe(0);
    const linked = await idOf('linked0001');
    expect(linked).toMatchObject({ memberType: 2, prizeGroup: 1930, parentId: (await idOf(DEMO.agent.account)).id });
    const list = await get<Page<InviteView>>(ctx.app, agentPaths.inviteList, agent);
    expect(list.data.list.find((l) => l.id === link.id)).toMatchObject({ visits: 1, registrations: 1 });

    // Deleted: no new sign-ups; someone else's link cannot be deleted.
    const subToken = await memberToken(ctx.app, 'subagent01', PW);
    expect((await del(agentPaths.inviteDelete.replace(':id', custom.data.id), subToken)).msg).toBe('Invitation link not found');
    expect((await del(agentPaths.inviteDelete.replace(':id', custom.data.id), agent)).code).toBe(0);
    expect((await del(agentPaths.inviteDelete.replace(':id', custom.data.id), agent)).msg).toBe('Invitation link not found');
    expect((await register('Summer2026', 'late000001')).msg).toBe('The invitation link has expired or was deleted');
    // Expired after its day.
    clock.advance(86_400_000 + 1000);
    agent = await memberToken(ctx.app, DEMO.agent.account, DEMO.agent.password);
    expect((await register(link.code, 'late000002')).msg).toBe('The invitation link has expired or was deleted');
    const after = await get<Page<InviteView>>(ctx.app, agentPaths.inviteList, agent);
    expect(after.data.list.find((l) => l.id === link.id)!.status).toBe(InviteStatus.EXPIRED);
    expect(after.data.list.some((l) => l.id === custom.data.id)).toBe(false);
  });

  it('honours the platform flags: inviteAllowed off refuses links, teamOrder off refuses team records', async () => {
    // The host's own rows override the default site's.
    await ctx.db.insert(platformConfig).values(['inviteAllowed', 'teamOrder'].map((key) => ({ host: 'localhost', key, value: '1' })));
    expect((await post(ctx.app, agentPaths.inviteCreate, { type: 1, group: 1900, validDays: 1 }, agent)).msg).toBe(
      'Registration by invitation is closed',
    );
    expect((await get(ctx.app, agentPaths.teamOrderList, agent)).msg).toBe('Team records are not available');
    expect((await get(ctx.app, agentPaths.teamTransList, agent)).msg).toBe('Team records are not available');
    await ctx.db.delete(platformConfig).where(eq(platformConfig.host, 'localhost'));
    const res = await get(ctx.app, agentPaths.teamOrderList, agent);
    expect(res, res.msg).toMatchObject({ code: 0 });
  });

  it('lists direct subordinate agents with their quotas; quota handed down and taken back shows in the list', async () => {
    const top = await idOf(DEMO.agent.account);
    await ctx.db.insert(prizeQuotas).values({ memberId: top.id, prizeGroup: 1956, remaining: 6 }).onConflictDoNothing();
    expect((await post(ctx.app, agentPaths.createSubordinate, { account: 'quotaagent1', password: PW, type: 2, group: 1956 }, agent)).code).toBe(0);
    const sub = await idOf('quotaagent1');
    type Row = { memberId: string; account: string; group: number; quotas: { group: number; remaining: number }[] };
    const list = async (query = '') => (await get<Page<Row>>(ctx.app, `${agentPaths.quotaList}${query}`, agent)).data;
    const before = await list();
    // Agents only (not demo01, a member), direct only (not grandkid01).
    expect(before.list.map((r) => r.account).sort()).toEqual(['linked0001', 'quotaagent1', 'subagent01']);
    expect(before.list.find((r) => r.account === 'quotaagent1')).toEqual({ memberId: sub.id.toString(), account: 'quotaagent1', group: 1956, quotas: [] });
    expect((await post(ctx.app, agentPaths.quotaGive, { memberId: sub.id.toString(), group: 1956, count: 3 }, agent)).code).toBe(0);
    expect((await list('?account=QUOTAAGENT1')).list).toEqual([expect.objectContaining({ quotas: [{ group: 1956, remaining: 3 }] })]);
    expect((await post(ctx.app, agentPaths.quotaRevoke, { memberId: sub.id.toString(), group: 1956, count: 2 }, agent)).code).toBe(0);
    expect((await list('?account=quotaagent1')).list[0]!.quotas).toEqual([{ group: 1956, remaining: 1 }]);
    const scope = await get<RebateScopeView>(ctx.app, agentPaths.rebateScope, agent);
    expect(scope.data.quotas.find((q) => q.group === 1956)).toEqual({ group: 1956, remaining: 4 });
    // Paged and bounded; a bad count is a translated refusal, not a 5xx.
    expect((await list('?size=1&page=2')).list).toHaveLength(1);
    expect((await list('?size=1')).total).toBe(3);
    const bad = await post(ctx.app, agentPaths.quotaGive, { memberId: sub.id.toString(), group: 1956, count: 0 }, agent);
    expect(bad).toMatchObject({ code: ResultCode.VALIDATION, msg: 'The quota count must be 1 to 10000' });
  });

  it('team/memberList counts from the rollup equal the counts over the subtree, before and after a pass and with members after its watermark', async () => {
    const lists = async () =>
      Promise.all(
        ['?direct=0&size=100', '?direct=1&size=100', '?direct=0&size=2&page=2', '?direct=1&size=1'].map(async (q) => {
          const res = await get<Page<TeamMemberView>>(ctx.app, `${agentPaths.teamMemberList}${q}`, agent);
          return { total: res.data.total, sizes: res.data.list.map((m) => [m.account, m.teamSize]) };
        }),
      );
    const counted = await lists();
    expect(counted[0]!.total).toBeGreaterThan(4);
    await rollupPass(ctx.db);
    expect((await readState(ctx.db))?.xact).toBeGreaterThan(0n);
    expect(await lists()).toEqual(counted);
    // A new member after the pass: the rollup's sums plus the members past its watermark.
    const sub = (await idOf('quotaagent1')).id;
    const subToken = await memberToken(ctx.app, 'quotaagent1', PW);
    expect((await post(ctx.app, agentPaths.createSubordinate, { account: 'tailmember1', password: PW, type: 1, group: 1900 }, subToken)).code).toBe(0);
    const after = await lists();
    expect(after[0]!.total).toBe(counted[0]!.total + 1);
    expect(after[1]!.total).toBe(counted[1]!.total);
    expect(after[0]!.sizes.find(([a]) => a === 'quotaagent1')).toEqual(['quotaagent1', 1]);
    expect(sub).toBeGreaterThan(0n);
  });

  it("lists the agent's seeded code among his links, and no code gives a group he may not give (#27 M6)", async () => {
    agent = await memberToken(ctx.app, DEMO.agent.account, DEMO.agent.password);
    const links = (await get<Page<InviteView>>(ctx.app, `${agentPaths.inviteList}?size=100`, agent)).data.list;
    const seeded = links.find((l) => l.code === DEMO.agent.inviteCode);
    // agent01 is at 1960; groups above 1950 are quota groups, opened by hand only.
    expect(seeded).toMatchObject({ type: 1, group: 1950, rebate: '12.5', validDays: 0, expiresAt: null, status: InviteStatus.ACTIVE, url: `/web/reg/${DEMO.agent.inviteCode}` });
    const info = await get<{ inviteCode: string | null }>(ctx.app, memberPaths.memberInfo, agent);
    expect(info.data.inviteCode).toBe(DEMO.agent.inviteCode);
    const top = await idOf(DEMO.agent.account);
    expect((await register(DEMO.agent.inviteCode, 'seeded0001')).code).toBe(0);
    expect(await idOf('seeded0001')).toMatchObject({ memberType: 1, prizeGroup: 1950, parentId: top.id });
    const counted = (await get<Page<InviteView>>(ctx.app, `${agentPaths.inviteList}?size=100`, agent)).data.list.find((l) => l.code === DEMO.agent.inviteCode);
    expect(counted).toMatchObject({ registrations: 1 });
    // The quota line moves down: a link made before gives no group above it now.
    await ctx.db.insert(settings).values({ key: 'agentQuotaAbove', value: '1941' }).onConflictDoUpdate({ target: settings.key, set: { value: '1941' } });
    expect((await register(DEMO.agent.inviteCode, 'seeded0002')).code).toBe(0);
    expect((await idOf('seeded0002')).prizeGroup).toBe(1940);
    await ctx.db.delete(settings).where(eq(settings.key, 'agentQuotaAbove'));
    // The agent's group lowered below his link's: the link gives at most his group.
    await ctx.db.update(members).set({ prizeGroup: 1920 }).where(eq(members.id, top.id));
    expect((await register(DEMO.agent.inviteCode, 'seeded0003')).code).toBe(0);
    expect((await idOf('seeded0003')).prizeGroup).toBe(1920);
    await ctx.db.update(members).set({ prizeGroup: 1960 }).where(eq(members.id, top.id));
  });
});
