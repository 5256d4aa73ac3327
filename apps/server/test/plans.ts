/**
 * The plan PostgreSQL keeps for a prepared statement (db/named.ts): the generic plan, made once
 * without the values, as `explain (verbose)` prints it. A statement's text with drizzle
 * placeholders is prepared under a name, and explained with `value(name)` for each placeholder,
 * on PostgreSQL and PGlite alike (`plan_cache_mode = force_generic_plan` for the transaction).
 */
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import { builtQuery } from '../src/db/named.ts';

const quote = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** The statement's text, and its values in the placeholders' order as SQL literals. */
function prepared(db: DbOrTx, query: SQL, value: (name: string) => string) {
  const built = builtQuery(db, query);
  const args = built.params.map((p) => {
    if (!(p instanceof Placeholder)) throw new Error('plans: a statement whose values are all placeholders');
    return quote(value(p.name as string));
  });
  return { text: built.sql, args: args.join(', ') };
}

/**
 * How PostgreSQL plans the statement prepared and run `times` times with these values, as a named
 * statement is (plan_cache_mode auto): after five plans for the values it keeps the generic plan
 * unless that looks dearer, and then plans again on every call.
 */
export async function plansChosen(db: DbOrTx, query: SQL, value: (name: string) => string, times = 10): Promise<{ generic: number; custom: number }> {
  const { text, args } = prepared(db, query, value);
  let out = { generic: 0, custom: 0 };
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare lotus_plan_count as ${text}`));
    try {
      for (let i = 0; i < times; i++) await tx.execute(sql.raw(`execute lotus_plan_count(${args})`));
      const res = (await tx.execute(
        sql.raw(`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'lotus_plan_count'`),
      )) as unknown as { rows: { generic: number; custom: number }[] };
      out = { generic: Number(res.rows[0]!.generic), custom: Number(res.rows[0]!.custom) };
    } finally {
      await tx.execute(sql.raw('deallocate lotus_plan_count'));
    }
  });
  return out;
}

export async function genericPlan(db: DbOrTx, query: SQL, value: (name: string) => string): Promise<string> {
  const { text, args } = prepared(db, query, value);
  let plan = '';
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`prepare lotus_plan_check as ${text}`));
    try {
      const res = (await tx.execute(sql.raw(`explain (verbose, costs off) execute lotus_plan_check(${args})`))) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await tx.execute(sql.raw('deallocate lotus_plan_check'));
    }
  });
  return plan;
}
