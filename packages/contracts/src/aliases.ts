import { z } from 'zod';
import { issueNoSchema } from './lottery.ts';
import { idSchema } from './ids.ts';

/**
 * The account section's calls of docs/product.md §7 that name no shape ("tagon status update, run detail,
 * plan query, member summery, orderList"). Where they are other names of existing calls they are
 * served as aliases; run detail and plan query read a chase plan (docs/decisions.md).
 */
export const accountAliasPaths = {
  /** Keep-alive of a session (as member/isOnLine). */
  tagonStatusUpdate: '/sk/promen/tagon/status/update',
  /** A chase and its plan rows (as traceDetail). */
  runDetail: '/sk/promen/run/detail',
  /** Plan rows of a chase, one plan number or all. */
  planQuery: '/sk/promen/plan/query',
  /** The spec's spelling of member/summary. */
  memberSummery: '/sk/promen/member/summery',
  /** The member's bet orders (as ticketmod/orderList). */
  orderList: '/sk/promen/orderList',
} as const;

export const runDetailQuery = z.object({ chaseId: idSchema });
export const planQueryQuery = z.object({ chaseId: idSchema, planNo: issueNoSchema.optional() });
