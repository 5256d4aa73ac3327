import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_DAY_START_HOUR } from '@lotus/contracts';

/**
 * The business day of a timestamp column in SQL, as a date: the wall clock in the platform zone
 * less the 02:00 cut-over — the same day as `businessDay` of @lotus/contracts gives in code.
 * Every grouping by day (members' reports, team figures and their rollup, operators' reports) uses it.
 * The zone (a setting Intl has checked) is inlined as a quoted literal, so a SELECT and its
 * GROUP BY are the same expression.
 */
export const businessDateSql = (column: unknown, timeZone: string): SQL =>
  sql`((${column} at time zone ${sql.raw(`'${timeZone.replace(/'/g, "''")}'`)}) - ${sql.raw(`interval '${BUSINESS_DAY_START_HOUR} hours'`)})::date`;

/** The same day as YYYY-MM-DD text. */
export const businessDaySql = (column: unknown, timeZone: string): SQL =>
  sql`to_char(${businessDateSql(column, timeZone)}, 'YYYY-MM-DD')`;
