import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, roleAllows } from '@lotus/contracts';
import { formatMoney, parseMoney, type Milli } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import { consoleProposals, members } from '../../db/schema.ts';
import { forbidden, rejected } from '../../lib/errors.ts';
import { requestFingerprint, sameRequest } from '../../lib/idempotency.ts';
import { applyGroupProposal } from '../agents/index.ts';
import { applyGroupOffsetProposal, GROUP_OFFSET_KIND } from '../lottery/index.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/index.ts';
import { assertSecondPerson, proposalView, secondPersonFor } from '../operators/index.ts';
import { OPERATOR_RESET_KIND, type AccessService } from './access.ts';
import { audit, byOperator } from '../audit/index.ts';
import { paged } from '../../lib/paging.ts';
import { outer } from '../../db/outer.ts';

/** The permission that confirms a proposal of `kind` (as `decideProposal` checks it). */
export function confirmPermission(kind: string): string {
  if (kind === GROUP_OFFSET_KIND) return 'lottery.manage';
  if (kind === OPERATOR_RESET_KIND) return '*';
  if (kind === 'member.group') return 'agent.manage';
  return 'member.adjust';
}

/**
 * Manual balance adjustments and the two-person proposals (the deposits' review: modules/deposits;
 * the settings' calls: modules/settings). A proposal's decision is a conditional update (only a proposal still
 * pending moves), so two operators acting at once cannot both confirm, and the money move's
 * idempotency key is the proposal's.
 */
