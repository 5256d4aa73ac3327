import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ALL_PERMISSIONS, HEADER_IDEMPOTENCY_KEY, HEADER_LANG, ResultCode, roleAllows, type Permission } from '@lotus/contracts';
import { LANGUAGES, messages, translate, type Language } from '@lotus/i18n';
import { AppError, forbidden } from './errors.ts';
import { compressedPayload } from './compress.ts';
import { checkedPayload } from './response-check.ts';
import { prototypeKeyError, prototypeKeyIn } from '../plugins/forms.ts';

/**
 * Turns a failed zod parse into a translated validation error. A schema may name a message key
 * as its issue message (e.g. `z.string().email('member.emailInvalid')`); otherwise the invalid-data
 * message. Every placeholder of the message is filled: `detail` with the invalid fields, any
 * other (a setting's `{{key}}`) with the field the first issue names. A key named by a schema
 * (the login's deviceId names the invalid-data message) never shows `{{detail}}` raw (issue #26).
 */
export function validationError(error: z.ZodError): AppError {
  const fields = [...new Set(error.issues.map((i) => i.path.join('.') || '(body)'))].slice(0, 5).join(', ');
  const first = error.issues[0];
  const key = first && first.message in messages.vi ? first.message : 'errors.validation';
  const field = first?.path.join('.') || '(body)';
  const names = [...messages.vi[key]!.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
  const params = Object.fromEntries(names.map((n) => [n, n === 'detail' ? fields : field]));
  return new AppError(ResultCode.VALIDATION, key, params, 400);
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * Sends a success envelope whose msg is a specific success text (docs/product.md §8 success messages:
 * registered, modification succeeded, added, SMS sent, withdrawal succeeded, deposit submitted).
 */
export function succeed(reply: FastifyReply, lang: Language, msgKey: string, data: unknown): FastifyReply {
  return reply.send({ code: ResultCode.OK, msg: translate(lang, msgKey), data: data ?? null });
}

/** The client's idempotency key from the Idempotency-Key header, when it is a sane one. */
/** The language a call names in its `lang` header, when it is one of the product's (Accept-Language aside). */
export function namedLanguage(req: FastifyRequest): Language | null {
  const raw = req.headers[HEADER_LANG];
  const asked = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  return asked && (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : null;
}

export function headerKey(req: FastifyRequest): string | undefined {
  const v = req.headers[HEADER_IDEMPOTENCY_KEY];
  const key = Array.isArray(v) ? v[0] : v;
  return key && /^[A-Za-z0-9_.:-]{1,64}$/.test(key) ? key : undefined;
}

export function envelope(lang: Language, data: unknown) {
  return { code: ResultCode.OK, msg: translate(lang, 'common.success'), data: data ?? null };
}

type Auth = 'none' | 'member' | 'operator';

/** Things a member owns; a member route taking one's id must refuse another member's (the matrix suite checks it). */
export type OwnedResource =
  | 'order'
  | 'chase'
  | 'card'
  | 'deposit'
  | 'withdrawal'
  | 'reminder'
  | 'invite'
  | 'subordinate'
  | 'session'
  | 'bonus';

/**
 * A route's row of the authorization matrix (apps/server/src/modules/openapi/matrix.test.ts):
 * - `public`: anyone, signed in or not (auth `none`);
 * - `self`: a member acting on his own data only, naming no id of another member's thing;
 * - `{ owns, field }`: a member route taking the id of a member-owned thing in body/query/params `field`;
 * - `operator`: an operator session only; a member's token is refused.
 */
export type Access = 'public' | 'self' | 'operator' | { owns: OwnedResource; field: string };

/** What the route table (and so the OpenAPI document) knows of one route. */
export interface RouteEntry {
  method: string;
  url: string;
  auth: Auth;
  access: Access;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  response?: z.ZodType;
  protect?: 'bet' | 'deposit';
  /** An operator route's permission ('any': every signed-in operator; none: the super admin only). */
  perm?: Permission | 'any';
  /** A payment provider's callback: answers in the provider's format, not the envelope (RouteOptions.callback). */
  callback?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered through route(), in order (the OpenAPI document is made from it). */
    routeTable: RouteEntry[];
  }
}

export interface RouteContext<Q, B> {
  req: FastifyRequest;
  reply: FastifyReply;
  query: Q;
  body: B;
  lang: Language;
}

export interface RouteOptions<QS extends z.ZodType | undefined, BS extends z.ZodType | undefined, RS extends z.ZodType | undefined = undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  auth: Auth;
  /**
   * The permission a console call needs (issue #16), checked on every call; 'any' lets every
   * signed-in operator in. Without one, an operator call is for the super admin only.
   */
  perm?: Permission | 'any';
  query?: QS;
  body?: BS;
  /**
   * A quicker reading of the usual body without the schema: what `body` gives for it, or null for
   * any other body (then `body` reads it). The bet routes have one (modules/orders/quick-body.ts).
   */
  readBody?: (input: unknown) => Infer<BS> | null;
  /** Path parameters (`:name` in the url), validated before the handler. */
  params?: z.ZodType;
  /** The body's shape for the document when the handler validates it itself (it varies by a parameter). */
  bodyDoc?: z.ZodType;
  /**
   * The `data` of a success envelope (packages/contracts). The handler's result must fit its type;
   * the OpenAPI document publishes it, and with `validateResponses` (tests) every answer is checked.
   */
  response?: RS;
  /** One line for the API reference. */
  summary: string;
  /** The reference's section; defaults to the path's area. */
  tag?: string;
  /** The authorization matrix row (required: a route without one does not compile). */
  access: Access;
  /** Extra Fastify route config (e.g. rate-limit settings). */
  config?: Record<string, unknown>;
  /**
   * A bet or money-in route: a member in time-out or self-exclusion is refused before the body is
   * read (modules/protection; its test walks the route table for routes that should say so).
   */
  protect?: 'bet' | 'deposit';
  /**
   * A payment provider's callback (modules/payments): the handler reads the raw request itself
   * (a signature covers it exactly as sent, and every callback is recorded, valid or not), so the
   * pipeline validates nothing and the answer is the handler's data as is, in the provider's
   * format (`response`), not the envelope. `query`/`body` only describe it (document, fuzz).
   */
  callback?: boolean;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
/** What a handler may return: the response schema's data, or the reply it sent itself. */
type Result<RS> = RS extends z.ZodType ? z.infer<RS> | FastifyReply : unknown;

/**
 * The fixed route pipeline (docs/architecture.md "A request, from socket to envelope"): authenticate → validate → handler →
 * present as `{code, msg, data}`. Handlers return data; failures are thrown AppErrors.
 */
export function route<QS extends z.ZodType | undefined, BS extends z.ZodType | undefined, RS extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  options: RouteOptions<QS, BS, RS>,
  handler: (ctx: RouteContext<Infer<QS>, Infer<BS>>) => Promise<Result<RS>> | Result<RS>,
): void {
  checkAccess(options.auth, options.access, options.url);
  if (app.hasDecorator('routeTable')) {
    app.routeTable.push({
      method: options.method,
      url: options.url,
      auth: options.auth,
      access: options.access,
      summary: options.summary,
      tag: options.tag ?? tagOf(options.url),
      query: options.query,
      body: options.body ?? options.bodyDoc,
      params: options.params,
      response: options.response,
      protect: options.protect,
      perm: options.perm,
      ...(options.callback ? { callback: true } : {}),
    });
  }
  const response = options.response;
  const validate = response && app.hasDecorator('deps') && app.deps.config.validateResponses;
  app.route({
    method: options.method,
    url: options.url,
    config: options.config ?? {},
    // The answer checked against its contract (when configured), then compressed for the browser
    // (issue #31): route hooks run after the app's, so the check reads the text and the client gets the bytes.
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      let out = payload;
      if (validate) {
        const checked = checkedPayload(options.method, options.url, response, reply.statusCode, payload);
        if (checked.status !== reply.statusCode) reply.code(checked.status);
        out = checked.payload;
      }
      return compressedPayload(req, reply, out);
    },
    preHandler: async (req) => {
      if (options.auth === 'member') await app.auth.requireMember(req);
      if (options.auth === 'operator') {
        const op = await app.auth.requireOperator(req);
        const perm = options.perm ?? ALL_PERMISSIONS;
        if (perm !== 'any' && !roleAllows(op.permissions, perm)) throw forbidden();
      }
      if (options.protect) await app.protection.guard(req.member!, options.protect);
    },
    handler: async (req, reply) => {
      if (options.callback) {
        const data = await handler({ req, reply, query: undefined as Infer<QS>, body: undefined as Infer<BS>, lang: req.lang });
        return reply.sent ? reply : data;
      }
      if (hasNul(req.query) || hasNul(req.body) || hasNul(req.params)) {
        throw new AppError(ResultCode.VALIDATION, 'errors.badRequest', {}, 400);
      }
      // A JSON body or a query naming a prototype property (forms are refused as they are parsed).
      const protoKey = prototypeKeyIn(req.query) ?? prototypeKeyIn(req.body);
      if (protoKey) throw prototypeKeyError(protoKey);
      if (options.params) parseInput(options.params, req.params);
      const query = (options.query ? parseInput(options.query, req.query) : undefined) as Infer<QS>;
      const body = (options.body ? (options.readBody?.(req.body) ?? parseInput(options.body, req.body)) : undefined) as Infer<BS>;
      const data = await handler({ req, reply, query, body, lang: req.lang });
      if (reply.sent) return reply;
      return envelope(req.lang, data);
    },
  });
}

/** A NUL character: PostgreSQL text cannot hold one, so no input may carry it (bounded by the body limit). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/** The matrix row must agree with the pipeline's authentication. */
function checkAccess(auth: Auth, access: Access, url: string): void {
  const ok =
    access === 'public' ? auth === 'none' : access === 'operator' ? auth === 'operator' : auth === 'member';
  if (!ok) throw new Error(`route ${url}: access ${JSON.stringify(access)} does not fit auth '${auth}'`);
}

function tagOf(url: string): string {
  if (url.startsWith('/api/console')) return 'console';
  if (url.startsWith('/sk/cashew')) return 'lottery';
  if (url.startsWith('/sk/promen')) return 'account';
  if (url.startsWith('/sk/botanic')) return 'member';
  return 'other';
}

export { AppError };
