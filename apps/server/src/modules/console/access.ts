import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  businessDayEnd,
  businessDayStart,
  ALL_PERMISSIONS,
  BUILTIN_ROLES,
  permissionsWithin,
  type AuditView,
  type LoginLogView,
  type OperatorCreateRequest,
  type OperatorUpdateRequest,
  type OperatorView,
  type Paged,
  type RoleView,
} from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, consoleProposals, operatorLogins, operatorRoles, operatorSessions, operators } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { forbidden, rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { loadSettings } from '../settings/index.ts';
import { assertSecondPerson, type ProposalKind } from '../operators/index.ts';
import { paged } from '../../lib/paging.ts';
import { auditSubjects, inMoneyUnits } from './audit-words.ts';
import type { IdFloors } from '../ledger/index.ts';
import { audit, byOperator } from '../audit/index.ts';

/** A proposed reset of a super admin's password or second factor (two super admins). */
export const OPERATOR_RESET_KIND = 'operator.reset';

/** Operators and roles management, the audit log and the login log (System screens). */
export function createAccessService(deps: AppDeps, idFloors: IdFloors) {
  const { db, clock } = deps;

  const operatorView = (o: typeof operators.$inferSelect): OperatorView => ({
    id: o.id.toString(),
    account: o.account,
    role: o.role,
    status: o.status,
    totpEnabled: o.totpEnabledAt !== null,
    createdAt: o.createdAt.toISOString(),
    lastLoginAt: o.lastLoginAt?.toISOString() ?? null,
  });

  /** A role's permissions, or null when there is no such role. */
  async function rolePermissions(tx: Tx, code: string): Promise<readonly string[] | null> {
    if (code in BUILTIN_ROLES) return BUILTIN_ROLES[code]!;
    return (await tx.query.operatorRoles.findFirst({ where: eq(operatorRoles.code, code) }))?.permissions ?? null;
  }

  /** Refuses a role the operator may not hand out: one with a permission he does not hold himself. */
  async function grantable(tx: Tx, op: SessionOperator, code: string) {
    const wanted = await rolePermissions(tx, code);
    if (!wanted) throw rejected('console.roleInvalid');
    if (!permissionsWithin(wanted, op.permissions)) throw rejected('console.grantBeyond');
  }

  async function listOperators(): Promise<OperatorView[]> {
    // Operators are a handful of staff; the list is bounded all the same.
    const rows = await db.select().from(operators).orderBy(operators.id).limit(500);
    return rows.map(operatorView);
  }

  /** Creates an operator with a role whose permissions his creator holds (issue #26); he enrols his second factor at his first sign-in. */
  async function createOperator(op: SessionOperator, input: OperatorCreateRequest) {
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      await grantable(tx, op, input.role);
      const [row] = await tx
        .insert(operators)
        .values({ account: input.account, passwordHash, role: input.role, createdBy: op.operatorId, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!row) throw rejected('console.operatorExists');
      const view = operatorView(row);
      await audit(tx, { ...byOperator(op), action: 'operator.create', target: row.account, after: { role: view.role, status: view.status } });
      return view;
    });
  }

  /** What a change of an operator sets; a reset password or second factor is replaced at his next sign-in. */
  type OperatorChange = { role?: string; status?: number; passwordHash?: string; resetTotp?: boolean };

  /**
   * Applies a change (already allowed) as `op`, marking the operator as changed by `changedBy`
   * (the two-person rule reads it). A disabled operator, a new password or a reset second factor
   * ends his sessions; after a reset he sets a new password and enrols a second factor again.
   */
  async function applyChange(tx: Tx, op: SessionOperator, current: typeof operators.$inferSelect, change: OperatorChange, changedBy: bigint, detail: Record<string, unknown> = {}) {
    const reset = Boolean(change.passwordHash) || change.resetTotp === true;
    const set: Partial<typeof operators.$inferInsert> = { changedBy, changedAt: clock.now() };
    if (change.role) set.role = change.role;
    if (change.status) set.status = change.status;
    if (change.passwordHash) set.passwordHash = change.passwordHash;
    if (reset) Object.assign(set, { totpSecret: null, totpEnabledAt: null, totpLastStep: null, mustChangePassword: true });
    const [row] = await tx.update(operators).set(set).where(eq(operators.id, current.id)).returning();
    if (change.status === 2 || reset) {
      await tx.update(operatorSessions).set({ revokedAt: clock.now() }).where(eq(operatorSessions.operatorId, current.id));
    }
    const before = operatorView(current);
    const after = operatorView(row!);
    await audit(tx, { ...byOperator(op), action: 'operator.update', target: current.account, before: { role: before.role, status: before.status, totpEnabled: before.totpEnabled },
      after: { role: after.role, status: after.status, totpEnabled: after.totpEnabled },
      detail: { passwordChanged: Boolean(change.passwordHash), reset, ...detail } });
    return after;
  }

  /**
   * Changes an operator's role, status or password, or resets his second factor (issue #26): only
   * an operator whose permissions are within the caller's, to a role within them, never the
   * caller himself. A super admin's password or second factor is reset by two super admins: the
   * request becomes a proposal another one confirms.
   */
  async function updateOperator(op: SessionOperator, id: number, input: OperatorUpdateRequest) {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return db.transaction(async (tx) => {
      const current = await tx.query.operators.findFirst({ where: eq(operators.id, BigInt(id)) });
      if (!current) throw rejected('console.operatorNotFound');
      if (current.id === op.operatorId) throw rejected('console.operatorSelf');
      const held = (await rolePermissions(tx, current.role)) ?? [];
      if (!permissionsWithin(held, op.permissions)) throw rejected('console.operatorAbove', { account: current.account });
      if (input.role) await grantable(tx, op, input.role);
      const change: OperatorChange = { role: input.role, status: input.status, passwordHash, resetTotp: input.resetTotp };
      if (!change.role && !change.status && !passwordHash && !input.resetTotp) throw rejected('ops.noChange');
      if (held.includes(ALL_PERMISSIONS) && (passwordHash || input.resetTotp)) {
        const payload: Record<string, string> = { operatorId: current.id.toString() };
        if (change.role) payload.role = change.role;
        if (change.status) payload.status = String(change.status);
        if (passwordHash) payload.passwordHash = passwordHash;
        if (input.resetTotp) payload.resetTotp = '1';
        const [p] = await tx.insert(consoleProposals).values({ kind: OPERATOR_RESET_KIND, target: current.account, payload, proposedBy: op.operatorId }).returning();
        await audit(tx, { ...byOperator(op), action: `${OPERATOR_RESET_KIND}.propose`, target: current.account, after: { proposalId: p!.id.toString(), status: 'pending' },
          detail: { passwordChanged: Boolean(passwordHash), resetTotp: input.resetTotp === true, role: change.role ?? null, status: change.status ?? null } });
        return { ...operatorView(current), proposalId: p!.id.toString() };
      }
      return { ...(await applyChange(tx, op, current, change, op.operatorId)), proposalId: null };
    });
  }

  /**
   * Confirms a proposed reset of a super admin (the queue's `decideProposal`, inside its transaction): the
   * confirmer is a super admin and a second person; the target must still be one too.
   */
  async function confirmReset(tx: Tx, op: SessionOperator, p: typeof consoleProposals.$inferSelect) {
    if (!op.permissions.includes(ALL_PERMISSIONS)) throw forbidden();
    await assertSecondPerson(tx, p.proposedBy, op.operatorId, clock.now());
    const current = await tx.query.operators.findFirst({ where: eq(operators.id, BigInt(p.payload.operatorId ?? '0')) });
    if (!current) throw rejected('console.operatorNotFound');
    if (current.id === op.operatorId) throw rejected('console.operatorSelf');
    const change: OperatorChange = {
      role: p.payload.role,
      status: p.payload.status ? Number(p.payload.status) : undefined,
      passwordHash: p.payload.passwordHash,
      resetTotp: p.payload.resetTotp === '1',
    };
    return applyChange(tx, op, current, change, p.proposedBy, { proposalId: p.id.toString(), proposedBy: p.proposedBy.toString() });
  }

  async function listRoles(): Promise<RoleView[]> {
    const custom = await db.select().from(operatorRoles).orderBy(operatorRoles.code).limit(200);
    return [
      ...Object.entries(BUILTIN_ROLES).map(([code, permissions]) => ({ code, name: code, permissions: [...permissions], builtin: true })),
      ...custom.map((r) => ({ code: r.code, name: r.name, permissions: r.permissions, builtin: false })),
    ];
  }

  /**
   * Creates or replaces a custom role; built-in roles are fixed (issue #26): only with permissions
   * the caller holds, only a role whose permissions are within his, never the role he holds.
   */
  async function saveRole(op: SessionOperator, input: { code: string; name: string; permissions: string[] }) {
    if (input.code in BUILTIN_ROLES) throw rejected('console.roleBuiltin');
    if (input.code === op.role) throw rejected('console.operatorSelf');
    if (!permissionsWithin(input.permissions, op.permissions)) throw rejected('console.grantBeyond');
    return db.transaction(async (tx) => {
      const current = await tx.query.operatorRoles.findFirst({ where: eq(operatorRoles.code, input.code) });
      if (current && !permissionsWithin(current.permissions, op.permissions)) throw rejected('console.roleAbove');
      await tx
        .insert(operatorRoles)
        .values({ code: input.code, name: input.name, permissions: input.permissions })
        .onConflictDoUpdate({
          target: operatorRoles.code,
          set: { name: input.name, permissions: input.permissions, updatedAt: clock.now() },
        });
      await audit(tx, { ...byOperator(op), action: 'role.save', target: input.code, before: current ? { name: current.name, permissions: current.permissions } : null,
        after: { name: input.name, permissions: input.permissions } });
      return { code: input.code, name: input.name, permissions: input.permissions, builtin: false } satisfies RoleView;
    });
  }

  async function auditList(q: {
    operator?: string;
    action?: string;
    target?: string;
    from?: string;
    to?: string;
    page: number;
    size: number;
  }): Promise<Paged<AuditView>> {
    const where: SQL[] = [];
    if (q.operator) {
      const o = await db.query.operators.findFirst({ where: eq(operators.account, q.operator) });
      where.push(eq(auditLog.actorId, o ? o.id.toString() : '-'));
    }
    if (q.action) where.push(eq(auditLog.action, q.action));
    if (q.target) where.push(eq(auditLog.target, q.target));
    // Business days of platform time, as every report counts them.
    const zone = q.from || q.to ? (await loadSettings(db)).platformTimeZone : '';
    if (q.from) where.push(gte(auditLog.createdAt, businessDayStart(q.from, zone)));
    if (q.to) where.push(lt(auditLog.createdAt, businessDayEnd(q.to, zone)));
    const [rows, total] = await Promise.all([
      paged(
        db
          .select()
          .from(auditLog)
          .where(and(...where))
          .orderBy(desc(auditLog.id)),
        q,
      ),
      db.select({ n: count() }).from(auditLog).where(and(...where)),
    ]);
    const ids = [...new Set(rows.filter((r) => r.actorKind === 'operator' && /^\d+$/.test(r.actorId)).map((r) => BigInt(r.actorId)))];
    const names = ids.length
      ? new Map((await db.select({ id: operators.id, account: operators.account }).from(operators).where(inArray(operators.id, ids))).map((o) => [o.id.toString(), o.account]))
      : new Map<string, string>();
    const subjects = await auditSubjects(db, rows, { idFloors, now: clock.now() });
    return {
      list: rows.map((r, i) => ({
        id: r.id.toString(),
        actorKind: r.actorKind,
        actorId: r.actorId,
        actor: names.get(r.actorId) ?? null,
        action: r.action,
        target: r.target,
        member: subjects[i]?.member ?? null,
        lottery: subjects[i]?.lottery ?? null,
        ip: r.ip,
        before: inMoneyUnits(r.before),
        after: inMoneyUnits(r.after),
        detail: inMoneyUnits(r.detail),
        createdAt: r.createdAt.toISOString(),
      })),
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  async function loginLog(q: { account?: string; page: number; size: number }): Promise<Paged<LoginLogView>> {
    const where = q.account ? eq(operatorLogins.account, q.account) : undefined;
    const [rows, total] = await Promise.all([
      paged(db.select().from(operatorLogins).where(where).orderBy(desc(operatorLogins.id)), q),
      db.select({ n: count() }).from(operatorLogins).where(where),
    ]);
    return {
      list: rows.map((r) => ({ id: r.id.toString(), account: r.account, ip: r.ip, outcome: r.outcome, createdAt: r.createdAt.toISOString() })),
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  /** A super admin's reset as the proposals' queue (modules/operators) decides it: by super admins only. */
  const resetProposalKind: ProposalKind = {
    confirmPermission: '*',
    mayDecidePending: (op) => op.permissions.includes(ALL_PERMISSIONS),
    async apply(tx, op, p) {
      await confirmReset(tx, op, p);
      return { balance: null };
    },
  };

  return { listOperators, createOperator, updateOperator, confirmReset, resetProposalKind, listRoles, saveRole, auditList, loginLog };
}

export type AccessService = ReturnType<typeof createAccessService>;
