import { sql, type SQL } from 'drizzle-orm';
import {
  businessDay,
  businessDayEnd,
  businessDayStart,
  DwKind,
  DwStatus,
  RECONCILE_EXPORT_MAX,
  type ReconcileDayRow,
  type ReconcileDifference,
  type ReconcileExportQuery,
  type ReconcileQuery,
  type ReconcileReport,
} from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import { businessDaySql } from '../../lib/business-day.ts';
import { rejected } from '../../lib/errors.ts';
import { pageOffset } from '../../lib/paging.ts';
import { loadSettings } from '../settings/index.ts';
import { rateMilli, vndOf } from './vnpay.ts';

type Rows<T> = { rows?: T[] };
const rowsOf = <T>(res: unknown): T[] => ((res as Rows<T>).rows ?? (res as T[])) as T[];

/** A callback that says the provider took the payment (credited, or paid for a closed order). */
const ACCEPTED = sql.raw(`('credited', 'unmatched')`);
/** A record's verified amount; VNPay rows stored before the column carry it only as vnp_Amount (VND × 100). */
const RECORD_AMOUNT = sql.raw(
  `coalesce(c.provider_amount, case when c.provider = 'vnpay' and c.amount ~ '^[0-9]{1,18}$' then c.amount::bigint / 100 end)`,
);

/**
 * The daily reconciliation (issue #28 §3): per business day (02:00–02:00 platform time,
 * lib/business-day.ts) and channel, the providers' records of payments against the deposits
 * credited, and the providers' payouts against the withdrawals paid through them, with every
 * difference listed. A record and its credit are paired by order number whatever their days, so
 * a payment credited after midnight is not a difference; each is counted on its own day. Payments
 * by hand (the operator's bank reference) have no provider record and are not reconciled here.
 * With no range asked it is today's business day. Platform amounts are also given in whole VND at
 * the channel's rate, truncated (the CSV's figures).
 */
