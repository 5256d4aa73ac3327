import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { payPaths } from '@lotus/contracts';
import { translate, type Language } from '@lotus/i18n';
import { escapeHtml } from '../../lib/html.ts';
import {
  pipeSignature,
  QUERYDR_REQUEST_ORDER,
  QUERYDR_RESPONSE_ORDER,
  signedText,
  verifyPipe,
  verifyVnpay,
  vnpayDate,
  vnpaySignature,
} from './vnpay-sign.ts';

/** What the sandbox remembers of a payment made on its page (for querydr). */
interface SandboxPayment {
  tmnCode: string;
  amount: string;
  orderInfo: string;
  payDate: string;
  transactionNo: string;
  /** VNPay's vnp_TransactionStatus: 00 paid, 02 failed. */
  status: '00' | '02';
}
/** The payments the sandbox remembers (the oldest forgotten past this; the demo is one process). */
const SANDBOX_BOOK_MAX = 10_000;

/** The fields of a signed pay request, or null when its signature is not the terminal's. */
function payRequest(query: string, secret: string): Record<string, string> | null {
  if (query.length > 4000) return null;
  const fields = Object.fromEntries(new URLSearchParams(query));
  return verifyVnpay(fields, secret) ? fields : null;
}

/**
 * The demo's stand-in for VNPay's pay page (issue #28), served only when the demo is on: it checks
 * the pay URL's signature as VNPay does, shows the amount with "Pay" and "Fail", and on a press
 * sends VNPay's signed IPN to this server, then sends the member back to the return URL with the
 * signed result, as VNPay's sandbox does. No money moves here: only the IPN credits. It also answers
 * VNPay's querydr for the payments made on its page (paid or failed; any other order: 91, not
 * found), signed as VNPay signs it, so the re-check of a lost IPN runs offline (recheck.ts).
 */
