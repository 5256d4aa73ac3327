import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import { jsonSchema, openapiPath, pathNames } from './document.ts';
import { agentPaths, INVITE_VALID_DAYS, payPaths, protectionPaths, PushType, REALITY_CHECK_MINUTES } from '@lotus/contracts';
import { API_DOCS, ASYNCAPI_JSON, NOT_API_CALLS, OPENAPI_JSON } from './routes.ts';
import { ID_LIKE, idFields } from '../../../test/openapi-suite.ts';

/**
 * Fields named like ids that name no record, each with the reason; every other id-like field of
 * every route is built on the one id schema (packages/contracts/src/ids.ts).
 */
const NOT_IDS: Record<string, string> = {
  requestId: "a client's idempotency key (text it makes up), not a record's id",
  deviceId: "a device's fingerprint (text), not a record's id",
  captchaId: 'the random token of a captcha challenge',
  'translations.id': 'the Indonesian text of a notice or activity (language code id)',
};

/**
 * Routes whose success data is free-form, each with the reason. Every other route declares its
 * response schema (packages/contracts), which the document publishes and the tests check.
 */
const FREE_FORM_RESPONSES: Record<string, string> = {};

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { summary: string; 'x-lotus-access': unknown; parameters: unknown[] }>>;
};

// The document is made from the route table, not the database: PGlite alone is enough here.
describe('the OpenAPI document', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let doc: Doc;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(testConfig(), { database, serveWeb: false });
    const res = await app.inject({ method: 'GET', url: OPENAPI_JSON });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Doc;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const documented = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));

  it('names every API route Fastify registered, and no route that does not exist', () => {
    const registered = new Set(
      app.registeredRoutes
        .filter((r) => r.method !== 'HEAD' && !NOT_API_CALLS.some((re) => re.test(r.url)))
        .map((r) => `${r.method} ${openapiPath(r.url)}`),
    );
    const inDoc = new Set(documented());
    expect([...registered].filter((r) => !inDoc.has(r)), 'registered but not described').toEqual([]);
    expect([...inDoc].filter((r) => !registered.has(r)), 'described but not registered').toEqual([]);
    expect(inDoc.size).toBeGreaterThanOrEqual(90);
  });

  it('gives every operation a summary, an authorization matrix row and the lang header', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path}`).toMatch(/\S/);
        expect(op['x-lotus-access'], `${method} ${path}`).toBeDefined();
        expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/Lang' });
      }
    }
  });

  it('declares the response data of every route, and publishes it in the document', () => {
    const missing = app.routeTable
      .filter((e) => !e.response && !(`${e.method} ${e.url}` in FREE_FORM_RESPONSES))
      .map((e) => `${e.method} ${e.url}`);
    expect(missing, 'give route() a response schema from packages/contracts').toEqual([]);
    for (const e of app.routeTable) {
      const op = doc.paths[openapiPath(e.url)]![e.method.toLowerCase()] as unknown as {
        responses: { '200': { content: { 'application/json': { schema: { oneOf: [{ properties: { data: Record<string, unknown> } }]; properties?: Record<string, unknown> } } } } };
      };
      if (e.callback) {
        // A provider's callback publishes the provider's own answer (VNPay's RspCode and Message, SePay's success), not the envelope.
        expect(Object.keys(op.responses['200'].content['application/json'].schema.properties ?? {}), `${e.method} ${e.url}`).toEqual(
          e.url === payPaths.vnpayIpn ? ['RspCode', 'Message'] : ['success', 'message'],
        );
        continue;
      }
      const data = op.responses['200'].content['application/json'].schema.oneOf[0].properties.data;
      if (e.response) expect(Object.keys(data).length, `${e.method} ${e.url}: data schema`).toBeGreaterThan(0);
    }
    // The published schema is the answer's side (output): a bet's answer names its order ids and balance.
    const placed = doc.paths['/sk/cashew/order/normal/create']!.post as unknown as {
      responses: { '200': { content: { 'application/json': { schema: { oneOf: [{ properties: { data: { required: string[] } } }] } } } } };
    };
    expect(placed.responses['200'].content['application/json'].schema.oneOf[0].properties.data.required).toEqual(
      expect.arrayContaining(['orderIds', 'amount', 'balance']),
    );
  });

  it('declares a schema for the parameters of every path with parameters', () => {
    for (const e of app.routeTable) {
      const names = pathNames(e.url);
      if (names.length === 0) continue;
      expect(e.params, `${e.method} ${e.url}: give route() a params schema`).toBeDefined();
      const declared = Object.keys((jsonSchema(e.params!).properties ?? {}) as object);
      expect(declared.sort(), `${e.method} ${e.url}`).toEqual([...names].sort());
    }
  });

  it('builds every id-like field of every route (path, query, body, console routes too) on the one id schema', () => {
    const offenders: string[] = [];
    let checked = 0;
    for (const e of app.routeTable) {
      for (const name of pathNames(e.url).filter((n) => ID_LIKE.test(n))) {
        if (!idFields(e.params).some((f) => f.path.join('.') === name)) offenders.push(`${e.method} ${e.url} :${name} (no params schema)`);
      }
      for (const [where, schema] of [['params', e.params], ['query', e.query], ['body', e.body]] as const) {
        for (const f of idFields(schema)) {
          const path = f.path.filter((p) => p !== '[]').join('.');
          if (path in NOT_IDS || f.path.at(-1)! in NOT_IDS) continue;
          checked += 1;
          if (!f.usesId) offenders.push(`${e.method} ${e.url} ${where} ${f.path.join('.')}`);
        }
      }
    }
    expect(offenders, 'build these on idSchema, idUpTo or idList (packages/contracts/src/ids.ts)').toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(80);
  });

  it('describes form bodies, queries and path parameters from the contracts', () => {
    const create = doc.paths['/sk/cashew/order/normal/create']!.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    };
    const form = create.requestBody.content['application/x-www-form-urlencoded']!.schema;
    expect(Object.keys(form.properties)).toEqual(expect.arrayContaining(['tid', 'pno', 'bd']));
    expect(form.required).toEqual(expect.arrayContaining(['tid', 'pno', 'bd']));
    const list = doc.paths['/sk/cashew/ticketmod/orderList']!.get!;
    expect(list.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'startTime', in: 'query' })]));
    const approve = doc.paths['/api/console/deposits/{orderNo}/approve']!.post!;
    expect(approve.parameters).toContainEqual(expect.objectContaining({ name: 'orderNo', in: 'path', required: true }));
    expect(approve['x-lotus-access']).toBe('operator');
    expect(doc.paths['/sk/cashew/orderDetail']!.post!['x-lotus-access']).toEqual({ owns: 'order', field: 'orderId' });
  });

  it('describes refusals: a business refusal beside every success, and the 400/401/403/404/429/5xx envelopes', () => {
    const full = doc as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content: { 'application/json': { schema: Record<string, unknown> } } }> }>>;
      components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
    };
    let operations = 0;
    for (const [path, ops] of Object.entries(full.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const label = `${method} ${path}`;
        const entry = app.routeTable.find((e) => e.method.toLowerCase() === method && openapiPath(e.url) === path)!;
        operations += 1;
        if (entry.callback) continue; // the provider's own answer, whatever it was sent (modules/payments)
        const ok = op.responses['200']!.content['application/json'].schema as { oneOf: Record<string, unknown>[] };
        expect(ok.oneOf, label).toHaveLength(2);
        expect(ok.oneOf[1], label).toEqual({ $ref: '#/components/schemas/Refusal' });
        const codes = Object.keys(op.responses);
        for (const status of ['400', '404', '429', '500', '503']) expect(codes, label).toContain(status);
        if (entry.auth !== 'none') expect(codes, label).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
    expect(operations).toBe(app.routeTable.length);
    const refusal = full.components.schemas.Refusal!;
    expect(refusal.properties.code!.not).toEqual({ const: 0 });
    expect(refusal.properties.data).toBeDefined();
  });

  it('shows the values the server enforces as enums (validDays, the reality check minutes)', () => {
    const body = (url: string) => jsonSchema(app.routeTable.find((e) => e.url === url)!.body!) as { properties: Record<string, { enum?: number[] }> };
    expect(body(agentPaths.inviteCreate).properties.validDays!.enum).toEqual([...INVITE_VALID_DAYS]);
    expect(body(protectionPaths.setRealityCheck).properties.minutes!.enum).toEqual([...REALITY_CHECK_MINUTES]);
  });

  it('describes every push event type on its topics (AsyncAPI)', async () => {
    const res = await app.inject({ method: 'GET', url: ASYNCAPI_JSON });
    const spec = res.json() as {
      asyncapi: string;
      channels: Record<string, { address: string; messages: Record<string, unknown> }>;
      components: { messages: Record<string, { payload: { properties: { type: { const: number } } } }> };
    };
    expect(spec.asyncapi).toBe('3.0.0');
    const types = Object.values(spec.components.messages).map((m) => m.payload.properties.type.const);
    expect(types.sort()).toEqual(Object.values(PushType).sort());
    expect(spec.channels.broadcast!.address).toBe('lotus/broadcast');
    expect(spec.channels.member!.address).toBe('lotus/member/{memberId}');
    expect(Object.keys(spec.channels.member!.messages).sort()).toEqual(['type2', 'type3', 'type5', 'type7']);
  });

  it('serves the interactive reference from the local swagger-ui-dist package', async () => {
    const page = await app.inject({ method: 'GET', url: API_DOCS });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${API_DOCS}/swagger-ui-bundle.js`);
    const bundle = await app.inject({ method: 'GET', url: `${API_DOCS}/swagger-ui-bundle.js` });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
    const init = await app.inject({ method: 'GET', url: `${API_DOCS}/init.js` });
    expect(init.body).toContain(OPENAPI_JSON);
  });
});
