import { afterAll, beforeAll, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { and, count, eq } from 'drizzle-orm';
import {
  CHAT_MESSAGE_MAX,
  CHAT_RATE_COUNT,
  CHAT_RATE_WINDOW_MS,
  chatPaths,
  ChatStatus,
  consoleChatPaths,
  paths,
  pushTopics,
  PushType,
  ResultCode,
  type PushEvent,
} from '@lotus/contracts';
import { auditLog, chatMessages } from '../../db/schema.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { form, FORM } from '../../../test/harness.ts';
import { newOperator } from '../../../test/operators.ts';
import { client, expectRefused } from '../../../test/client.ts';

const of = (path: string, id: string) => path.replace(':id', id);

describeApp('built-in live chat', { clock: () => handClock(Date.parse('2026-11-26T08:00:00Z')) }, (ctx) => {
  let api: ReturnType<typeof client>;
  let alice: { account: string; token: string };
  let bob: { account: string; token: string };
  let service: string;
  let service2: string;
  let mqttClient: MqttClient | null = null;
  const clock = ctx.clock;
  const audits = async (action: string) => Number((await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n);
  const ok = (body: { code: number; msg: string }) => expect(body.code, body.msg).toBe(0);

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    api = client(ctx.app);
    alice = await api.newMember('chata');
    bob = await api.newMember('chatb');
    service = await newOperator(ctx.app, 'service_c', 'service');
    service2 = await newOperator(ctx.app, 'service_d', 'service');
  });
  afterAll(async () => {
    await mqttClient?.endAsync(true);
  });

  /** Alice's conversation id, from the open queue. */
  async function aliceConversation(status = '1') {
    const list = (await api.get(consoleChatPaths.conversations, { status }, { token: service })).body.data.list as { id: string; account: string; unread: number; operator: string | null }[];
    return list.find((c) => c.account === alice.account);
  }

  it("a member's message reaches the inbox with an unread count, and the reply reaches the member over the push broker", async () => {
    // The member's page starts empty.
    expect((await api.get(chatPaths.messages, {}, { token: alice.token })).body.data).toEqual({ list: [], more: false, status: null });
    const sent = await api.post(chatPaths.send, { body: '  Where is my deposit? <b>now</b>  ' }, { token: alice.token });
    ok(sent.body);
    // Stored as written (trimmed): text only, the pages show it as text, never as HTML.
    expect(sent.body.data).toMatchObject({ sender: 1, body: 'Where is my deposit? <b>now</b>' });
    clock.at += 1000;
    ok((await api.post(chatPaths.send, { body: 'Order D123' }, { token: alice.token })).body);

    const row = await aliceConversation();
    expect(row).toMatchObject({ unread: 2, operator: null, status: ChatStatus.OPEN });
    const conversation = await api.get(of(consoleChatPaths.conversation, row!.id), {}, { token: service });
    ok(conversation.body);
    expect(conversation.body.data.member).toMatchObject({ account: alice.account, balance: '0.000', vipLevel: 0 });
    expect(conversation.body.data.orders).toEqual([]);

    // The member listens on his own topic, as the web app does.
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    mqttClient = await mqtt.connectAsync(`ws://127.0.0.1:${address.port}${paths.mqtt}`, { password: alice.token, username: 'm', reconnectPeriod: 0, connectTimeout: 5000 });
    const verify = await ctx.app.inject({ method: 'GET', url: paths.tokenVerify, headers: { token: alice.token } });
    const memberId = verify.json().data.memberId as string;
    await mqttClient.subscribeAsync(pushTopics.member(memberId), { qos: 1 });
    const pushed = new Promise<PushEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no chat push')), 5000);
      mqttClient!.on('message', (_t, payload) => {
        const e = JSON.parse(payload.toString()) as PushEvent;
        if (e.type !== PushType.CHAT) return;
        clearTimeout(timer);
        resolve(e);
      });
    });

    const reply = await api.post(of(consoleChatPaths.reply, row!.id), { body: 'Checking it now' }, { token: service });
    ok(reply.body);
    expect(reply.body.data).toMatchObject({ sender: 2, operator: 'service_c', taken: true });
    const event = await pushed;
    expect(event.data).toEqual({ conversationId: row!.id, messageId: reply.body.data.id });

    // The member reads the reply (customer service speaks as one: no operator account).
    const mine = (await api.get(chatPaths.messages, {}, { token: alice.token })).body.data;
    expect(mine.list.map((m: { sender: number; body: string }) => [m.sender, m.body])).toEqual([
      [1, 'Where is my deposit? <b>now</b>'],
      [1, 'Order D123'],
      [2, 'Checking it now'],
    ]);
    expect(mine.list[2]).not.toHaveProperty('operator');
    expect(mine.status).toBe(ChatStatus.ASSIGNED);
    // Answering took the open conversation and read what the member wrote; the take is audited.
    expect(await aliceConversation('2')).toMatchObject({ operator: 'service_c', unread: 0 });
    expect(await aliceConversation('1')).toBeUndefined();
    expect(await audits('chat.assign')).toBe(1);
    expect(await audits('chat.reply')).toBe(1);
  });

  it("pages history backwards; a member never sees another's conversation", async () => {
    const page = (await api.get(chatPaths.messages, { size: 2 }, { token: alice.token })).body.data;
    expect(page.list.map((m: { body: string }) => m.body)).toEqual(['Order D123', 'Checking it now']);
    expect(page.more).toBe(true);
    const older = (await api.get(chatPaths.messages, { size: 2, before: page.list[0].id }, { token: alice.token })).body.data;
    expect(older).toMatchObject({ more: false, list: [{ body: 'Where is my deposit? <b>now</b>' }] });

    // Bob's own page is empty whatever he asks for; his message opens his own conversation.
    expect((await api.get(chatPaths.messages, { before: 1_000_000 }, { token: bob.token })).body.data.list).toEqual([]);
    clock.at += 1000;
    ok((await api.post(chatPaths.send, { body: 'Hello' }, { token: bob.token })).body);
    expect((await api.get(chatPaths.messages, {}, { token: bob.token })).body.data.list.map((m: { body: string }) => m.body)).toEqual(['Hello']);
    // The console's calls refuse a member's token (403, not 401).
    const row = await aliceConversation('2');
    for (const url of [consoleChatPaths.conversations, of(consoleChatPaths.messages, row!.id), of(consoleChatPaths.conversation, row!.id)]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { token: bob.token } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe(ResultCode.FORBIDDEN);
    }
  });

  it('refuses members, and roles without chat.answer, on every console call, writing nothing', async () => {
    const row = await aliceConversation('2');
    const finance = await newOperator(ctx.app, 'finance_c', 'finance');
    const before = Number((await ctx.db.select({ n: count() }).from(chatMessages))[0]!.n);
    for (const token of [alice.token, finance]) {
      for (const [method, url] of [
        ['GET', consoleChatPaths.conversations],
        ['GET', of(consoleChatPaths.conversation, row!.id)],
        ['GET', of(consoleChatPaths.messages, row!.id)],
        ['POST', of(consoleChatPaths.reply, row!.id)],
        ['POST', of(consoleChatPaths.assign, row!.id)],
        ['POST', of(consoleChatPaths.close, row!.id)],
        ['POST', of(consoleChatPaths.read, row!.id)],
        ['GET', consoleChatPaths.canned],
        ['POST', consoleChatPaths.canned],
        ['GET', consoleChatPaths.operators],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: { ...FORM, token }, payload: method === 'POST' ? form({ body: 'x', lang: 'en', title: 't' }) : undefined });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(Number((await ctx.db.select({ n: count() }).from(chatMessages))[0]!.n)).toBe(before);
    // Members' own calls want a member session.
    expect((await ctx.app.inject({ method: 'GET', url: chatPaths.messages })).statusCode).toBe(401);
  });

  it('limits length and rate with translated messages', async () => {
    expectRefused((await api.post(chatPaths.send, { body: 'a'.repeat(CHAT_MESSAGE_MAX + 1) }, { token: bob.token })).body, 'chat.messageTooLong');
    const vi = await ctx.app.inject({ method: 'POST', url: chatPaths.send, headers: { ...FORM, token: bob.token, lang: 'vi' }, payload: form({ body: '   ' }) });
    expect(vi.json().msg).toBe('Vui lòng nhập tin nhắn');
    const row = await aliceConversation('2');
    expectRefused((await api.post(of(consoleChatPaths.reply, row!.id), { body: 'b'.repeat(CHAT_MESSAGE_MAX + 1) }, { token: service })).body, 'chat.messageTooLong');
    ok((await api.post(chatPaths.send, { body: 'c'.repeat(CHAT_MESSAGE_MAX) }, { token: bob.token })).body);

    // Bob sent 2 in this window; the limit stops him at CHAT_RATE_COUNT.
    clock.at += CHAT_RATE_WINDOW_MS + 1;
    for (let i = 0; i < CHAT_RATE_COUNT; i += 1) ok((await api.post(chatPaths.send, { body: `m${i}` }, { token: bob.token })).body);
    expectRefused((await api.post(chatPaths.send, { body: 'one more' }, { token: bob.token })).body, 'chat.tooFast');
    const zh = await ctx.app.inject({ method: 'POST', url: chatPaths.send, headers: { ...FORM, token: bob.token, lang: 'zh' }, payload: form({ body: 'x' }) });
    expect(zh.json().msg).toBe('发送过于频繁，请稍后再试');
    clock.at += CHAT_RATE_WINDOW_MS + 1;
    ok((await api.post(chatPaths.send, { body: 'after the window' }, { token: bob.token })).body);
  });

  it('hands over and closes, audited; a closed conversation refuses replies and reopens when the member writes', async () => {
    const row = await aliceConversation('2');
    const operators = (await api.get(consoleChatPaths.operators, {}, { token: service })).body.data.map((o: { account: string }) => o.account);
    expect(operators).toEqual(expect.arrayContaining(['service_c', 'service_d']));
    expect(operators).not.toContain('finance_c');
    expectRefused((await api.post(of(consoleChatPaths.assign, row!.id), { operator: 'finance_c' }, { token: service })).body, 'chat.operatorInvalid');
    const handed = await api.post(of(consoleChatPaths.assign, row!.id), { operator: 'service_d' }, { token: service });
    ok(handed.body);
    expect(handed.body.data.operator).toBe('service_d');
    const mine = (await api.get(consoleChatPaths.conversations, { status: 'mine' }, { token: service2 })).body.data.list;
    expect(mine.map((c: { account: string }) => c.account)).toContain(alice.account);
    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'chat.assign'), eq(auditLog.target, `chat:${row!.id}`))).orderBy(auditLog.id);
    expect(audit).toBeDefined();
    expect(await audits('chat.assign')).toBe(2);

    ok((await api.post(of(consoleChatPaths.close, row!.id), {}, { token: service2, ip: '198.51.100.7' })).body);
    const [closed] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'chat.close'));
    expect(closed).toMatchObject({ target: `chat:${row!.id}`, ip: '198.51.100.7', after: { status: ChatStatus.CLOSED } });
    expectRefused((await api.post(of(consoleChatPaths.reply, row!.id), { body: 'late' }, { token: service })).body, 'chat.closed');
    expect((await api.get(chatPaths.messages, {}, { token: alice.token })).body.data.status).toBe(ChatStatus.CLOSED);

    clock.at += 1000;
    ok((await api.post(chatPaths.send, { body: 'One more question' }, { token: alice.token })).body);
    expect(await aliceConversation('1')).toMatchObject({ id: row!.id, operator: null, unread: 1 });
    ok((await api.post(of(consoleChatPaths.read, row!.id), {}, { token: service })).body);
    expect(await aliceConversation('1')).toMatchObject({ unread: 0 });
    // Taking it is audited too.
    ok((await api.post(of(consoleChatPaths.assign, row!.id), {}, { token: service })).body);
    expect(await audits('chat.assign')).toBe(3);
  });

  it('keeps canned replies per language, managed by operators, audited', async () => {
    const added = await api.post(consoleChatPaths.canned, { lang: 'vi', title: 'Chào', body: 'Xin chào, tôi có thể giúp gì?' }, { token: service });
    ok(added.body);
    ok((await api.post(consoleChatPaths.canned, { lang: 'en', title: 'Hello', body: 'Hello, how can I help?' }, { token: service })).body);
    expectRefused((await api.post(consoleChatPaths.canned, { lang: 'en', title: 't'.repeat(61), body: 'x' }, { token: service })).body, 'chat.cannedTitleTooLong');
    expect((await api.post(consoleChatPaths.canned, { lang: 'xx', title: 't', body: 'x' }, { token: service })).body.code).not.toBe(0);
    const vi = (await api.get(consoleChatPaths.canned, { lang: 'vi' }, { token: service2 })).body.data;
    expect(vi).toEqual([{ id: added.body.data.id, lang: 'vi', title: 'Chào', body: 'Xin chào, tôi có thể giúp gì?' }]);
    ok((await api.post(of(consoleChatPaths.cannedDelete, added.body.data.id), {}, { token: service })).body);
    expect((await api.get(consoleChatPaths.canned, { lang: 'vi' }, { token: service })).body.data).toEqual([]);
    expect(await audits('chat.canned.add')).toBe(2);
    expect(await audits('chat.canned.delete')).toBe(1);
  });
});
