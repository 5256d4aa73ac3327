/**
 * Promotion rules (docs/product.md §13.2, §13.3): the valid bet, VIP levels
 * and their bonuses, the sign-in draw's tiers and prize tables, the invite draw's prizes, and the
 * provably fair derivation of a promotion draw. Pure: amounts are milli-units, seeds and days are
 * passed in.
 */
import type { Milli } from './money.ts';
import { ByteStream, fromHex, hmacSha256, sha256, toHex, utf8 } from './rng.ts';

// ------------------------------------------------------------------ valid bet

/** The opposite sides that hedge each other on one position (domain §2.2 item 1). */
const HEDGE_PAIRS: Readonly<Record<string, readonly [pair: string, side: 0 | 1]>> = {
  big: ['bs', 0],
  small: ['bs', 1],
  odd: ['oe', 0],
  even: ['oe', 1],
  dragon: ['dt', 0],
  tiger: ['dt', 1],
};

/**
 * The hedge group of a two-sided option: `position` names the play's row (one position of one
 * play), `optionKey` the option (its i18n key `play.opt.big` or the bare `big`). Undefined when
 * the option has no opposite side.
 */
export function hedgeSideOf(position: string, optionKey: string): { group: string; side: 0 | 1 } | undefined {
  const key = optionKey.startsWith('play.opt.') ? optionKey.slice('play.opt.'.length) : optionKey;
  const pair = HEDGE_PAIRS[key];
  return pair ? { group: `${position}:${pair[0]}`, side: pair[1] } : undefined;
}

/** One settled line of one member on one issue, as the valid bet reads it. */
export interface ValidBetLine {
  /** Won or lost (settled); anything else (cancelled, refunded, unsettled) counts nothing. */
  readonly settled: boolean;
  readonly stakeMilli: Milli;
  /** The part refunded as a push (和局): tied stakes do not count. */
  readonly refundMilli: Milli;
  /** Set for the two-sided options that have an opposite side on the same position. */
  readonly hedge?: { readonly group: string; readonly side: 0 | 1 };
}

/**
 * Valid bet of one member's lines on one issue (domain §2.2 item 1): the stake of settled won or
 * lost lines, less pushes; on a position where both opposite sides were bought (big and small,
 * odd and even, dragon and tiger) only the difference of the two sides counts.
 */
export function validBetOf(lines: readonly ValidBetLine[]): Milli {
  let total = 0n;
  const sides = new Map<string, [Milli, Milli]>();
  for (const l of lines) {
    if (!l.settled) continue;
    const effective = l.stakeMilli - l.refundMilli;
    if (effective <= 0n) continue;
    if (!l.hedge) {
      total += effective;
      continue;
    }
    const s = sides.get(l.hedge.group) ?? [0n, 0n];
    s[l.hedge.side] += effective;
    sides.set(l.hedge.group, s);
  }
  for (const [a, b] of sides.values()) total += a > b ? a - b : b - a;
  return total;
}

// ------------------------------------------------------------------ VIP

export interface VipLevel {
  readonly level: number;
  readonly depositMilli: Milli;
  readonly validBetMilli: Milli;
  readonly upBonusMilli: Milli;
  readonly weeklyMilli: Milli;
  readonly monthlyMilli: Milli;
}

// Pure: the default tables below are dropped from bundles that do not use them (the web's first page).
const u = /* #__NO_SIDE_EFFECTS__ */ (units: number): Milli => BigInt(units) * 1000n;
const lv = /* #__NO_SIDE_EFFECTS__ */ (level: number, dep: number, bet: number, up: number, week: number, month: number): VipLevel => ({
  level,
  depositMilli: u(dep),
  validBetMilli: u(bet),
  upBonusMilli: u(up),
  weeklyMilli: u(week),
  monthlyMilli: u(month),
});

/** Domain §2.2 item 6: the default table (operators edit it). */
export const DEFAULT_VIP_TABLE: readonly VipLevel[] = [
  lv(0, 0, 0, 0, 0, 0),
  lv(1, 1_000, 10_000, 18, 8, 18),
  lv(2, 5_000, 50_000, 58, 18, 38),
  lv(3, 20_000, 200_000, 188, 38, 88),
  lv(4, 50_000, 500_000, 388, 88, 188),
  lv(5, 100_000, 1_000_000, 888, 188, 388),
  lv(6, 300_000, 3_000_000, 1_888, 388, 888),
  lv(7, 800_000, 8_000_000, 3_888, 888, 1_888),
  lv(8, 1_500_000, 15_000_000, 8_888, 1_888, 3_888),
  lv(9, 3_000_000, 30_000_000, 18_888, 3_888, 8_888),
  lv(10, 6_000_000, 60_000_000, 38_888, 8_888, 18_888),
];

