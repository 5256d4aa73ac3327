/**
 * The console's Risk screen (issue #16): held wins (release pays once, reject voids the win and
 * keeps the stake), the hold settings, IP and device clusters, and the blacklists. Every write is
 * audited in its own transaction.
 *
 * Rules of a decision (docs/domain.md "Orders", risk holds):
 * - release: the hold moves pending → released by a conditional update (of two operators at once
 *   one acts, the other is refused), and the win is credited under the key settlement would have
 *   used (`win:<order>`), so nothing can pay it twice; the member gets a balance push.
 * - reject: pending → rejected with a reason; the order becomes "not won" with no win (its stake
 *   stays with the house, as for any losing bet; rebates already paid on the stake stay paid).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  DwKind,
  DwStatus,
  OrderStatus,
  type BlacklistKind,
  type BlacklistView,
  type Paged,
  type RiskClusterView,
  type RiskHoldView,
} from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import { translate, type Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import { lotteries, members, orders, riskBlacklist, riskHolds, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { audit, byOperator } from '../audit/index.ts';
import { enqueuePush } from '../messages/index.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney, placedSpan, placedWithin } from '../ledger/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lotteryName, playOf } from '../lottery/index.ts';
import { saveSettings, settingsAsText } from '../settings/index.ts';
import { normaliseBlacklistValue } from './blacklist.ts';
import { paged } from '../../lib/paging.ts';
import { outer } from '../../db/outer.ts';
import { rowExists } from '../../db/row-exists.ts';

const DAY_MS = 86_400_000;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** How far a hold's order_placed_at (milliseconds, from a float8 epoch) can be from its order's created_at. */
const HOLD_PLACED_SLACK_MS = 1;

/** A rejected hold's order becomes not won, read in its month partition (ledger placedWithin). */
export const holdRejectUpdate = (tx: DbOrTx, orderId: bigint, orderPlacedAt: Date | null) =>
  tx
    .update(orders)
    .set({ status: OrderStatus.NOT_WON, winMilli: 0n })
    .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatus.WON), placedWithin(orders.createdAt, placedSpan([orderPlacedAt], HOLD_PLACED_SLACK_MS))));

/** A hold's order within its order_placed_at, for a join (no bound when unknown). */
export const holdOrderPlaced = sql`${orders.createdAt} >= coalesce(${riskHolds.orderPlacedAt} - interval '1 millisecond', '-infinity')
  and ${orders.createdAt} <= coalesce(${riskHolds.orderPlacedAt} + interval '2 milliseconds', 'infinity')`;

