/**
 * Group commit of concurrent bets (issue #18, ledger/bet-batch.ts): 1,000 concurrent bets of 100 members,
 * some refused for balance and some repeated with the same key, give exactly the outcomes,
 * balances, ledger rows, money moves and orders of the same bets placed one by one; one batch
 * statement refuses only its own refused bets (closed issue, replayed key, balance); a batch whose
 * statement fails is placed again bet by bet.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PlacedOrders } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { buildApp } from '../../app.ts';
import type { Db, DbOrTx, DatabaseHandle } from '../../db/client.ts';
import { members, wallets } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../../test/harness.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';
import { createBetBatcher, placeBatch } from '../ledger/bet-batch.ts';
import type { BetStatement } from '../ledger/bet.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** One digit on 万 at `multiple` yuan: 2.000 × multiple. */
const line = (digit: number, multiple: number) => ({
  z: 0,
  ...buildBetLine({ play: DWD, selection: { rows: [[digit], [], [], [], []] }, mode: 1, multiple, lineNo: 1 }),
});
const ISSUE = '202611211021';
const MEMBERS = 100;
const BETS_EACH = 8;

type Outcome = { ok: true; amount: string; balance: string; orders: number } | { ok: false; key: string };

interface Site {
  database: DatabaseHandle;
  app: FastifyInstance;
  ids: bigint[];
}

const rowsOf = <T,>(r: unknown) => (r as { rows: T[] }).rows;

