/**
 * The team rollup (issue #14; docs/decisions.md "Team figures from a rollup"): team/summary sums
 * per-ancestor daily rows instead of scanning the team's ledger.
 *
 * - `team_days`: per ancestor (scope 0: every ancestor of the member; scope 1: his parent only, for
 *   "direct subordinates"), platform day and ledger type, the credits and debits of the team.
 * - `team_join_days`: per ancestor (both scopes) and platform day, the team's registrations, from
 *   members whose inserting transaction (members.xact) is below the watermark, like ledger rows.
 * - `member_active_days` / `team_active_days`: each member's bet and deposit days with his previous
 *   day of the same kind; a member is active in [s, e] exactly once, on his first day in it (the one
 *   whose previous day is before s), so exact distinct counts are sums over days.
 *
 * The ledger is append-only and paths never change (drizzle/0009), so a row's ancestors are fixed
 * when it is written. A pass takes the rows whose transaction id (ledger.xact) lies in
 * [watermark, oldest running transaction): none of them can still commit, none is taken twice; the
 * watermark moves in the same transaction as the sums. team/summary reads the sums and the rows at
 * or after the watermark in one snapshot, so it is exact whenever it runs.
 *
 * Days are business days (02:00–02:00) of the `platformTimeZone` setting the rollup was built with; when the
 * setting changes the next pass starts again from zero, and until it has caught up team/summary
 * falls back to the ledger scan (`state` says which).
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { systemState } from '../../db/schema.ts';
import { loadSettings } from '../settings/index.ts';
import { rowsOf } from '../../lib/rows.ts';
import { businessDateSql } from '../../lib/business-day.ts';
import { rowExists } from '../../db/row-exists.ts';

const STATE_KEY = 'team_rollup';
/** Rows taken per pass at most (a single transaction's rows are never split). */
export const ROLLUP_BATCH = 50_000;
/** The "no previous day" marker of team_active_days (part of its primary key). */
export const NO_DAY = '0001-01-01';

export interface RollupState {
  /** Ledger rows with xact below this are in the sums. */
  xact: bigint;
  /** The platform time zone the sums' business days were made in. */
  zone: string;
  /** Subtree moves (audit 'agent.move') when the sums were started: a move re-keys the team. */
  moves: number;
}

export async function readState(db: DbOrTx): Promise<RollupState | null> {
  const [row] = rowsOf<{ value: string }>(await db.execute(sql`select value from system_state where key = ${STATE_KEY}`));
  if (!row) return null;
  const v = JSON.parse(row.value) as { xact: string; zone?: string; moves?: number };
  return { xact: BigInt(v.xact), zone: v.zone ?? '', moves: v.moves ?? 0 };
}

/**
 * How many subtree moves there have been (tree.ts, audited 'agent.move'). The sums
 * key each row by the ancestors its member had when it was folded in, the ledger scan by today's:
 * after a move the rollup starts again (and team/summary scans until it has caught up).
 */
