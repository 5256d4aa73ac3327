import { describe, expect, it } from 'vitest';
import type { ReconcileDayRow, ReconcileDifferenceRow } from '@lotus/contracts';
import { toCsv } from '../../lib/csv.ts';
import { reconcileDaysCsv, reconcileDifferencesCsv } from './reconcile-csv.ts';

const t = (key: string) => `<${key}>`;

const day: ReconcileDayRow = {
  day: '2026-11-26',
  channelId: 3,
  channelName: 'VNPay (sandbox)',
  records: 3,
  recordAmount: '949000',
  credits: 3,
  creditAmount: '1234567.891',
  creditVnd: '1234567891',
  payouts: 1,
  payoutAmount: '990000',
  paidWithdrawals: 1,
  paidAmount: '990.000',
  paidVnd: '990000',
  differences: 2,
};
const diff = (n: number): ReconcileDifferenceRow => ({
  day: '2026-11-26',
  at: '2026-11-26T12:00:00.000Z',
  channelId: 3,
  channelName: 'VNPay (sandbox)',
  kind: 'depositAmountDiffers',
  orderNo: `D${n}`,
  account: 'rec1',
  amount: '400.000',
  amountVnd: '400000',
  expectedProviderAmount: '400000',
  providerAmount: '399000',
  providerRef: null,
});

describe("the reconciliation's CSV (issue #28 §3)", () => {
  it('writes every amount as whole VND digits, never the screen number format or milli text', () => {
    const [header, row] = reconcileDaysCsv([day], t);
    expect(header).toHaveLength(row!.length);
    expect(row).toEqual([
      '2026-11-26',
      'VNPay (sandbox)',
      '3',
      '949000',
      '3',
      '1234567891',
      '1',
      '990000',
      '1',
      '990000',
      '2',
    ]);
    const [, d] = reconcileDifferencesCsv([diff(1)], t);
    expect(d).toEqual([
      '2026-11-26',
      '2026-11-26T12:00:00.000Z',
      'VNPay (sandbox)',
      '<pay.diff.depositAmountDiffers>',
      'D1',
      'rec1',
      '400000',
      '400000',
      '399000',
      '',
    ]);
    // Every amount cell is plain digits: no '.', ',' or spaces a spreadsheet would misread.
    for (const cell of [row![3], row![5], row![7], row![9], d![6], d![7], d![8]])
      expect(cell).toMatch(/^\d+$/);
  });

  it('holds every difference it is given, beyond one page', () => {
    const rows = reconcileDifferencesCsv(
      Array.from({ length: 45 }, (_, i) => diff(i)),
      t,
    );
    expect(rows).toHaveLength(46);
    expect(toCsv(rows).split('\r\n')).toHaveLength(46);
  });

  it('leaves the VND cell empty for a channel without a rate', () => {
    const [, row] = reconcileDaysCsv([{ ...day, creditVnd: null, paidVnd: null }], t);
    expect(row![5]).toBe('');
    expect(row![9]).toBe('');
  });
});
