import type { FastifyInstance } from 'fastify';
import { inboxPage, inboxPaths, inboxQuery, inboxReadResponse, messagePaths, outboxList, outboxListQuery } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { listOutbox } from './outbox.ts';
import { listInbox, markInboxRead } from './alerts.ts';

/** The console's Outbox screen (issue #33): every message to members, what it says and what became of it. */
export function messagesRoutes(app: FastifyInstance): void {
  route(
    app,
    {
      method: 'GET',
      url: messagePaths.consoleOutbox,
      auth: 'operator',
      access: 'operator',
      perm: 'message.view',
      summary: 'The outbox of SMS and email to members: to whom, the text, its status (paged)',
      query: outboxListQuery,
      response: outboxList,
    },
    ({ query }) => listOutbox(app.deps.db, query),
  );

  // The member's messages in the member centre (issue #33): his security alerts.
  route(
    app,
    {
      method: 'GET',
      url: inboxPaths.list,
      auth: 'member',
      access: 'self',
      summary: "The member's messages (security alerts), newest first, with the unread count (paged)",
      query: inboxQuery,
      response: inboxPage,
    },
    ({ req, query }) => listInbox(app.deps.db, req.member!.memberId, query),
  );
  route(
    app,
    {
      method: 'POST',
      url: inboxPaths.read,
      auth: 'member',
      access: 'self',
      summary: "Marks all the member's messages read",
      response: inboxReadResponse,
    },
    ({ req }) => markInboxRead(app.deps.db, req.member!.memberId, app.deps.clock.now()),
  );
}
