import type { FastifyInstance } from 'fastify';
import { chargeAuditQuery, chargeAuditView, consolePaths } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { auditCharges } from './charge-audit.ts';

/** The charge audit's console call: orders whose charge differs from the engine's count × amount. */
export function chargeAuditRoutes(app: FastifyInstance): void {
  route(
    app,
    {
      method: 'GET',
      url: consolePaths.chargeAudit,
      auth: 'operator',
      summary: "Orders whose charge differs from the engine's count × amount, with the difference per member",
      access: 'operator',
      perm: 'report.view',
      query: chargeAuditQuery,
      response: chargeAuditView,
    },
    ({ query }) => auditCharges(app.deps.db, { afterId: query.afterId ?? 0n, scan: query.scan, limit: query.limit }),
  );
}
