import { describe, expect, it } from 'vitest';
import { blankComments, serverSourceFiles, where } from '../../test/source-scan.ts';

/**
 * A correlated `exists (…)` anywhere but right after WHERE or AND may be planned by PostgreSQL as a
 * hash of the whole table it reads, and a prepared statement keeps that plan as the table grows:
 * the bets' context query hashed every money move for each batch (db/row-exists.ts).
 * Such a test goes through `rowExists(…)`, a probe by the outer row's key. This walks every source
 * file under apps/server/src (test/source-scan.ts), SQL and code comments left out,
 * and fails on an `exists (` that does not follow `where` or `and` (with or without `not`), where
 * PostgreSQL makes it a semi- or anti-join.
 */

/** SQL comments (`-- …` to the line's end) blanked, newlines kept, after the code's own (source-scan.ts). */
const withoutComments = (text: string) => blankComments(text).replace(/--[^\n]*/g, (m) => ' '.repeat(m.length));

/** The offset of each `exists (` of the text that does not follow WHERE or AND. */
export function loneExists(text: string): number[] {
  const code = withoutComments(text);
  const found: number[] = [];
  for (const m of code.matchAll(/\bexists\s*\(/gi)) {
    if (/\b(where|and)\s+(not\s+)?$/i.test(code.slice(Math.max(0, m.index - 40), m.index))) continue;
    found.push(m.index);
  }
  return found;
}

describe('exists only as a join', () => {
  it('recognises exists in a select list, a case and an or, and lets it follow where and and', () => {
    expect(loneExists('sql`select m.id, exists (select 1 from money_moves mv where mv.k = m.k) as replayed`')).toHaveLength(1);
    expect(loneExists('sql`case when exists (select 1 from t where t.id = m.id) then 1 end`')).toHaveLength(1);
    expect(loneExists('sql`where a = 1 or exists (select 1 from t)`')).toHaveLength(1);
    expect(loneExists('sql`exists (select 1 from t where t.id = ${outer(x.id)})`')).toHaveLength(1);
    expect(loneExists('sql`where exists (select 1 from t) and not exists (select 1 from u)\n and\n exists(select 1)`')).toEqual([]);
    expect(loneExists('  // exists (in a comment)\n/* exists ( */ sql`-- exists (\nselect 1`')).toEqual([]);
    expect(loneExists('existsSync(path)')).toEqual([]);
  });

  it('finds none in the server', () => {
    const files = serverSourceFiles();
    expect(files.some((f) => f.path === 'modules/orders/context.ts')).toBe(true);
    const offenders = files.flatMap((f) => loneExists(f.code).map((at) => where(f, at)));
    expect(offenders).toEqual([]);
  });
});