export function createRiskService(deps: AppDeps) {
  const { db, clock } = deps;

  async function listHolds(
    q: {
      status: 'pending' | 'released' | 'rejected';
      account?: string | undefined;
      ticketId?: number | undefined;
      page: number;
      size: number;
    },
    lang: Language,
  ): Promise<Paged<RiskHoldView>> {
    const where: SQL[] = [eq(riskHolds.status, q.status)];
    if (q.account) where.push(eq(members.account, q.account));
    if (q.ticketId) where.push(eq(riskHolds.lotteryId, q.ticketId));
    const since = new Date(clock.now().getTime() - 30 * DAY_MS).toISOString();
    const [rows, [total]] = await Promise.all([
      paged(
        db
          .select({
            h: riskHolds,
            account: members.account,
            registeredAt: members.createdAt,
            playId: orders.playId,
            content: orders.content,
            lotteryCode: sql<string>`(select code from lotteries where id = ${outer(riskHolds.lotteryId)})`,
            decidedBy: sql<string | null>`(select account from operators where id = ${outer(riskHolds.decidedBy)})`,
            balance: sql<string>`coalesce((select balance from wallets w where w.member_id = ${outer(riskHolds.memberId)}), 0)::text`,
            deposits: sql<string>`coalesce((select sum(amount) from dw_orders d where d.member_id = ${outer(riskHolds.memberId)} and d.kind = ${DwKind.DEPOSIT} and d.status = ${DwStatus.COMPLETED} and d.created_at >= ${since}), 0)::text`,
            withdrawals: sql<string>`coalesce((select sum(amount) from dw_orders d where d.member_id = ${outer(riskHolds.memberId)} and d.kind = ${DwKind.WITHDRAWAL} and d.status = ${DwStatus.COMPLETED} and d.created_at >= ${since}), 0)::text`,
            bets: sql<string>`coalesce((select sum(amount_milli) from orders o where o.member_id = ${outer(riskHolds.memberId)} and o.status in (${OrderStatus.WON}, ${OrderStatus.NOT_WON}) and o.created_at >= ${since}), 0)::text`,
            wins: sql<string>`coalesce((select sum(win_milli) from orders o where o.member_id = ${outer(riskHolds.memberId)} and o.status = ${OrderStatus.WON} and o.created_at >= ${since}), 0)::text`,
            lastIp: sql<
              string | null
            >`(select ip from login_history l where l.member_id = ${outer(riskHolds.memberId)} and l.success order by l.id desc limit 1)`,
          })
          .from(riskHolds)
          .innerJoin(members, eq(members.id, riskHolds.memberId))
          // Each hold's order in its month (order_placed_at, PostgreSQL prunes the other months at
          // run time, per hold of the page): by order_id alone each probed every month's key.
          .innerJoin(orders, and(eq(orders.id, riskHolds.orderId), holdOrderPlaced))
          .where(and(...where))
          .orderBy(desc(riskHolds.orderId)),
        q,
      ),
      db
        .select({ n: count() })
        .from(riskHolds)
        .innerJoin(members, eq(members.id, riskHolds.memberId))
        .where(and(...where)),
    ]);
    return {
      list: rows.map((r) => {
        const play = playOf(r.playId)?.play;
        return {
          orderId: r.h.orderId.toString(),
          account: r.account,
          ticketId: r.h.lotteryId,
          lottery: lotteryName(lang, r.lotteryCode),
          issue: r.h.issueNo,
          play: play ? translate(lang, play.nameKey) : String(r.playId),
          content: r.content.slice(0, 200),
          amount: formatMoney(r.h.amountMilli),
          win: formatMoney(r.h.winMilli),
          reasons: r.h.reasons,
          streak: r.h.streak,
          status: r.h.status,
          note: r.h.note,
          decidedBy: r.decidedBy,
          decidedAt: r.h.decidedAt?.toISOString() ?? null,
          createdAt: r.h.createdAt.toISOString(),
          member: {
            balance: formatMoney(BigInt(r.balance)),
            deposits30d: formatMoney(BigInt(r.deposits)),
            withdrawals30d: formatMoney(BigInt(r.withdrawals)),
            bets30d: formatMoney(BigInt(r.bets)),
            wins30d: formatMoney(BigInt(r.wins)),
            registeredAt: r.registeredAt.toISOString(),
            lastIp: r.lastIp,
          },
        };
      }),
      total: Number(total?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  /** Releases (pays) or rejects (voids) a pending hold; see the module comment. */
  async function decide(op: SessionOperator, orderId: bigint, release: boolean, note: string | undefined) {
    const now = clock.now();
    let paid: bigint | null = null;
    const result = await db.transaction(async (tx) => {
      const [h] = await tx
        .update(riskHolds)
        .set({
          status: release ? 'released' : 'rejected',
          decidedBy: op.operatorId,
          decidedAt: now,
          note: note ?? null,
        })
        .where(and(eq(riskHolds.orderId, orderId), eq(riskHolds.status, 'pending')))
        .returning();
      if (!h) {
        const exists = await tx.query.riskHolds.findFirst({ where: eq(riskHolds.orderId, orderId) });
        throw rejected(exists ? 'risk.holdDecided' : 'risk.holdNotFound');
      }
      const member = await tx.query.members.findFirst({ where: eq(members.id, h.memberId) });
      const before = await tx.query.wallets.findFirst({ where: eq(wallets.memberId, h.memberId) });
      if (release) {
        const moved = await moveMoney(tx, {
          idempotencyKey: `win:${h.orderId}`,
          type: 'payout',
          from: houseAccount(HOUSE.payouts),
          to: memberAccount(h.memberId),
          amount: h.winMilli,
          memberId: h.memberId,
          refType: 'order',
          refId: h.orderId.toString(),
        });
        if (!moved.replayed) {
          paid = h.memberId;
          // The win's notification waited with its payout (issue #31): it leaves with it.
          const [lottery] = await tx.select({ code: lotteries.code }).from(lotteries).where(eq(lotteries.id, h.lotteryId));
          if (lottery) await enqueuePush(tx, [{ memberId: h.memberId, kind: 'win', amount: formatMoney(h.winMilli), lotteryCode: lottery.code, issue: h.issueNo }], now);
        }
      } else {
        await holdRejectUpdate(tx, h.orderId, h.orderPlacedAt);
      }
      const after = await tx.query.wallets.findFirst({ where: eq(wallets.memberId, h.memberId) });
      await audit(tx, { ...byOperator(op), action: release ? 'risk.hold.release' : 'risk.hold.reject', target: `order:${h.orderId}`, before: { status: 'pending', balance: formatMoney(before?.balance ?? 0n) },
        after: { status: h.status, balance: formatMoney(after?.balance ?? 0n) },
        detail: {
          account: member?.account ?? null,
          win: formatMoney(h.winMilli),
          reasons: h.reasons,
          reason: note ?? null,
        } });
      return { orderId: h.orderId.toString(), status: h.status, balance: formatMoney(after?.balance ?? 0n) };
    });
    if (paid !== null) await publishBalanceChanged(deps, [paid]);
    return result;
  }

  async function settings() {
    const s = await settingsAsText(db);
    return { riskHoldWin: s.riskHoldWin, riskHoldRatio: s.riskHoldRatio, riskHoldStreak: s.riskHoldStreak };
  }

  async function updateSettings(
    op: SessionOperator,
    values: {
      riskHoldWin?: string | undefined;
      riskHoldRatio?: string | undefined;
      riskHoldStreak?: string | undefined;
    },
  ) {
    const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    if (Object.keys(changes).length === 0) throw rejected('ops.noChange');
    await db.transaction(async (tx) => {
      const current = await settingsAsText(tx);
      await saveSettings(tx, changes);
      const before = Object.fromEntries(
        Object.keys(changes).map((k) => [k, current[k as keyof typeof current]]),
      );
      await audit(tx, { ...byOperator(op), action: 'risk.settings', target: 'settings', before, after: changes });
    });
    return settings();
  }

  /**
   * IPs (or device ids) that at least `min` accounts signed in from successfully, most accounts
   * first, with up to 20 of the accounts each. Login history keeps 90 days.
   */
  async function clusters(q: {
    kind: 'ip' | 'device';
    min: number;
    page: number;
    size: number;
  }): Promise<Paged<RiskClusterView>> {
    const col = q.kind === 'ip' ? sql.raw('ip') : sql.raw('device_id');
    const grouped = sql`
      select ${col} as value, count(distinct member_id) as n, max(created_at) as last_seen
      from login_history where success and ${col} is not null
      group by ${col} having count(distinct member_id) >= ${q.min}`;
    const [page, total] = await Promise.all([
      db.execute(sql`
        select g.value, g.n::int as n, g.last_seen,
          (select array_agg(a.account order by a.account) from (
             select distinct m.account from login_history l join members m on m.id = l.member_id
             where l.success and l.${col} = g.value order by m.account limit 20) a) as accounts,
          ${rowExists(sql`from risk_blacklist b where b.kind = ${q.kind} and b.value = g.value`)} as blacklisted
        from (${grouped}) g
        order by g.n desc, g.value
        limit ${q.size} offset ${(q.page - 1) * q.size}`),
      db.execute(sql`select count(*)::int as n from (${grouped}) g`),
    ]);
    return {
      list: rowsOf<{
        value: string;
        n: number;
        last_seen: string | Date;
        accounts: string[] | null;
        blacklisted: boolean;
      }>(page).map((r) => ({
        kind: q.kind,
        value: r.value,
        accounts: r.accounts ?? [],
        accountCount: Number(r.n),
        lastSeen: new Date(r.last_seen).toISOString(),
        blacklisted: Boolean(r.blacklisted),
      })),
      total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  async function blacklist(q: {
    kind?: BlacklistKind | undefined;
    value?: string | undefined;
    page: number;
    size: number;
  }): Promise<Paged<BlacklistView>> {
    const where: SQL[] = [];
    if (q.kind) where.push(eq(riskBlacklist.kind, q.kind));
    if (q.value) where.push(eq(riskBlacklist.value, q.value.trim()));
    const [rows, [total]] = await Promise.all([
      paged(
        db
          .select({
            b: riskBlacklist,
            by: sql<string | null>`(select account from operators where id = ${outer(riskBlacklist.createdBy)})`,
          })
          .from(riskBlacklist)
          .where(and(...where))
          .orderBy(desc(riskBlacklist.id)),
        q,
      ),
      db
        .select({ n: count() })
        .from(riskBlacklist)
        .where(and(...where)),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.b.id.toString(),
        kind: r.b.kind,
        value: r.b.value,
        note: r.b.note,
        createdBy: r.by,
        createdAt: r.b.createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  async function addBlacklist(
    op: SessionOperator,
    input: { kind: BlacklistKind; value: string; note?: string | undefined },
  ) {
    const value = normaliseBlacklistValue(input.kind, input.value);
    if (!value) throw rejected('risk.blacklistInvalid');
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(riskBlacklist)
        .values({ kind: input.kind, value, note: input.note || null, createdBy: op.operatorId })
        .onConflictDoNothing()
        .returning();
      if (!row) throw rejected('risk.blacklistExists');
      await audit(tx, { ...byOperator(op), action: 'risk.blacklist.add', target: `${input.kind}:${value}`, after: { kind: input.kind, value, note: row.note } });
      return {
        id: row.id.toString(),
        kind: row.kind,
        value: row.value,
        note: row.note,
        createdBy: op.account,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function removeBlacklist(op: SessionOperator, id: bigint) {
    return db.transaction(async (tx) => {
      const [row] = await tx.delete(riskBlacklist).where(eq(riskBlacklist.id, id)).returning();
      if (!row) throw rejected('risk.blacklistNotFound');
      await audit(tx, { ...byOperator(op), action: 'risk.blacklist.remove', target: `${row.kind}:${row.value}`, before: { kind: row.kind, value: row.value, note: row.note } });
      return null;
    });
  }

  return { listHolds, decide, settings, updateSettings, clusters, blacklist, addBlacklist, removeBlacklist };
}
