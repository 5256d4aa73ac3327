import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orderPaths } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { lotteries, orders } from '../../db/schema.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { totalBalance } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;

describe.each(dbTargets)('win caps on %s', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = testClock('2026-11-21T10:00:30Z');

  beforeAll(async () => {
    database = await openTestDatabase(target);
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('caps each order, then the member’s total on the issue, across settlement batches', async () => {
    await database.db.update(lotteries).set({ maxOrderWinMilli: 10_000n, maxIssueWinMilli: 25_000n }).where(eq(lotteries.id, 101));
    const token = await memberToken(app);
    const line = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
    for (let i = 0; i < 3; i++) {
      const res = await post(app, orderPaths.normalCreate, { tid: 101, pno: '202611211021', bd: JSON.stringify([line]), confirm: 1 }, token);
      expect(res.code, res.msg).toBe(0);
    }
    clock.set('2026-11-21T10:01:00Z');
    // One order per batch, so the issue cap spans batches.
    const issueId = (await database.db.select().from(orders).limit(1))[0]!.issueId;
    await app.scheduler.draws.closeDue(clock.now());
    await app.scheduler.draws.drawDue(clock.now());
    while ((await app.scheduler.settlement.settleBatch(issueId, 1)) > 0);
    const rows = await database.db.select().from(orders).orderBy(orders.id);
    // Uncapped each would win 19.5.
    expect(rows.map((o) => o.winMilli)).toEqual([10_000n, 10_000n, 5_000n]);
    await database.db.transaction(async (tx) => expect(await totalBalance(tx)).toBe(0n));
  });
});
