import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { orderPaths, webPushPaths, type WebPushPayload } from '@lotus/contracts';
import { buildBetLine, formatMoney, type Play } from '@lotus/engine';
import { formatAmount, translate } from '@lotus/i18n';
import { members, outbox, pushFanout, pushSubscriptions, wallets } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { client } from '../../../test/client.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { browserKeys, pushServiceStub } from '../../../test/push-stub.ts';
import { familyOf } from '../lottery/families.ts';
import { FANOUT_CHUNK, fanOutPush, queueWinPush } from './fanout.ts';
import { webPushProvider } from './push.ts';
import { createOutboxWorker } from './worker.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** Every digit on the first position: wins whatever the draw. */
const SURE = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });

/**
 * Web Push never slows settlement (issue #31): the settlement transaction commits its payouts with
 * one fan-out row and no notification; the outbox worker writes the notifications after the
 * commit, a chunk of members per transaction, resuming where a stopped worker left off; a push
 * service that hangs holds up neither the next issue's settlement nor its payouts (and on
 * PostgreSQL, neither does a lock held on the subscriptions).
 */
describeApp('web push fan-out after the settlement commits', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let stub: Awaited<ReturnType<typeof pushServiceStub>>;
  let api: ReturnType<typeof client>;
  let op: string;
  let n = 0;

  beforeAll(async () => {
    stub = await pushServiceStub();
    api = client(ctx.app);
    op = await api.operator();
  });
  beforeEach(() => {
    stub.received.length = 0;
  });
  afterAll(async () => {
    await stub?.close();
  });

  const ok = (body: { code: number; msg: string }) => expect(body.code, body.msg).toBe(0);
  const worker = () =>
    createOutboxWorker(ctx.app.deps, { sms: null, email: null, push: webPushProvider(ctx.db, ctx.app.deps.config.messages, { agent: stub.agent }) });
  async function device(token: string, lang: string) {
    n += 1;
    const keys = browserKeys();
    const endpoint = `${stub.url}/push/fan${n}`;
    const { body } = await api.post(webPushPaths.subscribe, { endpoint, p256dh: keys.p256dh, auth: keys.auth, device: 4 }, { token, lang });
    ok(body);
    return { ...keys, path: `/push/fan${n}` };
  }
  const payloadsAt = (d: { path: string; decrypt: (b: Buffer) => string }) =>
    stub.received.filter((r) => r.path === d.path).map((r) => JSON.parse(d.decrypt(r.body)) as WebPushPayload);
  const memberIdOf = async (account: string) => (await ctx.db.select({ id: members.id }).from(members).where(eq(members.account, account)))[0]!.id;
  const balanceOf = async (memberId: bigint) => (await ctx.db.select({ b: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId)))[0]!.b;
  const pushRowsOf = (memberId: bigint) => ctx.db.select().from(outbox).where(and(eq(outbox.memberId, memberId), eq(outbox.channel, 'push')));

  it('settles and pays while the push service hangs, writing no notification in the settlement transaction', async () => {
    const first = await api.newMember('fanh');
    const second = await api.newMember('fans');
    await api.credit(op, first.account, '100');
    await api.credit(op, second.account, '100');
    const hangs = await device(first.token, 'en');
    const vi = await device(second.token, 'vi');
    stub.hangFor.add(hangs.path);
    const firstId = await memberIdOf(first.account);
    const secondId = await memberIdOf(second.account);

    await ctx.app.scheduler.tick();
    ok((await api.post(orderPaths.normalCreate, { tid: 101, pno: '202611211021', bd: JSON.stringify([SURE]) }, { token: first.token })).body);
    ctx.clock.set('2026-11-21T10:01:00Z');
    await ctx.app.scheduler.tick();
    // Paid and committed with one fan-out row naming the winner; no notification written yet.
    // (The draw also queued its followers' draw and long-dragon rows: no one follows here.)
    const [fan] = await ctx.db.select().from(pushFanout).where(eq(pushFanout.kind, 'win'));
    expect(fan).toMatchObject({ kind: 'win', data: { lotteryCode: 'ssc.1m', issue: '202611211021' } });
    expect(fan!.memberIds).toEqual([firstId]);
    expect(await pushRowsOf(firstId)).toEqual([]);

    // The worker fans out and sends to the device whose push service does not answer.
    const sending = worker().runOnce();
    for (let i = 0; i < 200 && stub.hanging === 0; i += 1) await new Promise((r) => setTimeout(r, 25));
    expect(stub.hanging).toBe(1);
    // On PostgreSQL another transaction can also hold the subscriptions locked meanwhile.
    let unlock = () => {};
    let locker: Promise<unknown> = Promise.resolve();
    if (ctx.target === 'postgres') {
      const locked = new Promise<void>((resolve) => {
        locker = ctx.db.transaction(async (tx) => {
          await tx.execute(sql`lock table push_subscriptions in access exclusive mode`);
          resolve();
          await new Promise<void>((r) => (unlock = r));
        });
      });
      await locked;
    }

    ctx.clock.set('2026-11-21T10:01:30Z');
    await ctx.app.scheduler.tick();
    ok((await api.post(orderPaths.normalCreate, { tid: 101, pno: '202611211022', bd: JSON.stringify([SURE]) }, { token: second.token })).body);
    const before = await balanceOf(secondId);
    ctx.clock.set('2026-11-21T10:02:00Z');
    const started = performance.now();
    await Promise.race([
      ctx.app.scheduler.tick(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('settlement waited on push')), 20_000)),
    ]);
    const settledMs = performance.now() - started;
    expect(stub.hanging).toBe(1);
    expect(await balanceOf(secondId)).toBeGreaterThan(before);
    expect(await pushRowsOf(secondId)).toEqual([]);
    expect(settledMs).toBeLessThan(20_000);

    unlock();
    await locker;
    stub.release();
    stub.hangFor.clear();
    await sending;
    await worker().runOnce();
    expect(payloadsAt(hangs)).toHaveLength(1);
    const got = payloadsAt(vi);
    expect(got).toHaveLength(1);
    expect(got[0]!.body).toBe(translate('vi', 'notify.win.body', { lottery: translate('vi', 'lottery.name.ssc.1m'), issue: '202611211022' }));
    expect(await ctx.db.select().from(pushFanout).where(eq(pushFanout.kind, 'win'))).toEqual([]);
  });

  it(`fans out ${FANOUT_CHUNK} members per transaction, each subscribed device once, resuming where a stopped worker left off`, async () => {
    const a = await api.newMember('fana');
    const b = await api.newMember('fanb');
    const c = await api.newMember('fanc');
    const da = await device(a.token, 'id');
    const db2 = await device(b.token, 'zh');
    const dc = await device(c.token, 'en');
    const ids = [await memberIdOf(a.account), await memberIdOf(b.account), await memberIdOf(c.account)];
    // 2,500 winners: the three subscribed members first, in the middle and last; the others have no device.
    const winners = Array.from({ length: 2500 }, (_, i) => ({ memberId: 9_000_000n + BigInt(i), amountMilli: 1000n + BigInt(i) }));
    winners[0] = { memberId: ids[0]!, amountMilli: 12_345_678n };
    winners[1200] = { memberId: ids[1]!, amountMilli: 250_000n };
    winners[2499] = { memberId: ids[2]!, amountMilli: 1_000n };
    const now = ctx.clock.now();
    // What earlier draws queued (their followers' rows) goes first.
    await fanOutPush(ctx.db, now, 1000);
    expect(await ctx.db.select().from(pushFanout)).toEqual([]);
    await ctx.db.transaction((tx) => queueWinPush(tx, { lotteryCode: 'ssc.1m', issue: '202611211099', winners }, now));

    expect(await fanOutPush(ctx.db, now, 1)).toBe(1);
    expect((await ctx.db.select().from(pushFanout))[0]!.cursor).toBe(1000n);
    // A worker stopped here; another one carries on from the committed cursor.
    expect(await fanOutPush(ctx.db, now, 1)).toBe(1);
    expect((await ctx.db.select().from(pushFanout))[0]!.cursor).toBe(2000n);
    expect(await fanOutPush(ctx.db, now)).toBe(1);
    expect(await ctx.db.select().from(pushFanout)).toEqual([]);
    expect(await fanOutPush(ctx.db, now)).toBe(0);
    for (const id of ids) expect(await pushRowsOf(id)).toHaveLength(1);

    await worker().runOnce();
    expect(payloadsAt(da).map((p) => p.title)).toEqual([translate('id', 'notify.win.title', { amount: formatAmount(formatMoney(12_345_678n), 'id') })]);
    expect(payloadsAt(db2).map((p) => p.title)).toEqual([translate('zh', 'notify.win.title', { amount: formatAmount('250', 'zh') })]);
    expect(payloadsAt(dc).map((p) => p.title)).toEqual([translate('en', 'notify.win.title', { amount: formatAmount('1', 'en') })]);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, 9_000_000n))).toEqual([]);
  });
});
