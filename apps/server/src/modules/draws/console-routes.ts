import type { FastifyInstance } from 'fastify';
import {
  consoleIssueList,
  consoleIssueListParams,
  consoleIssueListQuery,
  consoleIssuePaths,
  consoleIssueVerification,
  consoleIssueVerifyParams,
  waitingQuery,
  waitingResults,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { createConsoleIssuesService } from './issues.ts';

/**
 * The operators' calls on a lottery's issues (issue #29: this module owns them): the issue list,
 * the issue forms' lists and the fairness verifier (read: operations, risk and finance have
 * report.view).
 */
export function drawConsoleRoutes(app: FastifyInstance, issueAdmin: ReturnType<typeof createConsoleIssuesService>): void {
  route(
    app,
    { method: 'GET', url: consoleIssuePaths.list, auth: 'operator', summary: "A lottery's issues, newest first: status, commitment, revealed seed, result", params: consoleIssueListParams, access: 'operator', perm: 'report.view', query: consoleIssueListQuery, response: consoleIssueList },
    ({ req, query }) => issueAdmin.list(parseInput(consoleIssueListParams, req.params).ticketId, query),
  );
  route(
    app,
    { method: 'GET', url: consoleIssuePaths.waiting, auth: 'operator', summary: 'The issue forms\' lists (result, cancel, re-settle): lotteries and their issues the form applies to, with pending proposals', access: 'operator', perm: 'result.enter', query: waitingQuery, response: waitingResults },
    ({ req, query }) => issueAdmin.waiting(req.operator!, query),
  );
  route(
    app,
    { method: 'GET', url: consoleIssuePaths.verify, auth: 'operator', summary: "Re-derive an issue's house draw from its stored record (commitment, chain, result)", params: consoleIssueVerifyParams, access: 'operator', perm: 'report.view', response: consoleIssueVerification },
    ({ req }) => {
      const p = parseInput(consoleIssueVerifyParams, req.params);
      return issueAdmin.verify(p.ticketId, p.issue);
    },
  );
}
