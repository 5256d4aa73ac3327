import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consolePaths, memberPaths, walletPaths } from '@lotus/contracts';
import { houseAccounts, members, wallets } from '../../db/schema.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { SETTING_DEFAULTS } from '../settings/defaults.ts';
import { addBetTurnovers } from '../wallet/repository.ts';
import { client, expectRefused } from '../../../test/client.ts';

const approve = (kind: 'deposit' | 'withdrawal', orderNo: string) =>
  (kind === 'deposit' ? consolePaths.depositApprove : consolePaths.withdrawalApprove).replace(
    ':orderNo',
    orderNo,
  );
const reject = (kind: 'deposit' | 'withdrawal', orderNo: string) =>
  (kind === 'deposit' ? consolePaths.depositReject : consolePaths.withdrawalReject).replace(
    ':orderNo',
    orderNo,
  );

describeApp('withdrawals: request and review', { clock: () => handClock(Date.now()), checkMoney: true, runScheduler: true }, (ctx) => {
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

  /** A member with 'amount' credited, a fund password and one bank card. */
  async function funded(amount = '5000') {
    const m = await api.newMember('wal');
    const cardId = await api.readyToWithdraw(m.token);
    if (amount !== '0') await api.credit(op, m.account, amount);
    return { ...m, cardId };
  }

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

  describe('withdrawals', () => {
    it('reports the range, fee, free count, daily limit and turnover', async () => {
      const { token } = await funded('1000');
      const { body } = await api.get(walletPaths.withdrawRange, {}, { token });
      expect(body.data).toEqual({
        min: '100.000',
        max: '500000.000',
        balance: '1000.000',
        feePercent: '1',
        freeTimes: 3,
        dailyLimit: 5,
        usedToday: 0,
        remainingFree: 3,
        remainingToday: 5,
        turnover: '0.000',
        turnoverRequired: '0.000',
        hasFundPwd: true,
        hasCard: true,
      });
    });

    it('holds the amount on request, books the fee on approval, returns it all on rejection', async () => {
      await api.setSettings(op, { withdrawFreeTimes: '1', withdrawFeePercent: '2.5' });
      const { token, account, cardId } = await funded('5000');
      const first = await api.post(
        walletPaths.withdraw,
        { amount: '1000', cardId, fundPwd: '654321ab' },
        { token },
      );
      expect(first.body).toMatchObject({
        code: 0,
        msg: "Withdrawal request received; the money is sent after the platform's review",
        data: {
          type: 2,
          status: 1,
          amount: '1000.000',
          fee: '0.000',
          actualAmount: '1000.000',
          cardTail: '2222',
          balance: '4000.000',
        },
      });
      const second = await api.post(
        walletPaths.withdraw,
        { amount: '999.999', cardId, fundPwd: '654321ab' },
        { token },
      );
      // Past the free count: 2.5% of 999.999 = 24.999975, truncated to 24.999.
      expect(second.body.data).toMatchObject({ fee: '24.999', actualAmount: '975.000', balance: '3000.001' });
      expect(await balanceOf(account)).toBe(3_000_001n);
      const feesBefore = await houseTotal('fees');
      const approved = await api.post(approve('withdrawal', second.body.data.orderNo), { payoutRef: 'FT0001' }, { token: op });
      expect(approved.body.data.status).toBe(2);
      expect((await houseTotal('fees')) - feesBefore).toBe(24_999n);
      const rejected = await api.post(
        reject('withdrawal', first.body.data.orderNo),
        { reason: 'card closed' },
        { token: op },
      );
      expect(rejected.body.data).toMatchObject({ status: 3, reviewReason: 'card closed' });
      expect(await balanceOf(account)).toBe(4_000_001n);
      // Each decision happens once.
      expectRefused(
        (await api.post(reject('withdrawal', first.body.data.orderNo), { reason: 'again' }, { token: op }))
          .body,
        'wallet.orderStateInvalid',
      );
      expectRefused(
        (await api.post(approve('withdrawal', first.body.data.orderNo), { payoutRef: 'FT0002' }, { token: op })).body,
        'wallet.orderStateInvalid',
      );
      expect(await balanceOf(account)).toBe(4_000_001n);
      const records = await api.get(walletPaths.balanceRecords, {}, { token });
      expect(records.body.data.list.map((r: { type: string }) => r.type)).toEqual([
        'withdrawReturn',
        'withdraw',
        'withdraw',
        'adjustment',
      ]);
      const progress = await api.get(walletPaths.dwOrderList, { type: 2 }, { token });
      expect(progress.body.data.list.map((o: { status: number }) => o.status)).toEqual([2, 3]);
    });

    async function houseTotal(code: string) {
      const rows = await ctx.db.select().from(houseAccounts).where(eq(houseAccounts.code, code));
      return rows.reduce((s, r) => s + r.balance, 0n);
    }

    it('requires a fund password, a card, the right fund password, an own card', async () => {
      const bare = await api.newMember('wd');
      expectRefused(
        (
          await api.post(
            walletPaths.withdraw,
            { amount: '100', cardId: 1, fundPwd: 'x' },
            { token: bare.token },
          )
        ).body,
        'wallet.noFundPwd',
      );
      await api.post(
        memberPaths.update.replace(':type', 'fundPwd'),
        { fundPwd: '654321ab', confirmFundPwd: '654321ab' },
        { token: bare.token },
      );
      expectRefused(
        (
          await api.post(
            walletPaths.withdraw,
            { amount: '100', cardId: 1, fundPwd: '654321ab' },
            { token: bare.token },
          )
        ).body,
        'wallet.noBankCard',
      );
      const { token, cardId } = await funded('1000');
      expectRefused(
        (await api.post(walletPaths.withdraw, { amount: '100', cardId, fundPwd: 'wrong123x' }, { token }))
          .body,
        'member.fundPwdWrong',
      );
      const other = await funded('0');
      expectRefused(
        (
          await api.post(
            walletPaths.withdraw,
            { amount: '100', cardId: other.cardId, fundPwd: '654321ab' },
            { token },
          )
        ).body,
        'wallet.cardNotFound',
      );
    });

    it('withdraws to a digital-currency account as well', async () => {
      const { token } = await funded('1000');
      const bound = await api.post(
        walletPaths.cardBind,
        {
          type: 2,
          network: 'USDT-TRC20',
          address: 'TQ5wK1kq9ZcJt3Wn8vZ6aY2e4b7r1m3x9P',
          confirmAddress: 'TQ5wK1kq9ZcJt3Wn8vZ6aY2e4b7r1m3x9P',
          holderName: 'Nguyen Van A',
          fundPwd: '654321ab',
        },
        { token },
      );
      expect(bound.body.code, bound.body.msg).toBe(0);
      const { body } = await api.post(
        walletPaths.withdraw,
        { amount: '100', cardId: bound.body.data.id, fundPwd: '654321ab' },
        { token },
      );
      expect(body.data).toMatchObject({ channelType: 'crypto', cardTail: '3x9P', balance: '900.000' });
    });

    it('keeps a new card from withdrawals for the card delay (setting)', async () => {
      await api.setSettings(op, { cardDelayMinutes: '30' });
      const { token, cardId } = await funded('1000');
      const early = await api.post(
        walletPaths.withdraw,
        { amount: '100', cardId, fundPwd: '654321ab' },
        { token },
      );
      const card = (await api.get(walletPaths.cardQuery, {}, { token })).body.data[0];
      expectRefused(early.body, 'wallet.cardNotReady', { time: card.usableAt });
      clock.at += 30 * 60_000;
      const later = await api.post(
        walletPaths.withdraw,
        { amount: '100', cardId, fundPwd: '654321ab' },
        { token },
      );
      expect(later.body.code, later.body.msg).toBe(0);
    });

    it('keeps the amount within the range and the balance', async () => {
      const { token, cardId } = await funded('1000');
      for (const amount of ['99.999', '500000.001']) {
        expectRefused(
          (await api.post(walletPaths.withdraw, { amount, cardId, fundPwd: '654321ab' }, { token })).body,
          'wallet.amountOutOfRange',
          { min: '100', max: '500,000' },
        );
      }
      // The range reads in the member's own number format (issue #27): 500.000 is five hundred thousand in Vietnamese.
      const vi = await api.post(walletPaths.withdraw, { amount: '99', cardId, fundPwd: '654321ab' }, { token, lang: 'vi' });
      expect(vi.body.msg).toBe('Số tiền phải từ 100 đến 500.000');
      expectRefused(
        (await api.post(walletPaths.withdraw, { amount: '1000.001', cardId, fundPwd: '654321ab' }, { token }))
          .body,
        'errors.balanceInsufficient',
      );
    });

    it('needs betting turnover of 100% of deposits since the last withdrawal (setting)', async () => {
      const { token, account, cardId } = await funded('0');
      await api.post(approve('deposit', await submittedDeposit(token, '1000')), {}, { token: op });
      const refused = await api.post(
        walletPaths.withdraw,
        { amount: '500', cardId, fundPwd: '654321ab' },
        { token },
      );
      expectRefused(refused.body, 'wallet.turnoverInsufficient', { done: '0', required: '1,000' });
      const id = await memberIdOf(account);
      await ctx.db.transaction((tx) => addBetTurnovers(tx, new Map([[id, 999_999n]])));
      expectRefused(
        (await api.post(walletPaths.withdraw, { amount: '500', cardId, fundPwd: '654321ab' }, { token }))
          .body,
        'wallet.turnoverInsufficient',
        { done: '999.99', required: '1,000' },
      );
      await ctx.db.transaction((tx) => addBetTurnovers(tx, new Map([[id, 1n]])));
      const ok = await api.post(
        walletPaths.withdraw,
        { amount: '500', cardId, fundPwd: '654321ab' },
        { token },
      );
      expect(ok.body.code, ok.body.msg).toBe(0);
      // A new period starts: the next deposit needs its own turnover; 50% when so set.
      await api.setSettings(op, { turnoverPercent: '50' });
      await api.post(approve('deposit', await submittedDeposit(token, '200')), {}, { token: op });
      expect((await api.get(walletPaths.withdrawRange, {}, { token })).body.data).toMatchObject({
        turnover: '0.000',
        turnoverRequired: '100.000',
      });
    });

    it('charges no fee for the first N of the day, and stops at the daily limit', async () => {
      await api.setSettings(op, {
        withdrawFreeTimes: '2',
        withdrawDailyLimit: '3',
        withdrawFeePercent: '10',
      });
      const { token, cardId, account, password } = await funded('5000');
      const fees: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { body } = await api.post(
          walletPaths.withdraw,
          { amount: '100', cardId, fundPwd: '654321ab', requestId: `fee-${i}` },
          { token },
        );
        expect(body.code, body.msg).toBe(0);
        fees.push(body.data.fee);
      }
      expect(fees).toEqual(['0.000', '0.000', '10.000']);
      expectRefused(
        (
          await api.post(
            walletPaths.withdraw,
            { amount: '100', cardId, fundPwd: '654321ab', requestId: 'fee-x' },
            { token },
          )
        ).body,
        'wallet.dailyLimitReached',
        { limit: 3 },
      );
      expect((await api.get(walletPaths.withdrawRange, {}, { token })).body.data).toMatchObject({
        usedToday: 3,
        remainingFree: 0,
        remainingToday: 0,
      });
      // The next platform day (UTC+7 midnight) counts afresh.
      clock.at += 24 * 3_600_000;
      const again = await api.login(account, password);
      const { body } = await api.post(
        walletPaths.withdraw,
        { amount: '100', cardId, fundPwd: '654321ab' },
        { token: again },
      );
      expect(body.data.fee).toBe('0.000');
    });

    it('moves money once per idempotency key: requestId, Idempotency-Key header, or an immediate retry', async () => {
      const { token, account, cardId } = await funded('5000');
      const values = { amount: '100', cardId, fundPwd: '654321ab', requestId: 'wd-abc-1' };
      const a = await api.post(walletPaths.withdraw, values, { token });
      const b = await api.post(walletPaths.withdraw, values, { token });
      expect(b.body.data).toMatchObject({ orderNo: a.body.data.orderNo, replayed: true });
      expect(await balanceOf(account)).toBe(4_900_000n);
      const h1 = await api.post(
        walletPaths.withdraw,
        { amount: '100', cardId, fundPwd: '654321ab' },
        { token, headers: { 'idempotency-key': 'hdr-1' } },
      );
      const h2 = await api.post(
        walletPaths.withdraw,
        { amount: '100', cardId, fundPwd: '654321ab' },
        { token, headers: { 'idempotency-key': 'hdr-1' } },
      );
      expect(h2.body.data.orderNo).toBe(h1.body.data.orderNo);
      expect(await balanceOf(account)).toBe(4_800_000n);
      // Without a key, the same request repeated at once is a retry; ten seconds later it is new.
      const d1 = await api.post(
        walletPaths.withdraw,
        { amount: '150', cardId, fundPwd: '654321ab' },
        { token },
      );
      const d2 = await api.post(
        walletPaths.withdraw,
        { amount: '150', cardId, fundPwd: '654321ab' },
        { token },
      );
      expect(d2.body.data.orderNo).toBe(d1.body.data.orderNo);
      clock.at += 10_000;
      const d3 = await api.post(
        walletPaths.withdraw,
        { amount: '150', cardId, fundPwd: '654321ab' },
        { token },
      );
      expect(d3.body.data.orderNo).not.toBe(d1.body.data.orderNo);
      expect(await balanceOf(account)).toBe(4_500_000n);
    });
  });

  describe('review queue', () => {
    it('lists withdrawals for review with the member account', async () => {
      const { token, account, cardId } = await funded('1000');
      await api.post(walletPaths.withdraw, { amount: '100', cardId, fundPwd: '654321ab' }, { token });
      const { body } = await api.get(consolePaths.withdrawals, { status: 1, account }, { token: op });
      expect(body.data).toMatchObject({ total: 1, list: [{ account, amount: '100.000', status: 1 }] });
    });

    it('flags what a reviewer should look at twice: a large amount, many requests, a new card, a recent manual credit', async () => {
      await api.setSettings(op, { withdrawTwoPersonMin: '300', withdrawDailyLimit: '9' });
      // Funded by an operator's credit, with a card bound just now.
      const { token, account, password, cardId } = await funded('2000');
      const withdraw = async (amount: string, t: string) => {
        const res = await api.post(walletPaths.withdraw, { amount, cardId, fundPwd: '654321ab' }, { token: t });
        expect(res.body.code, res.body.msg).toBe(0);
        return res.body.data.orderNo as string;
      };
      const flagsOf = async () => {
        const { body } = await api.get(consolePaths.withdrawals, { account, size: 20 }, { token: op });
        return new Map((body.data.list as { orderNo: string; flags: string[] }[]).map((o) => [o.orderNo, o.flags]));
      };
      // The ledger is stamped by the database's clock: the request comes after the credit.
      clock.at = Date.now();
      const first = await withdraw('100', token);
      expect((await flagsOf()).get(first)).toEqual(['newCard', 'manualCredit']);
      // Eight days on: the card is no longer new and the credit is more than 7 days back.
      clock.at += 8 * 86_400_000;
      const later = await api.login(account, password);
      const a = await withdraw('100', later);
      clock.at += 60_000;
      const b = await withdraw('300', later);
      clock.at += 60_000;
      const c = await withdraw('101', later);
      op = await api.operator();
      const flags = await flagsOf();
      expect(flags.get(a)).toEqual([]);
      expect(flags.get(b)).toEqual(['large']);
      // The third of the kind within 24 h (the first was 8 days before).
      expect(flags.get(c)).toEqual(['manyRequests']);
      expect(flags.get(first)).toEqual(['newCard', 'manualCredit']);
    });
  });
});
