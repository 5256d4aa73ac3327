import { bigint, bigserial, check, index, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members, operators } from './schema.ts';

/**
 * The built-in live chat (issue #16 "Customer service"). One conversation per member, stored with
 * him: a member's first message opens it, a closed one reopens on his next message. Operators
 * with chat.answer take it or hand it over; assignment and closing are audited.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** 1 open (waiting), 2 assigned, 3 closed (ChatStatus). */
    status: smallint('status').notNull().default(1),
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
    /** The member's messages up to this id have been read by an operator (unread counts). */
    operatorReadId: bigint('operator_read_id', { mode: 'bigint' }).notNull().default(sql`0`),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_uq').on(t.memberId),
    index('chat_conversations_status_idx').on(t.status, t.lastMessageAt),
    check('chat_conversations_status_chk', sql`${t.status} between 1 and 3`),
  ],
);

/** Messages, text only (shown as text, never as HTML), at most CHAT_MESSAGE_MAX characters. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversations.id),
    /** 1 the member, 2 an operator (ChatSender). */
    sender: smallint('sender').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
    body: varchar('body', { length: 1000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_sender_chk', sql`${t.sender} in (1, 2)`),
  ],
);

/** Canned replies, managed by the operators, one list per language. */
export const chatCanned = pgTable(
  'chat_canned',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    lang: varchar('lang', { length: 5 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    body: varchar('body', { length: 1000 }).notNull(),
    createdBy: bigint('created_by', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_canned_lang_idx').on(t.lang, t.id)],
);
