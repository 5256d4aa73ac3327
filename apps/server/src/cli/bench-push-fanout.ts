/**
 * Web Push fan-out of a 10,000-winner issue (issue #31: "a 10,000-winner issue's notifications
 * leave without delaying the last payout; figure printed by the bench"). Prints figures; passes or
 * fails nothing.
 *
 *   tsx src/cli/bench-push-fanout.ts [--db postgres://postgres@127.0.0.1:5432/test] [--winners 10000]
 *
 * On a database of its own: `--winners` members, each with one sure-win bet on two consecutive
 * issues of the 1-minute SSC. The first issue settles with no push subscription anywhere; then
 * every winner subscribes one device (endpoint on a local HTTPS push service on 127.0.0.1, as the
 * tests use: test/push-stub.ts) and the second issue settles. The outbox worker runs throughout,
 * as on a node with the scheduler role (its own 2 s interval). Printed: each issue's tick (close,
 * draw, settle: the last payout is committed when it returns), their ratio, and when the
 * notifications reached the push service, counted from the start of the second tick.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PushType, type WebPushPayload } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { translate } from '@lotus/i18n';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { bigintArray } from '../db/arrays.ts';
import { members, wallets } from '../db/schema.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../modules/ledger/service.ts';
import { familyOf } from '../modules/lottery/families.ts';
import { createOutboxWorker, webPushProvider } from '../modules/messages/index.ts';
import { browserKeys, pushServiceStub } from '../../test/push-stub.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const adminUrl = arg('db', 'postgres://postgres@127.0.0.1:5432/test');
const winnerCount = Math.min(50_000, Math.max(100, Number(arg('winners', '10000'))));
/** Members funded, and bets placed, this many at once. */
const PARALLEL = 32;
/** How long the bench waits for the last notification after the second tick. */
const DELIVERY_TIMEOUT_MS = 10 * 60_000;
const LANGS = ['vi', 'zh', 'en', 'id'] as const;

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** Every digit on the first position: wins whatever the draw. */
const SURE = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 3, multiple: 1, lineNo: 1 });

