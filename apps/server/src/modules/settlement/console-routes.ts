import type { FastifyInstance } from 'fastify';
import { consoleDashPaths, consoleResettleBody, consoleResettleResult } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import type { createResettleService } from './resettle.ts';

/** The operators' re-settlement of an official issue (this module owns it, #29): two operators, audited. */
export function settlementConsoleRoutes(app: FastifyInstance, resettle: ReturnType<typeof createResettleService>): void {
  route(
    app,
    {
      method: 'POST',
      url: consoleDashPaths.resettle,
      auth: 'operator',
      summary: 'Re-settle a settled official issue with a corrected result (two operators): payouts and rebates reversed through the ledger, settled again',
      access: 'operator',
      perm: 'result.enter',
      body: consoleResettleBody,
      response: consoleResettleResult,
    },
    ({ req, body }) => resettle.resettle(req.operator!.operatorId, body.ticketId, body.issue, body.code, body.reason),
  );
}
