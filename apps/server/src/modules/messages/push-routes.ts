import type { FastifyInstance } from 'fastify';
import {
  PUSH_KINDS,
  PUSH_MAX_DEVICES,
  pushConfigView,
  pushDeviceList,
  pushDeviceQuery,
  pushDeviceView,
  pushSubscribeRequest,
  pushUnsubscribeRequest,
  pushUnsubscribeResponse,
  webPushPaths,
  consolePushPaths,
  vapidSetRequest,
  vapidView,
} from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { audit, byOperator } from '../audit/index.ts';
import { listDevices, setVapidKeys, subscribe, unsubscribe, vapidInfo, vapidKeys } from './push.ts';

/** The member's side of Web Push (issue #31): the key to subscribe with, his devices, on and off. */
export function webPushRoutes(app: FastifyInstance): void {
  const { db, clock, config } = app.deps;
  route(
    app,
    { method: 'GET', url: webPushPaths.config, auth: 'member', access: 'self', summary: 'The VAPID public key to subscribe with, and the kinds of notification', response: pushConfigView },
    async () => ({ publicKey: (await vapidKeys(db, config.messages)).publicKey, maxDevices: PUSH_MAX_DEVICES, kinds: [...PUSH_KINDS] }),
  );
  route(
    app,
    {
      method: 'POST',
      url: webPushPaths.subscribe,
      auth: 'member',
      access: 'self',
      summary: "Turn notifications on for this device, or change its kinds (a member keeps at most 5 devices: the oldest gives way)",
      body: pushSubscribeRequest,
      response: pushDeviceView,
    },
    ({ req, body, lang }) =>
      subscribe(
        db,
        req.member!.memberId,
        { ...body, installed: req.headers.app === 'pwa', userAgent: req.headers['user-agent'] ?? null, lang },
        clock.now(),
      ),
  );
  route(
    app,
    { method: 'POST', url: webPushPaths.unsubscribe, auth: 'member', access: 'self', summary: 'Turn notifications off for this device', body: pushUnsubscribeRequest, response: pushUnsubscribeResponse },
    async ({ req, body }) => ({ removed: await unsubscribe(db, req.member!.memberId, body.endpoint) }),
  );
  route(
    app,
    { method: 'GET', url: webPushPaths.devices, auth: 'member', access: 'self', summary: "The member's devices with notifications on (paged)", query: pushDeviceQuery, response: pushDeviceList },
    ({ req, query }) => listDevices(db, req.member!.memberId, query),
  );
}

/** The operators' side of Web Push (issue #31): their own VAPID key pair, validated and audited. */
export function vapidRoutes(app: FastifyInstance): void {
  route(
    app,
    { method: 'GET', url: consolePushPaths.vapid, auth: 'operator', access: 'operator', perm: 'settings.manage', summary: 'The VAPID public key members subscribe with, and whether it was generated, comes from the environment or was set here', response: vapidView },
    () => vapidInfo(app.deps.db, app.deps.config.messages),
  );
  route(
    app,
    {
      method: 'POST',
      url: consolePushPaths.vapid,
      auth: 'operator',
      access: 'operator',
      perm: 'settings.manage',
      summary: "Set the operators' own VAPID key pair (validated, audited; devices subscribed with the old public key stop receiving)",
      body: vapidSetRequest,
      response: vapidView,
    },
    async ({ req, body }) => {
      const { db, config, clock } = app.deps;
      await db.transaction(async (tx) => {
        const before = await setVapidKeys(tx, config.messages, body, clock.now());
        await audit(tx, { ...byOperator(req.operator!), action: 'push.vapid.set', target: 'webpush.vapid', before: { publicKey: before }, after: { publicKey: body.publicKey } });
      });
      return vapidInfo(db, config.messages);
    },
  );
}
