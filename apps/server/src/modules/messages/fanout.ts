import { sql, type SQL } from 'drizzle-orm';
import { formatMoney } from '@lotus/engine';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bigintArray, intArray } from '../../db/arrays.ts';
import { members, promoMembers, promoSignIns, protectionStates, pushFanout, pushSubscriptions, systemState, userConfigs } from '../../db/schema.ts';
import { enqueuePush, type PushNote } from './push.ts';
import { outer } from '../../db/outer.ts';
import { rowExists } from '../../db/row-exists.ts';

/**
 * Web Push fan-out after the commit (issue #31). An event that may notify thousands of members
 * writes one `push_fanout` row in its own transaction (one insert of two array parameters, however
 * many winners); the outbox worker's pass turns each row into outbox rows (one per subscribed
 * device, rendered in its language: `enqueuePush`) FANOUT_CHUNK members per transaction, the
 * chunk's outbox rows and the row's cursor committed together. So the settlement transaction never
 * reads a subscription or renders a notification, a crash loses nothing (the row is still there,
 * at the last committed chunk), and no member is notified twice (a chunk and the cursor move as one).
 *
 * A win row names its members; a draw, long-dragon or sign-in row names its audience by rule, read
 * a chunk at a time by member id: the members with a device that wants the kind and who follow the
 * lottery (the lotteries of their user config's `longDragonTicket`, the one "follow" of the
 * product), whose long-dragon threshold (`longDragonLimit`) a streak has just reached, or who have
 * not signed in on the day (and whom promotions do not bar).
 */

/** Members turned into outbox rows per transaction: short transactions on PGlite's one connection. */
export const FANOUT_CHUNK = 1000;
/** Chunks per worker pass, so a large fan-out does not hold up the sending of what is already due. */
const FANOUT_CHUNKS_PER_PASS = 20;

export interface WinFanout {
  lotteryCode: string;
  issue: string;
  /** Each winner once, with what this event paid him (milli-units). */
  winners: readonly { memberId: bigint; amountMilli: bigint }[];
}

/** In the settlement's transaction: one row for a batch's winners (nothing when none won). */
export async function queueWinPush(tx: DbOrTx, win: WinFanout, now: Date): Promise<void> {
  if (win.winners.length === 0) return;
  await tx.execute(sql`
    insert into ${pushFanout} (kind, data, member_ids, amounts, created_at)
    values ('win', ${JSON.stringify({ lotteryCode: win.lotteryCode, issue: win.issue })}::jsonb,
      ${bigintArray(win.winners.map((w) => w.memberId))}, ${bigintArray(win.winners.map((w) => w.amountMilli))}, ${now.toISOString()}::timestamptz)`);
}

/** After a draw of a lottery: one row for its followers' draw notification, one for the streaks that reached a length. */
export async function queueDrawPush(
  tx: DbOrTx,
  draw: { lotteryId: number; lotteryCode: string; issue: string; code: string; dragonLengths: readonly number[] },
  now: Date,
): Promise<void> {
  const { lotteryId, lotteryCode, issue, code } = draw;
  await tx.insert(pushFanout).values({ kind: 'draw', data: { lotteryId, lotteryCode, issue, code }, createdAt: now });
  const lengths = [...new Set(draw.dragonLengths)].sort((a, b) => a - b);
  if (lengths.length > 0) await tx.insert(pushFanout).values({ kind: 'dragon', data: { lotteryId, lotteryCode, issue, lengths }, createdAt: now });
}

const SIGN_DAY_KEY = 'webpush.sign.day';
/** The sign-in reminder goes out from this hour of the business day, platform time (evening: the day is nearly over). */
export const SIGN_REMINDER_HOUR = 19;

/**
 * The day's sign-in reminder: claims the business day `day` in system_state and queues its
 * fan-out in one transaction, so two schedulers (or two ticks) queue it once. False when the day
 * was claimed already.
 */
export async function queueSignReminder(db: Db, day: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(systemState)
      .values({ key: SIGN_DAY_KEY, value: day })
      .onConflictDoUpdate({ target: systemState.key, set: { value: day, updatedAt: now }, setWhere: sql`${systemState.value} < ${day}` })
      .returning({ key: systemState.key });
    if (claimed.length === 0) return false;
    await tx.insert(pushFanout).values({ kind: 'sign', data: { day }, createdAt: now });
    return true;
  });
}

interface FanoutRow {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  cursor: string;
  /** This chunk's slice of member_ids / amounts (SQL array slice, 1-based). */
  members: string[] | null;
  amounts: string[] | null;
  total: number | null;
}

/** The notes of one chunk of a fan-out, and where the next chunk starts (null: the row is done). */
function winChunk(row: FanoutRow): { notes: PushNote[]; next: bigint | null } {
  const members = row.members ?? [];
  const amounts = row.amounts ?? [];
  const lotteryCode = String(row.data.lotteryCode);
  const issue = String(row.data.issue);
  const notes: PushNote[] = members.map((m, i) => ({ memberId: BigInt(m), kind: 'win', amount: formatMoney(BigInt(amounts[i] ?? '0')), lotteryCode, issue }));
  const next = BigInt(row.cursor) + BigInt(members.length);
  return { notes, next: next >= BigInt(row.total ?? 0) ? null : next };
}

