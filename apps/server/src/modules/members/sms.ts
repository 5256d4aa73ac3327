import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends a text message. The default writes it to the log; production plugs a gateway in by
 * replacing `send` on `app.sms` (tests capture codes the same way).
 */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, text) {
      log.info({ mobile: mobile.replace(/\d(?=\d{3})/g, '*') }, `SMS: ${text}`);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}