/** Credit value at which an operator may make a member "advanced supreme" (docs/product.md §6, domain §2.2 item 3). */
export const SUPREME_CREDIT_VALUE = 1_000;

/** The highest level whose lifetime deposit and lifetime valid-bet thresholds are both met. */
export function vipLevelFor(depositMilli: Milli, validBetMilli: Milli, table: readonly VipLevel[]): number {
  let best = 0;
  for (const l of table) if (depositMilli >= l.depositMilli && validBetMilli >= l.validBetMilli && l.level > best) best = l.level;
  return best;
}

/** The levels whose level-up bonus a move from `from` to `to` earns: each level passed, once. */
export function levelsPassed(from: number, to: number, table: readonly VipLevel[]): VipLevel[] {
  return table.filter((l) => l.level > from && l.level <= to && l.upBonusMilli > 0n);
}

/** Weekly or monthly bonus eligibility (domain §2.2 item 5): deposits ≥ 10× and valid bet ≥ 100× the amount. */
export function periodBonusEarned(amountMilli: Milli, depositMilli: Milli, validBetMilli: Milli): boolean {
  return amountMilli > 0n && depositMilli >= amountMilli * 10n && validBetMilli >= amountMilli * 100n;
}

/** A calendar date (platform time zone) as year, month 1–12, day 1–31. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const dayNumber = (d: LocalDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
const fromDayNumber = (n: number): LocalDate => {
  const t = new Date(n * 86_400_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};
export const addDays = (d: LocalDate, days: number): LocalDate => fromDayNumber(dayNumber(d) + days);
/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (d: LocalDate): number => (((dayNumber(d) + 4) % 7) + 7) % 7;
export const formatLocalDate = (d: LocalDate): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
export function parseLocalDate(text: string): LocalDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return formatLocalDate(fromDayNumber(dayNumber(d))) === text ? d : undefined;
}
export const daysBetween = (a: LocalDate, b: LocalDate): number => dayNumber(b) - dayNumber(a);

/**
 * What Monday's generation pays (domain §2.2 item 5, docs/product.md §4): on the first Monday of a month
 * the monthly bonus for last month and no weekly bonus; on any other Monday the weekly bonus for
 * the week that ended; nothing on other days.
 */
export function payoutOf(
  today: LocalDate,
): { kind: 'week'; period: string; from: LocalDate; to: LocalDate } | { kind: 'month'; period: string; from: LocalDate; to: LocalDate } | undefined {
  if (weekdayOf(today) !== 1) return undefined;
  if (today.day <= 7) {
    const lastDay = addDays({ ...today, day: 1 }, -1);
    const from = { ...lastDay, day: 1 };
    return { kind: 'month', period: formatLocalDate(from).slice(0, 7), from, to: lastDay };
  }
  const from = addDays(today, -7);
  return { kind: 'week', period: formatLocalDate(from), from, to: addDays(today, -1) };
}

// ------------------------------------------------------------------ draws

/** A weighted prize table: weights are integers; amounts in milli-units. */
export interface PrizeEntry {
  readonly weight: number;
  readonly amountMilli: Milli;
}

/** docs/product.md §9: the largest reward of the sign-in draw. */
export const SIGN_MAX_REWARD_MILLI: Milli = 188_888n * 1000n;

export interface SignTier {
  readonly tier: number;
  readonly validBetMilli: Milli;
  readonly chances: number;
  readonly multiplier: number;
}

/** Domain §3.2 item 2. */
export const DEFAULT_SIGN_TIERS: readonly SignTier[] = [
  { tier: 1, validBetMilli: u(100), chances: 1, multiplier: 1 },
  { tier: 2, validBetMilli: u(1_000), chances: 2, multiplier: 5 },
  { tier: 3, validBetMilli: u(10_000), chances: 3, multiplier: 30 },
  { tier: 4, validBetMilli: u(100_000), chances: 4, multiplier: 200 },
  { tier: 5, validBetMilli: u(1_000_000), chances: 5, multiplier: 1_000 },
];

