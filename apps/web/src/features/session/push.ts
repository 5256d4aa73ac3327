import { OrderStatus, PushType, pushTopics, type PushEvent } from '@lotus/contracts';

/** docs/product.md §7, §9: reconnect every second, MQTT keep-alive 60 s. */
export const PUSH_RECONNECT_MS = 1000;
export const PUSH_KEEPALIVE_S = 60;

/** The win notice closes after 3 s (docs/product.md §4, §9). */
export const WIN_NOTICE_MS = 3000;

/** What a push event changes on screen: the client refetches (push carries ids, ARCHITECTURE). */
export type PushEffects = ReturnType<typeof pushEffects>;

export function pushEffects(event: PushEvent): {
  refetch: string[][];
  winAmount: string | null;
  winNoticeMs: number;
} {
  const refetch: string[][] = [];
  let winAmount: string | null = null;
  if (event.type === PushType.BALANCE) refetch.push(['user-info']);
  if (event.type === PushType.WIN) {
    refetch.push(['user-info'], ['orders']);
    if (Number(event.data.openStatus ?? OrderStatus.WON) === OrderStatus.WON)
      winAmount = String(event.data.winAmount ?? '');
  }
  // The trend page's last drawn issue keys every chart it shows: a new draw redraws them.
  if (event.type === PushType.OPEN_PRIZE)
    refetch.push(['lottery', 'last'], ['lottery', 'results'], ['orders'], ['trend', 'last']);
  // A chat message from customer service (or the member's own, from another device).
  if (event.type === PushType.CHAT) refetch.push(['chat']);
  return { refetch, winAmount, winNoticeMs: WIN_NOTICE_MS };
}

export interface PushOptions {
  url: string;
  token: string;
  memberId: string;
  onEvent: (event: PushEvent, effects: PushEffects) => void;
  /** Called on every connection after the first (the client refetches what it shows). */
  onReconnect: () => void;
}

/**
 * The draws pushed since the page opened (open-prize events carry the code), per lottery: the win
 * notice shows its throw as pictures on any page, even before the page's last result is refetched
 * (the win can arrive first) and on pages that do not show that lottery at all.
 */
export function drawnThrows() {
  const drawn = new Map<number, { issue: string; code: string }>();
  return {
    record(event: PushEvent): void {
      if (event.type !== PushType.OPEN_PRIZE) return;
      const ticketId = Number(event.data.ticketId);
      const { issue, code } = event.data;
      if (Number.isInteger(ticketId) && typeof code === 'string' && code !== '')
        drawn.set(ticketId, { issue: String(issue ?? ''), code });
    },
    /** The code of the draw a win event came from, when it was pushed or the page holds it. */
    codeOf(win: PushEvent, pageLast?: { issue: string; code: string }): string | undefined {
      const issue = String(win.data.issue ?? '');
      if (pageLast && pageLast.issue === issue && pageLast.code) return pageLast.code;
      const pushed = drawn.get(Number(win.data.ticketId));
      return pushed && pushed.issue === issue ? pushed.code : undefined;
    },
  };
}

/**
 * Opens the push connection (ARCHITECTURE "Real-time push"): the member token is the MQTT
 * password; the client subscribes to its unicast topic and the member broadcast topic. The mqtt
 * library and the message schema are loaded on demand so they are not part of the first page's JavaScript.
 * Returns a function that closes the connection.
 */
export async function connectPush(options: PushOptions): Promise<() => void> {
  // The message schema (zod) comes with the mqtt library, not with the first page.
  const [{ default: mqtt }, { parsePushMessage }] = await Promise.all([
    import('mqtt'),
    import('./push-message.ts'),
  ]);
  const client = mqtt.connect(options.url, {
    username: options.memberId,
    password: options.token,
    reconnectPeriod: PUSH_RECONNECT_MS,
    keepalive: PUSH_KEEPALIVE_S,
    clean: true,
  });
  let connectedBefore = false;
  client.on('connect', () => {
    client.subscribe([pushTopics.member(options.memberId), pushTopics.broadcast], { qos: 0 });
    if (connectedBefore) options.onReconnect();
    connectedBefore = true;
  });
  client.on('message', (_topic, payload) => {
    const event = parsePushMessage(payload.toString());
    if (event) options.onEvent(event, pushEffects(event));
  });
  // Errors (e.g. the broker refusing an expired token) are retried by the reconnect period.
  client.on('error', () => undefined);
  return () => {
    client.end(true);
  };
}
