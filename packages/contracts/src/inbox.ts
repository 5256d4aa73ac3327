import { z } from 'zod';

/**
 * The member's messages in the member centre (issue #33): the security alerts (a sign-in from a new
 * device, a changed password or contact, a withdrawal asked for or paid, changed limits), in his
 * language, newest first.
 */
export const inboxPaths = {
  list: '/sk/promen/member/inbox',
  read: '/sk/promen/member/inbox/read',
} as const;

export const inboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const inboxItem = z.object({
  id: z.string(),
  /** The alert's template: newDevice, loginPwd, fundPwd, contact, withdrawRequested, withdrawPaid, protection. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  time: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxPage = z.object({
  list: z.array(inboxItem),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPage>;

export const inboxReadResponse = z.object({ read: z.number().int() });
