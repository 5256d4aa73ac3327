import { z } from 'zod';
import { HEADER_AUTHORIZATION, HEADER_LANG, HEADER_TOKEN, refusalEnvelope, ResultCode } from '@lotus/contracts';
import type { RouteEntry } from '../../lib/http.ts';

/**
 * JSON Schema (2020-12, the dialect of OpenAPI 3.1): of what a client sends (`input`, the input
 * side of transforms) or of what the server answers (`output`).
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete out.$schema;
  return out;
}

export const pathNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** Fastify's `:name` path parameters in OpenAPI's `{name}` form. */
export const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path', url = '') {
  // A path parameter without a schema is still declared (as text), so the document stays valid.
  if (!schema) return where === 'path' ? pathNames(url).map((name) => ({ name, in: where, required: true, schema: { type: 'string' } })) : [];
  const s = jsonSchema(schema);
  const props = (s.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, prop]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: prop,
  }));
}

const resultCodes = Object.entries(ResultCode)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ');

const envelope = (data: Record<string, unknown>) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', description: `Result code: ${resultCodes}` },
    msg: { type: 'string', description: "Translated into the request's language" },
    data,
  },
});

/** A success: code 0 and the route's data. */
const success = (data: Record<string, unknown>) => {
  const out = envelope(data);
  return { ...out, properties: { ...out.properties, code: { type: 'integer', const: 0 } } };
};

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

/** The refusal envelope (contracts refusalEnvelope): a non-zero code, a translated msg, data null or flags. */
function refusalSchema(): Record<string, unknown> {
  const out = jsonSchema(refusalEnvelope, 'output') as { properties: Record<string, Record<string, unknown>> };
  out.properties.code = { ...out.properties.code, not: { const: 0 }, description: `Result code, never 0: ${resultCodes}` };
  return out;
}

const accessText = (e: RouteEntry) =>
  e.access === 'public'
    ? 'Anyone, signed in or not.'
    : e.access === 'operator'
      ? 'An operator session; a member token is refused.'
      : e.access === 'self'
        ? "A member, on his own data only."
        : `A member; \`${e.access.field}\` must name his own ${e.access.owns} (another member's is refused).`;

/**
 * The OpenAPI 3.1 document of every route registered through route() (the route table): its
 * path, query, path parameters and form or JSON body from the contracts' zod schemas, the
 * `{code,msg,data}` envelope, the result codes, and who may call it (`x-lotus-access`).
 */
export function buildDocument(entries: readonly RouteEntry[], version: string) {
  const pathsOut: Record<string, Record<string, unknown>> = {};
  for (const e of entries) {
    const op: Record<string, unknown> = {
      operationId: `${e.method.toLowerCase()}${e.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: e.summary,
      description: `Who may call it: ${accessText(e)}`,
      tags: [e.tag],
      'x-lotus-access': e.access,
      parameters: [
        { $ref: '#/components/parameters/Lang' },
        ...parameters(e.params, 'path', e.url),
        ...parameters(e.query, 'query'),
      ],
      responses: e.callback
        ? {
            // A provider's callback answers in the provider's own format (modules/payments), never the envelope.
            '200': {
              description: "The provider's answer (for VNPay `{RspCode, Message}`), whatever the callback held: every callback is recorded.",
              content: { 'application/json': { schema: e.response ? jsonSchema(e.response, 'output') : {} } },
            },
          }
        : {
        '200': {
          description:
            'Success (code 0, the data below) or a business refusal (a non-zero code such as 1002 or 1003, a translated msg, data null or the flags it names).',
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  success(e.response ? jsonSchema(e.response, 'output') : {}),
                  { $ref: '#/components/schemas/Refusal' },
                ],
              },
            },
          },
        },
        '400': failure('Malformed input (code 1001), translated msg'),
        ...(e.auth === 'none'
          ? {}
          : {
              '401': failure('No live session (code 401)'),
              '403': failure(e.auth === 'operator' ? "The operator's role lacks the permission, or the caller is not an operator (code 403)" : 'Not allowed for this caller (code 403)'),
            }),
        '404': failure('No such route or resource (code 404)'),
        '429': failure('Too many requests (code 429)'),
        '500': failure('Unexpected server error (code 500), translated msg; never expected'),
        '503': failure('Service temporarily unavailable (code 503)'),
      },
    };
    if (e.auth !== 'none') {
      op.security = [{ token: [] }, { authorization: [] }];
    }
    if (e.body) {
      const schema = jsonSchema(e.body);
      op.requestBody = {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema },
          'application/json': { schema },
        },
      };
    }
    const path = openapiPath(e.url);
    pathsOut[path] ??= {};
    pathsOut[path][e.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lotus API',
      version,
      description:
        'Every response is `{code, msg, data}`; code 0 is success. Bodies are form-encoded (dotted keys for nested ' +
        'values) or JSON. Send the session token in the `token` or `authorization` header and the language in `lang` ' +
        '(vi default, zh, en, id). Amounts are decimal strings of money truncated to 3 decimals.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(entries.map((e) => e.tag))].map((name) => ({ name })),
    paths: pathsOut,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: HEADER_TOKEN },
        authorization: { type: 'apiKey', in: 'header', name: HEADER_AUTHORIZATION },
      },
      parameters: {
        Lang: {
          name: HEADER_LANG,
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['vi', 'zh', 'en', 'id'], default: 'vi' },
        },
      },
      schemas: { Refusal: refusalSchema() },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;
