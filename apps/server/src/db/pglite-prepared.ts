/**
 * Prepared statements on PGlite (issue #32). PGlite's `query` sends every statement as six
 * protocol messages, each its own call into the WebAssembly backend (Parse, Describe statement,
 * Bind, Describe portal, Execute, Sync), and PostgreSQL parses, analyses and plans the text each
 * time. On node-postgres the hot statements are named (db/named.ts) and parsed once per connection;
 * PGlite ignored the name. Here the top-level client's `query` keeps a named statement per text
 * (Parse and Describe once, the parameter types and the row description kept), and runs each call
 * as Bind, Execute and Sync in ONE call into the backend: no parse, and after five custom plans a
 * generic plan when PostgreSQL finds it no dearer, as on PostgreSQL.
 *
 * Results are read by PGlite's own `parseResults` with the caller's options and parsers, so rows
 * are what `query` returns. Left to PGlite's `query`: statements without parameters, COPY with a blob, the
 * queries of a transaction (its `Transaction` object does not go through this method). The least
 * recently used statement is closed past `max` texts.
 */
import { protocol, parse, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

interface Prepared {
  name: string;
  /** Parameter type oids, for PGlite's serializers. */
  types: number[];
  /** The statement's RowDescription (null for no rows), put before its rows for parseResults. */
  rowDescription: unknown;
}

interface Internals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number | string, (v: unknown) => string>;
  parsers: Record<number | string, (v: string, typeId?: number) => unknown>;
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** PostgreSQL's refusal to reuse a plan whose result columns changed (a table altered under it). */
const STALE_PLAN = '0A000';

export function usePreparedStatements(client: PGlite, max = 128): void {
  const pg = client as unknown as Internals & PGlite;
  const unnamed = client.query.bind(client);
  const byText = new Map<string, Prepared>();
  let serial = 0;
  /** Statements dropped from the map after their plan went stale, closed with the next Parse. */
  const stale: string[] = [];

  async function prepare(text: string): Promise<Prepared> {
    const parts: Uint8Array[] = stale.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }));
    if (byText.size >= max) {
      const [oldest, entry] = byText.entries().next().value as [string, Prepared];
      byText.delete(oldest);
      parts.push(protocol.serialize.close({ type: 'S', name: entry.name }));
    }
    const name = `lotus_pgl_${++serial}`;
    parts.push(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync());
    const { messages } = await client.execProtocol(concat(parts), { syncToFs: false });
    const prepared: Prepared = {
      name,
      types: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription') ?? null,
    };
    byText.set(text, prepared);
    return prepared;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let prepared = byText.get(text);
    if (prepared) {
      byText.delete(text);
      byText.set(text, prepared);
    } else {
      prepared = await prepare(text);
    }
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serialize = options?.serializers?.[prepared.types[i]!] ?? pg.serializers[prepared.types[i]!];
      return serialize ? serialize(v) : String(v);
    });
    const { messages } = await client.execProtocol(
      concat([protocol.serialize.bind({ statement: prepared.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]),
    );
    const all = prepared.rowDescription ? [prepared.rowDescription as (typeof messages)[number], ...messages] : messages;
    // parseResults copies every default parser into a new object when the options bring their own
    // (drizzle brings nine on every query): the caller's few over the defaults by prototype instead.
    if (!options?.parsers) return parse.parseResults(all, pg.parsers, options)[0] as Results<T>;
    const parsers = Object.assign(Object.create(pg.parsers) as Internals['parsers'], options.parsers);
    return parse.parseResults(all, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!params || params.length === 0 || options?.blob || options?.paramTypes) return unnamed<T>(text, params, options);
    await pg._checkReady();
    try {
      return await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params, options)));
    } catch (err) {
      // The statement's tables changed shape since it was prepared: prepare it again on the next call.
      const entry = byText.get(text);
      if ((err as { code?: string }).code === STALE_PLAN && entry) {
        byText.delete(text);
        stale.push(entry.name);
        return unnamed<T>(text, params, options);
      }
      Object.assign(err as object, { query: text, params });
      throw err;
    }
  };
  client.query = query as PGlite['query'];
}
