import type { ApiRoute } from '../client.ts';
import { deviceRoutes } from './devices.ts';
import { messageRoutes } from './messages.ts';
import { paymentRoutes } from './payments.ts';
import { reviewRoutes } from './review.ts';
import { walletRoutes } from './wallet.ts';

export { deviceRoutes, messageRoutes, paymentRoutes, reviewRoutes, walletRoutes };

/**
 * The route table the clients call through (`ApiClient.call`), by area. Each route names the
 * same schemas the server registers it with (apps/server/test/client-routes.test.ts).
 */
export const apiRoutes = {
  review: reviewRoutes,
  wallet: walletRoutes,
  payments: paymentRoutes,
  messages: messageRoutes,
  devices: deviceRoutes,
} as const;

/** Every route of the table, flattened. */
export const allApiRoutes = (): ApiRoute[] =>
  Object.values(apiRoutes).flatMap((area) => Object.values(area) as ApiRoute[]);
