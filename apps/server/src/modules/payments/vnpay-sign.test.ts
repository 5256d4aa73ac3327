import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import {
  parseVnpayDate,
  pipeSignature,
  pipeText,
  QUERYDR_REQUEST_ORDER,
  QUERYDR_RESPONSE_ORDER,
  verifyPipe,
  signedText,
  signedUrl,
  verifyVnpay,
  vnpayDate,
  vnpaySignature,
} from './vnpay-sign.ts';

/**
 * Test vectors: an IPN of VNPay's sandbox as the `vnpay` package's tests keep it (secret
 * `test_secret`), once paid (00) and once failed (99), with the hashes VNPay computed.
 */
const ipn = {
  vnp_Amount: '1000000',
  vnp_BankCode: 'NCB',
  vnp_BankTranNo: 'VNP14422574',
  vnp_CardType: 'ATM',
  vnp_OrderInfo: 'Thanh toan don hang 2024-05-21T02:17:31.249Z',
  vnp_PayDate: '20240521091806',
  vnp_ResponseCode: '00',
  vnp_TmnCode: 'TEST_TMN_CODE',
  vnp_TransactionNo: '14422574',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: '1716257871703',
};
const PAID =
  '649982421beb422556a1374713c74e58e716ecbd05007c0c0e1f7effdfaf361dbf146889ca446139afe11b9954c4d5c486e99e3b86fcfab6957f29eb0be72895';
const FAILED =
  '503194f6d93b57b357b2d1d09742565e67e86d771352c5dca4fc8d39df3d392c6b3809add9405f97cfb9631f445e36c80656cfbf47eac67d97fa165865c13e1b';

describe('VNPay signing', () => {
  it("reproduces VNPay's published signatures", () => {
    expect(vnpaySignature(ipn, 'test_secret')).toBe(PAID);
    expect(vnpaySignature({ ...ipn, vnp_ResponseCode: '99' }, 'test_secret')).toBe(FAILED);
  });

  it('verifies a signed IPN and refuses any change, another secret or a malformed hash', () => {
    expect(verifyVnpay({ ...ipn, vnp_SecureHash: PAID }, 'test_secret')).toBe(true);
    expect(
      verifyVnpay(
        { ...ipn, vnp_SecureHash: PAID.toUpperCase(), vnp_SecureHashType: 'HmacSHA512' },
        'test_secret',
      ),
    ).toBe(true);
    expect(verifyVnpay({ ...ipn, vnp_Amount: '1000001', vnp_SecureHash: PAID }, 'test_secret')).toBe(false);
    expect(verifyVnpay({ ...ipn, vnp_Extra: 'x', vnp_SecureHash: PAID }, 'test_secret')).toBe(false);
    expect(verifyVnpay({ ...ipn, vnp_SecureHash: PAID }, 'other')).toBe(false);
    expect(verifyVnpay({ ...ipn }, 'test_secret')).toBe(false);
    expect(verifyVnpay({ ...ipn, vnp_SecureHash: 'zz' }, 'test_secret')).toBe(false);
    expect(verifyVnpay({ ...ipn, vnp_SecureHash: PAID.slice(0, 126) }, 'test_secret')).toBe(false);
  });

  it('signs sorted, URL-encoded fields with spaces as +, ignoring non-vnp fields', () => {
    expect(signedText({ vnp_b: 'a b', vnp_a: 'https://x.vn/r?a=1', other: 'x' })).toBe(
      'vnp_a=https%3A%2F%2Fx.vn%2Fr%3Fa%3D1&vnp_b=a+b',
    );
    const url = new URL(signedUrl('https://pay.example/vpcpay.html', ipn, 'test_secret'));
    const back = Object.fromEntries(url.searchParams);
    expect(back.vnp_OrderInfo).toBe(ipn.vnp_OrderInfo);
    expect(verifyVnpay(back, 'test_secret')).toBe(true);
  });

  it('writes and reads dates in GMT+7', () => {
    expect(vnpayDate(new Date('2024-05-21T02:18:06Z'))).toBe('20240521091806');
    expect(parseVnpayDate('20240521091806')?.toISOString()).toBe('2024-05-21T02:18:06.000Z');
    expect(parseVnpayDate('2024')).toBeNull();
  });
});

