import { ResultCode } from '@lotus/contracts';

/**
 * An expected failure that becomes an envelope: a result code, a message key (translated into
 * the request's language when presented) and an HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly msgKey: string,
    readonly params: Record<string, string | number> = {},
    readonly httpStatus = 200,
    readonly data: unknown = null,
  ) {
    super(msgKey);
  }
}

export const notLoggedIn = () => new AppError(ResultCode.NOT_LOGGED_IN, 'errors.notLoggedIn', {}, 401);
export const forbidden = () => new AppError(ResultCode.FORBIDDEN, 'errors.forbidden', {}, 403);
/** A business rule said no; `msgKey` names the rule's message. */
export const rejected = (msgKey: string, params: Record<string, string | number> = {}, data: unknown = null) =>
  new AppError(ResultCode.REJECTED, msgKey, params, 200, data);
