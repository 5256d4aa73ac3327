import { ResultCode } from '@lotus/contracts';
import type { TextParams } from './texts.ts';

/**
 * An expected failure that becomes an envelope: a result code, a message key (translated into
 * the request's language when presented) and an HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly msgKey: string,
    readonly params: TextParams = {},
    readonly httpStatus = 200,
    readonly data: unknown = null,
  ) {
    super(msgKey);
  }
}

export const notLoggedIn = () => new AppError(ResultCode.NOT_LOGGED_IN, 'errors.notLoggedIn', {}, 401);
export const forbidden = () => new AppError(ResultCode.FORBIDDEN, 'errors.forbidden', {}, 403);
/**
 * Refusals that clients react to, each with its own result code: a client branches on the code,
 * never on the translated text. Every other refusal is REJECTED with its message.
 */
const REFUSAL_CODES: Readonly<Record<string, number>> = {
  'errors.balanceInsufficient': ResultCode.BALANCE_INSUFFICIENT,
};

/** A business rule said no; `msgKey` names the rule's message. */
export const rejected = (
  msgKey: string,
  params: TextParams = {},
  data: unknown = null,
) => new AppError(REFUSAL_CODES[msgKey] ?? ResultCode.REJECTED, msgKey, params, 200, data);
