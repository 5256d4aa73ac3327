/**
 * The member detail's tabs and actions for operators (issue #16 "Members"): ledger, bets,
 * deposits and withdrawals, cards, login history and bonuses, each paged and bounded; the wallet
 * lock and the password resets, each audited in its own transaction.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MemberBetRow, MemberBonusRow, MemberCardRow, MemberDwRow, MemberLedgerRow, MemberLoginDeviceRow, MemberLoginRow, Paged, PasswordResetResponse } from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import { dwOrders, ledger, loginHistory, lotteries, memberCards, members, moneyMoves, orders, promoBonuses, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { revokeAllSessions } from '../auth/index.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { loginPasswordProblem } from './rules.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { paged } from '../../lib/paging.ts';
import { audit, byOperator } from '../audit/index.ts';
import { listPushDevices } from '../messages/index.ts';
import { playOf } from '../lottery/index.ts';

interface PageQuery {
  page: number;
  size: number;
}

/** Letters and digits without look-alikes (0/O, 1/l/I), read aloud or typed from a message. */
const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A temporary password of 10 characters that passes the login password rules (letters and digits). */
export function temporaryPassword(account: string): string {
  for (;;) {
    const p = Array.from({ length: 10 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
    if (loginPasswordProblem(account, p, true) === null) return p;
  }
}

const mask = (no: string) => (no.length <= 4 ? no : `${'*'.repeat(Math.min(no.length - 4, 8))}${no.slice(-4)}`);

export function createMemberTabsService(deps: AppDeps, sessions: SessionCache) {
  const { db, clock } = deps;

  async function memberOf(account: string) {
    const m = await db.query.members.findFirst({ where: eq(members.account, account), columns: { id: true, account: true } });
    if (!m) throw rejected('console.memberNotFound');
    return m;
  }

  const asPage = <T>(list: T[], total: { n: number }[] | undefined, q: PageQuery): Paged<T> => ({ list, total: Number(total?.[0]?.n ?? 0), page: q.page, size: q.size });

  async function ledgerOf(account: string, q: PageQuery): Promise<Paged<MemberLedgerRow>> {
    const m = await memberOf(account);
    const where = eq(ledger.memberId, m.id);
    const [rows, total] = await Promise.all([
      paged(db.select({ l: ledger, type: moneyMoves.type }).from(ledger).innerJoin(moneyMoves, eq(moneyMoves.id, ledger.moveId)).where(where).orderBy(desc(ledger.id)), q),
      db.select({ n: count() }).from(ledger).where(where),
    ]);
    return asPage(
      rows.map(({ l, type }) => ({
        id: l.id.toString(),
        type,
        amount: formatMoney(l.amount),
        balanceBefore: formatMoney(l.balanceBefore),
        balanceAfter: formatMoney(l.balanceAfter),
        createdAt: l.createdAt.toISOString(),
      })),
      total,
      q,
    );
  }

  async function betsOf(account: string, q: PageQuery): Promise<Paged<MemberBetRow>> {
    const m = await memberOf(account);
    const where = eq(orders.memberId, m.id);
    const [rows, total] = await Promise.all([
      paged(db.select({ o: orders, lottery: lotteries.code, ticketId: lotteries.id }).from(orders).innerJoin(lotteries, eq(lotteries.id, orders.lotteryId)).where(where).orderBy(desc(orders.id)), q),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return asPage(
      rows.map(({ o, lottery, ticketId }) => ({
        id: o.id.toString(),
        lottery,
        ticketId,
        issue: o.issueNo,
        playId: o.playId,
        playKey: playOf(o.playId)?.play.nameKey ?? '',
        amount: formatMoney(o.amountMilli),
        win: formatMoney(o.winMilli),
        status: o.status,
        prizeGroup: o.prizeGroup,
        createdAt: o.createdAt.toISOString(),
      })),
      total,
      q,
    );
  }

  async function dwOf(account: string, q: PageQuery & { kind?: number }): Promise<Paged<MemberDwRow>> {
    const m = await memberOf(account);
    const parts: SQL[] = [eq(dwOrders.memberId, m.id)];
    if (q.kind) parts.push(eq(dwOrders.kind, q.kind));
    const where = and(...parts);
    const [rows, total] = await Promise.all([
      paged(db.select().from(dwOrders).where(where).orderBy(desc(dwOrders.id)), q),
      db.select({ n: count() }).from(dwOrders).where(where),
    ]);
    return asPage(
      rows.map((o) => ({ orderNo: o.orderNo, kind: o.kind, status: o.status, amount: formatMoney(o.amount), channel: o.channelType, createdAt: o.createdAt.toISOString() })),
      total,
      q,
    );
  }

  /** A member has at most 5 cards of each kind (cards module), so the list is bounded. */
  async function cardsOf(account: string): Promise<MemberCardRow[]> {
    const m = await memberOf(account);
    const rows = await db.select().from(memberCards).where(eq(memberCards.memberId, m.id)).orderBy(desc(memberCards.id)).limit(20);
    return rows.map((c) => ({ id: c.id.toString(), kind: c.kind, bank: c.bankName, cardNo: mask(c.cardNo), holderName: c.holderName, createdAt: c.createdAt.toISOString() }));
  }

  async function loginsOf(account: string, q: PageQuery): Promise<Paged<MemberLoginRow>> {
    const m = await memberOf(account);
    const where = eq(loginHistory.memberId, m.id);
    const [rows, total] = await Promise.all([
      paged(db.select().from(loginHistory).where(where).orderBy(desc(loginHistory.createdAt), desc(loginHistory.id)), q),
      db.select({ n: count() }).from(loginHistory).where(where),
    ]);
    return asPage(
      rows.map((l) => ({ id: l.id.toString(), ip: l.ip, device: l.device, deviceId: l.deviceId, success: l.success, reason: l.reason, createdAt: l.createdAt.toISOString() })),
      total,
      q,
    );
  }

  /**
   * The devices he signed in from (issue #31): his successful sign-ins grouped by device code, the
   * browser's own id and whether it was the installed app (a phone's browser and the app installed
   * from it share the id, so they are two rows), most recently seen first, paged (login_history_member_idx).
   */
  async function loginDevicesOf(account: string, q: PageQuery): Promise<Paged<MemberLoginDeviceRow>> {
    const m = await memberOf(account);
    const where = and(eq(loginHistory.memberId, m.id), eq(loginHistory.success, true));
    const lastSeen = sql<Date>`max(${loginHistory.createdAt})`;
    const [rows, total] = await Promise.all([
      paged(
        db
          .select({
            device: loginHistory.device,
            deviceId: loginHistory.deviceId,
            installed: loginHistory.installed,
            logins: count(),
            firstSeen: sql<Date>`min(${loginHistory.createdAt})`.mapWith(loginHistory.createdAt),
            lastSeen: lastSeen.mapWith(loginHistory.createdAt),
            lastIp: sql<string>`(array_agg(${loginHistory.ip} order by ${loginHistory.createdAt} desc, ${loginHistory.id} desc))[1]`,
          })
          .from(loginHistory)
          .where(where)
          .groupBy(loginHistory.device, loginHistory.deviceId, loginHistory.installed)
          .orderBy(desc(lastSeen), loginHistory.device, loginHistory.deviceId, loginHistory.installed),
        q,
      ),
      db.select({ n: sql<number>`count(distinct (${loginHistory.device}, coalesce(${loginHistory.deviceId}, ''), ${loginHistory.installed}))::int` }).from(loginHistory).where(where),
    ]);
    return asPage(
      rows.map((r) => ({
        device: r.device,
        deviceId: r.deviceId,
        installed: r.installed,
        logins: Number(r.logins),
        firstSeenAt: r.firstSeen.toISOString(),
        lastSeenAt: r.lastSeen.toISOString(),
        lastIp: r.lastIp,
      })),
      total,
      q,
    );
  }

  /** The devices he turned notifications on for (issue #31; at most 5, paged all the same). */
  async function devicesOf(account: string, q: PageQuery) {
    const m = await memberOf(account);
    return listPushDevices(db, m.id, q);
  }

  async function bonusesOf(account: string, q: PageQuery): Promise<Paged<MemberBonusRow>> {
    const m = await memberOf(account);
    const where = eq(promoBonuses.memberId, m.id);
    const [rows, total] = await Promise.all([
      paged(db.select().from(promoBonuses).where(where).orderBy(desc(promoBonuses.id)), q),
      db.select({ n: count() }).from(promoBonuses).where(where),
    ]);
    return asPage(
      rows.map((b) => ({ id: b.id.toString(), kind: b.kind, period: b.period, amount: formatMoney(b.amountMilli), status: b.status, createdAt: b.createdAt.toISOString() })),
      total,
      q,
    );
  }

  /**
   * Locks (no bets, deposits, withdrawals or transfers) or unlocks a member's wallet. The wallet
   * row is locked first, so a bet or withdrawal in flight finishes before and any later one sees it.
   */
  async function setWalletLock(op: SessionOperator, account: string, locked: boolean, reason: string) {
    const m = await memberOf(account);
    const result = await db.transaction(async (tx) => {
      const [w] = await tx.select().from(wallets).where(eq(wallets.memberId, m.id)).for('update');
      if (!w) throw rejected('console.memberNotFound');
      if ((w.lockedAt !== null) === locked) throw rejected('ops.noChange');
      await tx.update(wallets).set({ lockedAt: locked ? clock.now() : null }).where(eq(wallets.memberId, m.id));
      await audit(tx, { ...byOperator(op), action: 'member.walletLock', target: m.account, before: { walletLocked: w.lockedAt !== null },
        after: { walletLocked: locked },
        detail: { reason } });
      return { account: m.account, walletLocked: locked };
    });
    // The member's open pages refresh their wallet (and read the lock) without a reload.
    await publishBalanceChanged(deps, [m.id]);
    return result;
  }

  /**
   * Resets the login or fund password to a temporary one, returned once to the operator (never
   * stored in clear nor audited); every session of the member ends, so whoever held one signs in
   * again. The member changes it himself afterwards (security centre).
   */
  async function resetPassword(op: SessionOperator, account: string, kind: 'login' | 'fund', reason: string): Promise<PasswordResetResponse> {
    const m = await memberOf(account);
    const temporary = temporaryPassword(m.account);
    const hash = await hashPassword(temporary);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(members)
        .set(kind === 'login' ? { passwordHash: hash, loginPasswordChangedAt: now } : { fundPasswordHash: hash, fundPasswordChangedAt: now })
        .where(eq(members.id, m.id));
      await revokeAllSessions(tx, sessions, m.id, now);
      await audit(tx, { ...byOperator(op), action: 'member.passwordReset', target: m.account, detail: { kind, reason, sessionsRevoked: true } });
    });
    sessions.forgetMember(m.id); // a request between the revoke and the commit may have cached one
    return { account: m.account, kind, temporary };
  }

  return { ledgerOf, betsOf, dwOf, cardsOf, loginsOf, loginDevicesOf, devicesOf, bonusesOf, setWalletLock, resetPassword };
}
