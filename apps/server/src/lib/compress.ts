import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encoding a browser takes for text written per request: brotli, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const taken = new Set<string>();
  for (const part of (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name && !params.some((p) => /^q=0(\.0*)?$/.test(p))) taken.add(name);
  }
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : null;
}

/** Brotli at quality 5 (a fraction of a millisecond for a few KB; the built assets have 11), or gzip. */
export function compressText(text: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(text);
}

/** Answers shorter than this go as they are: the bet's and most others' (a packet either way). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * An answer's text compressed for the browser that asked (issue #31: a phone on a slow line; the
 * lottery types' list is about 4 KB), with its headers set; anything else is returned as it is.
 */
export function compressedPayload(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
  void reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  void reply.header('content-encoding', encoding);
  return compressText(payload, encoding);
}
