import { z } from 'zod';
import { memberUpdateBodies } from './members.ts';
import { PushType, type PushTypeValue } from './push.ts';

/**
 * The body of the member update, whose schema the server picks by its `type` path parameter: for
 * the API reference and the clients' route table.
 */
export const memberUpdateBodyDoc = z.union(Object.values(memberUpdateBodies));

/**
 * The `data` of each push event type (docs/product.md §4, §7) as the server sends it: small facts and ids;
 * clients refetch what they show. Described for the AsyncAPI document (/api/asyncapi.json).
 */
export const pushEventData = {
  [PushType.RECENT_BET]: {
    topic: 'broadcast',
    summary: 'Someone placed a bet (recent bets ticker)',
    data: z.object({ ticketId: z.number().int(), issue: z.string(), amount: z.string() }),
  },
  [PushType.WIN]: {
    topic: 'member',
    summary: "One of the member's orders won (win notice when openStatus is 3; closes after 3 s)",
    data: z.object({
      orderId: z.string(),
      ticketId: z.number().int(),
      issue: z.string(),
      winAmount: z.string(),
      openStatus: z.literal(3),
    }),
  },
  [PushType.LONG_DRAGON]: {
    topic: 'broadcast or member',
    summary: "Long dragons of a lottery after its draw (broadcast), or a member's missed-number reminder reached (member, kind 'omit')",
    data: z.union([
      z.object({
        ticketId: z.number().int(),
        dragons: z.array(z.object({ position: z.number().int(), attribute: z.string(), side: z.string(), length: z.number().int() })),
      }),
      z.object({
        kind: z.literal('omit'),
        reminderId: z.string(),
        ticketId: z.number().int(),
        issue: z.string(),
        omitKind: z.number().int(),
        threshold: z.number().int(),
        cells: z.array(z.record(z.string(), z.unknown())),
      }),
    ]),
  },
  [PushType.BALANCE]: {
    topic: 'member',
    summary: "The member's balance changed: refetch userInfo",
    data: z.object({}),
  },
  [PushType.OPEN_PRIZE]: {
    topic: 'broadcast',
    summary: 'A draw result is out',
    data: z.object({ ticketId: z.number().int(), issue: z.string(), code: z.string() }),
  },
  [PushType.CHAT]: {
    topic: 'member',
    summary: "A new message in the member's conversation with customer service, from either side, or the conversation closed: refetch the chat",
    data: z.union([z.object({ conversationId: z.string(), messageId: z.string() }), z.object({ conversationId: z.string(), closed: z.literal(true) })]),
  },
} as const satisfies Record<PushTypeValue, { topic: string; summary: string; data: z.ZodType }>;
