import nodemailer from 'nodemailer';
import type { MessagesConfig, SmsConfig } from '../../config.ts';

/** What a provider said: sent (with its message id), or failed; `permanent` failures are not retried. */
export type SendResult = { ok: true; providerId: string | null } | { ok: false; error: string; permanent: boolean };

export interface SmsProvider {
  name: string;
  send(to: string, text: string): Promise<SendResult>;
}

export interface EmailProvider {
  name: string;
  send(m: { from: string; to: string; subject: string; text: string; html: string }): Promise<SendResult>;
}

/** A provider that does not answer within this is counted as down (the attempt is retried later). */
const SEND_TIMEOUT_MS = 10_000;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/** An HTTP status the same request will not get past: 4xx other than 408 and 429. */
const permanentStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{Sid}/Messages.json, form-encoded To, From or
 * MessagingServiceSid, Body; HTTP basic auth with the account SID and auth token). A plain fetch:
 * one documented call does not need the `twilio` package and its dependency tree.
 */
export function twilioSms(c: Extract<SmsConfig, { provider: 'twilio' }>): SmsProvider {
  const url = `${c.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${c.accountSid}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${c.accountSid}:${c.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, text) {
      const form = new URLSearchParams({ To: to, Body: text });
      form.set(c.sender.startsWith('MG') ? 'MessagingServiceSid' : 'From', c.sender);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        const body = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
        if (res.ok && typeof body.sid === 'string') return { ok: true, providerId: body.sid };
        return { ok: false, error: `twilio ${res.status} ${body.code ?? ''} ${body.message ?? ''}`.trim(), permanent: permanentStatus(res.status) };
      } catch (err) {
        return { ok: false, error: `twilio: ${errorText(err)}`, permanent: false };
      }
    },
  };
}

/**
 * eSMS.vn's JSON API (POST /MainService.svc/json/SendMultipleMessage_V4_post_json/ with ApiKey,
 * SecretKey, Phone, Content, Brandname, SmsType 2 = brandname customer care); CodeResult "100"
 * means accepted, SMSID is its id. Vietnamese text goes as Unicode (IsUnicode 1).
 */
export function esmsSms(c: Extract<SmsConfig, { provider: 'esms' }>): SmsProvider {
  const url = `${c.baseUrl.replace(/\/$/, '')}/MainService.svc/json/SendMultipleMessage_V4_post_json/`;
  return {
    name: 'esms',
    async send(to, text) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ApiKey: c.apiKey,
            SecretKey: c.secretKey,
            Phone: to,
            Content: text,
            Brandname: c.sender,
            SmsType: '2',
            // eslint-disable-next-line no-control-regex
            IsUnicode: /^[\x00-\x7f]*$/.test(text) ? '0' : '1',
          }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        const body = (await res.json().catch(() => ({}))) as { CodeResult?: string; SMSID?: string; ErrorMessage?: string };
        if (res.ok && body.CodeResult === '100') return { ok: true, providerId: body.SMSID ?? null };
        return { ok: false, error: `esms ${res.status} ${body.CodeResult ?? ''} ${body.ErrorMessage ?? ''}`.trim(), permanent: false };
      } catch (err) {
        return { ok: false, error: `esms: ${errorText(err)}`, permanent: false };
      }
    },
  };
}

export function smsProviderFor(c: SmsConfig): SmsProvider | null {
  if (c.provider === 'twilio') return twilioSms(c);
  if (c.provider === 'esms') return esmsSms(c);
  return null;
}

/** Email through SMTP (nodemailer) at SMTP_URL; a 5xx answer from the server is permanent. */
export function smtpEmail(smtpUrl: string): EmailProvider {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(m) {
      try {
        // Quoted-printable keeps the text readable in raw form and in every mail reader.
        const info = await transport.sendMail({ ...m, textEncoding: 'quoted-printable' });
        return { ok: true, providerId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        return { ok: false, error: `smtp: ${errorText(err)}`, permanent: typeof code === 'number' && code >= 500 };
      }
    },
  };
}

export function emailProviderFor(c: MessagesConfig): EmailProvider | null {
  return c.smtpUrl ? smtpEmail(c.smtpUrl) : null;
}
