import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  chatAssignRequest,
  chatCannedQuery,
  chatCannedRequest,
  chatCannedView,
  chatConversationQuery,
  chatConversationRow,
  chatHistory,
  chatHistoryQuery,
  chatIdParams,
  chatMemberContext,
  chatMessageView,
  chatOperatorView,
  chatPaths,
  chatSendRequest,
  consoleChatHistory,
  consoleChatReply,
  consoleChatPaths,
  pageOf,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { createChatService } from './service.ts';

/** The built-in live chat (issue #16 "Customer service"): the member's side and the console's inbox. */
export function chatRoutes(app: FastifyInstance, { chat }: { chat: ReturnType<typeof createChatService> }): void {
  const id = (params: unknown) => parseInput(chatIdParams, params).id;

  route(
    app,
    { method: 'GET', url: chatPaths.messages, auth: 'member', summary: "The member's conversation with customer service, a page backwards by id", access: 'self', query: chatHistoryQuery, response: chatHistory },
    ({ req, query }) => chat.history(req.member!.memberId, query),
  );
  route(
    app,
    { method: 'POST', url: chatPaths.send, auth: 'member', summary: 'Write to customer service (text, length- and rate-limited)', access: 'self', body: chatSendRequest, response: chatMessageView },
    ({ req, body }) => chat.send(req.member!.memberId, body.body),
  );

  const op = { auth: 'operator', access: 'operator', perm: 'chat.answer' } as const;
  route(
    app,
    { method: 'GET', url: consoleChatPaths.conversations, ...op, summary: 'Chat conversations by state (open, assigned, mine, closed) with unread counts', query: chatConversationQuery, response: pageOf(chatConversationRow) },
    ({ req, query }) => chat.conversations(req.operator!, query),
  );
  route(
    app,
    { method: 'GET', url: consoleChatPaths.conversation, ...op, summary: 'A conversation with the member beside it (balance, VIP level, recent orders and deposits)', params: chatIdParams, response: chatMemberContext },
    ({ req }) => chat.context(id(req.params)),
  );
  route(
    app,
    { method: 'GET', url: consoleChatPaths.messages, ...op, summary: "A conversation's messages, a page backwards by id", params: chatIdParams, query: chatHistoryQuery, response: consoleChatHistory },
    ({ req, query }) => chat.messages(id(req.params), query),
  );
  route(
    app,
    { method: 'POST', url: consoleChatPaths.read, ...op, summary: "Mark the member's messages read", params: chatIdParams, response: chatConversationRow },
    ({ req }) => chat.markRead(id(req.params)),
  );
  route(
    app,
    { method: 'POST', url: consoleChatPaths.reply, ...op, summary: 'Answer the member (pushed to him; an open conversation is taken by who answers)', params: chatIdParams, body: chatSendRequest, response: consoleChatReply },
    ({ req, body }) => chat.reply(req.operator!, id(req.params), body.body),
  );
  route(
    app,
    { method: 'POST', url: consoleChatPaths.assign, ...op, summary: 'Take a conversation, or hand it over to another operator (audited)', params: chatIdParams, body: chatAssignRequest, response: chatConversationRow },
    ({ req, body }) => chat.assign(req.operator!, id(req.params), body.operator || undefined),
  );
  route(
    app,
    { method: 'POST', url: consoleChatPaths.close, ...op, summary: 'Close a conversation (audited; the member reopens it by writing)', params: chatIdParams, response: chatConversationRow },
    ({ req }) => chat.close(req.operator!, id(req.params)),
  );
  route(
    app,
    { method: 'GET', url: consoleChatPaths.operators, ...op, summary: 'Operators who may answer chats (to hand a conversation over)', response: z.array(chatOperatorView) },
    () => chat.answerers(),
  );
  route(
    app,
    { method: 'GET', url: consoleChatPaths.canned, ...op, summary: 'Canned replies, per language', query: chatCannedQuery, response: z.array(chatCannedView) },
    ({ query }) => chat.canned(query.lang),
  );
  route(
    app,
    { method: 'POST', url: consoleChatPaths.canned, ...op, summary: 'Add a canned reply (audited)', body: chatCannedRequest, response: chatCannedView },
    ({ req, body }) => chat.addCanned(req.operator!, body),
  );
  route(
    app,
    { method: 'POST', url: consoleChatPaths.cannedDelete, ...op, summary: 'Delete a canned reply (audited)', params: chatIdParams, response: chatCannedView },
    ({ req }) => chat.deleteCanned(req.operator!, id(req.params)),
  );
}
