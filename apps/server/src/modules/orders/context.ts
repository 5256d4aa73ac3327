/**
 * The context of a bet (service.ts): the lottery and its rules, the member, the bet's issues with
 * what he already staked on each, the replay and duplicate checks and whether player protection
 * applies — one query, a named prepared statement (db/named.ts).
 *
 * Concurrent bets' context queries go as ONE statement (issue #18; lib/batcher.ts): every bet over
 * HTTP used to write its own query to PostgreSQL's socket, and that write was most of the node's
 * busy time. The batch statement reads the requests from arrays (`unnest … with ordinality`: a
 * request's issue numbers go as one text field holding a text[] literal) and answers one row per
 * request that has a lottery and a member, tagged with its ordinal; both statements share one
 * select list, so a batched context is the one the request would have read alone. A request with
 * no row is answered null (the service's 'lottery.notFound'). A request that finds a slot free goes
 * at once, alone, through the single statement.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { LotteryRules, Milli } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { namedStatement } from '../../db/named.ts';
import { textArrayLiteral } from '../../db/arrays.ts';
import { rowExists } from '../../db/row-exists.ts';
import { createBatcher, type Batcher, type BatcherOptions } from '../../lib/batcher.ts';
import { protectedPlaySql } from '../protection/index.ts';
import { rulesOf } from '../lottery/index.ts';
import { memberDoubleRange } from './member-range.ts';

/** docs/product.md §4/§9: the same content within 10 s asks the member to confirm. */
export const DUPLICATE_WINDOW_MS = 10_000;

export interface ContextRequest {
  memberId: bigint;
  ticketId: number;
  issueNos: string[];
  batchKey: string;
  hash: string;
  now: Date;
}

export interface Context {
  lottery: {
    id: number;
    code: string;
    family: string;
    isSuspended: boolean;
    minStake: Milli;
    maxStake: Milli;
    maxIssueStake: Milli;
    doubleMin: Milli;
    doubleMax: Milli;
  };
  rules: LotteryRules;
  /** prizeGroup: the bet's group (the member's own unless he chose a lower one); rebateChain: the snapshot for the orders; doubleRange: his own two-sided range when his limit is on. */
  member: { prizeGroup: number; status: number; rebateChain: [string, number][]; doubleRange: { minMilli: Milli; maxMilli: Milli } | null };
  issues: { id: bigint; issueNo: string; status: number; startAt: number; endAt: number; staked: Milli }[];
  replayIds: bigint[];
  duplicate: boolean;
  /** The member has a wager or loss limit, or a break: the protection check runs (modules/protection). */
  protectedPlay: boolean;
}

type Row = Record<string, unknown>;

/** A request's values as the statements read them: the single one binds them, the batch one takes them from `r`. */
type Input = SQL | Placeholder;
interface Inputs {
  memberId: Input;
  ticketId: Input;
  batchKey: Input;
  hash: Input;
  since: Input;
  until: Input;
  now: Input;
}

/** The request's issues (`issues i`) by the lottery and their numbers: each number probes the unique key. */
const issuesByNos = (nos: Input): SQL => sql`from unnest(${nos}::text[]) as q(no)
      cross join lateral (select * from issues i where i.lottery_id = l.id and i.issue_no = q.no offset 0) i`;
/** The request's one issue (`issues i`) by the lottery and its number. */
const issueByNo = (no: Input): SQL => sql`from issues i where i.lottery_id = l.id and i.issue_no = ${no}::text`;

/** The select list of both statements, over `lotteries l` and `members m`, with the request's issues from `issues`. */
function contextColumns(r: Inputs, issues: SQL): SQL {
  return sql`l.id, l.code, l.family, l.is_suspended,
    l.min_stake_milli::text as min_stake, l.max_stake_milli::text as max_stake,
    l.max_issue_stake_milli::text as max_issue_stake, l.double_min_milli::text as double_min,
    l.double_max_milli::text as double_max, l.odds, l.ties, l.draw_kind, l.group_offset,
    m.prize_group, m.status as member_status,
    (select uc.config from user_configs uc where uc.member_id = m.id) as user_config,
    -- The chain's members and the bet's issues each by their key, one probe an element: "offset 0"
    -- keeps each lateral a lookup by the element, never a hash of a table or a scan of the lottery's
    -- issues, whatever the tables' sizes when the statement was prepared (a prepared statement keeps
    -- its plan as they grow). The batch reads its members the same way; context.test.ts checks the plans.
    (select coalesce(json_agg(json_build_array(a.id::text, a.prize_group) order by a.depth desc), '[]'::json)
      from unnest(string_to_array(trim(both '/' from m.path), '/')::bigint[]) as u(id)
      cross join lateral (select a.id, a.prize_group, a.depth from members a where a.id = u.id offset 0) a) as rebate_chain,
    (select coalesce(json_agg(json_build_object(
        'id', i.id::text, 'no', i.issue_no, 'status', i.status,
        'start', (extract(epoch from i.start_at) * 1000)::bigint::text,
        'end', (extract(epoch from i.end_at) * 1000)::bigint::text,
        'staked', coalesce((select s.staked_milli from issue_stakes s
                    where s.member_id = m.id and s.issue_id = i.id), 0)::text) order by i.id), '[]'::json)
      ${issues}) as issues,
    -- A replay's orders, read only when the key's bet move exists (money_moves' unique key; the
    -- bet's orders and its move are written by one statement): by (member_id, batch_key) alone,
    -- every bet probed each month's orders_batch_idx (issue #30).
    case when ${rowExists(sql`from money_moves mv where mv.idempotency_key = 'bet:' || m.id::text || ':' || ${r.batchKey}::text`)}
      then (select coalesce(json_agg(o.id::text), '[]'::json) from orders o
        where o.member_id = m.id and o.batch_key = ${r.batchKey}::text)
      else '[]'::json end as replay_ids,
    -- Bounded on both sides (duplicateSpan), so it reads the one or two month partitions the
    -- window lies in, not this month's, the months created ahead and the default (issue #30).
    ${rowExists(sql`from orders o where o.member_id = m.id and o.content_hash = ${r.hash}::text
      and o.created_at > ${r.since}::timestamptz and o.created_at < ${r.until}::timestamptz`)} as duplicate,
    ${protectedPlaySql(sql`m.id`, sql`${r.now}`)} as protected_play`;
}

