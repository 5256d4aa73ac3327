import { latestFirst, placedWithin, type PlacedSpan } from '../ledger/index.ts';
import { and, asc, count, desc, eq, inArray, like, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DwKind, DwStatus, MEMBER_NOTES_LISTED, type ConsoleMemberDetail, type ConsoleMemberRow, type MemberNoteView, type Paged } from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import { dwOrders, ledger, memberNotes, members, moneyMoves, operators, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { updateMember } from './repository.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { paged } from '../../lib/paging.ts';
import { audit, byOperator } from '../audit/index.ts';

/** How far up the agent chain the detail looks (agent trees are a few levels deep). */
const MAX_CHAIN = 20;

/** Members for operators: search, detail (balance, ledger, orders, agent chain), freeze. */
/** The member's latest ledger rows a member's detail shows. */
const RECENT_LEDGER_ROWS = 20;

/**
 * A member's latest ledger rows (RECENT_LEDGER_ROWS) written within `span` (ledger recentSpan;
 * null: every month). The bounds are constants, so PostgreSQL reads only the months they cover;
 * by member alone every month's ledger_member_idx was opened (issue #30).
 */
export const recentLedgerQuery = (db: DbOrTx, memberId: bigint, span: PlacedSpan | null) =>
  db
    .select({ l: ledger, type: moneyMoves.type })
    .from(ledger)
    .innerJoin(moneyMoves, eq(moneyMoves.id, ledger.moveId))
    .where(and(eq(ledger.memberId, memberId), placedWithin(ledger.createdAt, span)))
    .orderBy(desc(ledger.id))
    .limit(RECENT_LEDGER_ROWS);

export function createConsoleMembersService(deps: AppDeps, sessions: SessionCache) {
  const { db } = deps;

  const row = (m: typeof members.$inferSelect, balance: bigint | null): ConsoleMemberRow => ({
    account: m.account,
    nickname: m.nickname,
    memberType: m.memberType,
    status: m.status,
    balance: formatMoney(balance ?? 0n),
    createdAt: m.createdAt.toISOString(),
    lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: m.lastLoginIp,
  });

  async function search(q: { q?: string; status?: number; page: number; size: number }): Promise<Paged<ConsoleMemberRow>> {
    const where: SQL[] = [];
    if (q.q) where.push(like(members.account, `${q.q}%`));
    if (q.status) where.push(eq(members.status, q.status));
    const [rows, total] = await Promise.all([
      paged(
        db
          .select({ m: members, balance: wallets.balance })
          .from(members)
          .leftJoin(wallets, eq(wallets.memberId, members.id))
          .where(and(...where))
          .orderBy(desc(members.id)),
        q,
      ),
      db.select({ n: count() }).from(members).where(and(...where)),
    ]);
    return { list: rows.map((r) => row(r.m, r.balance)), total: Number(total[0]?.n ?? 0), page: q.page, size: q.size };
  }

  async function detail(account: string): Promise<ConsoleMemberDetail> {
    const m = await db.query.members.findFirst({ where: eq(members.account, account) });
    if (!m) throw rejected('console.memberNotFound');
    const [w, moves, orders, held] = await Promise.all([
      db.query.wallets.findFirst({ where: eq(wallets.memberId, m.id) }),
      (async () => {
        // The recent window first; every month only for a member with fewer rows there.
        return latestFirst((span) => recentLedgerQuery(db, m.id, span), deps.clock.now(), RECENT_LEDGER_ROWS);
      })(),
      db.select().from(dwOrders).where(eq(dwOrders.memberId, m.id)).orderBy(desc(dwOrders.id)).limit(10),
      // What his withdrawals not yet paid or rejected hold: a request moves its amount out of his
      // wallet to the house 'withdrawals' account at once (withdrawals/service.ts), so his balance
      // no longer shows it.
      db
        .select({ milli: sum(dwOrders.amount) })
        .from(dwOrders)
        .where(and(eq(dwOrders.memberId, m.id), eq(dwOrders.kind, DwKind.WITHDRAWAL), inArray(dwOrders.status, [DwStatus.PROCESSING, DwStatus.SUBMITTED]))),
    ]);
    // The chain from the top agent down to him: one read of the ids on his materialised path.
    const ids = m.path.split('/').filter(Boolean).slice(-(MAX_CHAIN + 1)).map((x) => BigInt(x));
    const chainRows = ids.length
      ? await db
          .select({ account: members.account, memberType: members.memberType, group: members.prizeGroup, depth: members.depth })
          .from(members)
          .where(inArray(members.id, ids))
          .orderBy(asc(members.depth))
      : [];
    const chain = chainRows.filter((c) => c.account !== m.account);
    const agentChain = chain.map((c) => c.account).reverse();
    return {
      ...row(m, w?.balance ?? 0n),
      realName: m.realName,
      mobile: m.mobile ? `${m.mobile.slice(0, 3)}****${m.mobile.slice(-2)}` : null,
      frozen: formatMoney(BigInt(held[0]?.milli ?? 0)),
      turnover: formatMoney(w?.turnoverMilli ?? 0n),
      turnoverRequired: formatMoney(w?.turnoverRequiredMilli ?? 0n),
      agentChain,
      chain,
      prizeGroup: m.prizeGroup,
      vipLevel: m.vipLevel,
      hasFundPwd: m.fundPasswordHash !== null,
      walletLocked: w?.lockedAt != null,
      ledger: moves.map((x) => ({
        id: x.l.id.toString(),
        type: x.type,
        amount: formatMoney(x.l.amount),
        balanceAfter: formatMoney(x.l.balanceAfter),
        createdAt: x.l.createdAt.toISOString(),
      })),
      orders: orders.map((o) => ({ orderNo: o.orderNo, type: o.kind, status: o.status, amount: formatMoney(o.amount), createdAt: o.createdAt.toISOString() })),
    };
  }

  /** Freezes (2) or reactivates (1) a member, with a reason; a frozen member's sessions stop working. */
  async function setStatus(op: SessionOperator, account: string, status: number, reason: string) {
    return db.transaction(async (tx) => {
      const m = await tx.query.members.findFirst({ where: eq(members.account, account) });
      if (!m) throw rejected('console.memberNotFound');
      if (m.status === status) throw rejected('ops.noChange');
      // A frozen member's cached sessions stop at once on this node (others within seconds).
      sessions.forgetMember(m.id);
      await updateMember(tx, m.id, { status });
      await audit(tx, { ...byOperator(op), action: 'member.status', target: m.account, before: { status: m.status }, after: { status }, detail: { reason } });
      return { account: m.account, status };
    });
  }

  async function memberIdOf(account: string): Promise<bigint> {
    const m = await db.query.members.findFirst({ where: eq(members.account, account), columns: { id: true } });
    if (!m) throw rejected('console.memberNotFound');
    return m.id;
  }

  /** A member's internal notes, newest first (the latest MEMBER_NOTES_LISTED). */
  async function notes(account: string): Promise<MemberNoteView[]> {
    const memberId = await memberIdOf(account);
    const rows = await db
      .select({ n: memberNotes, operator: operators.account })
      .from(memberNotes)
      .leftJoin(operators, eq(operators.id, memberNotes.operatorId))
      .where(eq(memberNotes.memberId, memberId))
      .orderBy(desc(memberNotes.id))
      .limit(MEMBER_NOTES_LISTED);
    return rows.map(({ n, operator }) => ({ id: n.id.toString(), body: n.body, operator, createdAt: n.createdAt.toISOString() }));
  }

  /** Adds an internal note (append-only), audited with its text. */
  async function addNote(op: SessionOperator, account: string, body: string): Promise<MemberNoteView> {
    const memberId = await memberIdOf(account);
    return db.transaction(async (tx) => {
      const [n] = await tx.insert(memberNotes).values({ memberId, operatorId: op.operatorId, body, createdAt: deps.clock.now() }).returning();
      await audit(tx, { ...byOperator(op), action: 'member.note', target: account, after: { id: n!.id.toString(), body } });
      return { id: n!.id.toString(), body: n!.body, operator: op.account, createdAt: n!.createdAt.toISOString() };
    });
  }

  return { search, detail, setStatus, notes, addNote };
}
