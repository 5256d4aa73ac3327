import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crc16ccitt, newTransferCode, readVietqr, TRANSFER_CODE, transferCodesIn, vietqrPayload } from './vietqr.ts';

/**
 * VietQR payloads (issue #28 §2) against published strings: the CRC's check value and the
 * payloads the vietnam-qr-pay library's README prints for ACB account 257678859 (static, and
 * dynamic with 1,000 VND and "Chuyen tien"), which banking apps scan.
 */
describe('VietQR payload', () => {
  it('computes CRC-16/CCITT-FALSE with its published check value', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('verifies the CRC of published VietQR strings', () => {
    for (const published of [
      '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8',
    ]) {
      expect(crc16ccitt(published.slice(0, -4))).toBe(published.slice(-4));
      expect(readVietqr(published)).not.toBeNull();
    }
  });

  it('builds the published static payload byte for byte', () => {
    expect(vietqrPayload({ bin: '970416', accountNo: '257678859' })).toBe(
      '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
    );
  });

  it('builds a dynamic payload with the amount and the content, as the published one', () => {
    const payload = vietqrPayload({ bin: '970416', accountNo: '257678859', amountVnd: 1000n, content: 'Chuyen tien' });
    // The published string's tag 62 carries "0811Chuyen tien": subfield 08, the content.
    expect(payload).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8',
    );
    expect(readVietqr(payload)).toMatchObject({
      '00': '01',
      '01': '12',
      '38.00': 'A000000727',
      '38.01.00': '970416',
      '38.01.01': '257678859',
      '38.02': 'QRIBFTTA',
      '53': '704',
      '54': '1000',
      '58': 'VN',
      '62.08': 'Chuyen tien',
    });
  });

  it('refuses a changed payload and bad inputs', () => {
    const payload = vietqrPayload({ bin: '970436', accountNo: '0011000000001', amountVnd: 300_000n, content: 'LT7K2Q9' });
    expect(readVietqr(payload.replace('300000', '900000'))).toBeNull();
    expect(() => vietqrPayload({ bin: '97043', accountNo: '1' })).toThrow();
    expect(() => vietqrPayload({ bin: '970436', accountNo: '1', amountVnd: 0n })).toThrow();
    expect(() => vietqrPayload({ bin: '970436', accountNo: '1', amountVnd: 10n ** 13n })).toThrow();
  });

  it('makes codes a bank content can carry, and finds them in what banks write', () => {
    fc.assert(
      fc.property(fc.constantFrom('', 'MBVCB.3278907687.', 'IBFT ', 'salt '), fc.constantFrom('', '.CT tu 0123 toi', '-FT25331'), (before, after) => {
        const code = newTransferCode();
        expect(code).toMatch(new RegExp(`^${TRANSFER_CODE.source}$`));
        expect(transferCodesIn(`${before}${code}${after}`)).toContain(code);
        expect(transferCodesIn(`${before}${code.toLowerCase()}${after}`)).toContain(code);
      }),
    );
    expect(transferCodesIn('chuyen tien')).toEqual([]);
    expect(transferCodesIn('LT'.repeat(5000))).toEqual([]);
    expect(transferCodesIn('LT22222 '.repeat(100)).length).toBe(1);
  });
});
