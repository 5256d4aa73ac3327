import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatMoney, parseMoney, type Milli } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import { consoleProposals, members } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { requestFingerprint, sameRequest } from '../../lib/idempotency.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney, publishBalanceChanged } from '../ledger/index.ts';
import { proposalView, type ProposalKind } from '../operators/index.ts';
import { audit, byOperator } from '../audit/index.ts';

export const ADJUST_KIND = 'member.adjust';

/**
 * Manual balance adjustments under the two-person rule (issue #16): one operator proposes a credit
 * (positive) or debit (negative) with a reason; another confirms it through the proposals' queue
 * (modules/operators), which applies it by `proposalKind`, and only then does money move, through
 * the ledger, with the proposal's idempotency key.
 */
export function createAdjustmentService(deps: AppDeps) {
  const { db } = deps;

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
        where: and(eq(consoleProposals.kind, ADJUST_KIND), sql`${consoleProposals.payload}->>'key' = ${key}`),
      });
      if (existing) return proposalView(sameRequest({ ...existing, requestHash: existing.payload.fingerprint ?? null }, fingerprint), true);
      const [row] = await tx
        .insert(consoleProposals)
        .values({
          kind: ADJUST_KIND,
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

  /** A confirmed adjustment: the money moves, audited with the balance before and after; the member is told after the commit. */
  const proposalKind: ProposalKind = {
    confirmPermission: 'member.adjust',
    async apply(tx, op, p) {
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
      return {
        balance: formatMoney(w?.balance ?? 0n),
        afterCommit: moved.replayed ? undefined : () => publishBalanceChanged(deps, [member.id]),
      };
    },
  };

  return { proposeAdjust, proposalKind };
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;
