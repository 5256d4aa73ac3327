import { and, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { BonusStatus, DEPOSIT_BONUS_LEDGER_TYPES, DwKind, DwStatus, type DepositBonusKindValue, type DepositRuleView } from '@lotus/contracts';
import { formatMoney, formatPercentBp, pickDepositBonus, type DepositBonusRule } from '@lotus/engine';
import { translate, type Language } from '@lotus/i18n';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { dwOrders, promoBonuses, promoDepositRules, promoMembers } from '../../db/schema.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/index.ts';
import { addTurnoverRequired } from '../wallet/index.ts';
import { DEFAULT_HOST } from '../platform/index.ts';
import { promotionsBarred } from './barred.ts';
import { amountText, decimalText, say } from '../../lib/texts.ts';

export type DepositRuleRow = typeof promoDepositRules.$inferSelect;
type BonusRow = typeof promoBonuses.$inferSelect;

/** The engine's view of a stored rule. */
export const engineRule = (r: DepositRuleRow): DepositBonusRule & { row: DepositRuleRow } => ({
  kind: r.kind as DepositBonusKindValue,
  percentBp: r.percentBp,
  capMilli: r.capMilli,
  minDepositMilli: r.minDepositMilli,
  turnoverMultiple: r.turnoverMultiple,
  row: r,
});

/** In force at `now`: enabled, started and not ended. */
export const ruleInForce = (r: DepositRuleRow, now: Date) => r.enabled && r.startAt <= now && (r.endAt === null || r.endAt > now);

export function depositRuleView(r: DepositRuleRow, now: Date, stats?: { paid: number; total: bigint }): DepositRuleView {
  return {
    id: r.id.toString(),
    host: r.host,
    kind: r.kind as DepositBonusKindValue,
    percent: formatPercentBp(r.percentBp),
    cap: formatMoney(r.capMilli),
    minDeposit: formatMoney(r.minDepositMilli),
    turnoverMultiple: r.turnoverMultiple,
    review: r.review,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt?.toISOString() ?? null,
    enabled: r.enabled,
    inForce: ruleInForce(r, now),
    paid: stats?.paid ?? 0,
    paidTotal: formatMoney(stats?.total ?? 0n),
  };
}


/**
 * What a deposit promotion's card says, in the reader's language, from the rule's figures alone
 * (issue #27: the card offers exactly what the rule pays): who earns, the percent, the cap, the
 * minimum deposit, when it is paid, and the turnover before withdrawal.
 */
export function depositOfferText(r: DepositRuleRow, lang: Language): string {
  const figures = { min: amountText(r.minDepositMilli), percent: decimalText(formatPercentBp(r.percentBp)), cap: amountText(r.capMilli) };
  return [
    say(lang, `pages.promo.offer.${r.kind}`, figures),
    translate(lang, r.review ? 'pages.promo.offer.review' : 'pages.promo.offer.auto'),
    r.turnoverMultiple > 0 ? translate(lang, 'pages.promo.offer.turnover', { multiple: r.turnoverMultiple }) : translate(lang, 'pages.promo.offer.noTurnover'),
  ].join(' ');
}

/**
 * Pays a paid deposit bonus row: the ledger credits it from the house 'bonuses' account under the
 * bonus's key and its own type (first_deposit_bonus, reload_bonus), and its turnover is added to
 * the withdrawal requirement, both only once (a replay of the move adds nothing).
 */
export async function creditDepositBonus(tx: Tx, b: BonusRow): Promise<void> {
  const moved = await moveMoney(tx, {
    idempotencyKey: `promo:bonus:${b.id}`,
    type: DEPOSIT_BONUS_LEDGER_TYPES[b.kind as DepositBonusKindValue],
    from: houseAccount(HOUSE.bonuses),
    to: memberAccount(b.memberId),
    amount: b.amountMilli,
    memberId: b.memberId,
    refType: 'bonus',
    refId: b.id.toString(),
  });
  if (!moved.replayed && b.turnoverMilli) await addTurnoverRequired(tx, b.memberId, b.turnoverMilli);
}

/** The deposit rules that apply on a site (its own and every site's) at `now`. */
export async function rulesInForce(db: DbOrTx, host: string | null, now: Date): Promise<DepositRuleRow[]> {
  const hosts = host && host !== DEFAULT_HOST ? [host, DEFAULT_HOST] : [DEFAULT_HOST];
  return db
    .select()
    .from(promoDepositRules)
    .where(
      and(
        eq(promoDepositRules.enabled, true),
        inArray(promoDepositRules.host, hosts),
        lte(promoDepositRules.startAt, now),
        or(isNull(promoDepositRules.endAt), gt(promoDepositRules.endAt, now)),
      ),
    )
    .orderBy(promoDepositRules.id);
}

/**
 * In the transaction that approves a deposit (issue #27): the deposit promotion it earns, if any
 * — first deposit when the member has no other approved deposit, reload otherwise — is recorded
 * once per deposit (the bonus row is unique per member, kind and order; a member has at most one
 * first-deposit bonus) and, for an automatic rule, credited at once; a review rule's bonus waits
 * in the console's bonus review. Accounts barred from promotions, and advanced supreme
 * ones, earn nothing.
 */
export async function payDepositBonus(
  tx: Tx,
  order: { id: bigint; orderNo: string; memberId: bigint; amount: bigint; host: string | null },
  now: Date,
): Promise<BonusRow | undefined> {
  const rules = await rulesInForce(tx, order.host, now);
  if (rules.length === 0) return undefined;
  if ((await promotionsBarred(tx, order.memberId, now)) !== null) return undefined;
  // Advanced supreme is excluded from the bonus activity (docs/product.md §6), deposit promotions included.
  const [pm] = await tx.select({ supreme: promoMembers.supreme }).from(promoMembers).where(eq(promoMembers.memberId, order.memberId));
  if (pm?.supreme) return undefined;
  const [prior] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(dwOrders)
    .where(and(eq(dwOrders.memberId, order.memberId), eq(dwOrders.kind, DwKind.DEPOSIT), eq(dwOrders.status, DwStatus.COMPLETED), ne(dwOrders.id, order.id)));
  const pick = pickDepositBonus(rules.map(engineRule), order.amount, Number(prior?.n ?? 0));
  if (!pick) return undefined;
  const rule = pick.rule.row;
  const [b] = await tx
    .insert(promoBonuses)
    .values({
      memberId: order.memberId,
      kind: rule.kind,
      period: order.orderNo,
      level: 0,
      amountMilli: pick.bonusMilli,
      ruleId: rule.id,
      turnoverMilli: pick.turnoverMilli,
      status: rule.review ? BonusStatus.PENDING_REVIEW : BonusStatus.CLAIMED,
      claimedAt: rule.review ? null : now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (b && !rule.review) await creditDepositBonus(tx, b);
  return b;
}

/** Bonuses each rule paid or queued (not rejected), and their total. */
export async function ruleStats(db: DbOrTx): Promise<Map<bigint, { paid: number; total: bigint }>> {
  const rows = await db
    .select({ id: promoBonuses.ruleId, n: sql<number>`count(*)::int`, s: sql<string>`coalesce(sum(${promoBonuses.amountMilli}), 0)::text` })
    .from(promoBonuses)
    .where(and(sql`${promoBonuses.ruleId} is not null`, ne(promoBonuses.status, BonusStatus.REJECTED)))
    .groupBy(promoBonuses.ruleId);
  return new Map(rows.map((r) => [r.id!, { paid: Number(r.n), total: BigInt(r.s) }]));
}

export const allDepositRules = (db: DbOrTx) => db.select().from(promoDepositRules).orderBy(desc(promoDepositRules.id));