export async function movesSoFar(db: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from audit_log where action = 'agent.move'`));
  return Number(row?.n ?? 0);
}

async function writeState(tx: DbOrTx, s: RollupState) {
  const value = JSON.stringify({ xact: s.xact.toString(), zone: s.zone, moves: s.moves });
  await tx
    .insert(systemState)
    .values({ key: STATE_KEY, value })
    .onConflictDoUpdate({ target: systemState.key, set: { value, updatedAt: sql`now()` } });
}

/** The business day of a timestamp column, as a date (the same day as the ledger scan's). */
export const dayExpr = (col: ReturnType<typeof sql>, zone: string) => businessDateSql(col, zone);

/**
 * Nothing to fold: the sums were made in this zone and with these moves, and no member's ledger row and
 * no registration (members.xact) is at or after the watermark.
 */
async function caughtUp(db: DbOrTx, zone: string): Promise<boolean> {
  const state = await readState(db);
  if (!state || state.zone !== zone || state.moves !== (await movesSoFar(db))) return false;
  const newer = rowsOf(
    await db.execute(sql`
      select 1 where exists (select 1 from ledger where member_id is not null and xact >= ${state.xact})
        or ${rowExists(sql`from members where xact >= ${state.xact}`)}`),
  );
  return newer.length === 0;
}

/**
 * One pass: folds the next final ledger rows (at most about ROLLUP_BATCH, whole transactions) into
 * the sums. Returns how many rows it took; 0 when caught up. Safe to run from several nodes at
 * once: the state row is locked first.
 */
export async function rollupPass(db: Db, batch = ROLLUP_BATCH): Promise<number> {
  const settings = await loadSettings(db);
  const zone = settings.platformTimeZone;
  // Caught up (the scheduler calls this every second): four index reads, no transaction. On the
  // embedded PGlite a pass holds the one connection and the event loop — about 100 ms a second of
  // a fresh demo server, which every first visit's request waited behind (measured 2026-11-26).
  if (await caughtUp(db, zone)) return 0;
  return db.transaction(async (tx) => {
    // Lock (or create) the state row: one pass at a time.
    await tx.execute(sql`insert into system_state (key, value) values (${STATE_KEY}, ${JSON.stringify({ xact: '0', zone })}) on conflict (key) do nothing`);
    await tx.execute(sql`select 1 from system_state where key = ${STATE_KEY} for update`);
    let state = (await readState(tx))!;
    const moves = await movesSoFar(tx);
    if (state.zone !== zone || state.moves !== moves) {
      // Other day boundaries: start again.
      await tx.execute(sql`delete from team_days`);
      await tx.execute(sql`delete from team_join_days`);
      await tx.execute(sql`delete from team_active_days`);
      await tx.execute(sql`delete from member_active_days`);
      state = { xact: 0n, zone, moves };
    }
    const [h] = rowsOf<{ horizon: string }>(await tx.execute(sql`select (pg_snapshot_xmin(pg_current_snapshot())::text) as horizon`));
    const horizon = BigInt(h!.horizon);
    // The end of this pass: the horizon, or earlier so that about `batch` rows are taken.
    const [cut] = rowsOf<{ xact: string | null }>(
      await tx.execute(sql`
        select xact::text as xact from ledger
        where member_id is not null and xact >= ${state.xact} and xact < ${horizon}
        order by xact offset ${batch} limit 1`),
    );
    let end = cut?.xact ? BigInt(cut.xact) : horizon;
    // One (final) transaction wrote more than `batch` rows: take it whole.
    if (cut?.xact && end === state.xact) end = state.xact + 1n;
    const from = state.xact;
    const rows = sql`
      select l.member_id, l.type, l.amount, ${dayExpr(sql`l.created_at`, zone)} as day, m.path, m.parent_id
      from ledger l join members m on m.id = l.member_id
      where l.member_id is not null and l.xact >= ${from} and l.xact < ${end}`;
    // Each member's ancestors (scope 0) and his parent (scope 1).
    const ancestors = sql`
      cross join lateral (
        select x::bigint as anc, 0::smallint as scope from unnest(string_to_array(trim(both '/' from b.path), '/')) x where x::bigint <> b.member_id
        union all
        select b.parent_id, 1::smallint where b.parent_id is not null) a`;
    const taken = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with b as (${rows}),
        ins as (
          insert into team_days (ancestor_id, scope, day, type, credit, debit)
          select a.anc, a.scope, b.day, b.type,
            coalesce(sum(case when b.amount > 0 then b.amount else 0 end), 0),
            coalesce(sum(case when b.amount < 0 then -b.amount else 0 end), 0)
          from b ${ancestors}
          group by 1, 2, 3, 4
          on conflict (ancestor_id, scope, day, type) do update
            set credit = team_days.credit + excluded.credit, debit = team_days.debit + excluded.debit
          returning 1)
        select (select count(*) from b)::int as n`),
    )[0]!.n;

    // Registrations: members inserted by the same final transactions (members.xact), per ancestor and day.
    await tx.execute(sql`
      insert into team_join_days (ancestor_id, scope, day, n)
      select a.anc, a.scope, ${dayExpr(sql`b.created_at`, zone)}, count(*)::int
      from members b
      cross join lateral (
        select x::bigint as anc, 0::smallint as scope from unnest(string_to_array(trim(both '/' from b.path), '/')) x where x::bigint <> b.id
        union all
        select b.parent_id, 1::smallint where b.parent_id is not null) a
      where b.xact >= ${from} and b.xact < ${end}
      group by 1, 2, 3
      on conflict (ancestor_id, scope, day) do update set n = team_join_days.n + excluded.n`);

    // Activity days new to this pass, and per member and kind the first of them.
    await tx.execute(sql`
      create temp table rollup_new on commit drop as
      select distinct b.member_id, b.type as kind, b.day from (${rows}) b
      where b.type in ('bet', 'deposit')
        and not exists (select 1 from member_active_days d where d.member_id = b.member_id and d.kind = b.type and d.day = b.day)`);
    await tx.execute(sql`
      create temp table rollup_since on commit drop as
      select member_id, kind, min(day) as since from rollup_new group by 1, 2`);
    // Their days from `since` on change their previous day: take them out, chain again, put them back.
    const shift = (sign: 1 | -1) => sql`
      insert into team_active_days (ancestor_id, scope, kind, day, prev_day, n)
      select a.anc, a.scope, d.kind, d.day, coalesce(d.prev_day, ${NO_DAY}::date), ${sign}::int * count(*)::int
      from member_active_days d
      join rollup_since s on s.member_id = d.member_id and s.kind = d.kind and d.day >= s.since
      join members b on b.id = d.member_id
      cross join lateral (
        select x::bigint as anc, 0::smallint as scope from unnest(string_to_array(trim(both '/' from b.path), '/')) x where x::bigint <> b.id
        union all
        select b.parent_id, 1::smallint where b.parent_id is not null) a
      group by 1, 2, 3, 4, 5
      on conflict (ancestor_id, scope, kind, day, prev_day) do update set n = team_active_days.n + excluded.n`;
    await tx.execute(shift(-1));
    await tx.execute(sql`insert into member_active_days (member_id, kind, day) select member_id, kind, day from rollup_new`);
    await tx.execute(sql`
      update member_active_days d set prev_day = c.prev
      from (
        select d2.member_id, d2.kind, d2.day, lag(d2.day) over (partition by d2.member_id, d2.kind order by d2.day) as prev
        from member_active_days d2 join rollup_since s on s.member_id = d2.member_id and s.kind = d2.kind) c
      join rollup_since s on s.member_id = c.member_id and s.kind = c.kind
      where d.member_id = c.member_id and d.kind = c.kind and d.day = c.day and c.day >= s.since
        and d.prev_day is distinct from c.prev`);
    await tx.execute(shift(1));
    await tx.execute(sql`delete from team_active_days where n = 0`);
    await writeState(tx, { xact: end, zone, moves });
    return taken;
  });
}

