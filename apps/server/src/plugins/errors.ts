import type { FastifyError, FastifyInstance } from 'fastify';
import { ResultCode } from '@lotus/contracts';
import { translate } from '@lotus/i18n';
import { AppError } from '../lib/errors.ts';

/**
 * Every failure is an envelope too: AppErrors as they say, unknown routes (404), malformed
 * requests (400), rate limits (429) and anything unexpected (500, logged, no detail leaked).
 */
export function errorsPlugin(app: FastifyInstance, serveWebIndex: (method: string, url: string) => boolean): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, msg: translate(req.lang, error.msgKey, error.params), data: error.data });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: ResultCode.TOO_MANY_REQUESTS, msg: translate(req.lang, 'errors.tooManyRequests'), data: null });
    }
    if (status >= 400 && status < 500) {
      // Body parse errors, wrong content type, oversized bodies: the client's fault.
      return reply.status(status).send({
        code: ResultCode.VALIDATION,
        msg: translate(req.lang, 'errors.validation', { detail: error.code ?? String(status) }),
        data: null,
      });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ResultCode.SERVER_ERROR, msg: translate(req.lang, 'errors.server'), data: null });
  });

  app.setNotFoundHandler((req, reply) => {
    // History fallback of the web app: /web/* routes are the router's to resolve.
    if (serveWebIndex(req.method, req.url)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ code: ResultCode.NOT_FOUND, msg: translate(req.lang, 'errors.notFound'), data: null });
  });
}