/** Domain §3.2 item 3: entries (before the tier multiplier) for days 1–6 and for day 7. */
export const DEFAULT_SIGN_PRIZES: { readonly normal: readonly PrizeEntry[]; readonly day7: readonly PrizeEntry[] } = {
  normal: [
    { weight: 500, amountMilli: 180n },
    { weight: 300, amountMilli: 380n },
    { weight: 150, amountMilli: 880n },
    { weight: 40, amountMilli: 1_880n },
    { weight: 9, amountMilli: 8_880n },
    { weight: 1, amountMilli: 18_880n },
  ],
  day7: [
    { weight: 500, amountMilli: 1_880n },
    { weight: 300, amountMilli: 3_880n },
    { weight: 150, amountMilli: 8_880n },
    { weight: 40, amountMilli: 18_880n },
    { weight: 9, amountMilli: 88_880n },
    { weight: 1, amountMilli: 188_888n },
  ],
};

/** Domain §3.2 item 4: invite-draw prizes, weights in thousandths of a percent. */
export const DEFAULT_INVITE_PRIZES: readonly PrizeEntry[] = [
  { weight: 60_000, amountMilli: u(8) },
  { weight: 25_000, amountMilli: u(18) },
  { weight: 10_000, amountMilli: u(38) },
  { weight: 4_000, amountMilli: u(88) },
  { weight: 900, amountMilli: u(388) },
  { weight: 100, amountMilli: u(1_888) },
];

/** The tier a day's valid bet reaches (undefined below the first). */
export function signTierFor(validBetMilli: Milli, tiers: readonly SignTier[]): SignTier | undefined {
  let best: SignTier | undefined;
  for (const t of tiers) if (validBetMilli >= t.validBetMilli && (!best || t.validBetMilli > best.validBetMilli)) best = t;
  return best;
}

/** The streak day of a sign-in: the day after the last signed one continues (1–7, then 1); any gap restarts at 1. */
export function nextStreakDay(lastSigned: { day: LocalDate; streak: number } | undefined, today: LocalDate): number {
  if (!lastSigned || daysBetween(lastSigned.day, today) !== 1) return 1;
  return lastSigned.streak >= 7 ? 1 : lastSigned.streak + 1;
}

/**
 * The 32 bytes a promotion draw is derived from: HMAC-SHA256(seed, "member:day:chance"), like a
 * house draw's HMAC(seed, "lottery:issue") (docs/product.md §4, "house draws are provably fair").
 */
export function promoDrawBytes(seed: Uint8Array, memberId: string, day: string, chance: number): Uint8Array {
  return hmacSha256(seed, utf8(`${memberId}:${day}:${chance}`));
}

/** The index of the prize a draw's bytes pick: uniform over the total weight (no modulo bias). */
export function pickWeighted(bytes: Uint8Array, table: readonly PrizeEntry[]): number {
  const total = table.reduce((a, p) => a + p.weight, 0);
  if (total < 1 || table.some((p) => !Number.isInteger(p.weight) || p.weight < 0)) throw new RangeError('pickWeighted: bad weights');
  let r = new ByteStream(bytes).uniform(total);
  for (let i = 0; i < table.length; i++) {
    r -= table[i]!.weight;
    if (r < 0) return i;
  }
  throw new Error('pickWeighted: unreachable');
}

export interface SignDrawOutcome {
  readonly index: number;
  readonly amountMilli: Milli;
}

/**
 * One sign-in draw: the prize the bytes pick from the day's table (day 7 richer) times the tier's
 * multiplier, never above the 188,888 maximum (docs/product.md §9).
 */
export function signDrawOutcome(bytes: Uint8Array, streakDay: number, multiplier: number, prizes = DEFAULT_SIGN_PRIZES): SignDrawOutcome {
  const table = streakDay === 7 ? prizes.day7 : prizes.normal;
  const index = pickWeighted(bytes, table);
  const raw = table[index]!.amountMilli * BigInt(multiplier);
  return { index, amountMilli: raw > SIGN_MAX_REWARD_MILLI ? SIGN_MAX_REWARD_MILLI : raw };
}

// ------------------------------------------------------------------ verifying a promotion draw

/** What a member is shown of one of his promotion draws, in engine units. */
export interface PromoDrawRecord {
  readonly kind: 'sign' | 'invite';
  readonly memberId: string;
  readonly day: string;
  readonly chance: number;
  /** The day's seed (hex), revealed once the day is over. */
  readonly seed: string;
  /** SHA-256 of the seed (hex), shown from the start of the day. */
  readonly commitment: string;
  /** HMAC-SHA256(seed, "member:day:chance") the server recorded (hex). */
  readonly hmac: string;
  /** The prize table the draw picked from and the tier's multiplier. */
  readonly table: readonly PrizeEntry[];
  readonly multiplier: number;
  readonly prizeIndex: number;
  readonly amountMilli: Milli;
}

