/**
 * Hot statements sent as named prepared statements (issue #18). node-postgres parses a named
 * statement once per connection and then only binds and executes it; PostgreSQL keeps the parsed
 * statement and, after five custom plans, a generic plan when that costs no more — instead of
 * parsing, analysing and planning the same text on every call, as for drizzle's unnamed
 * statements. PGlite's driver ignores the name; there every statement with parameters is prepared
 * once by its text instead (db/pglite-prepared.ts).
 *
 * Each call still goes through the session's `prepareQuery`, so the statement counters
 * (modules/orders/statement-counter.ts) see it like any other statement.
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

interface Built {
  sql: string;
  params: unknown[];
}
interface Session {
  prepareQuery(
    query: Built,
    fields: undefined,
    name: string | undefined,
    arrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => unknown,
  ): { execute(values?: Record<string, unknown>): Promise<unknown> };
}
interface Handle {
  dialect: { sqlToQuery(q: SQL): Built };
  session: Session;
}

/** A statement's text and parameters as drizzle sends them (placeholders stay `Placeholder`s). */
export function builtQuery(db: DbOrTx, query: SQL): Built {
  return (db as unknown as Handle).dialect.sqlToQuery(query);
}

/** Statement names by text: a connection refuses a name sent again with another text. */
const names = new Map<string, string>();
/** Past this many distinct texts, statements go unnamed (a text that varies by its values). */
const MAX_NAMES = 64;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `lotus_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement whose text does not depend on its values, as a named prepared statement, its
 * rows as objects or (`arrays`) as arrays of their columns in the select list's order. A handle
 * that is not drizzle's own (a test's wrapper with only `execute`) runs it unnamed.
 */
async function runNamed(db: DbOrTx, query: SQL, arrays: boolean): Promise<unknown[]> {
  const { dialect, session } = db as unknown as Partial<Handle>;
  if (!dialect || !session) {
    const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return arrays ? rows.map((r) => Object.values(r)) : rows;
  }
  const built = builtQuery(db, query);
  const prepared = arrays
    ? // drizzle asks the driver for array rows only when it maps them: the mapper hands them back as they came.
      session.prepareQuery(built, undefined, nameOf(built.sql), true, (rows) => rows)
    : session.prepareQuery(built, undefined, nameOf(built.sql), false);
  const result = (await prepared.execute()) as unknown[] | { rows: unknown[] };
  return Array.isArray(result) ? result : result.rows;
}

/** Runs a statement named (runNamed), each row as an object. */
export async function executeNamed<R = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<R[]> {
  return (await runNamed(db, query, false)) as R[];
}

/**
 * As executeNamed, each row as an array of its columns: no object per row with a key per column
 * (settlement reads 100,000 rows an issue: allocation was a quarter of its node time).
 */
export async function executeNamedArrays(db: DbOrTx, query: SQL): Promise<unknown[][]> {
  return (await runNamed(db, query, true)) as unknown[][];
}

/**
 * A statement built once, with `sql.placeholder(...)` for its values: each call binds the values
 * and sends it named, without building its SQL again.
 */
export function namedStatement<R = Record<string, unknown>>(db: DbOrTx, query: SQL) {
  const { session } = db as unknown as Handle;
  const built = builtQuery(db, query);
  const name = nameOf(built.sql);
  return async (values: Record<string, unknown>): Promise<R[]> => {
    const result = (await session.prepareQuery(built, undefined, name, false).execute(values)) as { rows: R[] };
    return result.rows;
  };
}
