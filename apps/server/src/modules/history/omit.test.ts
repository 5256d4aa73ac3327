import { beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  historyPaths,
  MAX_OMIT_REMINDERS,
  omitPaths,
  PushType,
  ResultCode,
  type OmitCell,
  type OmitHits,
  type OmitReminder,
  type OmitReminderPage,
  type PushEvent,
  type TrendRow,
} from '@lotus/contracts';
import { lotteries, members, omitReminders } from '../../db/schema.ts';
import { DEMO } from '../../seed.ts';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';

const save = (kind: number | string) => omitPaths.save.replace(':kind', String(kind));

describeApp('missed-number reminders', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  const clock = ctx.clock;
  const pushed: { topic: string; event: PushEvent }[] = [];
  let demo: string;
  let agent: string;
  let demoId: bigint;

  const minute = (i: number) => new Date(Date.parse('2026-11-21T10:00:00Z') + i * 60_000 + 5_000).toISOString();

  beforeAll(async () => {
    vi.spyOn(ctx.app.deps.push, 'publish').mockImplementation(async (topic, event) => {
      pushed.push({ topic, event });
    });
    await ctx.app.scheduler.tick();
    for (let i = 1; i <= 10; i++) {
      clock.set(minute(i));
      await ctx.app.scheduler.tick();
    }
    demo = await memberToken(ctx.app);
    agent = await memberToken(ctx.app, DEMO.agent.account, DEMO.agent.password);
    demoId = (await ctx.db.select().from(members).where(eq(members.account, DEMO.member.account)))[0]!.id;
  });

  /** Cells of the trend chart (kind 1) at or over `threshold`, as the chart counts them. */
  async function chartCells(ticketId: number, threshold: number, exactly = false): Promise<OmitCell[]> {
    const chart = await get<{ chart: TrendRow[] }>(ctx.app, `${historyPaths.trendChart}?ticketId=${ticketId}&num=100`);
    return chart.data.chart
      .flatMap((row) => row.stats.map((s) => ({ position: row.position, item: s.number, miss: s.currentMissing })))
      .filter((c) => (exactly ? c.miss === threshold : c.miss >= threshold));
  }
  const key = (c: OmitCell) => `${c.position}:${c.item}:${c.miss}`;

  it('saves one reminder per lottery and kind, replaces it on a second save, and lists it paged', async () => {
    const first = await post<OmitReminder>(ctx.app, save(1), { ticketId: 101, threshold: 5, positions: '0,2' }, demo);
    expect(first).toMatchObject({ code: 0, data: { ticketId: 101, kind: 1, threshold: 5, positions: [0, 2], lottery: '1-Minute SSC' } });
    const again = await post<OmitReminder>(ctx.app, save(1), { ticketId: 101, threshold: 3, positions: '' }, demo);
    expect(again.data).toMatchObject({ id: first.data.id, threshold: 3, positions: [] });
    const two = await post<OmitReminder>(ctx.app, save(2), { ticketId: 101, threshold: 4, positions: '4,1,1' }, demo);
    expect(two.data).toMatchObject({ kind: 2, positions: [1, 4] });
    const page = await get<OmitReminderPage>(ctx.app, `${omitPaths.list}?page=1&size=1`, demo);
    expect(page.data).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(page.data.list).toHaveLength(1);
    const all = await get<OmitReminderPage>(ctx.app, `${omitPaths.list}?ticketId=101`, demo);
    expect(all.data.list.map((r) => r.kind).sort()).toEqual([1, 2]);
  });

  it('finds the numbers and sides at or over the threshold, as the trend chart and two-sided cold/hot count them', async () => {
    const hits = await get<OmitHits[]>(ctx.app, `${omitPaths.hits}?ticketId=101`, demo);
    const numbers = hits.data.find((h) => h.kind === 1)!;
    const newest = (await get<{ issue: string }[]>(ctx.app, `${historyPaths.hisOpenCodes}?ticketId=101&num=1`)).data[0]!.issue;
    expect(numbers.issue).toBe(newest);
    expect(numbers.cells.map(key).sort()).toEqual((await chartCells(101, 3)).map(key).sort());
    expect(numbers.cells.every((c, i, a) => i === 0 || a[i - 1]!.miss >= c.miss)).toBe(true);
    const sides = hits.data.find((h) => h.kind === 2)!;
    const codes = (await get<{ code: string }[]>(ctx.app, `${historyPaths.hisOpenCodes}?ticketId=101&num=100`)).data.map((r) => r.code.split(' ').map(Number));
    // codes are newest first: a side's miss is the number of newest draws without it.
    const missOf = (position: number, side: string) => {
      const has = (c: number[]) => ({ big: c[position]! >= 5, small: c[position]! < 5, odd: c[position]! % 2 === 1, even: c[position]! % 2 === 0 })[side];
      const at = codes.findIndex((c) => has(c));
      return at < 0 ? codes.length : at;
    };
    const expected = [1, 4].flatMap((p) => ['big', 'small', 'odd', 'even'].map((s) => ({ position: p, item: s, miss: missOf(p, s) }))).filter((c) => c.miss >= 4);
    expect(sides.cells.map(key).sort()).toEqual(expected.map(key).sort());
  });

  it('refuses bad input with the reason in the member language', async () => {
    const low = await post(ctx.app, save(1), { ticketId: 101, threshold: 1 }, demo, 'vi');
    expect(low).toMatchObject({ code: ResultCode.VALIDATION, msg: 'Ngưỡng nhắc nhở phải là số kỳ nguyên từ 2 đến 100' });
    expect((await post(ctx.app, save(1), { ticketId: 101, threshold: 'x' }, demo, 'zh')).msg).toBe('提醒阈值须为 2 至 100 之间的整数期数');
    expect((await post(ctx.app, save(1), { ticketId: 101, threshold: 101 }, demo, 'id')).msg).toBe(
      'Ambang pengingat harus berupa bilangan bulat periode dari 2 sampai 100',
    );
    expect((await post(ctx.app, save(3), { ticketId: 101, threshold: 5 }, demo)).msg).toBe('Unknown reminder type');
    // SSC has positions 0-4; Happy 8 numbers are watched anywhere in the draw, with no positions to choose.
    expect((await post(ctx.app, save(1), { ticketId: 101, threshold: 5, positions: '5' }, demo)).msg).toBe('Please choose positions this lottery has');
    expect((await post(ctx.app, save(1), { ticketId: 101, threshold: 5, positions: '0;1' }, demo)).msg).toBe('Please choose positions this lottery has');
    expect((await post(ctx.app, save(1), { ticketId: 501, threshold: 5, positions: '0' }, demo)).msg).toBe('Please choose positions this lottery has');
    expect((await post<OmitReminder>(ctx.app, save(1), { ticketId: 501, threshold: 5 }, demo)).code).toBe(0);
    // Vietnamese results are prize numbers, not positions of balls.
    expect((await post(ctx.app, save(1), { ticketId: 1104, threshold: 5 }, demo, 'en')).msg).toBe('Missed-number reminders are not available for this lottery');
    expect((await post(ctx.app, save(1), { ticketId: 999_999, threshold: 5 }, demo)).msg).toBe('This lottery does not exist');
    expect((await post(ctx.app, omitPaths.delete, { ids: 'a,b' }, demo)).msg).toBe('Invalid input: ids.0, ids.1'); // not ids at all: invalid data (#26)
    expect((await post(ctx.app, save(1), { ticketId: 101, threshold: 5 })).code).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('keeps at most 50 reminders per member', async () => {
    const ids = (await ctx.db.select({ id: lotteries.id }).from(lotteries).orderBy(lotteries.id)).map((l) => l.id);
    const existing = await ctx.db.select().from(omitReminders).where(eq(omitReminders.memberId, demoId));
    const taken = new Set(existing.map((r) => `${r.lotteryId}:${r.kind}`));
    const rows = ids
      .flatMap((lotteryId) => [1, 2].map((kind) => ({ memberId: demoId, lotteryId, kind, threshold: 9, positions: [] })))
      .filter((r) => !taken.has(`${r.lotteryId}:${r.kind}`) && r.lotteryId !== 102)
      .slice(0, MAX_OMIT_REMINDERS - existing.length);
    await ctx.db.insert(omitReminders).values(rows);
    const over = await post(ctx.app, save(1), { ticketId: 102, threshold: 5 }, demo);
    expect(over).toMatchObject({ code: ResultCode.REJECTED, msg: 'You can keep at most 50 missed-number reminders' });
    // Replacing one already kept is not a new one.
    expect((await post(ctx.app, save(1), { ticketId: 101, threshold: 3 }, demo)).code).toBe(0);
    const page = await get<OmitReminderPage>(ctx.app, `${omitPaths.list}?size=50`, demo);
    expect(page.data.total).toBe(MAX_OMIT_REMINDERS);
    expect((await get(ctx.app, `${omitPaths.list}?size=51`, demo)).code).toBe(ResultCode.VALIDATION);
    await ctx.db.delete(omitReminders).where(eq(omitReminders.threshold, 9));
  });

  it('holds the bound when saves race: the member row serialises them', async () => {
    const agentId = (await ctx.db.select().from(members).where(eq(members.account, DEMO.agent.account)))[0]!.id;
    const combos = (await ctx.db.select().from(lotteries).orderBy(lotteries.id)).flatMap((l) => [1, 2].map((kind) => ({ l, kind })));
    const racers = combos.filter((c) => !c.l.family.startsWith('vn.')).slice(0, 10);
    const filler = combos.filter((c) => !racers.includes(c)).slice(0, MAX_OMIT_REMINDERS - 2);
    expect(filler).toHaveLength(MAX_OMIT_REMINDERS - 2);
    await ctx.db.insert(omitReminders).values(filler.map((c) => ({ memberId: agentId, lotteryId: c.l.id, kind: c.kind, threshold: 9, positions: [] })));
    const raced = await Promise.all(racers.map((c) => post(ctx.app, save(c.kind), { ticketId: c.l.id, threshold: 8 }, agent)));
    expect(raced.filter((r) => r.code === 0)).toHaveLength(2);
    expect(raced.filter((r) => r.code !== 0).map((r) => r.msg)).toEqual(Array(8).fill('You can keep at most 50 missed-number reminders'));
    expect(await ctx.db.$count(omitReminders, eq(omitReminders.memberId, agentId))).toBe(MAX_OMIT_REMINDERS);
    await ctx.db.delete(omitReminders).where(eq(omitReminders.memberId, agentId));
  });

  it("never shows or deletes another member's reminders", async () => {
    const mine = (await get<OmitReminderPage>(ctx.app, `${omitPaths.list}?ticketId=101`, demo)).data.list;
    expect(mine.length).toBeGreaterThan(0);
    expect((await get<OmitReminderPage>(ctx.app, omitPaths.list, agent)).data).toMatchObject({ total: 0, list: [] });
    expect((await get<OmitHits[]>(ctx.app, omitPaths.hits, agent)).data).toEqual([]);
    const theft = await post(ctx.app, omitPaths.delete, { ids: mine.map((r) => r.id).join(',') }, agent);
    expect(theft).toMatchObject({ code: ResultCode.REJECTED, msg: 'Reminder not found' });
    expect((await get<OmitReminderPage>(ctx.app, `${omitPaths.list}?ticketId=101`, demo)).data.list).toHaveLength(mine.length);
    // The agent's own reminder on the same lottery and kind is its own row.
    const own = await post<OmitReminder>(ctx.app, save(1), { ticketId: 101, threshold: 7 }, agent);
    expect(own.data.id).not.toBe(mine.find((r) => r.kind === 1)!.id);
    const both = await post<{ deleted: number }>(ctx.app, omitPaths.delete, { ids: `${own.data.id},${mine[0]!.id}` }, agent);
    expect(both.data).toEqual({ deleted: 1 });
    expect((await get<OmitReminderPage>(ctx.app, `${omitPaths.list}?ticketId=101`, demo)).data.list).toHaveLength(mine.length);
  });

  it('pushes to the member when a draw makes a number reach the threshold, once per streak', async () => {
    const kept = (await get<OmitReminderPage>(ctx.app, `${omitPaths.list}?ticketId=101`, demo)).data.list;
    await post(ctx.app, omitPaths.delete, { ids: kept.map((r) => r.id).join(',') }, demo);
    expect((await post(ctx.app, omitPaths.delete, { ids: kept[0]!.id }, demo)).msg).toBe('Reminder not found');
    // 50 cells on SSC: some number reaches a miss of exactly 2 in all but a vanishing share of draws.
    await post(ctx.app, save(1), { ticketId: 101, threshold: 2 }, demo);
    pushed.length = 0;
    clock.set(minute(11));
    await ctx.app.scheduler.tick();
    const reached = await chartCells(101, 2, true);
    const newest = (await get<{ issue: string }[]>(ctx.app, `${historyPaths.hisOpenCodes}?ticketId=101&num=1`)).data[0]!.issue;
    const mine = pushed.filter((p) => p.topic === `lotus/member/${demoId}` && p.event.type === PushType.LONG_DRAGON);
    const events = mine.filter((p) => p.event.data.ticketId === 101);
    // Every push names its reminder's lottery (the member also watches Happy 8 from an earlier test).
    expect(mine.every((p) => p.event.data.kind === 'omit' && [101, 501].includes(p.event.data.ticketId as number))).toBe(true);
    if (reached.length === 0) expect(events).toEqual([]);
    else {
      expect(events).toHaveLength(1);
      expect(events[0]!.event.data).toMatchObject({ kind: 'omit', ticketId: 101, issue: newest, omitKind: 1, threshold: 2 });
      expect((events[0]!.event.data.cells as OmitCell[]).map(key).sort()).toEqual(reached.slice(0, 20).map(key).sort());
    }
    // No reminder on the agent: nothing on its topic.
    expect(pushed.filter((p) => p.topic.startsWith('lotus/member/') && p.topic !== `lotus/member/${demoId}`)).toEqual([]);
    // A tick without a new draw announces nothing again.
    pushed.length = 0;
    clock.set(new Date(Date.parse(minute(11)) + 20_000).toISOString());
    await ctx.app.scheduler.tick();
    expect(pushed.filter((p) => p.topic === `lotus/member/${demoId}`)).toEqual([]);
  });
});
