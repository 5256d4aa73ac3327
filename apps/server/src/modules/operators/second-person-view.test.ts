/**
 * The two-person rule said before the click (issue #27): a pending item's list entry tells the
 * operator looking at it who may confirm it (the permission) and why he himself may not — the
 * proposer of an adjustment, the first approver of a large withdrawal — while another operator
 * with the permission reads no reason. The console disables the confirm on that reason.
 */
import { beforeAll, expect, it } from 'vitest';
import { consolePaths, lotterySettingsPaths, walletPaths } from '@lotus/contracts';
import { describeApp } from '../../../test/app.ts';
import { newOperator } from '../../../test/operators.ts';
import { client } from '../../../test/client.ts';

describeApp('the second person, said before the click', (ctx) => {
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    api = client(ctx.app);
  });

  type Second = { permission: string; blocked: { key: string; params?: Record<string, string> } | null } | null;

  it('names the proposer, the permission that confirms, and refuses the proposer before he clicks', async () => {
    const one = await newOperator(ctx.app, 'fin_one', 'finance');
    const two = await newOperator(ctx.app, 'fin_two', 'finance');
    const member = await api.newMember('spv');
    const proposed = await api.post(consolePaths.adjust.replace(':account', member.account), { amount: '5', reason: 'goodwill' }, { token: one });
    expect(proposed.body.code, proposed.body.msg).toBe(0);
    const id = proposed.body.data.id as string;
    const entry = async (token: string) => {
      const res = await api.get(consolePaths.proposals, { status: 'pending', page: 1, size: 20 }, { token });
      return (res.body.data.list as { id: string; proposer: string; secondPerson: Second }[]).find((p) => p.id === id)!;
    };
    expect(await entry(one)).toMatchObject({ proposer: 'fin_one', secondPerson: { permission: 'member.adjust', blocked: { key: 'console.secondPersonRequired' } } });
    expect(await entry(two)).toMatchObject({ proposer: 'fin_one', secondPerson: { permission: 'member.adjust', blocked: null } });
    // A decided proposal has no second person to name.
    expect((await api.post(consolePaths.proposalConfirm.replace(':id', id), {}, { token: two })).body.code).toBe(0);
    const decided = await api.get(consolePaths.proposals, { status: 'confirmed', page: 1, size: 20 }, { token: two });
    expect((decided.body.data.list as { id: string; secondPerson: Second }[]).find((p) => p.id === id)?.secondPerson).toBeNull();
  });

  it('tells the first approver of a large withdrawal that the second approval is another’s', async () => {
    const one = await newOperator(ctx.app, 'wd_one', 'finance');
    const two = await newOperator(ctx.app, 'wd_two', 'finance');
    const member = await api.newMember('spw');
    const cardId = await api.readyToWithdraw(member.token);
    const admin = await api.operator();
    await api.credit(admin, member.account, '60000');
    await api.setSettings(admin, { withdrawDailyLimit: '100' });
    const withdrawal = await api.post(walletPaths.withdraw, { amount: '50000', cardId, fundPwd: '654321ab' }, { token: member.token });
    expect(withdrawal.body.code, withdrawal.body.msg).toBe(0);
    const orderNo = withdrawal.body.data.orderNo as string;
    const row = async (token: string) => {
      const res = await api.get(consolePaths.withdrawals, { account: member.account, page: 1, size: 20 }, { token });
      return (res.body.data.list as { orderNo: string; firstApprovedBy: string | null; secondPerson: Second }[]).find((o) => o.orderNo === orderNo)!;
    };
    expect((await row(one)).secondPerson).toBeNull();
    const first = await api.post(consolePaths.withdrawalApprove.replace(':orderNo', orderNo), {}, { token: one });
    expect(first.body.data).toMatchObject({ awaitingSecond: true });
    expect(await row(one)).toMatchObject({ firstApprovedBy: 'wd_one', secondPerson: { permission: 'withdrawal.review', blocked: { key: 'console.secondPersonRequired' } } });
    expect(await row(two)).toMatchObject({ firstApprovedBy: 'wd_one', secondPerson: { permission: 'withdrawal.review', blocked: null } });
  });

  it('names the lottery permission on a prize-group offset, and refuses one who lacks it', async () => {
    const ops = await newOperator(ctx.app, 'ops_one', 'operations');
    const ops2 = await newOperator(ctx.app, 'ops_two', 'operations');
    const res = await api.post(lotterySettingsPaths.groupOffset.replace(':ticketId', '101'), { groupOffset: '30', reason: 'walk' }, { token: ops });
    expect(res.body.code, res.body.msg).toBe(0);
    const list = async (token: string) =>
      (await api.get(lotterySettingsPaths.groupOffsetProposals, { status: 'pending' }, { token })).body.data.list as { proposer: string; secondPerson: Second }[];
    expect((await list(ops))[0]).toMatchObject({ proposer: 'ops_one', secondPerson: { permission: 'lottery.manage', blocked: { key: 'console.secondPersonRequired' } } });
    expect((await list(ops2))[0]).toMatchObject({ secondPerson: { permission: 'lottery.manage', blocked: null } });
  });
});
