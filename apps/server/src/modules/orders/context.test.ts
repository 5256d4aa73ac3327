/**
 * The batched context query (issue #18, context.ts): many different requests answered by one
 * statement get exactly the contexts the single statement gives each of them alone — members with
 * agents above them and their own prize groups, a two-sided range, player protection (a limit, a
 * running break, a break that ended, an operator's wallet lock), several lotteries, chases of
 * several issues, per-issue staked sums (cancelled orders left out), replay keys, duplicates
 * within 10 s and after; unknown lotteries, members and issue numbers; the same request twice.
 * The requests' answers differ from one another, so a row given to the wrong request fails.
 */
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildBetLine, type Play } from '@lotus/engine';
import { members, protectionLimits, protectionStates, userConfigs, wallets } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';
import { genericPlan, plansChosen } from '../../../test/plans.ts';
import { textArrayLiteral } from '../../db/arrays.ts';
import {
  batchContextQuery,
  batchContextStatement,
  contextOf,
  createContextLoader,
  singleContextQuery,
  singleContextStatement,
  type Context,
  type ContextRequest,
} from './context.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const line = (digit: number, multiple: number) => ({
  z: 0,
  ...buildBetLine({ play: DWD, selection: { rows: [[digit], [], [], [], []] }, mode: 1, multiple, lineNo: 1 }),
});
const rowsOf = <T,>(r: unknown) => (r as { rows: T[] }).rows;
const key = (c: Context | null) => JSON.stringify(c, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

describeApp('batched context query', { clock: () => testClock('2026-11-21T10:00:30Z'), config: { betBatch: 'off', contextBatch: 'off' } }, (ctx) => {
  const clock = ctx.clock;
  const ids: bigint[] = [];
  const hashes: string[] = [];
  const lotteries: { id: number; nos: string[] }[] = [];

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    const db = ctx.db;
    // An agent, his agent below him, and eight members: under the lower agent, under the top one, or alone.
    const add = async (account: string, parentId: bigint | null, prizeGroup: number) => {
      const [m] = await db.insert(members).values({ account, passwordHash: 'x', parentId, prizeGroup, memberType: account.startsWith('ag') ? 2 : 1 }).returning({ id: members.id });
      await db.insert(wallets).values({ memberId: m!.id });
      await db.transaction((tx) =>
        moveMoney(tx, { idempotencyKey: `fund:${account}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(m!.id), amount: 1_000_000n, memberId: m!.id }),
      );
      return m!.id;
    };
    const top = await add('agtop', null, 1980);
    const low = await add('aglow', top, 1970);
    for (let i = 0; i < 8; i++) ids.push(await add(`ctx${i}`, i % 3 === 0 ? low : i % 3 === 1 ? top : null, 1900 + i * 10));
    // Protection: a wager limit, a running time-out, a time-out that ended, a wallet locked by an operator.
    const at = clock.now();
    await db.insert(protectionLimits).values({ memberId: ids[1]!, kind: 'wager', period: '24h', value: 500_000n, updatedAt: at });
    await db.insert(protectionStates).values({ memberId: ids[2]!, blockKind: 'timeout', blockFrom: at, blockUntil: new Date(at.getTime() + 3_600_000), updatedAt: at });
    await db.insert(protectionStates).values({ memberId: ids[3]!, blockKind: 'timeout', blockFrom: new Date(at.getTime() - 7_200_000), blockUntil: new Date(at.getTime() - 3_600_000), updatedAt: at });
    await db.update(wallets).set({ lockedAt: at }).where(sql`member_id = ${ids[4]!}`);
    // A two-sided range of his own.
    await db.insert(userConfigs).values({
      memberId: ids[5]!,
      config: { doubleLimitStatus: true, selectConfigId: 2, doubleBetRangeList: [{ id: 2, doublePlayBetMin: 3, doublePlayBetMax: 300, current: true }] },
    });

    // Lottery 101 and two others with issues on sale now; each with its next two issues (chases).
    const onSale = rowsOf<{ lottery_id: number }>(
      await db.execute(sql`
        select distinct lottery_id from issues where status = 0 and start_at <= ${at.toISOString()} and end_at > ${at.toISOString()}
        order by lottery_id`),
    ).map((r) => Number(r.lottery_id));
    for (const id of [101, ...onSale.filter((id) => id !== 101)]) {
      const nos = rowsOf<{ issue_no: string }>(
        await db.execute(sql`select issue_no from issues where lottery_id = ${id} and end_at > ${at.toISOString()} order by end_at limit 3`),
      ).map((r) => r.issue_no);
      if (nos.length === 3 && lotteries.length < 3) lotteries.push({ id, nos });
    }
    expect(lotteries[0]!.id).toBe(101);
    expect(lotteries.length).toBe(3);

    // Bets of members 0, 1, 5, 6 on 101 (keys ctx-<i>-<j>), two of them chases over three issues.
    const service = ctx.app.services.orders;
    const l101 = lotteries[0]!;
    for (const i of [0, 1, 5, 6]) {
      await service.createNormal(ids[i]!, { tid: 101, pno: l101.nos[0]!, confirm: 1, key: `ctx-${i}-0`, bd: [line(i, 1 + i)] });
      await service.createNormal(ids[i]!, { tid: 101, pno: l101.nos[0]!, confirm: 1, key: `ctx-${i}-1`, bd: [line(i + 1, 2)] });
      if (i % 2 === 0) {
        await service.chase(ids[i]!, { tid: 101, key: `ctx-${i}-2`, confirm: 1, cm: 0, cd: l101.nos.map((planNo, k) => ({ planNo, multiple: k + 1 })) }, 'normal', [line(i + 2, 1)]);
      }
    }
    // Orders on the other lotteries' issues, copied from a placed one (staked sums there); a
    // cancelled one that does not count; and one created 30 s ago (no duplicate by then).
    const [model] = rowsOf<{ id: bigint }>(await db.execute(sql`select id from orders order by id limit 1`));
    const copy = async (member: bigint, lottery: { id: number; nos: string[] }, issueNo: string, amount: bigint, status: number, batchKey: string, hash: string, createdAt: Date) => {
      await db.execute(sql`
        insert into orders (member_id, lottery_id, issue_id, issue_no, kind, play_id, content, selection, money_mode, multiple, bet_count,
          unit_amount_milli, amount_milli, prize_group, rebate_chain, possible_win_milli, chase_id, batch_key, content_hash, created_at, status)
        select ${member}, ${lottery.id}, i.id, i.issue_no, o.kind, o.play_id, o.content, o.selection, o.money_mode, o.multiple, o.bet_count,
          o.unit_amount_milli, ${amount}, o.prize_group, o.rebate_chain, o.possible_win_milli, null, ${batchKey}, ${hash}, ${createdAt.toISOString()}, ${status}
        from orders o, issues i where o.id = ${model!.id} and i.lottery_id = ${lottery.id} and i.issue_no = ${issueNo}`);
    };
    const old = new Date(at.getTime() - 30_000);
    await copy(ids[2]!, lotteries[1]!, lotteries[1]!.nos[0]!, 7_000n, 1, 'cp-2-a', 'hash-2-a', at);
    await copy(ids[2]!, lotteries[1]!, lotteries[1]!.nos[1]!, 9_000n, 1, 'cp-2-b', 'hash-2-b', at);
    await copy(ids[2]!, lotteries[1]!, lotteries[1]!.nos[0]!, 5_000n, 5, 'cp-2-c', 'hash-2-c', at); // cancelled
    await copy(ids[3]!, lotteries[2]!, lotteries[2]!.nos[0]!, 11_000n, 1, 'cp-3-a', 'hash-3-a', old);
    await copy(ids[7]!, lotteries[2]!, lotteries[2]!.nos[1]!, 13_000n, 3, 'cp-7-a', 'hash-7-a', at); // won: still counted
    hashes.push(...rowsOf<{ h: string }>(await db.execute(sql`select distinct content_hash as h from orders order by 1`)).map((r) => r.h));
  }, 120_000);

  /** Requests that vary in every field, in an order that mixes them; some sent twice. */
  function requests(): ContextRequest[] {
    const memberIds = [...ids, 999_999_999n];
    const tickets = [...lotteries.map((l) => l.id), 9_999];
    const out: ContextRequest[] = [];
    const at = clock.now().getTime();
    for (let n = 0; n < 240; n++) {
      const memberId = memberIds[(n * 7) % memberIds.length]!;
      const t = tickets[(n * 5 + (n >> 3)) % tickets.length]!;
      const nos = lotteries.find((l) => l.id === t)?.nos ?? ['202611211021', '202611211022', '202611211023'];
      const issueNos = [[nos[0]!], nos, [nos[1]!, 'no-such-issue'], ['no-such-issue'], [nos[2]!, nos[0]!]][(n >> 2) % 5]!;
      const member = ids.indexOf(memberId);
      const batchKey = [`ctx-${member}-0`, `ctx-${member}-2`, `cp-${member}-a`, `fresh-${n}`][n % 4]!;
      const hash = hashes[(n * 3) % hashes.length]!;
      const now = new Date(at + [0, 5_000, 20_000, -25_000][(n >> 1) % 4]!);
      out.push({ memberId, ticketId: t, issueNos, batchKey, hash, now });
      if (n % 11 === 0) out.push({ ...out[out.length - 1]!, issueNos: [...issueNos] });
    }
    return out;
  }

  it('answers many different requests in one statement exactly as one by one', { timeout: 120_000 }, async () => {
    const db = ctx.db;
    const reqs = requests();
    const single = singleContextStatement(db);
    const want: (Context | null)[] = [];
    for (const r of reqs) {
      const row = await single(r);
      want.push(row ? contextOf(row) : null);
    }
    // The requests are varied enough that a row handed to the wrong request shows.
    const found = want.filter((c): c is Context => c !== null);
    expect(new Set(want.map(key)).size).toBeGreaterThan(reqs.length / 3);
    expect(want.filter((c) => c === null).length).toBeGreaterThan(0);
    expect(found.some((c) => c.replayIds.length > 1)).toBe(true);
    expect(found.some((c) => c.duplicate)).toBe(true);
    expect(found.some((c) => !c.duplicate)).toBe(true);
    expect(found.filter((c) => c.protectedPlay).length).toBeGreaterThan(0);
    expect(found.filter((c) => !c.protectedPlay).length).toBeGreaterThan(0);
    expect(found.some((c) => c.issues.length === 3 && c.issues.some((i) => i.staked > 0n))).toBe(true);
    expect(found.some((c) => c.lottery.id !== 101 && c.issues.some((i) => i.staked > 0n))).toBe(true);
    expect(found.some((c) => c.member.doubleRange !== null)).toBe(true);
    expect(found.some((c) => c.member.rebateChain.length === 2)).toBe(true);

    const batch = batchContextStatement(db);
    const all = await batch(reqs);
    expect(all.map((row) => (row ? contextOf(row) : null))).toEqual(want);
    // In batches of several sizes too (a plan chosen for one size is not another's).
    for (const size of [2, 7, 64]) {
      const got: (Context | null)[] = [];
      for (let i = 0; i < reqs.length; i += size) got.push(...(await batch(reqs.slice(i, i + size))).map((row) => (row ? contextOf(row) : null)));
      expect(got).toEqual(want);
    }

    // Through the batcher, all at once: batches of up to 16, the lone first one alone.
    const loader = createContextLoader(db, { windowMs: 0, maxBatch: 16, maxInFlight: 2 });
    const loaded = await Promise.all(reqs.map((r) => loader.load(r)));
    expect(loaded.map((row) => (row ? contextOf(row) : null))).toEqual(want);
    const stats = loader.stats()!;
    expect(stats.items).toBe(reqs.length);
    expect(stats.batches).toBeLessThan(reqs.length / 8);
    expect(stats.fallbacks).toBe(0);
  });

  it('reads every table of both statements by key, never by a hash of the whole table, in the plan a prepared statement keeps, and keeps that plan', async () => {
    // The plan PostgreSQL keeps for a prepared statement is made once, while the tables are as
    // small as here: the batch's replay check once hashed every money move, and read a lottery's
    // every issue and every member, for each statement, as the tables grew (docs/performance.md).
    // A small batch (fewer than ten requests, as at low load): read as values, its arrays made the
    // generic plan (which counts ten elements for each) look dearer, and each batch was planned.
    const reqs = requests().slice(0, 4);
    const values: Record<string, string> = {
      memberIds: `{${reqs.map((q) => q.memberId).join(',')}}`,
      ticketIds: `{${reqs.map((q) => q.ticketId).join(',')}}`,
      nos: textArrayLiteral(reqs.map((q) => textArrayLiteral(q.issueNos))),
      batchKeys: textArrayLiteral(reqs.map((q) => q.batchKey)),
      hashes: textArrayLiteral(reqs.map((q) => q.hash)),
      since: textArrayLiteral(reqs.map((q) => q.now.toISOString())),
      until: textArrayLiteral(reqs.map((q) => q.now.toISOString())),
      now: textArrayLiteral(reqs.map((q) => q.now.toISOString())),
      memberId: String(reqs[0]!.memberId),
      ticketId: String(reqs[0]!.ticketId),
      batchKey: reqs[0]!.batchKey,
      hash: reqs[0]!.hash,
    };
    for (const [name, query, named] of [
      ['batch', batchContextQuery(), (n: string) => values[n]!],
      ['single', singleContextQuery(), (n: string) => (n === 'no' ? reqs[0]!.issueNos[0]! : n === 'since' || n === 'until' || n === 'now' ? reqs[0]!.now.toISOString() : values[n]!)],
    ] as const) {
      const plan = await genericPlan(ctx.db, query, named);
      expect(plan, name).toMatch(/Index (Only )?Scan using money_moves_idempotency_key_unique/);
      expect(plan, name).toMatch(/Index Scan using issues_lottery_no_uq/);
      expect(plan, name).not.toMatch(/hashed SubPlan/);
      expect(plan, name).not.toMatch(/Seq Scan on (money_moves|members|issues|wallets|protection_limits|protection_states|user_configs|issue_stakes) /);
      expect(plan, name).not.toMatch(/Bitmap Heap Scan on issues /);
      // And that plan is the one kept: not planned again on each call for being dearer than a plan for the values.
      const chosen = await plansChosen(ctx.db, query, named, 10);
      expect(chosen, name).toEqual({ generic: 5, custom: 5 });
    }
  });

  it('answers a request with no lottery or member as not found through the order service', async () => {
    const service = ctx.app.services.orders;
    await expect(service.createNormal(ids[0]!, { tid: 9_999, pno: '202611211021', confirm: 1, bd: [line(1, 1)] })).rejects.toMatchObject({ msgKey: 'lottery.notFound' });
    await expect(service.createNormal(999_999_999n, { tid: 101, pno: '202611211021', confirm: 1, bd: [line(1, 1)] })).rejects.toMatchObject({ msgKey: 'lottery.notFound' });
  });
});
