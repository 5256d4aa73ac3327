import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { lotteryPaths, orderPaths, type PlacedOrders } from '@lotus/contracts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../test/harness.ts';
import { get, memberToken, post, testClock } from '../../test/lottery-helpers.ts';
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
});
