import { beforeAll, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consolePaths, walletPaths } from '@lotus/contracts';
import { auditLog, members, wallets } from '../../db/schema.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { SETTING_DEFAULTS } from '../settings/defaults.ts';
import { client, expectRefused } from '../../../test/client.ts';

const approve = (orderNo: string) => consolePaths.depositApprove.replace(':orderNo', orderNo);
const reject = (orderNo: string) => consolePaths.depositReject.replace(':orderNo', orderNo);

describeApp('deposits: channels, orders and review', { clock: () => handClock(Date.now()), checkMoney: true, runScheduler: true }, (ctx) => {
  let api: ReturnType<typeof client>;
  let op: string;
  const clock = ctx.clock;

  beforeAll(async () => {
    api = client(ctx.app);
    op = await api.operator();
  });
  beforeEach(async () => {
    // Every test starts from the default settings (and a fresh operator session: tests move the clock).
    // The clock returns to real time too, as the ledger is stamped by the database's clock.
    clock.at = Date.now();
    op = await api.operator();
    await api.setSettings(op, { ...SETTING_DEFAULTS });
  });

  const memberIdOf = async (account: string) =>
    (await ctx.db.query.members.findFirst({ where: eq(members.account, account) }))!.id;
  const balanceOf = async (account: string) =>
    (await ctx.db.query.wallets.findFirst({ where: eq(wallets.memberId, await memberIdOf(account)) }))!
      .balance;

  /** Deposit through channel 1 (bank): open, mark paid; returns the order number. */
  async function submittedDeposit(token: string, amount: string) {
    const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount }, { token });
    expect(pre.body.code, pre.body.msg).toBe(0);
    const done = await api.post(
      walletPaths.deposit,
      { orderNo: pre.body.data.orderNo, payerName: 'Nguyen Van A' },
      { token },
    );
    expect(done.body.code, done.body.msg).toBe(0);
    return pre.body.data.orderNo as string;
  }

  it('lists the enabled channels with their ranges and where to pay', async () => {
    const { token } = await api.newMember('dep');
    const { body } = await api.get(walletPaths.channel, {}, { token });
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([1, 2, 3]);
    expect(body.data[0]).toMatchObject({
      type: 'bank',
      min: '100.000',
      max: '500000.000',
      accountNo: '0011000000001',
    });
    expect(body.data[2]).toMatchObject({ type: 'third', max: '50000.000' });
  });

  it('opens an order, submits it for review only when the member says it is paid, and credits on approval', async () => {
    const { token, account } = await api.newMember('dep');
    const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount: '1000.5559' }, { token });
    expect(pre.body.data).toMatchObject({
      type: 1,
      status: 1,
      statusName: 'Processing',
      amount: '1000.555',
      channel: { bankName: 'Vietcombank' },
    });
    const orderNo = pre.body.data.orderNo as string;
    // Not yet in the review queue, and an operator cannot approve what was not submitted.
    expectRefused(
      (await api.post(approve(orderNo), {}, { token: op })).body,
      'wallet.orderStateInvalid',
    );
    expectRefused(
      (await api.post(walletPaths.deposit, { orderNo }, { token })).body,
      'wallet.payerNameRequired',
    );
    const done = await api.post(
      walletPaths.deposit,
      { orderNo, payerName: 'Nguyen Van A', remark: 'ref 77' },
      { token },
    );
    expect(done.body).toMatchObject({
      code: 0,
      msg: 'Deposit order submitted, awaiting platform review',
      data: { status: 4, statusName: 'Submitted, awaiting platform review', payerName: 'Nguyen Van A' },
    });
    // Pressing it twice changes nothing.
    expect(
      (await api.post(walletPaths.deposit, { orderNo, payerName: 'X' }, { token })).body.data.payerName,
    ).toBe('Nguyen Van A');
    const queue = await api.get(consolePaths.deposits, { status: 4, account }, { token: op });
    expect(queue.body.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderNo]);
    const ok = await api.post(approve(orderNo), { reason: 'bank statement ok' }, { token: op });
    expect(ok.body.data).toMatchObject({ status: 2, reviewReason: 'bank statement ok' });
    expect(await balanceOf(account)).toBe(1_000_555n);
    // Approving again moves nothing.
    expectRefused(
      (await api.post(approve(orderNo), {}, { token: op })).body,
      'wallet.orderStateInvalid',
    );
    expect(await balanceOf(account)).toBe(1_000_555n);
    const w = await ctx.db.query.wallets.findFirst({
      where: eq(wallets.memberId, await memberIdOf(account)),
    });
    expect(w!.turnoverRequiredMilli).toBe(1_000_555n);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.target, orderNo));
    expect(audit.map((a) => a.action)).toEqual(['deposit.approve']);
  });

  it.each([
    [{ channelId: 1, amount: '99.999' }, 'wallet.amountOutOfRange', { min: '100', max: '500,000' }],
    [
      { channelId: 1, amount: '500000.001' },
      'wallet.amountOutOfRange',
      { min: '100', max: '500,000' },
    ],
    [{ channelId: 1, amount: 'abc' }, 'wallet.amountInvalid', undefined],
    [{ channelId: 1, amount: '-5' }, 'wallet.amountInvalid', undefined],
    [{ channelId: 9, amount: '100' }, 'wallet.channelUnavailable', undefined],
    [{ channelId: 3, amount: '100' }, 'wallet.channelUnavailable', undefined],
  ])('refuses depositPre %o: %s', async (values, key, params) => {
    const { token } = await api.newMember('dep');
    expectRefused((await api.post(walletPaths.depositPre, values, { token })).body, key, params);
  });

  it('narrows a channel to the platform range (setting)', async () => {
    await api.setSettings(op, { depositMin: '200' });
    const { token } = await api.newMember('dep');
    expectRefused(
      (await api.post(walletPaths.depositPre, { channelId: 1, amount: '150' }, { token })).body,
      'wallet.amountOutOfRange',
      { min: '200', max: '500,000' },
    );
  });

  it("opens a third-party order with the provider's pay URL (VNPay, modules/payments); crypto deposits need the transaction hash", async () => {
    const { token } = await api.newMember('dep');
    const third = await api.post(walletPaths.depositPreThird, { channelId: 3, amount: '300' }, { token });
    const payUrl = new URL(third.body.data.payUrl as string);
    expect(payUrl.searchParams.get('vnp_TxnRef')).toBe(third.body.data.orderNo);
    expect(payUrl.searchParams.get('vnp_Amount')).toBe('30000000');
    expectRefused(
      (await api.post(walletPaths.depositPreThird, { channelId: 3, amount: '60000' }, { token })).body,
      'wallet.amountOutOfRange',
      { min: '100', max: '50,000' },
    );
    expectRefused(
      (await api.post(walletPaths.depositPreThird, { channelId: 1, amount: '300' }, { token })).body,
      'wallet.channelUnavailable',
    );
    const crypto = await api.post(walletPaths.depositPre, { channelId: 2, amount: '300' }, { token });
    const orderNo = crypto.body.data.orderNo as string;
    expectRefused(
      (await api.post(walletPaths.deposit, { orderNo }, { token })).body,
      'wallet.txHashRequired',
    );
    const done = await api.post(walletPaths.deposit, { orderNo, txHash: 'ab'.repeat(32) }, { token });
    expect(done.body.data.status).toBe(4);
  });

  it('makes one order of a retried depositPre with the same requestId', async () => {
    const { token } = await api.newMember('dep');
    const a = await api.post(
      walletPaths.depositPre,
      { channelId: 1, amount: '100', requestId: 'dep-1' },
      { token },
    );
    const b = await api.post(
      walletPaths.depositPre,
      { channelId: 1, amount: '100', requestId: 'dep-1' },
      { token },
    );
    expect(b.body.data.orderNo).toBe(a.body.data.orderNo);
    const list = await api.get(walletPaths.dwOrderList, { type: 1 }, { token });
    expect(list.body.data.total).toBe(1);
  });

  it('rejects a deposit with a reason (required), crediting nothing', async () => {
    const { token, account } = await api.newMember('dep');
    const orderNo = await submittedDeposit(token, '400');
    expectRefused(
      (await api.post(reject(orderNo), {}, { token: op })).body,
      'console.reasonRequired',
    );
    expectRefused(
      (await api.post(reject(orderNo), { reason: '  ' }, { token: op })).body,
      'console.reasonRequired',
    );
    const r = await api.post(reject(orderNo), { reason: 'no money received' }, { token: op });
    expect(r.body.data).toMatchObject({
      status: 3,
      statusName: 'Rejected',
      reviewReason: 'no money received',
    });
    expect(await balanceOf(account)).toBe(0n);
    expectRefused(
      (await api.post(walletPaths.deposit, { orderNo, payerName: 'A' }, { token })).body,
      'wallet.orderStateInvalid',
    );
    expectRefused(
      (await api.post(approve('D0000000000000000000'), {}, { token: op })).body,
      'wallet.orderNotFound',
    );
  });
});
