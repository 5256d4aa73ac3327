/**
 * Missed-number (omission) reminders (docs/product.md §7 `front/omit/save/{1|2}`, `omit delete`; the
 * contract's comment in packages/contracts/src/omit.ts says what the kinds mean). A member keeps
 * one threshold per lottery and kind; the misses are the history service's (the engine's
 * statsTable over the last 100 draws), so a reminder agrees with the trend chart and the
 * two-sided cold/hot table. After a draw the scheduler pushes to each member whose threshold a
 * cell has just reached. Every query carries the member's id: one member never reads or deletes
 * another's reminders.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_OMIT_REMINDERS,
  PushType,
  pushTopics,
  type OmitCell,
  type OmitHits,
  type OmitKindValue,
  type OmitReminder,
  type OmitReminderPage,
  type PushEvent,
  type TOmitSaveBody,
} from '@lotus/contracts';
import type { Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import { lotteries, members, omitReminders } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { lotteryName } from '../lottery/index.ts';
import type { HistoryService } from './service.ts';
import { paged } from '../../lib/paging.ts';

/** Cells returned per reminder, and reminders pushed per lottery per draw (bounded work). */
const MAX_CELLS = 100;
const MAX_PUSHED_PER_LOTTERY = 10_000;

type Row = typeof omitReminders.$inferSelect;

const byMissDesc = (a: OmitCell, b: OmitCell) => b.miss - a.miss || a.position - b.position;

