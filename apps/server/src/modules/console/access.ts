import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  businessDayEnd,
  businessDayStart,
  BUILTIN_ROLES,
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
import { auditLog, operatorLogins, operatorRoles, operatorSessions, operators } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../auth/service.ts';
import { loadSettings } from '../settings/service.ts';

/**
 * Every console write is audited in the transaction that does it: who, when, from which IP, the
 * state before and after (issue #16), and free detail.
 */
export async function writeAudit(
  tx: Tx,
  op: SessionOperator,
  action: string,
  target: string,
  change: { before?: unknown; after?: unknown; detail?: Record<string, unknown> },
) {
  await tx.insert(auditLog).values({
    actorKind: 'operator',
    actorId: op.operatorId.toString(),
    action,
    target: target.slice(0, 128),
    ip: op.ip,
    before: change.before ?? null,
    after: change.after ?? null,
    detail: change.detail ?? null,
  });
}


/** Operators and roles management, the audit log and the login log (System screens). */
export function createAccessService(deps: AppDeps) {
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

  async function roleExists(tx: Tx, code: string) {
    if (code in BUILTIN_ROLES) return true;
    return Boolean(await tx.query.operatorRoles.findFirst({ where: eq(operatorRoles.code, code) }));
  }

  async function listOperators(): Promise<OperatorView[]> {
    // Operators are a handful of staff; the list is bounded all the same.
    const rows = await db.select().from(operators).orderBy(operators.id).limit(500);
    return rows.map(operatorView);
  }

  async function createOperator(op: SessionOperator, input: OperatorCreateRequest) {
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      if (!(await roleExists(tx, input.role))) throw rejected('console.roleInvalid');
      const [row] = await tx
        .insert(operators)
        .values({ account: input.account, passwordHash, role: input.role })
        .onConflictDoNothing()
        .returning();
      if (!row) throw rejected('console.operatorExists');
      const view = operatorView(row);
      await writeAudit(tx, op, 'operator.create', row.account, { after: { role: view.role, status: view.status } });
      return view;
    });
  }

  /**
   * Changes an operator's role, status or password, or resets his second factor (he enrols again
   * at his next sign-in). A disabled operator, a new password or a reset ends his sessions.
   */
  async function updateOperator(op: SessionOperator, id: number, input: OperatorUpdateRequest) {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return db.transaction(async (tx) => {
      const current = await tx.query.operators.findFirst({ where: eq(operators.id, BigInt(id)) });
      if (!current) throw rejected('console.operatorNotFound');
      if (BigInt(id) === op.operatorId && (input.status === 2 || (input.role && input.role !== current.role))) {
        throw rejected('console.operatorSelf');
      }
      if (input.role && !(await roleExists(tx, input.role))) throw rejected('console.roleInvalid');
      const set: Partial<typeof operators.$inferInsert> = {};
      if (input.role) set.role = input.role;
      if (input.status) set.status = input.status;
      if (passwordHash) set.passwordHash = passwordHash;
      if (input.resetTotp) Object.assign(set, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      if (Object.keys(set).length === 0) throw rejected('ops.noChange');
      const [row] = await tx.update(operators).set(set).where(eq(operators.id, current.id)).returning();
      if (input.status === 2 || passwordHash || input.resetTotp) {
        await tx.update(operatorSessions).set({ revokedAt: clock.now() }).where(eq(operatorSessions.operatorId, current.id));
      }
      const before = operatorView(current);
      const after = operatorView(row!);
      await writeAudit(tx, op, 'operator.update', current.account, {
        before: { role: before.role, status: before.status, totpEnabled: before.totpEnabled },
        after: { role: after.role, status: after.status, totpEnabled: after.totpEnabled },
        detail: { passwordChanged: Boolean(passwordHash) },
      });
      return after;
    });
  }

  async function listRoles(): Promise<RoleView[]> {
    const custom = await db.select().from(operatorRoles).orderBy(operatorRoles.code).limit(200);
    return [
      ...Object.entries(BUILTIN_ROLES).map(([code, permissions]) => ({ code, name: code, permissions: [...permissions], builtin: true })),
      ...custom.map((r) => ({ code: r.code, name: r.name, permissions: r.permissions, builtin: false })),
    ];
  }

  /** Creates or replaces a custom role; built-in roles are fixed. */
  async function saveRole(op: SessionOperator, input: { code: string; name: string; permissions: string[] }) {
    if (input.code in BUILTIN_ROLES) throw rejected('console.roleBuiltin');
    return db.transaction(async (tx) => {
      const current = await tx.query.operatorRoles.findFirst({ where: eq(operatorRoles.code, input.code) });
      await tx
        .insert(operatorRoles)
        .values({ code: input.code, name: input.name, permissions: input.permissions })
        .onConflictDoUpdate({
          target: operatorRoles.code,
          set: { name: input.name, permissions: input.permissions, updatedAt: clock.now() },
        });
      await writeAudit(tx, op, 'role.save', input.code, {
        before: current ? { name: current.name, permissions: current.permissions } : null,
        after: { name: input.name, permissions: input.permissions },
      });
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
      db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size),
      db.select({ n: count() }).from(auditLog).where(and(...where)),
    ]);
    const ids = [...new Set(rows.filter((r) => r.actorKind === 'operator' && /^\d+$/.test(r.actorId)).map((r) => BigInt(r.actorId)))];
    const names = ids.length
      ? new Map((await db.select({ id: operators.id, account: operators.account }).from(operators).where(inArray(operators.id, ids))).map((o) => [o.id.toString(), o.account]))
      : new Map<string, string>();
    return {
      list: rows.map((r) => ({
        id: r.id.toString(),
        actorKind: r.actorKind,
        actorId: r.actorId,
        actor: names.get(r.actorId) ?? null,
        action: r.action,
        target: r.target,
        ip: r.ip,
        before: r.before,
        after: r.after,
        detail: r.detail,
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
      db.select().from(operatorLogins).where(where).orderBy(desc(operatorLogins.id)).limit(q.size).offset((q.page - 1) * q.size),
      db.select({ n: count() }).from(operatorLogins).where(where),
    ]);
    return {
      list: rows.map((r) => ({ id: r.id.toString(), account: r.account, ip: r.ip, outcome: r.outcome, createdAt: r.createdAt.toISOString() })),
      total: Number(total[0]?.n ?? 0),
      page: q.page,
      size: q.size,
    };
  }

  return { listOperators, createOperator, updateOperator, listRoles, saveRole, auditList, loginLog };
}
