import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column of the outer query inside a correlated subquery, always named with its table.
 *
 * In a select from one table drizzle writes `${table.column}` as the bare column name, and inside
 * `(select … from other where other.x = "column")` PostgreSQL resolves a bare name to the
 * subquery's own table first when it has a column of that name: the scheduler's "last issue end"
 * (issues' own "id") and the blacklist's "added by" (operators' own "created_by") read the wrong
 * rows that way. scripts/correlated-subqueries.test.ts fails on a subquery that names an outer
 * table's column without this.
 */
export const outer = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