/**
 * Re-derives a promotion draw from its revealed seed, as anyone can offline: the seed matches
 * the commitment shown before, the HMAC of member, day and chance matches, the prize the bytes
 * pick from the recorded table is the one drawn, and the amount is that prize times the
 * multiplier (a sign-in prize never above 188,888). Returns the failed checks; empty = verified.
 */
export function verifyPromoDraw(d: PromoDrawRecord): string[] {
  const failed: string[] = [];
  const seed = fromHex(d.seed);
  if (!seed || seed.length !== 32) return ['seed is not 32 bytes of hex'];
  if (toHex(sha256(seed)) !== d.commitment.toLowerCase()) failed.push('SHA-256 of the seed differs from the commitment');
  const bytes = promoDrawBytes(seed, d.memberId, d.day, d.chance);
  if (toHex(bytes) !== d.hmac.toLowerCase()) failed.push('HMAC of member:day:chance differs from the recorded one');
  let index: number;
  try {
    index = pickWeighted(bytes, d.table);
  } catch {
    return [...failed, 'the prize table is unusable'];
  }
  if (index !== d.prizeIndex) failed.push(`the bytes pick prize ${index}, the draw says ${d.prizeIndex}`);
  const raw = d.table[index]!.amountMilli * BigInt(d.multiplier);
  const expected = d.kind === 'sign' && raw > SIGN_MAX_REWARD_MILLI ? SIGN_MAX_REWARD_MILLI : raw;
  if (expected !== d.amountMilli) failed.push(`the prize is worth ${expected} milli, the draw paid ${d.amountMilli}`);
  return failed;
}

// ------------------------------------------------------------------ deposit bonuses

/** A deposit promotion pays on the member's first approved deposit, or on each later one (reload). */
export type DepositBonusKind = 'first' | 'reload';

/** Hundredths of a percent: 10 % is 1,000; at most 100 %. */
export const PERCENT_BP_MAX = 10_000;

/** The figures of one deposit promotion (the operator's rule, without its host and dates). */
export interface DepositBonusRule {
  readonly kind: DepositBonusKind;
  /** The bonus as a share of the deposit, in hundredths of a percent (10 % = 1,000). */
  readonly percentBp: number;
  /** The most one deposit earns. */
  readonly capMilli: Milli;
  /** A smaller deposit earns nothing. */
  readonly minDepositMilli: Milli;
  /** The bonus times this is added to the turnover required before a withdrawal. */
  readonly turnoverMultiple: number;
}

/**
 * What one approved deposit earns under one rule: the percent of the deposit truncated to
 * milli-units, at most the cap; nothing below the minimum, nothing from a first-deposit rule
 * when the member had an approved deposit before (`priorDeposits` > 0), nothing from a reload
 * rule on the first deposit.
 */
export function depositBonusOf(rule: DepositBonusRule, depositMilli: Milli, priorDeposits: number): Milli {
  if (depositMilli <= 0n || depositMilli < rule.minDepositMilli) return 0n;
  if ((rule.kind === 'first') !== (priorDeposits === 0)) return 0n;
  if (!Number.isInteger(rule.percentBp) || rule.percentBp <= 0 || rule.percentBp > PERCENT_BP_MAX || rule.capMilli <= 0n) return 0n;
  const raw = (depositMilli * BigInt(rule.percentBp)) / BigInt(PERCENT_BP_MAX);
  return raw > rule.capMilli ? rule.capMilli : raw;
}

/**
 * The one bonus a deposit earns among the rules in force: the largest (the earliest listed on a
 * tie); undefined when none pays. A deposit never earns two promotions.
 */
export function pickDepositBonus<R extends DepositBonusRule>(
  rules: readonly R[],
  depositMilli: Milli,
  priorDeposits: number,
): { rule: R; bonusMilli: Milli; turnoverMilli: Milli } | undefined {
  let best: { rule: R; bonusMilli: Milli; turnoverMilli: Milli } | undefined;
  for (const rule of rules) {
    const bonusMilli = depositBonusOf(rule, depositMilli, priorDeposits);
    if (bonusMilli > 0n && (!best || bonusMilli > best.bonusMilli))
      best = { rule, bonusMilli, turnoverMilli: bonusMilli * BigInt(Math.max(0, Math.trunc(rule.turnoverMultiple))) };
  }
  return best;
}

/** "10", "12.5", "0.01" → hundredths of a percent; undefined unless 0 < p ≤ 100 with at most two decimals. */
export function parsePercentBp(text: string): number | undefined {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp > 0 && bp <= PERCENT_BP_MAX ? bp : undefined;
}

/** Hundredths of a percent as the shortest text: 1,000 → "10", 1,250 → "12.5". */
export function formatPercentBp(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const frac = String(bp % 100).padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
