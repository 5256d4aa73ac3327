import { z } from 'zod';
import { defineRoute } from '../client.ts';
import { consoleAccessPaths, partitionView } from '../console-access.ts';

/** The console's read-only operations views (apps/console features/system). */
export const opsRoutes = {
  /** The month partitions of orders and the ledger (issue #30). */
  partitions: defineRoute({
    method: 'GET',
    path: consoleAccessPaths.partitions,
    response: z.array(partitionView),
  }),
};
