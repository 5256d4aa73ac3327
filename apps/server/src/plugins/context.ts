import type { FastifyInstance } from 'fastify';
import { HEADER_AUTHORIZATION, HEADER_LANG, HEADER_TOKEN } from '@lotus/contracts';
import { normalizeLanguage } from '@lotus/i18n';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Reads the language and the token of every call (docs/product.md §7: token/authorization/lang headers). */
export function tokenFrom(headers: Record<string, string | string[] | undefined>, query: unknown): string | undefined {
  const direct = header(headers[HEADER_TOKEN])?.trim();
  if (direct) return direct.slice(0, 256);
  const auth = header(headers[HEADER_AUTHORIZATION])?.trim();
  if (auth) return auth.replace(/^Bearer\s+/i, '').slice(0, 256) || undefined;
  // The entry URL may carry the token as a query parameter (docs/product.md §2).
  const q = (query as Record<string, unknown> | undefined)?.token;
  return typeof q === 'string' && q ? q.slice(0, 256) : undefined;
}

export function contextPlugin(app: FastifyInstance): void {
  app.decorateRequest('lang', 'vi');
  app.decorateRequest('token', undefined);
  app.decorateRequest('member', undefined);
  app.decorateRequest('operator', undefined);
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = normalizeLanguage(header(req.headers[HEADER_LANG]) ?? header(req.headers['accept-language']));
    req.token = tokenFrom(req.headers, req.query);
    done();
  });
}
