/**
 * Risk holds (issue #16): a win over the settings is settled but not paid; the member reads it
 * "under review"; an operator with risk.review releases it (paid exactly once, even by operators
 * releasing at once) or rejects it with a reason (the win voided, the stake kept). Each decision
 * writes one audit row; members and roles without the permission are refused (403).
 */
import { beforeAll, expect, it, vi } from 'vitest';
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import {
  agentPaths,
  consoleRiskPaths,
  lotteryPaths,
  OrderStatus,
  orderPaths,
  PushType,
  ResultCode,
  type PushEvent,
} from '@lotus/contracts';
import { buildBetLine, formatMoney, type Play } from '@lotus/engine';
import { formatAmount, translate } from '@lotus/i18n';
import { auditLog, ledger, members, moneyMoves, orders, outbox, riskHolds, wallets } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { form, FORM } from '../../../test/harness.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { newOperator } from '../../../test/operators.ts';
import { familyOf } from '../lottery/families.ts';
import { saveSettings } from '../settings/service.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { decideHolds } from './holds.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
// Every digit on the first position: a sure win of one level per order.
const SURE = buildBetLine({
  play: DWD,
  selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
  mode: 1,
  multiple: 1,
  lineNo: 1,
});

describeApp('risk holds', {
  clock: () => testClock('2026-11-21T10:00:30Z'),
  // Operators are told of every hold by email (issue #33).
  config: (base) => ({ ...base, messages: { ...base.messages, opsAlertEmails: ['risk@ops.test'] } }),
}, (ctx) => {
  let token: string;
  let memberId: bigint;
  let risk: string;
  let finance: string;
  const clock = ctx.clock;
  const events: { topic: string; event: PushEvent }[] = [];

  beforeAll(async () => {
    const publish = ctx.app.deps.push.publish.bind(ctx.app.deps.push);
    vi.spyOn(ctx.app.deps.push, 'publish').mockImplementation(async (topic, event) => {
      events.push({ topic, event });
      return publish(topic, event);
    });
    await ctx.app.scheduler.tick();
    token = await memberToken(ctx.app);
    memberId = (await ctx.db.select().from(members).where(eq(members.account, DEMO.member.account)))[0]!
      .id;
    risk = await newOperator(ctx.app, 'risk_h', 'risk');
    finance = await newOperator(ctx.app, 'finance_h', 'finance');
  });

  const balance = async () =>
    (await ctx.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]!.balance;
  const audits = async (action: string) =>
    Number(
      (await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n,
    );
  const call = (method: 'GET' | 'POST', url: string, tok: string, body: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...FORM, lang: 'en', token: tok },
      payload: method === 'POST' ? form(body) : undefined,
    });
  const place = async (n: number) => {
    const current = await get<{ issue: string }>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`, token);
    const ids: bigint[] = [];
    for (let i = 0; i < n; i++) {
      const res = await post<{ orderIds: string[] }>(
        ctx.app,
        orderPaths.normalCreate,
        { tid: 101, pno: current.data.issue, bd: JSON.stringify([SURE]), confirm: 1 },
        token,
      );
      expect(res.code, res.msg).toBe(0);
      ids.push(...res.data.orderIds.map(BigInt));
    }
    const issueId = (await ctx.db.select().from(orders).where(eq(orders.id, ids[0]!)))[0]!.issueId;
    return { ids, issueId };
  };
  const drawAndSettle = async (iso: string, issueId: bigint) => {
    clock.set(iso);
    await ctx.app.scheduler.draws.closeDue(clock.now());
    await ctx.app.scheduler.draws.drawDue(clock.now());
    while ((await ctx.app.scheduler.settlement.settleBatch(issueId)) > 0);
  };

  it('holds a win over the setting: not paid, "under review" for the member, listed for risk', async () => {
    const saved = await call('POST', consoleRiskPaths.settings, risk, { riskHoldWin: '1' });
    expect(saved.json().code, saved.json().msg).toBe(0);
    expect(saved.json().data).toMatchObject({ riskHoldWin: '1', riskHoldRatio: '500', riskHoldStreak: '8' });
    expect(await audits('risk.settings')).toBe(1);

    const { ids, issueId } = await place(2);
    const before = await balance();
    await drawAndSettle('2026-11-21T10:01:00Z', issueId);
    const rows = await ctx.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);
    expect(rows.map((o) => o.status)).toEqual([OrderStatus.WON, OrderStatus.WON]);
    expect(rows[0]!.winMilli).toBeGreaterThan(0n);
    // Not credited: the balance moved only by rebates (none for the demo member's own group here).
    const payouts = await ctx.db
      .select()
      .from(moneyMoves)
      .where(
        inArray(
          moneyMoves.idempotencyKey,
          ids.map((id) => `win:${id}`),
        ),
      );
    expect(payouts).toHaveLength(0);
    expect(await balance()).toBe(before + rows.reduce((s, o) => s + o.rebateMilli, 0n));
    const holds = await ctx.db.select().from(riskHolds).where(inArray(riskHolds.orderId, ids));
    expect(holds.map((h) => [h.status, h.reasons, h.winMilli])).toEqual(
      rows.map((o) => ['pending', ['win'], o.winMilli]),
    );
    // The operators' address is told of each held win, in the batch's transaction (issue #33).
    const told = await ctx.db.select().from(outbox).where(eq(outbox.template, 'opsRiskHold')).orderBy(outbox.id);
    expect(told.map((m) => [m.channel, m.recipient, m.body])).toEqual(
      rows.map((o) => [
        'email',
        'risk@ops.test',
        translate('vi', 'msg.tpl.opsRiskHold.body', { account: DEMO.member.account, amount: formatAmount(formatMoney(o.winMilli), 'vi') }),
      ]),
    );

    // The member reads it under review.
    const detail = await post<{ underReview: boolean; status: number; profit: string }>(
      ctx.app,
      orderPaths.orderDetail,
      { orderId: ids[0]!.toString() },
      token,
    );
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data).toMatchObject({ underReview: true, status: OrderStatus.WON });
    // His agent's team bet record says so too, not won (#27).
    const agentToken = await memberToken(ctx.app, DEMO.agent.account, DEMO.agent.password);
    const team = await get<{ list: { orderId: string; underReview: boolean }[] }>(ctx.app, agentPaths.teamOrderList, agentToken);
    expect(team.code, team.msg).toBe(0);
    expect(team.data.list.filter((o) => ids.map(String).includes(o.orderId)).map((o) => o.underReview)).toEqual([true, true]);

    const listed = await call('GET', `${consoleRiskPaths.holds}?account=${DEMO.member.account}`, risk);
    expect(listed.json().code, listed.json().msg).toBe(0);
    expect(listed.json().data.total).toBe(2);
    expect(listed.json().data.list[0]).toMatchObject({
      orderId: ids[1]!.toString(),
      account: DEMO.member.account,
      reasons: ['win'],
      status: 'pending',
    });
    expect(listed.json().data.list[0].member.balance).toMatch(/^\d/);
    // Settling again pays nothing.
    expect(await ctx.app.scheduler.settlement.settleBatch(issueId)).toBe(0);
    expect(await ctx.db.select().from(riskHolds).where(inArray(riskHolds.orderId, ids))).toHaveLength(2);
    // ... and tells no one again.
    expect(await ctx.db.select().from(outbox).where(eq(outbox.template, 'opsRiskHold'))).toHaveLength(2);
    await expectMoneyConserved(ctx.db);
  });

  it('an issue with a pending hold cannot be cancelled (its held win would be paid on release afterwards)', async () => {
    const [hold] = await ctx.db.select().from(riskHolds).where(eq(riskHolds.status, 'pending')).limit(1);
    const ops = await newOperator(ctx.app, 'ops_h', 'operations');
    const before = await balance();
    const res = await post(
      ctx.app,
      lotteryPaths.consoleCancel,
      { ticketId: 101, issue: hold!.issueNo, reason: 'wrong draw' },
      ops,
    );
    expect(res.msg).toBe('This issue still has wins held for review: release or reject them first');
    expect(await balance()).toBe(before);
    expect(await audits('lottery.cancel.propose')).toBe(0);
  });

  it('refuses a member token and roles without risk.review, writing nothing', async () => {
    const [hold] = await ctx.db.select().from(riskHolds).where(eq(riskHolds.status, 'pending')).limit(1);
    const url = consoleRiskPaths.release.replace(':orderId', hold!.orderId.toString());
    for (const tok of [token, finance]) {
      for (const [method, u] of [
        ['GET', consoleRiskPaths.holds],
        ['POST', url],
        ['POST', consoleRiskPaths.settings],
        ['GET', consoleRiskPaths.clusters],
        ['POST', consoleRiskPaths.blacklist],
      ] as const) {
        const res = await call(method, u, tok, { riskHoldWin: '5', kind: 'ip', value: '203.0.113.1' });
        expect(res.statusCode, `${method} ${u}`).toBe(403);
        expect(res.json().code).toBe(ResultCode.FORBIDDEN);
      }
    }
    expect(
      (await ctx.db.select().from(riskHolds).where(eq(riskHolds.orderId, hold!.orderId)))[0]!.status,
    ).toBe('pending');
    expect(await audits('risk.hold.release')).toBe(0);
  });

  it('release pays exactly once, even with five operators releasing at once; balance push to the member', async () => {
    const [hold] = await ctx.db
      .select()
      .from(riskHolds)
      .where(eq(riskHolds.status, 'pending'))
      .orderBy(riskHolds.orderId)
      .limit(1);
    const url = consoleRiskPaths.release.replace(':orderId', hold!.orderId.toString());
    const others = await Promise.all([1, 2, 3, 4].map((i) => newOperator(ctx.app, `risk_h${i}`, 'risk')));
    const before = await balance();
    events.length = 0;
    const answers = await Promise.all(
      [risk, ...others].map((tok) => call('POST', url, tok, { reason: 'checked' })),
    );
    const codes = answers.map((a) => a.json().code);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.json().code !== 0).map((a) => a.json().msg)).toEqual(
      Array(4).fill('This held win was already decided'),
    );
    expect(await balance()).toBe(before + hold!.winMilli);
    const payouts = await ctx.db
      .select()
      .from(moneyMoves)
      .where(eq(moneyMoves.idempotencyKey, `win:${hold!.orderId}`));
    expect(payouts).toHaveLength(1);
    const rows = await ctx.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.moveId, payouts[0]!.id), eq(ledger.memberId, memberId)));
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'payout',
        balanceBefore: before,
        balanceAfter: before + hold!.winMilli,
      }),
    ]);
    expect(await audits('risk.hold.release')).toBe(1);
    expect(events.some((e) => e.event.type === PushType.BALANCE && e.topic.endsWith(`/${memberId}`))).toBe(
      true,
    );
    const detail = await post<{ underReview: boolean }>(
      ctx.app,
      orderPaths.orderDetail,
      { orderId: hold!.orderId.toString() },
      token,
    );
    expect(detail.data.underReview).toBe(false);
    // A second release later is refused and pays nothing.
    const again = await call('POST', url, risk);
    expect(again.json().msg).toBe('This held win was already decided');
    expect(await balance()).toBe(before + hold!.winMilli);
    await expectMoneyConserved(ctx.db);
  });

  it('reject needs a reason, voids the win and keeps the stake; one audit row', async () => {
    const [hold] = await ctx.db.select().from(riskHolds).where(eq(riskHolds.status, 'pending')).limit(1);
    const url = consoleRiskPaths.reject.replace(':orderId', hold!.orderId.toString());
    expect((await call('POST', url, risk, {})).json().msg).toBe('Please enter a reason');
    expect((await call('POST', url, risk, { reason: 'x'.repeat(201) })).json().msg).toBe(
      'A reason is at most 200 characters',
    );
    const before = await balance();
    const res = await call('POST', url, risk, { reason: 'bonus abuse' });
    expect(res.json().code, res.json().msg).toBe(0);
    expect(res.json().data).toMatchObject({ status: 'rejected' });
    expect(await balance()).toBe(before);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, hold!.orderId));
    expect(order).toMatchObject({ status: OrderStatus.NOT_WON, winMilli: 0n });
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'risk.hold.reject'));
    expect(audit).toMatchObject({
      target: `order:${hold!.orderId}`,
      detail: expect.objectContaining({ reason: 'bonus abuse' }),
    });
    expect(await audits('risk.hold.reject')).toBe(1);
    expect(
      (
        await call('POST', consoleRiskPaths.release.replace(':orderId', hold!.orderId.toString()), risk)
      ).json().msg,
    ).toBe('This held win was already decided');
    expect(
      (await call('POST', consoleRiskPaths.release.replace(':orderId', '999999'), risk)).json().msg,
    ).toBe('No held win with that order number');
    const rejected = await call('GET', `${consoleRiskPaths.holds}?status=rejected`, risk);
    expect(rejected.json().data.list[0]).toMatchObject({
      status: 'rejected',
      note: 'bonus abuse',
      decidedBy: 'risk_h',
    });
    await expectMoneyConserved(ctx.db);
  });

  it('holds on the win/stake ratio and on a streak of profitable wins', async () => {
    await ctx.db
      .transaction(async (tx) => {
        await saveSettings(tx, { riskHoldWin: '0', riskHoldRatio: '500', riskHoldStreak: '3' });
        // Two earlier profitable wins of this member (his last settled orders).
        const last = await tx.select().from(orders).where(eq(orders.memberId, memberId)).orderBy(orders.id);
        for (const o of last.slice(-2))
          await tx
            .update(orders)
            .set({ status: OrderStatus.WON, winMilli: o.amountMilli * 2n })
            .where(eq(orders.id, o.id));
        const o = (id: bigint, amountMilli: bigint) => ({ id, memberId, amountMilli, issueNo: 'x' });
        const held = await decideHolds(tx, [
          { o: o(9_000_001n, 1_000n), win: 2_000n, status: OrderStatus.WON }, // third profitable win in a row
          { o: o(9_000_002n, 1_000n), win: 0n, status: OrderStatus.NOT_WON }, // breaks the streak
          { o: o(9_000_003n, 1_000n), win: 3_000n, status: OrderStatus.WON }, // streak 1
          { o: o(9_000_004n, 1_000n), win: 500_000n, status: OrderStatus.WON }, // 500 × the stake
          { o: o(9_000_005n, 1_000n), win: 499_999n, status: OrderStatus.WON }, // just under, streak 3
        ]);
        expect(Object.fromEntries([...held].map(([id, d]) => [id.toString(), d.reasons]))).toEqual({
          '9000001': ['streak'],
          '9000004': ['ratio'],
          '9000005': ['streak'],
        });
        // With the orders' instants (as settlement gives them) the streak is read in the week before
        // them first (streakSpan); placed a month after the earlier wins, that week holds none of
        // them and the member is read again over every month: the same holds either way.
        const reasonsOf = (m: Map<bigint, { reasons: string[] }>) => Object.fromEntries([...m].map(([id, d]) => [id.toString(), d.reasons]));
        for (const placedAt of [clock.now(), new Date(clock.now().getTime() + 30 * 86_400_000)]) {
          const at = (id: bigint, amountMilli: bigint) => ({ ...o(id, amountMilli), placedAt });
          const windowed = await decideHolds(tx, [
            { o: at(9_000_001n, 1_000n), win: 2_000n, status: OrderStatus.WON },
            { o: at(9_000_005n, 1_000n), win: 2_000n, status: OrderStatus.WON },
          ]);
          expect(reasonsOf(windowed), placedAt.toISOString()).toEqual({ '9000001': ['streak'], '9000005': ['streak'] });
        }
        // The streak before an order is made of the orders placed before it: the two profitable
        // wins above (itself and one placed after it, settled first) are not part of it.
        const [second] = last.slice(-2);
        await tx
          .update(orders)
          .set({ status: OrderStatus.NOT_WON, winMilli: 0n })
          .where(and(eq(orders.memberId, memberId), lt(orders.id, second!.id), inArray(orders.status, [OrderStatus.WON, OrderStatus.NOT_WON])));
        const early = await decideHolds(tx, [{ o: o(second!.id, 1_000n), win: 2_000n, status: OrderStatus.WON }]);
        expect(early.size).toBe(0);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && /rollback/i.test(e.message))) throw e;
      });
  });
});
