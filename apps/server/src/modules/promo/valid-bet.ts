import { sql } from 'drizzle-orm';
import { OrderStatus } from '@lotus/contracts';
import { creditItems, hedgeSideOf, validBetOf, type Play, type ValidBetLine } from '@lotus/engine';
import type { Tx } from '../../db/client.ts';
import { playOf } from '../lottery/index.ts';
import { addBetTurnovers } from '../wallet/index.ts';
import { lockMemberWallets } from '../ledger/index.ts';
import { businessDay } from './calendar.ts';

/**
 * The hedge group of a two-sided order's option: double orders keep `playItemId` (or
 * `playItemId:picks`) in `content`; the item's row is its position.
 */
function hedgeOf(playId: number, content: string): ValidBetLine['hedge'] {
  const itemId = Number(content.split(':', 1)[0]);
  if (!Number.isInteger(itemId)) return undefined;
  const found = playOf(playId);
  if (!found) return undefined;
  const item = creditItems(found.play as unknown as Play).find((i) => i.playItemId === itemId);
  return item ? hedgeSideOf(`${playId}:${item.row}`, item.nameKey) : undefined;
}

/**
 * Records the valid bet of a settled issue (issue #15, domain §2.2 item 1), once, in the
 * transaction that marks the issue settled: per member, the won/lost stakes less pushes, opposite
 * sides of one position netted; added to the member's business-day total (the day of the issue's
 * close) and to the withdrawal turnover. Returns the members and their valid bet.
 *
 * One grouped query: double orders by item, every other order by member only.
 */
export async function recordIssueValidBets(tx: Tx, issueId: bigint, timeZone: string): Promise<Map<bigint, bigint>> {
  const { valid, day } = await issueValidBets(tx, issueId, timeZone);
  if (valid.size === 0) return valid;
  const json = JSON.stringify([...valid].map(([m, v]) => ({ m: m.toString(), v: v.toString() })));
  await tx.execute(sql`
    insert into promo_valid_bets (member_id, day, valid_milli)
    select x.m::bigint, ${day}, x.v::bigint from jsonb_to_recordset(${json}::jsonb) as x(m text, v text)
    on conflict (member_id, day) do update set valid_milli = promo_valid_bets.valid_milli + excluded.valid_milli`);
  await lockMemberWallets(tx, valid.keys());
  await addBetTurnovers(tx, valid);
  return valid;
}

/**
 * Takes back what recordIssueValidBets added for an issue that is being cancelled after its
 * settlement (settlement/cancel.ts), computed from the same orders before they change: the day's
 * total and the withdrawal turnover, neither below zero (a withdrawal since has reset the turnover).
 */
export async function takeBackIssueValidBets(tx: Tx, issueId: bigint, timeZone: string): Promise<Map<bigint, bigint>> {
  const { valid, day } = await issueValidBets(tx, issueId, timeZone);
  if (valid.size === 0) return valid;
  const json = JSON.stringify([...valid].map(([m, v]) => ({ m: m.toString(), v: v.toString() })));
  await tx.execute(sql`
    update promo_valid_bets p set valid_milli = greatest(p.valid_milli - x.v::bigint, 0)
    from jsonb_to_recordset(${json}::jsonb) as x(m text, v text)
    where p.member_id = x.m::bigint and p.day = ${day}`);
  await lockMemberWallets(tx, valid.keys());
  await tx.execute(sql`
    update wallets w set turnover = greatest(w.turnover - x.v::bigint, 0)
    from jsonb_to_recordset(${json}::jsonb) as x(m text, v text)
    where w.member_id = x.m::bigint`);
  return valid;
}

/** Each member's valid bet on a settled issue, and the business day it counts for. */
async function issueValidBets(tx: Tx, issueId: bigint, timeZone: string): Promise<{ valid: Map<bigint, bigint>; day: string }> {
  const res = await tx.execute(sql`
    select o.member_id::text as member_id, o.play_id as play_id,
      case when o.unit_amount_milli is null then '' else o.content end as item,
      sum(o.amount_milli - o.refund_milli)::text as effective,
      max(i.end_at)::text as end_at
    from orders o join issues i on i.id = o.issue_id
    where o.issue_id = ${issueId} and o.status in (${OrderStatus.WON}, ${OrderStatus.NOT_WON})
    group by 1, 2, 3`);
  const rows = (res as unknown as { rows: { member_id: string; play_id: number; item: string; effective: string; end_at: string }[] }).rows;
  if (rows.length === 0) return { valid: new Map(), day: '' };
  const lines = new Map<bigint, ValidBetLine[]>();
  for (const r of rows) {
    const m = BigInt(r.member_id);
    const list = lines.get(m) ?? [];
    list.push({ settled: true, stakeMilli: BigInt(r.effective), refundMilli: 0n, hedge: r.item === '' ? undefined : hedgeOf(Number(r.play_id), r.item) });
    lines.set(m, list);
  }
  const valid = new Map<bigint, bigint>();
  for (const [m, l] of lines) {
    const v = validBetOf(l);
    if (v > 0n) valid.set(m, v);
  }
  return { valid, day: businessDay(new Date(rows[0]!.end_at), timeZone) };
}
