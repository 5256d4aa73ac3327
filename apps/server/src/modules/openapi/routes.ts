import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RouteEntry } from '../../lib/http.ts';
import { buildAsyncApi } from './asyncapi.ts';
import { buildDocument, type OpenApiDocument } from './document.ts';

export const OPENAPI_JSON = '/api/openapi.json';
export const ASYNCAPI_JSON = '/api/asyncapi.json';
export const API_DOCS = '/api/docs';

/**
 * Routes that are not API calls, so not in the document: the reference itself and its static
 * files, the web app's files and redirect, and the push socket (described as events instead).
 */
export const NOT_API_CALLS: readonly RegExp[] = [
  /^\/$/,
  /^\/web\//,
  /^\/console(\/.*)?$/,
  /^\/mqtt$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/asyncapi\.json$/,
  /^\/api\/docs(\/.*)?$/,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** Every method and url Fastify registered (HEAD included), for the document's completeness test. */
    registeredRoutes: { method: string; url: string }[];
  }
}

/** Call before any route is registered: starts the route table and records Fastify's own routes. */
export function trackRoutes(app: FastifyInstance): void {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorate('registeredRoutes', [] as { method: string; url: string }[]);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) app.registeredRoutes.push({ method, url: r.url });
  });
}

const docsHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lotus API reference</title>
<link rel="stylesheet" href="${API_DOCS}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${API_DOCS}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS}/init.js"></script>
</body>
</html>
`;

const initJs = `window.ui = SwaggerUIBundle({ url: '${OPENAPI_JSON}', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * Serves the OpenAPI document and an interactive reference (Swagger UI from the swagger-ui-dist
 * package, served from disk: no CDN). Register after every API route.
 */
export async function openapiRoutes(app: FastifyInstance, version: string): Promise<void> {
  let doc: OpenApiDocument | undefined;
  app.get(OPENAPI_JSON, async (_req, reply) => {
    doc ??= buildDocument(app.routeTable, version);
    return reply.header('cache-control', 'no-cache').type('application/json').send(JSON.stringify(doc));
  });
  const asyncApi = JSON.stringify(buildAsyncApi(version));
  app.get(ASYNCAPI_JSON, async (_req, reply) => reply.type('application/json').send(asyncApi));
  app.get(API_DOCS, async (_req, reply) => reply.type('text/html; charset=utf-8').send(docsHtml));
  app.get(`${API_DOCS}/init.js`, async (_req, reply) => reply.type('text/javascript').send(initJs));
  const require = createRequire(import.meta.url);
  await app.register(fastifyStatic, {
    root: dirname(require.resolve('swagger-ui-dist/package.json')),
    prefix: `${API_DOCS}/`,
    decorateReply: false,
    index: false,
  });
}
