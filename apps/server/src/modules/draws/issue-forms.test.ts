/**
 * The cancel and re-settle forms' lists (issue #27): the operator picks the lottery and the issue
 * from lists the server gives — a lottery's started issues for a cancellation, official settled
 * issues for a re-settlement — each with its pending proposal (who, why, and whether the operator
 * looking may confirm it), and a wrong corrected result is refused with what is wrong.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consoleDashPaths, consoleIssuePaths, lotteryPaths, type WaitingResults } from '@lotus/contracts';
import { translate } from '@lotus/i18n';
import { describeApp } from '../../../test/app.ts';
import { newOperator } from '../../../test/operators.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { client, expectRefused } from '../../../test/client.ts';
import { issues } from '../../db/schema.ts';

describeApp('the cancel and re-settle forms', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let api: ReturnType<typeof client>;
  const clock = ctx.clock;
  const TICKET = 603; // p5.daily: official, drawn 13:25 UTC
  const ISSUE = '20261121';

  beforeAll(async () => {
    api = client(ctx.app);
    await ctx.app.scheduler.tick();
  });

  const listOf = async (token: string, form: 'cancel' | 'resettle', ticketId?: number) => {
    const res = await api.get(consoleIssuePaths.waiting, { for: form, ...(ticketId ? { ticketId } : {}) }, { token });
    return res.body as { code: number; msg: string; data: WaitingResults };
  };

  it('lists what each form applies to, with the pending proposal and who may confirm it', async () => {
    const one = await newOperator(ctx.app, 'frm_one', 'operations');
    const two = await newOperator(ctx.app, 'frm_two', 'operations');

    // A cancellation names its lottery; without one the operator is told to pick it.
    expectRefused(await listOf(one, 'cancel'), 'lottery.notFound');
    const onSale = (await listOf(one, 'cancel', TICKET)).data.list;
    expect(onSale).toHaveLength(1);
    expect(onSale[0]!.issues.map((i) => i.issue)).toContain(ISSUE);

    // A cancellation proposed: listed with who asked and why; the proposer is told he may not confirm it.
    const cancel = (token: string) => api.post(lotteryPaths.consoleCancel, { ticketId: TICKET, issue: ISSUE, reason: 'wrong feed' }, { token });
    expect((await cancel(one)).body.data).toMatchObject({ confirmed: false });
    const mine = (await listOf(one, 'cancel', TICKET)).data.list[0]!.issues.find((i) => i.issue === ISSUE)!;
    expect(mine.proposal).toMatchObject({ by: 'frm_one', code: '', reason: 'wrong feed', secondPerson: { blocked: { key: 'console.secondPersonRequired' } } });
    const theirs = (await listOf(two, 'cancel', TICKET)).data.list[0]!.issues.find((i) => i.issue === ISSUE)!;
    expect(theirs.proposal).toMatchObject({ by: 'frm_one', secondPerson: { blocked: null } });

    // Nothing settled yet: the re-settle list has the official lottery, without this issue.
    const before = (await listOf(one, 'resettle')).data.list;
    expect(before.every((l) => l.issues.every((i) => i.status === 3))).toBe(true);
    expect(before.find((l) => l.ticketId === TICKET)!.issues.map((i) => i.issue)).not.toContain(ISSUE);

    // Drawn by two operators and settled: it leaves nothing to cancel twice, and is listed for re-settlement.
    // No scheduler pass: the clock's jump would leave hours of house issues to draw before this one.
    clock.set('2026-11-21T13:25:05Z');
    const enter = (token: string) => api.post(lotteryPaths.consoleResult, { ticketId: TICKET, issue: ISSUE, code: '1 2 3 4 5' }, { token });
    expect((await enter(one)).body.data).toMatchObject({ confirmed: false });
    expect((await enter(two)).body.data).toMatchObject({ confirmed: true });
    const [drawn] = await ctx.db.select().from(issues).where(and(eq(issues.lotteryId, TICKET), eq(issues.issueNo, ISSUE)));
    const settlement = ctx.app.services.settlement;
    while ((await settlement.settleBatch(drawn!.id)) > 0);
    await settlement.settleBatch(drawn!.id);
    const settled = (await listOf(one, 'resettle')).data.list.find((l) => l.ticketId === TICKET)!;
    expect(settled.issues.find((i) => i.issue === ISSUE)).toMatchObject({ status: 3, result: '1 2 3 4 5', proposal: null });

    // A wrong corrected result says what is wrong, in the operator's language; the console's own
    // way of writing it (commas) is accepted, and the proposal is listed with its code.
    const resettle = (token: string, code: string, lang = 'en') =>
      api.post(consoleDashPaths.resettle, { ticketId: TICKET, issue: ISSUE, code, reason: 'typo' }, { token, lang });
    const wrong = await resettle(one, '1 2 3', 'vi');
    expect(wrong.body.msg).toBe(translate('vi', 'lottery.resultCount', { expected: 5, got: 3 }));
    expectRefused((await resettle(one, '1 2 3 4 10')).body, 'lottery.resultRange', { value: 10, min: 0, max: 9 });
    expect((await resettle(one, '1,2,3,4,6')).body.data).toMatchObject({ confirmed: false });
    const proposed = (await listOf(two, 'resettle')).data.list.find((l) => l.ticketId === TICKET)!.issues.find((i) => i.issue === ISSUE)!;
    expect(proposed.proposal).toMatchObject({ by: 'frm_one', code: '1 2 3 4 6', reason: 'typo', secondPerson: { blocked: null } });
  });
});
