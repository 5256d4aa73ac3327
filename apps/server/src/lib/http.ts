import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ResultCode } from '@lotus/contracts';
import { messages, translate, type Language } from '@lotus/i18n';
import { AppError } from './errors.ts';

/**
 * Turns a failed zod parse into a translated validation error. A schema may name a message key
 * as its issue message (e.g. `z.string().email('member.emailInvalid')`); otherwise the field
 * path is reported.
 */
export function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  if (first && first.message in messages.vi) {
    return new AppError(ResultCode.VALIDATION, first.message, {}, 400);
  }
  const fields = [...new Set(error.issues.map((i) => i.path.join('.') || '(body)'))].slice(0, 5).join(', ');
  return new AppError(ResultCode.VALIDATION, 'errors.validation', { detail: fields }, 400);
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function envelope(lang: Language, data: unknown) {
  return { code: ResultCode.OK, msg: translate(lang, 'common.success'), data: data ?? null };
}

type Auth = 'none' | 'member' | 'operator';

export interface RouteContext<Q, B> {
  req: FastifyRequest;
  reply: FastifyReply;
  query: Q;
  body: B;
  lang: Language;
}

export interface RouteOptions<QS extends z.ZodType | undefined, BS extends z.ZodType | undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  auth: Auth;
  query?: QS;
  body?: BS;
  /** Extra Fastify route config (e.g. rate-limit settings). */
  config?: Record<string, unknown>;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/**
 * The fixed route pipeline (STYLE.md, after outline): authenticate → validate → handler →
 * present as `{code, msg, data}`. Handlers return data; failures are thrown AppErrors.
 */
export function route<QS extends z.ZodType | undefined, BS extends z.ZodType | undefined>(
  app: FastifyInstance,
  options: RouteOptions<QS, BS>,
  handler: (ctx: RouteContext<Infer<QS>, Infer<BS>>) => Promise<unknown> | unknown,
): void {
  app.route({
    method: options.method,
    url: options.url,
    config: options.config ?? {},
    preHandler: async (req) => {
      if (options.auth === 'member') await app.auth.requireMember(req);
      if (options.auth === 'operator') await app.auth.requireOperator(req);
    },
    handler: async (req, reply) => {
      const query = (options.query ? parseInput(options.query, req.query) : undefined) as Infer<QS>;
      const body = (options.body ? parseInput(options.body, req.body) : undefined) as Infer<BS>;
      const data = await handler({ req, reply, query, body, lang: req.lang });
      if (reply.sent) return reply;
      return envelope(req.lang, data);
    },
  });
}

export { AppError };
