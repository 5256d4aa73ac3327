import { memberPushRoutes, type PushDeviceView, type PushKind } from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { deviceCode } from '../../lib/device.ts';

/**
 * This device's Web Push subscription (issue #31): the browser's Push API with the server's VAPID
 * key, handed to the server with the kinds the member chose. The service worker (sw/sw.ts) shows
 * what arrives.
 */

export type PushState =
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on'; endpoint: string; kinds: PushKind[] };

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The site's service worker, if one is registered (production builds register it at start). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

async function register(sub: PushSubscription, kinds?: PushKind[]): Promise<PushDeviceView> {
  const json = sub.toJSON();
  return client.call(memberPushRoutes.subscribe, {
    endpoint: sub.endpoint,
    p256dh: json.keys?.p256dh ?? '',
    auth: json.keys?.auth ?? '',
    device: deviceCode(navigator.userAgent),
    ...(kinds ? { kinds: kinds.join(',') } : {}),
  });
}

/** What this device has now; a subscription the browser still holds is registered again (it may be new to the server). */
export async function readPushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const sub = await reg.pushManager.getSubscription();
  if (!sub || Notification.permission !== 'granted') return { kind: 'off' };
  const stored = await register(sub);
  return { kind: 'on', endpoint: sub.endpoint, kinds: stored.kinds };
}

export async function turnPushOn(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return { kind: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'off' };
  const { publicKey } = await client.call(memberPushRoutes.config);
  const sub =
    (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const stored = await register(sub);
  return { kind: 'on', endpoint: sub.endpoint, kinds: stored.kinds };
}

export async function savePushKinds(kinds: PushKind[]): Promise<PushState> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (!sub) return { kind: 'off' };
  const stored = await register(sub, kinds);
  return { kind: 'on', endpoint: sub.endpoint, kinds: stored.kinds };
}

export async function turnPushOff(): Promise<PushState> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (sub) {
    await client.call(memberPushRoutes.unsubscribe, { endpoint: sub.endpoint });
    await sub.unsubscribe();
  }
  return { kind: 'off' };
}
