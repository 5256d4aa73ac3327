/**
 * Agents and teams (issue #14; docs/product.md §1, §3, §5, §6, §7, §13.1).
 * Every call refuses a caller that is not an agent (agent.notAgent) and any member outside the
 * caller's own subtree (agent.notInTeam).
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  InviteStatus,
  MemberType,
  isFlagEnabled,
  type CreateSubordinateRequest,
  type InviteCreateRequest,
  type InviteView,
  type RebateScopeView,
  type TeamMemberView,
  type TeamOrderListQuery,
  type TeamSummaryView,
} from '@lotus/contracts';
import { formatMoney, groupsBelow, isGroupOnGrid, type GroupRange } from '@lotus/engine';
import { translate, type Language } from '@lotus/i18n';
import type { AppDeps } from '../../deps.ts';
import { inviteLinks, issues, ledger, lotteries, members, moneyMoves, orders, sessions, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { rejected } from '../../lib/errors.ts';
import { loginPasswordProblem, rebatePercent } from '../members/index.ts';
import type { PlatformService } from '../platform/index.ts';
import { present as presentOrder, underReviewSql } from '../orders/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Settings } from '../settings/index.ts';
import { dayRange, platformDate } from '../wallet/index.ts';
import { businessDaySql } from '../../lib/business-day.ts';
import * as repo from './repository.ts';
import { movesSoFar, readState as readRollupState } from './rollup.ts';
import { addToFigures, noFigures, placedWithin, profitOf, type IdFloors, type PlacedSpan } from '../ledger/index.ts';
import { paged } from '../../lib/paging.ts';
import { rowsOf } from '../../lib/rows.ts';
import { outer } from '../../db/outer.ts';
import { rowExists } from '../../db/row-exists.ts';

/** A session seen within this many minutes counts as online. */
const ONLINE_MINUTES = 10;
/** Team bet records reach back at most 31 days, like the member's own. */
const MAX_ORDER_RANGE_MS = 31 * 86_400_000;
/** Unambiguous characters of generated invitation codes (no 0/O, 1/I/l). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

interface SummaryRow {
  day: string;
  type: string;
  members: number;
  credit: string;
  debit: string;
}

const rangeOf = (s: Settings): GroupRange => ({ min: s.agentGroupMin, max: s.agentGroupMax, step: s.agentGroupStep });

export function createAgentService(deps: AppDeps, platform: PlatformService, idFloors: IdFloors) {
  const { db, clock } = deps;

  async function flags(host: string) {
    const config = await platform.configFor(host);
    const flag = (name: string) => isFlagEnabled(config.find((c) => c.cusName === name)?.cusText);
    return { inviteAllowed: flag('inviteAllowed'), teamOrder: flag('teamOrder') };
  }

  /** The caller, who must be an agent. */
  async function agentOf(memberId: bigint): Promise<repo.TeamMember> {
    const me = await repo.findMember(db, memberId);
    if (!me || me.memberType !== MemberType.AGENT) throw rejected('agent.notAgent');
    return me;
  }

  async function subordinate(agent: repo.TeamMember, id: bigint, directOnly = false): Promise<repo.TeamMember> {
    const m = await repo.findInTeam(db, agent, id);
    if (!m || (directOnly && m.parentId !== agent.id)) throw rejected('agent.notInTeam');
    return m;
  }

  /** What the agent may give below it (group on the grid, ≤ its own) and whether it needs quota. */
  function checkGroup(s: Settings, own: number, group: number) {
    if (!isGroupOnGrid(group, rangeOf(s))) throw rejected('agent.groupInvalid');
    if (group > own) throw rejected('agent.groupAboveParent');
    return group > s.agentQuotaAbove;
  }

  async function createSubordinate(memberId: bigint, input: CreateSubordinateRequest) {
    const agent = await agentOf(memberId);
    const s = await loadSettings(db);
    if (agent.depth + 1 > s.agentMaxDepth) throw rejected('agent.depthExceeded', { depth: s.agentMaxDepth });
    const problem = loginPasswordProblem(input.account, input.password, s.passwordStrength === 1);
    if (problem) throw rejected(problem);
    const needsQuota = checkGroup(s, agent.prizeGroup, input.group);
    const passwordHash = await hashPassword(input.password);
    const id = await db.transaction(async (tx) => {
      if (!(await repo.holdAgent(tx, agent.id))) throw rejected('agent.notAgent');
      const taken = await tx.select({ id: members.id }).from(members).where(sql`lower(${members.account}) = ${input.account.toLowerCase()}`).limit(1);
      if (taken.length > 0) throw rejected('member.accountTaken');
      if (needsQuota && !(await repo.takeQuota(tx, agent.id, input.group, 1))) throw rejected('agent.quotaShort', { group: input.group });
      const created = await repo.insertSubordinate(tx, { account: input.account, passwordHash, parentId: agent.id, memberType: input.type, prizeGroup: input.group });
      if (created === null) throw rejected('member.accountTaken');
      return created;
    });
    return { memberId: id.toString(), account: input.account, type: input.type, group: input.group };
  }

  async function rebateScope(memberId: bigint, host: string): Promise<RebateScopeView> {
    const agent = await agentOf(memberId);
    const [s, quotas, f] = await Promise.all([loadSettings(db), repo.quotasOf(db, agent.id), flags(host)]);
    const range = rangeOf(s);
    return {
      today: platformDate(clock.now(), s.platformTimeZone),
      own: agent.prizeGroup,
      min: range.min,
      max: Math.min(agent.prizeGroup, range.max),
      step: range.step,
      quotaAbove: s.agentQuotaAbove,
      quotas,
      options: groupsBelow(agent.prizeGroup, range).map((group) => ({
        group,
        rebate: rebatePercent(group),
        needsQuota: group > s.agentQuotaAbove,
      })),
      inviteAllowed: f.inviteAllowed,
      teamOrder: f.teamOrder,
    };
  }

  /** docs/product.md §5: a subordinate's group can only be raised, by its parent, up to the parent's own. */
  async function raiseGroup(memberId: bigint, input: { memberId: bigint; group: number }) {
    const agent = await agentOf(memberId);
    const target = await subordinate(agent, input.memberId, true);
    const s = await loadSettings(db);
    const needsQuota = checkGroup(s, agent.prizeGroup, input.group);
    if (input.group <= target.prizeGroup) throw rejected('agent.groupOnlyRaise');
    await db.transaction(async (tx) => {
      if (needsQuota && !(await repo.takeQuota(tx, agent.id, input.group, 1))) throw rejected('agent.quotaShort', { group: input.group });
      // Raising out of a quota group gives that quota back to the parent.
      if (target.prizeGroup > s.agentQuotaAbove) await repo.addQuota(tx, agent.id, target.prizeGroup, 1);
      const done = await tx
        .update(members)
        .set({ prizeGroup: input.group })
        .where(and(eq(members.id, target.id), eq(members.prizeGroup, target.prizeGroup)))
        .returning({ id: members.id });
      if (done.length === 0) throw rejected('agent.groupOnlyRaise');
    });
    return { memberId: input.memberId.toString(), group: input.group };
  }

  /** Hands quota of a high group down to a direct subordinate agent. */
  async function giveQuota(memberId: bigint, input: { memberId: bigint; group: number; count: number }) {
    const agent = await agentOf(memberId);
    const target = await subordinate(agent, input.memberId, true);
    if (target.memberType !== MemberType.AGENT) throw rejected('agent.quotaNeedsAgent');
    const s = await loadSettings(db);
    if (input.group <= s.agentQuotaAbove || !isGroupOnGrid(input.group, rangeOf(s)) || input.group > target.prizeGroup) throw rejected('agent.groupInvalid');
    await db.transaction(async (tx) => {
      if (!(await repo.takeQuota(tx, agent.id, input.group, input.count))) throw rejected('agent.quotaShort', { group: input.group });
      await repo.addQuota(tx, target.id, input.group, input.count);
    });
    return { memberId: input.memberId.toString(), group: input.group, count: input.count };
  }

  /**
   * Takes unused quota back from a direct subordinate agent: only what he has not used (his
   * remaining count; accounts he opened keep their group), returned to the caller.
   */
  async function revokeQuota(memberId: bigint, input: { memberId: bigint; group: number; count: number }) {
    const agent = await agentOf(memberId);
    const target = await subordinate(agent, input.memberId, true);
    if (target.memberType !== MemberType.AGENT) throw rejected('agent.quotaNeedsAgent');
    const s = await loadSettings(db);
    if (input.group <= s.agentQuotaAbove || !isGroupOnGrid(input.group, rangeOf(s))) throw rejected('agent.groupInvalid');
    const remaining = await db.transaction(async (tx) => {
      const left = await repo.takeQuotaBack(tx, target.id, input.group, input.count);
      if (left === null) throw rejected('agent.quotaRevokeShort', { group: input.group, remaining: await repo.quotaLeft(tx, target.id, input.group) });
      await repo.addQuota(tx, agent.id, input.group, input.count);
      return left;
    });
    return { memberId: input.memberId.toString(), group: input.group, count: input.count, remaining };
  }

  /** The caller's direct subordinate agents and the quota each holds (the quota screen). */
  async function quotaList(memberId: bigint, q: { account?: string | undefined; page: number; size: number }) {
    const agent = await agentOf(memberId);
    const where = and(
      eq(members.parentId, agent.id),
      eq(members.memberType, MemberType.AGENT),
      q.account ? sql`lower(${members.account}) = ${q.account.toLowerCase()}` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      paged(
        db
          .select({ id: members.id, account: members.account, group: members.prizeGroup })
          .from(members)
          .where(where)
          .orderBy(desc(members.id)),
        q,
      ),
      db.select({ n: count() }).from(members).where(where),
    ]);
    const held = await repo.quotasOfMany(
      db,
      rows.map((r) => r.id),
    );
    return {
      list: rows.map((r) => ({
        memberId: r.id.toString(),
        account: r.account,
        group: r.group,
        quotas: held.filter((h) => h.memberId === r.id).map((h) => ({ group: h.group, remaining: h.remaining })),
      })),
      total: Number(total?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  function inviteView(l: typeof inviteLinks.$inferSelect, now: Date): InviteView {
    const expired = l.expiresAt !== null && l.expiresAt.getTime() <= now.getTime();
    return {
      id: l.id.toString(),
      code: l.code,
      url: `/web/reg/${l.code}`,
      type: l.memberType,
      group: l.prizeGroup,
      rebate: rebatePercent(l.prizeGroup),
      validDays: l.validDays,
      expiresAt: l.expiresAt?.toISOString() ?? null,
      memo: l.memo,
      visits: l.visits,
      registrations: l.registrations,
      status: l.status === 0 ? InviteStatus.DELETED : expired ? InviteStatus.EXPIRED : InviteStatus.ACTIVE,
      createdAt: l.createdAt.toISOString(),
    };
  }

  async function createInvite(memberId: bigint, input: InviteCreateRequest, host: string) {
    const agent = await agentOf(memberId);
    if (!(await flags(host)).inviteAllowed) throw rejected('member.inviteDisabled');
    const s = await loadSettings(db);
    // Quota accounts are opened by hand, not by link (domain §1.2 item 5).
    if (checkGroup(s, agent.prizeGroup, input.group)) throw rejected('agent.inviteQuotaGroup');
    if (agent.depth + 1 > s.agentMaxDepth) throw rejected('agent.depthExceeded', { depth: s.agentMaxDepth });
    const now = clock.now();
    if ((await repo.countActiveLinks(db, agent.id, now)) >= s.agentMaxLinks) throw rejected('agent.inviteLimit', { max: s.agentMaxLinks });
    const custom = input.code ? input.code : null;
    const expiresAt = input.validDays === 0 ? null : new Date(now.getTime() + input.validDays * 86_400_000);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = custom ?? Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      if (await repo.findLinkByCode(db, code)) {
        if (custom) throw rejected('agent.codeTaken');
        continue;
      }
      const rows = await db
        .insert(inviteLinks)
        .values({ agentId: agent.id, code, memberType: input.type, prizeGroup: input.group, validDays: input.validDays, expiresAt, memo: input.memo || null, createdAt: now })
        .onConflictDoNothing({ target: inviteLinks.code })
        .returning();
      if (rows[0]) return inviteView(rows[0], now);
      if (custom) throw rejected('agent.codeTaken');
    }
    throw rejected('agent.codeTaken');
  }

  async function listInvites(memberId: bigint, q: { page: number; size: number }) {
    const agent = await agentOf(memberId);
    const now = clock.now();
    const where = and(eq(inviteLinks.agentId, agent.id), eq(inviteLinks.status, 1));
    const [rows, [total]] = await Promise.all([
      paged(db.select().from(inviteLinks).where(where).orderBy(desc(inviteLinks.id)), q),
      db.select({ n: count() }).from(inviteLinks).where(where),
    ]);
    return { list: rows.map((l) => inviteView(l, now)), total: Number(total?.n ?? 0), page: q.page, size: q.size };
  }

  async function deleteInvite(memberId: bigint, id: bigint) {
    const agent = await agentOf(memberId);
    const rows = await db
      .update(inviteLinks)
      .set({ status: 0 })
      .where(and(eq(inviteLinks.id, id), eq(inviteLinks.agentId, agent.id), eq(inviteLinks.status, 1)))
      .returning({ id: inviteLinks.id });
    if (rows.length === 0) throw rejected('agent.inviteNotFound');
    return { id: id.toString() };
  }

  /** GET of the registration path: whether a code can be used; a link's visit is counted. */
  async function inviteInfo(code: string) {
    const now = clock.now();
    const link = await repo.findLinkByCode(db, code);
    if (link) {
      const owner = await repo.findMember(db, link.agentId);
      const valid = link.status === 1 && (link.expiresAt === null || link.expiresAt > now) && owner?.memberType === MemberType.AGENT && owner.status === 1;
      if (valid) await db.update(inviteLinks).set({ visits: sql`${inviteLinks.visits} + 1` }).where(eq(inviteLinks.id, link.id));
      return { code: link.code, type: link.memberType, valid };
    }
    return { code, type: MemberType.MEMBER, valid: false };
  }

  /**
   * team/memberList, paged. The page's total and each row's team size come from the rollup's
   * registrations (team_join_days: every member ever registered below an ancestor, plus those
   * after its watermark) in one snapshot, not a count over the subtree; an account search, or a
   * rollup that a subtree move has made stale, counts the members instead.
   */
  async function memberList(memberId: bigint, q: { direct: number; account?: string | undefined; page: number; size: number }): Promise<{
    list: TeamMemberView[];
    total: number;
    page: number;
    size: number;
  }> {
    const agent = await agentOf(memberId);
    const now = clock.now();
    // Direct subordinates are the caller's children: members_parent_idx, not the whole prefix.
    const where = q.direct === 1 ? and(eq(members.parentId, agent.id), q.account ? sql`lower(${members.account}) = ${q.account.toLowerCase()}` : undefined)! : repo.inTeam(agent, false, q.account);
    const onlineSince = new Date(now.getTime() - ONLINE_MINUTES * 60_000).toISOString();
    const parent = sql<string | null>`(select p.account from members p where p.id = ${outer(members.parentId)})`;
    const { rows, total } = await db.transaction(
      async (tx) => {
        const state = await readRollupState(tx);
        const rolled = state !== null && state.moves === (await movesSoFar(tx));
        const joined = (ancestor: SQL, path: SQL, scope: 0 | 1) =>
          sql`(select coalesce(sum(j.n), 0) from team_join_days j where j.ancestor_id = ${ancestor} and j.scope = ${scope})
            + (select count(*) from members t where t.xact >= ${state?.xact ?? 0n} and t.path like ${path} || '_%' ${scope === 1 ? sql`and t.parent_id = ${ancestor}` : sql``})`;
        const teamSize = rolled ? joined(sql`${members.id}`, sql`${members.path}`, 0) : sql`(select count(*) from members t where t.path like ${outer(members.path)} || '_%')`;
        const page = await paged(
          tx
            .select({
              id: members.id,
              account: members.account,
              nickname: members.nickname,
              type: members.memberType,
              depth: members.depth,
              parentAccount: parent,
              group: members.prizeGroup,
              path: members.path,
              balance: wallets.balance,
              lastLoginAt: members.lastLoginAt,
              createdAt: members.createdAt,
              online: sql<boolean>`${rowExists(sql`from ${sessions} s where s.member_id = ${outer(members.id)} and s.revoked_at is null
                and s.expires_at > ${now.toISOString()} and s.last_seen_at > ${onlineSince}`)}`,
              teamSize: sql<string>`(${teamSize})::text`,
            })
            .from(members)
            .innerJoin(wallets, eq(wallets.memberId, members.id))
            .where(where)
            .orderBy(desc(members.id)),
          q,
        );
        const [n] =
          rolled && !q.account
            ? rowsOf<{ n: string }>(await tx.execute(sql`select (${joined(sql`${agent.id}::bigint`, sql`${agent.path}::text`, q.direct === 1 ? 1 : 0)})::text as n`))
            : await tx.select({ n: sql<string>`count(*)::text` }).from(members).where(where);
        return { rows: page, total: Number(n?.n ?? 0) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return {
      list: rows.map((r) => ({
        memberId: r.id.toString(),
        account: r.account,
        nickname: r.nickname,
        type: r.type,
        level: r.depth - agent.depth,
        parentAccount: r.parentAccount,
        group: r.group,
        rebate: rebatePercent(r.group),
        balance: formatMoney(r.balance),
        online: Boolean(r.online),
        lastLoginTime: r.lastLoginAt?.toISOString() ?? null,
        registerTime: r.createdAt.toISOString(),
        teamSize: Number(r.teamSize),
      })),
      total,
      page: q.page,
      size: q.size,
    };
  }

  async function requireTeamOrder(host: string) {
    if (!(await flags(host)).teamOrder) throw rejected('agent.teamOrderOff');
  }

  async function orderList(memberId: bigint, q: TeamOrderListQuery, host: string, lang: Language) {
    const agent = await agentOf(memberId);
    await requireTeamOrder(host);
    const nowMs = clock.now().getTime();
    const end = Math.min(q.endTime ?? nowMs, nowMs + 86_400_000);
    const start = Math.max(q.startTime ?? end - 7 * 86_400_000, end - MAX_ORDER_RANGE_MS);
    const where: SQL[] = [repo.inTeam(agent, q.direct === 1, q.account), gte(orders.createdAt, new Date(start)), lte(orders.createdAt, new Date(end))];
    if (q.ticketId) where.push(eq(orders.lotteryId, q.ticketId));
    if (q.status) where.push(eq(orders.status, q.status));
    const [rows, [total]] = await Promise.all([
      paged(
        db
          .select({
            order: orders,
            lotteryCode: lotteries.code,
            openCode: issues.result,
            account: members.account,
            underReview: underReviewSql,
            rules: { family: lotteries.family, drawKind: lotteries.drawKind, groupOffset: lotteries.groupOffset, ties: lotteries.ties, odds: lotteries.odds },
          })
          .from(orders)
          .innerJoin(members, eq(members.id, orders.memberId))
          .innerJoin(issues, eq(issues.id, orders.issueId))
          .innerJoin(lotteries, eq(lotteries.id, orders.lotteryId))
          .where(and(...where))
          .orderBy(desc(orders.id)),
        { page: q.page, size: q.pageSize },
      ),
      db
        .select({ n: count() })
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(and(...where)),
    ]);
    return {
      total: Number(total?.n ?? 0),
      page: q.page,
      pageSize: q.pageSize,
      // A held win reads "under review" to the agent too, not won (#27).
      list: rows.map((r) => ({ ...presentOrder({ ...r.order, lotteryCode: r.lotteryCode, openCode: r.openCode, underReview: r.underReview, rules: r.rules }, lang), account: r.account })),
    };
  }

  async function transList(
    memberId: bigint,
    q: { type?: string | undefined; startDate?: string | undefined; endDate?: string | undefined; direct: number; account?: string | undefined; page: number; size: number },
    host: string,
    lang: Language,
  ) {
    const agent = await agentOf(memberId);
    await requireTeamOrder(host);
    const s = await loadSettings(db);
    const range = dayRange(q, clock.now(), s.platformTimeZone);
    const where: SQL[] = [repo.inTeam(agent, q.direct === 1, q.account), gte(ledger.createdAt, range.from), lt(ledger.createdAt, range.to)];
    if (q.type) where.push(eq(ledger.type, q.type));
    const [rows, [total]] = await Promise.all([
      paged(
        db
          .select({
            id: ledger.id,
            account: members.account,
            type: ledger.type,
            amount: ledger.amount,
            before: ledger.balanceBefore,
            after: ledger.balanceAfter,
            time: ledger.createdAt,
            refType: moneyMoves.refType,
            refId: moneyMoves.refId,
          })
          .from(ledger)
          .innerJoin(members, eq(members.id, ledger.memberId))
          .innerJoin(moneyMoves, eq(moneyMoves.id, ledger.moveId))
          .where(and(...where))
          .orderBy(desc(ledger.id)),
        q,
      ),
      db
        .select({ n: count() })
        .from(ledger)
        .innerJoin(members, eq(members.id, ledger.memberId))
        .where(and(...where)),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id.toString(),
        account: r.account,
        type: r.type,
        typeName: translate(lang, `wallet.trade.${r.type}`),
        amount: formatMoney(r.amount),
        before: formatMoney(r.before),
        after: formatMoney(r.after),
        time: r.time.toISOString(),
        refType: r.refType,
        refId: r.refId,
      })),
      total: Number(total?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  /**
   * An agent's rebates (less those a cancelled issue took back) in [from, to) on orders not his
   * own. The orders behind them are read within a month bound (issue #30): the span the smallest
   * and the greatest order id among the range's rebate rows say (IdFloors.span), as constants, so
   * PostgreSQL reads only those months' partitions, not every month's primary key per row. Should
   * a row's order not be found there, the sum is taken again without the bound.
   */
  async function ownTeamRebates(agentId: bigint, from: string, to: string, now: Date): Promise<{ amount: string } | undefined> {
    const [ids] = rowsOf<{ least: string | null; greatest: string | null }>(await db.execute(teamRebateOrderIdsSql(agentId, from, to)));
    if (!ids?.least || !ids.greatest) return { amount: '0' };
    const sum = async (span: PlacedSpan | null) =>
      rowsOf<{ amount: string; unmatched: number }>(await db.execute(ownTeamRebatesSql(agentId, from, to, span)))[0];
    const span = await idFloors.span(db, 'orders', [BigInt(ids.least), BigInt(ids.greatest)], now);
    const bounded = await sum(span);
    return span && Number(bounded?.unmatched ?? 0) > 0 ? sum(null) : bounded;
  }

  /**
   * team/summary (docs/product.md §3 team statistics; definitions in domain §1.2 item 8) over whole platform
   * days. The team is the caller's subordinates (all, or direct only). Its money and its active
   * and depositing members come from the rollup (rollup.ts: per-ancestor daily sums, plus the
   * ledger rows after its watermark, in one snapshot); `how: 'scan'` (and a rollup not built for
   * today's day offset) sums the team's ledger rows instead — the same figures, slowly.
   */
  async function summary(
    memberId: bigint,
    q: { startDate?: string | undefined; endDate?: string | undefined; direct: number },
    how: 'auto' | 'scan' = 'auto',
  ): Promise<TeamSummaryView> {
    const agent = await agentOf(memberId);
    const s = await loadSettings(db);
    const range = dayRange(q, clock.now(), s.platformTimeZone);
    const team = q.direct === 1 ? sql`m.path like ${repo.below(agent.path)} and m.depth = ${agent.depth + 1}` : sql`m.path like ${repo.below(agent.path)}`;
    const from = range.from.toISOString();
    const to = range.to.toISOString();
    const dayOf = (col: SQL) => businessDaySql(col, s.platformTimeZone);
    const peopleSql = sql`
        select count(*) filter (where m.created_at < ${to})::int as headcount,
          count(*) filter (where m.created_at < ${to} and m.member_type = 2)::int as agents,
          coalesce(sum(w.balance), 0)::text as balance
        from members m join wallets w on w.member_id = m.id where ${team}`;
    const registrationsSql = sql`
        select ${dayOf(sql`m.created_at`)} as day, 'registration' as type, count(*)::int as members, '0' as credit, '0' as debit
        from members m where ${team} and m.created_at >= ${from} and m.created_at < ${to}
        group by 1`;
    const now = clock.now();
    // The caller's own rebates on the team's orders (not on his own bets), less those a cancelled issue took back.
    const mine = () => ownTeamRebates(agent.id, from, to, now);

    const rolledUp = async () =>
      db.transaction(
        async (tx) => {
          const state = await readRollupState(tx);
          if (!state || state.zone !== s.platformTimeZone || state.moves !== (await movesSoFar(tx))) return null;
          const scope = q.direct === 1 ? 1 : 0;
          const days = sql`day >= ${range.startDate}::date and day <= ${range.endDate}::date`;
          // Ledger rows the rollup has not taken yet (its watermark on, in this snapshot).
          const tail = sql`ledger l join members m on m.id = l.member_id
            where l.member_id is not null and l.xact >= ${state.xact} and l.created_at >= ${from} and l.created_at < ${to} and ${team}`;
          const money = await tx.execute(sql`
            select day, type, 0 as members, sum(credit)::text as credit, sum(debit)::text as debit from (
              select to_char(day, 'YYYY-MM-DD') as day, type, credit, debit from team_days
              where ancestor_id = ${agent.id} and scope = ${scope} and ${days}
              union all
              select ${dayOf(sql`l.created_at`)}, l.type, case when l.amount > 0 then l.amount else 0 end, case when l.amount < 0 then -l.amount else 0 end
              from ${tail}) x
            group by day, type
            union all
            select '' as day, case kind when 'bet' then 'active' else 'depositors' end, sum(n)::int, '0', '0' from (
              select kind, n from team_active_days
              where ancestor_id = ${agent.id} and scope = ${scope} and kind in ('bet', 'deposit') and ${days} and prev_day < ${range.startDate}::date
              union all
              select l.type, count(distinct l.member_id)::int from ${tail} and l.type in ('bet', 'deposit')
                and not exists (select 1 from member_active_days d where d.member_id = l.member_id and d.kind = l.type
                  and d.day >= ${range.startDate}::date and d.day <= ${range.endDate}::date)
              group by l.type) y
            group by kind`);
          // Registrations: the rollup's days plus the members inserted at or after its watermark.
          const joined = await tx.execute(sql`
            select day, 'registration' as type, sum(n)::int as members, '0' as credit, '0' as debit from (
              select to_char(day, 'YYYY-MM-DD') as day, n from team_join_days
              where ancestor_id = ${agent.id} and scope = ${scope} and ${days}
              union all
              select ${dayOf(sql`m.created_at`)}, 1 from members m
              where m.xact >= ${state.xact} and m.created_at >= ${from} and m.created_at < ${to} and ${team}) x
            group by day`);
          return rowsOf<SummaryRow>(money).concat(rowsOf<SummaryRow>(joined));
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    const byRollup = async () => {
      // Head count and balance (now) and the caller's own rebates need no rollup snapshot: they
      // run beside the rollup's transaction, on their own connections.
      const [rows, people, mineRow] = await Promise.all([rolledUp(), db.execute(peopleSql), mine()]);
      return rows ? ([people, rows, mineRow] as const) : null;
    };
    const byScan = async () => {
      const [people, money, mineRow] = await Promise.all([
        db.execute(peopleSql),
        db.execute(sql`
        with t as (select m.id from members m where ${team}),
        l as (
          select l.member_id, l.type, l.amount, ${dayOf(sql`l.created_at`)} as day
          from ledger l join t on t.id = l.member_id
          where l.created_at >= ${from} and l.created_at < ${to})
        select day, type, count(distinct member_id)::int as members,
          coalesce(sum(case when amount > 0 then amount else 0 end), 0)::text as credit,
          coalesce(sum(case when amount < 0 then -amount else 0 end), 0)::text as debit
        from l group by day, type
        union all
        ${registrationsSql}
        union all
        select '' as day, 'active' as type, count(distinct l.member_id)::int, '0', '0' from l where l.type = 'bet'
        union all
        select '' as day, 'depositors' as type, count(distinct l.member_id)::int, '0', '0' from l where l.type = 'deposit'`),
        mine(),
      ]);
      return [people, rowsOf<SummaryRow>(money), mineRow] as const;
    };
    const [people, rows, mineRow] = (how === 'auto' ? await byRollup() : null) ?? (await byScan());
    const p = rowsOf<{ headcount: number; agents: number; balance: string }>(people)[0]!;
    const blank = () => ({ figures: noFigures(), newRegistrations: 0 });
    const total = blank();
    const days = new Map<string, ReturnType<typeof blank>>();
    let active = 0;
    let depositors = 0;
    for (const r of rows) {
      if (r.type === 'active') active = Number(r.members);
      if (r.type === 'depositors') depositors = Number(r.members);
      if (!r.day) continue;
      const d = days.get(r.day) ?? blank();
      days.set(r.day, d);
      for (const t of [d, total]) {
        if (r.type === 'registration') t.newRegistrations += Number(r.members);
        else addToFigures(t.figures, r.type, BigInt(r.credit), BigInt(r.debit));
      }
    }
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      headcount: Number(p.headcount),
      agents: Number(p.agents),
      members: Number(p.headcount) - Number(p.agents),
      newRegistrations: total.newRegistrations,
      recharge: formatMoney(total.figures.deposit),
      rechargeMembers: depositors,
      withdrawal: formatMoney(total.figures.withdraw),
      activeCount: active,
      teamBalance: formatMoney(BigInt(p.balance)),
      bet: formatMoney(total.figures.bet),
      payout: formatMoney(total.figures.payout),
      rebate: formatMoney(total.figures.rebate),
      myRebate: formatMoney(BigInt(mineRow?.amount ?? '0')),
      bonus: formatMoney(total.figures.bonus),
      profit: formatMoney(profitOf(total.figures)),
      days: [...days.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, d]) => ({
          date,
          bet: formatMoney(d.figures.bet),
          payout: formatMoney(d.figures.payout),
          rebate: formatMoney(d.figures.rebate),
          recharge: formatMoney(d.figures.deposit),
          withdrawal: formatMoney(d.figures.withdraw),
          profit: formatMoney(profitOf(d.figures)),
          newRegistrations: d.newRegistrations,
        })),
    };
  }

  /** The subordinate's id for member/summary, after checking it is in the caller's team. */
  async function summaryTarget(memberId: bigint, subordinateId: bigint): Promise<bigint> {
    const agent = await agentOf(memberId);
    return (await subordinate(agent, subordinateId)).id;
  }

  return {
    createSubordinate,
    rebateScope,
    raiseGroup,
    giveQuota,
    revokeQuota,
    quotaList,
    createInvite,
    listInvites,
    deleteInvite,
    inviteInfo,
    memberList,
    orderList,
    transList,
    summary,
    summaryTarget,
  };
}

export type AgentService = ReturnType<typeof createAgentService>;

/** Rebate rows with their moves (the order is the move's ref_id)… */
const rebateMoves = sql`ledger l join money_moves mv on mv.id = l.move_id and mv.ref_type = 'order'`;
/** …an agent's, in [from, to). */
const agentRebates = (agentId: bigint, from: string, to: string) =>
  sql`l.member_id = ${agentId} and l.type in ('rebate', 'rebate_reversal') and l.created_at >= ${from} and l.created_at < ${to}`;

/** The smallest and greatest order ids behind an agent's rebate rows in [from, to) (ownTeamRebates' bound). */
export const teamRebateOrderIdsSql = (agentId: bigint, from: string, to: string) =>
  sql`select min(mv.ref_id::bigint)::text as least, max(mv.ref_id::bigint)::text as greatest from ${rebateMoves} where ${agentRebates(agentId, from, to)}`;

/**
 * An agent's rebates in [from, to) on orders not his own, the orders read within `span` (their
 * month bound; null: every month), with the count of rebate rows whose order was not found there.
 */
export const ownTeamRebatesSql = (agentId: bigint, from: string, to: string, span: PlacedSpan | null) => sql`
  select coalesce(sum(l.amount) filter (where o.member_id <> ${agentId}), 0)::text as amount,
    count(*) filter (where o.id is null)::int as unmatched
  from ${rebateMoves} left join orders o on o.id = mv.ref_id::bigint and ${placedWithin(sql`o.created_at`, span)}
  where ${agentRebates(agentId, from, to)}`;
