import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  consoleMemberTabPaths,
  consoleRiskPaths,
  consolePaths,
  orderPaths,
  PUSH_MAX_DEVICES,
  walletPaths,
  webPushPaths,
  type WebPushPayload,
} from '@lotus/contracts';
import { buildBetLine, formatMoney, type Play } from '@lotus/engine';
import { formatAmount, translate } from '@lotus/i18n';
import { outbox, pushSubscriptions, riskHolds, systemState } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { client } from '../../../test/client.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { browserKeys, pushServiceStub } from '../../../test/push-stub.ts';
import { familyOf } from '../lottery/families.ts';
import { createOutboxWorker } from './worker.ts';
import { webPushProvider } from './push.ts';

const ssc = familyOf('ssc')!;
const DWD = ssc.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const ISSUE = '202611211021';

/**
 * Web Push end to end (issue #31): a member's device subscribes; a deposit credited, a withdrawal
 * paid and a win each write one notification per subscribed device to the outbox, which reaches a
 * local push service once (two workers claiming at once), encrypted to the device's keys and in
 * the device's language; a 410 removes the subscription; the kinds a device switched off are not sent.
 */
describeApp('web push', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
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
  /** Two nodes' workers, passing at the same time until nothing is due. */
  async function drain() {
    const a = worker();
    const b = worker();
    for (let i = 0; i < 10; i += 1) {
      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      if (ra.sent + ra.failed + ra.retried + rb.sent + rb.failed + rb.retried === 0) return;
    }
  }
  async function device(token: string, lang = 'en', extra: Record<string, string> = {}) {
    n += 1;
    const keys = browserKeys();
    const endpoint = `${stub.url}/push/dev${n}`;
    const { body } = await api.post(webPushPaths.subscribe, { endpoint, p256dh: keys.p256dh, auth: keys.auth, device: 4, ...extra }, { token, lang, headers: { app: 'pwa' } });
    ok(body);
    return { ...keys, endpoint, path: `/push/dev${n}`, id: body.data.id as string };
  }
  const payloadsAt = (d: { path: string; decrypt: (b: Buffer) => string }) =>
    stub.received.filter((r) => r.path === d.path).map((r) => JSON.parse(d.decrypt(r.body)) as WebPushPayload);

  it('generates the VAPID key pair once, keeps it in the database and hands out the public key', async () => {
    const m = await api.newMember('wpk');
    const first = (await api.get(webPushPaths.config, {}, { token: m.token })).body;
    ok(first);
    const again = (await api.get(webPushPaths.config, {}, { token: m.token })).body;
    expect(again.data.publicKey).toBe(first.data.publicKey);
    expect(first.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const kept = await ctx.db.select().from(systemState).where(eq(systemState.key, 'webpush.vapid.public'));
    expect(kept[0]?.value).toBe(first.data.publicKey);
    expect(first.data.maxDevices).toBe(PUSH_MAX_DEVICES);
  });

  it('refuses a subscription that is not https or names an unknown kind, with a clear message', async () => {
    const m = await api.newMember('wpv');
    const keys = browserKeys();
    const bad = await api.post(webPushPaths.subscribe, { endpoint: 'http://127.0.0.1/x/abc', p256dh: keys.p256dh, auth: keys.auth }, { token: m.token });
    expect(bad.body.code).toBe(1001);
    expect(bad.res.statusCode).toBe(400);
    const kind = await api.post(webPushPaths.subscribe, { endpoint: `${stub.url}/push/zz`, p256dh: keys.p256dh, auth: keys.auth, kinds: 'win,jackpot' }, { token: m.token });
    expect(kind.body.code).toBe(1001);
    const anonymous = await api.post(webPushPaths.subscribe, { endpoint: `${stub.url}/push/zz`, p256dh: keys.p256dh, auth: keys.auth });
    expect(anonymous.body.code).toBe(401);
  });

  it('keeps at most 5 devices per member: a sixth replaces the one seen least recently', async () => {
    const m = await api.newMember('wpm');
    const devices = [];
    for (let i = 0; i < PUSH_MAX_DEVICES + 1; i += 1) {
      devices.push(await device(m.token));
      ctx.clock.advance(1000);
    }
    const list = (await api.get(webPushPaths.devices, { page: 1, size: 10 }, { token: m.token })).body;
    ok(list);
    expect(list.data.total).toBe(PUSH_MAX_DEVICES);
    expect(list.data.list.map((d: { id: string }) => d.id)).not.toContain(devices[0]!.id);
    expect(list.data.list[0]).toMatchObject({ device: 4, installed: true, kinds: ['win', 'funds'] });
    // The operator sees them on the member's detail.
    const seen = (await api.get(consoleMemberTabPaths.devices.replace(':account', m.account), {}, { token: op })).body;
    ok(seen);
    expect(seen.data.total).toBe(PUSH_MAX_DEVICES);
    // Off on one device.
    ok((await api.post(webPushPaths.unsubscribe, { endpoint: devices[5]!.endpoint }, { token: m.token })).body);
    expect((await api.get(webPushPaths.devices, {}, { token: m.token })).body.data.total).toBe(PUSH_MAX_DEVICES - 1);
  });

  it('notifies a deposit credited once, encrypted, in the device language; a device without funds switched on gets none', async () => {
    const m = await api.newMember('wpd');
    const vi = await device(m.token, 'vi');
    const winsOnly = await device(m.token, 'en', { kinds: 'win' });
    const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount: '500' }, { token: m.token });
    ok(pre.body);
    ok((await api.post(walletPaths.deposit, { orderNo: pre.body.data.orderNo, payerName: 'Nguyen Van A' }, { token: m.token })).body);
    ok((await api.post(consolePaths.depositApprove.replace(':orderNo', pre.body.data.orderNo), {}, { token: op })).body);
    await drain();
    expect(payloadsAt(vi)).toEqual([
      { title: translate('vi', 'notify.deposit.title', { amount: formatAmount('500', 'vi') }), body: translate('vi', 'notify.deposit.body'), url: '/web/manager/records/funds', tag: 'funds' },
    ]);
    expect(payloadsAt(winsOnly)).toEqual([]);
    const req = stub.received[0]!;
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(String(req.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);

    const rows = await ctx.db.select().from(outbox).where(and(eq(outbox.memberId, (await memberIdOf(vi.id))!), eq(outbox.channel, 'push')));
    expect(rows.map((r) => r.status)).toEqual(['sent']);
  });

  it('notifies a withdrawal paid once, not its request', async () => {
    const m = await api.newMember('wpx');
    const cardId = await api.readyToWithdraw(m.token);
    await api.credit(op, m.account, '1000');
    const id = await device(m.token, 'id');
    const w = await api.post(walletPaths.withdraw, { amount: '100', cardId, fundPwd: '654321ab' }, { token: m.token });
    ok(w.body);
    await drain();
    expect(payloadsAt(id)).toEqual([]);
    ok((await api.post(consolePaths.withdrawalApprove.replace(':orderNo', w.body.data.orderNo), { payoutRef: 'FT0001' }, { token: op })).body);
    await drain();
    expect(payloadsAt(id)).toEqual([
      { title: translate('id', 'notify.withdraw.title', { amount: formatAmount('100', 'id') }), body: translate('id', 'notify.withdraw.body'), url: '/web/manager/records/funds', tag: 'funds' },
    ]);
    expect(stub.received).toHaveLength(1);
  });

  async function memberIdOf(subscriptionId: string) {
    const [s] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, BigInt(subscriptionId)));
    return s?.memberId;
  }

  it('notifies a win once, with the amount paid and the lottery in the device language', async () => {
    const m = await api.newMember('wpw');
    await api.credit(op, m.account, '1000');
    const zh = await device(m.token, 'zh');
    await ctx.app.scheduler.tick();
    // Every digit on the first position: this bet wins whatever the draw.
    const line = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
    ok((await api.post(orderPaths.normalCreate, { tid: 101, pno: ISSUE, bd: JSON.stringify([line]) }, { token: m.token })).body);
    ctx.clock.set('2026-11-21T10:01:00Z');
    await ctx.app.scheduler.tick();
    await drain();
    const got = payloadsAt(zh);
    expect(got).toHaveLength(1);
    const [won] = await ctx.db.select().from(outbox).where(and(eq(outbox.memberId, (await memberIdOf(zh.id))!), eq(outbox.template, 'push.win')));
    expect(won?.status).toBe('sent');
    expect(got[0]!.body).toBe(translate('zh', 'notify.win.body', { lottery: translate('zh', 'lottery.name.ssc.1m'), issue: ISSUE }));
    expect(got[0]!.title).toMatch(/^恭喜/);
    expect(got[0]!.url).toBe('/web/manager/me/bets');
  });

  it('holds back the notification of a win held for review, and sends it when the win is released', async () => {
    ok((await api.post(consoleRiskPaths.settings, { riskHoldWin: '1' }, { token: op })).body);
    const m = await api.newMember('wph');
    await api.credit(op, m.account, '1000');
    const en = await device(m.token, 'en');
    await ctx.app.scheduler.tick();
    const line = buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 });
    const placed = (await api.post(orderPaths.normalCreate, { tid: 101, pno: '202611211022', bd: JSON.stringify([line]) }, { token: m.token })).body;
    ok(placed);
    ctx.clock.set('2026-11-21T10:02:00Z');
    await ctx.app.scheduler.tick();
    await drain();
    expect(payloadsAt(en)).toEqual([]);
    const [hold] = await ctx.db.select().from(riskHolds).where(eq(riskHolds.memberId, (await memberIdOf(en.id))!));
    expect(hold?.status).toBe('pending');
    ok((await api.post(consoleRiskPaths.release.replace(':orderId', hold!.orderId.toString()), { reason: 'checked' }, { token: op })).body);
    await drain();
    expect(payloadsAt(en).map((p) => [p.title, p.body])).toEqual([
      [
        translate('en', 'notify.win.title', { amount: formatAmount(formatMoney(hold!.winMilli), 'en') }),
        translate('en', 'notify.win.body', { lottery: translate('en', 'lottery.name.ssc.1m'), issue: '202611211022' }),
      ],
    ]);
    ok((await api.post(consoleRiskPaths.settings, { riskHoldWin: '200000' }, { token: op })).body);
  });

  it('removes a subscription the push service says is gone (410), and does not retry it', async () => {
    const m = await api.newMember('wpg');
    const gone = await device(m.token, 'en');
    stub.statusFor.set(gone.path, 410);
    const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount: '200' }, { token: m.token });
    ok((await api.post(walletPaths.deposit, { orderNo: pre.body.data.orderNo, payerName: 'Nguyen Van A' }, { token: m.token })).body);
    ok((await api.post(consolePaths.depositApprove.replace(':orderNo', pre.body.data.orderNo), {}, { token: op })).body);
    await drain();
    expect(stub.received.filter((r) => r.path === gone.path)).toHaveLength(1);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, BigInt(gone.id)))).toEqual([]);
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, gone.id));
    expect(row).toMatchObject({ status: 'failed', channel: 'push' });
    expect(row!.lastError).toMatch(/410/);
    expect((await api.get(webPushPaths.devices, {}, { token: m.token })).body.data.total).toBe(0);
  });
});