/**
 * querydr (2.1.0): the request and the answer are signed over their values joined with '|' in
 * VNPay's documented order, not over the sorted query. The expected hashes are computed here from
 * the literal pipe text VNPay's documentation describes, apart from the module under test.
 */
describe("VNPay's querydr signing", () => {
  const secret = 'test_secret';
  const hmac = (text: string) => createHmac('sha512', secret).update(text, 'utf8').digest('hex');
  const request = {
    vnp_RequestId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    vnp_Version: '2.1.0',
    vnp_Command: 'querydr',
    vnp_TmnCode: 'TEST_TMN_CODE',
    vnp_TxnRef: 'D2611261700001',
    vnp_OrderInfo: 'Nap tien D2611261700001',
    vnp_TransactionDate: '20261126170000',
    vnp_CreateDate: '20261126172000',
    vnp_IpAddr: '127.0.0.1',
  };
  const answer = {
    vnp_ResponseId: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
    vnp_Command: 'querydr',
    vnp_ResponseCode: '00',
    vnp_Message: 'QueryDR Success',
    vnp_TmnCode: 'TEST_TMN_CODE',
    vnp_TxnRef: 'D2611261700001',
    vnp_Amount: '30000000',
    vnp_BankCode: 'NCB',
    vnp_PayDate: '20261126170512',
    vnp_TransactionNo: '14422574',
    vnp_TransactionType: '01',
    vnp_TransactionStatus: '00',
    vnp_OrderInfo: 'Nap tien D2611261700001',
    vnp_PromotionCode: '',
    vnp_PromotionAmount: '',
  };

  it('signs the request over RequestId|Version|Command|TmnCode|TxnRef|TransactionDate|CreateDate|IpAddr|OrderInfo', () => {
    const text =
      'a1b2c3d4e5f60718293a4b5c6d7e8f90|2.1.0|querydr|TEST_TMN_CODE|D2611261700001|20261126170000|20261126172000|127.0.0.1|Nap tien D2611261700001';
    expect(pipeText(request, QUERYDR_REQUEST_ORDER)).toBe(text);
    expect(pipeSignature(request, QUERYDR_REQUEST_ORDER, secret)).toBe(hmac(text));
  });

  it("verifies an answer over VNPay's response order, absent fields as empty, and refuses any change", () => {
    const text =
      'f0e1d2c3b4a5968778695a4b3c2d1e0f|querydr|00|QueryDR Success|TEST_TMN_CODE|D2611261700001|30000000|NCB|20261126170512|14422574|01|00|Nap tien D2611261700001||';
    expect(pipeText(answer, QUERYDR_RESPONSE_ORDER)).toBe(text);
    const signed = { ...answer, vnp_SecureHash: hmac(text) };
    expect(verifyPipe(signed, QUERYDR_RESPONSE_ORDER, secret)).toBe(true);
    expect(
      verifyPipe({ ...signed, vnp_SecureHash: hmac(text).toUpperCase() }, QUERYDR_RESPONSE_ORDER, secret),
    ).toBe(true);
    // Absent promotion fields sign as the empty ones.
    const { vnp_PromotionCode: _c, vnp_PromotionAmount: _a, ...bare } = signed;
    expect(verifyPipe(bare, QUERYDR_RESPONSE_ORDER, secret)).toBe(true);
    for (const [k, v] of [
      ['vnp_Amount', '30000001'],
      ['vnp_TransactionStatus', '02'],
      ['vnp_TxnRef', 'D2611261700002'],
      ['vnp_ResponseCode', '91'],
    ] as const)
      expect(verifyPipe({ ...signed, [k]: v }, QUERYDR_RESPONSE_ORDER, secret), k).toBe(false);
    expect(verifyPipe(signed, QUERYDR_RESPONSE_ORDER, 'other_secret')).toBe(false);
    expect(verifyPipe({ ...answer }, QUERYDR_RESPONSE_ORDER, secret)).toBe(false);
    expect(verifyPipe({ ...answer, vnp_SecureHash: 'zz' }, QUERYDR_RESPONSE_ORDER, secret)).toBe(false);
    // A request's order does not verify an answer.
    expect(verifyPipe(signed, QUERYDR_REQUEST_ORDER, secret)).toBe(false);
  });
});
