/**
 * Operators' authority as a property (issue #26): over random role sets, for every
 * operator-management call (create an operator, change one's role, status, password or second
 * factor, save a role), the caller holds no more after the call than before, and no operator the
 * call created or changed holds more than the caller held.
 */
import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { ALL_PERMISSIONS, BUILTIN_ROLES, PERMISSIONS } from '@lotus/contracts';
import { operatorRoles, operators } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { describeApp } from '../../../test/app.ts';
import { permissionsOf, type SessionOperator } from '../auth/service.ts';

/** A permission set: some of the permissions, now and then the super admin's `*`. */
const permissionSet = fc.oneof(
  { weight: 9, arbitrary: fc.subarray([...PERMISSIONS]) },
  { weight: 1, arbitrary: fc.constant([ALL_PERMISSIONS]) },
);
const BUILTIN = Object.keys(BUILTIN_ROLES);

/** The oracle, written out here rather than taken from the code under test: `*` covers all, and only `*` covers `*`. */
const within = (wanted: readonly string[], held: readonly string[]) =>
  held.includes(ALL_PERMISSIONS) || wanted.every((p) => p !== ALL_PERMISSIONS && held.includes(p));

/** Which role a call names: the caller's, a target's, a spare custom one, or a built-in. */
const roleRef = fc.oneof(fc.constantFrom('caller', 't1', 't2', 'spare'), fc.constantFrom(...BUILTIN));
const who = fc.constantFrom('self', 't1', 't2');
const call = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), role: roleRef }),
  fc.record({
    kind: fc.constant('update' as const),
    who,
    role: fc.option(roleRef, { nil: undefined }),
    status: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
    password: fc.option(fc.constant('fresh1234'), { nil: undefined }),
    resetTotp: fc.option(fc.boolean(), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('role' as const), role: fc.constantFrom('caller', 't1', 't2', 'spare', 'fresh'), permissions: fc.subarray([...PERMISSIONS]) }),
);

describeApp('operator-management calls never raise anyone above the caller', (ctx) => {
  let hash: string;
  let run = 0;

  beforeAll(async () => {
    hash = await hashPassword('lotus2468');
  });

  /** Each operator's effective permissions now, as sign-in computes them. */
  async function effective(ids: bigint[]) {
    const rows = await ctx.db.select({ id: operators.id, role: operators.role }).from(operators).where(inArray(operators.id, ids));
    const custom = new Map((await ctx.db.select().from(operatorRoles)).map((r) => [r.code, r.permissions]));
    return new Map(rows.map((r) => [r.id, [...permissionsOf(r.role, custom.get(r.role))]]));
  }

  it('holds for random role sets and calls', async () => {
    const access = ctx.app.services.console.access;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ caller: permissionSet, callerBuiltin: fc.option(fc.constantFrom(...BUILTIN), { nil: undefined }), t1: permissionSet, t2: permissionSet, spare: permissionSet }),
        call,
        async (roles, c) => {
          run += 1;
          const code = (name: string) => `p${run}_${name}`;
          for (const name of ['caller', 't1', 't2', 'spare'] as const) {
            await ctx.db.insert(operatorRoles).values({ code: code(name), name, permissions: [...roles[name]] });
          }
          const roleOf = (ref: string) => (BUILTIN.includes(ref) ? ref : code(ref));
          const callerRole = roles.callerBuiltin ?? code('caller');
          const [caller, t1, t2] = await ctx.db
            .insert(operators)
            .values([
              { account: `p${run}_caller`, passwordHash: hash, role: callerRole },
              { account: `p${run}_t1`, passwordHash: hash, role: code('t1') },
              { account: `p${run}_t2`, passwordHash: hash, role: code('t2') },
            ])
            .returning();
          const held = (await effective([caller!.id])).get(caller!.id)!;
          const op: SessionOperator = { operatorId: caller!.id, account: caller!.account, role: callerRole, permissions: held, ip: '127.0.0.1' };
          const before = await effective([caller!.id, t1!.id, t2!.id]);
          try {
            if (c.kind === 'create') await access.createOperator(op, { account: `p${run}_new`, password: 'secret123', role: roleOf(c.role) });
            if (c.kind === 'update') {
              const id = c.who === 'self' ? caller!.id : c.who === 't1' ? t1!.id : t2!.id;
              await access.updateOperator(op, Number(id), { role: c.role && roleOf(c.role), status: c.status, password: c.password, resetTotp: c.resetTotp });
            }
            if (c.kind === 'role') await access.saveRole(op, { code: c.role === 'fresh' ? code('fresh') : roleOf(c.role), name: 'x', permissions: c.permissions });
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
          }
          const created = await ctx.db.select({ id: operators.id }).from(operators).where(eq(operators.account, `p${run}_new`));
          const after = await effective([caller!.id, t1!.id, t2!.id, ...created.map((r) => r.id)]);
          // The caller holds no more than before.
          expect(within(after.get(caller!.id)!, held), `caller ${JSON.stringify(held)} → ${JSON.stringify(after.get(caller!.id))}`).toBe(true);
          // Whoever the call created, or whose permissions, role, status, password or second factor it changed, is within the caller's.
          const touched = await ctx.db
            .select({ id: operators.id, changedBy: operators.changedBy, createdBy: operators.createdBy })
            .from(operators)
            .where(inArray(operators.id, [t1!.id, t2!.id, ...created.map((r) => r.id)]));
          for (const o of touched) {
            const raised = JSON.stringify(after.get(o.id)) !== JSON.stringify(before.get(o.id));
            const made = o.changedBy === caller!.id || o.createdBy === caller!.id;
            if (raised || made) {
              expect(within(after.get(o.id)!, held), `${JSON.stringify(c)}: ${o.id} ${JSON.stringify(after.get(o.id))} above ${JSON.stringify(held)}`).toBe(true);
            }
          }
        },
      ),
      { numRuns: ctx.target === 'pglite' ? 120 : 60 },
    );
  }, 300_000);
});
