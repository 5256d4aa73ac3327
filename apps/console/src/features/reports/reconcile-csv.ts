import type { ReconcileDayRow, ReconcileDifferenceRow } from '@lotus/contracts';

type Translate = (key: string) => string;

const channelOf = (r: { channelId: number | null; channelName: string | null }) =>
  r.channelName ?? (r.channelId === null ? '' : `#${r.channelId}`);

/**
 * The reconciliation's CSV (issue #28 §3): every amount in whole VND as plain digits ("300000"),
 * the platform's amounts converted by the server at the channel's rate, truncated (money rules);
 * never the screen's number format, which a spreadsheet would read as another number.
 */
export function reconcileDaysCsv(days: ReconcileDayRow[], t: Translate): string[][] {
  return [
    [
      t('cons.report.day'),
      t('pay.reconcile.channel'),
      t('pay.reconcile.records'),
      t('pay.reconcile.recordAmount'),
      t('pay.reconcile.credits'),
      t('pay.reconcile.creditVnd'),
      t('pay.reconcile.payouts'),
      t('pay.reconcile.payoutAmount'),
      t('pay.reconcile.paidWithdrawals'),
      t('pay.reconcile.paidVnd'),
      t('pay.reconcile.differences'),
    ],
    ...days.map((d) => [
      d.day,
      channelOf(d),
      String(d.records),
      d.recordAmount,
      String(d.credits),
      d.creditVnd ?? '',
      String(d.payouts),
      d.payoutAmount,
      String(d.paidWithdrawals),
      d.paidVnd ?? '',
      String(d.differences),
    ]),
  ];
}

/** The differences' CSV: each row the server listed for the range (the export, not one page). */
export function reconcileDifferencesCsv(list: ReconcileDifferenceRow[], t: Translate): string[][] {
  return [
    [
      t('cons.report.day'),
      t('pay.reconcile.at'),
      t('pay.reconcile.channel'),
      t('pay.reconcile.kind'),
      t('cons.review.orderNo'),
      t('cons.review.account'),
      t('pay.reconcile.amountVnd'),
      t('pay.reconcile.expected'),
      t('pay.reconcile.providerAmount'),
      t('pay.reconcile.ref'),
    ],
    ...list.map((d) => [
      d.day,
      d.at,
      channelOf(d),
      t(`pay.diff.${d.kind}`),
      d.orderNo ?? '',
      d.account ?? '',
      d.amountVnd ?? '',
      d.expectedProviderAmount ?? '',
      d.providerAmount ?? '',
      d.providerRef ?? '',
    ]),
  ];
}