export function createOmitService(deps: AppDeps, history: HistoryService) {
  const { db, push, log } = deps;

  const present = (r: Row, code: string, lang: Language): OmitReminder => ({
    id: r.id.toString(),
    ticketId: r.lotteryId,
    lottery: lotteryName(lang, code),
    kind: r.kind as OmitKindValue,
    threshold: r.threshold,
    positions: r.positions as number[],
    updatedAt: r.updatedAt.getTime(),
  });

  /** The cells of `reminder` at or over its threshold, within its positions. */
  function hitsOf(cells: OmitCell[], r: { threshold: number; positions: unknown }, exactly = false): OmitCell[] {
    const positions = r.positions as number[];
    return cells
      .filter((c) => (exactly ? c.miss === r.threshold : c.miss >= r.threshold))
      .filter((c) => positions.length === 0 || positions.includes(c.position))
      .sort(byMissDesc);
  }

  /** Creates or replaces the member's reminder of this kind on this lottery. */
  async function save(memberId: bigint, kind: OmitKindValue, body: TOmitSaveBody, lang: Language): Promise<OmitReminder> {
    const [lottery] = await db.select({ id: lotteries.id, code: lotteries.code }).from(lotteries).where(eq(lotteries.id, body.ticketId));
    if (!lottery) throw rejected('lottery.notFound');
    const misses = await history.currentMisses(lottery.id, kind);
    if (!misses) throw rejected('omit.lotteryUnsupported');
    // Kind 1 on Happy 8 / Mark Six watches "anywhere in the draw" (-1): no positions to choose.
    if (body.positions.some((p) => !misses.positions.includes(p))) throw rejected('omit.positionsInvalid');
    const row = await db.transaction(async (tx) => {
      // The member row serialises one member's saves, so the bound holds under concurrency.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(omitReminders)
        .where(
          and(
            eq(omitReminders.memberId, memberId),
            sql`not (${omitReminders.lotteryId} = ${lottery.id} and ${omitReminders.kind} = ${kind})`,
          ),
        );
      if (Number(n) >= MAX_OMIT_REMINDERS) throw rejected('omit.tooMany', { max: MAX_OMIT_REMINDERS });
      const [saved] = await tx
        .insert(omitReminders)
        .values({ memberId, lotteryId: lottery.id, kind, threshold: body.threshold, positions: body.positions })
        .onConflictDoUpdate({
          target: [omitReminders.memberId, omitReminders.lotteryId, omitReminders.kind],
          set: { threshold: body.threshold, positions: body.positions, updatedAt: sql`now()` },
        })
        .returning();
      return saved!;
    });
    return present(row, lottery.code, lang);
  }

  /** Deletes the member's reminders among `ids`; ids of other members' reminders are not found. */
  async function remove(memberId: bigint, ids: bigint[]): Promise<{ deleted: number }> {
    const gone = await db
      .delete(omitReminders)
      .where(and(eq(omitReminders.memberId, memberId), inArray(omitReminders.id, ids)))
      .returning({ id: omitReminders.id });
    if (gone.length === 0) throw rejected('omit.notFound');
    return { deleted: gone.length };
  }

  async function list(memberId: bigint, q: { ticketId?: number; page: number; size: number }, lang: Language): Promise<OmitReminderPage> {
    const where = and(eq(omitReminders.memberId, memberId), q.ticketId ? eq(omitReminders.lotteryId, q.ticketId) : undefined);
    const [rows, total] = await Promise.all([
      paged(
        db
          .select({ r: omitReminders, code: lotteries.code })
          .from(omitReminders)
          .innerJoin(lotteries, eq(lotteries.id, omitReminders.lotteryId))
          .where(where)
          .orderBy(desc(omitReminders.updatedAt), desc(omitReminders.id)),
        q,
      ),
      db.select({ n: count() }).from(omitReminders).where(where),
    ]);
    return { list: rows.map(({ r, code }) => present(r, code, lang)), total: Number(total[0]?.n ?? 0), page: q.page, size: q.size };
  }

  /** Every reminder of the member (bounded by MAX_OMIT_REMINDERS) with its cells at or over the threshold. */
  async function hits(memberId: bigint, ticketId: number | undefined, lang: Language): Promise<OmitHits[]> {
    const rows = await db
      .select({ r: omitReminders, code: lotteries.code })
      .from(omitReminders)
      .innerJoin(lotteries, eq(lotteries.id, omitReminders.lotteryId))
      .where(and(eq(omitReminders.memberId, memberId), ticketId ? eq(omitReminders.lotteryId, ticketId) : undefined))
      .orderBy(asc(omitReminders.lotteryId), asc(omitReminders.kind))
      .limit(MAX_OMIT_REMINDERS);
    const misses = new Map<string, Awaited<ReturnType<typeof history.currentMisses>>>();
    const out: OmitHits[] = [];
    for (const { r, code } of rows) {
      const key = `${r.lotteryId}:${r.kind}`;
      if (!misses.has(key)) misses.set(key, await history.currentMisses(r.lotteryId, r.kind as OmitKindValue));
      const m = misses.get(key);
      out.push({
        ...present(r, code, lang),
        issue: m?.issue ?? '',
        cells: m ? hitsOf(m.cells, r).slice(0, MAX_CELLS) : [],
      });
    }
    return out.map(({ id, ticketId: t, lottery, kind, threshold, issue, cells }) => ({ id, ticketId: t, lottery, kind, threshold, issue, cells }));
  }

  /**
   * After a draw of each lottery: a unicast push (type 3, `kind: 'omit'`) to every member one of
   * whose cells has just reached the threshold (miss equal to it, so a cell is announced once
   * per streak, not at every draw after). Returns the number of pushes.
   */
  async function publishReached(lotteryIds: Iterable<number>, now: Date): Promise<number> {
    let sent = 0;
    const ids = [...lotteryIds];
    if (ids.length === 0) return 0;
    // One look for the whole pass: most draws have no reminders on them.
    const watched = await db.selectDistinct({ id: omitReminders.lotteryId }).from(omitReminders).where(inArray(omitReminders.lotteryId, ids));
    for (const { id: ticketId } of watched) {
      const rows = await db
        .select()
        .from(omitReminders)
        .where(eq(omitReminders.lotteryId, ticketId))
        .orderBy(asc(omitReminders.id))
        .limit(MAX_PUSHED_PER_LOTTERY);
      const byKind = new Map<number, Awaited<ReturnType<typeof history.currentMisses>>>();
      for (const r of rows) {
        if (!byKind.has(r.kind)) byKind.set(r.kind, await history.currentMisses(ticketId, r.kind as OmitKindValue).catch(() => undefined));
        const m = byKind.get(r.kind);
        if (!m) continue;
        const reached = hitsOf(m.cells, r, true);
        if (reached.length === 0) continue;
        const event: PushEvent = {
          type: PushType.LONG_DRAGON,
          data: { kind: 'omit', reminderId: r.id.toString(), ticketId, issue: m.issue, omitKind: r.kind, threshold: r.threshold, cells: reached.slice(0, 20) },
          at: now.getTime(),
        };
        await push.publish(pushTopics.member(r.memberId), event).catch((err: unknown) => log.warn({ err }, 'omit push failed'));
        sent++;
      }
    }
    return sent;
  }

  return { save, remove, list, hits, publishReached };
}

export type OmitService = ReturnType<typeof createOmitService>;
