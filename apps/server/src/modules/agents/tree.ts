/**
 * The agent tree for operators (issue #16 "Agents: the tree (browse, search, move a subtree for
 * future orders only)"). Browsing reads one level at a time (members_parent_idx), with each
 * node's team size from the materialised path. A move rewrites the subtree's paths and depths in
 * one transaction; orders keep the rebate chain they snapshotted when placed (orders.rebate_chain),
 * so only bets placed after the move pay the new chain.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MemberType, type AgentTreeNode, type AgentTreeView, type SubtreeMoveResponse } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { loadSettings } from '../settings/index.ts';
import { audit, byOperator } from '../audit/index.ts';
import { teamSizeOf } from './admin.ts';
import { rekeyMove } from './rollup.ts';
import { paged } from '../../lib/paging.ts';

/** Serialises moves: two moves crossing each other (A under B, B under A) could otherwise make a loop. */
const MOVE_LOCK = 0x4c4f5455; // 'LOTU'

export function createAgentTreeService(deps: AppDeps) {
  const { db } = deps;

  const nodeCols = {
    id: members.id,
    account: members.account,
    memberType: members.memberType,
    group: members.prizeGroup,
    depth: members.depth,
    status: members.status,
    path: members.path,
    // Qualified by hand: inside a subquery drizzle's bare column names would bind to the inner table.
    direct: sql<string>`(select count(*) from members c where c.parent_id = "members"."id")::text`,
    teamSize: teamSizeOf(sql.raw('"members"."path"')),
  };
  type Row = { account: string; memberType: number; group: number; depth: number; status: number; direct: string; teamSize: string };
  const node = (r: Row): AgentTreeNode => ({
    account: r.account,
    memberType: r.memberType,
    group: r.group,
    depth: r.depth,
    status: r.status,
    direct: Number(r.direct),
    teamSize: Number(r.teamSize),
  });

  /** One level: the top agents, or a member's ancestors and direct subordinates (agents first). */
  async function tree(q: { root?: string; page: number; size: number }): Promise<AgentTreeView> {
    let root: (Row & { id: bigint; path: string }) | undefined;
    let ancestors: AgentTreeNode[] = [];
    let where: SQL;
    if (q.root) {
      [root] = await db.select(nodeCols).from(members).where(eq(members.account, q.root));
      if (!root) throw rejected('console.memberNotFound');
      const ids = root.path.split('/').filter(Boolean).map((x) => BigInt(x)).filter((id) => id !== root!.id);
      if (ids.length) ancestors = (await db.select(nodeCols).from(members).where(inArray(members.id, ids)).orderBy(asc(members.depth))).map(node);
      where = eq(members.parentId, root.id);
    } else {
      where = and(isNull(members.parentId), eq(members.memberType, MemberType.AGENT))!;
    }
    const [rows, [total]] = await Promise.all([
      paged(
        db
          .select(nodeCols)
          .from(members)
          .where(where)
          .orderBy(desc(members.memberType), asc(members.account)),
        q,
      ),
      db.select({ n: count() }).from(members).where(where),
    ]);
    return { root: root ? node(root) : null, ancestors, children: { list: rows.map(node), total: Number(total?.n ?? 0), page: q.page, size: q.size } };
  }

  async function lockedMember(tx: DbOrTx, account: string) {
    const [m] = await tx
      .select({ id: members.id, account: members.account, memberType: members.memberType, group: members.prizeGroup, depth: members.depth, path: members.path, parentId: members.parentId })
      .from(members)
      .where(eq(members.account, account))
      .for('update');
    return m;
  }

  /**
   * Moves the member and everyone below him under the agent `to`, for future orders only. Refused
   * when `to` is not an agent, is inside the subtree, has a lower prize group than the subtree's
   * root, or when the subtree's deepest member would sit deeper than the setting agentMaxDepth.
   */
  async function move(op: SessionOperator, account: string, to: string, reason: string): Promise<SubtreeMoveResponse> {
    const s = await loadSettings(db);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK})`);
      const root = await lockedMember(tx, account);
      if (!root) throw rejected('console.memberNotFound');
      const target = await lockedMember(tx, to);
      if (!target) throw rejected('agent.moveTargetNotFound');
      if (target.memberType !== MemberType.AGENT) throw rejected('agent.moveTargetNotAgent');
      if (target.path.startsWith(root.path)) throw rejected('agent.moveIntoOwnTeam');
      if (root.parentId === target.id) throw rejected('ops.noChange');
      if (target.group < root.group) throw rejected('agent.moveGroupTooLow', { group: root.group, target: target.group });
      // Lock the whole subtree first: a registration below it waits (its trigger reads the
      // parent FOR KEY SHARE) and then takes the new path.
      const subtree = await tx
        .select({ depth: members.depth })
        .from(members)
        .where(sql`${members.path} like ${`${root.path}%`}`)
        .for('update');
      const deepest = subtree.reduce((a, r) => Math.max(a, r.depth), root.depth);
      const delta = target.depth + 1 - root.depth;
      if (deepest + delta > s.agentMaxDepth) throw rejected('agent.depthExceeded', { depth: s.agentMaxDepth });
      const newPath = `${target.path}${root.id}/`;
      const [oldParent] = root.parentId === null ? [] : await tx.select({ account: members.account }).from(members).where(eq(members.id, root.parentId));
      // The team rollup follows the move (agents/rollup.ts): team/summary stays on it, exact.
      await rekeyMove(tx, { id: root.id, path: root.path, parentId: root.parentId }, { id: target.id, path: target.path });
      await tx.execute(sql`select set_config('lotus.member_move', 'on', true)`);
      await tx.execute(sql`update members set
          path = ${newPath} || substr(path, ${root.path.length + 1}),
          depth = depth + ${delta},
          parent_id = case when id = ${root.id} then ${target.id} else parent_id end
        where path like ${`${root.path}%`}`);
      await tx.execute(sql`select set_config('lotus.member_move', '', true)`);
      await audit(tx, { ...byOperator(op), action: 'agent.move', target: root.account, before: { parent: oldParent?.account ?? null, path: root.path, depth: root.depth },
        after: { parent: target.account, path: newPath, depth: target.depth + 1 },
        detail: { reason, moved: subtree.length } });
      return { account: root.account, to: target.account, moved: subtree.length, depth: target.depth + 1 };
    });
  }

  return { tree, move };
}
