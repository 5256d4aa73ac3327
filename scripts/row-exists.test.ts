import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A correlated `exists (…)` anywhere but right after WHERE or AND may be planned by PostgreSQL as a
 * hash of the whole table it reads, and a prepared statement keeps that plan as the table grows:
 * the bets' context query hashed every money move for each batch (apps/server/src/db/row-exists.ts).
 * Such a test goes through `rowExists(…)`, a probe by the outer row's key. This walks every source
 * file under apps/server/src, SQL and code comments left out, and fails on an `exists (` that does
 * not follow `where` or `and` (with or without `not`), where PostgreSQL makes it a semi- or anti-join.
 */
const SRC = 'apps/server/src';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** The text with block comments, line comments and SQL comments taken out. */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/[^\n]*/g, '$1')
    .replace(/--[^\n]*/g, '');

/** Each `exists (` of the text that does not follow WHERE or AND, with the words before it. */
export function loneExists(text: string): string[] {
  const code = withoutComments(text);
  const found: string[] = [];
  for (const m of code.matchAll(/\bexists\s*\(/gi)) {
    const before = code.slice(Math.max(0, m.index - 40), m.index);
    if (/\b(where|and)\s+(not\s+)?$/i.test(before)) continue;
    found.push(`${before.replace(/\s+/g, ' ').trim()} ${m[0]}`);
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
    expect(loneExists('// exists (in a comment)\n/* exists ( */ sql`-- exists (\nselect 1`')).toEqual([]);
    expect(loneExists('existsSync(path)')).toEqual([]);
  });

  it('finds none in the server', () => {
    const offenders = files(SRC).flatMap((f) => loneExists(readFileSync(f, 'utf8')).map((e) => `${f}: ${e}`));
    expect(offenders).toEqual([]);
  });
});
