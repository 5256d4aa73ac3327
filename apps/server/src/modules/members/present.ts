import type { FastifyReply } from 'fastify';
import { ResultCode } from '@lotus/contracts';
import { translate, type Language } from '@lotus/i18n';

/**
 * Sends a success envelope whose msg is a specific success text (docs/product.md §8 success messages:
 * registered, modification succeeded, added, SMS sent, withdrawal succeeded, deposit submitted).
 */
export function succeed(reply: FastifyReply, lang: Language, msgKey: string, data: unknown): FastifyReply {
  return reply.send({ code: ResultCode.OK, msg: translate(lang, msgKey), data: data ?? null });
}
