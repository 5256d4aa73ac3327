import { randomInt } from 'node:crypto';

/**
 * VietQR (issue #28 §2): the EMVCo merchant-presented QR payload as NAPAS specifies it for a bank
 * transfer to an account ("QRIBFTTA"), which the banking app of every Vietnamese bank scans. Written
 * here rather than taken from npm (docs/decisions.md "VietQR payload"): a TLV string and a CRC.
 */

/** NAPAS's GUID in tag 38 (VietQR). */
export const VIETQR_GUID = 'A000000727';
/** Service code: a transfer to an account (QRIBFTTC would be to a card). */
export const VIETQR_SERVICE = 'QRIBFTTA';
/** EMVCo's limit on one field's value (the length is two digits). */
const MAX_FIELD = 99;

/** One TLV field: the tag, the value's length in two digits, the value. */
function tlv(tag: string, value: string): string {
  if (value.length > MAX_FIELD) throw new Error(`VietQR: field ${tag} longer than ${MAX_FIELD}`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) of the text's
 * bytes as four upper-case hex digits: EMVCo's tag 63. Its check value: "123456789" → 29B1.
 */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface VietqrInput {
  /** The bank's 6-digit BIN (NAPAS acquirer id, e.g. Vietcombank 970436). */
  bin: string;
  /** The receiving account number. */
  accountNo: string;
  /** Whole VND; absent for a static QR (the payer types the amount). */
  amountVnd?: bigint;
  /** The transfer content the payer's bank writes on the transfer (tag 62, subfield 08). */
  content?: string;
}

/**
 * The payload: 00 format "01", 01 "12" (dynamic, one payment) or "11" (static), 38 the
 * beneficiary (GUID, 01 = BIN 00 + account 01, 02 = service), 53 "704" (VND), 54 the amount, 58
 * "VN", 62 subfield 08 the content, and 63 the CRC over everything before it including "6304".
 */
export function vietqrPayload(input: VietqrInput): string {
  if (!/^\d{6}$/.test(input.bin)) throw new Error('VietQR: the BIN is 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(input.accountNo)) throw new Error('VietQR: account number');
  const dynamic = input.amountVnd !== undefined;
  const beneficiary = tlv('00', input.bin) + tlv('01', input.accountNo);
  const merchant = tlv('00', VIETQR_GUID) + tlv('01', beneficiary) + tlv('02', VIETQR_SERVICE);
  let payload = tlv('00', '01') + tlv('01', dynamic ? '12' : '11') + tlv('38', merchant) + tlv('53', '704');
  if (dynamic) {
    if (input.amountVnd! <= 0n || input.amountVnd! >= 10n ** 13n) throw new Error('VietQR: amount out of range');
    payload += tlv('54', input.amountVnd!.toString());
  }
  payload += tlv('58', 'VN');
  if (input.content) payload += tlv('62', tlv('08', input.content));
  payload += '6304';
  return payload + crc16ccitt(payload);
}

/**
 * The fields of a payload by path ("54", "38.01.00", "62.08"), or null when it is not well formed
 * or its CRC is wrong (tests; an operator checking a QR a member shows).
 */
export function readVietqr(payload: string): Record<string, string> | null {
  if (payload.length < 8 || crc16ccitt(payload.slice(0, -4)) !== payload.slice(-4)) return null;
  const out: Record<string, string> = {};
  const nested = new Set(['38', '38.01', '62']);
  const read = (s: string, prefix: string): boolean => {
    for (let i = 0; i < s.length; ) {
      const tag = s.slice(i, i + 2);
      const len = s.slice(i + 2, i + 4);
      if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(len) || i + 4 + Number(len) > s.length) return false;
      const value = s.slice(i + 4, i + 4 + Number(len));
      out[prefix + tag] = value;
      if (nested.has(prefix + tag) && !read(value, `${prefix}${tag}.`)) return false;
      i += 4 + Number(len);
    }
    return true;
  };
  return read(payload, '') ? out : null;
}

/**
 * The alphabet of transfer codes: digits and upper-case letters without 0/O, 1/I/L, which people
 * misread when they type the content by hand.
 */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** "LT" and five characters: 31^5 ≈ 28.6 million codes, unique among orders (a retry on a clash). */
export const TRANSFER_CODE = /LT[2-9A-HJKMNP-Z]{5}/g;

export function newTransferCode(): string {
  let code = 'LT';
  for (let i = 0; i < 5; i += 1) code += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return code;
}

/**
 * The transfer codes a bank transfer's content may hold. Banks upper-case, cut and glue the content
 * to their own text ("MBVCB.123.LT7K2Q9.CT tu…", "LT7K2Q9-FT2533…"), so every place it could start
 * is tried; at most eight candidates (a limit on a hostile content).
 */
export function transferCodesIn(content: string): string[] {
  const text = content.toUpperCase().replace(/[^A-Z0-9]/g, ' ');
  const found = new Set<string>();
  for (let i = text.indexOf('LT'); i >= 0 && found.size < 8; i = text.indexOf('LT', i + 1)) {
    const m = /^LT[2-9A-HJKMNP-Z]{5}/.exec(text.slice(i, i + 7));
    if (m) found.add(m[0]);
  }
  return [...found];
}
