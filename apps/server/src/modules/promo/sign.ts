import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PROMO_LIMITS, PushType, type LedgerType, pushTopics, type SignDetailView, type SignDrawView, type SignStatusView } from '@lotus/contracts';
import {
  fromHex,
  formatMoney,
  nextStreakDay,
  parseLocalDate,
  promoDrawBytes,
  SIGN_MAX_REWARD_MILLI,
  signDrawOutcome,
  signTierFor,
  toHex,
  type PrizeEntry,
} from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { promoDraws, promoSeeds, promoSignIns, promoValidBets, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/index.ts';
import { addTurnoverRequired } from '../wallet/index.ts';
import { loadSettings } from '../settings/index.ts';
import { promotionsBarred } from './barred.ts';
import type { Clock } from '../../deps.ts';
import { businessDay, businessDayEnd, previousDay } from './calendar.ts';
import { loadTables, prizesOut } from './tables.ts';
import { refuseLockedWallet } from '../ledger/index.ts';

type DrawRow = typeof promoDraws.$inferSelect;

/**
 * The server seed of a kind's business day: created once (a second node's insert does nothing),
 * its SHA-256 shown while the day runs, the seed itself once the day is over.
 */
export async function daySeed(db: DbOrTx, kind: string, day: string): Promise<{ seed: string; commitment: string }> {
  const seed = randomBytes(32).toString('hex');
  const commitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
  await db.insert(promoSeeds).values({ kind, day, seed, commitment }).onConflictDoNothing();
  const [row] = await db.select().from(promoSeeds).where(and(eq(promoSeeds.kind, kind), eq(promoSeeds.day, day)));
  return { seed: row!.seed, commitment: row!.commitment };
}

/** A draw with what verifies it; the seed only once its day is over. */
export async function drawViews(db: DbOrTx, rows: DrawRow[], today: string): Promise<SignDrawView[]> {
  const seeds = new Map<string, { seed: string; commitment: string }>();
  for (const r of rows) {
    const key = `${r.kind}:${r.day}`;
    if (seeds.has(key)) continue;
    const [s] = await db.select().from(promoSeeds).where(and(eq(promoSeeds.kind, r.kind), eq(promoSeeds.day, r.day)));
    if (s) seeds.set(key, s);
  }
  return rows.map((r) => {
    const s = seeds.get(`${r.kind}:${r.day}`);
    return {
      id: r.id.toString(),
      kind: r.kind === 'invite' ? 'invite' : 'sign',
      memberId: r.memberId.toString(),
      day: r.day,
      chance: r.chance,
      streak: r.streak,
      tier: r.tier,
      prizeIndex: r.prizeIndex,
      amount: formatMoney(r.amountMilli),
      hmac: r.hmac,
      commitment: s?.commitment ?? '',
      seed: s && r.day < today ? s.seed : null,
      table: r.prizeTable ? r.prizeTable.map((p) => ({ weight: p.weight, amount: formatMoney(BigInt(p.amountMilli)) })) : null,
      multiplier: r.multiplier,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The prize table as a draw row keeps it, so the draw re-derives after the operator edits the table. */
export const recordedTable = (rows: readonly PrizeEntry[]) => rows.map((p) => ({ amountMilli: p.amountMilli.toString(), weight: p.weight }));

/** Credits a draw's prize from the house 'bonuses' account with 1× turnover, under the draw's key. */
export async function creditDraw(tx: Tx, memberId: bigint, drawId: bigint, type: LedgerType, amountMilli: bigint) {
  if (amountMilli <= 0n) return;
  const moved = await moveMoney(tx, {
    idempotencyKey: `promo:draw:${drawId}`,
    type,
    from: houseAccount(HOUSE.bonuses),
    to: memberAccount(memberId),
    amount: amountMilli,
    memberId,
    refType: 'promo_draw',
    refId: drawId.toString(),
  });
  if (!moved.replayed) await addTurnoverRequired(tx, memberId, amountMilli);
}

/** `clock`: the promotions' clock (clock.ts), built once by the composition root. */
export function createSignService(deps: AppDeps, clock: Clock) {
  const { db, push, log } = deps;

  async function state(tx: DbOrTx, memberId: bigint, now: Date) {
    const s = await loadSettings(tx);
    const tz = s.platformTimeZone;
    const t = await loadTables(tx);
    const day = businessDay(now, tz);
    const recent = await tx.select().from(promoSignIns).where(eq(promoSignIns.memberId, memberId)).orderBy(desc(promoSignIns.day)).limit(7);
    const todayRow = recent.find((r) => r.day === day);
    const last = recent.find((r) => r.day < day);
    const streak = todayRow?.streak ?? nextStreakDay(last ? { day: parseLocalDate(last.day)!, streak: last.streak } : undefined, parseLocalDate(day)!);
    // The current streak's signed days: today's (if signed) and the unbroken run before it.
    const signedDays = new Map<number, string>();
    let expect = day;
    let n = todayRow ? streak : streak - 1;
    if (!todayRow) expect = previousDay(day);
    for (const r of recent) {
      if (n < 1) break;
      if (r.day !== expect) continue;
      signedDays.set(n, r.day);
      n -= 1;
      expect = previousDay(expect);
    }
    const [vb] = await tx.select({ v: promoValidBets.validMilli }).from(promoValidBets).where(and(eq(promoValidBets.memberId, memberId), eq(promoValidBets.day, day)));
    const validMilli = vb?.v ?? 0n;
    const tier = signTierFor(validMilli, t.signTiers);
    const nextTier = [...t.signTiers].sort((a, b) => (a.validBetMilli < b.validBetMilli ? -1 : 1)).find((x) => x.validBetMilli > validMilli);
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(promoDraws)
      .where(and(eq(promoDraws.memberId, memberId), eq(promoDraws.kind, 'sign'), eq(promoDraws.day, day)));
    const barred = (await promotionsBarred(tx, memberId, now)) !== null;
    const chances = todayRow && !barred ? (tier?.chances ?? 0) : 0;
    const usedN = Number(used?.n ?? 0);
    const view: SignStatusView = {
      day,
      signedToday: todayRow !== undefined,
      streak,
      calendar: Array.from({ length: 7 }, (_, i) => ({ streak: i + 1, signed: signedDays.has(i + 1), day: signedDays.get(i + 1) ?? null })),
      validBet: formatMoney(validMilli),
      tier: tier?.tier ?? 0,
      chances,
      used: usedN,
      left: Math.max(0, chances - usedN),
      nextTier: nextTier ? { tier: nextTier.tier, validBet: formatMoney(nextTier.validBetMilli) } : null,
      endsAt: businessDayEnd(day, tz).toISOString(),
      barred,
    };
    return { view, tables: t, tierRow: tier, day };
  }

  async function status(memberId: bigint): Promise<SignStatusView> {
    return (await state(db, memberId, clock.now())).view;
  }

  async function detail(memberId: bigint): Promise<SignDetailView> {
    const now = clock.now();
    const { view, tables, day } = await state(db, memberId, now);
    const { commitment } = await daySeed(db, 'sign', day);
    const rows = await db
      .select()
      .from(promoDraws)
      .where(and(eq(promoDraws.memberId, memberId), eq(promoDraws.kind, 'sign')))
      .orderBy(desc(promoDraws.id))
      .limit(PROMO_LIMITS.draws);
    return {
      ...view,
      tiers: tables.signTiers.map((x) => ({ tier: x.tier, validBet: formatMoney(x.validBetMilli), chances: x.chances, multiplier: x.multiplier })),
      prizes: prizesOut(view.streak === 7 ? tables.signPrizes.day7 : tables.signPrizes.normal),
      day7Prizes: prizesOut(tables.signPrizes.day7),
      normalPrizes: prizesOut(tables.signPrizes.normal),
      maxReward: formatMoney(SIGN_MAX_REWARD_MILLI),
      commitment,
      draws: await drawViews(db, rows, day),
    };
  }

  /** One sign-in per business day (the primary key refuses a second, also from a concurrent request). */
  async function doSign(memberId: bigint): Promise<SignStatusView> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      if ((await promotionsBarred(tx, memberId, now)) !== null) throw rejected('promo.barred');
      const { view, day } = await state(tx, memberId, now);
      if (view.signedToday) throw rejected('promo.signedAlready');
      const inserted = await tx.insert(promoSignIns).values({ memberId, day, streak: view.streak, createdAt: now }).onConflictDoNothing().returning();
      if (inserted.length === 0) throw rejected('promo.signedAlready');
      return (await state(tx, memberId, now)).view;
    });
  }

  /**
   * Uses the next of today's chances: outcome = the prize HMAC(day seed, "member:day:chance")
   * picks (engine signDrawOutcome), credited at once with 1× turnover. The unique (member, kind,
   * day, chance) row makes a concurrent second request fail rather than draw twice.
   */
  async function draw(memberId: bigint) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      if ((await promotionsBarred(tx, memberId, now)) !== null) throw rejected('promo.barred');
      await refuseLockedWallet(tx, memberId);
      const { view, tables, tierRow, day } = await state(tx, memberId, now);
      if (!view.signedToday) throw rejected('promo.signFirst');
      if (!tierRow || view.left <= 0) throw rejected('promo.noChances');
      const chance = view.used + 1;
      const { seed } = await daySeed(tx, 'sign', day);
      const bytes = promoDrawBytes(fromHex(seed)!, memberId.toString(), day, chance);
      const outcome = signDrawOutcome(bytes, view.streak, tierRow.multiplier, tables.signPrizes);
      const table = view.streak === 7 ? tables.signPrizes.day7 : tables.signPrizes.normal;
      const [row] = await tx
        .insert(promoDraws)
        .values({ memberId, kind: 'sign', day, chance, streak: view.streak, tier: tierRow.tier, prizeIndex: outcome.index, amountMilli: outcome.amountMilli, hmac: toHex(bytes), prizeTable: recordedTable(table), multiplier: tierRow.multiplier, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) throw rejected('promo.drawBusy');
      await creditDraw(tx, memberId, row.id, 'sign_prize', outcome.amountMilli);
      const [w] = await tx.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId));
      const [v] = await drawViews(tx, [row], day);
      return { draw: v!, balance: formatMoney(w?.balance ?? 0n), left: view.left - 1 };
    });
    await push.publish(pushTopics.member(memberId), { type: PushType.BALANCE, data: {}, at: now.getTime() }).catch((err: unknown) => log.warn({ err }, 'push failed'));
    return result;
  }

  return { status, detail, doSign, draw };
}
