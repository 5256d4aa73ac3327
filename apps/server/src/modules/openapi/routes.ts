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
  // The demo's stand-in for VNPay's pay page (HTML for people, modules/payments/sandbox.ts).
  /^\/api\/pay\/vnpay\/sandbox(\/.*)?$/,  // Probes and metrics for load balancers and Prometheus (plain text, no envelope; modules/ops).
  /^\/(healthz|readyz|metrics)$/,
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

/**
 * Swagger UI's layout is for desktops: on a phone its tables keep three columns, so a response's
 * example shrank to a 130 px column wrapping JSON mid-word. Below 600 px the tables stack, the
 * padding shrinks and code scrolls sideways instead of wrapping. No route links responses: the
 * empty Links column goes everywhere.
 */
const docsCss = `
.swagger-ui .response-col_links { display: none !important; }
.swagger-ui .highlight-code pre, .swagger-ui .microlight { white-space: pre !important; word-break: normal !important; overflow-x: auto; }
@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 6px; }
  .swagger-ui .info { margin: 24px 0; }
  .swagger-ui .info .title { font-size: 28px; }
  .swagger-ui .scheme-container { padding: 12px 0; }
  .swagger-ui .opblock-tag { padding: 6px 4px; }
  .swagger-ui .opblock { margin: 0 0 10px; }
  .swagger-ui .opblock .opblock-summary { padding: 4px; }
  .swagger-ui .opblock .opblock-summary-method { min-width: 56px; padding: 6px 0; font-size: 12px; }
  .swagger-ui .opblock .opblock-summary-path { font-size: 13px; }
  .swagger-ui .opblock-description-wrapper, .swagger-ui .opblock-external-docs-wrapper, .swagger-ui .opblock-title_normal { padding: 10px 8px; }
  .swagger-ui .opblock .opblock-section-header { padding: 8px; }
  .swagger-ui .parameters-container, .swagger-ui .responses-inner, .swagger-ui .opblock-body .request-body { padding: 8px !important; }
  .swagger-ui table.parameters tr, .swagger-ui table.parameters td,
  .swagger-ui table.responses-table tr, .swagger-ui table.responses-table td { display: block; width: auto !important; max-width: none; padding: 4px 0; }
  .swagger-ui table thead { display: none; }
  .swagger-ui table.responses-table tr.response { border-top: 1px solid rgba(59, 65, 81, 0.2); padding-top: 8px; }
  .swagger-ui .response-col_status { font-weight: 700; }
  .swagger-ui select, .swagger-ui input[type=text], .swagger-ui textarea { max-width: 100%; }
  .swagger-ui .model-box { padding: 4px; }
  .swagger-ui .model { font-size: 11px; }
}
`;

const docsHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lotus API reference</title>
<link rel="stylesheet" href="${API_DOCS}/swagger-ui.css">
<style>${docsCss}</style>
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
