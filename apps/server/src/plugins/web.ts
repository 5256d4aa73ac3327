import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverDir } from '../lib/server-dir.ts';

export const defaultWebDist = join(serverDir, '..', 'web', 'dist');

/**
 * Serves the built member app under /web (history fallback: see isWebAppPath and the not-found
 * handler) and redirects / and /web to /web/. Returns whether the app is there to serve.
 */
export async function webPlugin(app: FastifyInstance, dist: string): Promise<boolean> {
  app.get('/', (_req, reply) => reply.redirect('/web/'));
  if (!existsSync(`${dist}/index.html`)) {
    app.log.warn({ dist }, 'web app not built: /web is not served (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/web/',
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz beside each file; the plugin picks one by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControlFor(path)),
  });
  return true;
}

/** Files under assets/ carry a content hash in their name (Vite): a new build makes new names. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}(\.\w+)+$/;

/**
 * Hashed assets never change under their name, so browsers keep them a year without asking;
 * everything else (index.html above all, which names the current assets) is revalidated.
 */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Unknown GET /web/* paths without a file extension are app routes: the router decides. */
export function isWebAppPath(method: string, url: string): boolean {
  return method === 'GET' && (url === '/web' || url.startsWith('/web/')) && !/\.\w+($|\?)/.test(url);
}
