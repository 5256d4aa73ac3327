import { z } from 'zod';
import { pageOf } from './envelope-schemas.ts';

/**
 * Messages to people (issue #33): the outbox every SMS and email leaves from, and the console's
 * view of it (with no provider configured the messages stay there, so a demo member reads his code).
 */
export const messagePaths = {
  consoleOutbox: '/api/console/messages/outbox',
} as const;

/** push: a Web Push notification to one subscription (issue #31); its recipient is the subscription's id. */
export const MESSAGE_CHANNELS = ['sms', 'email', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** pending → sending → sent; kept = no provider configured for its channel; failed = retries spent. */
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'kept', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const outboxListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(MESSAGE_STATUSES).optional(),
  /** A mobile number or email address, exactly. */
  recipient: z.string().max(254).optional(),
});

export const outboxRow = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  template: z.string(),
  lang: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  memberId: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  provider: z.string().nullable(),
  providerId: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const outboxList = pageOf(outboxRow);
