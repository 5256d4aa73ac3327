/**
 * Prize groups under the two-person rule (issue #16): one operator proposes, another confirms; the
 * proposer cannot confirm, a stale proposal is refused, the chain stays ordered, a role without
 * agent.manage cannot propose or confirm, one audit row per write.
 */
import { beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { agentPaths, consoleGroupPaths, consolePaths, MemberType } from '@lotus/contracts';
import { auditLog, members } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { FORM, form } from '../../../test/harness.ts';
import { newOperator } from '../../../test/operators.ts';
import { client, expectRefused } from '../../../test/client.ts';

describeApp('prize groups under the two-person rule', (ctx) => {
  let api: ReturnType<typeof client>;
  let first: string;
  let second: string;
  let agent: { account: string; token: string };
  let sub: { account: string; token: string };
  const audits = async (action: string) =>
    Number(
      (await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n,
    );
  const groupOf = async (account: string) =>
    (await ctx.db.select().from(members).where(eq(members.account, account)))[0]!.prizeGroup;
  const propose = (account: string, group: number, token: string) =>
    api.post(consoleGroupPaths.propose.replace(':account', account), { group, reason: 'review' }, { token });
  const confirm = (id: string, token: string) =>
    api.post(consolePaths.proposalConfirm.replace(':id', id), {}, { token });

  beforeAll(async () => {
    api = client(ctx.app);
    first = await newOperator(ctx.app, 'admin_g1', 'admin');
    second = await newOperator(ctx.app, 'admin_g2', 'admin');
    agent = await api.newMember('grpa');
    await ctx.db
      .update(members)
      .set({ memberType: MemberType.AGENT, prizeGroup: 1960 })
      .where(eq(members.account, agent.account));
    // The agent opens a subordinate at 1920 (quota is needed only above 1950).
    const account = `grpb${Date.now().toString(36).slice(-6)}`;
    const made = await api.post(
      agentPaths.createSubordinate,
      { account, password: 'abc45678x', type: 1, group: 1920 },
      { token: agent.token },
    );
    expect(made.body.code, made.body.msg).toBe(0);
    sub = { account, token: await api.login(account, 'abc45678x') };
  });

  it('one operator proposes lowering an agent, another confirms; the proposer cannot', async () => {
    const p = await propose(agent.account, 1950, first);
    expect(p.body.code, p.body.msg).toBe(0);
    expect(p.body.data).toMatchObject({ kind: 'member.group', target: agent.account, status: 'pending' });
    expect(await groupOf(agent.account)).toBe(1960);
    expectRefused((await confirm(p.body.data.id, first)).body, 'console.secondPersonRequired');
    // Finance may confirm adjustments (member.adjust) but not prize groups.
    const finance = await newOperator(ctx.app, 'finance_g', 'finance');
    expect((await confirm(p.body.data.id, finance)).res.statusCode).toBe(403);
    const done = await confirm(p.body.data.id, second);
    expect(done.body.code, done.body.msg).toBe(0);
    expect(done.body.data.status).toBe('confirmed');
    expect(await groupOf(agent.account)).toBe(1950);
    expect(await audits('member.group.propose')).toBe(1);
    expect(await audits('member.group')).toBe(1);
    const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'member.group'));
    expect(row).toMatchObject({ target: agent.account, before: { group: 1960 }, after: { group: 1950 } });
  });

  it('refuses a stale proposal, and two confirmations at once act once', async () => {
    const a = await propose(agent.account, 1940, first);
    const b = await propose(agent.account, 1930, first);
    const answers = await Promise.all([confirm(a.body.data.id, second), confirm(a.body.data.id, second)]);
    expect(answers.map((x) => x.body.code).filter((c) => c === 0)).toHaveLength(1);
    expect(await groupOf(agent.account)).toBe(1940);
    expect(await audits('member.group')).toBe(2);
    expectRefused((await confirm(b.body.data.id, second)).body, 'console.proposalStale');
    expect(await groupOf(agent.account)).toBe(1940);
  });

  it('keeps the chain ordered: not below a direct subordinate, not above the parent', async () => {
    const below = await propose(agent.account, 1900, first);
    expect(below.body.code).not.toBe(0);
    expect(below.body.msg).toBe("Cannot go below a direct subordinate's prize group (1920)");
    expectRefused((await propose(sub.account, 1950, first)).body, 'agent.groupAboveParent');
    expectRefused((await propose(sub.account, 1921, first)).body, 'agent.groupInvalid');
  });

  it('refuses a member token and a role without agent.manage, writing nothing', async () => {
    const before = await audits('member.group.propose');
    const risk = await newOperator(ctx.app, 'risk_g', 'risk');
    for (const token of [agent.token, risk]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: consoleGroupPaths.propose.replace(':account', sub.account),
        headers: { ...FORM, token },
        payload: form({ group: 1910, reason: 'x' }),
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await audits('member.group.propose')).toBe(before);
  });
});
