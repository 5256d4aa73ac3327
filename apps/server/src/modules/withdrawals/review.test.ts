/**
 * The operators' review of withdrawals (issue #16, #27): the review lock, one payment under
 * concurrent approvals, the two-person rule at or above its amount, the payout reference, and
 * the audited reveal of where the money goes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { consoleMemberPaths, consolePaths, DwStatus, walletPaths } from '@lotus/contracts';
import { auditLog, dwOrders } from '../../db/schema.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { newOperator } from '../../../test/operators.ts';
import { client, expectRefused } from '../../../test/client.ts';

describeApp('withdrawal review', { clock: () => handClock(Date.parse('2026-11-23T08:00:00Z')), checkMoney: true }, (ctx) => {
  let api: ReturnType<typeof client>;
  let admin: string;
  const clock = ctx.clock;

  beforeAll(async () => {
    api = client(ctx.app);
    admin = await api.operator();
  });

  describe('withdrawal review', () => {
    let member: { account: string; token: string };
    let cardId: string;
    let a: string;
    let b: string;
    let c: string;
    beforeAll(async () => {
      member = await api.newMember('wdr');
      cardId = await api.readyToWithdraw(member.token);
      await api.credit(admin, member.account, '200000');
      await api.setSettings(admin, { withdrawDailyLimit: '100' });
      [a, b, c] = [await newOperator(ctx.app, 'fin_a', 'finance'), await newOperator(ctx.app, 'fin_b', 'finance'), await newOperator(ctx.app, 'fin_c', 'finance')];
    });
    const withdraw = async (amount: string) => {
      clock.at += 60_000; // a repeat of the same request within a minute is the same order
      const w = await api.post(walletPaths.withdraw, { amount, cardId, fundPwd: '654321ab' }, { token: member.token });
      expect(w.body.code, w.body.msg).toBe(0);
      return w.body.data.orderNo as string;
    };
    const approve = (orderNo: string, token: string, values: Record<string, string> = {}) =>
      api.post(consolePaths.withdrawalApprove.replace(':orderNo', orderNo), { payoutRef: `FT-${orderNo}`, ...values }, { token });
    const statusOf = async (orderNo: string) => (await ctx.db.query.dwOrders.findFirst({ where: eq(dwOrders.orderNo, orderNo) }))!.status;
    const paid = async (orderNo: string) =>
      Number((await ctx.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.target, orderNo), eq(auditLog.action, 'withdrawal.approve'))))[0]!.n);

    it('is locked to the operator who took it, and refuses a stale status', async () => {
      const orderNo = await withdraw('100');
      expect((await api.post(consolePaths.withdrawalTake.replace(':orderNo', orderNo), { status: '1' }, { token: a })).body.data).toMatchObject({ lockedBy: 'fin_a' });
      expectRefused((await approve(orderNo, b)).body, 'console.lockedByOther', { account: 'fin_a' });
      expectRefused((await api.post(consolePaths.withdrawalRelease.replace(':orderNo', orderNo), {}, { token: b })).body, 'console.notLockedByYou');
      expectRefused((await approve(orderNo, a, { status: String(DwStatus.SUBMITTED) })).body, 'console.staleStatus');
      expect((await approve(orderNo, a, { status: String(DwStatus.PROCESSING) })).body.data).toMatchObject({ status: DwStatus.COMPLETED });
      expectRefused((await approve(orderNo, a, { status: String(DwStatus.PROCESSING) })).body, 'console.staleStatus');
    });

    it('pays once when two operators approve one withdrawal at once', async () => {
      for (let round = 0; round < 3; round++) {
        const orderNo = await withdraw('100');
        const results = await Promise.all([approve(orderNo, a), approve(orderNo, b), approve(orderNo, c)]);
        expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
        expect(await statusOf(orderNo)).toBe(DwStatus.COMPLETED);
        expect(await paid(orderNo)).toBe(1);
      }
    });

    it('needs two operators at or above the two-person amount, and pays once under concurrent second approvals', async () => {
      const orderNo = await withdraw('50000');
      expect((await approve(orderNo, a)).body.data).toMatchObject({ awaitingSecond: true, status: DwStatus.PROCESSING });
      expectRefused((await approve(orderNo, a)).body, 'console.secondPersonRequired');
      expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
      const results = await Promise.all([approve(orderNo, b), approve(orderNo, c)]);
      expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
      expect(results.find((r) => r.body.code === 0)!.body.data).toMatchObject({ awaitingSecond: false, status: DwStatus.COMPLETED });
      expect(await paid(orderNo)).toBe(1);
      // Under the amount one operator is enough.
      const small = await withdraw('49999.999');
      expect((await approve(small, a)).body.data).toMatchObject({ awaitingSecond: false, status: DwStatus.COMPLETED });
    });

    it('completes a withdrawal only with the payout reference, which the member then reads (#27 M7)', async () => {
      const orderNo = await withdraw('100');
      const mine = async () =>
        (await api.get(walletPaths.dwOrderList, { type: '2' }, { token: member.token })).body.data.list.find((o: { orderNo: string }) => o.orderNo === orderNo);
      for (const payoutRef of ['', '   ']) expectRefused((await approve(orderNo, a, { payoutRef })).body, 'console.payoutRefRequired');
      expectRefused((await approve(orderNo, a, { payoutRef: 'x'.repeat(129) })).body, 'console.payoutRefRequired');
      expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
      expect(await paid(orderNo)).toBe(0);
      expect(await mine()).toMatchObject({ status: DwStatus.PROCESSING, statusName: 'Processing', payoutRef: null });
      expect((await approve(orderNo, a, { payoutRef: ' VCB 20261123 0042 ' })).body.data).toMatchObject({ status: DwStatus.COMPLETED, payoutRef: 'VCB 20261123 0042' });
      expect(await mine()).toMatchObject({ status: DwStatus.COMPLETED, payoutRef: 'VCB 20261123 0042' });
      // The queue says which approval pays: a large one's first approval does not (and needs no reference).
      const large = await withdraw('60000');
      const row = async () => (await api.get(consolePaths.withdrawals, { account: member.account }, { token: a })).body.data.list.find((o: { orderNo: string }) => o.orderNo === large);
      expect(await row()).toMatchObject({ approvalPays: false, firstApprovedBy: null });
      expect((await approve(large, a, { payoutRef: '' })).body.data).toMatchObject({ awaitingSecond: true });
      expect(await row()).toMatchObject({ approvalPays: true, firstApprovedBy: 'fin_a' });
      expectRefused((await approve(large, b, { payoutRef: '' })).body, 'console.payoutRefRequired');
      expect((await approve(large, b)).body.data).toMatchObject({ status: DwStatus.COMPLETED, payoutRef: `FT-${large}` });
    });

    it("the member's detail shows what his open withdrawals hold, and nothing once each is paid or rejected", async () => {
      const held = async () => (await api.get(consoleMemberPaths.detail.replace(':account', member.account), {}, { token: admin })).body.data.frozen as string;
      expect(await held()).toBe('0.000');
      const paidOne = await withdraw('150.5');
      const rejectedOne = await withdraw('200');
      // Moved out of his balance at once, held until paid or returned.
      expect(await held()).toBe('350.500');
      expect((await approve(paidOne, a)).body.data).toMatchObject({ status: DwStatus.COMPLETED });
      expect(await held()).toBe('200.000');
      const rejected = await api.post(consolePaths.withdrawalReject.replace(':orderNo', rejectedOne), { reason: 'test' }, { token: a });
      expect(rejected.body.code, rejected.body.msg).toBe(0);
      expect(await held()).toBe('0.000');
    });

    it('shows where a withdrawal goes only to a role with withdrawal.reveal, one audit row per reveal (#27 M7)', async () => {
      const orderNo = await withdraw('100');
      const reveal = (token: string) => api.post(consolePaths.withdrawalAccount.replace(':orderNo', orderNo), {}, { token });
      const reveals = async () =>
        Number((await ctx.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.target, orderNo), eq(auditLog.action, 'withdrawal.reveal'))))[0]!.n);
      // Risk reviews withdrawals but does not see account numbers; the queue shows only the tail.
      const risk = await newOperator(ctx.app, 'risk_reveal', 'risk');
      const queued = (await api.get(consolePaths.withdrawals, { account: member.account }, { token: risk })).body.data.list.find((o: { orderNo: string }) => o.orderNo === orderNo);
      expect(queued).toMatchObject({ cardTail: '2222' });
      expect(JSON.stringify(queued)).not.toContain('9704000011112222');
      expect((await reveal(risk)).res.statusCode).toBe(403);
      expect(await reveals()).toBe(0);
      for (const token of [a, admin]) {
        expect((await reveal(token)).body.data).toEqual({
          orderNo,
          kind: 1,
          bankName: expect.any(String),
          branch: null,
          holderName: 'Nguyen Van A',
          cardNo: '9704000011112222',
        });
      }
      expect(await reveals()).toBe(2);
      const rows = await ctx.db.select().from(auditLog).where(and(eq(auditLog.target, orderNo), eq(auditLog.action, 'withdrawal.reveal')));
      expect(rows.map((r) => r.detail)).toEqual([expect.objectContaining({ tail: '2222' }), expect.objectContaining({ tail: '2222' })]);
      expectRefused((await api.post(consolePaths.withdrawalAccount.replace(':orderNo', 'W00000000000000000000'), {}, { token: a })).body, 'wallet.orderNotFound');
    });
  });
});
