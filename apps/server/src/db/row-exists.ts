import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a correlated subquery finds a row, probed by the outer row's key: `rowExists(sql\`from t
 * where t.k = o.k\`)` is true or false, never null.
 *
 * Written as `exists (…)` in a select list, a `case` or an `or`, PostgreSQL may plan the test as a
 * hash of the whole table, built once a statement (an AlternativeSubPlan, chosen when the plan is
 * made). A prepared statement keeps the plan it made while the table was small, so as the table
 * grows every execution reads all of it: the bets' context query hashed every money move for its
 * replay check, 2.6 ms a statement at 6,800 moves and growing with each bet (measured 2026-11-29).
 * A scalar subquery with LIMIT is never hashed: each outer row probes its own key. `exists` stays
 * right after WHERE or AND (with or without NOT), where PostgreSQL makes it a semi- or anti-join
 * and chooses the join by the tables' sizes; db/row-exists.test.ts fails on any other.
 */
export const rowExists = (from: SQL): SQL => sql`coalesce((select true ${from} limit 1), false)`;
