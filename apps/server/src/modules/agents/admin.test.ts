import { beforeAll, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  agentPaths,
  consoleAccessPaths,
  consoleAgentPaths,
  memberPaths,
  MemberType,
  ResultCode,
  type ConsoleAgentDetail,
  type ConsoleAgentRow,
} from '@lotus/contracts';
import { translate } from '@lotus/i18n';
import { auditLog, inviteLinks, members, prizeQuotas, wallets } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { newOperator } from '../../../test/operators.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { client, expectRefused } from '../../../test/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { teamSizeOf } from './admin.ts';

type Page<T> = { list: T[]; total: number; page: number; size: number };

describeApp('console agents', { clock: () => testClock('2026-11-24T08:00:00Z') }, (ctx) => {
  let api: ReturnType<typeof client>;
  let admin: string;
  const url = (template: string, account: string) => template.replace(':account', account);
  const row = async (account: string) =>
    (await ctx.db.select().from(members).where(eq(members.account, account)))[0];
  /** Rows of the tables these calls write: a refused call leaves them all as they were. */
  const snapshot = async () => {
    const n = async (table: typeof members | typeof auditLog | typeof prizeQuotas) =>
      Number((await ctx.db.select({ n: count() }).from(table))[0]!.n);
    const types = await ctx.db
      .select({ a: members.account, t: members.memberType })
      .from(members)
      .orderBy(members.id);
    const quotas = await ctx.db
      .select()
      .from(prizeQuotas)
      .orderBy(prizeQuotas.memberId, prizeQuotas.prizeGroup);
    return { members: await n(members), audits: await n(auditLog), types, quotas };
  };
  const audits = (action: string, target: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    api = client(ctx.app);
    admin = await api.operator();
  });

  it('creates a top agent: an agent without parent, at a group on the platform grid, audited; he can open accounts', async () => {
    const created = await api.post(
      consoleAgentPaths.create,
      { account: 'topagent01', password: 'qwe7913zx', group: 1956 },
      { token: admin },
    );
    expect(created.body.code, created.body.msg).toBe(0);
    expect(created.body.data).toMatchObject({
      account: 'topagent01',
      parentAccount: null,
      depth: 0,
      group: 1956,
      rebate: '12.8',
      teamSize: 0,
      direct: 0,
      quotas: [],
      quotaAbove: 1950,
    });
    const m = (await row('topagent01'))!;
    expect(m).toMatchObject({
      memberType: MemberType.AGENT,
      parentId: null,
      depth: 0,
      path: `/${m.id}/`,
      prizeGroup: 1956,
    });
    expect(await ctx.db.select().from(wallets).where(eq(wallets.memberId, m.id))).toHaveLength(1);
    expect(await audits('agent.create', 'topagent01')).toEqual([
      expect.objectContaining({
        actorKind: 'operator',
        after: { type: MemberType.AGENT, group: 1956, parent: null },
      }),
    ]);
    // He is an agent to the member API: he opens a subordinate at or below his group.
    const token = await api.login('topagent01', 'qwe7913zx');
    const sub = await api.post(
      agentPaths.createSubordinate,
      { account: 'topsub01', password: 'qwe7913zx', type: 2, group: 1950 },
      { token },
    );
    expect(sub.body.code, sub.body.msg).toBe(0);
  });

  it('refuses a top agent off the grid, outside the range, with a taken account or a weak password, writing nothing', async () => {
    const before = await snapshot();
    const create = (values: Record<string, string | number>) =>
      api.post(
        consoleAgentPaths.create,
        { account: 'topagent02', password: 'qwe7913zx', group: 1950, ...values },
        { token: admin },
      );
    const range = { min: 1800, max: 1960, step: 2 };
    expectRefused((await create({ group: 1957 })).body, 'agent.groupOutOfRange', range);
    expectRefused((await create({ group: 1798 })).body, 'agent.groupOutOfRange', range);
    expectRefused((await create({ group: 1990 })).body, 'agent.groupInvalid');
    expectRefused((await create({ account: DEMO.agent.account.toUpperCase() })).body, 'member.accountTaken');
    expectRefused((await create({ password: 'abc12345' })).body, 'member.passwordWeak');
    expectRefused((await create({ account: 'x' })).body, 'member.accountInvalid');
    // Refusals are in the operator's language.
    const zh = await api.post(
      consoleAgentPaths.create,
      { account: 'topagent02', password: 'qwe7913zx', group: 1957 },
      { token: admin, lang: 'zh' },
    );
    expect(zh.body.msg).toBe(translate('zh', 'agent.groupOutOfRange', range));
    expect(await snapshot()).toEqual(before);
  });

  it('converts a member to an agent (top agent without parent) and back only while no one is below him', async () => {
    const plain = await api.newMember('conv');
    const toAgent = await api.post(
      url(consoleAgentPaths.convert, plain.account),
      { type: 2, reason: 'signed agent contract' },
      { token: admin },
    );
    expect(toAgent.body.data).toEqual({ account: plain.account, type: MemberType.AGENT, topAgent: true });
    expect((await api.get(agentPaths.rebateScope, {}, { token: plain.token })).body.code).toBe(0);
    expect(await audits('agent.convert', plain.account)).toEqual([
      expect.objectContaining({
        before: { type: 1 },
        after: { type: 2 },
        detail: { topAgent: true, reason: 'signed agent contract' },
      }),
    ]);
    // A member below an agent becomes an agent of that chain, not a top agent.
    expect(
      (await api.post(url(consoleAgentPaths.convert, DEMO.member.account), { type: 2 }, { token: admin }))
        .body.data,
    ).toEqual({
      account: DEMO.member.account,
      type: 2,
      topAgent: false,
    });

    // With a subordinate he cannot go back: refused, translated, nothing changed.
    const sub = await api.post(
      agentPaths.createSubordinate,
      { account: 'convsub01', password: 'qwe7913zx', type: 1, group: 1900 },
      { token: plain.token },
    );
    expect(sub.body.code, sub.body.msg).toBe(0);
    const before = await snapshot();
    expectRefused(
      (await api.post(url(consoleAgentPaths.convert, plain.account), { type: 1 }, { token: admin })).body,
      'agent.hasTeam',
      { count: 1 },
    );
    const vi = await api.post(
      url(consoleAgentPaths.convert, plain.account),
      { type: 1 },
      { token: admin, lang: 'vi' },
    );
    expect(vi.body.msg).toBe(translate('vi', 'agent.hasTeam', { count: 1 }));
    expectRefused(
      (await api.post(url(consoleAgentPaths.convert, plain.account), { type: 2 }, { token: admin })).body,
      'ops.noChange',
    );
    expectRefused(
      (await api.post(url(consoleAgentPaths.convert, plain.account), { type: 3 }, { token: admin })).body,
      'agent.typeInvalid',
    );
    expectRefused(
      (await api.post(url(consoleAgentPaths.convert, 'ghost0001'), { type: 2 }, { token: admin })).body,
      'console.memberNotFound',
    );
    expect(await snapshot()).toEqual(before);

    // An agent with no one below him becomes a member; agent calls then refuse him.
    const back = await api.post(
      url(consoleAgentPaths.convert, DEMO.member.account),
      { type: 1 },
      { token: admin },
    );
    expect(back.body.data).toEqual({ account: DEMO.member.account, type: 1, topAgent: false });
    expect((await row(DEMO.member.account))!.memberType).toBe(MemberType.MEMBER);
    const demoToken = await api.login(DEMO.member.account, DEMO.member.password);
    expectRefused((await api.get(agentPaths.rebateScope, {}, { token: demoToken })).body, 'agent.notAgent');
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  if (ctx.target === 'postgres')
    it('never leaves a subordinate below a member: an account opened while the agent is converted waits, then is refused', async () => {
      const boss = await api.newMember('race');
      expect(
        (await api.post(url(consoleAgentPaths.convert, boss.account), { type: 2 }, { token: admin })).body
          .code,
      ).toBe(0);
      const bossId = (await row(boss.account))!.id;
      let opening: ReturnType<typeof api.post> | undefined;
      // The conversion's lock (FOR UPDATE) is held while the agent opens an account; then he becomes a member.
      await ctx.db.transaction(async (tx) => {
        await tx.select().from(members).where(eq(members.id, bossId)).for('update');
        opening = api.post(
          agentPaths.createSubordinate,
          { account: 'racesub01', password: 'qwe7913zx', type: 1, group: 1900 },
          { token: boss.token },
        );
        await new Promise((r) => setTimeout(r, 300));
        await tx.update(members).set({ memberType: MemberType.MEMBER }).where(eq(members.id, bossId));
      });
      expectRefused((await opening!).body, 'agent.notAgent');
      expect(await row('racesub01')).toBeUndefined();
    });

  it('grants quota of high groups to top agents only, audited, and the top agent hands it down', async () => {
    const grant = (account: string, values: Record<string, string | number>, lang = 'en') =>
      api.post(url(consoleAgentPaths.quota, account), values, { token: admin, lang });
    const first = await grant('topagent01', { group: 1954, count: 3 });
    expect(first.body.data).toEqual({ account: 'topagent01', group: 1954, remaining: 3 });
    const second = await grant('topagent01', { group: 1954, count: 2, reason: 'Q4 target' });
    expect(second.body.data).toEqual({ account: 'topagent01', group: 1954, remaining: 5 });
    expect((await audits('agent.quota', 'topagent01')).map((a) => [a.before, a.after, a.detail])).toEqual([
      [{ group: 1954, remaining: 0 }, { group: 1954, remaining: 3 }, { count: 3 }],
      [
        { group: 1954, remaining: 3 },
        { group: 1954, remaining: 5 },
        { count: 2, reason: 'Q4 target' },
      ],
    ]);

    const before = await snapshot();
    expectRefused((await grant('topsub01', { group: 1952, count: 1 })).body, 'agent.quotaTopOnly');
    // Not a quota group, above his own group, off the grid.
    for (const group of [1950, 1958, 1953])
      expectRefused((await grant('topagent01', { group, count: 1 })).body, 'agent.quotaGroupInvalid', {
        above: 1950,
        group: 1956,
      });
    expectRefused((await grant('topagent01', { group: 1954, count: 0 })).body, 'agent.quotaCountInvalid');
    expectRefused((await grant('convsub01', { group: 1952, count: 1 })).body, 'agent.notAgentAccount');
    expectRefused((await grant('ghost0001', { group: 1952, count: 1 })).body, 'console.memberNotFound');
    expect((await grant('topsub01', { group: 1952, count: 1 }, 'id')).body.msg).toBe(
      translate('id', 'agent.quotaTopOnly'),
    );
    expect(await snapshot()).toEqual(before);

    // The quota is his to hand down (agent/quota/give, the member side).
    const token = await api.login('topagent01', 'qwe7913zx');
    const subId = (await row('topsub01'))!.id.toString();
    await api.post(agentPaths.rebateUpdate, { memberId: subId, group: 1954 }, { token });
    const given = await api.post(agentPaths.quotaGive, { memberId: subId, group: 1954, count: 2 }, { token });
    expect(given.body.code, given.body.msg).toBe(0);
    const detail = await api.get(url(consoleAgentPaths.detail, 'topagent01'), {}, { token: admin });
    // One quota went on raising topsub01 into 1954, two were handed down.
    expect((detail.body.data as ConsoleAgentDetail).quotas).toEqual([{ group: 1954, remaining: 2 }]);
  });

  it('lists agents with their team size over every level and their quotas, paged and filtered', async () => {
    // topagent01 → topsub01 (agent) → two members below topsub01.
    const subToken = await api.login('topsub01', 'qwe7913zx');
    for (const account of ['topleaf01', 'topleaf02']) {
      const r = await api.post(
        agentPaths.createSubordinate,
        { account, password: 'qwe7913zx', type: 1, group: 1900 },
        { token: subToken },
      );
      expect(r.body.code, r.body.msg).toBe(0);
    }
    const all = (await api.get(consoleAgentPaths.list, { size: 100 }, { token: admin })).body
      .data as Page<ConsoleAgentRow>;
    const byAccount = new Map(all.list.map((a) => [a.account, a]));
    expect(byAccount.get('topagent01')).toMatchObject({
      parentAccount: null,
      depth: 0,
      teamSize: 3,
      quotas: [{ group: 1954, remaining: 2 }],
    });
    expect(byAccount.get('topsub01')).toMatchObject({
      parentAccount: 'topagent01',
      depth: 1,
      teamSize: 2,
      quotas: [{ group: 1954, remaining: 2 }],
    });
    expect(byAccount.get(DEMO.agent.account)).toMatchObject({ teamSize: 1 });
    expect(all.list.every((a) => a.account !== 'topleaf01')).toBe(true);
    // Brute force over the tree: each team size is the count of members whose chain passes him.
    for (const a of all.list) {
      const [{ n }] = rowsOf<{ n: number }>(
        await ctx.db.execute(
          sql`select count(*)::int as n from members where ${BigInt(a.memberId)} = any (string_to_array(trim(both '/' from path), '/')::bigint[]) and id <> ${BigInt(a.memberId)}`,
        ),
      ) as [{ n: number }];
      expect(a.teamSize, a.account).toBe(Number(n));
    }
    const tops = (await api.get(consoleAgentPaths.list, { top: 1, q: 'topa' }, { token: admin })).body
      .data as Page<ConsoleAgentRow>;
    expect(tops.list.map((a) => a.account)).toEqual(['topagent01']);
    const paged = (await api.get(consoleAgentPaths.list, { size: 1, page: 2 }, { token: admin })).body
      .data as Page<ConsoleAgentRow>;
    expect(paged).toMatchObject({ total: all.total, page: 2, size: 1 });
    expect(paged.list).toEqual([all.list[1]]);
    expect((await api.get(consoleAgentPaths.list, { size: 101 }, { token: admin })).res.statusCode).toBe(400);
    const detail = (await api.get(url(consoleAgentPaths.detail, 'topagent01'), {}, { token: admin })).body
      .data as ConsoleAgentDetail;
    expect(detail).toMatchObject({
      teamSize: 3,
      direct: 1,
      agents: 1,
      groupMin: 1800,
      groupMax: 1960,
      groupStep: 2,
    });
    expectRefused(
      (await api.get(url(consoleAgentPaths.detail, 'topleaf01'), {}, { token: admin })).body,
      'agent.notAgentAccount',
    );
  });

  it('counts a team with an index range on members.path, not a scan with a per-row pattern', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(
        await tx.execute(
          sql`explain select m.id, ${teamSizeOf(sql`m.path`)} from members m where m.member_type = 2`,
        ),
      )
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toMatch(/members_path_idx/);
    expect(plan).toMatch(/Index Cond: \(\(path ~>~ m\.path\) AND \(path ~<~/);
  });

  it('takes unused quota back: the operator from a top agent (audited) and a parent agent from a direct subordinate agent, never below what is used', async () => {
    // topagent01 has 1954 × 2 left (one used on raising topsub01, two handed to topsub01).
    const revoke = (account: string, values: Record<string, string | number>, lang = 'en') =>
      api.post(url(consoleAgentPaths.quotaRevoke, account), values, { token: admin, lang });
    const before = await snapshot();
    expectRefused((await revoke('topagent01', { group: 1954, count: 3 })).body, 'agent.quotaRevokeShort', { group: 1954, remaining: 2 });
    expectRefused((await revoke('topagent01', { group: 1952, count: 1 })).body, 'agent.quotaRevokeShort', { group: 1952, remaining: 0 });
    expectRefused((await revoke('topsub01', { group: 1954, count: 1 })).body, 'agent.quotaTopOnly');
    expectRefused((await revoke('topleaf01', { group: 1954, count: 1 })).body, 'agent.notAgentAccount');
    expectRefused((await revoke('topagent01', { group: 1954, count: 0 })).body, 'agent.quotaCountInvalid');
    expect((await revoke('topagent01', { group: 1954, count: 3 }, 'zh')).body.msg).toBe(translate('zh', 'agent.quotaRevokeShort', { group: 1954, remaining: 2 }));
    expect(await snapshot()).toEqual(before);
    const taken = await revoke('topagent01', { group: 1954, count: 1, reason: 'target missed' });
    expect(taken.body.data).toEqual({ account: 'topagent01', group: 1954, remaining: 1 });
    expect((await audits('agent.quotaRevoke', 'topagent01')).map((a) => [a.before, a.after, a.detail])).toEqual([
      [{ group: 1954, remaining: 2 }, { group: 1954, remaining: 1 }, { count: 1, reason: 'target missed' }],
    ]);

    // The parent agent takes back from his direct subordinate agent what that one has not used.
    const token = await api.login('topagent01', 'qwe7913zx');
    const subId = (await row('topsub01'))!.id.toString();
    const back = (values: Record<string, string | number>, tk = token) => api.post(agentPaths.quotaRevoke, { memberId: subId, ...values }, { token: tk });
    expectRefused((await back({ group: 1954, count: 3 })).body, 'agent.quotaRevokeShort', { group: 1954, remaining: 2 });
    const ok = await back({ group: 1954, count: 2 });
    expect(ok.body.data).toEqual({ memberId: subId, group: 1954, count: 2, remaining: 0 });
    const quotas = async (account: string) =>
      ((await api.get(url(consoleAgentPaths.detail, account), {}, { token: admin })).body.data as ConsoleAgentDetail).quotas;
    expect(await quotas('topsub01')).toEqual([{ group: 1954, remaining: 0 }]);
    expect(await quotas('topagent01')).toEqual([{ group: 1954, remaining: 3 }]);
    expectRefused((await back({ group: 1954, count: 1 })).body, 'agent.quotaRevokeShort', { group: 1954, remaining: 0 });
    // Not a quota group; a member (not an agent) below; someone outside his team; a caller who is not an agent.
    expectRefused((await back({ group: 1950, count: 1 })).body, 'agent.groupInvalid');
    const leaf = (await row('topleaf01'))!.id.toString();
    const subToken = await api.login('topsub01', 'qwe7913zx');
    expectRefused((await api.post(agentPaths.quotaRevoke, { memberId: leaf, group: 1954, count: 1 }, { token: subToken })).body, 'agent.quotaNeedsAgent');
    expectRefused((await api.post(agentPaths.quotaRevoke, { memberId: leaf, group: 1954, count: 1 }, { token })).body, 'agent.notInTeam');
    const demoAgent = await api.login(DEMO.agent.account, DEMO.agent.password);
    expectRefused((await back({ group: 1954, count: 1 }, demoAgent)).body, 'agent.notInTeam');
    const leafToken = await api.login('topleaf01', 'qwe7913zx');
    expectRefused((await back({ group: 1954, count: 1 }, leafToken)).body, 'agent.notAgent');
    expect(await quotas('topagent01')).toEqual([{ group: 1954, remaining: 3 }]);
  });

  it('stops an agent\'s invitation links in the conversion to member, and tells a newcomer why', async () => {
    const boss = await api.newMember('lnk');
    expect((await api.post(url(consoleAgentPaths.convert, boss.account), { type: 2 }, { token: admin })).body.code).toBe(0);
    const link = await api.post(agentPaths.inviteCreate, { type: 1, group: 1900, validDays: 0 }, { token: boss.token });
    expect(link.body.code, link.body.msg).toBe(0);
    const code = (link.body.data as { code: string }).code;
    expect((await api.get(agentPaths.inviteInfo.replace(':code', code), {})).body.data).toMatchObject({ valid: true });
    const back = await api.post(url(consoleAgentPaths.convert, boss.account), { type: 1, reason: 'contract ended' }, { token: admin });
    expect(back.body.code, back.body.msg).toBe(0);
    const id = (await row(boss.account))!.id;
    expect((await ctx.db.select({ status: inviteLinks.status }).from(inviteLinks).where(eq(inviteLinks.agentId, id))).map((l) => l.status)).toEqual([2]);
    expect((await audits('agent.convert', boss.account)).at(-1)).toMatchObject({ after: { type: 1, linksDisabled: 1 } });
    expect((await api.get(agentPaths.inviteInfo.replace(':code', code), {})).body.data).toMatchObject({ valid: false });
    for (const lang of ['vi', 'zh', 'en', 'id'] as const) {
      const res = await api.post(memberPaths.registerByCode.replace(':code', code), { account: `lnknew${lang}1`, password: 'qwe7913zx', confirmPassword: 'qwe7913zx' }, { lang });
      expect(res.body.code).not.toBe(0);
      expect(res.body.msg).toBe(translate(lang, 'agent.inviteAgentGone'));
    }
    expect(await row('lnknewen1')).toBeUndefined();
    // Made an agent again, his old links stay stopped.
    expect((await api.post(url(consoleAgentPaths.convert, boss.account), { type: 2 }, { token: admin })).body.code).toBe(0);
    expectRefused((await api.post(memberPaths.registerByCode.replace(':code', code), { account: 'lnknewx01', password: 'qwe7913zx', confirmPassword: 'qwe7913zx' })).body, 'agent.inviteAgentGone');
  });

  it('answers 403 to a role without agent.manage on every agent call, writing nothing; a role with it gets through', async () => {
    const service = await newOperator(ctx.app, 'agsvc1', 'service');
    const before = await snapshot();
    const calls: [string, string, Record<string, string>][] = [
      ['GET', consoleAgentPaths.list, {}],
      ['GET', url(consoleAgentPaths.detail, 'topagent01'), {}],
      ['POST', consoleAgentPaths.create, { account: 'sneaky001', password: 'qwe7913zx', group: '1950' }],
      ['POST', url(consoleAgentPaths.convert, 'topleaf01'), { type: '2' }],
      ['POST', url(consoleAgentPaths.quota, 'topagent01'), { group: '1954', count: '100' }],
      ['POST', url(consoleAgentPaths.quotaRevoke, 'topagent01'), { group: '1954', count: '1' }],
    ];
    for (const [method, path, values] of calls) {
      const res =
        method === 'GET'
          ? await api.get(path, values, { token: service })
          : await api.post(path, values, { token: service });
      expect(res.res.statusCode, path).toBe(403);
      expect(res.body.code).toBe(ResultCode.FORBIDDEN);
    }
    expect(await snapshot()).toEqual(before);
    const saved = await api.post(
      consoleAccessPaths.roles,
      { code: 'agentdesk', name: 'Agent desk', permissions: 'agent.manage' },
      { token: admin },
    );
    expect(saved.body.code, saved.body.msg).toBe(0);
    const desk = await newOperator(ctx.app, 'agdesk1', 'agentdesk');
    expect((await api.get(consoleAgentPaths.list, {}, { token: desk })).body.code).toBe(0);
    expect(
      (await api.post(url(consoleAgentPaths.convert, 'topleaf01'), { type: '2' }, { token: desk })).body.data,
    ).toMatchObject({ type: 2 });
  });
});
