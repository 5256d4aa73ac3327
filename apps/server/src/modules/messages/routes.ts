import type { FastifyInstance } from 'fastify';
import { messagePaths, outboxList, outboxListQuery } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { listOutbox } from './outbox.ts';

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
}