const p = (name: string) => sql.placeholder(name);

/** One request's context query with its values in place (for EXPLAIN). Exported for tests. */
export function contextQueryOf(req: ContextRequest): SQL {
  const r: Inputs = {
    memberId: sql`${req.memberId}`,
    ticketId: sql`${req.ticketId}`,
    batchKey: sql`${req.batchKey}`,
    hash: sql`${req.hash}`,
    since: sql`${sinceOf(req)}`,
    until: sql`${untilOf(req)}`,
    now: sql`${req.now.toISOString()}`,
  };
  const issues = req.issueNos.length === 1 ? issueByNo(sql`${req.issueNos[0]!}`) : issuesByNos(sql`${textArrayLiteral(req.issueNos)}`);
  return sql`select ${contextColumns(r, issues)}
    from lotteries l, members m
    where l.id = ${r.ticketId}::int and m.id = ${r.memberId}::bigint`;
}

/**
 * A request of one issue's context query (a chase's, of several, goes through the batch statement
 * alone). Exported for tests. One issue number, not an array: with an array the generic plan
 * counts ten elements for it, looked dearer than a plan for the values, and PostgreSQL planned the
 * statement again on every call (1.25 ms of planning for 0.2 ms of work, pg_stat_statements).
 */
export function singleContextQuery(): SQL {
  const r: Inputs = { memberId: p('memberId'), ticketId: p('ticketId'), batchKey: p('batchKey'), hash: p('hash'), since: p('since'), until: p('until'), now: p('now') };
  return sql`select ${contextColumns(r, issueByNo(p('no')))}
    from lotteries l, members m
    where l.id = ${r.ticketId}::int and m.id = ${r.memberId}::bigint`;
}

/**
 * An array parameter whose length the planner does not read, in a plan for the values as in the
 * generic plan (which counts ten elements for a parameter): both plans then cost alike, and
 * PostgreSQL keeps the generic one. Read as values, a batch of fewer than ten requests made the
 * generic plan look dearer, so each such batch was planned again (1.6 ms a plan).
 */
const unread = (name: string, type: string): SQL => sql`(select ${p(name)}::${sql.raw(type)})`;

/** Many requests' context queries in one: a row per request found, tagged `n` (1-based, the request's place). Exported for tests. */
export function batchContextQuery(): SQL {
  const col = (c: string): SQL => sql.raw(`r.${c}`);
  const r: Inputs = { memberId: col('member_id'), ticketId: col('ticket_id'), batchKey: col('batch_key'), hash: col('hash'), since: col('since'), until: col('until'), now: col('now') };
  return sql`select r.n, ${contextColumns(r, issuesByNos(col('nos')))}
    from unnest(${unread('memberIds', 'bigint[]')}, ${unread('ticketIds', 'int[]')}, ${unread('nos', 'text[]')}, ${unread('batchKeys', 'text[]')},
      ${unread('hashes', 'text[]')}, ${unread('since', 'timestamptz[]')}, ${unread('until', 'timestamptz[]')}, ${unread('now', 'timestamptz[]')})
      with ordinality as r(member_id, ticket_id, nos, batch_key, hash, since, until, now, n)
    join lotteries l on l.id = r.ticket_id
    cross join lateral (select * from members m where m.id = r.member_id offset 0) m
    order by r.n`;
}

/**
 * The duplicate check's window: the 10 s before the bet and, as its upper bound, as far after it
 * (an order of another node whose clock runs ahead still counts). An order is stamped with its
 * bet's instant, so no duplicate lies outside; the bound is what lets PostgreSQL prune.
 */