export function createConsoleService(deps: AppDeps, access: AccessService) {
  const { db, clock } = deps;

  /**
   * Balance adjustment, two-person rule (issue #16): one operator proposes a credit (positive) or
   * debit (negative) with a reason; another confirms it and only then does money move.
   */
  async function proposeAdjust(
    op: SessionOperator,
    account: string,
    amount: Milli,
    reason: string,
    requestId: string | undefined,
  ) {
    const member = await db.query.members.findFirst({ where: eq(members.account, account) });
    if (!member) throw rejected('console.memberNotFound');
    return db.transaction(async (tx) => {
      const key = `adjust:${op.operatorId}:${requestId ?? randomUUID()}`;
      const fingerprint = requestFingerprint('adjust', { account: member.account, amount, reason });
      const existing = await tx.query.consoleProposals.findFirst({
        where: and(eq(consoleProposals.kind, 'member.adjust'), sql`${consoleProposals.payload}->>'key' = ${key}`),
      });
      if (existing) return proposalView(sameRequest({ ...existing, requestHash: existing.payload.fingerprint ?? null }, fingerprint), true);
      const [row] = await tx
        .insert(consoleProposals)
        .values({
          kind: 'member.adjust',
          target: member.account,
          payload: { amount: formatMoney(amount), reason, key, fingerprint },
          proposedBy: op.operatorId,
        })
        .returning();
      await audit(tx, { ...byOperator(op), action: 'member.adjust.propose', target: member.account, after: { proposalId: row!.id.toString(), status: 'pending' },
        detail: { amount: formatMoney(amount), reason } });
      return proposalView(row!, false);
    });
  }

  async function listProposals(q: { status?: string; page: number; size: number }, viewer: SessionOperator) {
    const where = q.status ? eq(consoleProposals.status, q.status) : undefined;
    const rows = await paged(
      db
        .select({ p: consoleProposals, proposer: sql<string>`(select account from operators where id = ${outer(consoleProposals.proposedBy)})` })
        .from(consoleProposals)
        .where(where)
        .orderBy(desc(consoleProposals.id)),
      q,
    );
    const [total] = await db.select({ n: count() }).from(consoleProposals).where(where);
    const now = clock.now();
    const list = [];
    for (const r of rows) {
      const secondPerson = r.p.status === 'pending' ? await secondPersonFor(db, r.p.proposedBy, viewer, confirmPermission(r.p.kind), now) : null;
      list.push({ ...proposalView(r.p, false), proposer: r.proposer, secondPerson });
    }
    return {
      list,
      total: Number(total?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  /**
   * Confirms (by another operator than the proposer) or refuses a pending proposal. The status
   * change is conditional, so of two confirmations at once one acts and the other is refused.
   */
  /** `kind`: only a proposal of this kind (calls of another screen, e.g. the lotteries', decide only theirs). */
  async function decideProposal(op: SessionOperator, id: number, confirm: boolean, kind?: string) {
    let adjusted: bigint | null = null;
    const result = await db.transaction(async (tx) => {
      const p = await tx.query.consoleProposals.findFirst({ where: eq(consoleProposals.id, BigInt(id)) });
      if (!p || (kind !== undefined && p.kind !== kind)) throw rejected('console.proposalNotFound');
      // A lottery's prize-group offset is decided by operators who may change lotteries.
      if (p.kind === GROUP_OFFSET_KIND && !roleAllows(op.permissions, 'lottery.manage')) throw forbidden();
      if (p.status !== 'pending') throw rejected('console.proposalDecided');
      // A super admin's reset is decided by super admins only.
      if (p.kind === OPERATOR_RESET_KIND && !op.permissions.includes(ALL_PERMISSIONS)) throw forbidden();
      if (confirm) await assertSecondPerson(tx, p.proposedBy, op.operatorId, clock.now());
      const [decided] = await tx
        .update(consoleProposals)
        .set({ status: confirm ? 'confirmed' : 'refused', decidedBy: op.operatorId, decidedAt: clock.now() })
        .where(and(eq(consoleProposals.id, p.id), eq(consoleProposals.status, 'pending')))
        .returning();
      if (!decided) throw rejected('console.proposalDecided');
      if (confirm && p.kind === GROUP_OFFSET_KIND) {
        await applyGroupOffsetProposal(tx, op, p);
        return { ...proposalView(decided, false), balance: null };
      }
      if (confirm && p.kind === OPERATOR_RESET_KIND) {
        await access.confirmReset(tx, op, p);
        return { ...proposalView(decided, false), balance: null };
      }
      if (confirm && p.kind === 'member.group') {
        // A prize-group change (two-person rule): the confirmer needs the same permission.
        if (!roleAllows(op.permissions, 'agent.manage')) throw forbidden();
        await applyGroupProposal(tx, op, p);
        return { ...proposalView(decided, false), balance: null };
      }
      if (!confirm) {
        await audit(tx, { ...byOperator(op), action: `${p.kind}.refuse`, target: p.target, before: { status: 'pending' }, after: { status: 'refused' }, detail: { proposalId: p.id.toString() } });
        return { ...proposalView(decided, false), balance: null };
      }
      const member = await tx.query.members.findFirst({ where: eq(members.account, p.target) });
      if (!member) throw rejected('console.memberNotFound');
      const parsed = parseMoney((p.payload.amount ?? '').replace(/^-/, ''));
      if (!parsed.ok) throw rejected('wallet.amountInvalid');
      const credit = !(p.payload.amount ?? '').startsWith('-');
      const before = await tx.query.wallets.findFirst({ where: (x, { eq: e }) => e(x.memberId, member.id) });
      const moved = await moveMoney(tx, {
        idempotencyKey: p.payload.key ?? `proposal:${p.id}`,
        type: 'adjustment',
        from: credit ? houseAccount(HOUSE.adjustments) : memberAccount(member.id),
        to: credit ? memberAccount(member.id) : houseAccount(HOUSE.adjustments),
        amount: parsed.milli,
        memberId: member.id,
        refType: 'adjustment',
        refId: p.id.toString(),
        remark: p.payload.reason,
      });
      const w = await tx.query.wallets.findFirst({ where: (x, { eq: e }) => e(x.memberId, member.id) });
      await audit(tx, { ...byOperator(op), action: 'member.adjust', target: member.account, before: { balance: formatMoney(before?.balance ?? 0n) },
        after: { balance: formatMoney(w?.balance ?? 0n) },
        detail: { amount: p.payload.amount, reason: p.payload.reason, proposalId: p.id.toString(), moveId: moved.moveId.toString() } });
      if (!moved.replayed) adjusted = member.id;
      return { ...proposalView(decided, false), balance: formatMoney(w?.balance ?? 0n) };
    });
    if (adjusted !== null) await publishBalanceChanged(deps, [adjusted]);
    return result;
  }

  return {
    proposeAdjust,
    listProposals,
    decideProposal,
  };
}
