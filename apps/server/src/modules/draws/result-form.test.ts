/**
 * The official result form (issue #27): the operator picks an official lottery and one of its
 * issues waiting for a result from lists the server gives (with the pending proposal and who may
 * confirm it), and a wrong result is refused with what is wrong — the count, the range, a repeat,
 * a Vietnamese prize's digits, an issue still on sale, an issue already drawn — in his language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleIssuePaths, lotteryPaths, type WaitingResults } from '@lotus/contracts';
import { translate } from '@lotus/i18n';
import { describeApp } from '../../../test/app.ts';
import { newOperator } from '../../../test/operators.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { client, expectRefused } from '../../../test/client.ts';
import { explainDraw, familyOf } from '../lottery/families.ts';

describe('what is wrong with an entered result', () => {
  const p5 = familyOf('p5')!;
  const lhc = familyOf('lhc', new Date('2026-11-21T00:00:00Z'))!;
  const mb = familyOf('vn.mb')!;
  it('names the count, the range, a part that is not a number, a repeat, a prize’s digits', () => {
    expect(explainDraw(p5, '1 2 3 4 5')).toBeNull();
    expect(explainDraw(p5, '1,2,3')).toEqual({ key: 'lottery.resultCount', params: { expected: 5, got: 3 } });
    expect(explainDraw(p5, '1 2 3 4 12')).toEqual({ key: 'lottery.resultRange', params: { value: 12, min: 0, max: 9 } });
    expect(explainDraw(p5, '1 2 x 4 5')).toEqual({ key: 'lottery.resultNotNumber', params: { value: 'x' } });
    expect(explainDraw(lhc, '1 2 3 4 5 6 6')).toEqual({ key: 'lottery.resultRepeated', params: { value: 6 } });
    expect(explainDraw(lhc, '1 2 3 4 5 6 50')).toMatchObject({ key: 'lottery.resultRange', params: { value: 50, min: 1, max: 49 } });
    const good = (mb.deriveDraw(new Uint8Array(32).fill(7)) as readonly string[]).slice();
    expect(explainDraw(mb, good.join(' '))).toBeNull();
    const bad = [...good];
    bad[3] = bad[3]!.slice(1);
    expect(explainDraw(mb, bad.join(' '))).toEqual({ key: 'lottery.resultDigits', params: { position: 4, digits: good[3]!.length, value: bad[3]! } });
  });
});

describeApp('the official result form', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let api: ReturnType<typeof client>;
  const TICKET = 603; // p5.daily: official, drawn 13:25 UTC
  const ISSUE = '20261121';

  beforeAll(async () => {
    api = client(ctx.app);
    await ctx.app.scheduler.tick();
  });

  it('lists the waiting issue with its pending proposal, and says what is wrong in the operator’s language', async () => {
    const one = await newOperator(ctx.app, 'res_one', 'operations');
    const two = await newOperator(ctx.app, 'res_two', 'operations');
    const enter = (token: string, code: string, lang = 'en') => api.post(lotteryPaths.consoleResult, { ticketId: TICKET, issue: ISSUE, code }, { token, lang });
    const waitingOf = async (token: string) => ((await api.get(consoleIssuePaths.waiting, {}, { token })).body.data as WaitingResults).list.find((l) => l.ticketId === TICKET)!;

    // On sale: not waiting yet, and a result is refused as such (not "moved to the next issue").
    expect((await waitingOf(one)).issues.map((i) => i.issue)).not.toContain(ISSUE);
    expectRefused((await enter(one, '1 2 3 4 5')).body, 'lottery.resultStillSelling');

    ctx.clock.set('2026-11-21T13:25:05Z');
    await ctx.app.scheduler.tick();
    const lottery = await waitingOf(one);
    expect(lottery).toMatchObject({ lottery: 'p5.daily', shape: { length: 5, min: 0, max: 9, digits: false } });
    expect(lottery.issues.find((i) => i.issue === ISSUE)).toMatchObject({ status: 1, held: false, proposal: null });

    // Wrong results, each with its reason, in Vietnamese for a Vietnamese console.
    const wrong = await enter(one, '1 2 3', 'vi');
    expect(wrong.body.code).not.toBe(0);
    expect(wrong.body.msg).toBe(translate('vi', 'lottery.resultCount', { expected: 5, got: 3 }));
    expectRefused((await enter(one, '1 2 3 4 10')).body, 'lottery.resultRange', { value: 10, min: 0, max: 9 });

    // A proposal: listed with who entered it; its proposer may not confirm, another may.
    expect((await enter(one, '1 2 3 4 5')).body.data).toMatchObject({ confirmed: false });
    const mine = (await waitingOf(one)).issues.find((i) => i.issue === ISSUE)!;
    expect(mine.proposal).toMatchObject({ by: 'res_one', code: '1 2 3 4 5', secondPerson: { permission: 'result.enter', blocked: { key: 'console.secondPersonRequired' } } });
    const theirs = (await waitingOf(two)).issues.find((i) => i.issue === ISSUE)!;
    expect(theirs.proposal).toMatchObject({ by: 'res_one', secondPerson: { blocked: null } });

    // Confirmed: no longer waiting; a further entry is told the issue is drawn.
    expect((await enter(two, '1,2,3,4,5')).body.data).toMatchObject({ confirmed: true });
    expect((await waitingOf(two)).issues.map((i) => i.issue)).not.toContain(ISSUE);
    expectRefused((await enter(two, '1 2 3 4 5')).body, 'lottery.resultExists');
  });
});
