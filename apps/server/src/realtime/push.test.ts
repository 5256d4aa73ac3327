import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { paths, pushTopics, PushType, type PushEvent } from '@lotus/contracts';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DEMO } from '../seed.ts';
import { form, FORM, openTestDatabase, testConfig } from '../../test/harness.ts';

async function loginAs(app: FastifyInstance, account: string, password: string) {
  const res = await app.inject({ method: 'POST', url: paths.memberLogin, headers: FORM, payload: form({ account, password }) });
  const token = res.json().data.token as string;
  const verify = await app.inject({ method: 'GET', url: paths.tokenVerify, headers: { token } });
  return { token, memberId: verify.json().data.memberId as string };
}

const event = (n: number): PushEvent => ({ type: PushType.BALANCE, data: { n }, at: Date.now() });

function nextMessage(client: MqttClient, topic: string, timeoutMs = 5000): Promise<PushEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${topic}`)), timeoutMs);
    client.on('message', (t, payload) => {
      if (t !== topic) return;
      clearTimeout(timer);
      resolve(JSON.parse(payload.toString()) as PushEvent);
    });
  });
}

describe('embedded push broker over WebSocket', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let url: string;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(testConfig(), { database, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    url = `ws://127.0.0.1:${address.port}${paths.mqtt}`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await app?.close();
    await database?.close();
  });

  const connect = async (token: string) => {
    const client = await mqtt.connectAsync(url, { username: 'member', password: token, reconnectPeriod: 0, connectTimeout: 5000 });
    clients.push(client);
    return client;
  };

  it('tells clients where to connect', async () => {
    const res = await app.inject({ method: 'GET', url: paths.systemConfig, headers: { host: 'localhost:1' } });
    expect(res.json().data.mqtt_url).toBe('ws://localhost:1/mqtt');
  });

  it('delivers a server event to the member subscribed to its own topic, and refuses another member that topic', async () => {
    const a = await loginAs(app, DEMO.member.account, DEMO.member.password);
    const b = await loginAs(app, DEMO.agent.account, DEMO.agent.password);
    const clientA = await connect(a.token);
    const clientB = await connect(b.token);

    const grantedA = await clientA.subscribeAsync([pushTopics.member(a.memberId), pushTopics.broadcast], { qos: 1 });
    expect(grantedA.map((g) => g.qos)).toEqual([1, 1]);
    // The broker grants 0x80 (failure) for a topic that is not the member's own.
    const refused = await clientB.subscribeAsync(pushTopics.member(a.memberId), { qos: 1 }).then(
      () => null,
      (err: { packet?: { granted?: number[] } }) => err,
    );
    expect(refused?.packet?.granted).toEqual([128]);

    let bReceived = false;
    clientB.on('message', () => (bReceived = true));
    const received = nextMessage(clientA, pushTopics.member(a.memberId));
    await app.deps.push.publish(pushTopics.member(a.memberId), event(1));
    expect((await received).data).toEqual({ n: 1 });

    const broadcast = nextMessage(clientA, pushTopics.broadcast);
    await app.deps.push.publish(pushTopics.broadcast, event(2));
    expect((await broadcast).data).toEqual({ n: 2 });
    await new Promise((r) => setTimeout(r, 200));
    expect(bReceived).toBe(false);
  });

  it('refuses connections without a valid token', async () => {
    await expect(
      mqtt.connectAsync(url, { username: 'x', password: 'not-a-token', reconnectPeriod: 0, connectTimeout: 3000 }),
    ).rejects.toThrow();
  });

  it('lets no client publish: the broker drops the connection', async () => {
    const a = await loginAs(app, DEMO.member.account, DEMO.member.password);
    const client = await connect(a.token);
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish(pushTopics.member(a.memberId), 'spoof', { qos: 1 });
    await closed;
    expect(client.connected).toBe(false);
  });
});

describe.runIf(process.env.TEST_MQTT_URL)('external broker (TEST_MQTT_URL)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(testConfig({ mqttUrl: process.env.TEST_MQTT_URL }), { database, serveWeb: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('publishes server events to the external broker, and tells clients its address', async () => {
    const a = await loginAs(app, DEMO.member.account, DEMO.member.password);
    const listener = await mqtt.connectAsync(process.env.TEST_MQTT_URL!, { reconnectPeriod: 0 });
    try {
      await listener.subscribeAsync(pushTopics.member(a.memberId), { qos: 1 });
      const received = nextMessage(listener, pushTopics.member(a.memberId));
      await app.deps.push.publish(pushTopics.member(a.memberId), event(3));
      expect((await received).data).toEqual({ n: 3 });
    } finally {
      await listener.endAsync(true);
    }
    const res = await app.inject({ method: 'GET', url: paths.systemConfig });
    expect(res.json().data.mqtt_url).toBe(process.env.TEST_MQTT_URL);
  });
});
