/**
 * Agents for operators (issue #14; docs/product.md §13.1):
 * the operator makes top agents (an agent without parent), converts member ↔ agent (agent →
 * member only with no descendants) and grants quota of high groups to top agents, who hand it
 * down. Every write is audited in its own transaction.
 */
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MemberType,
  type ConsoleAgentDetail,
  type ConsoleAgentListQuery,
  type ConsoleAgentRow,
  type Paged,
  type QuotaGrantRequest,
  type TopAgentCreateRequest,
} from '@lotus/contracts';
import { isGroupOnGrid } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inviteLinks, members, prizeQuotas } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { addQuota as repoAddQuota, below as repoBelow, findMember as repoFindMember, insertSubordinate as repoInsertSubordinate, quotaLeft as repoQuotaLeft, quotasOf as repoQuotasOf, takeQuotaBack as repoTakeQuotaBack, INVITE_LINK_AGENT_GONE } from './repository.ts';
import { loginPasswordProblem, rebatePercent } from '../members/index.ts';
import { loadSettings } from '../settings/index.ts';
import { paged } from '../../lib/paging.ts';
import { audit, byOperator } from '../audit/index.ts';

/**
 * Members below an agent: `t.path` in the byte range (path, path with its closing '/' raised to
 * '0'), i.e. every path that starts with it and is longer. Range operators of
 * `text_pattern_ops`, so the correlated count is an index range scan of members_path_idx per
 * agent row (a `like` with a per-row pattern could not use the index).
 */
export const teamSizeOf = (path: SQL | string) =>
  sql<string>`(select count(*) from members t where t.path ~>~ ${path} and t.path ~<~ (left(${path}, -1) || '0'))::text`;

