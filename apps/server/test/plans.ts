/**
 * The plan PostgreSQL keeps for a prepared statement (db/named.ts): the generic plan, made once
 * without the values, as `explain (verbose)` prints it. A statement's text with drizzle
 * placeholders is prepared under a name, and explained with `value(name)` for each placeholder,
 * on PostgreSQL and PGlite alike (`plan_cache_mode = force_generic_plan` for the transaction).
 */
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';

interface Handle {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
}

const quote = (v: string) => `'${v.replace(/'/g, "''")}'`;

export async function genericPlan(db: DbOrTx, query: SQL, value: (name: string) => string): Promise<string> {
  const built = (db as unknown as Handle).dialect.sqlToQuery(query);
  const args = built.params.map((p) => {
    if (!(p instanceof Placeholder)) throw new Error('genericPlan: a statement whose values are all placeholders');
    return quote(value(p.name as string));
  });
  let plan = '';
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`prepare lotus_plan_check as ${built.sql}`));
    try {
      const res = (await tx.execute(sql.raw(`explain (verbose, costs off) execute lotus_plan_check(${args.join(', ')})`))) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await tx.execute(sql.raw('deallocate lotus_plan_check'));
    }
  });
  return plan;
}
