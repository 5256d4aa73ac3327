/**
 * The member detail's tabs and actions for operators (issue #16 "Members"): paged tabs, the
 * wallet lock (bets, deposits, withdrawals and transfers refused with a translated message) and
 * the password resets (a temporary password shown once, sessions revoked), each audited once.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { consoleMemberPaths, consoleMemberTabPaths, lotteryPaths, memberPaths, orderPaths, paths, ResultCode, walletPaths } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { translate } from '@lotus/i18n';
import { auditLog, wallets, members } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { form, FORM } from '../../../test/harness.ts';
import { newOperator } from '../../../test/operators.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';
import { client, expectRefused } from '../../../test/client.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;

describeApp('member detail tabs and actions', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let api: ReturnType<typeof client>;
  let admin: string;
  let risk: string;
  let service: string;
  const at = (template: string, account: string) => template.replace(':account', account);
  const audits = async (action: string, target: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
  const lockedAt = async (account: string) => {
    const [m] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.account, account));
    const [w] = await ctx.db.select({ lockedAt: wallets.lockedAt }).from(wallets).where(eq(wallets.memberId, m!.id));
    return w!.lockedAt;
  };
  const bet = async (token: string, key: string, lang = 'en') => {
    const issue = (await api.get(lotteryPaths.currentSaleIssue, { ticketId: 101 })).body.data.issue as string;
    const line = buildBetLine({ play: DWD, selection: { rows: [[1, 2], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
    return api.post(orderPaths.normalCreate, { tid: 101, pno: issue, bd: JSON.stringify([line]), confirm: 1, key }, { token, lang });
  };

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    api = client(ctx.app);
    admin = await api.operator();
    risk = await newOperator(ctx.app, 'risk_m', 'risk');
    service = await newOperator(ctx.app, 'service_m', 'service');
  });

  it('serves each tab paged and bounded, to member.view only (403 to a member token)', async () => {
    const m = await api.newMember('tabs');
    await api.credit(admin, m.account, '500');
    const placed = (await bet(m.token, 'tab-first-bet')).body;
    expect(placed.code, placed.msg).toBe(0);
    const ledger = await api.get(at(consoleMemberTabPaths.ledger, m.account), { page: 1, size: 1 }, { token: service });
    expect(ledger.body.code, ledger.body.msg).toBe(0);
    expect(ledger.body.data).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(ledger.body.data.list[0]).toMatchObject({ type: 'bet', amount: '-4.000', balanceBefore: '500.000', balanceAfter: '496.000' });
    const bets = await api.get(at(consoleMemberTabPaths.bets, m.account), {}, { token: service });
    expect(bets.body.data.list).toEqual([expect.objectContaining({ lottery: expect.any(String), amount: '4.000', status: 1 })]);
    // The console names the lottery by its ticket id and the play by its catalogue key, not its id.
    expect(bets.body.data.list[0]).toMatchObject({ ticketId: 101, playId: DWD.id, playKey: DWD.nameKey });
    const logins = await api.get(at(consoleMemberTabPaths.logins, m.account), {}, { token: service });
    expect(logins.body.data.list[0]).toMatchObject({ ip: '127.0.0.1', success: true });
    for (const tab of ['dw', 'bonuses'] as const) {
      expect((await api.get(at(consoleMemberTabPaths[tab], m.account), {}, { token: service })).body.data).toMatchObject({ list: [], total: 0 });
    }
    expect((await api.get(at(consoleMemberTabPaths.cards, m.account), {}, { token: service })).body.data).toEqual([]);
    // Bounded: more than 100 a page is refused, not served.
    expect((await api.get(at(consoleMemberTabPaths.ledger, m.account), { size: 101 }, { token: service })).body.code).not.toBe(0);
    expectRefused((await api.get(at(consoleMemberTabPaths.bets, 'ghost77'), {}, { token: service })).body, 'console.memberNotFound');
    for (const tab of Object.keys(consoleMemberTabPaths).filter((k) => k !== 'walletLock' && k !== 'passwordReset') as (keyof typeof consoleMemberTabPaths)[]) {
      const res = await ctx.app.inject({ method: 'GET', url: at(consoleMemberTabPaths[tab], m.account), headers: { token: m.token } });
      expect(res.statusCode, tab).toBe(403);
      expect(res.json().code).toBe(ResultCode.FORBIDDEN);
    }
  });

  it('locks the wallet: bets, deposits, withdrawals and transfers refused in the member language, one audit row each way', async () => {
    const m = await api.newMember('lockd');
    const card = await api.readyToWithdraw(m.token);
    await api.credit(admin, m.account, '1000');
    const other = await api.newMember('other');
    await api.credit(admin, other.account, '100');

    // Customer service and finance may not lock; a member token is 403 too; nothing is written.
    for (const token of [service, await newOperator(ctx.app, 'finance_m', 'finance'), m.token]) {
      const res = await ctx.app.inject({ method: 'POST', url: at(consoleMemberTabPaths.walletLock, m.account), headers: { ...FORM, token }, payload: form({ locked: 1, reason: 'x' }) });
      expect(res.statusCode).toBe(403);
    }
    expect(await lockedAt(m.account)).toBeNull();
    expectRefused((await api.post(at(consoleMemberTabPaths.walletLock, m.account), { locked: 1, reason: '' }, { token: risk })).body, 'console.reasonRequired');

    const locked = await api.post(at(consoleMemberTabPaths.walletLock, m.account), { locked: 1, reason: 'chargeback under review' }, { token: risk, ip: '198.51.100.7' });
    expect(locked.body.code, locked.body.msg).toBe(0);
    expect(locked.body.data).toEqual({ account: m.account, walletLocked: true });
    expect(await audits('member.walletLock', m.account)).toEqual([
      expect.objectContaining({ ip: '198.51.100.7', before: { walletLocked: false }, after: { walletLocked: true }, detail: { reason: 'chargeback under review' } }),
    ]);
    expectRefused((await api.post(at(consoleMemberTabPaths.walletLock, m.account), { locked: 1, reason: 'again' }, { token: risk })).body, 'ops.noChange');
    expect((await api.get(at(consoleMemberPaths.detail, m.account), {}, { token: risk })).body.data.walletLocked).toBe(true);

    expectRefused((await bet(m.token, 'locked-1')).body, 'wallet.locked');
    expect((await bet(m.token, 'locked-vi', 'vi')).body.msg).toBe(translate('vi', 'wallet.locked'));
    expectRefused((await api.post(walletPaths.withdraw, { amount: '150', cardId: card, fundPwd: '654321ab' }, { token: m.token })).body, 'wallet.locked');
    expectRefused((await api.post(walletPaths.depositPre, { channelId: 1, amount: '100' }, { token: m.token })).body, 'wallet.locked');
    expectRefused((await api.post(walletPaths.swipe, { account: other.account, amount: '1', fundPwd: '654321ab' }, { token: m.token })).body, 'wallet.locked');
    const otherReady = await api.readyToWithdraw(other.token, 'Tran Van B');
    expect(otherReady).toBeTruthy();
    expectRefused((await api.post(walletPaths.swipe, { account: m.account, amount: '1', fundPwd: '654321ab' }, { token: other.token })).body, 'wallet.transferTargetLocked');
    // Nothing moved.
    const ledgerTotal = (await api.get(at(consoleMemberTabPaths.ledger, m.account), {}, { token: risk })).body.data.total;
    expect(ledgerTotal).toBe(1);

    const unlocked = await api.post(at(consoleMemberTabPaths.walletLock, m.account), { locked: 0, reason: 'cleared' }, { token: risk });
    expect(unlocked.body.data.walletLocked).toBe(false);
    expect(await audits('member.walletLock', m.account)).toHaveLength(2);
    expect((await bet(m.token, 'unlocked-1')).body.code).toBe(0);
  });

  it('resets the login password to a temporary one shown once: old sessions and password stop working, audited without it', async () => {
    const m = await api.newMember('reset');
    for (const token of [service, m.token]) {
      const res = await ctx.app.inject({ method: 'POST', url: at(consoleMemberTabPaths.passwordReset, m.account), headers: { ...FORM, token }, payload: form({ kind: 'login', reason: 'x' }) });
      expect(res.statusCode).toBe(403);
    }
    const reset = await api.post(at(consoleMemberTabPaths.passwordReset, m.account), { kind: 'login', reason: 'member lost access, ID checked' }, { token: risk });
    expect(reset.body.code, reset.body.msg).toBe(0);
    const temporary = reset.body.data.temporary as string;
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    // The old session is revoked, the old password refused, the temporary one works.
    const me = await ctx.app.inject({ method: 'GET', url: memberPaths.memberInfo, headers: { token: m.token } });
    expect(me.json().code).not.toBe(0);
    expect((await api.post(paths.memberLogin, { account: m.account, password: m.password })).body.code).not.toBe(0);
    await api.login(m.account, temporary);
    const rows = await audits('member.passwordReset', m.account);
    expect(rows).toEqual([expect.objectContaining({ detail: { kind: 'login', reason: 'member lost access, ID checked', sessionsRevoked: true } })]);
    expect(JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain(temporary);
  });

  it('resets the fund password: the temporary one pays a withdrawal, the old one does not', async () => {
    const m = await api.newMember('fundr');
    const card = await api.readyToWithdraw(m.token);
    await api.credit(admin, m.account, '1000');
    const reset = await api.post(at(consoleMemberTabPaths.passwordReset, m.account), { kind: 'fund', reason: 'forgot fund password' }, { token: admin });
    expect(reset.body.code, reset.body.msg).toBe(0);
    const token = await api.login(m.account, m.password);
    expectRefused((await api.post(walletPaths.withdraw, { amount: '150', cardId: card, fundPwd: '654321ab' }, { token })).body, 'member.fundPwdWrong');
    const ok = await api.post(walletPaths.withdraw, { amount: '150', cardId: card, fundPwd: reset.body.data.temporary }, { token });
    expect(ok.body.code, ok.body.msg).toBe(0);
    expect(await audits('member.passwordReset', m.account)).toHaveLength(1);
    expect(Number((await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'member.passwordReset')))[0]!.n)).toBe(2);
  });
});
