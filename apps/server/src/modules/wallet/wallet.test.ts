import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { businessDay, consolePaths, DEFAULT_PLATFORM_TIME_ZONE, ResultCode, shiftDay, TRADE_TYPES, walletPaths } from '@lotus/contracts';
import { auditLog, ledger, members, platformConfig, wallets } from '../../db/schema.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { SETTING_DEFAULTS } from '../settings/defaults.ts';
import { addBetTurnovers } from './repository.ts';
import { client, expectRefused } from '../../../test/client.ts';
import { newOperator } from '../../../test/operators.ts';

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

describeApp('wallet and operator review', { clock: () => handClock(Date.now()), checkMoney: true, runScheduler: true }, (ctx) => {
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

  describe('transfers', () => {
    it('moves money to another member, once per requestId, and raises their turnover requirement', async () => {
      const from = await funded('1000');
      const to = await api.newMember('rcv');
      const values = { account: to.account, amount: '0.01', fundPwd: '654321ab', requestId: 'tr-1' };
      const a = await api.post(walletPaths.swipe, values, { token: from.token });
      expect(a.body).toMatchObject({
        code: 0,
        msg: 'Transfer succeeded',
        data: { amount: '0.010', balance: '999.990', replayed: false },
      });
      const b = await api.post(walletPaths.swipe, values, { token: from.token });
      expect(b.body.data).toMatchObject({ replayed: true, balance: '999.990' });
      expect(await balanceOf(to.account)).toBe(10n);
      expect(
        (await api.get(walletPaths.withdrawRange, {}, { token: to.token })).body.data.turnoverRequired,
      ).toBe('0.010');
      const rec = await api.get(walletPaths.balanceRecords, { type: 'transfer' }, { token: to.token });
      expect(rec.body.data.list).toEqual([
        expect.objectContaining({
          type: 'transfer',
          typeName: 'Transfer',
          amount: '0.010',
          before: '0.000',
          after: '0.010',
          refId: `${from.account}>${to.account}`,
        }),
      ]);
    });

    it.each([
      [{ amount: '0.009' }, 'wallet.transferMin'],
      [{ amount: '0' }, 'wallet.transferMin'],
      [{ account: 'nosuchmember1' }, 'wallet.transferTargetNotFound'],
      [{ self: true }, 'wallet.transferSelf'],
      [{ fundPwd: 'bad00000x' }, 'member.fundPwdWrong'],
      [{ amount: '1000.001' }, 'errors.balanceInsufficient'],
    ])('refuses %o: %s', async (change, key) => {
      const from = await funded('1000');
      const to = await api.newMember('rcv');
      const { self, ...rest } = change as Record<string, string | boolean>;
      const values = {
        account: self ? from.account : to.account,
        amount: '1',
        fundPwd: '654321ab',
        ...rest,
      } as Record<string, string>;
      expectRefused((await api.post(walletPaths.swipe, values, { token: from.token })).body, key);
      expect(await balanceOf(from.account)).toBe(1_000_000n);
    });

    it("needs a fund password, and the platform's swipe flag ('0' enabled)", async () => {
      const to = await api.newMember('rcv');
      const bare = await api.newMember('bare');
      expectRefused(
        (
          await api.post(
            walletPaths.swipe,
            { account: to.account, amount: '1', fundPwd: 'x' },
            { token: bare.token },
          )
        ).body,
        'wallet.noFundPwd',
      );
      await ctx.db.insert(platformConfig).values({ host: 'noswipe.example', key: 'swipe', value: '1' });
      const from = await funded('10');
      const res = await ctx.app.inject({
        method: 'POST',
        url: walletPaths.swipe,
        headers: {
          host: 'noswipe.example',
          lang: 'en',
          token: from.token,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `account=${to.account}&amount=1&fundPwd=654321ab`,
      });
      expectRefused(res.json(), 'wallet.transferDisabled');
    });
  });

  describe('records and reports', () => {
    it('lists trade types in the request language', async () => {
      const { token } = await api.newMember('rec');
      const { body } = await api.post(walletPaths.tradeTypes, {}, { token, lang: 'vi' });
      expect(body.data.map((t: { type: string }) => t.type)).toEqual([...TRADE_TYPES]);
      expect(body.data[0]).toEqual({ type: 'deposit', name: 'Nạp tiền' });
    });

    it('pages account changes, filters by type and days, and refuses start after end', async () => {
      const { token, cardId } = await funded('3000');
      for (let i = 0; i < 3; i++)
        await api.post(
          walletPaths.withdraw,
          { amount: '100', cardId, fundPwd: '654321ab', requestId: `p${i}` },
          { token },
        );
      const page1 = await api.get(walletPaths.balanceRecords, { page: 1, size: 2 }, { token });
      expect(page1.body.data).toMatchObject({ total: 4, page: 1, size: 2 });
      expect(page1.body.data.list[0]).toMatchObject({
        type: 'withdraw',
        amount: '-100.000',
        before: '2800.000',
        after: '2700.000',
      });
      const page2 = await api.get(walletPaths.balanceRecords, { page: 2, size: 2 }, { token });
      expect(page2.body.data.list.map((r: { type: string }) => r.type)).toEqual(['withdraw', 'adjustment']);
      expect(
        (await api.get(walletPaths.balanceRecords, { type: 'adjustment' }, { token })).body.data.total,
      ).toBe(1);
      // Fund records: several types at once.
      expect(
        (await api.get(walletPaths.balanceRecords, { type: 'withdraw,adjustment' }, { token })).body.data.total,
      ).toBe(4);
      expect(
        (await api.get(walletPaths.balanceRecords, { type: 'withdraw,transfer' }, { token })).body.data.total,
      ).toBe(3);
      const today = businessDay(new Date(clock.at), DEFAULT_PLATFORM_TIME_ZONE);
      const yesterday = shiftDay(today, -1);
      expect(
        (await api.get(walletPaths.balanceRecords, { startDate: yesterday, endDate: yesterday }, { token }))
          .body.data.total,
      ).toBe(0);
      expect(
        (await api.get(walletPaths.balanceRecords, { startDate: yesterday, endDate: today }, { token })).body
          .data.total,
      ).toBe(4);
      expectRefused(
        (await api.get(walletPaths.balanceRecords, { startDate: today, endDate: yesterday }, { token })).body,
        'wallet.dateRange',
      );
      expectRefused(
        (await api.get(walletPaths.dwOrderList, { startDate: today, endDate: yesterday }, { token })).body,
        'wallet.dateRange',
      );
      expectRefused(
        (await api.get(walletPaths.balanceRecords, { startDate: '2026-13-45' }, { token })).body,
        'wallet.dateInvalid',
      );
      expectRefused(
        (await api.get(walletPaths.balanceRecords, { startDate: '2020-01-01', endDate: today }, { token }))
          .body,
        'wallet.dateRangeTooLong',
        { days: 90 },
      );
      const big = await api.get(walletPaths.balanceRecords, { size: 101 }, { token });
      expect(big.body.code).toBe(ResultCode.VALIDATION);
    });

    it('filters deposit/withdrawal progress by type and status', async () => {
      const { token, cardId } = await funded('3000');
      await api.post(walletPaths.withdraw, { amount: '100', cardId, fundPwd: '654321ab' }, { token });
      await submittedDeposit(token, '100');
      await api.post(walletPaths.depositPre, { channelId: 1, amount: '100' }, { token });
      const all = await api.get(walletPaths.dwOrderList, {}, { token });
      expect(all.body.data.total).toBe(3);
      expect((await api.get(walletPaths.dwOrderList, { type: 1 }, { token })).body.data.total).toBe(2);
      expect(
        (await api.get(walletPaths.dwOrderList, { type: 1, status: 4 }, { token })).body.data.total,
      ).toBe(1);
      const w = (await api.get(walletPaths.dwOrderList, { type: 2 }, { token })).body.data.list[0];
      expect(w).toMatchObject({ statusName: 'Processing', cardTail: '2222', amount: '100.000' });
    });

    it('sums a day and a range: deposits, withdrawals, transfers, adjustments, profit', async () => {
      const { token, account, cardId } = await funded('0');
      await api.post(approve('deposit', await submittedDeposit(token, '1000')), {}, { token: op });
      const memberId = await memberIdOf(account);
      await ctx.db.transaction((tx) => addBetTurnovers(tx, new Map([[memberId, 1_000_000n]])));
      const w = await api.post(
        walletPaths.withdraw,
        { amount: '300', cardId, fundPwd: '654321ab' },
        { token },
      );
      await api.post(reject('withdrawal', w.body.data.orderNo), { reason: 'retry later' }, { token: op });
      await api.post(walletPaths.withdraw, { amount: '200', cardId, fundPwd: '654321ab' }, { token });
      const other = await api.newMember('oth');
      await api.post(
        walletPaths.swipe,
        { account: other.account, amount: '50', fundPwd: '654321ab' },
        { token },
      );
      await api.credit(op, account, '5');
      const expected = {
        deposit: '1000.000',
        withdraw: '200.000',
        transferIn: '0.000',
        transferOut: '50.000',
        bet: '0.000',
        payout: '0.000',
        rebate: '0.000',
        bonus: '0.000',
        adjustment: '5.000',
        profit: '0.000',
      };
      const daily = await api.post(walletPaths.dailyProfit, {}, { token });
      expect(daily.body.data.list).toHaveLength(1);
      expect(daily.body.data.list[0]).toMatchObject(expected);
      const summary = await api.get(walletPaths.memberSummary, {}, { token });
      expect(summary.body.data).toMatchObject({ ...expected, balance: '755.000' });
      expectRefused(
        (
          await api.post(
            walletPaths.dailyProfit,
            { startDate: '2026-02-02', endDate: '2026-02-01' },
            { token },
          )
        ).body,
        'wallet.dateRange',
      );
    });
  });

  describe('console', () => {
    it('adjusts a balance up or down with a reason, confirmed by a second operator, audited, never below zero', async () => {
      const { account } = await api.newMember('adj');
      const checker = await newOperator(ctx.app, 'checker02', 'finance');
      const adjust = (values: Record<string, string>, token = op) =>
        api.post(consolePaths.adjust.replace(':account', account), values, { token });
      const decide = (id: string, how: 'confirm' | 'refuse', token = checker) =>
        api.post((how === 'confirm' ? consolePaths.proposalConfirm : consolePaths.proposalRefuse).replace(':id', id), {}, { token });
      const balance = async () => (await ctx.db.select().from(wallets).innerJoin(members, eq(members.id, wallets.memberId)).where(eq(members.account, account)))[0]!.wallets.balance;

      const up = await adjust({ amount: '10.5', reason: 'goodwill' });
      expect(up.body.data).toMatchObject({ status: 'pending', amount: '10.500' });
      // Proposed is not moved; the proposer cannot confirm his own.
      expect(await balance()).toBe(0n);
      expectRefused((await decide(up.body.data.id, 'confirm', op)).body, 'console.secondPersonRequired');
      expect((await decide(up.body.data.id, 'confirm')).body.data).toMatchObject({ status: 'confirmed', balance: '10.500' });
      expectRefused((await decide(up.body.data.id, 'confirm')).body, 'console.proposalDecided');

      const down = await adjust({ amount: '-0.5', reason: 'correction', requestId: 'adj-1' });
      const again = await adjust({ amount: '-0.5', reason: 'correction', requestId: 'adj-1' });
      expect(again.body.data).toMatchObject({ id: down.body.data.id, replayed: true });
      expect((await decide(down.body.data.id, 'confirm')).body.data.balance).toBe('10.000');

      const refused = await adjust({ amount: '100', reason: 'typo' });
      expect((await decide(refused.body.data.id, 'refuse')).body.data).toMatchObject({ status: 'refused' });
      expect(await balance()).toBe(10_000n);

      const tooMuch = await adjust({ amount: '-10.001', reason: 'x' });
      expectRefused((await decide(tooMuch.body.data.id, 'confirm')).body, 'errors.balanceInsufficient');
      expect(await balance()).toBe(10_000n);
      expectRefused((await adjust({ amount: '5' })).body, 'console.reasonRequired');
      expectRefused((await adjust({ amount: '0', reason: 'x' })).body, 'wallet.amountInvalid');
      expectRefused(
        (await api.post(consolePaths.adjust.replace(':account', 'ghost1234'), { amount: '5', reason: 'x' }, { token: op })).body,
        'console.memberNotFound',
      );
      const audit = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.adjust'), eq(auditLog.target, account)));
      expect(audit.map((a) => (a.detail as { reason: string }).reason).sort()).toEqual(['correction', 'goodwill']);
      expect(audit.find((a) => (a.detail as { reason: string }).reason === 'goodwill')).toMatchObject({
        before: { balance: '0.000' },
        after: { balance: '10.500' },
        ip: '127.0.0.1',
      });
      const trail = await api.get(consolePaths.audit, { size: 5 }, { token: op });
      expect(trail.body.data.list[0]).toMatchObject({ actorKind: 'operator', action: 'member.adjust.propose', actor: 'admin' });
    });

    it('reads and writes settings, refusing unknown keys and bad values', async () => {
      const got = await api.get(consolePaths.settings, {}, { token: op });
      expect(got.body.data).toMatchObject({
        withdrawFeePercent: '1',
        withdrawFreeTimes: '3',
        turnoverPercent: '100',
        cardDelayMinutes: '0',
      });
      expectRefused(
        (await api.post(consolePaths.settings, { nope: '1' }, { token: op })).body,
        'console.settingUnknown',
        { key: 'nope' },
      );
      expectRefused(
        (await api.post(consolePaths.settings, { withdrawFeePercent: '101' }, { token: op })).body,
        'console.settingInvalid',
        {
          key: 'withdrawFeePercent',
        },
      );
      expectRefused(
        (await api.post(consolePaths.settings, { depositChannels: '[{"id":1}]' }, { token: op })).body,
        'console.settingInvalid',
        {
          key: 'depositChannels',
        },
      );
      const saved = await api.post(consolePaths.settings, { withdrawDailyLimit: '9' }, { token: op });
      expect(saved.body.data.withdrawDailyLimit).toBe('9');
    });

    it('refuses a payment channel whose minimum is above its maximum, in the operator language, and changes nothing', async () => {
      const before = await api.get(consolePaths.settings, {}, { token: op });
      const channels = JSON.parse(before.body.data.depositChannels as string) as { name: string; min: string; max: string }[];
      const bad = JSON.stringify(channels.map((c, i) => (i === 0 ? { ...c, min: '600000.5', max: '600000' } : c)));
      const refused = await api.post(consolePaths.settings, { depositChannels: bad, withdrawDailyLimit: '9' }, { token: op });
      expectRefused(refused.body, 'console.channelRangeInvalid', { name: channels[0]!.name });
      const vi = await api.post(consolePaths.settings, { depositChannels: bad }, { token: op, lang: 'vi' });
      expect(vi.body.msg).toBe(`Kênh ${channels[0]!.name}: số tiền tối thiểu lớn hơn tối đa`);
      const after = await api.get(consolePaths.settings, {}, { token: op });
      expect(after.body.data).toEqual(before.body.data);
      // Equal bounds are a fixed amount, accepted.
      const fixed = JSON.stringify(channels.map((c, i) => (i === 0 ? { ...c, min: '200', max: '200.000' } : c)));
      const saved = await api.post(consolePaths.settings, { depositChannels: fixed }, { token: op });
      expect(saved.body.code, saved.body.msg).toBe(0);
    });

    it('shows only the wallet ledger rows for members, and house rows sum to house balances', async () => {
      const rows = await ctx.db.execute(sql`
        select h.code from house_accounts h
        left join (select house_code, house_shard, sum(amount) s from ledger where house_code is not null group by 1, 2) l
          on l.house_code = h.code and l.house_shard = h.shard
        where h.balance <> coalesce(l.s, 0)`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
      expect((await ctx.db.select().from(ledger).limit(1)).length).toBe(1);
    });
  });
});
