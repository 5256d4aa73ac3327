import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { asLedgerType, BONUS_CLAIM_DAYS, BonusStatus, DEPOSIT_BONUS_KINDS, PushType, pushTopics, type BonusView, type MemberVipView } from '@lotus/contracts';
import { formatMoney, levelsPassed, payoutOf, periodBonusEarned, vipLevelFor, formatLocalDate, addDays, type LocalDate } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { members, promoBonuses, promoMembers, promoRuns, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/index.ts';
import { addTurnoverRequired } from '../wallet/index.ts';
import { loadSettings } from '../settings/index.ts';
import { promotionsBarred } from './barred.ts';
import type { Clock } from '../../deps.ts';
import { instantOf, localDate, localParts } from './calendar.ts';
import { loadTables, type PromoTables } from './tables.ts';
import { refuseLockedWallet } from '../ledger/index.ts';
import { creditDepositBonus } from './deposit.ts';
import { publishBalanceChanged } from '../ledger/index.ts';
import { audit } from '../audit/index.ts';

const DAY_MS = 86_400_000;
/** Members per generation transaction. */
export const GENERATION_BATCH = 500;
/** Monday's generation runs from 03:00 platform time (issue #15). */
export const GENERATION_HOUR = 3;

/**
 * When Monday `day`'s generation may run: GENERATION_HOUR platform time that Monday, once the
 * period's last business day (02:00–02:00) is over. Neither the scheduler nor an operator runs a
 * period before it ends (issue #26): it would pay on a part of the period and close it.
 */
export function generationOpensAt(day: LocalDate, timeZone: string): Date {
  return instantOf(day, GENERATION_HOUR, timeZone);
}

type BonusRow = typeof promoBonuses.$inferSelect;

export function bonusView(b: BonusRow): BonusView {
  return {
    id: b.id.toString(),
    kind: b.kind as BonusView['kind'],
    period: b.period,
    level: b.level,
    amount: formatMoney(b.amountMilli),
    status: b.status,
    reason: b.reason,
    claimableUntil: b.claimableUntil?.toISOString() ?? null,
    claimedAt: b.claimedAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
    turnover: b.turnoverMilli === null ? null : formatMoney(b.turnoverMilli),
  };
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Lifetime completed deposits and lifetime valid bet of some members; with `until`, only what
 * happened before that instant (deposits approved before it, valid bets of days up to `lastDay`).
 */
async function lifetime(
  db: DbOrTx,
  memberIds: bigint[],
  until?: { before: Date; lastDay: string },
): Promise<Map<bigint, { deposit: bigint; valid: bigint }>> {
  const out = new Map<bigint, { deposit: bigint; valid: bigint }>(memberIds.map((m) => [m, { deposit: 0n, valid: 0n }]));
  if (memberIds.length === 0) return out;
  const ids = sql.join(memberIds.map((m) => sql`${m}::bigint`), sql`, `);
  const depUntil = until ? sql` and reviewed_at < ${until.before.toISOString()}` : sql``;
  const valUntil = until ? sql` and day <= ${until.lastDay}` : sql``;
  const dep = rowsOf<{ m: string; s: string }>(
    await db.execute(sql`select member_id::text as m, sum(amount)::text as s from dw_orders where kind = 1 and status = 2 and member_id in (${ids})${depUntil} group by 1`),
  );
  const val = rowsOf<{ m: string; s: string }>(
    await db.execute(sql`select member_id::text as m, sum(valid_milli)::text as s from promo_valid_bets where member_id in (${ids})${valUntil} group by 1`),
  );
  for (const r of dep) out.get(BigInt(r.m))!.deposit = BigInt(r.s);
  for (const r of val) out.get(BigInt(r.m))!.valid = BigInt(r.s);
  return out;
}

/**
 * Re-evaluates members' VIP levels (after an approved deposit, after a settled issue): the level
 * is the highest whose lifetime thresholds are both met; there is no demotion. A rise generates
 * each passed level's up-bonus once (unique per member, kind and level), awaiting review —
 * except for advanced supreme and barred accounts, which earn none.
 */
export async function evaluateVip(tx: Tx, memberIds: Iterable<bigint>, now: Date, tables?: PromoTables): Promise<number> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return 0;
  const t = tables ?? (await loadTables(tx));
  const sums = await lifetime(tx, ids);
  const current = await tx
    .select({ id: members.id, level: members.vipLevel, supreme: promoMembers.supreme })
    .from(members)
    .leftJoin(promoMembers, eq(promoMembers.memberId, members.id))
    .where(inArray(members.id, ids));
  let generated = 0;
  for (const m of current) {
    const s = sums.get(m.id)!;
    const level = vipLevelFor(s.deposit, s.valid, t.vip);
    if (level <= m.level) continue;
    await tx.update(members).set({ vipLevel: sql`greatest(${members.vipLevel}, ${level})` }).where(eq(members.id, m.id));
    if (m.supreme || (await promotionsBarred(tx, m.id, now)) !== null) continue;
    const passed = levelsPassed(m.level, level, t.vip);
    if (passed.length === 0) continue;
    const inserted = await tx
      .insert(promoBonuses)
      .values(passed.map((l) => ({ memberId: m.id, kind: 'up', period: String(l.level), level: l.level, amountMilli: l.upBonusMilli, status: BonusStatus.PENDING_REVIEW, createdAt: now })))
      .onConflictDoNothing()
      .returning({ id: promoBonuses.id });
    generated += inserted.length;
  }
  return generated;
}

export interface GenerationOptions {
  batchSize?: number;
  /** Called after each committed batch (tests stop a run here to check a rerun). */
  afterBatch?: (batch: number) => void | Promise<void>;
}

/** `clock`: the promotions' clock (clock.ts), built once by the composition root. */
export function createVipService(deps: AppDeps, clock: Clock) {
  const { db, push, log } = deps;

  async function timeZone(tx: DbOrTx = db) {
    return (await loadSettings(tx)).platformTimeZone;
  }

  async function levelTable() {
    return (await loadTables(db)).vip;
  }

  async function memberDetail(memberId: bigint): Promise<MemberVipView> {
    const now = clock.now();
    const t = await loadTables(db);
    const [m] = await db
      .select({ level: members.vipLevel, supreme: promoMembers.supreme })
      .from(members)
      .leftJoin(promoMembers, eq(promoMembers.memberId, members.id))
      .where(eq(members.id, memberId));
    const s = (await lifetime(db, [memberId])).get(memberId)!;
    const level = m?.level ?? 0;
    const supreme = m?.supreme ?? false;
    const next = supreme ? undefined : t.vip.find((l) => l.level === level + 1);
    const rows = await db.select().from(promoBonuses).where(eq(promoBonuses.memberId, memberId)).orderBy(desc(promoBonuses.id)).limit(50);
    return {
      level,
      supreme,
      deposit: formatMoney(s.deposit),
      validBet: formatMoney(s.valid),
      next: next ? { level: next.level, deposit: formatMoney(next.depositMilli), validBet: formatMoney(next.validBetMilli) } : null,
      bonuses: rows.map((b) => bonusView(b.status === BonusStatus.CLAIMABLE && b.claimableUntil && b.claimableUntil <= now ? { ...b, status: BonusStatus.EXPIRED } : b)),
      barred: (await promotionsBarred(db, memberId, now)) !== null,
    };
  }

  /**
   * The member presses "receive" on a claimable bonus: one conditional update takes it (so two
   * concurrent claims pay once), the ledger credits it from the house 'bonuses' account under the
   * bonus's key, and 1× the amount is added to the withdrawal turnover requirement (docs/product.md §4).
   */
  async function claim(memberId: bigint, kind: string, id: bigint) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      if ((await promotionsBarred(tx, memberId, now)) !== null) throw rejected('promo.barred');
      await refuseLockedWallet(tx, memberId);
      const [b] = await tx
        .update(promoBonuses)
        .set({ status: BonusStatus.CLAIMED, claimedAt: now })
        .where(and(eq(promoBonuses.id, id), eq(promoBonuses.memberId, memberId), eq(promoBonuses.kind, kind), eq(promoBonuses.status, BonusStatus.CLAIMABLE), sql`${promoBonuses.claimableUntil} > ${now.toISOString()}`))
        .returning();
      if (!b) {
        const [old] = await tx.select().from(promoBonuses).where(and(eq(promoBonuses.id, id), eq(promoBonuses.memberId, memberId), eq(promoBonuses.kind, kind)));
        if (!old) throw rejected('promo.bonusNotFound');
        if (old.status === BonusStatus.CLAIMED) throw rejected('promo.bonusClaimed');
        if (old.status === BonusStatus.EXPIRED || (old.status === BonusStatus.CLAIMABLE && old.claimableUntil! <= now)) throw rejected('promo.bonusExpired');
        throw rejected('promo.bonusNotClaimable');
      }
      const moved = await moveMoney(tx, {
        idempotencyKey: `promo:bonus:${b.id}`,
        type: asLedgerType(`vip_${b.kind}`),
        from: houseAccount(HOUSE.bonuses),
        to: memberAccount(memberId),
        amount: b.amountMilli,
        memberId,
        refType: 'bonus',
        refId: b.id.toString(),
      });
      if (!moved.replayed) await addTurnoverRequired(tx, memberId, b.amountMilli);
      const [w] = await tx.select().from(wallets).where(eq(wallets.memberId, memberId));
      return { bonus: bonusView(b), balance: formatMoney(w!.balance), turnoverRequired: formatMoney(w!.turnoverRequiredMilli) };
    });
    await push.publish(pushTopics.member(memberId), { type: PushType.BALANCE, data: {}, at: now.getTime() }).catch((err: unknown) => log.warn({ err }, 'push failed'));
    return result;
  }

  /** Claimable bonuses not received within BONUS_CLAIM_DAYS expire. */
  async function expire(now = clock.now()): Promise<number> {
    const rows = await db
      .update(promoBonuses)
      .set({ status: BonusStatus.EXPIRED })
      .where(and(eq(promoBonuses.status, BonusStatus.CLAIMABLE), lte(promoBonuses.claimableUntil, now)))
      .returning({ id: promoBonuses.id });
    return rows.length;
  }

  /**
   * Monday's generation (domain §2.2 item 5): the monthly bonus on the first Monday of a month,
   * otherwise the weekly bonus for the week that ended. Idempotent: the run row (kind, period) is
   * taken once; members are walked in id order in batches, each batch one transaction that
   * inserts its bonuses (`on conflict do nothing`) and adds what it inserted to the run's figures;
   * a rerun after a crash or on a second node generates only what is missing. Returns the run.
   */
  async function generate(today: LocalDate, options: GenerationOptions = {}) {
    const payout = payoutOf(today);
    if (!payout) return null;
    const tz = await timeZone();
    const now = clock.now();
    const opens = generationOpensAt(today, tz);
    if (now < opens) {
      const at = localParts(opens, tz);
      const time = `${formatLocalDate(today)} ${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
      throw rejected('promo.periodNotOver', { period: payout.period, time });
    }
    const t = await loadTables(db);
    await db.insert(promoRuns).values({ kind: payout.kind, period: payout.period, startedAt: now }).onConflictDoNothing();
    const [run] = await db.select().from(promoRuns).where(and(eq(promoRuns.kind, payout.kind), eq(promoRuns.period, payout.period)));
    if (!run || run.status === 2) return run ?? null;
    const from = instantOf(payout.from, 0, tz);
    const to = instantOf(addDays(payout.to, 1), 0, tz);
    const fromDay = formatLocalDate(payout.from);
    const toDay = formatLocalDate(payout.to);
    const size = options.batchSize ?? GENERATION_BATCH;
    let cursor = 0n;
    for (let batch = 1; ; batch++) {
      const done = await db.transaction(async (tx) => {
        const candidates = await tx
          .select({ id: members.id, level: members.vipLevel })
          .from(members)
          .leftJoin(promoMembers, eq(promoMembers.memberId, members.id))
          .where(and(sql`${members.id} > ${cursor}`, sql`${members.vipLevel} >= 1`, sql`coalesce(${promoMembers.supreme}, false) = false`))
          .orderBy(members.id)
          .limit(size);
        if (candidates.length === 0) return true;
        cursor = candidates[candidates.length - 1]!.id;
        const ids = sql.join(candidates.map((c) => sql`${c.id}::bigint`), sql`, `);
        const dep = new Map(
          rowsOf<{ m: string; s: string }>(
            await tx.execute(sql`select member_id::text as m, sum(amount)::text as s from dw_orders
              where kind = 1 and status = 2 and member_id in (${ids}) and reviewed_at >= ${from.toISOString()} and reviewed_at < ${to.toISOString()} group by 1`),
          ).map((r) => [r.m, BigInt(r.s)]),
        );
        const val = new Map(
          rowsOf<{ m: string; s: string }>(
            await tx.execute(sql`select member_id::text as m, sum(valid_milli)::text as s from promo_valid_bets
              where member_id in (${ids}) and day >= ${fromDay} and day <= ${toDay} group by 1`),
          ).map((r) => [r.m, BigInt(r.s)]),
        );
        // The level at the period's end (domain §2.2 item 5), not the one reached since: lifetime
        // sums are monotonic and there is no demotion, so it is the level those sums then gave.
        const atEnd = await lifetime(tx, candidates.map((c) => c.id), { before: to, lastDay: toDay });
        const values: (typeof promoBonuses.$inferInsert)[] = [];
        for (const c of candidates) {
          const s = atEnd.get(c.id)!;
          const level = Math.min(c.level, vipLevelFor(s.deposit, s.valid, t.vip));
          if (level < 1) continue;
          const row = t.vip.find((l) => l.level === level);
          const amount = row ? (payout.kind === 'week' ? row.weeklyMilli : row.monthlyMilli) : 0n;
          if (!periodBonusEarned(amount, dep.get(c.id.toString()) ?? 0n, val.get(c.id.toString()) ?? 0n)) continue;
          if ((await promotionsBarred(tx, c.id, now)) !== null) continue;
          values.push({ memberId: c.id, kind: payout.kind, period: payout.period, level, amountMilli: amount, status: BonusStatus.PENDING_REVIEW, createdAt: now });
        }
        if (values.length > 0) {
          const inserted = await tx.insert(promoBonuses).values(values).onConflictDoNothing().returning({ amount: promoBonuses.amountMilli });
          const total = inserted.reduce((a, r) => a + r.amount, 0n);
          await tx
            .update(promoRuns)
            .set({ generated: sql`${promoRuns.generated} + ${inserted.length}`, totalMilli: sql`${promoRuns.totalMilli} + ${total}::bigint` })
            .where(eq(promoRuns.id, run.id));
        }
        return candidates.length < size;
      });
      if (done) break;
      await options.afterBatch?.(batch);
    }
    const [finished] = await db.update(promoRuns).set({ status: 2, finishedAt: clock.now() }).where(eq(promoRuns.id, run.id)).returning();
    return finished ?? run;
  }

  /** The scheduler's pass: from Monday 03:00 platform time the generation runs (once); claimable bonuses expire. */
  async function tick(now = clock.now()) {
    const tz = await timeZone();
    const today = localDate(now, tz);
    if (now >= generationOpensAt(today, tz)) {
      const payout = payoutOf(today);
      if (payout) {
        const [run] = await db.select({ status: promoRuns.status }).from(promoRuns).where(and(eq(promoRuns.kind, payout.kind), eq(promoRuns.period, payout.period)));
        if (!run || run.status !== 2) await generate(today);
      }
    }
    return expire(now);
  }

  // ---------------------------------------------------------------- console review

  async function review(operatorId: bigint, ids: bigint[], action: 'approve' | 'reject', reason: string | undefined) {
    const now = clock.now();
    const done = await db.transaction(async (tx) => {
      const approved =
        action === 'approve'
          ? await tx
              .update(promoBonuses)
              .set({ status: BonusStatus.CLAIMABLE, reviewedBy: operatorId, reviewedAt: now, reason: reason ?? null, claimableUntil: new Date(now.getTime() + BONUS_CLAIM_DAYS * DAY_MS) })
              .where(and(inArray(promoBonuses.id, ids), eq(promoBonuses.status, BonusStatus.PENDING_REVIEW)))
              .returning()
          : await tx
              .update(promoBonuses)
              .set({ status: BonusStatus.REJECTED, reviewedBy: operatorId, reviewedAt: now, reason: reason ?? null })
              .where(and(inArray(promoBonuses.id, ids), eq(promoBonuses.status, BonusStatus.PENDING_REVIEW)))
              .returning();
      // A deposit promotion's bonus is paid when approved (issue #27): the member asked for
      // nothing more than his deposit, so there is nothing for him to receive by hand.
      const done: BonusRow[] = [];
      // Wallets in member id order, as every multi-member credit takes them.
      for (const b of [...approved].sort((x, y) => (x.memberId < y.memberId ? -1 : x.memberId > y.memberId ? 1 : 0))) {
        if (action !== 'approve' || !(DEPOSIT_BONUS_KINDS as readonly string[]).includes(b.kind)) {
          done.push(b);
          continue;
        }
        const [paid] = await tx.update(promoBonuses).set({ status: BonusStatus.CLAIMED, claimedAt: now, claimableUntil: null }).where(eq(promoBonuses.id, b.id)).returning();
        await creditDepositBonus(tx, paid!);
        done.push(paid!);
      }
      if (done.length > 0)
        await audit(tx, 
          done.map((b) => ({
            actorKind: 'operator',
            actorId: operatorId.toString(),
            action: `promo.bonus.${action}`,
            target: `bonus:${b.id}`,
            detail: { memberId: b.memberId.toString(), kind: b.kind, period: b.period, amount: formatMoney(b.amountMilli), reason: reason ?? null },
          })),
        );
      return done;
    });
    const paid = new Set(done.filter((b) => b.status === BonusStatus.CLAIMED).map((b) => b.memberId));
    if (paid.size > 0) await publishBalanceChanged(deps, [...paid]);
    return done;
  }

  return { levelTable, memberDetail, claim, expire, generate, tick, review, timeZone };
}

export type VipService = ReturnType<typeof createVipService>;
