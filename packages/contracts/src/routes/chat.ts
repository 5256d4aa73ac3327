import { z } from 'zod';
import {
  chatAssignRequest,
  chatCannedQuery,
  chatCannedRequest,
  chatCannedView,
  chatConversationQuery,
  chatConversationRow,
  chatHistoryQuery,
  chatIdParams,
  chatMemberContext,
  chatOperatorView,
  chatSendRequest,
  consoleChatHistory,
  consoleChatPaths,
  consoleChatReply,
} from '../chat.ts';
import { defineRoute } from '../client.ts';
import { pageOf } from '../envelope-schemas.ts';

/** The console's chat inbox: conversations, messages, replies, hand-overs and canned replies (apps/console chat). */
export const chatRoutes = {
  conversations: defineRoute({
    method: 'GET',
    path: consoleChatPaths.conversations,
    query: chatConversationQuery,
    response: pageOf(chatConversationRow),
  }),
  conversation: defineRoute({
    method: 'GET',
    path: consoleChatPaths.conversation,
    params: chatIdParams,
    response: chatMemberContext,
  }),
  messages: defineRoute({
    method: 'GET',
    path: consoleChatPaths.messages,
    params: chatIdParams,
    query: chatHistoryQuery,
    response: consoleChatHistory,
  }),
  read: defineRoute({ method: 'POST', path: consoleChatPaths.read, params: chatIdParams, response: chatConversationRow }),
  reply: defineRoute({
    method: 'POST',
    path: consoleChatPaths.reply,
    params: chatIdParams,
    body: chatSendRequest,
    response: consoleChatReply,
  }),
  assign: defineRoute({
    method: 'POST',
    path: consoleChatPaths.assign,
    params: chatIdParams,
    body: chatAssignRequest,
    response: chatConversationRow,
  }),
  close: defineRoute({ method: 'POST', path: consoleChatPaths.close, params: chatIdParams, response: chatConversationRow }),
  operators: defineRoute({ method: 'GET', path: consoleChatPaths.operators, response: z.array(chatOperatorView) }),
  canned: defineRoute({
    method: 'GET',
    path: consoleChatPaths.canned,
    query: chatCannedQuery,
    response: z.array(chatCannedView),
  }),
  addCanned: defineRoute({ method: 'POST', path: consoleChatPaths.canned, body: chatCannedRequest, response: chatCannedView }),
  deleteCanned: defineRoute({
    method: 'POST',
    path: consoleChatPaths.cannedDelete,
    params: chatIdParams,
    response: chatCannedView,
  }),
};
