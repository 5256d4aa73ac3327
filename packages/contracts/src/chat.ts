import { z } from 'zod';
import { idUpTo } from './ids.ts';

/**
 * The built-in live chat with customer service (issue #16 "Customer service"): a member writes
 * from /web/manager/sys/chat, operators with `chat.answer` answer from the console's inbox. One
 * conversation per member, stored with him; text only, length-limited, rate-limited.
 */
export const chatPaths = {
  /** The member's own conversation: his messages and customer service's replies, paged by id. */
  messages: '/api/chat/messages',
  send: '/api/chat/send',
} as const;

export const consoleChatPaths = {
  conversations: '/api/console/chat/conversations',
  conversation: '/api/console/chat/conversations/:id',
  messages: '/api/console/chat/conversations/:id/messages',
  reply: '/api/console/chat/conversations/:id/reply',
  read: '/api/console/chat/conversations/:id/read',
  assign: '/api/console/chat/conversations/:id/assign',
  close: '/api/console/chat/conversations/:id/close',
  operators: '/api/console/chat/operators',
  canned: '/api/console/chat/canned',
  cannedDelete: '/api/console/chat/canned/:id/delete',
} as const;

/** Longest message (the chat_messages.body column). */
export const CHAT_MESSAGE_MAX = 1000;
/** A member may send at most this many messages in CHAT_RATE_WINDOW_MS (anti-flood; counted in the database). */
export const CHAT_RATE_COUNT = 10;
export const CHAT_RATE_WINDOW_MS = 60_000;
/** Messages in one page of history. */
export const CHAT_PAGE_MAX = 50;
/** Canned replies kept per language. */
export const CHAT_CANNED_MAX = 100;
export const CHAT_CANNED_TITLE_MAX = 60;

/** A conversation's state: open (waiting for an operator), assigned (an operator has it), closed. */
export const ChatStatus = { OPEN: 1, ASSIGNED: 2, CLOSED: 3 } as const;
/** Who wrote a message. */
export const ChatSender = { MEMBER: 1, OPERATOR: 2 } as const;

export const chatLanguage = z.enum(['vi', 'zh', 'en', 'id']);
export type ChatLanguage = z.infer<typeof chatLanguage>;

const body = z.string('chat.messageRequired').trim().min(1, 'chat.messageRequired').max(CHAT_MESSAGE_MAX, 'chat.messageTooLong');

export const chatSendRequest = z.object({ body });
export type ChatSendRequest = z.infer<typeof chatSendRequest>;

/** Paging backwards: the page before message `before` (none: the newest page). */
export const chatHistoryQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(30),
});

/** A message as the member sees it: customer service speaks as one (no operator's account). */
export const chatMessageView = z.object({
  id: z.string(),
  sender: z.union([z.literal(1), z.literal(2)]),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageView>;

/** A page of messages, oldest first; `more`: older messages exist (ask with before = list[0].id). */
export const chatHistory = z.object({
  list: z.array(chatMessageView),
  more: z.boolean(),
  status: z.number().int().nullable(),
});
export type ChatHistory = z.infer<typeof chatHistory>;

/** The console's message: names the operator who wrote it. */
export const consoleChatMessageView = chatMessageView.extend({ operator: z.string().nullable() });
export const consoleChatHistory = chatHistory.extend({ list: z.array(consoleChatMessageView) });
export type ConsoleChatMessageView = z.infer<typeof consoleChatMessageView>;
/** An operator's reply; `taken`: the open conversation became his by answering it. */
export const consoleChatReply = consoleChatMessageView.extend({ taken: z.boolean() });
export type ConsoleChatHistory = z.infer<typeof consoleChatHistory>;

export const chatConversationQuery = z.object({
  /** 1 open, 2 assigned, 3 closed; 'mine': assigned to the asking operator. */
  status: z.enum(['1', '2', '3', 'mine']).default('1'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const chatConversationRow = z.object({
  id: z.string(),
  account: z.string(),
  status: z.number().int(),
  operator: z.string().nullable(),
  /** The member's messages the operators have not read yet. */
  unread: z.number().int(),
  lastBody: z.string().nullable(),
  lastAt: z.string(),
});
export type ChatConversationRow = z.infer<typeof chatConversationRow>;

/** The member beside the conversation: account, balance, VIP level, recent orders and deposits. */
export const chatMemberContext = z.object({
  conversation: chatConversationRow,
  member: z.object({
    account: z.string(),
    nickname: z.string().nullable(),
    status: z.number().int(),
    balance: z.string(),
    vipLevel: z.number().int(),
    createdAt: z.string(),
  }),
  orders: z.array(z.object({ id: z.string(), lottery: z.string(), issueNo: z.string(), amount: z.string(), win: z.string(), status: z.number().int(), createdAt: z.string() })),
  deposits: z.array(z.object({ orderNo: z.string(), amount: z.string(), status: z.number().int(), createdAt: z.string() })),
});
export type ChatMemberContext = z.infer<typeof chatMemberContext>;

export const chatIdParams = z.object({ id: idUpTo(Number.MAX_SAFE_INTEGER) });

/** Take the conversation (no operator named) or hand it over to another operator who may answer. */
export const chatAssignRequest = z.object({ operator: z.string().trim().max(32).optional() });

export const chatOperatorView = z.object({ id: z.string(), account: z.string() });

export const chatCannedQuery = z.object({ lang: chatLanguage.optional() });
export const chatCannedRequest = z.object({
  lang: chatLanguage,
  title: z.string('chat.cannedTitleRequired').trim().min(1, 'chat.cannedTitleRequired').max(CHAT_CANNED_TITLE_MAX, 'chat.cannedTitleTooLong'),
  body,
});
export const chatCannedView = z.object({ id: z.string(), lang: chatLanguage, title: z.string(), body: z.string() });
export type ChatCannedView = z.infer<typeof chatCannedView>;
