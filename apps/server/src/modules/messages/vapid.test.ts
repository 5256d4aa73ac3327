import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { consolePushPaths, walletPaths, consolePaths, webPushPaths } from '@lotus/contracts';
import { translate } from '@lotus/i18n';
import { auditLog } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { client } from '../../../test/client.ts';
import { browserKeys, pushServiceStub } from '../../../test/push-stub.ts';
import { webPushProvider } from './push.ts';
import { createOutboxWorker } from './worker.ts';

/**
 * The operators' own VAPID key pair (issue #31): set in the console, validated (format, and the
 * private key must belong to the public one), audited without the private key; members then
 * subscribe with the new public key and the running worker signs with the new pair.
 */
describeApp('web push: the operators set their own VAPID keys', (ctx) => {
  let stub: Awaited<ReturnType<typeof pushServiceStub>>;
  let api: ReturnType<typeof client>;
  let op: string;

  beforeAll(async () => {
    stub = await pushServiceStub();
    api = client(ctx.app);
    op = await api.operator();
  });
  afterAll(async () => {
    await stub?.close();
  });

  const ok = (body: { code: number; msg: string }) => expect(body.code, body.msg).toBe(0);

  it('refuses bad or mismatched keys with a translated message, sets a valid pair, audits it, and signs with it', async () => {
    const first = (await api.get(consolePushPaths.vapid, {}, { token: op })).body;
    ok(first);
    expect(first.data.source).toBe('generated');
    const worker = createOutboxWorker(ctx.app.deps, { sms: null, email: null, push: webPushProvider(ctx.db, ctx.app.deps.config.messages, { agent: stub.agent }) });

    const mine = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const bad = await api.post(consolePushPaths.vapid, { publicKey: 'not a key', privateKey: mine.privateKey }, { token: op, lang: 'en' });
    expect(bad.res.statusCode).toBeLessThan(500);
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.msg).toBe(translate('en', 'push.vapid.invalid'));
    const mismatch = await api.post(consolePushPaths.vapid, { publicKey: mine.publicKey, privateKey: other.privateKey }, { token: op, lang: 'zh' });
    expect(mismatch.body.msg).toBe(translate('zh', 'push.vapid.mismatch'));
    // A running worker has signed with the generated pair before the change.
    const m = await api.newMember('vapk');
    const keys = browserKeys();
    ok((await api.post(webPushPaths.subscribe, { endpoint: `${stub.url}/push/vapid1`, p256dh: keys.p256dh, auth: keys.auth, kinds: 'funds' }, { token: m.token, lang: 'en' })).body);
    const deposit = async () => {
      const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount: '300' }, { token: m.token });
      ok((await api.post(walletPaths.deposit, { orderNo: pre.body.data.orderNo, payerName: 'Nguyen Van A' }, { token: m.token })).body);
      ok((await api.post(consolePaths.depositApprove.replace(':orderNo', pre.body.data.orderNo), {}, { token: op })).body);
      await worker.runOnce();
      return stub.received.filter((r) => r.path === '/push/vapid1').at(-1)!;
    };
    expect(String((await deposit()).headers.authorization)).toContain(`k=${first.data.publicKey}`);

    const set = await api.post(consolePushPaths.vapid, { publicKey: mine.publicKey, privateKey: mine.privateKey }, { token: op });
    ok(set.body);
    expect(set.body.data).toMatchObject({ publicKey: mine.publicKey, source: 'operator' });
    const [row] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'push.vapid.set')));
    expect(row?.after).toEqual({ publicKey: mine.publicKey });
    expect(row?.before).toEqual({ publicKey: first.data.publicKey });
    expect(JSON.stringify([row?.before, row?.after, row?.detail])).not.toContain(mine.privateKey);

    // Members subscribe with the new key; the running worker signs with it.
    const cfg = (await api.get(webPushPaths.config, {}, { token: m.token })).body;
    expect(cfg.data.publicKey).toBe(mine.publicKey);
    const after = await deposit();
    expect(String(after.headers.authorization)).toContain(`k=${mine.publicKey}`);
    expect(JSON.parse(keys.decrypt(after.body)).tag).toBe('funds');
  });
});
