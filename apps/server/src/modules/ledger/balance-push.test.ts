import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { consolePaths, pushTopics, PushType, walletPaths, type PushEvent } from '@lotus/contracts';
import { members } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { client } from '../../../test/client.ts';
import { newOperator } from '../../../test/operators.ts';
import { publishBalanceChanged } from './balance-push.ts';

/**
 * Every money event that changes a member's balance outside the member's own bet tells the member
 * (push event 5 on its own topic), so the header balance follows without a refresh.
 */
describeApp('balance push', (ctx) => {
  let api: ReturnType<typeof client>;
  let op: string;
  const sent: { topic: string; event: PushEvent }[] = [];

  beforeAll(async () => {
    api = client(ctx.app);
    op = await api.operator();
    vi.spyOn(ctx.app.deps.push, 'publish').mockImplementation(async (topic, event) => {
      sent.push({ topic, event });
    });
  });
  beforeEach(() => {
    sent.length = 0;
  });

  const topicOf = async (account: string) =>
    pushTopics.member((await ctx.db.query.members.findFirst({ where: eq(members.account, account) }))!.id);
  const balancePushes = () => sent.filter((s) => s.event.type === PushType.BALANCE).map((s) => s.topic);
  const ok = (body: { code: number; msg: string }) => expect(body.code, body.msg).toBe(0);

  it('on a deposit approved by an operator', async () => {
    const m = await api.newMember('bpd');
    const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount: '500' }, { token: m.token });
    ok(pre.body);
    const orderNo = pre.body.data.orderNo as string;
    ok((await api.post(walletPaths.deposit, { orderNo, payerName: 'Nguyen Van A' }, { token: m.token })).body);
    expect(balancePushes()).toEqual([]);
    ok((await api.post(consolePaths.depositApprove.replace(':orderNo', orderNo), {}, { token: op })).body);
    expect(balancePushes()).toEqual([await topicOf(m.account)]);
  });

  it('on a manual adjustment once a second operator confirms it, not on the proposal', async () => {
    const m = await api.newMember('bpa');
    const proposed = (await api.post(consolePaths.adjust.replace(':account', m.account), { amount: '25', reason: 'goodwill' }, { token: op })).body;
    ok(proposed);
    expect(balancePushes()).toEqual([]);
    const checker = await newOperator(ctx.app, 'checker02', 'finance');
    ok((await api.post(consolePaths.proposalConfirm.replace(':id', proposed.data.id), {}, { token: checker })).body);
    expect(balancePushes()).toEqual([await topicOf(m.account)]);
  });

  it('on a withdrawal rejected (money back) and approved', async () => {
    const m = await api.newMember('bpw');
    const cardId = await api.readyToWithdraw(m.token);
    await api.credit(op, m.account, '1000');
    sent.length = 0;
    const w = (amount: string) => api.post(walletPaths.withdraw, { amount, cardId, fundPwd: '654321ab' }, { token: m.token });
    const first = (await w('100')).body;
    const second = (await w('200')).body;
    ok(first);
    ok(second);
    ok(
      (await api.post(consolePaths.withdrawalReject.replace(':orderNo', first.data.orderNo), { reason: 'card closed' }, { token: op }))
        .body,
    );
    ok((await api.post(consolePaths.withdrawalApprove.replace(':orderNo', second.data.orderNo), { payoutRef: 'FT0001' }, { token: op })).body);
    const topic = await topicOf(m.account);
    // The member's own withdrawal requests answer with the new balance; the operator's decisions push it.
    expect(balancePushes()).toEqual([topic, topic]);
  });

  it('on a transfer, to the sender and the receiver', async () => {
    const from = await api.newMember('bps');
    await api.readyToWithdraw(from.token);
    await api.credit(op, from.account, '100');
    const to = await api.newMember('bpr');
    sent.length = 0;
    const values = { account: to.account, amount: '10', fundPwd: '654321ab', requestId: 'bp-tr-1' };
    ok((await api.post(walletPaths.swipe, values, { token: from.token })).body);
    ok((await api.post(walletPaths.swipe, values, { token: from.token })).body);
    expect(balancePushes().sort()).toEqual([await topicOf(from.account), await topicOf(to.account)].sort());
  });

  it('keeps the money call working when the broker is down, and names each member once', async () => {
    const log = { warn: vi.fn() };
    const push = { publish: vi.fn().mockRejectedValue(new Error('broker down')), close: vi.fn(), connected: () => false, clients: () => null };
    const clock = { now: () => new Date(0) };
    await publishBalanceChanged({ push, clock, log: log as never }, [7n, 7n, 8n]);
    expect(push.publish.mock.calls.map((c) => c[0])).toEqual([pushTopics.member(7n), pushTopics.member(8n)]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
