import { describe, expect, it } from 'vitest';
import {
  parseVnpayDate,
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
