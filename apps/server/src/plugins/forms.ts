import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import qs from 'qs';

/**
 * Form-encoded bodies, including the dotted-key form of spec §7 (`list.0.playId=3` and
 * `list[0].playId=3` both give `{list: [{playId: '3'}]}`). Bounded: 1,000 keys, depth 5,
 * arrays up to 1,000 items, indexes kept as sent.
 */
export function parseForm(body: string): Record<string, unknown> {
  // Sparse indexes stay sparse (`list.999.x` alone is not a one-item list): the holes fail validation.
  return qs.parse(body, { allowDots: true, depth: 5, parameterLimit: 1000, arrayLimit: 1000, allowSparse: true });
}

export async function formsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { parser: parseForm, bodyLimit: 1024 * 1024 });
}
