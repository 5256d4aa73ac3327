import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Correlated subqueries name the outer query's columns with their table (apps/server/src/db/outer.ts):
 * in a select from one table drizzle writes `${table.column}` as the bare column name, which inside
 * `(select … from other …)` PostgreSQL reads as the subquery's own column when it has one of that
 * name — the scheduler's "last issue end" and the blacklist's "added by" read wrong rows that way.
 * This walks every `sql` template under apps/server/src that holds a `select` and fails on a
 * `${table.column}` of a table the template does not itself name as `${table}` (its own from-table),
 * unless it goes through `outer(…)`.
 */
const SRC = 'apps/server/src';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** The drizzle tables the server defines (`export const x = pgTable(`). */
function tableNames(): Set<string> {
  const names = new Set<string>();
  for (const f of files(`${SRC}/db`)) {
    for (const m of readFileSync(f, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) names.add(m[1]!);
  }
  return names;
}

/** `${table.column}` references a subquery-holding template makes to tables it does not name itself. */
export function bareOuterColumns(text: string, tables: Set<string>): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\bsql(?:<[^`]*?>)?`((?:[^`\\]|\\.)*)`/g)) {
    const body = m[1]!;
    if (!/\bselect\b/i.test(body)) continue;
    for (const ref of body.matchAll(/\$\{(\w+)\.(\w+)\}/g)) {
      const [whole, table] = ref;
      if (!tables.has(table!)) continue;
      if (body.includes(`\${${table}}`)) continue;
      found.push(whole);
    }
  }
  return found;
}

describe('correlated subqueries', () => {
  const tables = tableNames();

  it('finds the tables and recognises a bare outer column, its own from-table and outer()', () => {
    expect(tables.has('issues') && tables.has('lotteries') && tables.has('riskBlacklist')).toBe(true);
    const bad = 'sql`(select max(i.end_at) from issues i where i.lottery_id = ${lotteries.id})`';
    expect(bareOuterColumns(bad, tables)).toEqual(['${lotteries.id}']);
    expect(bareOuterColumns('sql`(select max(i.end_at) from issues i where i.lottery_id = ${outer(lotteries.id)})`', tables)).toEqual([]);
    expect(bareOuterColumns('sql<number>`(select count(*) from ${issues} where ${issues.lotteryId} = 1)`', tables)).toEqual([]);
    expect(bareOuterColumns('sql`${issues.drawAt} < now()`', tables)).toEqual([]);
  });

  it('every outer column in a server subquery is named with its table', () => {
    const offenders = files(SRC).flatMap((f) => bareOuterColumns(readFileSync(f, 'utf8'), tables).map((r) => `${f}: ${r}`));
    expect(offenders).toEqual([]);
  });
});
