/**
 * Array parameters for set statements (`unnest`, `= any(...)`): a whole column of a batch goes
 * as one parameter, an array literal cast to its type, whatever the batch's size — no
 * 65,535-parameter ceiling, no JSON to parse per row. The literal is built here so PostgreSQL
 * and PGlite read it alike.
 */
import { sql, type SQL } from 'drizzle-orm';

type Num = bigint | number;

const literal = (items: string[]) => `{${items.join(',')}}`;
/** A text element, quoted (backslash and double quote escaped); null as NULL. */
const quoted = (v: string | null) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`);

export const bigintArray = (values: readonly (Num | null)[]): SQL =>
  sql`${literal(values.map((v) => (v === null ? 'NULL' : v.toString())))}::bigint[]`;
export const intArray = (values: readonly (number | null)[]): SQL =>
  sql`${literal(values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))))}::int[]`;
export const smallintArray = (values: readonly (number | null)[]): SQL =>
  sql`${literal(values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))))}::smallint[]`;
/** The array literal of text values alone (a named statement's parameter, db/named.ts). */
export const textArrayLiteral = (values: readonly (string | null)[]): string => literal(values.map(quoted));
export const textArray = (values: readonly (string | null)[]): SQL => sql`${textArrayLiteral(values)}::text[]`;
