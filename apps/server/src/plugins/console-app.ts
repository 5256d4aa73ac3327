import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverDir } from '../lib/server-dir.ts';
import { ResultCode } from '@lotus/contracts';
import { translate } from '@lotus/i18n';

export const defaultConsoleDist = join(serverDir, '..', 'console', 'dist');

/**
 * Serves the built console (apps/console) under /console: its files as they are, and for every
 * other GET /console path without a file extension the app's index.html (history routing: the
 * console's router decides). Returns whether the console is there to serve.
 */
export async function consoleAppPlugin(app: FastifyInstance, dist: string): Promise<boolean> {
  const indexFile = `${dist}/index.html`;
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'console app not built: /console is not served (run npm run build)');
    return false;
  }
  const index = readFileSync(indexFile);
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, { root: dist, prefix: '/', wildcard: true, index: ['index.html'], decorateReply: false });
      scope.setNotFoundHandler((req, reply) => {
        if (req.method === 'GET' && !/\.\w+($|\?)/.test(req.url)) {
          return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
        }
        return reply.status(404).send({ code: ResultCode.NOT_FOUND, msg: translate(req.lang, 'errors.notFound'), data: null });
      });
    },
    { prefix: '/console' },
  );
  return true;
}
