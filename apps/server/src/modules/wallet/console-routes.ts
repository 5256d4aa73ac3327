import type { FastifyInstance } from 'fastify';
import { adjustRequest, consoleMemberParams, consolePaths, proposalView } from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import type { AdjustmentService } from './adjustments.ts';

/** Balance adjustments: proposed by one operator, confirmed by another through the proposals (two-person rule). */
export function adjustmentRoutes(app: FastifyInstance, adjustments: AdjustmentService): void {
  route(
    app,
    { method: 'POST', url: consolePaths.adjust, auth: 'operator', summary: "Propose a member's balance adjustment (a second operator confirms)", params: consoleMemberParams, access: 'operator', perm: 'member.adjust', body: adjustRequest, response: proposalView },
    ({ req, body }) =>
      adjustments.proposeAdjust(req.operator!, parseInput(consoleMemberParams, req.params).account, body.amount, body.reason, body.requestId),
  );
}