async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `lotus_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  }
}

/** Runs `fn` for 0…n-1, `PARALLEL` at a time. */
async function pool(n: number, fn: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < n) await fn(next++);
    }),
  );
}

const secondsOf = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const frozen = { t: Date.parse('2026-11-21T10:00:05Z') };
  const clock = { now: () => new Date(frozen.t) };
  const stub = await pushServiceStub();
  await withDatabase(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 16 });
    const config = { ...loadConfig({ LOG_LEVEL: 'error', SEED_DEMO: 'true', ROLES: 'api' }), database: { kind: 'postgres' as const, url, poolSize: 16 } };
    const app = await buildApp(config, { database, clock, serveWeb: false, runScheduler: false });
    const db = database.db;
    await app.scheduler.tick();

    const prepared = performance.now();
    const ids: bigint[] = [];
    const rows = await db
      .insert(members)
      .values(Array.from({ length: winnerCount }, (_, i) => ({ account: `pf${String(i).padStart(6, '0')}`, passwordHash: 'x' })))
      .returning({ id: members.id });
    ids.push(...rows.map((r) => r.id));
    await db.insert(wallets).values(ids.map((memberId) => ({ memberId })));
    await pool(winnerCount, (i) =>
      db.transaction(async (tx) => {
        await moveMoney(tx, { idempotencyKey: `pf:${i}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(ids[i]!), amount: 1_000_000n, memberId: ids[i]! });
      }),
    );
    const betAll = async (issue: string) =>
      pool(winnerCount, async (i) => {
        await app.services.orders.createNormal(ids[i]!, { tid: 101, pno: issue, confirm: 1, bd: [{ z: 0, ...SURE }] });
      });
    await betAll('202611211021');
    console.log(`${winnerCount} members funded and each one sure-win bet placed in ${secondsOf(performance.now() - prepared)}`);

    const worker = createOutboxWorker(app.deps, { sms: null, email: null, push: webPushProvider(db, config.messages, { agent: stub.agent }) });
    worker.start();

    // 1. No subscription anywhere: the settlement and its (empty) fan-out.
    frozen.t = Date.parse('2026-11-21T10:01:00Z');
    const a0 = performance.now();
    const first = await app.scheduler.tick();
    const withoutMs = performance.now() - a0;

    // 2. Every winner with one device, in one of the four languages; the next issue's bets.
    frozen.t = Date.parse('2026-11-21T10:01:05Z');
    await app.scheduler.tick();
    const keys = browserKeys();
    const now = clock.now().toISOString();
    await db.execute(sql`
      insert into push_subscriptions (member_id, endpoint, p256dh, auth, kinds, lang, device, created_at, last_seen_at)
      select m.id, ${`${stub.url}/push/m`} || m.id, ${keys.p256dh}, ${keys.auth}, 'win,funds', (array['vi','zh','en','id'])[(1 + m.id % 4)::int], 4, ${now}::timestamptz, ${now}::timestamptz
      from unnest(${bigintArray(ids)}) as m(id)`);
    await betAll('202611211022');
    // Nothing left from the first issue: its fan-out found no device.
    await worker.runOnce();
    stub.received.length = 0;

    // The live win events leave after the settlement's commit, which holds the payouts and the
    // fan-out row together (messages/fanout.ts): the last one marks the last payout.
    const push = app.deps.push;
    const publish = push.publish;
    let lastWinMs = 0;
    push.publish = async (topic, event) => {
      await publish.call(push, topic, event);
      if (event.type === PushType.WIN) lastWinMs = performance.now() - b0;
    };
    frozen.t = Date.parse('2026-11-21T10:02:00Z');
    const b0 = performance.now();
    const second = await app.scheduler.tick();
    const withMs = performance.now() - b0;
    const duringTick = stub.received.length;
    const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
    while (stub.received.length < winnerCount && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const arrivals = stub.received.map((r) => r.atMs - b0).sort((x, y) => x - y);
    await worker.stop();
    push.publish = publish;

    // One notification, decrypted as its browser would: the win, in its device's language.
    const sample = stub.received.find((r) => r.path.startsWith('/push/m'));
    const sampleId = sample ? BigInt(sample.path.slice('/push/m'.length)) : null;
    const payload = sample ? (JSON.parse(keys.decrypt(sample.body)) as WebPushPayload) : null;
    const lang = sampleId === null ? 'vi' : LANGS[Number(sampleId % 4n)]!;
    const expectedBody = translate(lang, 'notify.win.body', { lottery: translate(lang, 'lottery.name.ssc.1m'), issue: '202611211022' });

    const at = (q: number) => arrivals[Math.min(arrivals.length - 1, Math.floor(q * arrivals.length))]!;
    console.log(`settlement of a ${winnerCount}-winner issue (the tick: close, draw, settle; every payout committed when it returns):`);
    console.log(`  no push subscription:              ${first.settledOrders} orders in ${secondsOf(withoutMs)}`);
    console.log(`  ${winnerCount} subscribed devices, worker on: ${second.settledOrders} orders in ${secondsOf(withMs)} (${(withMs / withoutMs).toFixed(2)} × without)`);
    if (arrivals.length === 0) console.log('  notifications: none reached the push service');
    else
      console.log(
        `  notifications at the local push service: ${arrivals.length} of ${winnerCount} (${duringTick} before the last payout); ` +
          `first ${secondsOf(at(0))} (the last payout's live win event: ${secondsOf(lastWinMs)}), p50 ${secondsOf(at(0.5))}, p99 ${secondsOf(at(0.99))}, last ${secondsOf(arrivals[arrivals.length - 1]!)} ` +
          `after the tick began (${(arrivals.length / ((arrivals[arrivals.length - 1]! - at(0)) / 1000)).toFixed(0)}/s from first to last)`,
      );
    console.log(`  a decrypted one (${lang}): ${payload?.body === expectedBody ? 'the win in its language' : `UNEXPECTED ${JSON.stringify(payload)}`}`);
    await app.close();
    await database.close();
  });
  await stub.close();
}

await main();