describe.each(dbTargets)('group commit of concurrent bets on %s', (target) => {
  const clock = testClock('2026-11-21T10:00:30Z');
  const sites: Site[] = [];

  /** A site with `count` members; every fifth has 20.000 (refusals for balance), the others 1,000.000. */
  async function site(betBatch: 'on' | 'off', count = MEMBERS): Promise<Site> {
    const database = await openTestDatabase(target);
    const app = await buildApp(testConfig({ betBatch }), { database, serveWeb: false, clock, runScheduler: false });
    await app.scheduler.tick();
    const ids: bigint[] = [];
    for (let i = 0; i < count; i++) {
      const [m] = await database.db.insert(members).values({ account: `batch${String(i).padStart(3, '0')}`, passwordHash: 'x' }).returning({ id: members.id });
      await database.db.insert(wallets).values({ memberId: m!.id });
      await database.db.transaction((tx) =>
        moveMoney(tx, { idempotencyKey: `fund:${i}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(m!.id), amount: i % 5 === 0 ? 20_000n : 1_000_000n, memberId: m!.id }),
      );
      ids.push(m!.id);
    }
    const s = { database, app, ids };
    sites.push(s);
    return s;
  }

  afterAll(async () => {
    for (const s of sites) {
      await s.app.close();
      await s.database.close();
    }
  });

  /** Request r of member i: bet j; bets 0 and 1 are also sent again (and bet 0 a third time) with the same key. */
  const requests = (() => {
    const out: { member: number; key: string; digit: number; multiple: number }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      for (let j = 0; j < BETS_EACH; j++) out.push({ member: i, key: `eq-${i}-${j}`, digit: (i + j) % 10, multiple: 1 + ((i + j) % 4) });
      out.push({ member: i, key: `eq-${i}-0`, digit: i % 10, multiple: 1 + (i % 4) });
      out.push({ member: i, key: `eq-${i}-1`, digit: (i + 1) % 10, multiple: 1 + ((i + 1) % 4) });
    }
    return out;
  })();

  async function send(s: Site, r: (typeof requests)[number]): Promise<Outcome> {
    const service = s.app.services.orders;
    try {
      const placed: PlacedOrders = await service.createNormal(s.ids[r.member]!, { tid: 101, pno: ISSUE, confirm: 1, key: r.key, bd: [line(r.digit, r.multiple)] });
      return { ok: true, amount: placed.amount, balance: placed.balance, orders: placed.orderIds.length };
    } catch (err) {
      if (err instanceof AppError) return { ok: false, key: err.msgKey };
      throw err;
    }
  }

  /** Everything the bets wrote, in a form that does not depend on ids: per account, its chain. */
  async function state(db: Db) {
    const chains = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select coalesce(l.member_id::text, l.house_code || ':' || l.house_shard) as account, m.idempotency_key as key, l.type,
          l.amount::text as amount, l.balance_before::text as before, l.balance_after::text as after
        from ledger l join money_moves m on m.id = l.move_id order by l.id`),
    );
    const byAccount: Record<string, unknown[]> = {};
    for (const r of chains) (byAccount[r.account as string] ??= []).push(r);
    return {
      wallets: rowsOf(await db.execute(sql`select member_id::text as m, balance::text as b from wallets order by member_id`)),
      house: rowsOf(await db.execute(sql`select code, shard, balance::text as b from house_accounts order by code, shard`)),
      moves: rowsOf(await db.execute(sql`select idempotency_key as k, type, amount::text as a, ref_type, ref_id from money_moves order by idempotency_key`)),
      ledger: byAccount,
      orders: rowsOf(
        await db.execute(sql`
          select member_id::text as m, batch_key, lottery_id, issue_no, kind, play_id, content, selection, money_mode, multiple, bet_count,
            unit_amount_milli::text as unit, amount_milli::text as amount, prize_group, rebate_chain, possible_win_milli::text as win,
            chase_id, content_hash, created_at, status
          from orders order by member_id, batch_key, id`),
      ),
    };
  }

  it('gives 1,000 concurrent bets of 100 members exactly the outcomes and rows of the same bets one by one', { timeout: 300_000 }, async () => {
    const batched = await site('on');
    expect(batched.app.services.batcher).not.toBeNull();
    const alone = await site('off');
    expect(alone.app.services.batcher).toBeNull();
    expect(alone.ids).toEqual(batched.ids);

    const got = await Promise.all(requests.map((r) => send(batched, r)));
    const stats = batched.app.services.batcher!.stats();
    expect(stats.batches).toBeLessThan(stats.bets); // bets did share statements
    expect(stats.fallbacks).toBe(0);
    expect(got.filter((o) => !o.ok && o.key === 'errors.balanceInsufficient').length).toBeGreaterThan(0);

    // The order the batched run placed them in: by the member's ledger row (each account's rows
    // chain in that order); then the rest (refused, or repeated keys), which come out the same at the end.
    const placedOrder = rowsOf<{ key: string }>(
      await batched.database.db.execute(sql`
        select m.idempotency_key as key from ledger l join money_moves m on m.id = l.move_id
        where m.type = 'bet' and l.member_id is not null order by l.id`),
    ).map((r) => r.key);
    const firstOf = new Map<string, number>();
    requests.forEach((r, n) => {
      const k = `bet:${batched.ids[r.member]}:${r.key}`;
      if (!firstOf.has(k) && got[n]!.ok) firstOf.set(k, n);
    });
    expect(placedOrder.length).toBe(firstOf.size);
    const sequence = placedOrder.map((k) => firstOf.get(k)!);
    const rest = requests.map((_, n) => n).filter((n) => !sequence.includes(n));
    const want: Outcome[] = new Array(requests.length);
    for (const n of [...sequence, ...rest]) want[n] = await send(alone, requests[n]!);

    // Each request's outcome. A key sent several times is answered with its one bet's orders by
    // each request, and the ones that did not place it carry the balance at the time they were
    // answered; which of them placed it depends on arrival, so their balances are compared apart:
    // the placing answer's balance is among the batched run's answers for that key.
    const repeated = (n: number) => requests.filter((r) => r.key === requests[n]!.key).length > 1;
    const comparable = (o: Outcome, n: number) => (o.ok && repeated(n) ? { ...o, balance: '(compared apart)' } : o);
    expect(got.map(comparable)).toEqual(want.map(comparable));
    for (const n of sequence.filter(repeated)) {
      const answers = requests.flatMap((r, m) => (r.key === requests[n]!.key && got[m]!.ok ? [(got[m] as { balance: string }).balance] : []));
      expect(answers).toContain((want[n] as { balance: string }).balance);
    }
    expect(got.filter((o) => o.ok).length).toBeGreaterThan(sequence.length); // some same-key repeats answered as replays

    const a = await state(batched.database.db);
    const b = await state(alone.database.db);
    expect(a.wallets).toEqual(b.wallets);
    expect(a.house).toEqual(b.house);
    expect(a.moves).toEqual(b.moves);
    expect(a.ledger).toEqual(b.ledger);
    expect(a.orders).toEqual(b.orders);
    await expectMoneyConserved(batched.database.db);
    await expectMoneyConserved(alone.database.db);
  });

  /** One small site for the statement's own tests. */
  let small: Promise<Site> | undefined;
  const smallSite = () => (small ??= site('off', 8));

  it('refuses in one statement only the bets that fail: a closed issue, a used key, a short balance', { timeout: 120_000 }, async () => {
    const s = await smallSite();
    const db = s.database.db;
    const issues = rowsOf<{ id: bigint; no: string }>(
      await db.execute(sql`select id, issue_no as no from issues where lottery_id = 101 and issue_no in (${ISSUE}, '202611211022') order by issue_no`),
    );
    const [open, later] = issues;
    await db.execute(sql`update issues set status = 1 where id = ${later!.id}`); // closed
    const bet = (member: number, key: string, amount: bigint, issue = open!): BetStatement => ({
      memberId: s.ids[member]!,
      lotteryId: 101,
      prizeGroup: 1950,
      rebateChain: [],
      idempotencyKey: `bet:${s.ids[member]}:${key}`,
      refType: 'order',
      batchKey: key,
      contentHash: 'h',
      now: clock.now(),
      chase: null,
      rows: [
        { issueId: BigInt(issue.id), issueNo: issue.no, kind: 1, playId: DWD.id, content: '1', selection: { rows: [[1], [], [], [], []] }, moneyMode: 1, multiple: 1, betCount: 1, unitAmount: null, amount, possibleWin: 4n },
        { issueId: BigInt(issue.id), issueNo: issue.no, kind: 1, playId: DWD.id, content: '2', selection: { rows: [[2], [], [], [], []] }, moneyMode: 1, multiple: 1, betCount: 1, unitAmount: null, amount, possibleWin: 4n },
      ],
    });
    const first = await placeBatch(db, [bet(1, 'used', 2_000n)]);
    expect(first[0]).toMatchObject({ kind: 'placed', balance: 996_000n });
    const late = { ...bet(3, 'late', 2_000n), now: new Date(Date.parse('2026-11-21T10:05:00Z')) };
    const outcomes = await placeBatch(db, [bet(1, 'used', 2_000n), bet(2, 'closed', 2_000n, later!), bet(0, 'poor', 11_000n), late, bet(4, 'fine', 3_000n), bet(6, 'fine', 5_000n)]);
    expect(outcomes.map((o) => o.kind)).toEqual(['replayed', 'issueClosed', 'insufficient', 'issueClosed', 'placed', 'placed']);
    expect(outcomes[4]).toMatchObject({ balance: 994_000n });
    expect(outcomes[5]).toMatchObject({ balance: 990_000n });
    const placedOrders = outcomes.flatMap((o) => (o.kind === 'placed' ? o.orderIds : []));
    expect(placedOrders).toHaveLength(4);
    const owners = rowsOf<{ id: bigint; m: bigint; key: string }>(await db.execute(sql`select id, member_id as m, batch_key as key from orders order by id`));
    expect(owners.filter((o) => placedOrders.includes(BigInt(o.id))).map((o) => [BigInt(o.m), o.key])).toEqual([
      [s.ids[4], 'fine'],
      [s.ids[4], 'fine'],
      [s.ids[6], 'fine'],
      [s.ids[6], 'fine'],
    ]);
    // Both moves' ledger rows: the member's and the shard's before/after (shards 4 and 6 of 16 differ or not; each chains).
    const ledger = rowsOf<Record<string, string>>(
      await db.execute(sql`
        select l.member_id::text as member, l.house_code as house, l.amount::text as amount, l.balance_before::text as before, l.balance_after::text as after
        from ledger l join money_moves m on m.id = l.move_id where m.ref_id = 'fine' order by l.id`),
    );
    expect(ledger.filter((r) => r.member !== null)).toEqual([
      { member: s.ids[4]!.toString(), house: null, amount: '-6000', before: '1000000', after: '994000' },
      { member: s.ids[6]!.toString(), house: null, amount: '-10000', before: '1000000', after: '990000' },
    ]);
    expect(ledger.filter((r) => r.house !== null).map((r) => r.amount)).toEqual(['6000', '10000']);
    await expectMoneyConserved(db);
  });

  it('places a batch bet by bet when its statement fails', { timeout: 120_000 }, async () => {
    const s = await smallSite();
    let calls = 0;
    const failing = {
      execute: (q: Parameters<Db['execute']>[0]) => (calls++ === 0 ? Promise.reject(new Error('statement failed')) : s.database.db.execute(q)),
    } as unknown as DbOrTx;
    const batcher = createBetBatcher(failing, { windowMs: 5, maxBatch: 64, maxInFlight: 1 });
    const [issue] = rowsOf<{ id: bigint }>(await s.database.db.execute(sql`select id from issues where lottery_id = 101 and issue_no = ${ISSUE}`));
    const bet = (member: number): BetStatement => ({
      memberId: s.ids[member]!,
      lotteryId: 101,
      prizeGroup: 1950,
      rebateChain: [],
      idempotencyKey: `bet:${s.ids[member]}:fb`,
      refType: 'order',
      batchKey: 'fb',
      contentHash: 'h',
      now: clock.now(),
      chase: null,
      rows: [{ issueId: BigInt(issue!.id), issueNo: ISSUE, kind: 1, playId: DWD.id, content: '1', selection: { rows: [[1], [], [], [], []] }, moneyMode: 1, multiple: 1, betCount: 1, unitAmount: null, amount: 30_000n, possibleWin: 4n }],
    });
    const outcomes = await Promise.all([bet(1), bet(0), bet(2)].map((b) => batcher.place(b)));
    expect(outcomes.map((o) => o.kind)).toEqual(['placed', 'insufficient', 'placed']);
    expect(batcher.stats()).toEqual({ batches: 1, bets: 3, fallbacks: 1 });
    expect(calls).toBe(4); // the batch statement, then three bet statements
    await expectMoneyConserved(s.database.db);
  });
});
