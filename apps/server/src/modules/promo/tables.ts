import { eq } from 'drizzle-orm';
import {
  invitePrizesInput,
  PROMO_TABLE_KEYS,
  signPrizesInput,
  signTiersInput,
  vipTableInput,
  type PromoTableKey,
  type PromoTableView,
  type VipLevelView,
} from '@lotus/contracts';
import {
  DEFAULT_INVITE_PRIZES,
  DEFAULT_SIGN_PRIZES,
  DEFAULT_SIGN_TIERS,
  DEFAULT_VIP_TABLE,
  formatMoney,
  parseMoney,
  SIGN_MAX_REWARD_MILLI,
  type PrizeEntry,
  type SignTier,
  type VipLevel,
} from '@lotus/engine';
import type { DbOrTx } from '../../db/client.ts';
import { promoTables } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';

/** The promotion tables in force: operator-edited rows (promo_tables) over the domain note's defaults. */
export interface PromoTables {
  vip: readonly VipLevel[];
  signTiers: readonly SignTier[];
  signPrizes: { normal: readonly PrizeEntry[]; day7: readonly PrizeEntry[] };
  invitePrizes: readonly PrizeEntry[];
}

const milli = (text: string): bigint => {
  const m = parseMoney(text);
  if (!m.ok) throw rejected('promo.tableInvalid');
  return m.milli;
};
const prizes = (rows: { weight: number; amount: string }[]): PrizeEntry[] => rows.map((r) => ({ weight: r.weight, amountMilli: milli(r.amount) }));
const prizesOut = (rows: readonly PrizeEntry[]) => rows.map((p) => ({ weight: p.weight, amount: formatMoney(p.amountMilli) }));

/** Parses an operator's table (JSON) into the engine's shape, refusing what the rules cannot use. */
export function parseTable(key: PromoTableKey, json: unknown): PromoTables[PromoTableKey] {
  const bad = () => rejected('promo.tableInvalid');
  switch (key) {
    case 'vip': {
      const p = vipTableInput.safeParse(json);
      if (!p.success) throw bad();
      const rows = p.data
        .map((r) => ({ level: r.level, depositMilli: milli(r.deposit), validBetMilli: milli(r.validBet), upBonusMilli: milli(r.upBonus), weeklyMilli: milli(r.weekly), monthlyMilli: milli(r.monthly) }))
        .sort((a, b) => a.level - b.level);
      // Levels 0…n without gaps, thresholds rising with the level.
      if (rows.some((r, i) => r.level !== i || (i > 0 && (r.depositMilli < rows[i - 1]!.depositMilli || r.validBetMilli < rows[i - 1]!.validBetMilli)))) throw bad();
      return rows;
    }
    case 'signTiers': {
      const p = signTiersInput.safeParse(json);
      if (!p.success) throw bad();
      return p.data.map((t) => ({ tier: t.tier, validBetMilli: milli(t.validBet), chances: t.chances, multiplier: t.multiplier }));
    }
    case 'signPrizes': {
      const p = signPrizesInput.safeParse(json);
      if (!p.success || p.data.normal.every((r) => r.weight === 0) || p.data.day7.every((r) => r.weight === 0)) throw bad();
      return { normal: prizes(p.data.normal), day7: prizes(p.data.day7) };
    }
    case 'invitePrizes': {
      const p = invitePrizesInput.safeParse(json);
      if (!p.success || p.data.every((r) => r.weight === 0)) throw bad();
      return prizes(p.data);
    }
  }
}

export function tableOut(key: 'vip', t: PromoTables): VipLevelView[];
export function tableOut(key: PromoTableKey, t: PromoTables): PromoTableView;
export function tableOut(key: PromoTableKey, t: PromoTables): PromoTableView {
  switch (key) {
    case 'vip':
      return t.vip.map((l) => ({ level: l.level, deposit: formatMoney(l.depositMilli), validBet: formatMoney(l.validBetMilli), upBonus: formatMoney(l.upBonusMilli), weekly: formatMoney(l.weeklyMilli), monthly: formatMoney(l.monthlyMilli) }));
    case 'signTiers':
      return t.signTiers.map((s) => ({ tier: s.tier, validBet: formatMoney(s.validBetMilli), chances: s.chances, multiplier: s.multiplier }));
    case 'signPrizes':
      return { normal: prizesOut(t.signPrizes.normal), day7: prizesOut(t.signPrizes.day7), maxReward: formatMoney(SIGN_MAX_REWARD_MILLI) };
    case 'invitePrizes':
      return prizesOut(t.invitePrizes);
  }
}

export { prizesOut };

export async function loadTables(db: DbOrTx): Promise<PromoTables> {
  const rows = await db.select().from(promoTables);
  const t: PromoTables = { vip: DEFAULT_VIP_TABLE, signTiers: DEFAULT_SIGN_TIERS, signPrizes: DEFAULT_SIGN_PRIZES, invitePrizes: DEFAULT_INVITE_PRIZES };
  for (const r of rows) {
    if (!(PROMO_TABLE_KEYS as readonly string[]).includes(r.key)) continue;
    try {
      (t as unknown as Record<string, unknown>)[r.key] = parseTable(r.key as PromoTableKey, r.value);
    } catch {
      // A row that no longer parses keeps the default rather than stopping every promotion.
    }
  }
  return t;
}

export async function saveTable(db: DbOrTx, key: PromoTableKey, json: unknown): Promise<void> {
  parseTable(key, json);
  await db
    .insert(promoTables)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: promoTables.key, set: { value: json, updatedAt: new Date() } });
}

export const tableRow = (db: DbOrTx, key: string) => db.select().from(promoTables).where(eq(promoTables.key, key));