export function createReconcileService(deps: AppDeps, limits = { exportMax: RECONCILE_EXPORT_MAX }) {
  const { db, clock } = deps;

  /** The report of a range with the differences `window` selects. */
  async function build(
    q: ReconcileExportQuery,
    window: { page: number; size: number },
  ): Promise<ReconcileReport> {
    const s = await loadSettings(db);
    const tz = s.platformTimeZone;
    const today = businessDay(clock.now(), tz);
    const from = q.from ?? today;
    const to = q.to ?? today;
    const start = businessDayStart(from, tz);
    const end = businessDayEnd(to, tz);
    const names = new Map(s.depositChannels.map((c) => [c.id, c.name]));
    const rates = new Map(s.depositChannels.map((c) => [c.id, rateMilli(c)]));
    /** Money text and whole VND of an amount in milli on a channel. */
    const both = (milli: bigint, channelId: number | null) => {
      const rate = channelId === null ? null : (rates.get(channelId) ?? null);
      return [formatMoney(milli), rate === null ? null : vndOf(milli, rate).toString()] as const;
    };
    const providerChannels = `{${s.depositChannels
      .filter((c) => c.provider)
      .map((c) => c.id)
      .join(',')}}`;
    const inRange = (col: string) => sql`${sql.raw(col)} >= ${start} and ${sql.raw(col)} < ${end}`;
    const dayOf = (col: string) => businessDaySql(sql.raw(col), tz);

    // The provider's records in the range: one per order (a repeated callback is one payment).
    const recs = sql`select distinct on (coalesce(c.order_no, 'id:' || c.id)) c.id, c.order_no, c.provider_ref,
        c.created_at, ${RECORD_AMOUNT} as provider_amount
      from pay_callbacks c
      where c.outcome in ${ACCEPTED} and ${inRange('c.created_at')}
      order by coalesce(c.order_no, 'id:' || c.id), c.id`;
    const credited = sql`o.kind = ${DwKind.DEPOSIT} and o.status = ${DwStatus.COMPLETED} and ${inRange('o.reviewed_at')}
      and o.channel_id = any(${providerChannels}::int[])`;
    const diffs = sql`
      select o.reviewed_at as at, o.channel_id, 'creditedWithoutRecord' as kind, o.order_no, o.member_id, o.amount,
          p.provider_amount as expected, null::bigint as provider_amount, null::varchar as provider_ref
        from dw_orders o left join pay_orders p on p.order_no = o.order_no
        where ${credited}
          and not exists (select 1 from pay_callbacks c where c.order_no = o.order_no and c.outcome in ${ACCEPTED})
      union all
      select r.created_at, p.channel_id, 'recordWithoutCredit', r.order_no, o.member_id, o.amount,
          p.provider_amount, r.provider_amount, r.provider_ref
        from recs r left join pay_orders p on p.order_no = r.order_no
          left join dw_orders o on o.order_no = r.order_no and o.kind = ${DwKind.DEPOSIT}
        where o.status is distinct from ${DwStatus.COMPLETED}
      union all
      select o.reviewed_at, o.channel_id, 'depositAmountDiffers', o.order_no, o.member_id, o.amount,
          p.provider_amount, x.provider_amount, x.provider_ref
        from dw_orders o join pay_orders p on p.order_no = o.order_no
          join lateral (select ${RECORD_AMOUNT} as provider_amount, c.provider_ref from pay_callbacks c
            where c.order_no = o.order_no and c.outcome in ${ACCEPTED} order by c.id limit 1) x on true
        where ${credited} and x.provider_amount is distinct from p.provider_amount
      union all
      select o.reviewed_at, y.channel_id, 'paidWithoutPayout', o.order_no, o.member_id, o.actual_amount,
          y.provider_amount, y.paid_provider_amount, y.provider_ref
        from dw_orders o join pay_payouts y on y.order_no = o.order_no
        where o.kind = ${DwKind.WITHDRAWAL} and o.status = ${DwStatus.COMPLETED} and ${inRange('o.reviewed_at')}
          and (y.status = 'pending' or (y.status = 'paid' and o.payout_ref is distinct from y.provider_ref))
      union all
      select y.paid_at, y.channel_id, 'payoutWithoutPaid', y.order_no, y.member_id, y.amount,
          y.provider_amount, y.paid_provider_amount, y.provider_ref
        from pay_payouts y left join dw_orders o on o.order_no = y.order_no and o.kind = ${DwKind.WITHDRAWAL}
        where y.status = 'paid' and ${inRange('y.paid_at')} and o.status is distinct from ${DwStatus.COMPLETED}
      union all
      select y.paid_at, y.channel_id, 'payoutAmountDiffers', y.order_no, y.member_id, y.amount,
          y.provider_amount, y.paid_provider_amount, y.provider_ref
        from pay_payouts y join dw_orders o on o.order_no = y.order_no and o.kind = ${DwKind.WITHDRAWAL}
        where y.status = 'paid' and ${inRange('y.paid_at')} and o.status = ${DwStatus.COMPLETED}
          and (y.paid_provider_amount is distinct from y.provider_amount or y.amount <> o.actual_amount)`;
    const channel: SQL = q.channelId === undefined ? sql`true` : sql`d.channel_id = ${q.channelId}`;
    const withDiffs = (body: SQL) => sql`with recs as (${recs}), diffs as (${diffs}) ${body}`;

    const [page, counts, records, credits, payouts, paid] = await Promise.all([
      db.execute(
        withDiffs(sql`select ${dayOf('d.at')} as day, d.at, d.channel_id, d.kind, d.order_no, m.account,
            d.amount::text as amount, d.expected::text as expected, d.provider_amount::text as provider_amount, d.provider_ref
          from diffs d left join members m on m.id = d.member_id
          where ${channel}
          order by d.at desc, d.kind, d.order_no
          limit ${window.size} offset ${pageOffset(window)}`),
      ),
      db.execute(
        withDiffs(
          sql`select ${dayOf('d.at')} as day, d.channel_id, count(*)::int as n from diffs d where ${channel} group by 1, 2`,
        ),
      ),
      db.execute(
        sql`with recs as (${recs}) select ${dayOf('r.created_at')} as day, p.channel_id, count(*)::int as n,
            coalesce(sum(r.provider_amount), 0)::text as amount
          from recs r left join pay_orders p on p.order_no = r.order_no group by 1, 2`,
      ),
      db.execute(
        sql`select ${dayOf('o.reviewed_at')} as day, o.channel_id, count(*)::int as n, coalesce(sum(o.amount), 0)::text as amount
          from dw_orders o where ${credited} group by 1, 2`,
      ),
      db.execute(
        sql`select ${dayOf('y.paid_at')} as day, y.channel_id, count(*)::int as n,
            coalesce(sum(y.paid_provider_amount), 0)::text as amount
          from pay_payouts y where y.status = 'paid' and ${inRange('y.paid_at')} group by 1, 2`,
      ),
      db.execute(
        sql`select ${dayOf('o.reviewed_at')} as day, y.channel_id, count(*)::int as n,
            coalesce(sum(o.actual_amount), 0)::text as amount
          from dw_orders o join pay_payouts y on y.order_no = o.order_no
          where o.kind = ${DwKind.WITHDRAWAL} and o.status = ${DwStatus.COMPLETED} and ${inRange('o.reviewed_at')}
          group by 1, 2`,
      ),
    ]);

    type Figure = { day: string; channel_id: number | null; n: number; amount?: string };
    const days = new Map<string, ReconcileDayRow>();
    const rowOf = (f: Figure) => {
      const id = f.channel_id === null ? null : Number(f.channel_id);
      const key = `${f.day}|${id ?? ''}`;
      let row = days.get(key);
      if (!row) {
        row = {
          day: f.day,
          channelId: id,
          channelName: id === null ? null : (names.get(id) ?? null),
          records: 0,
          recordAmount: '0',
          credits: 0,
          creditAmount: formatMoney(0n),
          payouts: 0,
          payoutAmount: '0',
          paidWithdrawals: 0,
          paidAmount: formatMoney(0n),
          creditVnd: both(0n, id)[1],
          paidVnd: both(0n, id)[1],
          differences: 0,
        };
        days.set(key, row);
      }
      return row;
    };
    const wanted = (f: Figure) => q.channelId === undefined || Number(f.channel_id) === q.channelId;
    for (const f of rowsOf<Figure>(records).filter(wanted))
      Object.assign(rowOf(f), { records: f.n, recordAmount: f.amount });
    /** A figure's platform amount as money text and whole VND. */
    const moneyOf = (f: Figure) =>
      both(BigInt(f.amount ?? '0'), f.channel_id === null ? null : Number(f.channel_id));
    for (const f of rowsOf<Figure>(credits).filter(wanted)) {
      const [creditAmount, creditVnd] = moneyOf(f);
      Object.assign(rowOf(f), { credits: f.n, creditAmount, creditVnd });
    }
    for (const f of rowsOf<Figure>(payouts).filter(wanted))
      Object.assign(rowOf(f), { payouts: f.n, payoutAmount: f.amount });
    for (const f of rowsOf<Figure>(paid).filter(wanted)) {
      const [paidAmount, paidVnd] = moneyOf(f);
      Object.assign(rowOf(f), { paidWithdrawals: f.n, paidAmount, paidVnd });
    }
    let total = 0;
    for (const f of rowsOf<Figure>(counts)) {
      rowOf(f).differences = f.n;
      total += f.n;
    }

    type Diff = {
      day: string;
      at: string | Date;
      channel_id: number | null;
      kind: ReconcileDifference;
      order_no: string | null;
      account: string | null;
      amount: string | null;
      expected: string | null;
      provider_amount: string | null;
      provider_ref: string | null;
    };
    const list = rowsOf<Diff>(page).map((d) => {
      const id = d.channel_id === null ? null : Number(d.channel_id);
      const [amount, amountVnd] = d.amount === null ? [null, null] : both(BigInt(d.amount), id);
      return {
        day: d.day,
        at: new Date(d.at).toISOString(),
        channelId: id,
        channelName: id === null ? null : (names.get(id) ?? null),
        kind: d.kind,
        orderNo: d.order_no,
        account: d.account,
        amount,
        amountVnd,
        expectedProviderAmount: d.expected,
        providerAmount: d.provider_amount,
        providerRef: d.provider_ref,
      };
    });
    return {
      from,
      to,
      timeZone: tz,
      today: q.from === undefined,
      days: [...days.values()].sort((a, b) =>
        a.day === b.day ? (a.channelId ?? 0) - (b.channelId ?? 0) : a.day < b.day ? 1 : -1,
      ),
      list,
      total,
      page: window.page,
      size: window.size,
    };
  }

  /** One page of the differences. */
  const report = (q: ReconcileQuery) => build(q, q);

  /**
   * Every difference of the range at once, for the CSV: at most RECONCILE_EXPORT_MAX, else a
   * refusal saying how many there are (the operator narrows the range or picks a channel).
   */
  async function exportAll(q: ReconcileExportQuery): Promise<ReconcileReport> {
    const all = await build(q, { page: 1, size: limits.exportMax });
    if (all.total > limits.exportMax)
      throw rejected('pay.reconcile.exportTooMany', { total: all.total, max: limits.exportMax });
    return all;
  }

  return { report, exportAll };
}

export type ReconcileService = ReturnType<typeof createReconcileService>;