export function sandboxRoutes(app: FastifyInstance, secret: string): void {
  const page = (lang: Language, status: number, body: string) => {
    const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(translate(lang, 'pay.sandbox.title'))}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#eef3f8;color:#1d2733}main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 8px #0002}
h1{font-size:20px;color:#005baa;margin:0 0 8px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#667}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:24px;color:#d0021b}button{width:100%;padding:12px;font-size:16px;border:0;border-radius:8px;margin-top:10px;cursor:pointer}.pay{background:#005baa;color:#fff}.fail{background:#e7e9ee;color:#1d2733}p{font-size:13px;color:#667}</style></head>
<body><main>${body}</main></body></html>`;
    return { status, html };
  };
  const langOf = (fields: Record<string, string> | null): Language =>
    fields?.vnp_Locale === 'en' ? 'en' : 'vi';
  const book = new Map<string, SandboxPayment>();
  const remember = (orderNo: string, payment: SandboxPayment) => {
    book.delete(orderNo);
    book.set(orderNo, payment);
    if (book.size > SANDBOX_BOOK_MAX) book.delete(book.keys().next().value!);
  };

  app.get(payPaths.vnpaySandbox, async (req, reply) => {
    const query = req.url.split('?')[1] ?? '';
    const fields = payRequest(query, secret);
    const lang = langOf(fields);
    if (!fields) {
      const p = page(
        lang,
        400,
        `<h1>${escapeHtml(translate(lang, 'pay.sandbox.title'))}</h1><p data-testid="sandbox-error">${escapeHtml(translate(lang, 'pay.sandbox.badRequest'))}</p>`,
      );
      return reply.code(p.status).type('text/html; charset=utf-8').send(p.html);
    }
    const vnd = BigInt(/^\d{1,20}$/.test(fields.vnp_Amount ?? '') ? fields.vnp_Amount! : '0') / 100n;
    const t = (k: string) => escapeHtml(translate(lang, k));
    const p = page(
      lang,
      200,
      `<h1>${t('pay.sandbox.title')}</h1><p>${t('pay.sandbox.note')}</p>
<dl><dt>${t('pay.sandbox.merchant')}</dt><dd>${escapeHtml(fields.vnp_TmnCode ?? '')}</dd>
<dt>${t('pay.sandbox.order')}</dt><dd data-testid="sandbox-order">${escapeHtml(fields.vnp_TxnRef ?? '')}</dd>
<dt>${t('pay.sandbox.amount')}</dt><dd class="amount" data-testid="sandbox-amount">${escapeHtml(new Intl.NumberFormat('vi-VN').format(vnd))} ₫</dd></dl>
<form method="post" action="${payPaths.vnpaySandboxSubmit}"><input type="hidden" name="q" value="${escapeHtml(query)}">
<button class="pay" name="choice" value="pay" data-testid="sandbox-pay">${t('pay.sandbox.pay')}</button>
<button class="fail" name="choice" value="fail" data-testid="sandbox-fail">${t('pay.sandbox.fail')}</button></form>`,
    );
    return reply.type('text/html; charset=utf-8').send(p.html);
  });

  app.post(payPaths.vnpaySandboxSubmit, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields = typeof body.q === 'string' ? payRequest(body.q, secret) : null;
    const lang = langOf(fields);
    if (!fields || (body.choice !== 'pay' && body.choice !== 'fail')) {
      const p = page(
        lang,
        400,
        `<p data-testid="sandbox-error">${escapeHtml(translate(lang, 'pay.sandbox.badRequest'))}</p>`,
      );
      return reply.code(p.status).type('text/html; charset=utf-8').send(p.html);
    }
    const paid = body.choice === 'pay';
    const txn = String(randomInt(10_000_000, 99_999_999));
    const result: Record<string, string> = {
      vnp_Amount: fields.vnp_Amount ?? '0',
      vnp_BankCode: 'NCB',
      vnp_BankTranNo: `VNP${txn}`,
      vnp_CardType: 'ATM',
      vnp_OrderInfo: fields.vnp_OrderInfo ?? '',
      vnp_PayDate: vnpayDate(app.deps.clock.now()),
      // 24: the customer cancelled the payment (VNPay's code).
      vnp_ResponseCode: paid ? '00' : '24',
      vnp_TmnCode: fields.vnp_TmnCode ?? '',
      vnp_TransactionNo: paid ? txn : '0',
      vnp_TransactionStatus: paid ? '00' : '02',
      vnp_TxnRef: fields.vnp_TxnRef ?? '',
    };
    remember(result.vnp_TxnRef!, {
      tmnCode: result.vnp_TmnCode!,
      amount: result.vnp_Amount!,
      orderInfo: result.vnp_OrderInfo!,
      payDate: result.vnp_PayDate!,
      transactionNo: result.vnp_TransactionNo!,
      status: paid ? '00' : '02',
    });
    const signed = `${signedText(result)}&vnp_SecureHash=${vnpaySignature(result, secret)}`;
    // VNPay calls the merchant's IPN server to server, then sends the member back.
    const ipn = await app.inject({ method: 'GET', url: `${payPaths.vnpayIpn}?${signed}` });
    req.log.info({ orderNo: result.vnp_TxnRef, answer: ipn.body.slice(0, 100) }, 'sandbox IPN sent');
    const back = fields.vnp_ReturnUrl ?? '/web/';
    return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}${signed}`, 303);
  });

  // VNPay's querydr: a signed JSON request; the answer signed over VNPay's response fields.
  app.post(payPaths.vnpaySandboxQuery, async (req, reply) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).slice(0, 255) : '');
    const good =
      verifyPipe(body, QUERYDR_REQUEST_ORDER, secret) &&
      text('vnp_Command') === 'querydr' &&
      text('vnp_Version') === '2.1.0';
    const known = good ? book.get(text('vnp_TxnRef')) : undefined;
    const found = known && known.tmnCode === text('vnp_TmnCode') ? known : undefined;
    // 97: invalid checksum; 91: no such transaction; 00: found.
    const code = !good ? '97' : found ? '00' : '91';
    const answer: Record<string, string> = {
      vnp_ResponseId: randomUUID().replace(/-/g, ''),
      vnp_Command: 'querydr',
      vnp_ResponseCode: code,
      vnp_Message:
        code === '00' ? 'QueryDR Success' : code === '91' ? 'Transaction not found' : 'Invalid checksum',
      vnp_TmnCode: text('vnp_TmnCode'),
      vnp_TxnRef: text('vnp_TxnRef'),
      vnp_Amount: found?.amount ?? '',
      vnp_BankCode: found ? 'NCB' : '',
      vnp_PayDate: found?.payDate ?? '',
      vnp_TransactionNo: found?.transactionNo ?? '',
      vnp_TransactionType: found ? '01' : '',
      vnp_TransactionStatus: found?.status ?? '',
      vnp_OrderInfo: found?.orderInfo ?? '',
      vnp_PromotionCode: '',
      vnp_PromotionAmount: '',
    };
    answer.vnp_SecureHash = pipeSignature(answer, QUERYDR_RESPONSE_ORDER, secret);
    return reply.type('application/json').send(answer);
  });
}
