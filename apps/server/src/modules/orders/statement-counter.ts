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

export interface StatementTimer {
  /** Wall time spent waiting for statements, by the statement's first words, largest first. */
  report(): { statement: string; count: number; ms: number }[];
  restore(): void;
}

/**
 * Times every statement drizzle sends (the lottery benchmark's settlement breakdown): from the
 * prepared query's execute to its answer, grouped by the statement's opening words. The rest of
 * a phase's wall time is the Node side (engine, building parameters, parsing answers).
 */
export function timeStatements(db: Db): StatementTimer {
  const session = (db as unknown as { session: object }).session;
  const proto = Object.getPrototypeOf(session) as { prepareQuery: Prepare };
  const original = proto.prepareQuery;
  const groups = new Map<string, { count: number; ms: number }>();
  proto.prepareQuery = function (this: unknown, ...args: unknown[]) {
    const prepared = original.apply(this, args) as Record<string, unknown>;
    const text = ((args[0] as { sql?: string }).sql ?? '').replace(/\s+/g, ' ').trim();
    const label = text.replace(/\$\d+/g, '?').slice(0, 60);
    for (const method of ['execute', 'all']) {
      const fn = prepared[method];
      if (typeof fn !== 'function') continue;
      prepared[method] = async function (this: unknown, ...a: unknown[]) {
        const t0 = performance.now();
        try {
          return await (fn as (...x: unknown[]) => Promise<unknown>).apply(this, a);
        } finally {
          const g = groups.get(label) ?? { count: 0, ms: 0 };
          g.count++;
          g.ms += performance.now() - t0;
          groups.set(label, g);
        }
      };
    }
    return prepared;
  };
  return {
    report: () => [...groups].map(([statement, g]) => ({ statement, ...g })).sort((a, b) => b.ms - a.ms),
    restore() {
      proto.prepareQuery = original;
    },
  };
}
