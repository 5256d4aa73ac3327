import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/**
 * A new build of the member site, deployed while a browser has the old one (issue #31: "an update
 * is offered after a new build"). The test's server keeps serving its build; this HTTP proxy in
 * front of it (its own origin, so its own service worker) passes everything through until
 * `deploy()`, then serves what a new build changes: an `index.html` of its own (a
 * `<meta name="lotus-build">` naming the build) and a `sw.js` whose precache manifest carries that
 * page's new revision, the hashed chunks unchanged. WebSocket upgrades (the live push) pass through.
 */
export const BUILD_META = 'lotus-build';

/** The service worker's precache entry for index.html, as the build writes it (`{"revision":"…","url":"index.html"}`, keys in either order). */
const INDEX_ENTRY = /\{[^{}]*"url":\s*"index\.html"[^{}]*\}/;

function withRevision(sw: string, revision: string): string {
  const entry = INDEX_ENTRY.exec(sw)?.[0];
  if (!entry) throw new Error('sw.js: no precache entry for index.html');
  const changed = entry.replace(/"revision":\s*"[^"]*"/, `"revision":"${revision}"`);
  if (changed === entry) throw new Error('sw.js: the index.html entry has no revision');
  return sw.replace(entry, changed);
}

export async function deployProxy(upstream: string) {
  const target = new URL(upstream);
  let build: string | null = null;

  /** The upstream's answer, whole and uncompressed (a file this proxy rewrites). */
  const fetchWhole = (path: string, headers: IncomingHttpHeaders) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      // Never a 304: the rewritten file must differ from what the browser holds.
      const asked: IncomingHttpHeaders = { ...headers, 'accept-encoding': 'identity' };
      delete asked['if-none-match'];
      delete asked['if-modified-since'];
      const req = request(
        { host: target.hostname, port: target.port, path, method: 'GET', headers: asked },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });

  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const pathname = path.split('?')[0]!;
    const rewrite = build !== null && req.method === 'GET' && pathname.startsWith('/web/') && (pathname === '/web/sw.js' || !/\.\w+$/.test(pathname) || pathname === '/web/index.html');
    if (rewrite) {
      const b = build!;
      fetchWhole(path, req.headers)
        .then((up) => {
          let body = up.body.toString('utf8');
          const type = String(up.headers['content-type'] ?? '');
          if (pathname === '/web/sw.js') body = withRevision(body, b);
          else if (type.startsWith('text/html')) body = body.replace('<head>', `<head><meta name="${BUILD_META}" content="${b}">`);
          const headers = { ...up.headers };
          delete headers['content-length'];
          delete headers['content-encoding'];
          delete headers.etag;
          delete headers['last-modified'];
          res.writeHead(up.status, headers).end(body);
        })
        .catch((err: unknown) => res.writeHead(502, { 'content-type': 'text/plain' }).end(String(err)));
      return;
    }
    const up = request({ host: target.hostname, port: target.port, path, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  server.on('upgrade', (req, socket, head) => {
    const up = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      up.write(`${lines.join('\r\n')}\r\n\r\n`);
      up.write(head);
      up.pipe(socket).pipe(up);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** From now on the proxy serves build `name`. */
    deploy(name: string) {
      build = name;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
