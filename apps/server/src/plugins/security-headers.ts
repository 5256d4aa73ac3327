import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config, FrameAncestors } from '../config.ts';

/** Browser features none of our pages uses: a framed or injected page cannot ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** `'sha256-…'` of every inline `<script>` (no src) in an HTML page: what script-src must allow. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!) || m[2]!.length === 0) continue;
    out.push(`'sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
  }
  return out;
}

/** A Host header fit to be written into a policy (anything else is left out). */
const SAFE_HOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

function hostOf(req: IncomingMessage): string | null {
  const host = req.headers.host;
  return host && SAFE_HOST.test(host) ? host : null;
}

/** The frame-ancestors sources for a request's host: its own entry (with or without the port), else the default. */
export function frameAncestorsFor(fa: FrameAncestors, host: string | null): string {
  if (!host) return fa.default;
  const h = host.toLowerCase();
  return fa.byHost[h] ?? fa.byHost[h.replace(/:\d+$/, '')] ?? fa.default;
}

/** Hosts whose headers are kept worked out; a request naming another host has its own worked out anew. */
const HOSTS_KEPT = 64;

/** What helmet's middleware does to a response: headers set (value) or removed (null), in order. */
type HeaderOps = [name: string, value: string | null][];

/** The headers `middleware` sets on a response to `req`, recorded instead of set. */
function recordHeaders(middleware: ReturnType<typeof helmet>, req: IncomingMessage): HeaderOps {
  const ops: HeaderOps = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      ops.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      ops.push([name, null]);
    },
  };
  middleware(req, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return ops;
}

/**
 * Security headers on every answer (the member site, the console, the API, the API reference):
 * a Content-Security-Policy whose scripts come from this origin only (plus the hash of any inline
 * script the built index.html files hold; Vite emits none today), styles from this origin and
 * inline (Mantine writes its CSS variables as <style> and React sets style attributes:
 * docs/decisions.md), connections to this origin and its MQTT WebSocket (or the external broker's
 * public address), frame-ancestors by host (FRAME_ANCESTORS, default 'none', with X-Frame-Options
 * DENY alongside for old browsers), Referrer-Policy no-referrer (a session token may ride in a
 * query string), nosniff, a Permissions-Policy, and HSTS when PUBLIC_URL is https.
 *
 * helmet's middleware is built once, and what it sets for a host is worked out once and kept
 * (the policy depends on the request only through its Host header): @fastify/helmet built the
 * middleware, parsing every directive again, on every request, a tenth of a bet's CPU in the
 * node (measured 2026-11-28).
 */
export async function securityHeadersPlugin(app: FastifyInstance, config: Config, builtPages: string[]): Promise<void> {
  const scriptHashes = [...new Set(builtPages.filter((f) => existsSync(f)).flatMap((f) => inlineScriptHashes(readFileSync(f, 'utf8'))))];
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const brokerOrigin = config.mqttUrl && config.mqttPublicUrl ? new URL(config.mqttPublicUrl).origin.replace(/^http/, 'ws') : null;

  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Operators may point logos, banners and activity pictures at their own https hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: [
          "'self'",
          (req) => {
            const host = hostOf(req);
            return host ? `ws://${host} wss://${host}` : "'self'";
          },
          ...(brokerOrigin ? [brokerOrigin] : []),
        ],
        // The customer-service and chat pages a host configures (chatlink…) are framed from their own https hosts.
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [(req) => frameAncestorsFor(config.frameAncestors, hostOf(req))],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Set below, per host: DENY when no one may frame the page.
    xFrameOptions: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Other sites may show our images (a logo in a partner's page); scripts and data stay ours by CSP and CORS.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  /** A request's headers by its host (hostOf; '' for none): helmet's, then the permissions policy and X-Frame-Options. */
  const byHost = new Map<string, HeaderOps>();
  const headersFor = (req: IncomingMessage): HeaderOps => {
    const host = hostOf(req);
    const kept = byHost.get(host ?? '');
    if (kept) return kept;
    const ops = recordHeaders(middleware, req);
    ops.push(['permissions-policy', PERMISSIONS_POLICY]);
    if (frameAncestorsFor(config.frameAncestors, host) === "'none'") ops.push(['x-frame-options', 'DENY']);
    if (byHost.size < HOSTS_KEPT) byHost.set(host ?? '', ops);
    return ops;
  };

  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headersFor(req.raw)) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    done();
  });
}
