import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { Aedes, type Client } from 'aedes';
import { createWebSocketStream } from 'ws';
import { paths, pushTopics } from '@lotus/contracts';
import type { Push } from './push.ts';

/** Resolves a member token to the member id, or null when it is not a live session. */
export type TokenResolver = (token: string) => Promise<bigint | null>;

const MEMBER = Symbol('memberId');
type AuthedClient = Client & { [MEMBER]?: bigint };

/**
 * The embedded MQTT broker (aedes) over WebSocket at /mqtt on the HTTP port. Clients log in
 * with their member token as the password (or username); a member may subscribe only to its
 * own unicast topic and the broadcast topic; no client may publish.
 */
export async function embeddedBroker(app: FastifyInstance, resolveToken: TokenResolver): Promise<Push> {
  const broker = await Aedes.createBroker({ drainTimeout: 30_000, maxClientsIdLength: 64, heartbeatInterval: 60_000 });

  broker.authenticate = (client, username, password, done) => {
    const token = (password?.toString('utf8') || username || '').slice(0, 256);
    if (!token) return done(Object.assign(new Error('no token'), { returnCode: 4 }) as never, false);
    resolveToken(token).then(
      (memberId) => {
        if (memberId === null) return done(Object.assign(new Error('bad token'), { returnCode: 5 }) as never, false);
        (client as AuthedClient)[MEMBER] = memberId;
        done(null, true);
      },
      (err: Error) => done(Object.assign(err, { returnCode: 3 }) as never, false),
    );
  };

  broker.authorizeSubscribe = (client, sub, done) => {
    const memberId = (client as AuthedClient | null)?.[MEMBER];
    const allowed = memberId !== undefined && (sub.topic === pushTopics.member(memberId) || sub.topic === pushTopics.broadcast);
    // A null subscription is refused in the SUBACK (0x80) without dropping the connection.
    done(null, allowed ? sub : (null as never));
  };

  broker.authorizePublish = (_client, _packet, done) => done(new Error('clients may not publish'));

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get(paths.mqtt, { websocket: true }, (socket) => {
    broker.handle(createWebSocketStream(socket) as never);
  });

  return {
    publish(topic, event) {
      return new Promise((resolve, reject) =>
        broker.publish(
          { cmd: 'publish', topic, payload: Buffer.from(JSON.stringify(event)), qos: 1, retain: false, dup: false },
          (err) => (err ? reject(err) : resolve()),
        ),
      );
    },
    close() {
      return new Promise((resolve) => broker.close(() => resolve()));
    },
    connected: () => !broker.closed,
    clients: () => broker.connectedClients,
  };
}