/** A device of the member wants this kind (kinds are comma-separated). */
const wants = (kind: string) => sql`position(${`,${kind},`} in ',' || ${pushSubscriptions.kinds} || ',') > 0`;

/** The next chunk of a rule's audience after member id `after`, with the dragon length each reached. */
async function audienceChunk(tx: DbOrTx, row: FanoutRow, after: bigint, now: Date): Promise<{ memberId: bigint; length: number }[]> {
  const lotteryId = Number(row.data.lotteryId);
  /** He follows the lottery's dragons (his user config), and `also` of that config. */
  const follows = (also: SQL = sql``) =>
    rowExists(sql`from ${userConfigs} u where u.member_id = ${outer(pushSubscriptions.memberId)}
      and u.config -> 'longDragonTicket' @> ${JSON.stringify([lotteryId])}::jsonb ${also}`);
  let where;
  let length = sql`0`;
  if (row.kind === 'draw') where = sql`${wants('draw')} and ${follows()}`;
  else if (row.kind === 'dragon') {
    const lengths = (row.data.lengths as number[]).map(Number);
    // His threshold, as the user config's defaults have it when he never saved one (3).
    const limit = sql`(select coalesce((u.config ->> 'longDragonLimit')::int, 3) from ${userConfigs} u where u.member_id = ${outer(pushSubscriptions.memberId)})`;
    where = sql`${wants('dragon')} and ${follows(sql`and coalesce((u.config ->> 'longDragonLimit')::int, 3) = any(${intArray(lengths)})`)}`;
    length = limit;
  } else {
    const day = String(row.data.day);
    where = sql`${wants('sign')}
      and not exists (select 1 from ${promoSignIns} p where p.member_id = ${outer(pushSubscriptions.memberId)} and p.day = ${day})
      and exists (select 1 from ${members} m where m.id = ${outer(pushSubscriptions.memberId)} and m.status = 1)
      and not exists (select 1 from ${promoMembers} pm where pm.member_id = ${outer(pushSubscriptions.memberId)} and pm.demo)
      and not exists (select 1 from ${protectionStates} ps where ps.member_id = ${outer(pushSubscriptions.memberId)}
        and ps.block_kind is not null and (ps.block_until is null or ps.block_until > ${now.toISOString()}::timestamptz))`;
  }
  const res = (await tx.execute(sql`
    select ${pushSubscriptions.memberId}::text as member_id, (${length})::int as length from ${pushSubscriptions}
    where ${pushSubscriptions.memberId} > ${after.toString()}::bigint and ${where}
    group by ${pushSubscriptions.memberId} order by ${pushSubscriptions.memberId} limit ${FANOUT_CHUNK}`)) as unknown as {
    rows: { member_id: string; length: number }[];
  };
  return res.rows.map((r) => ({ memberId: BigInt(r.member_id), length: Number(r.length) }));
}

async function ruleChunk(tx: DbOrTx, row: FanoutRow, now: Date): Promise<{ notes: PushNote[]; next: bigint | null }> {
  const audience = await audienceChunk(tx, row, BigInt(row.cursor), now);
  const lotteryId = Number(row.data.lotteryId);
  const lotteryCode = String(row.data.lotteryCode);
  const notes: PushNote[] = audience.map(({ memberId, length }) =>
    row.kind === 'draw'
      ? { memberId, kind: 'draw', lotteryId, lotteryCode, issue: String(row.data.issue), code: String(row.data.code) }
      : row.kind === 'dragon'
        ? { memberId, kind: 'dragon', lotteryId, lotteryCode, length }
        : { memberId, kind: 'sign' },
  );
  return { notes, next: audience.length < FANOUT_CHUNK ? null : audience[audience.length - 1]!.memberId };
}

/**
 * One chunk of the oldest fan-out no other worker holds (FOR UPDATE SKIP LOCKED): its outbox rows
 * and its cursor (or the row's removal) in one transaction. Returns the notifications written, or
 * null when there was nothing to fan out.
 */
async function fanOutChunk(db: Db, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const res = (await tx.execute(sql`
      select id::text, kind, data, cursor::text,
        member_ids[cursor + 1 : cursor + ${FANOUT_CHUNK}]::text[] as members,
        amounts[cursor + 1 : cursor + ${FANOUT_CHUNK}]::text[] as amounts,
        cardinality(member_ids) as total
      from ${pushFanout} order by id limit 1 for update skip locked`)) as unknown as { rows: FanoutRow[] };
    const row = res.rows[0];
    if (!row) return null;
    const { notes, next } = row.kind === 'win' ? winChunk(row) : await ruleChunk(tx, row, now);
    const written = await enqueuePush(tx, notes, now);
    if (next === null) await tx.execute(sql`delete from ${pushFanout} where id = ${row.id}::bigint`);
    else await tx.execute(sql`update ${pushFanout} set cursor = ${next.toString()}::bigint where id = ${row.id}::bigint`);
    return written;
  });
}

/** The worker's step before sending: fans out up to FANOUT_CHUNKS_PER_PASS chunks; returns the notifications written. */
export async function fanOutPush(db: Db, now: Date, maxChunks = FANOUT_CHUNKS_PER_PASS): Promise<number> {
  let written = 0;
  for (let i = 0; i < maxChunks; i += 1) {
    const n = await fanOutChunk(db, now);
    if (n === null) break;
    written += n;
  }
  return written;
}
