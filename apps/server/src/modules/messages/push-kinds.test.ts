import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memberPaths, promoPaths, webPushPaths, type WebPushPayload } from '@lotus/contracts';
import { translate } from '@lotus/i18n';
import { issues, pushFanout } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { client } from '../../../test/client.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { browserKeys, pushServiceStub } from '../../../test/push-stub.ts';
import { webPushProvider } from './push.ts';
import { createOutboxWorker } from './worker.ts';

/**
 * The notifications a member chooses per device beyond wins and funds (issue #31): a followed
 * lottery's draw (the lotteries of his user config's longDragonTicket), a streak on it reaching his
 * long-dragon threshold, and the day's sign-in not done yet, once a day from 19:00 platform time.
 * Each reaches only the devices that switched it on, decrypted at a local push service in the
 * device's language.
 */
describeApp('web push: draws, long dragons, sign-in', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let stub: Awaited<ReturnType<typeof pushServiceStub>>;
  let api: ReturnType<typeof client>;
  let n = 0;

  beforeAll(async () => {
    stub = await pushServiceStub();
    api = client(ctx.app);
  });
  beforeEach(() => {
    stub.received.length = 0;
  });
  afterAll(async () => {
    await stub?.close();
  });

  const ok = (body: { code: number; msg: string }) => expect(body.code, body.msg).toBe(0);
  const drain = async () => {
    const w = createOutboxWorker(ctx.app.deps, { sms: null, email: null, push: webPushProvider(ctx.db, ctx.app.deps.config.messages, { agent: stub.agent }) });
    for (let i = 0; i < 100; i += 1) {
      const r = await w.runOnce();
      if (r.sent + r.failed + r.retried + r.fannedOut === 0) return;
    }
  };
  async function device(token: string, lang: string, kinds: string) {
    n += 1;
    const keys = browserKeys();
    const endpoint = `${stub.url}/push/kind${n}`;
    ok((await api.post(webPushPaths.subscribe, { endpoint, p256dh: keys.p256dh, auth: keys.auth, device: 1, kinds }, { token, lang })).body);
    return { ...keys, path: `/push/kind${n}` };
  }
  const payloadsAt = (d: { path: string; decrypt: (b: Buffer) => string }) =>
    stub.received.filter((r) => r.path === d.path).map((r) => JSON.parse(d.decrypt(r.body)) as WebPushPayload);
  const follow = async (token: string, list: string, limit: number) =>
    ok((await api.post(memberPaths.userConfSave, { longDragonTicketList: list, longDragonLimit: limit }, { token })).body);

  it('tells the followers of a lottery its draw, and those whose threshold a streak reached, on the devices that want it', async () => {
    const fan = await api.newMember('pkf');
    const winsOnly = await api.newMember('pkw');
    const other = await api.newMember('pko');
    const patient = await api.newMember('pkp');
    await follow(fan.token, '101', 1);
    await follow(winsOnly.token, '101', 1);
    await follow(other.token, '102', 1);
    await follow(patient.token, '101', 3);
    const zh = await device(fan.token, 'zh', 'draw,dragon');
    const en = await device(fan.token, 'en', 'win');
    const quiet = await device(winsOnly.token, 'en', 'win,funds');
    const elsewhere = await device(other.token, 'vi', 'draw,dragon');
    const later = await device(patient.token, 'id', 'draw,dragon');

    await ctx.app.scheduler.tick();
    ctx.clock.set('2026-11-21T10:01:00Z');
    await ctx.app.scheduler.tick();
    const [drawn] = await ctx.db.select().from(issues).where(and(eq(issues.lotteryId, 101), eq(issues.issueNo, '202611211021')));
    expect(drawn?.result).toBeTruthy();
    await drain();

    // The first draw of the lottery: every streak is 1 long, the fan's threshold (1) and not the patient one's (3).
    const draw = {
      title: translate('zh', 'notify.draw.title', { lottery: translate('zh', 'lottery.name.ssc.1m'), issue: '202611211021' }),
      body: translate('zh', 'notify.draw.body', { code: drawn!.result! }),
      url: '/web/lottery/101',
      tag: 'draw:ssc.1m',
    };
    const dragon = {
      title: translate('zh', 'notify.dragon.title', { lottery: translate('zh', 'lottery.name.ssc.1m') }),
      body: translate('zh', 'notify.dragon.body', { length: 1 }),
      url: '/web/lottery/101',
      tag: 'dragon:ssc.1m',
    };
    const got = payloadsAt(zh);
    expect(got).toContainEqual(draw);
    expect(got).toContainEqual(dragon);
    expect(got.filter((p) => p.tag === 'draw:ssc.1m')).toHaveLength(1);
    expect(payloadsAt(en)).toEqual([]);
    expect(payloadsAt(quiet)).toEqual([]);
    expect(payloadsAt(elsewhere).filter((p) => p.tag.endsWith(':ssc.1m'))).toEqual([]);
    const patientGot = payloadsAt(later).filter((p) => p.tag.endsWith(':ssc.1m'));
    expect(patientGot.map((p) => p.tag)).toEqual(['draw:ssc.1m']);
    expect(patientGot[0]!.body).toBe(translate('id', 'notify.draw.body', { code: drawn!.result! }));
    expect(await ctx.db.select().from(pushFanout)).toEqual([]);
  });

  it('reminds once a day from 19:00 those who have not signed in, in the device language', async () => {
    const lazy = await api.newMember('pks');
    const keen = await api.newMember('pkk');
    const off = await api.newMember('pkn');
    const id = await device(lazy.token, 'id', 'sign');
    const signed = await device(keen.token, 'vi', 'sign');
    const notWanted = await device(off.token, 'en', 'win');
    // 18:59 in Hanoi: not yet.
    ctx.clock.set('2026-11-21T11:59:00Z');
    await ctx.app.scheduler.tick();
    await drain();
    expect(payloadsAt(id)).toEqual([]);
    ok((await api.post(promoPaths.doSign, {}, { token: keen.token })).body);
    ctx.clock.set('2026-11-21T12:00:30Z');
    await ctx.app.scheduler.tick();
    await drain();
    expect(payloadsAt(id)).toEqual([
      { title: translate('id', 'notify.sign.title'), body: translate('id', 'notify.sign.body'), url: '/web/manager/promo/sign', tag: 'sign' },
    ]);
    expect(payloadsAt(signed)).toEqual([]);
    expect(payloadsAt(notWanted)).toEqual([]);
    // Later the same day: not again.
    ctx.clock.set('2026-11-21T14:00:00Z');
    await ctx.app.scheduler.tick();
    await drain();
    expect(payloadsAt(id)).toHaveLength(1);
  });
});
