/**
 * The team rollup against the ledger scan (issue #14): on random teams (members registered on
 * random days, more joining between passes) and random ledger rows — written in several rounds, some dated before rows already rolled up (a transaction that commits
 * late), rolled up in small passes or not yet at all — team/summary from the rollup equals the
 * straightforward sum of the team's ledger rows, figure for figure, for random agents, periods and
 * "direct only". Also: a change of the platform time zone, and (PostgreSQL) a transaction still open.
 */
import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { members, settings, wallets } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import type { AgentService } from './service.ts';
import { rollupPass, readState } from './rollup.ts';
import { rowsOf } from '../../lib/rows.ts';

const TYPES = ['bet', 'bet', 'bet', 'bet', 'bet', 'deposit', 'deposit', 'deposit', 'payout', 'rebate', 'withdraw', 'bet_refund', 'bonus', 'withdrawReturn', 'rebate_reversal'] as const;
const DEBITS = new Set(['bet', 'withdraw', 'rebate_reversal']);
const BASE = Date.parse('2026-11-10T00:00:00Z');
const day = (n: number) => new Date(BASE + n * 86_400_000).toISOString().slice(0, 10);

describeApp('team rollup', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let agents: AgentService;
  let n = 0;

  beforeAll(async () => {
    agents = ctx.app.services.agents;
  });

  /**
   * A random tree below a new top agent: every member's parent is an earlier one (or the top),
   * registered on day `joined[i]` (at a random minute); `ids` grows an existing tree.
   */
  async function team(parents: number[], types: number[], joined: number[] = [], ids: bigint[] = []) {
    const tag = (n++).toString(36);
    if (ids.length === 0) {
      const [top] = await ctx.db.insert(members).values({ account: `rt${tag}top`, passwordHash: 'x', memberType: 2, prizeGroup: 1950 }).returning({ id: members.id });
      ids.push(top!.id);
    }
    const added: bigint[] = [];
    for (const [i, p] of parents.entries()) {
      const at = new Date(BASE + (joined[i % Math.max(1, joined.length)] ?? 0) * 86_400_000 + ((i * 389 + p * 97) % 1440) * 60_000);
      const [m] = await ctx.db
        .insert(members)
        .values({ account: `rt${tag}m${i}`, passwordHash: 'x', parentId: ids[p % ids.length]!, memberType: types[i % types.length]! % 3 === 0 ? 1 : 2, prizeGroup: 1900, createdAt: at })
        .returning({ id: members.id });
      ids.push(m!.id);
      added.push(m!.id);
    }
    await ctx.db.insert(wallets).values(added.map((memberId, i) => ({ memberId, balance: BigInt(i * 1000) })));
    return ids;
  }

  /** Ledger rows straight by SQL (the report reads rows; balances need not chain here). */
  async function rows(ids: bigint[], spec: { who: number; type: number; amount: number; day: number; minute: number }[]) {
    if (spec.length === 0) return;
    const values = spec.map((r) => {
      const type = TYPES[r.type % TYPES.length]!;
      const amount = DEBITS.has(type) ? -r.amount : r.amount;
      const at = new Date(BASE + r.day * 86_400_000 + r.minute * 60_000).toISOString();
      return sql`(${ids[r.who % ids.length]!}, ${type}, ${amount}, ${at}::timestamptz)`;
    });
    await ctx.db.execute(sql`
      with v(member_id, type, amount, at) as (values ${sql.join(values, sql`, `)}),
      mv as (insert into money_moves (idempotency_key, type, amount) select 'rt:' || gen_random_uuid(), 'test', 1 from v returning id),
      pairs as (select v.*, row_number() over () as k from v),
      moves as (select id, row_number() over () as k from mv)
      insert into ledger (move_id, member_id, type, amount, balance_before, balance_after, created_at)
      select moves.id, pairs.member_id::bigint, pairs.type, pairs.amount::bigint, 0, pairs.amount::bigint, pairs.at from pairs join moves using (k)`);
  }

  async function expectEqual(ids: bigint[], checks: { agent: number; start: number; len: number; direct: boolean }[]) {
    for (const c of checks) {
      const q = { startDate: day(c.start), endDate: day(c.start + c.len), direct: c.direct ? 1 : 0 };
      const agent = ids[c.agent % ids.length]!;
      const isAgent = rowsOf<{ t: number }>(await ctx.db.execute(sql`select member_type as t from members where id = ${agent}`))[0]!.t === 2;
      if (!isAgent) continue;
      const fast = await agents.summary(agent, q);
      const slow = await agents.summary(agent, q, 'scan');
      expect(fast, JSON.stringify(c)).toEqual(slow);
    }
  }

  const rowSpec = fc.record({ who: fc.integer({ min: 1, max: 6 }), type: fc.nat(), amount: fc.integer({ min: 1, max: 100_000 }), day: fc.integer({ min: 0, max: 4 }), minute: fc.integer({ min: 0, max: 1439 }) });
  const check = fc.record({ agent: fc.integer({ min: 0, max: 3 }), start: fc.integer({ min: -1, max: 5 }), len: fc.integer({ min: 0, max: 6 }), direct: fc.boolean() });

  it('equals the ledger scan on random teams, rows written in rounds with passes between (some late, dated before rolled-up days)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 6, maxLength: 6 }),
        fc.array(fc.record({
          rows: fc.array(rowSpec, { minLength: 20, maxLength: 80 }),
          // Members registered in this round, some dated before days already rolled up.
          joiners: fc.array(fc.record({ parent: fc.nat(), day: fc.integer({ min: -2, max: 5 }) }), { maxLength: 4 }),
          passes: fc.integer({ min: 0, max: 3 }),
          batch: fc.integer({ min: 1, max: 30 }),
        }), { minLength: 1, maxLength: 4 }),
        fc.array(check, { minLength: 3, maxLength: 6 }),
        fc.array(fc.integer({ min: -2, max: 5 }), { minLength: 1, maxLength: 6 }),
        async (parents, types, rounds, checks, joined) => {
          const ids = await team(parents, types, joined);
          for (const r of rounds) {
            if (r.joiners.length > 0) await team(r.joiners.map((j) => j.parent), types, r.joiners.map((j) => j.day), ids);
            await rows(ids, r.rows);
            for (let i = 0; i < r.passes; i++) await rollupPass(ctx.app.deps.db, r.batch);
            await expectEqual(ids, checks);
          }
        },
      ),
      { numRuns: ctx.target === 'postgres' ? 15 : 25, seed: 1414 },
    );
  }, 300_000);

  it('starts again when the platform time zone changes, and equals the scan before and after catching up', async () => {
    const ids = await team([0, 0, 1, 1, 2, 3], [1, 1, 1, 0, 0, 0]);
    const spec = Array.from({ length: 60 }, (_, i) => ({ who: 1 + (i % 6), type: i, amount: 100 + i, day: i % 9, minute: (i * 97) % 1440 }));
    await rows(ids, spec);
    while ((await rollupPass(ctx.app.deps.db)) > 0);
    const checks = [0, 1, 2].flatMap((agent) => [{ agent, start: 0, len: 9, direct: false }, { agent, start: 3, len: 2, direct: true }]);
    await expectEqual(ids, checks);
    await ctx.db.insert(settings).values({ key: 'platformTimeZone', value: 'America/St_Johns' }).onConflictDoUpdate({ target: settings.key, set: { value: 'America/St_Johns' } });
    await expectEqual(ids, checks); // the rollup is for another zone: the scan answers
    while ((await rollupPass(ctx.app.deps.db)) > 0);
    expect((await readState(ctx.db))!.zone).toBe('America/St_Johns');
    await expectEqual(ids, checks);
    await ctx.db.execute(sql`delete from settings where key = 'platformTimeZone'`);
    while ((await rollupPass(ctx.app.deps.db)) > 0);
    await expectEqual(ids, checks);
  }, 120_000);

  it('a pass with nothing new to fold writes nothing (the scheduler runs one every second)', async () => {
    const ids = await team([0], [1]);
    await rows(ids, [{ who: 1, type: 0, amount: 300, day: 1, minute: 7 }]);
    const stamp = async () => rowsOf<{ at: string }>(await ctx.db.execute(sql`select updated_at::text as at from system_state where key = 'team_rollup'`))[0]?.at ?? null;
    // A pass takes rows only below the oldest transaction still open in the whole PostgreSQL
    // cluster, and CI's other test files hold some in their own databases: passes until one has
    // nothing left to take. Without the early return every pass rewrites the state, and this never ends.
    const quiet = async () => {
      const at = await stamp();
      return (await rollupPass(ctx.app.deps.db)) === 0 && (await stamp()) === at;
    };
    await expect.poll(quiet, { timeout: 30_000, interval: 50 }).toBe(true);
    const before = await stamp();
    expect(await rollupPass(ctx.app.deps.db)).toBe(0);
    expect(await stamp()).toBe(before);
    await rows(ids, [{ who: 1, type: 5, amount: 400, day: 2, minute: 9 }]);
    await expect.poll(() => rollupPass(ctx.app.deps.db), { timeout: 30_000, interval: 50 }).toBe(1);
    expect(await stamp()).not.toBe(before);
    await expectEqual(ids, [{ agent: 0, start: 0, len: 5, direct: false }]);
    // A registration alone (no ledger row) is something to fold too.
    await expect.poll(quiet, { timeout: 30_000, interval: 50 }).toBe(true);
    const settled = await stamp();
    await team([0], [1], [3], ids);
    await expect.poll(async () => (await rollupPass(ctx.app.deps.db), await stamp()), { timeout: 30_000, interval: 50 }).not.toBe(settled);
    await expectEqual(ids, [{ agent: 0, start: 0, len: 5, direct: false }]);
  }, 60_000);

  // A second connection: PostgreSQL only.
  if (ctx.target === 'postgres')
    it('does not take the rows of a transaction still open, nor miss them once it commits', async () => {
      const ids = await team([0, 1], [1, 1]);
      while ((await rollupPass(ctx.app.deps.db)) > 0);
      const other = new pg.Client({ connectionString: ctx.database.url });
      await other.connect();
      try {
        await other.query('begin');
        // This transaction's id is taken now, before the rows below (which commit first).
        await other.query('select pg_current_xact_id()');
        await rows(ids, [{ who: 1, type: 0, amount: 500, day: 2, minute: 5 }]);
        const [mv] = (await other.query<{ id: string }>(`insert into money_moves (idempotency_key, type, amount) values ('rt:open', 'test', 1) returning id::text as id`)).rows;
        await other.query(`insert into ledger (move_id, member_id, type, amount, balance_before, balance_after, created_at) values ($1, $2, 'bet', -700, 0, -700, $3)`, [mv!.id, ids[2]!.toString(), new Date(BASE + 2 * 86_400_000).toISOString()]);
        while ((await rollupPass(ctx.app.deps.db)) > 0);
        await expectEqual(ids, [{ agent: 0, start: 0, len: 5, direct: false }]);
        await other.query('commit');
        await expectEqual(ids, [{ agent: 0, start: 0, len: 5, direct: false }]);
        while ((await rollupPass(ctx.app.deps.db)) > 0);
        await expectEqual(ids, [{ agent: 0, start: 0, len: 5, direct: false }, { agent: 1, start: 2, len: 0, direct: true }]);
        const s = await agents.summary(ids[0]!, { startDate: day(0), endDate: day(5), direct: 0 });
        expect(s.bet).toBe('1.200');
        expect(s.activeCount).toBe(2);
      } finally {
        await other.end();
      }
    }, 60_000);
});
