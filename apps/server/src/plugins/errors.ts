import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@lotus/contracts';
import { normalizeLanguage, translate } from '@lotus/i18n';
import { AppError } from '../lib/errors.ts';
import { say } from '../lib/texts.ts';

/**
 * Every failure is an envelope too: AppErrors as they say, unknown routes (404), malformed
 * requests (400), rate limits (429) and anything unexpected (500, logged, no detail leaked).
 */
/** A message key for Fastify's own 4xx codes (never shown raw: issue #19). */
function clientFault(code: string | undefined): string {
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'errors.badJson';
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'errors.bodyTooLarge';
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return 'errors.mediaType';
  return 'errors.badRequest';
}

/** PostgreSQL's shutdown and connection-failure codes, and the socket errors of a lost connection. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_TEXT = /Connection terminated|connection timeout|terminating connection|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect/i;

/** Whether the error (or one it wraps, e.g. Drizzle's query error) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  }
  return false;
}

/**
 * Fastify's router refusals before any hook ran (a bad URL, a path parameter over maxParamLength):
 * the envelope too, in the language the request's header names.
 */
export function frameworkError(_error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const lang = req.headers.lang;
  const msg = translate(normalizeLanguage(Array.isArray(lang) ? lang[0] : lang), 'errors.badRequest');
  void reply.status(400).send({ code: ResultCode.VALIDATION, msg, data: null });
}

/** The web app's page for a request that is one of its routes, or null (web.ts). */
export type WebPageFallback = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

export function errorsPlugin(app: FastifyInstance, webPage: WebPageFallback): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, msg: say(req.lang, error.msgKey, error.params), data: error.data });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: ResultCode.TOO_MANY_REQUESTS, msg: translate(req.lang, 'errors.tooManyRequests'), data: null });
    }
    if (status >= 400 && status < 500) {
      // Body parse errors, wrong content type, oversized bodies: the client's fault, told in words.
      return reply.status(status).send({ code: ResultCode.VALIDATION, msg: translate(req.lang, clientFault(error.code)), data: null });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send({ code: ResultCode.UNAVAILABLE, msg: translate(req.lang, 'errors.unavailable'), data: null });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ResultCode.SERVER_ERROR, msg: translate(req.lang, 'errors.server'), data: null });
  });

  app.setNotFoundHandler((req, reply) => {
    // History fallback of the web app: /web/* routes are the router's to resolve.
    const page = webPage(req, reply);
    if (page) return page;
    return reply.status(404).send({ code: ResultCode.NOT_FOUND, msg: translate(req.lang, 'errors.notFound'), data: null });
  });
}
