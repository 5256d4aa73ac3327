import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import type { IncomingTransfer } from './transfers.ts';

/**
 * A bank statement exported as CSV from Vietcombank's or Techcombank's internet banking (issue #28
 * §2), for banks without a feed: its credits go into the same matcher as the feed's. Exports
 * start with lines about the account and the period; the header row is found by its column
 * names, which differ between the banks (and carry Vietnamese accents or not).
 */

/** A statement of at most this many lines (the contract also bounds its characters). */
export const STATEMENT_MAX_LINES = 2_000;

/** Column names by meaning, without accents, lower case, as the banks' exports write them. */
const COLUMNS = {
  date: ['ngay giao dich', 'ngay gd', 'ngay hieu luc', 'transaction date', 'date'],
  reference: ['so tham chieu', 'so but toan', 'ma giao dich', 'so giao dich', 'reference no', 'reference', 'transaction no'],
  credit: ['so tien ghi co', 'ghi co', 'co tktt', 'so tien co', 'credit amount', 'credit'],
  debit: ['so tien ghi no', 'ghi no', 'no tktt', 'so tien no', 'debit amount', 'debit'],
  content: ['mo ta', 'noi dung chi tiet', 'noi dung', 'dien giai', 'chi tiet giao dich', 'transaction details', 'description'],
} as const;
type Column = keyof typeof COLUMNS;

/** "Số tiền ghi có" → "so tien ghi co". */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whole VND from "1,000,000", "1.000.000", "1000000" or "1,000,000.00"; null otherwise. */
export function vndAmount(cell: string | undefined): bigint | null {
  const s = (cell ?? '').replace(/\s|VND|đ/gi, '');
  if (s === '' || s === '-' || s === '0') return null;
  const whole = /^(\d{1,3}(?:[.,]\d{3})+|\d{1,15})(?:[.,]00?)?$/.exec(s);
  if (!whole) return null;
  const n = BigInt(whole[1]!.replace(/[.,]/g, ''));
  return n > 0n && n < 10n ** 13n ? n : null;
}

/** "25/03/2023", "25/03/2023 14:02:37", "2023-03-25": Vietnam's time (GMT+7); a day alone is its start. */
export function statementDate(cell: string | undefined): Date | null {
  const s = (cell ?? '').trim();
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  const at = (y: string, mo: string, d: string, h = '0', mi = '0', se = '0') => {
    const date = new Date(`${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}T${h.padStart(2, '0')}:${mi}:${se.padStart(2, '0')}+07:00`);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  if (m) return at(m[3]!, m[2]!, m[1]!, m[4], m[5] ?? '0', m[6]);
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  return m ? at(m[1]!, m[2]!, m[3]!, m[4], m[5] ?? '0', m[6]) : null;
}

export type Statement =
  | { ok: true; format: 'vietcombank' | 'techcombank'; lines: number; credits: IncomingTransfer[]; skipped: number }
  | { ok: false; key: 'payments.statementFormat' | 'payments.statementTooLarge' };

/** The statement's credits to `accountNo` (debits and lines without an amount are skipped). */
export function parseStatement(csv: string, accountNo: string): Statement {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', preview: STATEMENT_MAX_LINES + 30 });
  const rows = parsed.data.filter((r) => Array.isArray(r));
  const headerAt = rows.slice(0, 30).findIndex((r) => {
    const names = r.map((c) => plain(String(c)));
    return COLUMNS.credit.some((n) => names.includes(n)) && COLUMNS.content.some((n) => names.includes(n));
  });
  if (headerAt < 0) return { ok: false, key: 'payments.statementFormat' };
  const header = rows[headerAt]!.map((c) => plain(String(c)));
  const index = (col: Column) => {
    for (const name of COLUMNS[col]) {
      const i = header.indexOf(name);
      if (i >= 0) return i;
    }
    return -1;
  };
  const at = { date: index('date'), reference: index('reference'), credit: index('credit'), debit: index('debit'), content: index('content') };
  const format = header.includes('co tktt') || header.includes('dien giai') ? 'techcombank' : 'vietcombank';
  const lines = rows.slice(headerAt + 1);
  if (lines.length > STATEMENT_MAX_LINES) return { ok: false, key: 'payments.statementTooLarge' };
  const credits: IncomingTransfer[] = [];
  let skipped = 0;
  for (const line of lines) {
    const cell = (i: number) => (i >= 0 ? String(line[i] ?? '').trim() : '');
    const amount = vndAmount(cell(at.credit));
    if (amount === null) {
      skipped += 1;
      continue;
    }
    const content = cell(at.content).replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 500); // eslint-disable-line no-control-regex
    const date = cell(at.date);
    // The bank's reference names the line; without one, its date, amount and content do.
    const ref = cell(at.reference).replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, 40);
    const id = ref || createHash('sha256').update(`${date}|${amount}|${content}`).digest('hex').slice(0, 40);
    credits.push({
      source: 'statement',
      feedId: `${accountNo}:${id}`,
      bank: format === 'techcombank' ? 'Techcombank' : 'Vietcombank',
      accountNo,
      amountVnd: amount,
      content,
      referenceCode: ref || null,
      transferredAt: statementDate(date),
    });
  }
  return { ok: true, format, lines: lines.length, credits, skipped };
}
