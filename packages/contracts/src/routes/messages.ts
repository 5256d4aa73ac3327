import { defineRoute } from '../client.ts';
import { messagePaths, outboxList, outboxListQuery } from '../messages.ts';

/** The messages to members (apps/console messages/OutboxPage). */
export const messageRoutes = {
  outbox: defineRoute({
    method: 'GET',
    path: messagePaths.consoleOutbox,
    query: outboxListQuery,
    response: outboxList,
  }),
};
