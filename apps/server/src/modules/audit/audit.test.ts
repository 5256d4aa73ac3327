/**
 * One audit writer (issue #29): audit rows are written only by `audit()` (index.ts), so each row
 * has the same fields whoever writes it. A file elsewhere that inserts into, updates or deletes
 * from the audit log fails here; it should call `audit()` instead. The writer itself is checked
 * against the database: one row, several rows in one statement, the target kept to 128 characters.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { dbTargets, openTestDatabase } from '../../../test/harness.ts';
import { serverSourceFiles, where } from '../../../test/source-scan.ts';
import { audit, byOperator } from './index.ts';

/** Statements that write the audit log, by drizzle or in SQL. */
export function auditWrites(code: string): number[] {
  const re = /\.(?:insert|update|delete)\(\s*(?:\w+\.)?auditLog\s*\)|\b(?:insert\s+into|update|delete\s+from)\s+"?audit_log"?(?!\w)/gi;
  return [...code.matchAll(re)].map((m) => m.index);
}

describe('the one audit writer', () => {
  it('no file outside modules/audit writes the audit log', () => {
    const files = serverSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const outside = files.filter((f) => !f.path.startsWith('modules/audit/')).flatMap((f) => auditWrites(f.code).map((o) => where(f, o)));
    expect(outside).toEqual([]);
    expect(auditWrites(files.find((f) => f.path === 'modules/audit/index.ts')!.code)).toHaveLength(1);
  });

  it.each([
    'await tx.insert(auditLog).values({ actorKind: "operator", actorId: "1", action: "x" });',
    'await tx\n  .insert(auditLog)\n  .values(rows);',
    'await db.insert(schema.auditLog).values(row);',
    'sql`insert into audit_log (actor_kind, actor_id, action) values (1, 2, 3)`',
    'sql`DELETE FROM "audit_log" where id = 1`',
  ])('sees a write: %s', (code) => {
    expect(auditWrites(code)).not.toEqual([]);
  });

  it.each(['await tx.select().from(auditLog).where(eq(auditLog.action, a));', 'sql`select count(*) from audit_log where action = ${a}`'])(
    'a read is not a write: %s',
    (code) => {
      expect(auditWrites(code)).toEqual([]);
    },
  );
});

describe.each(dbTargets)('audit() on %s', (target) => {
  let database: DatabaseHandle;
  afterAll(() => database?.close());

  it('writes one row or several, with the operator and IP, the change, and the target cut to 128 characters', async () => {
    database = await openTestDatabase(target);
    const { db } = database;
    await audit(db, { ...byOperator({ operatorId: 7n, ip: '10.0.0.1' }), action: 'member.status', target: 'x'.repeat(200), before: { s: 0 }, after: { s: 1 } });
    await audit(db, [
      { actorKind: 'system', actorId: 'settlement', action: 'settlement.order.setAside', target: 'order:1', detail: { e: 'a' } },
      { actorKind: 'system', actorId: 'settlement', action: 'settlement.order.setAside', target: 'order:2', detail: { e: 'b' } },
    ]);
    await audit(db, []);
    const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(3);
    expect(rows.map((r) => [r.actorKind, r.actorId, r.action, r.target, r.ip, r.before, r.after, r.detail])).toEqual([
      ['system', 'settlement', 'settlement.order.setAside', 'order:2', null, null, null, { e: 'b' }],
      ['system', 'settlement', 'settlement.order.setAside', 'order:1', null, null, null, { e: 'a' }],
      ['operator', '7', 'member.status', 'x'.repeat(128), '10.0.0.1', { s: 0 }, { s: 1 }, null],
    ]);
  });
});