export function createConsoleAgentsService(deps: AppDeps) {
  const { db } = deps;

  const agentCols = {
    id: members.id,
    account: members.account,
    nickname: members.nickname,
    // Qualified by hand: inside a subquery drizzle's bare column names would bind to the inner table.
    parentAccount: sql<string | null>`(select p.account from members p where p.id = "members"."parent_id")`,
    depth: members.depth,
    group: members.prizeGroup,
    status: members.status,
    path: members.path,
    createdAt: members.createdAt,
    teamSize: teamSizeOf(sql.raw('"members"."path"')),
  };
  interface AgentRow {
    id: bigint;
    account: string;
    nickname: string | null;
    parentAccount: string | null;
    depth: number;
    group: number;
    status: number;
    path: string;
    createdAt: Date;
    teamSize: string;
  }

  async function quotasByMember(tx: DbOrTx, ids: bigint[]) {
    const out = new Map<bigint, { group: number; remaining: number }[]>();
    if (ids.length === 0) return out;
    const rows = await tx
      .select({ memberId: prizeQuotas.memberId, group: prizeQuotas.prizeGroup, remaining: prizeQuotas.remaining })
      .from(prizeQuotas)
      .where(sql`${prizeQuotas.memberId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
      .orderBy(asc(prizeQuotas.prizeGroup));
    for (const r of rows) out.set(r.memberId, [...(out.get(r.memberId) ?? []), { group: r.group, remaining: r.remaining }]);
    return out;
  }

  const present = (r: AgentRow, quotas: { group: number; remaining: number }[]): ConsoleAgentRow => ({
    memberId: r.id.toString(),
    account: r.account,
    nickname: r.nickname,
    parentAccount: r.parentAccount,
    depth: r.depth,
    group: r.group,
    rebate: rebatePercent(r.group),
    status: r.status,
    teamSize: Number(r.teamSize),
    quotas,
    createdAt: r.createdAt.toISOString(),
  });

  /** Agents, newest first, each with its team size (one indexed range count) and quotas; paged. */
  async function list(q: ConsoleAgentListQuery): Promise<Paged<ConsoleAgentRow>> {
    const where: SQL[] = [eq(members.memberType, MemberType.AGENT)];
    if (q.top === 1) where.push(isNull(members.parentId));
    if (q.q) where.push(sql`${members.account} like ${`${q.q.replace(/[\\%_]/g, '\\$&')}%`}`);
    const [rows, [total]] = await Promise.all([
      paged(
        db
          .select(agentCols)
          .from(members)
          .where(and(...where))
          .orderBy(sql`${members.id} desc`),
        q,
      ),
      db.select({ n: count() }).from(members).where(and(...where)),
    ]);
    const quotas = await quotasByMember(db, rows.map((r) => r.id));
    return { list: rows.map((r) => present(r, quotas.get(r.id) ?? [])), total: Number(total?.n ?? 0), page: q.page, size: q.size };
  }

  async function findAgent(account: string): Promise<AgentRow & { parentId: bigint | null }> {
    const [row] = await db
      .select({ ...agentCols, parentId: members.parentId, memberType: members.memberType })
      .from(members)
      .where(eq(members.account, account));
    if (!row) throw rejected('console.memberNotFound');
    if (row.memberType !== MemberType.AGENT) throw rejected('agent.notAgentAccount');
    return row;
  }

  async function detail(account: string): Promise<ConsoleAgentDetail> {
    const a = await findAgent(account);
    const [s, quotas, [split]] = await Promise.all([
      loadSettings(db),
      repoQuotasOf(db, a.id),
      db
        .select({
          direct: sql<string>`count(*) filter (where ${members.parentId} = ${a.id})::text`,
          agents: sql<string>`count(*) filter (where ${members.memberType} = ${MemberType.AGENT})::text`,
        })
        .from(members)
        .where(sql`${members.path} like ${repoBelow(a.path)}`),
    ]);
    return {
      ...present(a, quotas),
      direct: Number(split?.direct ?? 0),
      agents: Number(split?.agents ?? 0),
      groupMin: s.agentGroupMin,
      groupMax: s.agentGroupMax,
      groupStep: s.agentGroupStep,
      quotaAbove: s.agentQuotaAbove,
    };
  }

  /** A new top agent: an agent account without parent, at a group on the platform's grid. */
  async function createTopAgent(op: SessionOperator, input: TopAgentCreateRequest) {
    const s = await loadSettings(db);
    const problem = loginPasswordProblem(input.account, input.password, s.passwordStrength === 1);
    if (problem) throw rejected(problem);
    if (!isGroupOnGrid(input.group, { min: s.agentGroupMin, max: s.agentGroupMax, step: s.agentGroupStep })) {
      throw rejected('agent.groupOutOfRange', { min: s.agentGroupMin, max: s.agentGroupMax, step: s.agentGroupStep });
    }
    const passwordHash = await hashPassword(input.password);
    const id = await db.transaction(async (tx) => {
      const taken = await tx.select({ id: members.id }).from(members).where(sql`lower(${members.account}) = ${input.account.toLowerCase()}`).limit(1);
      if (taken.length > 0) throw rejected('member.accountTaken');
      const created = await repoInsertSubordinate(tx, { account: input.account, passwordHash, parentId: null, memberType: MemberType.AGENT, prizeGroup: input.group });
      if (created === null) throw rejected('member.accountTaken');
      await audit(tx, { ...byOperator(op), action: 'agent.create', target: input.account, after: { type: MemberType.AGENT, group: input.group, parent: null } });
      return created;
    });
    return detail((await repoFindMember(db, id))!.account);
  }

  /**
   * Member → agent at any time (a member without parent becomes a top agent); agent → member
   * only when no one is below him (domain §1.2 item 1). His links and invitation code stop
   * working with the type (registration asks for an agent).
   */
  async function setType(op: SessionOperator, account: string, type: number, reason: string | undefined) {
    return db.transaction(async (tx) => {
      const [m] = await tx.select().from(members).where(eq(members.account, account)).for('update');
      if (!m) throw rejected('console.memberNotFound');
      if (m.memberType === type) throw rejected('ops.noChange');
      if (type === MemberType.MEMBER) {
        const [below] = await tx.select({ n: count() }).from(members).where(sql`${members.path} like ${repoBelow(m.path)}`);
        const n = Number(below?.n ?? 0);
        if (n > 0) throw rejected('agent.hasTeam', { count: n });
      }
      await tx.update(members).set({ memberType: type }).where(eq(members.id, m.id));
      // An agent made a member: his invitation links stop for good, in this transaction (status 2,
      // "owner no longer an agent"; a newcomer using one is told so). His own invitation code
      // works again only if he becomes an agent again.
      const links =
        type === MemberType.MEMBER
          ? await tx
              .update(inviteLinks)
              .set({ status: INVITE_LINK_AGENT_GONE })
              .where(and(eq(inviteLinks.agentId, m.id), eq(inviteLinks.status, 1)))
              .returning({ id: inviteLinks.id })
          : [];
      await audit(tx, { ...byOperator(op), action: 'agent.convert', target: m.account, before: { type: m.memberType },
        after: { type, ...(links.length > 0 ? { linksDisabled: links.length } : {}) },
        detail: { topAgent: m.parentId === null && type === MemberType.AGENT, ...(reason ? { reason } : {}) } });
      return { account: m.account, type, topAgent: m.parentId === null && type === MemberType.AGENT };
    });
  }

  /** Quota of a high group for a top agent (he hands it down with agent/quota/give). */
  async function grantQuota(op: SessionOperator, account: string, input: QuotaGrantRequest) {
    const a = await findAgent(account);
    if (a.parentId !== null) throw rejected('agent.quotaTopOnly');
    const s = await loadSettings(db);
    const onGrid = isGroupOnGrid(input.group, { min: s.agentGroupMin, max: s.agentGroupMax, step: s.agentGroupStep });
    if (!onGrid || input.group <= s.agentQuotaAbove || input.group > a.group) {
      throw rejected('agent.quotaGroupInvalid', { above: s.agentQuotaAbove, group: a.group });
    }
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ remaining: prizeQuotas.remaining })
        .from(prizeQuotas)
        .where(and(eq(prizeQuotas.memberId, a.id), eq(prizeQuotas.prizeGroup, input.group)));
      await repoAddQuota(tx, a.id, input.group, input.count);
      const [after] = await tx
        .select({ remaining: prizeQuotas.remaining })
        .from(prizeQuotas)
        .where(and(eq(prizeQuotas.memberId, a.id), eq(prizeQuotas.prizeGroup, input.group)));
      await audit(tx, { ...byOperator(op), action: 'agent.quota', target: a.account, before: { group: input.group, remaining: before?.remaining ?? 0 },
        after: { group: input.group, remaining: after!.remaining },
        detail: { count: input.count, ...(input.reason ? { reason: input.reason } : {}) } });
      return { account: a.account, group: input.group, remaining: after!.remaining };
    });
  }

  /**
   * Takes unused quota of a high group back from a top agent (the operator granted it): never more
   * than he has left, i.e. never below what he has used (accounts opened and quota handed down).
   */
  async function revokeQuota(op: SessionOperator, account: string, input: QuotaGrantRequest) {
    const a = await findAgent(account);
    if (a.parentId !== null) throw rejected('agent.quotaTopOnly');
    return db.transaction(async (tx) => {
      const before = await repoQuotaLeft(tx, a.id, input.group);
      const after = await repoTakeQuotaBack(tx, a.id, input.group, input.count);
      if (after === null) throw rejected('agent.quotaRevokeShort', { group: input.group, remaining: before });
      await audit(tx, { ...byOperator(op), action: 'agent.quotaRevoke', target: a.account, before: { group: input.group, remaining: before },
        after: { group: input.group, remaining: after },
        detail: { count: input.count, ...(input.reason ? { reason: input.reason } : {}) } });
      return { account: a.account, group: input.group, remaining: after };
    });
  }

  return { list, detail, createTopAgent, setType, grantQuota, revokeQuota };
}
