import { z } from 'zod';

/** Push event types (docs/product.md §4, §7). */
export const PushType = {
  RECENT_BET: 1,
  WIN: 2,
  LONG_DRAGON: 3,
  BALANCE: 5,
  OPEN_PRIZE: 6,
  /** A chat message in the member's conversation with customer service, from either side (issue #16). */
  CHAT: 7,
} as const;
export type PushTypeValue = (typeof PushType)[keyof typeof PushType];

/** MQTT topics: one per member (unicast) and one for every member (broadcast). */
export const pushTopics = {
  member: (memberId: string | bigint) => `lotus/member/${memberId}`,
  broadcast: 'lotus/broadcast',
} as const;

/** Push carries ids and small facts; clients refetch what they show. */
export const pushEvent = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5), z.literal(6), z.literal(7)]),
  data: z.record(z.string(), z.unknown()),
  at: z.number().int(),
});
export type PushEvent = z.infer<typeof pushEvent>;

/**
 * Web Push (issue #31): notifications that reach the member's phone or computer when the site is
 * closed. The app subscribes through the browser's Push API with the server's VAPID public key
 * and hands the subscription to `subscribe`; each device chooses its kinds.
 */
export const webPushPaths = {
  /** The VAPID public key the browser subscribes with, and how many devices a member may have. */
  config: '/sk/promen/push/config',
  /** Register (or update) this device's subscription and its kinds; answers what is stored. */
  subscribe: '/sk/promen/push/subscribe',
  unsubscribe: '/sk/promen/push/unsubscribe',
  /** The member's own subscribed devices (paged; at most PUSH_MAX_DEVICES). */
  devices: '/sk/promen/push/devices',
} as const;

/** The kinds a member can switch on per device (all sent: messages/push.ts and fanout.ts). */
export const PUSH_KINDS = ['win', 'funds', 'draw', 'dragon', 'sign'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
/** The kinds the server sends today (the member centre offers these). */
export const PUSH_SENT_KINDS: readonly PushKind[] = PUSH_KINDS;
/** Switched on when a device subscribes without choosing. */
export const PUSH_DEFAULT_KINDS: readonly PushKind[] = ['win', 'funds'];
/** The console's VAPID key pair (issue #31): which public key members subscribe with, and the operators' own pair. */
export const consolePushPaths = { vapid: '/api/console/push/vapid' } as const;
/** env: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; generated: made on the first start; operator: set in the console. */
export const vapidView = z.object({ publicKey: z.string(), source: z.enum(['env', 'generated', 'operator']), updatedAt: z.string().nullable() });
export type VapidView = z.infer<typeof vapidView>;
/** Both keys base64url, as `web-push generate-vapid-keys` prints them: the P-256 public point (65 bytes) and private scalar (32 bytes). */
const vapidKey = (max: number) =>
  z.string('push.vapid.invalid').trim().min(1, 'push.vapid.invalid').max(max, 'push.vapid.invalid').regex(/^[A-Za-z0-9_-]+=*$/, 'push.vapid.invalid');
export const vapidSetRequest = z.object({ publicKey: vapidKey(200), privateKey: vapidKey(100) });

/** Subscriptions one member may hold; a new device beyond it replaces the one least recently seen. */
export const PUSH_MAX_DEVICES = 5;

/** A comma-separated list of kinds (form field): unknown names are refused; '' = none. */
const kindList = z
  .string()
  .max(64)
  .refine((s) => s === '' || s.split(',').every((k) => (PUSH_KINDS as readonly string[]).includes(k)), 'unknown kind')
  .transform((s) => [...new Set(s === '' ? [] : (s.split(',') as PushKind[]))]);

const base64url = (max: number) => z.string().min(16).max(max).regex(/^[A-Za-z0-9_-]+={0,2}$/);

export const pushSubscribeRequest = z.object({
  /** The push service's URL from PushSubscription.endpoint: https only. */
  endpoint: z.string().min(12).max(1000).url().refine((u) => u.startsWith('https://'), 'https only'),
  p256dh: base64url(128),
  auth: base64url(64),
  /** Omitted: a new device gets PUSH_DEFAULT_KINDS, a known one keeps its choice. */
  kinds: kindList.optional(),
  /** The device code the app reports (1 web, 4 mobile browser…). */
  device: z.coerce.number().int().min(1).max(4).default(1),
});
export const pushUnsubscribeRequest = z.object({ endpoint: z.string().min(12).max(1000) });
/** Whether the device was subscribed (false: nothing to remove). */
export const pushUnsubscribeResponse = z.object({ removed: z.boolean() });

export const pushConfigView = z.object({ publicKey: z.string(), maxDevices: z.number().int(), kinds: z.array(z.enum(PUSH_KINDS)) });

export const pushDeviceView = z.object({
  id: z.string(),
  device: z.number().int(),
  installed: z.boolean(),
  kinds: z.array(z.enum(PUSH_KINDS)),
  lang: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type PushDeviceView = z.infer<typeof pushDeviceView>;
export const pushDeviceList = z.object({ list: z.array(pushDeviceView), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export const pushDeviceQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** What the service worker receives, encrypted (RFC 8291): the text in the member's language and the page to open. */
export const webPushPayload = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type WebPushPayload = z.infer<typeof webPushPayload>;
