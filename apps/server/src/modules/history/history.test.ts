import { beforeAll, expect, it, vi } from 'vitest';
import { historyPaths, PushType, pushTopics, type DragonBetItem, type ElementResults, type RemindCfg, type LongDragonItem, type PushEvent, type TrendRow } from '@lotus/contracts';
import { computedZodiacOf, creditItems, ZODIACS, type Play } from '@lotus/engine';
import { describeApp } from '../../../test/app.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { familyOf, playOf } from '../lottery/families.ts';

type Cell = { value: number; type: number };

describeApp('history and charts', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  const clock = ctx.clock;
  const ISSUES = 12;
  let codes: number[][];

  const dragonEvents: PushEvent[] = [];
  let beforeLastDraw = 0;

  beforeAll(async () => {
    vi.spyOn(ctx.app.deps.push, 'publish').mockImplementation(async (topic, event) => {
      if (topic === pushTopics.broadcast && event.type === PushType.LONG_DRAGON) dragonEvents.push(event);
    });
    await ctx.app.scheduler.tick();
    for (let i = 1; i <= ISSUES; i++) {
      clock.set(new Date(Date.parse('2026-11-21T10:00:00Z') + i * 60_000 + 5_000).toISOString());
      if (i === ISSUES) beforeLastDraw = dragonEvents.length;
      await ctx.app.scheduler.tick();
    }
    const open = await get<{ issue: string; code: string }[]>(ctx.app, `${historyPaths.hisOpenCodes}?ticketId=101&num=100`);
    codes = open.data.map((r) => r.code.split(' ').map(Number)).reverse();
  });

  it('lists open codes newest first, bounded to 100', async () => {
    const res = await get<{ issue: string; code: string }[]>(ctx.app, `${historyPaths.hisOpenCodes}?ticketId=101&num=5`);
    expect(res.data.map((r) => r.issue)).toEqual(['202611211032', '202611211031', '202611211030', '202611211029', '202611211028']);
    expect(codes).toHaveLength(ISSUES);
    expect((await get(ctx.app, `${historyPaths.hisOpenCodes}?ticketId=101&num=101`)).code).toBe(1001);
  });

  it('charts every position: occurrences and missing values as counted from the draws', async () => {
    const res = await get<{ issues: unknown[]; chart: TrendRow[] }>(ctx.app, `${historyPaths.trendChart}?ticketId=101&num=100`);
    expect(res.data.chart.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    for (const row of res.data.chart) {
      for (const s of row.stats) {
        const hits = codes.map((c) => c[row.position] === s.number);
        expect(s.occurrences).toBe(hits.filter(Boolean).length);
        const lastHit = hits.lastIndexOf(true);
        expect(s.currentMissing).toBe(lastHit < 0 ? ISSUES : ISSUES - 1 - lastHit);
      }
      expect(row.missing).toHaveLength(ISSUES);
      codes.forEach((c, i) => expect(row.missing[i]![c[row.position]!]).toBe(0));
    }
    const hist = await get<{ sum: number; span: number }[]>(ctx.app, `${historyPaths.trendHistory}?ticketId=101&num=3`);
    const newest = codes.at(-1)!;
    expect(hist.data[0]).toMatchObject({ sum: newest.reduce((a, b) => a + b, 0), span: Math.max(...newest) - Math.min(...newest) });
  });

  it('gives cold/hot windows with colour types, and two-sided cold/hot', async () => {
    const hot = await get<({ position: number } & Record<'20Q' | '50Q' | '100Q' | 'miss', Cell[]>)[]>(ctx.app, `${historyPaths.hotMiss}?ticketId=101&labelType=1`);
    for (const row of hot.data) {
      expect(row['20Q'].reduce((a, c) => a + c.value, 0)).toBe(ISSUES);
      const max = Math.max(...row['100Q'].map((c) => c.value));
      for (const c of row['100Q']) if (c.value === max) expect(c.type).toBe(1);
    }
    const dbl = await get<({ position: number; features: string[] } & Record<'20Q', Cell[]>)[]>(ctx.app, `${historyPaths.doubleHotColdMiss}?ticketId=101`);
    for (const row of dbl.data) {
      const [big, small, odd, even] = row['20Q'].map((c) => c.value);
      expect(big! + small!).toBe(ISSUES);
      expect(odd! + even!).toBe(ISSUES);
      expect(big).toBe(codes.filter((c) => c[row.position]! >= 5).length);
    }
  });

  it('charts Happy 8 by number drawn anywhere, and lists Vietnamese results without number charts', async () => {
    const kl8 = await get<{ chart: TrendRow[] }>(ctx.app, `${historyPaths.trendChart}?ticketId=501`);
    expect(kl8.data.chart).toHaveLength(1);
    expect(kl8.data.chart[0]!.position).toBe(-1);
    expect(kl8.data.chart[0]!.stats.reduce((a, s) => a + s.occurrences, 0)).toBe(20 * ISSUES);
    const vn = await get<{ issues: unknown[]; chart: TrendRow[] }>(ctx.app, `${historyPaths.trendChart}?ticketId=1104`);
    expect(vn.data.issues).toHaveLength(ISSUES);
    expect(vn.data.chart).toEqual([]);
  });

  it('configures long-dragon reminders by series (4 and 8 merged) and gives the items that follow or break a dragon', async () => {
    const token = await memberToken(ctx.app);
    const cfg = await post<RemindCfg>(ctx.app, historyPaths.remindCfg, {}, token);
    const series = cfg.data.longDragonTickets;
    // Racing-car dice (8) joins PK10 (4); its two-sided board is a set of picks, not one item, so it lists no dragons.
    expect(series.find((s) => s.seriesId === 4)!.ticketIds).toEqual([401, 402]);
    expect(series.some((s) => s.seriesId === 8)).toBe(false);
    expect(series.find((s) => s.seriesId === 1)!.ticketIds).toEqual([101, 102, 103]);
    // Lotteries with a two-sided 大小单双 board (K3 and Happy 8 on their sums); fish-prawn-crab and Vietnamese have none.
    const listed = series.flatMap((s) => s.ticketIds);
    for (const id of [301, 302, 501, 502, 702]) expect(listed).toContain(id);
    for (const id of [801, 901, 1002, 1104]) expect(listed).not.toContain(id);
    const detail = await post<DragonBetItem[]>(ctx.app, historyPaths.remindDetailBet, { ticketId: 101, threshold: 2 }, token);
    expect(detail.code).toBe(0);
    const top = await post<LongDragonItem[]>(ctx.app, historyPaths.remindTop, { thresholdLst: '2', ticketIdList: '101' }, token);
    expect(detail.data.map((d) => `${d.market}.${d.side}`)).toEqual(top.data.map((d) => `${d.market}.${d.side}`));
    const opposite: Record<string, string> = { big: 'small', small: 'big', odd: 'even', even: 'odd' };
    for (const d of detail.data) {
      expect(d.issue).toBe('202611211033');
      // The item to follow is the same row's side; to break, that row's other side.
      const item = (id: number | null | undefined) => {
        const play = playOf(Math.floor((id ?? 0) / 10000))?.play;
        return play ? creditItems(play as Play).find((i) => i.playItemId === id) : undefined;
      };
      expect(item(d.followItemId)).toMatchObject({ row: d.position, nameKey: `play.opt.${d.side}` });
      expect(d.breakItemIds).toHaveLength(1);
      expect(item(d.breakItemIds[0])).toMatchObject({ row: d.position, nameKey: `play.opt.${opposite[d.side]}` });
      expect(item(d.breakItemIds[0])!.play.id).toBe(item(d.followItemId)!.play.id);
    }
  });

  it('lists only streaks that can be bet: every dragon of every lottery has its items on the current issue', async () => {
    const token = await memberToken(ctx.app);
    const all = [101, 201, 301, 401, 501, 801, 901];
    const top = await post<LongDragonItem[]>(ctx.app, historyPaths.remindTop, { thresholdLst: '2', ticketIdList: all.join(',') }, token);
    expect(top.data.some((d) => d.ticketId === 901 || d.ticketId === 801)).toBe(false);
    // Twelve draws on seven 1-minute lotteries: streaks of two are certain somewhere.
    expect(top.data.length).toBeGreaterThan(0);
    for (const ticketId of new Set(top.data.map((d) => d.ticketId))) {
      const detail = await post<DragonBetItem[]>(ctx.app, historyPaths.remindDetailBet, { ticketId, threshold: 2 }, token);
      expect(detail.data.length).toBe(top.data.filter((d) => d.ticketId === ticketId).length);
      for (const d of detail.data) {
        expect({ ticketId, market: d.market, follow: d.followItemId }).toMatchObject({ follow: expect.any(Number) });
        expect({ ticketId, market: d.market, breaks: d.breakItemIds.length }).toMatchObject({ breaks: 1 });
        expect(d.place).not.toBe('');
      }
    }
  });

  it('gives Mark Six results with five elements and zodiacs of the lunar year, and the animal year', async () => {
    const res = await get<ElementResults>(ctx.app, `${historyPaths.elementResults}?ticketId=702`);
    expect(res.data.animalYear).toBe('horse');
    expect(res.data.list).toHaveLength(2);
    for (const r of res.data.list) {
      const nums = r.code.split(' ').map(Number);
      expect(r.zodiacs).toEqual(nums.map((n) => ZODIACS[computedZodiacOf(n, 2026)]));
      expect(r.elements).toHaveLength(7);
    }
    expect((await get(ctx.app, `${historyPaths.elementResults}?ticketId=101`)).msg).toBe('This lottery does not exist');
  });

  it('finds long dragons (streaks of big/small, odd/even of each ball and of the sum) across lotteries for members', async () => {
    const token = await memberToken(ctx.app);
    expect((await post(ctx.app, historyPaths.remindTop, { groupMode: 2, thresholdLst: '2', ticketIdList: '101' })).code).toBe(401);
    const res = await post<LongDragonItem[]>(ctx.app, historyPaths.remindTop, { groupMode: 2, thresholdLst: '3,2', ticketIdList: '101,102,201' }, token);
    expect(res.code).toBe(0);
    // SSC's markets by brute force: each ball (大 from 5) and the sum (大 from 23), 大小 and 单双.
    const sumPlay = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.dbl.sum')!;
    const valueOf = (market: string, c: number[]) => (market.startsWith(`${sumPlay.id}.`) ? c.reduce((a, b) => a + b, 0) : c[Number(market.split('.')[1])]!);
    const sideOf = (market: string, c: number[]) => {
      const v = valueOf(market, c);
      return market.endsWith('bigSmall') ? (v >= (market.startsWith(`${sumPlay.id}.`) ? 23 : 5) ? 'big' : 'small') : v % 2 ? 'odd' : 'even';
    };
    for (const d of res.data) {
      expect(d.length).toBeGreaterThanOrEqual(2);
      if (d.ticketId !== 101) continue;
      const tail = codes.slice(-d.length);
      expect(tail.every((c) => sideOf(d.market, c) === d.side)).toBe(true);
      const before = codes[codes.length - d.length - 1];
      if (before) expect(sideOf(d.market, before)).not.toBe(d.side);
    }
    // After each draw the broadcast carries the lottery's long dragons (limit 3).
    const lastDraw = dragonEvents.slice(beforeLastDraw).filter((e) => e.data.ticketId === 101);
    const streak3 = res.data.filter((d) => d.ticketId === 101 && d.length >= 3);
    expect(lastDraw.map((e) => (e.data.dragons as { length: number }[]).length)).toEqual(streak3.length > 0 ? [streak3.length] : []);
    // Twelve markets on SSC (five balls and the sum, 大小 and 单双): every one whose last two draws agree is listed.
    const ssc = res.data.filter((d) => d.ticketId === 101);
    const markets = familyOf('ssc')!
      .plays.filter((p) => p.code === 'ssc.dbl.ballBsoe' || p.code === 'ssc.dbl.sum')
      .flatMap((p) => p.shape.rows.flatMap((_, r) => ['bigSmall', 'oddEven'].map((a) => `${p.id}.${r}.${a}`)));
    expect(markets).toHaveLength(12);
    const expected = markets.filter((m) => sideOf(m, codes.at(-1)!) === sideOf(m, codes.at(-2)!));
    expect(ssc.map((d) => d.market).sort()).toEqual(expected.sort());
  });
});
