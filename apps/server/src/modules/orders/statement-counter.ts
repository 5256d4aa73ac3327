/**
 * Counts the SQL statements a piece of code sends through drizzle (tests and the lottery
 * benchmark: "statements per bet"). Every drizzle query — builders, `execute`, and the BEGIN and
 * COMMIT of a node-postgres transaction — goes through its session's `prepareQuery`; the count
 * patches that method on the session class, so the sessions of transactions count too. On PGlite
 * the driver itself sends BEGIN/COMMIT, which are not counted.
 */
import type { Db } from '../../db/client.ts';

type Prepare = (...args: unknown[]) => unknown;

export interface StatementCounter {
  readonly count: number;
  reset(): void;
  restore(): void;
}

export function countStatements(db: Db): StatementCounter {
  const session = (db as unknown as { session: object }).session;
  const proto = Object.getPrototypeOf(session) as { prepareQuery: Prepare };
  const original = proto.prepareQuery;
  let count = 0;
  proto.prepareQuery = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    restore() {
      proto.prepareQuery = original;
    },
  };
}
