import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { consoleAccessPaths, partitionView } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { listPartitionTables } from './partitions.ts';

/** The operators' view of the month partitions of orders and the ledger (issue #29: this module owns them). */
export function partitionRoutes(app: FastifyInstance): void {
  route(app, { method: 'GET', url: consoleAccessPaths.partitions, auth: 'operator', summary: 'Month partitions of orders and the ledger', access: 'operator', perm: 'audit.view', response: z.array(partitionView) }, () =>
    listPartitionTables(app.deps.db),
  );
}
