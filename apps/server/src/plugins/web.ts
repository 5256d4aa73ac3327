import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverDir } from '../lib/server-dir.ts';
import { acceptedEncoding, compressText } from '../lib/compress.ts';

export const defaultWebDist = join(serverDir, '..', 'web', 'dist');

/** The member app's page for the asking host: the built index.html as it is, or as the app's renderer writes it. */
export type WebPageRenderer = (html: string, host: string) => Promise<string>;
/** Sends the member app's page (index.html, rendered for the asking host). */
export type WebPageSender = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built member app under /web (history fallback: see isWebAppPath and the not-found
 * handler) and redirects / to /web/. Its page, index.html, is written per request by `render` (the
 * host's title and description, issue #31) and compressed then; every other file is sent as built.
 * Returns the page's sender, or null when the app is not there to serve.
 */
export async function webPlugin(app: FastifyInstance, dist: string, render: WebPageRenderer = async (html) => html): Promise<WebPageSender | null> {
  app.get('/', (_req, reply) => reply.redirect('/web/'));
  if (!existsSync(`${dist}/index.html`)) {
    app.log.warn({ dist }, 'web app not built: /web is not served (run npm run build)');
    return null;
  }
  const sendPage: WebPageSender = async (req, reply) => {
    // Read each time: a new build's page names its new assets at once.
    const html = await render(await readFile(join(dist, 'index.html'), 'utf8'), req.hostname);
    void reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    return encoding ? reply.header('content-encoding', encoding).send(compressText(html, encoding)) : reply.send(html);
  };
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/web/',
    wildcard: true,
    // The page is sent by the routes below and, for the app's own routes, by the not-found handler.
    index: false,
    // The build writes .br and .gz beside each file; the plugin picks one by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControlFor(path)),
  });
  for (const url of ['/web/', '/web/index.html']) app.get(url, sendPage);
  return sendPage;
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
