import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { allApiRoutes, apiRoutes, defineRoute, type ApiRoute } from '@lotus/contracts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import type { RouteEntry } from '../src/lib/http.ts';
import { jsonSchema } from '../src/modules/openapi/document.ts';
import { openTestDatabase, testConfig } from './harness.ts';

/**
 * The clients' route table (packages/contracts src/routes) against the server's (`app.routeTable`,
 * the one the OpenAPI document is made from): every route the web app and the console call
 * exists on the server with the same method, path and schemas, so a type the clients infer from
 * it is the type the server answers with (issue #29).
 */
type Side = 'params' | 'query' | 'body' | 'response';
const SIDES: Side[] = ['params', 'query', 'body', 'response'];

const shape = (s: z.ZodType | undefined, io: 'input' | 'output') => (s ? jsonSchema(s, io) : null);

/** What differs between a client route and the server's entry (empty: they agree). */
function routeDifferences(route: ApiRoute, table: readonly RouteEntry[]): string[] {
  const entry = table.find((e) => e.method === route.method && e.url === route.path);
  if (!entry) return [`${route.method} ${route.path} is not in the server's route table`];
  if (entry.callback)
    return [`${route.method} ${route.path} is a provider's callback, not an envelope route`];
  return SIDES.flatMap((side) => {
    const io = side === 'response' ? 'output' : 'input';
    const mine = JSON.stringify(shape(route[side], io));
    const theirs = JSON.stringify(shape(entry[side], io));
    return mine === theirs ? [] : [`${route.method} ${route.path}: ${side} differs from the server's`];
  });
}

describe("the clients' route table", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(testConfig(), { database, serveWeb: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('names only server routes, each with the schemas the server registers', () => {
    const routes = allApiRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.flatMap((r) => routeDifferences(r, app.routeTable))).toEqual([]);
  });

  it('fails on a path the server does not have, and on a schema the server does not use', () => {
    const ghost = defineRoute({
      ...apiRoutes.wallet.withdrawRange,
      path: '/sk/botanic/wallet/no-such-route',
    });
    expect(routeDifferences(ghost, app.routeTable)).toEqual([
      `GET ${ghost.path} is not in the server's route table`,
    ]);
    const wrongVerb = defineRoute({ ...apiRoutes.wallet.withdrawRange, method: 'POST' });
    expect(routeDifferences(wrongVerb, app.routeTable)).toHaveLength(1);
    const wrongData = defineRoute({
      ...apiRoutes.wallet.withdrawRange,
      response: apiRoutes.wallet.swipe.response,
    });
    expect(routeDifferences(wrongData, app.routeTable)).toEqual([
      `GET ${wrongData.path}: response differs from the server's`,
    ]);
  });
});