const sinceOf = (req: ContextRequest) => new Date(req.now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
const untilOf = (req: ContextRequest) => new Date(req.now.getTime() + DUPLICATE_WINDOW_MS).toISOString();

/** Sends one request alone (the single statement, or for several issues the batch statement of one): its row, or null. */
export function singleContextStatement(db: DbOrTx): (req: ContextRequest) => Promise<Row | null> {
  const run = namedStatement(db, singleContextQuery());
  const batch = batchContextStatement(db);
  return async (req) => {
    if (req.issueNos.length !== 1) return (await batch([req]))[0]!;
    const [row] = await run({
      no: req.issueNos[0]!,
      batchKey: req.batchKey,
      hash: req.hash,
      since: sinceOf(req),
      until: untilOf(req),
      now: req.now.toISOString(),
      ticketId: req.ticketId,
      memberId: req.memberId.toString(),
    });
    return row ?? null;
  };
}

/** Sends the batch statement: each request's row, or null, in the requests' order. */
export function batchContextStatement(db: DbOrTx): (reqs: readonly ContextRequest[]) => Promise<(Row | null)[]> {
  const run = namedStatement(db, batchContextQuery());
  return async (reqs) => {
    const rows = await run({
      memberIds: `{${reqs.map((q) => q.memberId.toString()).join(',')}}`,
      ticketIds: `{${reqs.map((q) => String(Math.trunc(q.ticketId))).join(',')}}`,
      nos: textArrayLiteral(reqs.map((q) => textArrayLiteral(q.issueNos))),
      batchKeys: textArrayLiteral(reqs.map((q) => q.batchKey)),
      hashes: textArrayLiteral(reqs.map((q) => q.hash)),
      since: textArrayLiteral(reqs.map(sinceOf)),
      until: textArrayLiteral(reqs.map(untilOf)),
      now: textArrayLiteral(reqs.map((q) => q.now.toISOString())),
    });
    const out: (Row | null)[] = reqs.map(() => null);
    for (const row of rows) {
      const at = Number(row.n) - 1;
      if (!(at >= 0 && at < reqs.length) || out[at] !== null) throw new Error(`batchContextStatement: row for request ${String(row.n)} of ${reqs.length}`);
      const { n: _n, ...rest } = row;
      out[at] = rest;
    }
    return out;
  };
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A row of either statement as the service's context. */
export function contextOf(row: Row): Context {
  const rawIssues = json<{ id: string; no: string; status: number; start: string; end: string; staked: string }[]>(row.issues);
  return {
    lottery: {
      id: Number(row.id),
      code: String(row.code),
      family: String(row.family),
      isSuspended: Boolean(row.is_suspended),
      minStake: BigInt(row.min_stake as string),
      maxStake: BigInt(row.max_stake as string),
      maxIssueStake: BigInt(row.max_issue_stake as string),
      doubleMin: BigInt(row.double_min as string),
      doubleMax: BigInt(row.double_max as string),
    },
    rules: rulesOf({
      family: String(row.family),
      drawKind: String(row.draw_kind),
      ties: json(row.ties),
      odds: json(row.odds),
      groupOffset: Number(row.group_offset),
    }),
    member: {
      prizeGroup: Number(row.prize_group),
      status: Number(row.member_status),
      rebateChain: json<[string, number][]>(row.rebate_chain),
      doubleRange: memberDoubleRange(json(row.user_config)),
    },
    issues: rawIssues.map((i) => ({
      id: BigInt(i.id),
      issueNo: i.no,
      status: Number(i.status),
      startAt: Number(i.start),
      endAt: Number(i.end),
      staked: BigInt(i.staked),
    })),
    replayIds: json<string[]>(row.replay_ids).map((x) => BigInt(x)),
    duplicate: Boolean(row.duplicate),
    protectedPlay: Boolean(row.protected_play),
  };
}

/**
 * No window, one statement in flight, on both databases: over HTTP on PostgreSQL one in flight
 * gave 15 contexts a statement and 0.12 statements per bet, against 7 and 0.25 with two, at a
 * lower CPU per bet on both sides (measured 2026-11-26).
 */
export const CONTEXT_BATCHER: BatcherOptions = { windowMs: 0, maxBatch: 64, maxInFlight: 1 };

export interface ContextLoader {
  /** The request's context row, or null (no such lottery or member). */
  load(req: ContextRequest): Promise<Row | null>;
  stats(): ReturnType<Batcher<ContextRequest, Row | null>['stats']> | null;
}

export function createContextLoader(db: DbOrTx, options: BatcherOptions | null): ContextLoader {
  const one = singleContextStatement(db);
  if (!options) return { load: one, stats: () => null };
  const batcher = createBatcher<ContextRequest, Row | null>({ many: batchContextStatement(db), one }, options);
  return { load: (req) => batcher.run(req), stats: () => batcher.stats() };
}

/** The app's context loader, built once by the composition root (services.ts) and shared by every bet; config `contextBatch` 'off' sends one query per bet. */
export function createAppContextLoader(deps: Pick<AppDeps, 'config' | 'db'>): ContextLoader {
  return createContextLoader(deps.db, deps.config.contextBatch === 'off' ? null : CONTEXT_BATCHER);
}
