/**
 * Operators' authority (issue #26): no one grants what he does not hold, no one changes an
 * operator above him or himself, a reset operator sets a new password and enrols again, a super
 * admin's reset takes two super admins, and the two-person rule takes two people at every place
 * that has it. The first tests are the tester's own steps.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  consoleAccessPaths,
  consoleDashPaths,
  consoleGroupPaths,
  consolePaths,
  lotteryPaths,
  lotterySettingsPaths,
  walletPaths,
} from '@lotus/contracts';
import { issues, operators, wallets } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { newOperator, operatorLogin } from '../../../test/operators.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { totpCode } from '../auth/totp.ts';
import { client, expectRefused } from '../../../test/client.ts';

const DAY = 24 * 60 * 60_000;

describeApp("operators' authority", { clock: () => testClock('2026-11-21T10:00:30Z'), checkMoney: true }, (ctx) => {
  let api: ReturnType<typeof client>;
  const clock = ctx.clock;

  beforeAll(async () => {
    api = client(ctx.app);
  });

  /** The seed's super admin, signed in again when the clock has moved past his session. */
  const admin = () => api.operator();
  const idOf = async (account: string) => (await ctx.db.query.operators.findFirst({ where: eq(operators.account, account) }))!.id.toString();
  const update = (token: string, account: string, values: Record<string, string>) =>
    idOf(account).then((id) => api.post(consoleAccessPaths.operator.replace(':id', id), values, { token }));
  const create = (token: string, account: string, role: string) =>
    api.post(consoleAccessPaths.operators, { account, password: 'secret123', role }, { token });
  const saveRole = (token: string, code: string, permissions: string) => api.post(consoleAccessPaths.roles, { code, name: code, permissions }, { token });
  const login = (account: string, password: string, code?: string) =>
    api.post(consoleAccessPaths.login, { account, password, ...(code ? { code } : {}) });
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: consoleAccessPaths.me, headers: { token } });
  const balanceOf = async (account: string) => {
    const m = await ctx.db.query.members.findFirst({ where: (x, { eq: e }) => e(x.account, account) });
    return (await ctx.db.query.wallets.findFirst({ where: eq(wallets.memberId, m!.id) }))!.balance;
  };

  describe('one check at every two-person place', () => {
    let chief: string;
    let deputy: string;
    let other: string;
    let member: { account: string; token: string };
    const TICKET = 603; // p5.daily: official, drawn 13:25 UTC
    const ISSUE = '20261121';

    beforeAll(async () => {
      await ctx.app.scheduler.tick();
      chief = await newOperator(ctx.app, 'chief_w', 'admin');
      other = await newOperator(ctx.app, 'other_w', 'admin');
      expect((await create(chief, 'deputy_w', 'admin')).body.code).toBe(0);
      deputy = await operatorLogin(ctx.app, 'deputy_w', 'secret123');
      member = await api.newMember('walk');
    });

    it('refuses the account the proposer made as his second person, and takes another', async () => {
      const refusedBy = async (proposeThenConfirm: () => ReturnType<typeof api.post>) => {
        expectRefused((await proposeThenConfirm()).body, 'console.secondPersonMadeBy', { account: 'deputy_w', by: 'chief_w' });
      };
      const confirmAs = (token: string, url: string) => api.post(url, {}, { token });
      // Proposals: a balance adjustment, a prize group, a lottery's prize-group offset, a super admin's reset.
      const proposals: (() => Promise<string>)[] = [
        async () => (await api.post(consolePaths.adjust.replace(':account', member.account), { amount: '5', reason: 'walk' }, { token: chief })).body.data.id,
        async () => (await api.post(consoleGroupPaths.propose.replace(':account', member.account), { group: 1900, reason: 'walk' }, { token: chief })).body.data.id,
        async () => (await api.post(lotterySettingsPaths.groupOffset.replace(':ticketId', '101'), { groupOffset: '30', reason: 'walk' }, { token: chief })).body.data.id,
        async () => (await update(chief, 'other_w', { resetTotp: 'true' })).body.data.proposalId,
      ];
      for (const propose of proposals) {
        const id = await propose();
        expect(id).toEqual(expect.any(String));
        await refusedBy(() => confirmAs(deputy, consolePaths.proposalConfirm.replace(':id', id)));
      }
      // A withdrawal at or above the two-person amount: the first approval by one, the payout by another.
      const cardId = await api.readyToWithdraw(member.token);
      await api.credit(await admin(), member.account, '60000');
      await api.setSettings(await admin(), { withdrawDailyLimit: '100' });
      const withdrawal = await api.post(walletPaths.withdraw, { amount: '50000', cardId, fundPwd: '654321ab' }, { token: member.token });
      expect(withdrawal.body.code, withdrawal.body.msg).toBe(0);
      // The approval that pays carries the bank transfer's reference (#27 M7); the first needs none.
      const approve = (token: string) =>
        api.post(consolePaths.withdrawalApprove.replace(':orderNo', withdrawal.body.data.orderNo), { payoutRef: 'FT-TWO-PERSON' }, { token });
      expect((await approve(chief)).body.data).toMatchObject({ awaitingSecond: true });
      await refusedBy(() => approve(deputy));
      // An official result: the same numbers from the account he made do not confirm it.
      clock.set('2026-11-21T13:25:05Z');
      const enter = (token: string) => api.post(lotteryPaths.consoleResult, { ticketId: TICKET, issue: ISSUE, code: '1 2 3 4 5' }, { token });
      expect((await enter(chief)).body.data).toMatchObject({ confirmed: false });
      await refusedBy(() => enter(deputy));
      const [open] = await ctx.db.select().from(issues).where(and(eq(issues.lotteryId, TICKET), eq(issues.issueNo, ISSUE)));
      expect(open!.result).toBeNull();
      expect((await enter(other)).body.data).toMatchObject({ confirmed: true });
      const settlement = ctx.app.services.settlement;
      while ((await settlement.settleBatch(open!.id)) > 0);
      await settlement.settleBatch(open!.id);
      // A re-settlement and a cancellation of the issue.
      const resettle = (token: string) => api.post(consoleDashPaths.resettle, { ticketId: TICKET, issue: ISSUE, code: '7 2 3 4 5', reason: 'walk' }, { token });
      expect((await resettle(chief)).body.data).toMatchObject({ confirmed: false });
      await refusedBy(() => resettle(deputy));
      const cancel = (token: string) => api.post(lotteryPaths.consoleCancel, { ticketId: TICKET, issue: ISSUE, reason: 'walk' }, { token });
      expect((await cancel(chief)).body.data).toMatchObject({ confirmed: false });
      await refusedBy(() => cancel(deputy));
      const [after] = await ctx.db.select().from(issues).where(eq(issues.id, open!.id));
      expect(after).toMatchObject({ status: 3, result: '1 2 3 4 5' });
      // Another person confirms the payout.
      expect((await approve(other)).body.data).toMatchObject({ awaitingSecond: false });
    });
  });

  it("the tester's steps: an operator holding only operator.manage makes no admin and resets no super admin", async () => {
    expect((await saveRole(await admin(), 'opsmgr', 'operator.manage')).body.code).toBe(0);
    const mgr = await newOperator(ctx.app, 'mgr1', 'opsmgr');
    // An operator with the role admin (*): refused, nobody created.
    expectRefused((await create(mgr, 'boss1', 'admin')).body, 'console.grantBeyond');
    expect(await ctx.db.query.operators.findFirst({ where: eq(operators.account, 'boss1') })).toBeUndefined();
    // Nor any role holding a permission he lacks, nor a role of his own making with one.
    expectRefused((await create(mgr, 'boss2', 'finance')).body, 'console.grantBeyond');
    expectRefused((await saveRole(mgr, 'money', 'operator.manage,member.adjust')).body, 'console.grantBeyond');
    // A new password for the super admin: refused; his session and his password still work.
    const session = await admin();
    expectRefused((await update(mgr, 'admin', { password: 'taken0ver!' })).body, 'console.operatorAbove', { account: 'admin' });
    expectRefused((await update(mgr, 'admin', { resetTotp: 'true' })).body, 'console.operatorAbove', { account: 'admin' });
    expectRefused((await update(mgr, 'admin', { status: '2' })).body, 'console.operatorAbove', { account: 'admin' });
    expect((await me(session)).statusCode).toBe(200);
    expect((await login('admin', 'lotus2468')).body.data.stage).toBe('totp');
    expectRefused((await login('admin', 'taken0ver!')).body, 'errors.badCredentials');
    // An operator of a role within his own he may make, and manage.
    expect((await create(mgr, 'mgr2', 'opsmgr')).body.data).toMatchObject({ role: 'opsmgr' });
    expect((await update(mgr, 'mgr2', { status: '2' })).body.data).toMatchObject({ status: 2, proposalId: null });
    // Never his own role, nor the role he holds, nor a role above him.
    expectRefused((await update(mgr, 'mgr1', { role: 'service' })).body, 'console.operatorSelf');
    expectRefused((await saveRole(mgr, 'opsmgr', 'operator.manage')).body, 'console.operatorSelf');
    expect((await saveRole(await admin(), 'payer', 'member.adjust')).body.code).toBe(0);
    expectRefused((await saveRole(mgr, 'payer', '')).body, 'console.roleAbove');
    // Nor raise an operator of his level to a role above it.
    expectRefused((await update(mgr, 'mgr2', { role: 'admin' })).body, 'console.grantBeyond');
    expect((await ctx.db.query.operators.findFirst({ where: eq(operators.account, 'mgr2') }))!.role).toBe('opsmgr');
  });

  it("the tester's steps: one person with two accounts he made cannot pass the two-person rule alone", async () => {
    expect((await saveRole(await admin(), 'lead', 'operator.manage,member.adjust,member.view')).body.code).toBe(0);
    const lead = await newOperator(ctx.app, 'lead1', 'lead');
    const m = await api.newMember('two');
    // The lead makes a second account (and that one a third), signs in as each.
    expect((await create(lead, 'sock1', 'lead')).body.code).toBe(0);
    const sock1 = await operatorLogin(ctx.app, 'sock1', 'secret123');
    expect((await create(sock1, 'sock2', 'lead')).body.code).toBe(0);
    const sock2 = await operatorLogin(ctx.app, 'sock2', 'secret123');
    const proposed = await api.post(consolePaths.adjust.replace(':account', m.account), { amount: '1000', reason: 'two people?' }, { token: lead });
    expect(proposed.body.code, proposed.body.msg).toBe(0);
    const confirm = (token: string) => api.post(consolePaths.proposalConfirm.replace(':id', proposed.body.data.id), {}, { token });
    expectRefused((await confirm(lead)).body, 'console.secondPersonRequired');
    expectRefused((await confirm(sock1)).body, 'console.secondPersonMadeBy', { account: 'sock1', by: 'lead1' });
    expectRefused((await confirm(sock2)).body, 'console.secondPersonMadeBy', { account: 'sock2', by: 'lead1' });
    // The other way round: a proposal by the account he made, confirmed by him.
    const byMade = await api.post(consolePaths.adjust.replace(':account', m.account), { amount: '1000', reason: 'the other way' }, { token: sock1 });
    expectRefused((await api.post(consolePaths.proposalConfirm.replace(':id', byMade.body.data.id), {}, { token: lead })).body, 'console.secondPersonMadeBy', { account: 'sock1', by: 'lead1' });
    // An existing colleague whose password he reset is his for a while too.
    await newOperator(ctx.app, 'fin_old', 'lead');
    clock.advance(DAY);
    expect((await update(await operatorLogin(ctx.app, 'lead1', 'lotus2468'), 'fin_old', { password: 'known2me!' })).body.code).toBe(0);
    const taken = (await login('fin_old', 'known2me!')).body.data;
    expect(taken.stage).toBe('password');
    const enrol = (await api.post(consoleAccessPaths.passwordSet, { password: 'mine4now!' }, { token: taken.token })).body.data;
    const finOld = (await api.post(consoleAccessPaths.totpEnrol, { code: totpCode(enrol.secret, clock.now().getTime()) }, { token: enrol.token })).body.data.token as string;
    expectRefused((await confirm(finOld)).body, 'console.secondPersonMadeBy', { account: 'fin_old', by: 'lead1' });
    expect(await balanceOf(m.account)).toBe(0n);
    // A day after the last change, each is taken as a second person.
    clock.advance(DAY + 60_000);
    const again = await operatorLogin(ctx.app, 'sock2', 'secret123');
    const confirmed = await confirm(again);
    expect(confirmed.body.data, confirmed.body.msg).toMatchObject({ status: 'confirmed', balance: '1000.000' });
    expect(await balanceOf(m.account)).toBe(1_000_000n);
  });

  it('a reset operator is signed out, sets a new password of his own and enrols his second factor again', async () => {
    const fin = await newOperator(ctx.app, 'fin_reset', 'finance');
    expect((await update(await admin(), 'fin_reset', { password: 'given1234' })).body.data).toMatchObject({ totpEnabled: false, proposalId: null });
    expect((await me(fin)).statusCode).toBe(401);
    expectRefused((await login('fin_reset', 'lotus2468')).body, 'errors.badCredentials');
    const stage = (await login('fin_reset', 'given1234')).body.data;
    expect(stage).toEqual({ stage: 'password', token: expect.any(String) });
    // The password-stage token is no console session, and the given password is not his new one.
    expect((await me(stage.token)).statusCode).toBe(401);
    expectRefused((await api.post(consoleAccessPaths.passwordSet, { password: 'given1234' }, { token: stage.token })).body, 'console.passwordSame');
    const enrol = (await api.post(consoleAccessPaths.passwordSet, { password: 'own5678pw' }, { token: stage.token })).body.data;
    expect(enrol).toMatchObject({ stage: 'enrol', secret: expect.any(String) });
    // The stage token is spent.
    expect((await api.post(consoleAccessPaths.passwordSet, { password: 'other9999' }, { token: stage.token })).res.statusCode).toBe(401);
    const ok = (await api.post(consoleAccessPaths.totpEnrol, { code: totpCode(enrol.secret, clock.now().getTime()) }, { token: enrol.token })).body.data;
    expect(ok).toMatchObject({ stage: 'ok', account: 'fin_reset' });
    expect((await me(ok.token)).statusCode).toBe(200);
    // A reset second factor alone asks for both again too.
    expect((await update(await admin(), 'fin_reset', { resetTotp: 'true' })).body.code).toBe(0);
    expect((await me(ok.token)).statusCode).toBe(401);
    expect((await login('fin_reset', 'own5678pw')).body.data.stage).toBe('password');
  });

  it("a super admin's password or second factor is reset only by two super admins", async () => {
    const chief = await newOperator(ctx.app, 'chief2', 'admin');
    await newOperator(ctx.app, 'chief3', 'admin');
    const chief3 = await operatorLogin(ctx.app, 'chief3', 'lotus2468');
    const fin = await newOperator(ctx.app, 'fin_sa', 'finance');
    const proposed = (await update(await admin(), 'chief2', { password: 'newchief1' })).body.data;
    expect(proposed).toMatchObject({ account: 'chief2', proposalId: expect.any(String) });
    // Nothing changed yet: his session and his password still work.
    expect((await me(chief)).statusCode).toBe(200);
    expect((await login('chief2', 'lotus2468')).body.data.stage).toBe('totp');
    const confirm = (token: string) => api.post(consolePaths.proposalConfirm.replace(':id', proposed.proposalId), {}, { token });
    expectRefused((await confirm(await admin())).body, 'console.secondPersonRequired');
    expect((await confirm(fin)).res.statusCode).toBe(403);
    expect((await confirm(chief3)).body.data).toMatchObject({ status: 'confirmed' });
    expect((await me(chief)).statusCode).toBe(401);
    expect((await login('chief2', 'newchief1')).body.data.stage).toBe('password');
  });

});
