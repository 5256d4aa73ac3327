import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { memberPaths, messagePaths } from '@lotus/contracts';
import { LANGUAGES, translate } from '@lotus/i18n';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { newOperator } from '../../../test/operators.ts';
import { client } from '../../../test/client.ts';
import { createOutboxWorker, enqueue, MAX_ATTEMPTS, retryDelayMs } from './index.ts';
import { decodeMail, smsStub, smtpStub } from '../../../test/message-stubs.ts';

/**
 * The outbox end to end (issue #33): messages written in the event's transaction arrive at a local
 * SMTP server and a local stub of the SMS gateways' APIs with the right text in each language; a
 * provider that is down delays them and then every message arrives once, with two workers
 * claiming at the same time; with no provider they stay in the outbox for the console's screen.
 */
describe.each(dbTargets)('messages on %s', (target) => {
  let database: DatabaseHandle;
  let sms: Awaited<ReturnType<typeof smsStub>>;
  let smtp: Awaited<ReturnType<typeof smtpStub>>;
  let app: FastifyInstance;
  let now = new Date('2026-11-27T03:00:00Z');
  const clock = { now: () => now };

  function config(over: Partial<Config['messages']> = {}): Config {
    const base = testConfig();
    return {
      ...base,
      messages: {
        ...base.messages,
        sms: { provider: 'twilio', accountSid: `AC${'0'.repeat(32)}`, authToken: 'tok-secret', sender: '+15005550006', baseUrl: sms.url },
        smtpUrl: smtp.url,
        mailFrom: { default: 'Lotus <no-reply@lotus.test>', byHost: { 'vn.lotus.test': 'Lotus VN <cskh@vn.lotus.test>' } },
        ...over,
      },
    };
  }

  beforeAll(async () => {
    database = await openTestDatabase(target);
    sms = await smsStub();
    smtp = await smtpStub();
    app = await buildApp(config(), { database, serveWeb: false, runScheduler: false, clock });
  });
  beforeEach(() => {
    sms.received.length = 0;
    smtp.received.length = 0;
    sms.state.down = false;
  });
  afterAll(async () => {
    await app?.close();
    await sms?.close();
    await smtp?.close();
    await database?.close();
  });

  const drain = async (worker = app.outbox) => {
    for (let i = 0; i < 20; i += 1) {
      const r = await worker.runOnce();
      if (r.sent + r.retried + r.failed === 0) return;
    }
  };

  it.each(LANGUAGES)('sends an SMS and an email with the %s text, the From of the host', async (lang) => {
    const vars = { code: '482913' };
    await database.db.transaction(async (tx) => {
      await enqueue(tx, { to: '+84912345678', channel: 'sms', template: 'code', vars, lang }, now);
      await enqueue(tx, { to: `m-${lang}@example.com`, channel: 'email', template: 'code', vars, lang, host: 'vn.lotus.test' }, now);
    });
    await drain();
    expect(sms.received).toEqual([{ provider: 'twilio', to: '+84912345678', text: translate(lang, 'msg.tpl.code.body', vars), sender: '+15005550006' }]);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([`m-${lang}@example.com`]);
    expect(mail.from).toBe('cskh@vn.lotus.test');
    const text = decodeMail(mail.raw);
    expect(text).toContain(`Subject: ${translate(lang, 'msg.tpl.code.subject')}`);
    expect(text).toContain(translate(lang, 'msg.tpl.code.body', vars));
    expect(text).toContain('text/html');
    const rows = await database.db.select().from(outbox).where(eq(outbox.lang, lang)).orderBy(outbox.id);
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['sms', 'sent', 1],
      ['email', 'sent', 1],
    ]);
    expect(rows[0]!.providerId).toMatch(/^SM\d+$/);
  });

  it('writes nothing when the event rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, { to: '+84900000001', channel: 'sms', template: 'code', vars: { code: '111111' }, lang: 'en' }, now);
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    await drain();
    expect(sms.received).toEqual([]);
  });

  it('a gateway down delays every message, then two workers deliver each once', async () => {
    sms.state.down = true;
    const second = createOutboxWorker(app.deps);
    const to = Array.from({ length: 12 }, (_, i) => `+8491000${String(i).padStart(4, '0')}`);
    await database.db.transaction(async (tx) => {
      for (const n of to) await enqueue(tx, { to: n, channel: 'sms', template: 'code', vars: { code: '222222' }, lang: 'vi' }, now);
    });
    await Promise.all([app.outbox.runOnce(), second.runOnce()]);
    expect(sms.received).toEqual([]);
    const waiting = await database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(waiting.filter((r) => to.includes(r.recipient)).length).toBe(12);
    // Not yet due: the back-off holds them.
    await Promise.all([app.outbox.runOnce(), second.runOnce()]);
    expect((await database.db.select().from(outbox).where(eq(outbox.status, 'pending'))).every((r) => r.attempts <= 1)).toBe(true);
    now = new Date(now.getTime() + 60_000);
    sms.state.down = false;
    for (let i = 0; i < 4; i += 1) await Promise.all([app.outbox.runOnce(), second.runOnce()]);
    expect(sms.received.map((r) => r.to).sort()).toEqual([...to].sort());
    const rows = (await database.db.select().from(outbox)).filter((r) => to.includes(r.recipient));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 2)).toBe(true);
  });

  it('gives a message up after its attempts, and an answer the gateway refuses at once', async () => {
    expect(retryDelayMs(1)).toBe(15_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
    sms.state.down = true;
    await enqueue(database.db, { to: '+84911111111', channel: 'sms', template: 'code', vars: { code: '333333' }, lang: 'en' }, now);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
      await app.outbox.runOnce();
      now = new Date(now.getTime() + 3_600_000);
    }
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, '+84911111111'));
    expect([row!.status, row!.attempts]).toEqual(['failed', MAX_ATTEMPTS]);
    expect(row!.lastError).toContain('503');
  });

  it('sends through eSMS.vn with its brandname', async () => {
    const esms = await buildApp(
      config({ sms: { provider: 'esms', apiKey: 'key1', secretKey: 'secret1', sender: 'LOTUS', baseUrl: sms.url } }),
      { database, serveWeb: false, runScheduler: false, clock },
    );
    try {
      await enqueue(database.db, { to: '0912000111', channel: 'sms', template: 'code', vars: { code: '444444' }, lang: 'vi' }, now);
      await esms.outbox.runOnce();
      expect(sms.received).toEqual([{ provider: 'esms', to: '0912000111', text: translate('vi', 'msg.tpl.code.body', { code: '444444' }), sender: 'LOTUS' }]);
      const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, '0912000111'));
      expect([row!.status, row!.provider, row!.providerId]).toEqual(['sent', 'esms', 'E' + sms.state.seq]);
    } finally {
      await esms.close();
    }
  });

  it('with no provider keeps the messages, which the console lists to operators allowed to read them', async () => {
    const demo = await buildApp(config({ sms: { provider: 'none' }, smtpUrl: undefined }), { database, serveWeb: false, runScheduler: false, clock });
    try {
      const api = client(demo);
      const { token } = await api.newMember('keep');
      const sent = await api.post(memberPaths.mobileSendCode, { mobile: '0987654321' }, { token, lang: 'zh' });
      expect(sent.body.code, sent.body.msg).toBe(0);
      const r = await demo.outbox.runOnce();
      expect(r.kept).toBeGreaterThanOrEqual(1);
      expect(sms.received).toEqual([]);
      const op = await api.operator();
      const list = await api.get(messagePaths.consoleOutbox, { recipient: '0987654321', size: 5 }, { token: op });
      expect(list.body.code, list.body.msg).toBe(0);
      expect(list.body.data.total).toBe(1);
      const row = list.body.data.list[0];
      expect([row.status, row.channel, row.lang]).toEqual(['kept', 'sms', 'zh']);
      expect(row.body).toMatch(/^您的验证码是\d{6}/);
      // A member, and an operator whose role lacks message.view, are refused.
      expect((await api.get(messagePaths.consoleOutbox, {}, { token })).res.statusCode).toBe(403);
      const finance = await newOperator(demo, 'fin33', 'finance');
      expect((await api.get(messagePaths.consoleOutbox, {}, { token: finance })).body.code).not.toBe(0);
    } finally {
      await demo.close();
    }
  });

  it('limits code sends per number and per address', async () => {
    const demo = await buildApp(config({ sms: { provider: 'none' } }), { database, serveWeb: false, runScheduler: false, clock });
    try {
      const api = client(demo);
      const send = async (token: string, mobile: string, ip: string) => (await api.post(memberPaths.mobileSendCode, { mobile }, { token, ip })).body;
      const { token } = await api.newMember('lim');
      const later = () => (now = new Date(now.getTime() + 61_000));
      // Five to one number in an hour (a member may ask once a minute), then refused, from any address.
      for (let i = 0; i < 5; i += 1, later()) expect((await send(token, '0900000055', `10.0.0.${i + 1}`)).code).toBe(0);
      expect((await send(token, '0900000055', '10.0.1.1')).msg).toBe(translate('en', 'msg.tooManyCodes'));
      // Twenty asked for from one address in an hour, whatever the numbers.
      for (let i = 0; i < 20; i += 1, later()) expect((await send(token, `09100001${String(i).padStart(2, '0')}`, '10.9.9.9')).code).toBe(0);
      expect((await send(token, '0910000199', '10.9.9.9')).msg).toBe(translate('en', 'msg.tooManyCodes'));
      expect((await send(token, '0910000199', '10.9.9.8')).code).toBe(0);
    } finally {
      await demo.close();
    }
  });
});
