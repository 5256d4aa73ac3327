/**
 * Winners' live push (issue #32): after a draw, every won order's win event reaches its own
 * member's topic exactly once, and only once its payout is committed; and the draw's reminders
 * (dragons, followers' notifications, omit reminders) start once the settlement is done, so no
 * winner's event waits for them or shares the machine with them, but never more than
 * REMINDERS_WAIT_MS after the draw's settlement began; a failed reminder holds up no payout.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OrderStatus, PushType, pushTopics, type PushEvent } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { members, orders, wallets } from '../db/schema.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../modules/ledger/index.ts';
import { familyOf } from '../modules/lottery/families.ts';
import { describeApp } from '../../test/app.ts';
import { testClock } from '../../test/lottery-helpers.ts';
import { createScheduler, REMINDERS_WAIT_MS } from './scheduler.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const ISSUE = '202611211021';
const MEMBERS = 12;
const ORDERS_EACH = 5;
/** Every digit on 万: wins whatever the draw. */
const sure = (lineNo: number) => buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 3, multiple: 1, lineNo });
/** How long a stalled settlement waits for the reminders before going on (a guard against a hang, not a timing). */
const GIVE_UP_MS = 15_000;

describeApp('winners’ live push after a draw', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  const published: { topic: string; event: PushEvent; committedAs: number | null }[] = [];
  /** Win events already sent when the draw's reminders began (null: they never began). */
  let winsBeforeReminders: number | null = null;
  /** Set for the second draw: its settlement stalls until the reminders have begun. */
  let stallSettlement = false;
  let remindersBegun = false;
  let remindersBegan: () => void = () => undefined;
  let remindersWhileSettling: boolean | null = null;
  let scheduler: ReturnType<typeof createScheduler>;
  const ids: bigint[] = [];

  beforeAll(async () => {
    const services = ctx.app.services;
    let armed = false;
    // The draw's dragon reminders note how many win events had left when they began, then fail
    // (a failure there once ended the tick without settling).
    const history = {
      ...services.history,
      remindTop: async (...args: Parameters<typeof services.history.remindTop>) => {
        if (!armed) return services.history.remindTop(...args);
        winsBeforeReminders ??= published.filter((p) => p.event.type === PushType.WIN).length;
        remindersBegun = true;
        remindersBegan();
        throw new Error('dragon reminders unavailable');
      },
    };
    // A settlement longer than REMINDERS_WAIT_MS: it waits for the reminders to begin.
    const settlement = {
      ...services.settlement,
      settleIssue: async (...args: Parameters<typeof services.settlement.settleIssue>) => {
        if (stallSettlement) {
          stallSettlement = false;
          let timer: NodeJS.Timeout | undefined;
          const began = new Promise<boolean>((resolve) => (remindersBegan = () => resolve(true)));
          remindersWhileSettling = remindersBegun || await Promise.race([began, new Promise<boolean>((r) => (timer = setTimeout(() => r(false), GIVE_UP_MS)))]);
          clearTimeout(timer);
        }
        return services.settlement.settleIssue(...args);
      },
    };
    // Every event the app sends (settlement's service holds the app's push), with what the
    // database says of its order when it leaves (read outside the settlement's transaction).
    const publish = ctx.app.deps.push.publish.bind(ctx.app.deps.push);
    vi.spyOn(ctx.app.deps.push, 'publish').mockImplementation(async (topic, event) => {
      let committedAs: number | null = null;
      if (event.type === PushType.WIN) {
        const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, BigInt((event.data as { orderId: string }).orderId)));
        committedAs = row?.status ?? null;
      }
      published.push({ topic, event, committedAs });
      return publish(topic, event);
    });
    scheduler = createScheduler(ctx.app.deps, { ...services, history, settlement });
    await scheduler.tick();
    const rows = await ctx.db
      .insert(members)
      .values(Array.from({ length: MEMBERS }, (_, i) => ({ account: `winpush${String(i).padStart(2, '0')}`, passwordHash: 'x' })))
      .returning({ id: members.id });
    ids.push(...rows.map((r) => r.id));
    await ctx.db.insert(wallets).values(ids.map((memberId) => ({ memberId })));
    for (const id of ids) {
      await ctx.db.transaction((tx) =>
        moveMoney(tx, { idempotencyKey: `winpush:${id}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(id), amount: 1_000_000n, memberId: id }),
      );
      await services.orders.createNormal(id, { tid: 101, pno: ISSUE, confirm: 1, bd: Array.from({ length: ORDERS_EACH }, (_, j) => ({ z: 0, ...sure(j + 1) })) });
    }
    published.length = 0;
    armed = true;
    ctx.clock.set('2026-11-21T10:01:00Z');
    await scheduler.tick();
  });

  // This scheduler's leadership (a pooled connection holding the lock) goes before the app closes.
  afterAll(async () => {
    await scheduler?.stop();
  });

  it('sends every won order’s event once, on its own member’s topic, after its payout committed', async () => {
    const won = await ctx.db
      .select({ id: orders.id, memberId: orders.memberId })
      .from(orders)
      .where(sql`${orders.memberId} = any(${sql.raw(`array[${ids.join(',')}]::bigint[]`)}) and ${orders.status} = ${OrderStatus.WON}`);
    expect(won).toHaveLength(MEMBERS * ORDERS_EACH);
    const wins = published.filter((p) => p.event.type === PushType.WIN);
    expect(wins.map((w) => (w.event.data as { orderId: string }).orderId).sort()).toEqual(won.map((o) => o.id.toString()).sort());
    for (const o of won) {
      const mine = wins.filter((w) => (w.event.data as { orderId: string }).orderId === o.id.toString());
      expect(mine).toHaveLength(1);
      expect(mine[0]!.topic).toBe(pushTopics.member(o.memberId));
      expect(mine[0]!.committedAs).toBe(OrderStatus.WON);
    }
    for (const id of ids) expect(published.some((p) => p.topic === pushTopics.member(id) && p.event.type === PushType.BALANCE)).toBe(true);
  });

  it('sends every win event before the draw’s reminders begin, and pays though a reminder fails', () => {
    expect(winsBeforeReminders).toBe(MEMBERS * ORDERS_EACH);
  });

  it('begins the reminders beside a settlement that takes longer than REMINDERS_WAIT_MS', async () => {
    remindersBegun = false;
    stallSettlement = true;
    ctx.clock.set('2026-11-21T10:02:00Z');
    const t0 = performance.now();
    await scheduler.tick();
    const stalledTickMs = performance.now() - t0;
    expect(remindersWhileSettling).toBe(true);
    // They waited for the settlement first, as long as REMINDERS_WAIT_MS (timers may fire a little early).
    expect(stalledTickMs).toBeGreaterThanOrEqual(REMINDERS_WAIT_MS - 50);
    expect(stalledTickMs).toBeLessThan(GIVE_UP_MS);
  });
});
