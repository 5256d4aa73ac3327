import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BonusStatus,
  consoleContentPaths,
  consolePaths,
  consolePromoPaths,
  contentPaths,
  promoPaths,
  walletPaths,
  type ActivityView,
  type DepositRuleView,
} from '@lotus/contracts';
import { LANGUAGES, translate } from '@lotus/i18n';
import { ledger, members, promoBonuses, promoDepositRules, wallets } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { client, type Body } from '../../../test/client.ts';
import { depositOfferText } from './deposit.ts';

const ok = (b: Body) => expect(b.code, b.msg).toBe(0);
const refused = (b: Body, key: string) => {
  expect(b.code, b.msg).not.toBe(0);
  expect(b.msg).toBe(translate('en', key));
};

/**
 * Issue #27 C1: deposit promotions are rules that pay. Over the demo seed: every promotion card a
 * member sees offers a rule that pays it, and the advertised first-deposit bonus (10 % of a first
 * deposit of 100 or more, at most 888, with the deposit's approval, 1× turnover) is paid once.
 */
describeApp('deposit promotions', (ctx) => {
  let api: ReturnType<typeof client>;
  let op: string;

  beforeAll(async () => {
    api = client(ctx.app);
    op = await api.operator();
  });

  const db = () => ctx.db;
  const idOf = async (account: string) => (await db().select().from(members).where(eq(members.account, account)))[0]!.id;
  const wallet = async (id: bigint) => (await db().select().from(wallets).where(eq(wallets.memberId, id)))[0]!;
  const bonusRows = (memberId: bigint) => db().select().from(promoBonuses).where(eq(promoBonuses.memberId, memberId)).orderBy(promoBonuses.id);
  /** A deposit opened and marked paid by the member, awaiting the operator. */
  const submitted = async (token: string, amount: string) => {
    const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount }, { token });
    ok(pre.body);
    ok((await api.post(walletPaths.deposit, { orderNo: pre.body.data.orderNo, payerName: 'Nguyen Van A' }, { token })).body);
    return pre.body.data.orderNo as string;
  };
  const approve = (orderNo: string) => api.post(consolePaths.depositApprove.replace(':orderNo', orderNo), {}, { token: op });
  const deposit = async (token: string, amount: string) => {
    const orderNo = await submitted(token, amount);
    ok((await approve(orderNo)).body);
    return orderNo;
  };
  const cards = async (lang: string, ended = false) => {
    const { body } = await api.get(ended ? contentPaths.activityOffLineList : contentPaths.activityList, { size: 20 }, { lang });
    ok(body);
    return body.data.list as ActivityView[];
  };
  const rules = async () => {
    const { body } = await api.get(consolePromoPaths.depositRules, {}, { token: op });
    ok(body);
    return body.data as DepositRuleView[];
  };

  it('every promotion card the seed shows offers a rule that pays it, and says what the rule pays, in every language', async () => {
    const stored = await db().select().from(promoDepositRules);
    for (const lang of LANGUAGES) {
      const shown = [...(await cards(lang)), ...(await cards(lang, true))];
      expect(shown.length).toBeGreaterThan(0);
      for (const c of shown) {
        expect(c.ruleKind, `${lang} ${c.title}`).not.toBeNull();
        if (c.ruleKind !== 'deposit') continue;
        // The card's figures are its rule's: the summary is made from them, the dates are its dates.
        const rule = stored.find((r) => r.startAt.toISOString() === c.startTime && (r.endAt?.toISOString() ?? null) === c.endTime);
        expect(rule, c.title).toBeDefined();
        expect(c.summary).toBe(depositOfferText(rule!, lang as never));
      }
    }
    const [first] = (await cards('vi')).filter((c) => c.ruleKind === 'deposit');
    expect(first!.title).toBe('Thưởng nạp đầu 10%');
    expect(first!.summary).toBe(
      'Nạp lần đầu từ 100 trở lên, nhận thêm 10% tối đa 888. Thưởng vào ví sau khi nền tảng duyệt. Tiền thưởng cần 1 lần doanh số cược trước khi rút.',
    );
    expect(await rules()).toMatchObject([{ kind: 'first', percent: '10', cap: '888.000', minDeposit: '100.000', turnoverMultiple: 1, review: true, inForce: true, host: '*' }]);
  });

  it('a first deposit of 5,000 pays 10 % capped at 888, i.e. 500, once: queued with the approval, paid after the bonus review; wallet, ledger, turnover, rewards, transactions', async () => {
    const m = await api.newMember('fdep');
    const id = await idOf(m.account);
    const orderNo = await submitted(m.token, '5000');
    // Two operators approving at once, and a retry afterwards: one deposit, one bonus.
    const [a, b] = await Promise.all([approve(orderNo), approve(orderNo)]);
    expect([a.body.code, b.body.code].filter((c) => c === 0)).toHaveLength(1);
    refused((await approve(orderNo)).body, 'wallet.orderStateInvalid');
    expect((await wallet(id)).balance).toBe(5_000_000n);
    const [queued] = await bonusRows(id);
    expect(await bonusRows(id)).toMatchObject([{ kind: 'first', period: orderNo, amountMilli: 500_000n, turnoverMilli: 500_000n, status: BonusStatus.PENDING_REVIEW }]);
    // The member sees it waiting in his rewards; the console's bonus review lists it.
    const waiting = (await api.get(promoPaths.memberVipDetail, {}, { token: m.token, lang: 'vi' })).body;
    expect(waiting.data.bonuses).toMatchObject([{ kind: 'first', amount: '500.000', status: BonusStatus.PENDING_REVIEW }]);
    const queue = (await api.get(consolePromoPaths.bonuses, { status: BonusStatus.PENDING_REVIEW, kind: 'first' }, { token: op })).body;
    expect(queue.data.list.filter((r: { account: string }) => r.account === m.account)).toMatchObject([{ id: queued!.id.toString(), amount: '500.000' }]);

    // Approved (twice: the second is refused), it is paid at once, with 1× turnover.
    ok((await api.post(consolePromoPaths.bonusApprove.replace(':id', queued!.id.toString()), {}, { token: op })).body);
    refused((await api.post(consolePromoPaths.bonusApprove.replace(':id', queued!.id.toString()), {}, { token: op })).body, 'promo.bonusNotPending');
    const w = await wallet(id);
    expect(w.balance).toBe(5_500_000n);
    // Deposit turnover (100 % by default) plus the bonus × 1.
    expect(w.turnoverRequiredMilli).toBe(5_000_000n + 500_000n);
    expect(await bonusRows(id)).toMatchObject([{ kind: 'first', status: BonusStatus.CLAIMED }]);
    const credits = await db().select().from(ledger).where(and(eq(ledger.memberId, id), eq(ledger.type, 'first_deposit_bonus')));
    expect(credits).toMatchObject([{ amount: 500_000n, balanceBefore: 5_000_000n, balanceAfter: 5_500_000n }]);

    // The member's rewards list and his transactions name it in his language.
    const vip = (await api.get(promoPaths.memberVipDetail, {}, { token: m.token, lang: 'vi' })).body;
    ok(vip);
    expect(vip.data.bonuses).toMatchObject([{ kind: 'first', amount: '500.000', status: BonusStatus.CLAIMED, period: orderNo, turnover: '500.000' }]);
    const trans = (await api.get(walletPaths.balanceRecords, { type: 'bonus' }, { token: m.token, lang: 'vi' })).body;
    ok(trans);
    expect(trans.data.list).toMatchObject([{ type: 'first_deposit_bonus', typeName: 'Thưởng nạp đầu', amount: '500.000' }]);

    // A second deposit earns no first-deposit bonus (and there is no reload rule).
    await deposit(m.token, '5000');
    expect(await bonusRows(id)).toHaveLength(1);
    expect((await wallet(id)).balance).toBe(10_500_000n);
    await expectMoneyConserved(db());
  });

  it('an automatic rule pays in the transaction that approves the deposit', async () => {
    const [seedRule] = await rules();
    ok((await api.post(consolePromoPaths.depositRule.replace(':id', seedRule!.id), { review: 'false' }, { token: op })).body);
    try {
      const m = await api.newMember('fauto');
      const id = await idOf(m.account);
      await deposit(m.token, '20000');
      expect(await bonusRows(id)).toMatchObject([{ kind: 'first', amountMilli: 888_000n, status: BonusStatus.CLAIMED }]);
      const w = await wallet(id);
      expect(w.balance).toBe(20_888_000n);
      expect(w.turnoverRequiredMilli).toBe(20_888_000n);
      // The card says so.
      const [card] = (await cards('en')).filter((c) => c.ruleKind === 'deposit');
      expect(card!.summary).toBe('Deposit 100 or more for the first time and get 10% more, up to 888. The bonus is credited as soon as the deposit is approved. The bonus needs 1x turnover before withdrawal.');
    } finally {
      ok((await api.post(consolePromoPaths.depositRule.replace(':id', seedRule!.id), { review: 'true' }, { token: op })).body);
    }
    await expectMoneyConserved(db());
  });

  it('two first deposits approved at once pay one first-deposit bonus', async () => {
    const m = await api.newMember('fdup');
    const id = await idOf(m.account);
    const [o1, o2] = [await submitted(m.token, '1000'), await submitted(m.token, '2000')];
    const results = await Promise.all([approve(o1), approve(o2)]);
    for (const r of results) ok(r.body);
    const rows = await bonusRows(id);
    expect(rows).toHaveLength(1);
    expect([100_000n, 200_000n]).toContain(rows[0]!.amountMilli);
  });

  it('below the minimum pays nothing; a capped deposit pays the cap; the first deposit decides even if it paid nothing', async () => {
    const small = await api.newMember('fsml');
    // The channels' minimum is 100, the rule's too: raise the rule's minimum to see it refuse.
    const [seedRule] = await rules();
    ok((await api.post(consolePromoPaths.depositRule.replace(':id', seedRule!.id), { minDeposit: '1000' }, { token: op })).body);
    await deposit(small.token, '999.999');
    expect(await bonusRows(await idOf(small.account))).toHaveLength(0);
    // Its first deposit is gone: a later large one is not a first deposit.
    await deposit(small.token, '5000');
    expect(await bonusRows(await idOf(small.account))).toHaveLength(0);
    ok((await api.post(consolePromoPaths.depositRule.replace(':id', seedRule!.id), { minDeposit: '100' }, { token: op })).body);

    const big = await api.newMember('fbig');
    await deposit(big.token, '20000');
    expect(await bonusRows(await idOf(big.account))).toMatchObject([{ amountMilli: 888_000n, status: BonusStatus.PENDING_REVIEW }]);
  });

  it('a reload rule in review mode queues its bonus in the console review; approval pays it under its own type with bonus × multiple turnover', async () => {
    const created = await api.post(
      consolePromoPaths.depositRules,
      { kind: 'reload', percent: '12.5', cap: '300', minDeposit: '1000', turnoverMultiple: 3, review: 'true', startAt: new Date(Date.now() - 60_000).toISOString() },
      { token: op },
    );
    ok(created.body);
    const ruleId = created.body.data.id as string;
    const m = await api.newMember('frel');
    const id = await idOf(m.account);
    await deposit(m.token, '100'); // the first: 10 % of 100
    await deposit(m.token, '999'); // below the reload minimum
    const before = await wallet(id);
    const orderNo = await deposit(m.token, '1234.567'); // 12.5 % = 154.320875 → 154.320
    const queued = (await bonusRows(id)).find((b) => b.kind === 'reload')!;
    expect(queued).toMatchObject({ period: orderNo, amountMilli: 154_320n, turnoverMilli: 462_960n, status: BonusStatus.PENDING_REVIEW, ruleId: BigInt(ruleId) });
    expect((await wallet(id)).balance).toBe(before.balance + 1_234_567n);
    const list = (await api.get(consolePromoPaths.bonuses, { status: BonusStatus.PENDING_REVIEW, kind: 'reload' }, { token: op })).body;
    ok(list);
    expect(list.data.list).toMatchObject([{ id: queued.id.toString(), account: m.account, amount: '154.320' }]);
    ok((await api.post(consolePromoPaths.bonusApprove.replace(':id', queued.id.toString()), {}, { token: op })).body);
    // Approved twice: the second is refused and pays nothing.
    refused((await api.post(consolePromoPaths.bonusApprove.replace(':id', queued.id.toString()), {}, { token: op })).body, 'promo.bonusNotPending');
    const after = await wallet(id);
    expect(after.balance).toBe(before.balance + 1_234_567n + 154_320n);
    expect(after.turnoverRequiredMilli).toBe(before.turnoverRequiredMilli + 1_234_567n + 462_960n);
    const credits = await db().select().from(ledger).where(and(eq(ledger.memberId, id), eq(ledger.type, 'reload_bonus')));
    expect(credits.map((c) => c.amount)).toEqual([154_320n]);
    expect((await rules()).find((r) => r.id === ruleId)).toMatchObject({ paid: 1, paidTotal: '154.320' });
    ok((await api.post(consolePromoPaths.depositRule.replace(':id', ruleId), { enabled: 'false' }, { token: op })).body);
    await expectMoneyConserved(db());
  });

  it('a rule pays on its own site only, and a card offers it only there; a disabled rule hides its card', async () => {
    const other = await api.post(
      consolePromoPaths.depositRules,
      { host: 'other.example', kind: 'reload', percent: '50', cap: '1000', minDeposit: '100', startAt: new Date(Date.now() - 60_000).toISOString() },
      { token: op },
    );
    ok(other.body);
    const ruleId = other.body.data.id as string;
    const m = await api.newMember('fhst');
    await deposit(m.token, '100');
    await deposit(m.token, '200'); // opened on the test's own host: the other site's rule does not pay
    expect((await bonusRows(await idOf(m.account))).map((b) => b.kind)).toEqual(['first']);

    // A card on every site cannot offer a rule of one site.
    const start = new Date(Date.now() - 60_000).toISOString();
    refused((await api.post(consoleContentPaths.activities, { title: 'Nạp lại 50%', startAt: start, rule: `deposit:${ruleId}` }, { token: op })).body, 'content.ruleHost');
    const card = await api.post(consoleContentPaths.activities, { host: 'other.example', title: 'Nạp lại 50%', summary: 'bất kỳ', startAt: start, rule: `deposit:${ruleId}` }, { token: op });
    ok(card.body);
    const onOther = async () => (await api.get(contentPaths.activityList, { serviceName: 'other.example' }, { lang: 'vi' })).body.data.list as ActivityView[];
    const shown = (await onOther()).find((c) => c.id === card.body.data.id)!;
    expect(shown.summary).toBe('Mỗi lần nạp lại từ 100 trở lên, nhận thêm 50% tối đa 1.000. Thưởng vào ví ngay khi khoản nạp được duyệt. Tiền thưởng cần 1 lần doanh số cược trước khi rút.');
    ok((await api.post(consolePromoPaths.depositRule.replace(':id', ruleId), { enabled: 'false' }, { token: op })).body);
    expect((await onOther()).map((c) => c.id)).not.toContain(card.body.data.id);
  });

  it('a card without a rule is a notice: it may not promise a payment in any language, and members see it as no offer', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    for (const values of <Record<string, string>[]>[
      { title: 'Nạp hôm nay', summary: 'Nạp từ 100, nhận thêm 20%' },
      { title: 'Tết', 'translations.zh.title': '春节', 'translations.zh.body': '充值额外获得 5%' },
      { title: 'Tết', 'translations.en.title': 'New year', 'translations.en.summary': 'Deposit and get 15% more' },
      { title: 'Tết', 'translations.id.title': 'Tahun baru', 'translations.id.body': 'Bonus 5% untuk setoran' },
    ])
      refused((await api.post(consoleContentPaths.activities, { ...values, startAt: start }, { token: op })).body, 'content.promiseWithoutRule');
    const plain = await api.post(consoleContentPaths.activities, { title: 'Lịch nghỉ Tết', summary: 'Các kỳ quay vẫn diễn ra bình thường.', startAt: start }, { token: op });
    ok(plain.body);
    // Nor can an edit make a notice promise, or unlink a card whose text promises.
    refused((await api.post(consoleContentPaths.activity.replace(':id', plain.body.data.id), { summary: 'nhận thêm 10%' }, { token: op })).body, 'content.promiseWithoutRule');
    const shown = (await cards('vi')).find((c) => c.id === plain.body.data.id)!;
    expect(shown.ruleKind).toBeNull();
  });
});
