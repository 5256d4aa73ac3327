import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { orderPaths, type NormalLine } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { familyOf } from '../lottery/families.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** Every digit on 万, 2 a bet: 20.000 a line. */
const line: NormalLine = { z: 0, ...buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 }) };
const ISSUE = '202611211021';
const DEPLOY = fileURLToPath(new URL('../../../../../deploy/', import.meta.url));

/** The value of one sample (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const row = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return row === undefined ? undefined : Number(row.split(' ').at(-1));
}

describe('/metrics', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let locked: FastifyInstance;
  const clock = testClock('2026-11-21T10:00:30Z');
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(testConfig(), { database, serveWeb: false, clock, runScheduler: false });
    locked = await buildApp(testConfig({ metricsToken: 'a-long-metrics-token-1234' }), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
  });
  afterAll(async () => {
    await app.close();
    await locked.close();
    await database.close();
  });
  const scrape = async (target = app) => (await target.inject({ method: 'GET', url: '/metrics' })).body;

  it('answers loopback callers only without a token, and only the bearer with one', async () => {
    const local = await app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain/);
    expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
    expect((await locked.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await locked.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-long-metrics-token-1235' } })).statusCode).toBe(401);
    const ok = await locked.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer a-long-metrics-token-1234' } });
    expect(ok.statusCode).toBe(200);
  });

  it('counts bets placed with their stake, refusals by reason, and requests by route and status', async () => {
    const token = await memberToken(app);
    const placed = await post(app, orderPaths.normalCreate, { tid: 101, pno: ISSUE, confirm: 1, bd: JSON.stringify([line]), key: 'metrics-0001' }, token);
    expect(placed.code, placed.msg).toBe(0);
    const refused = await post(app, orderPaths.normalCreate, { tid: 101, pno: '209901010001', confirm: 1, bd: JSON.stringify([line]), key: 'metrics-0002' }, token);
    expect(refused.code).not.toBe(0);
    const text = await scrape();
    expect(sample(text, 'lotus_bets_placed_total')).toBe(1);
    expect(sample(text, 'lotus_staked_amount_total')).toBe(20);
    expect(sample(text, 'lotus_bets_refused_total', 'reason="lottery.issueNotFound"')).toBe(1);
    expect(sample(text, 'lotus_http_request_duration_seconds_count', `method="POST",route="${orderPaths.normalCreate}",status="200"`)).toBe(2);
    // Queues are read on scrape.
    expect(sample(text, 'lotus_queue_scrape_ok')).toBe(1);
    expect(sample(text, 'lotus_queue_size', 'queue="deposits"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'lotus_push_clients')).toBe(0);
  });

  it('times an issue from its draw to its last payout', async () => {
    // Past the 10:21 issue's draw: the scheduler closes, draws and settles it.
    clock.set('2026-11-21T10:22:30Z');
    await app.scheduler.tick();
    await app.scheduler.tick();
    const text = await scrape();
    expect(sample(text, 'lotus_draw_to_paid_seconds_count', 'lottery="101"')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^lotus_paid_amount_total \d/m);
  });

  it('shows the month partitions: months created ahead, rows in the default partitions, the oldest month', async () => {
    let text = await scrape();
    for (const table of ['orders', 'ledger']) {
      expect(sample(text, 'lotus_partition_months_ahead', `table="${table}"`), table).toBe(2);
      expect(sample(text, 'lotus_partition_default_rows', `table="${table}"`), table).toBe(0);
      expect(sample(text, 'lotus_partition_oldest_month_timestamp_seconds', `table="${table}"`), table).toBeLessThanOrEqual(Date.parse('2026-11-01T00:00:00Z') / 1000);
    }
    // An order of a month no partition covers lands in the default partition, and shows.
    await database.db.execute(sql`
      insert into orders (member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, multiple, bet_count,
        amount_milli, prize_group, batch_key, content_hash, created_at)
      select member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, multiple, bet_count,
        amount_milli, prize_group, 'metrics-default', content_hash, '2040-01-10T00:00:00Z'
      from orders order by id limit 1`);
    text = await scrape();
    expect(sample(text, 'lotus_partition_default_rows', 'table="orders"')).toBe(1);
    expect(sample(text, 'lotus_partition_default_rows', 'table="ledger"')).toBe(0);
    await database.db.execute(sql`update orders set status = 5 where batch_key = 'metrics-default'`);
    await database.db.execute(sql`delete from orders where batch_key = 'metrics-default'`);
  });

  it('names, in the committed dashboard and alert rules, only metrics it exports', async () => {
    const text = await scrape();
    const exported = new Set([...text.matchAll(/^# TYPE (\S+) (\w+)/gm)].map((m) => m[1]!));
    const named = (file: string) =>
      [...readFileSync(`${DEPLOY}${file}`, 'utf8').matchAll(/\b((?:lotus|process|nodejs)_[a-z0-9_]+)/g)]
        .map((m) => m[1]!.replace(/_(bucket|count|sum)$/, ''))
        .filter((n) => !exported.has(n));
    expect(named('grafana-dashboard.json')).toEqual([]);
    expect(named('prometheus-alerts.yml')).toEqual([]);
    // The names the issue asks for.
    for (const n of ['lotus_http_request_duration_seconds', 'lotus_bets_placed_total', 'lotus_bets_refused_total', 'lotus_staked_amount_total', 'lotus_paid_amount_total', 'lotus_draw_to_paid_seconds', 'lotus_push_clients', 'lotus_queue_size', 'lotus_queue_oldest_age_seconds', 'lotus_db_pool_connections', 'lotus_ledger_audit_ok', 'lotus_partition_months_ahead', 'lotus_partition_default_rows', 'lotus_partition_oldest_month_timestamp_seconds']) {
      expect(exported, n).toContain(n);
    }
  });
});
