import type { FastifyInstance } from 'fastify';
import type { ProtectionService } from './service.ts';

/** What kind of money path a route is (lib/http.ts `protect`): bets, or money coming in. */
export type ProtectKind = 'bet' | 'deposit';

/**
 * Decorates the app with the protection guard that route() runs on every route marked
 * `protect` (issue #17); the protection test walks the route table to see that every money-in
 * and bet route is marked. Registered before the modules' routes.
 */
export function protectionPlugin(app: FastifyInstance, service: ProtectionService): void {
  app.decorate('protection', { guard: service.guard });
}
