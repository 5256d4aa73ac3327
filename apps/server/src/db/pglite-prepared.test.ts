/**
 * PGlite's statements with parameters are prepared once per text (issue #32, db/pglite-prepared.ts)
 * and answer what PGlite's own `query` answers: the same rows and types, the same errors, and the
 * client usable after an error, inside a transaction, and after a table under a statement changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, types } from '@electric-sql/pglite';
import { pgliteAssets } from './client.ts';
import { usePreparedStatements } from './pglite-prepared.ts';

const keepText = { parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };

describe('prepared statements on PGlite', () => {
  let pg: PGlite;
  let plain: PGlite['query'];
  beforeAll(async () => {
    pg = await PGlite.create({ ...(await pgliteAssets()) });
    plain = pg.query.bind(pg);
    usePreparedStatements(pg, 3);
    await pg.exec(`create table t (id bigint primary key, name text not null, doc jsonb, at timestamptz, ok boolean, tags text[])`);
  });
  afterAll(() => pg.close());

  const named = async () =>
    (await plain<{ name: string; statement: string }>(`select name, statement from pg_prepared_statements where name like 'lotus_pgl_%' order by name`)).rows;

  it('parses a text once and answers the rows PGlite answers unprepared', async () => {
    // PGlite reads int8 as a number (its parser, unchanged here).
    const insert = 'insert into t (id, name, doc, at, ok, tags) values ($1, $2, $3, $4, $5, $6) returning id, doc, at, ok, tags';
    const a = await pg.query(insert, [1n, 'a', { x: [1, 2] }, new Date('2026-11-21T10:00:00Z'), true, ['p', 'q']], keepText);
    const b = await pg.query(insert, [2n, 'b', null, '2026-11-21T10:00:01Z', false, []], keepText);
    expect(a.rows).toEqual([{ id: 1, doc: { x: [1, 2] }, at: '2026-11-21 10:00:00+00', ok: true, tags: ['p', 'q'] }]);
    expect(b.rows).toEqual([{ id: 2, doc: null, at: '2026-11-21 10:00:01+00', ok: false, tags: [] }]);
    expect(a.affectedRows).toBe(1);
    const select = 'select id, name, doc, at, ok, tags from t where id = any($1::bigint[]) order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const mine = await pg.query(select, ['{1,2}'], { ...keepText, rowMode });
      const theirs = await plain(select, ['{1,2}'], { ...keepText, rowMode });
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    const texts = (await named()).map((s) => s.statement);
    expect(texts.filter((s) => s === insert)).toHaveLength(1);
    expect(texts.filter((s) => s === select)).toHaveLength(1);
  });

  it('raises the database error and stays usable, inside and outside a transaction', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)';
    await expect(pg.query(insert, [1n, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(pg.query(insert, [3n, null])).rejects.toMatchObject({ code: '23502' });
    await pg.query(insert, [3n, 'c']);
    await pg.transaction(async (tx) => {
      await tx.query(insert, [4n, 'd']);
      // A query of the client waits for the transaction: nothing of it is seen half done.
      expect((await tx.query<{ n: number }>('select count(*)::int as n from t where id > $1', [0])).rows[0]!.n).toBe(4);
    });
    expect((await pg.query<{ n: number }>('select count(*)::int as n from t where id > $1', [0])).rows[0]!.n).toBe(4);
  });

  it('keeps at most its bound of statements, the least recently used closed', async () => {
    for (let i = 0; i < 6; i++) await pg.query(`select $1::int + ${i} as v`, [1]);
    expect((await named()).length).toBeLessThanOrEqual(3);
    expect((await pg.query<{ v: number }>('select $1::int + 5 as v', [1])).rows).toEqual([{ v: 6 }]);
  });

  it('answers the new columns after the table under a statement changed', async () => {
    const select = 'select * from t where id = $1';
    expect(Object.keys((await pg.query<Record<string, unknown>>(select, [1n])).rows[0]!)).not.toContain('extra');
    await pg.exec(`alter table t add column extra int default 7`);
    expect((await pg.query<Record<string, unknown>>(select, [1n])).rows[0]!.extra).toBe(7);
    expect((await pg.query<Record<string, unknown>>(select, [1n])).rows[0]!.extra).toBe(7);
  });
});
