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
