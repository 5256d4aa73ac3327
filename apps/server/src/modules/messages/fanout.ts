import { sql } from 'drizzle-orm';
import { formatMoney } from '@lotus/engine';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bigintArray } from '../../db/arrays.ts';
import { pushFanout } from '../../db/schema.ts';
import { enqueuePush, type PushNote } from './push.ts';

/**
 * Web Push fan-out after the commit (issue #31). An event that may notify thousands of members
 * writes one `push_fanout` row in its own transaction (one insert of two array parameters, however
 * many winners); the outbox worker's pass turns each row into outbox rows (one per subscribed
 * device, rendered in its language: `enqueuePush`) FANOUT_CHUNK members per transaction, the
 * chunk's outbox rows and the row's cursor committed together. So the settlement transaction never
 * reads a subscription or renders a notification, a crash loses nothing (the row is still there,
 * at the last committed chunk), and no member is notified twice (a chunk and the cursor move as one).
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
    const { notes, next } = row.kind === 'win' ? winChunk(row) : { notes: [], next: null };
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
