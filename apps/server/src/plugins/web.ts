import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ResultCode } from '@lotus/contracts';
import { translate } from '@lotus/i18n';

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built member app under /web with history fallback (any /web/* path that is not a
 * file gets index.html), and redirects / and /web to /web/.
 */
export async function webPlugin(app: FastifyInstance, dist: string): Promise<void> {
  app.get('/', (_req, reply) => reply.redirect('/web/'));
  app.get('/web', (_req, reply) => reply.redirect('/web/'));
  if (!existsSync(`${dist}/index.html`)) {
    app.log.warn({ dist }, 'web app not built: /web is not served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, { root: dist, prefix: '/web/', wildcard: true, index: ['index.html'] });
  // Unknown /web paths are app routes: the router decides (its own not-found page included).
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && (req.url === '/web' || req.url.startsWith('/web/')) && !/\.\w+($|\?)/.test(req.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: ResultCode.NOT_FOUND, msg: translate(req.lang, 'errors.notFound'), data: null });
  });
}
