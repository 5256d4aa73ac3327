import { and, count, desc, eq, sql } from 'drizzle-orm';
import { BonusStatus, INVITE_RULES, isFlagEnabled, MemberType, PROMO_LIMITS, PushType, pushTopics, type InviteCountView, type InviteDrawResult } from '@lotus/contracts';
import { formatMoney, fromHex, parseMoney, pickWeighted, promoDrawBytes, toHex } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { members, promoBonuses, promoDraws, promoInviteChances, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { PlatformService } from '../platform/index.ts';
import { loadSettings } from '../settings/index.ts';
import { promotionsBarred } from './barred.ts';
import type { Clock } from '../../deps.ts';
import { businessDay } from './calendar.ts';
import { creditDraw, daySeed, drawViews, recordedTable } from './sign.ts';
import { loadTables, prizesOut } from './tables.ts';
import { refuseLockedWallet } from '../ledger/index.ts';
import { inviteCodeOf } from '../agents/index.ts';

const DAY_MS = 86_400_000;
const milli = (text: string) => (parseMoney(text) as { milli: bigint }).milli;
const MIN_DEPOSIT = milli(INVITE_RULES.minDeposit);
const MIN_VALID = milli(INVITE_RULES.minValidBet);
const REVIEW_FROM = milli(INVITE_RULES.reviewFrom);
/** Invitees looked at per request. */
const INVITEES_SCANNED = 200;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The invite draw (domain §3.2 item 4), only where the host's `inviteAllowed` is '0' and only for
 * agents, who alone invite (#27 M5; docs/product.md "Invitation codes"): one chance
 * per invited account that, within 7 days of registering, completed a deposit ≥ 100 and reached a
 * valid bet ≥ 1,000 — not counting accounts that share the inviter's last IP, mobile number or a
 * card holder name, nor an earlier counted invitee's IP, nor a device (the browser's own id sent
 * at login, kept in the login history) the inviter or an earlier counted invitee logged in from; at most 10 chances a day and 50 a month.
 * Prizes from the weighted table; wins ≥ 388 wait for console review (a bonus of kind 'invite').
 */
/** `clock`: the promotions' clock (clock.ts); both built once by the composition root. */
export function createInviteService(deps: AppDeps, { clock, platform }: { clock: Clock; platform: PlatformService }) {
  const { db, push, log } = deps;

  async function enabled(host: string) {
    const config = await platform.configFor(host);
    return isFlagEnabled(config.find((c) => c.cusName === 'inviteAllowed')?.cusText);
  }

  /** Counts newly qualified invitees as chances (idempotent: one row per invitee), within the caps. */
  async function creditQualified(tx: DbOrTx, inviterId: bigint, now: Date, tz: string) {
    const day = businessDay(now, tz);
    const rows = rowsOf<{ id: string; created_at: string; valid: string }>(
      await tx.execute(sql`
        select m.id::text as id, m.created_at::text as created_at,
          (select coalesce(sum(v.valid_milli), 0) from promo_valid_bets v where v.member_id = m.id)::text as valid
        from members m join members inv on inv.id = m.parent_id
        where m.parent_id = ${inviterId} and m.status = 1
          and not exists (select 1 from promo_invite_chances c where c.invitee_id = m.id)
          and exists (select 1 from dw_orders d where d.member_id = m.id and d.kind = 1 and d.status = 2
            and d.amount >= ${MIN_DEPOSIT}::bigint and d.reviewed_at <= m.created_at + interval '7 days')
          and (inv.last_login_ip is null or m.last_login_ip is distinct from inv.last_login_ip)
          and (inv.mobile is null or m.mobile is distinct from inv.mobile)
          and not exists (select 1 from member_cards a join member_cards b on lower(a.holder_name) = lower(b.holder_name)
            where a.member_id = m.id and b.member_id = inv.id)
          and not exists (select 1 from promo_invite_chances c join members e on e.id = c.invitee_id
            where c.inviter_id = inv.id and m.last_login_ip is not null and e.last_login_ip = m.last_login_ip)
          and not exists (select 1 from login_history a join login_history b on b.device_id = a.device_id
            where a.member_id = m.id and a.device_id is not null
              and (b.member_id = inv.id
                or b.member_id in (select c.invitee_id from promo_invite_chances c where c.inviter_id = inv.id)))
        order by m.id limit ${INVITEES_SCANNED}`),
    );
    const [perDay] = await tx.select({ n: count() }).from(promoInviteChances).where(and(eq(promoInviteChances.inviterId, inviterId), eq(promoInviteChances.day, day)));
    const [perMonth] = await tx
      .select({ n: count() })
      .from(promoInviteChances)
      .where(and(eq(promoInviteChances.inviterId, inviterId), sql`${promoInviteChances.day} like ${`${day.slice(0, 7)}%`}`));
    let room = Math.min(INVITE_RULES.perDay - Number(perDay?.n ?? 0), INVITE_RULES.perMonth - Number(perMonth?.n ?? 0));
    for (const r of rows) {
      if (room <= 0) break;
      // Valid bet within the invitee's first 7 days: the business days up to the one 7 days after registering.
      const lastDay = businessDay(new Date(new Date(r.created_at).getTime() + INVITE_RULES.days * DAY_MS), tz);
      const [v] = rowsOf<{ s: string }>(
        await tx.execute(sql`select coalesce(sum(valid_milli), 0)::text as s from promo_valid_bets where member_id = ${BigInt(r.id)} and day <= ${lastDay}`),
      );
      if (BigInt(v?.s ?? '0') < MIN_VALID) continue;
      const ins = await tx.insert(promoInviteChances).values({ inviteeId: BigInt(r.id), inviterId, day, createdAt: now }).onConflictDoNothing().returning();
      room -= ins.length;
    }
  }

  /** Only agents invite: their links and codes bring members below them (#27 M5). */
  async function isAgent(tx: DbOrTx, memberId: bigint) {
    const [me] = await tx.select({ type: members.memberType }).from(members).where(eq(members.id, memberId));
    return me?.type === MemberType.AGENT;
  }

  async function counts(tx: DbOrTx, memberId: bigint) {
    const [c] = await tx.select({ n: count() }).from(promoInviteChances).where(eq(promoInviteChances.inviterId, memberId));
    const [u] = await tx.select({ n: count() }).from(promoDraws).where(and(eq(promoDraws.memberId, memberId), eq(promoDraws.kind, 'invite')));
    const chances = Number(c?.n ?? 0);
    const used = Number(u?.n ?? 0);
    return { chances, used, left: Math.max(0, chances - used) };
  }

  async function drawList(memberId: bigint, today: string) {
    const rows = await db
      .select()
      .from(promoDraws)
      .where(and(eq(promoDraws.memberId, memberId), eq(promoDraws.kind, 'invite')))
      .orderBy(desc(promoDraws.id))
      .limit(PROMO_LIMITS.draws);
    const views = await drawViews(db, rows, today);
    return views.map((v, i) => ({ ...v, status: rows[i]!.status }));
  }

  async function count_(memberId: bigint, host: string): Promise<InviteCountView> {
    const now = clock.now();
    const tz = (await loadSettings(db)).platformTimeZone;
    const on = await enabled(host);
    const barred = (await promotionsBarred(db, memberId, now)) !== null;
    const canInvite = await isAgent(db, memberId);
    const open = on && !barred && canInvite;
    if (open) await creditQualified(db, memberId, now, tz);
    const c = await counts(db, memberId);
    const t = await loadTables(db);
    return {
      enabled: on,
      barred,
      canInvite,
      inviteCode: canInvite ? await inviteCodeOf(db, memberId, now) : null,
      qualified: c.chances,
      ...(open ? c : { chances: c.chances, used: c.used, left: 0 }),
      prizes: prizesOut(t.invitePrizes),
      draws: await drawList(memberId, businessDay(now, tz)),
    };
  }

  async function draw(memberId: bigint, host: string): Promise<InviteDrawResult> {
    const now = clock.now();
    if (!(await enabled(host))) throw rejected('promo.inviteDisabled');
    const result = await db.transaction(async (tx) => {
      if ((await promotionsBarred(tx, memberId, now)) !== null) throw rejected('promo.barred');
      await refuseLockedWallet(tx, memberId);
      if (!(await isAgent(tx, memberId))) throw rejected('promo.inviteAgentsOnly');
      const tz = (await loadSettings(tx)).platformTimeZone;
      await creditQualified(tx, memberId, now, tz);
      const c = await counts(tx, memberId);
      if (c.left <= 0) throw rejected('promo.noChances');
      const day = businessDay(now, tz);
      const chance = c.used + 1;
      const { seed } = await daySeed(tx, 'invite', day);
      const t = await loadTables(tx);
      const bytes = promoDrawBytes(fromHex(seed)!, memberId.toString(), day, chance);
      const index = pickWeighted(bytes, t.invitePrizes);
      const amount = t.invitePrizes[index]!.amountMilli;
      const review = amount >= REVIEW_FROM;
      const [row] = await tx
        .insert(promoDraws)
        .values({ memberId, kind: 'invite', day, chance, prizeIndex: index, amountMilli: amount, hmac: toHex(bytes), prizeTable: recordedTable(t.invitePrizes), multiplier: 1, status: review ? 2 : 1, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) throw rejected('promo.drawBusy');
      if (review) {
        await tx.insert(promoBonuses).values({ memberId, kind: 'invite', period: `d${row.id}`, level: 0, amountMilli: amount, status: BonusStatus.PENDING_REVIEW, createdAt: now }).onConflictDoNothing();
      } else {
        await creditDraw(tx, memberId, row.id, 'invite_prize', amount);
      }
      const [w] = await tx.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId));
      const [v] = await drawViews(tx, [row], day);
      return { draw: { ...v!, status: row.status }, balance: formatMoney(w?.balance ?? 0n), left: c.left - 1 };
    });
    if (result.draw.status === 1)
      await push.publish(pushTopics.member(memberId), { type: PushType.BALANCE, data: {}, at: now.getTime() }).catch((err: unknown) => log.warn({ err }, 'push failed'));
    return result;
  }

  return { count: count_, draw };
}
