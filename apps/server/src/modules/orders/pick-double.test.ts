import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { lotteryPaths, OrderStatus, orderPaths, type BetOrder, type PlacedOrders } from '@lotus/contracts';
import { buildBetLine, buildDoubleLine, creditItems, type Play } from '@lotus/engine';
import { translate } from '@lotus/i18n';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';

// Two-sided plays that pick numbers (fish-prawn-crab pairs, dice, Vietnamese lô) carry the picks
// in the line's `content`; the option id alone is not a bet.
describe('number-pick two-sided bets', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;
  const clock = testClock('2026-11-21T10:00:30Z');
  const FPC_TICKET = 901;
  const pair = familyOf('fpc')!.plays.find((p) => p.id === 70_002)!;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
    token = await memberToken(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('places a fish-prawn-crab pair bet with its picks, and refuses one without', async () => {
    const current = await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=${FPC_TICKET}`, token);
    expect(current.code).toBe(0);
    const body = (content?: string) => ({
      tid: FPC_TICKET,
      pno: current.data.issue,
      'list.0.playItemId': pair.id * 10000,
      'list.0.betAmount': '10',
      'list.0.betCount': 1,
      ...(content ? { 'list.0.content': content } : {}),
    });
    const refused = await post(app, orderPaths.doubleCreate, body(), token);
    expect(refused.code).not.toBe(0);
    const placed = await post<PlacedOrders>(app, orderPaths.doubleCreate, body('1,2'), token);
    expect(placed).toMatchObject({ code: 0, data: { amount: '10.000' } });
    expect(placed.data.orderIds).toHaveLength(1);
  });

  it('places a Vietnamese lô 4 số bet on 100 four-digit numbers (the whole of what the play allows)', async () => {
    const VN_SOUTH_FAST = 1104;
    const lo4 = familyOf('vn.mn')!.plays.find((p) => p.code.endsWith('.lo4'))!;
    const current = await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=${VN_SOUTH_FAST}`, token);
    expect(current.code).toBe(0);
    const numbers = Array.from({ length: 100 }, (_, i) => String(i * 97 + 3).padStart(4, '0'));
    // Lô 4 số is matched against the south's 18 prizes with four digits or more: 100 numbers, 1,600 bets.
    const bets = lo4.countBets({ rows: [numbers.map(Number)] });
    expect(bets).toBe(100 * 16);
    const placed = await post<PlacedOrders>(
      app,
      orderPaths.doubleCreate,
      {
        tid: VN_SOUTH_FAST,
        pno: current.data.issue,
        'list.0.playItemId': lo4.id * 10000,
        'list.0.betAmount': '1',
        'list.0.betCount': bets,
        'list.0.content': numbers.join(','),
      },
      token,
    );
    expect(placed, JSON.stringify(placed)).toMatchObject({ code: 0, data: { amount: '1600.000' } });
    expect(placed.data.orderIds).toHaveLength(1);
  });

  it('shows the picks in the record by their names or at the play width, not the stored wire form', async () => {
    const list = await get<{ list: BetOrder[] }>(app, `${orderPaths.orderList}?pageSize=20`, token, 'vi');
    expect(list.code).toBe(0);
    const row = pair.shape.rows[0]!;
    const name = (v: number) => translate('vi', row.valueKeys![row.values.indexOf(v)]!);
    const fpc = list.data.list.find((o) => o.ticketId === FPC_TICKET)!;
    expect(fpc.content).toBe(`${name(1)}, ${name(2)}`);
    const vn = list.data.list.find((o) => o.ticketId === 1104)!;
    expect(vn.content.startsWith('0003, 0100, 0197')).toBe(true);
    expect(vn.content).not.toContain(':');
  });

  it('settles every kind of two-sided line as the web sends it (an option with its name in content, picks)', async () => {
    const SSC_1_MINUTE = 101;
    const current = await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=${SSC_1_MINUTE}`, token);
    const ball = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.dbl.ball')! as unknown as Play;
    const wire = buildDoubleLine(creditItems(ball)[0]!, 5000n);
    expect(wire.content).not.toBe('');
    const placed = await post<PlacedOrders>(
      app,
      orderPaths.doubleCreate,
      {
        tid: SSC_1_MINUTE,
        pno: current.data.issue,
        'list.0.playItemId': wire.playItemId,
        'list.0.betAmount': wire.betAmount,
        'list.0.betCount': 1,
        'list.0.content': wire.content,
      },
      token,
    );
    expect(placed.code).toBe(0);
    // Past every issue sold above (1-minute SSC, fish-prawn-crab, Miền Nam): draw and settle.
    clock.set('2026-11-21T10:01:30Z');
    await app.scheduler.tick();
    await app.scheduler.tick();
    const list = await get<{ list: BetOrder[] }>(app, `${orderPaths.orderList}?pageSize=20`, token);
    expect(list.data.list).toHaveLength(3);
    for (const o of list.data.list) expect([OrderStatus.WON, OrderStatus.NOT_WON], JSON.stringify(o)).toContain(o.status);
    const ssc = list.data.list.find((o) => o.ticketId === SSC_1_MINUTE)!;
    expect(ssc.content).not.toContain(':');
  });

  it("shows a two-sided option's own odds and possible win, not the play's best (K3 sum of 4 is 54, not 165)", async () => {
    const K3_1_MINUTE = 301;
    const current = await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=${K3_1_MINUTE}`, token);
    expect(current.code).toBe(0);
    const sum = familyOf('k3')!.plays.find((p) => p.code === 'k3.dbl.sum')! as unknown as Play;
    const item = (key: string) => creditItems(sum).find((i) => i.nameKey === `play.opt.${key}`)!;
    const lines = [buildDoubleLine(item('sum4'), 2000n), buildDoubleLine(item('sum10'), 2000n)];
    const body: Record<string, string | number> = { tid: K3_1_MINUTE, pno: current.data.issue, confirm: 1 };
    lines.forEach((l, i) => Object.assign(body, { [`list.${i}.playItemId`]: l.playItemId, [`list.${i}.betAmount`]: l.betAmount, [`list.${i}.betCount`]: l.betCount }));
    expect((await post(app, orderPaths.doubleCreate, body, token)).code).toBe(0);
    const list = await get<{ list: BetOrder[] }>(app, `${orderPaths.orderList}?pageSize=20&ticketId=${K3_1_MINUTE}`, token);
    const k3 = list.data.list.filter((o) => o.ticketId === K3_1_MINUTE);
    expect(k3.map((o) => [o.odds, o.possibleWin]).sort()).toEqual([
      ['5.600', '11.200'],
      ['54.000', '108.000'],
    ]);
  });

  it('an order\'s possible win is the most it pays over every draw (#27): K3 "Tổng 10, 11" pays a sum of 10 or 11, not sum 3; Bầu cua Cá, Tôm pays two fish and a prawn', async () => {
    const K3_1_MINUTE = 301;
    const current = await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=${K3_1_MINUTE}`, token);
    const sum = familyOf('k3')!.plays.find((p) => p.code === 'k3.sum')! as unknown as Play;
    const line = (rows: number[], lineNo: number) => buildBetLine({ play: sum, selection: { rows: [rows] }, mode: 1, multiple: 5, lineNo });
    const placed = await post(app, orderPaths.normalCreate, { tid: K3_1_MINUTE, pno: current.data.issue, bd: JSON.stringify([line([10, 11], 1), line([3], 2)]), confirm: 1 }, token);
    expect(placed.code, placed.msg).toBe(0);
    const list = await get<{ list: BetOrder[] }>(app, `${orderPaths.orderList}?pageSize=50&ticketId=${K3_1_MINUTE}`, token);
    const win = (content: string) => Number(list.data.list.find((o) => o.content === content)!.possibleWin);
    // Sum 3 pays 216/1 of a 2-yuan bet's Full, sums 10 and 11 pay 216/27: the line of two pays one, 27 times less.
    expect(win('3')).toBeGreaterThan(0);
    expect(win('10,11') * 27).toBeCloseTo(win('3'), 6);
    // The detail lists each level's odds of one bet: sums 10 and 11 pay alike, one figure.
    const odds = (content: string) => list.data.list.find((o) => o.content === content)!.odds;
    expect(odds('10,11').split(' / ')).toHaveLength(1);
    expect(Number(odds('3'))).toBeCloseTo(Number(odds('10,11')) * 27, 2);

    const fpc = await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=${FPC_TICKET}`, token);
    const single = familyOf('fpc')!.plays.find((p) => p.code.endsWith('single'))!;
    const one = await post<PlacedOrders>(
      app,
      orderPaths.doubleCreate,
      { tid: FPC_TICKET, pno: fpc.data.issue, 'list.0.playItemId': single.id * 10000, 'list.0.betAmount': '10', 'list.0.betCount': 2, 'list.0.content': '1,2', confirm: 1 },
      token,
    );
    expect(one.code, one.msg).toBe(0);
    const orders = await get<{ list: BetOrder[] }>(app, `${orderPaths.orderList}?pageSize=50&ticketId=${FPC_TICKET}`, token);
    // One of a kind pays 2, two 3, three 4 (decimal odds): each shown.
    expect(orders.data.list.find((o) => o.orderId === one.data.orderIds[0])).toMatchObject({ possibleWin: '50.000', odds: '4.000 / 3.000 / 2.000' });
  });

  it('lô 2 số on 5 numbers may win on all 18 southern lô at once: its possible win is 18 hits, not one bet (#27)', async () => {
    const VN_SOUTH_FAST = 1104;
    const lo2 = familyOf('vn.mn')!.plays.find((p) => p.code.endsWith('.lo2'))!;
    const current = await get<{ issue: string }>(app, `${lotteryPaths.currentSaleIssue}?ticketId=${VN_SOUTH_FAST}`, token);
    const bets = lo2.countBets({ rows: [[1, 2, 3, 4, 5]] });
    expect(bets).toBe(90);
    const placed = await post<PlacedOrders>(
      app,
      orderPaths.doubleCreate,
      { tid: VN_SOUTH_FAST, pno: current.data.issue, 'list.0.playItemId': lo2.id * 10000, 'list.0.betAmount': '1', 'list.0.betCount': bets, 'list.0.content': '1,2,3,4,5', confirm: 1 },
      token,
    );
    expect(placed.code, placed.msg).toBe(0);
    const orders = await get<{ list: BetOrder[] }>(app, `${orderPaths.orderList}?pageSize=50&ticketId=${VN_SOUTH_FAST}`, token);
    // 18 lô, each ending in one of the picks, each hit paying 99 a unit: 1,782 (one bet's 99 before).
    expect(orders.data.list.find((o) => o.orderId === placed.data.orderIds[0])).toMatchObject({ possibleWin: '1782.000', odds: '99.000' });
  });
});