/** Passes until caught up (or `maxPasses`); the rows taken. */
export async function rollupCatchUp(db: Db, maxPasses = 20): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxPasses; i++) {
    const n = await rollupPass(db);
    total += n;
    if (n === 0) break;
  }
  return total;
}

/**
 * A subtree move (tree.ts) in its own transaction, before its audit row: re-keys
 * the rollup so that it stays in force. Everything the subtree of `root` put in the sums — what its
 * root holds as an ancestor (his descendants) plus his own rows — is taken from his old ancestors
 * and given to his new ones; at scope 1 his own rows go from his old parent to his new one. Rows
 * inside the subtree keep their ancestors. The state row is locked, so no pass runs meanwhile, and
 * the rows past the watermark are folded later with the new paths. When the rollup was already
 * stale (another setting, an earlier move) nothing is done and it is rebuilt as before. Returns
 * whether it re-keyed.
 */
export async function rekeyMove(
  tx: DbOrTx,
  root: { id: bigint; path: string; parentId: bigint | null },
  to: { id: bigint; path: string },
): Promise<boolean> {
  const [locked] = rowsOf<{ value: string }>(await tx.execute(sql`select value from system_state where key = ${STATE_KEY} for update`));
  if (!locked) return false;
  const state = (await readState(tx))!;
  if (state.moves !== (await movesSoFar(tx))) return false;
  const ids = (path: string) => `{${path.split('/').filter((x) => x !== '' && x !== root.id.toString()).join(',')}}`;
  const R = root.id;
  const W = state.xact;
  // Who gains (+1) or loses (-1) the subtree's sums ('all': what R holds plus his own rows) or only R's own ('own').
  const who = sql`(
    select x::bigint as anc, 0::smallint as scope, -1 as sign from unnest(${ids(root.path)}::bigint[]) x
    union all select x::bigint, 0::smallint, 1 from unnest(${ids(to.path)}::bigint[]) x
    union all select ${root.parentId}::bigint, 1::smallint, -1 where ${root.parentId}::bigint is not null
    union all select ${to.id}::bigint, 1::smallint, 1)`;
  await tx.execute(sql`
    insert into team_days (ancestor_id, scope, day, type, credit, debit)
    select a.anc, a.scope, c.day, c.type, sum(a.sign * c.credit), sum(a.sign * c.debit)
    from (
      select 'all' as part, day, type, credit, debit from team_days where ancestor_id = ${R} and scope = 0
      union all
      select 'own', ${dayExpr(sql`l.created_at`, state.zone)}, l.type,
        coalesce(sum(case when l.amount > 0 then l.amount else 0 end), 0), coalesce(sum(case when l.amount < 0 then -l.amount else 0 end), 0)
      from ledger l where l.member_id = ${R} and l.xact < ${W} group by 2, 3) c
    join ${who} a on a.scope = 0 or c.part = 'own'
    group by 1, 2, 3, 4
    on conflict (ancestor_id, scope, day, type) do update
      set credit = team_days.credit + excluded.credit, debit = team_days.debit + excluded.debit`);
  await tx.execute(sql`
    insert into team_join_days (ancestor_id, scope, day, n)
    select a.anc, a.scope, c.day, sum(a.sign * c.n)::int
    from (
      select 'all' as part, day, n from team_join_days where ancestor_id = ${R} and scope = 0
      union all
      select 'own', ${dayExpr(sql`m.created_at`, state.zone)}, 1 from members m where m.id = ${R} and m.xact < ${W}) c
    join ${who} a on a.scope = 0 or c.part = 'own'
    group by 1, 2, 3
    on conflict (ancestor_id, scope, day) do update set n = team_join_days.n + excluded.n`);
  await tx.execute(sql`
    insert into team_active_days (ancestor_id, scope, kind, day, prev_day, n)
    select a.anc, a.scope, c.kind, c.day, c.prev_day, sum(a.sign * c.n)::int
    from (
      select 'all' as part, kind, day, prev_day, n from team_active_days where ancestor_id = ${R} and scope = 0
      union all
      select 'own', kind, day, coalesce(prev_day, ${NO_DAY}::date), 1 from member_active_days where member_id = ${R}) c
    join ${who} a on a.scope = 0 or c.part = 'own'
    group by 1, 2, 3, 4, 5
    on conflict (ancestor_id, scope, kind, day, prev_day) do update set n = team_active_days.n + excluded.n`);
  // What the old ancestors no longer have (a day of only the subtree's rows is no day of theirs).
  const losers = sql`(select anc from ${who} w where w.sign = -1)`;
  await tx.execute(sql`delete from team_days where ancestor_id in ${losers} and credit = 0 and debit = 0`);
  await tx.execute(sql`delete from team_join_days where ancestor_id in ${losers} and n = 0`);
  await tx.execute(sql`delete from team_active_days where ancestor_id in ${losers} and n = 0`);
  // The move's audit row follows in this transaction: the state counts it already.
  await writeState(tx, { ...state, moves: state.moves + 1 });
  return true;
}
