import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import qs from 'qs';
import type { z } from 'zod';
import { idSchema } from '@lotus/contracts';
import { LANGUAGES, messages, type Language } from '@lotus/i18n';
import type { Db } from '../src/db/client.ts';

/**
 * Helpers of the suites generated from the route table (fuzz, authorization matrix): a log of
 * row changes, translated-message checks and fast-check arbitraries derived from the contracts'
 * zod schemas (through their JSON Schema).
 */

/** Tables a refused request may legitimately write: session expiry on activity, failed-login counters. */
const VOLATILE_TABLES = new Set(['sessions', 'operator_sessions', 'login_throttle', '__drizzle_migrations']);

/** Where the change log counts row changes per table (made by the first `rowChanges` on a database). */
const CHANGE_LOG = 'test_row_changes';
const watched = new WeakSet<Db>();

/**
 * Installs, once per database, a trigger on every table of the public schema (partitioned tables
 * once, at the parent, whose trigger every partition takes, those made later included) that counts
 * each inserted, deleted and really changed row (`old is distinct from new`) in CHANGE_LOG, and
 * each truncate. The count is written in the writer's transaction, so a rolled-back write counts
 * nothing: equal marks before and after a request mean it changed no row, as a checksum of every
 * row would say, at the cost of one row per table instead of reading every row twice.
 */
async function watchRows(db: Db): Promise<void> {
  if (watched.has(db)) return;
  await db.execute(sql.raw(`create table if not exists ${CHANGE_LOG} (tbl text primary key, n bigint not null)`));
  await db.execute(sql.raw(`
    create or replace function test_count_row_change() returns trigger language plpgsql as $$
    begin
      insert into ${CHANGE_LOG} (tbl, n) values (tg_table_name, 1)
        on conflict (tbl) do update set n = ${CHANGE_LOG}.n + 1;
      return null;
    end $$`));
  await db.execute(sql.raw(`
    do $$
    declare t text;
    begin
      for t in
        select c.relname from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> '${CHANGE_LOG}'
      loop
        execute format('drop trigger if exists test_rows_changed on %I', t);
        execute format('create trigger test_rows_changed after insert or delete on %I for each row execute function test_count_row_change()', t);
        execute format('drop trigger if exists test_rows_updated on %I', t);
        execute format('create trigger test_rows_updated after update on %I for each row when (old.* is distinct from new.*) execute function test_count_row_change()', t);
        execute format('drop trigger if exists test_truncated on %I', t);
        execute format('create trigger test_truncated after truncate on %I for each statement execute function test_count_row_change()', t);
      end loop;
    end $$;
  `));
  watched.add(db);
}

/**
 * A mark of the rows changed so far in every table (except the volatile ones and `alsoSkip`), as
 * `table:count` pairs: two equal marks mean nothing was written between them, and two different
 * ones name the tables that were (a partitioned table's rows by partition).
 */
export async function rowChanges(db: Db, alsoSkip: readonly string[] = []): Promise<string> {
  await watchRows(db);
  const res = await db.execute(sql.raw(`select tbl, n::text as n from ${CHANGE_LOG} order by tbl`));
  return (res as unknown as { rows: { tbl: string; n: string }[] }).rows
    .filter((r) => !VOLATILE_TABLES.has(r.tbl) && !alsoSkip.includes(r.tbl))
    .map((r) => `${r.tbl}:${r.n}`)
    .join(',');
}

/** A raw machine code shown to a person: FST_ERR_…, (LINE_FORMAT), a message key. */
export const RAW_CODE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|^[a-z]+\.[a-zA-Z_.]+$/;

const templates = new Map<Language, RegExp[]>();
function templatesOf(lang: Language): RegExp[] {
  let list = templates.get(lang);
  if (!list) {
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    list = Object.values(messages[lang]).map(
      (t) => new RegExp(`^${t.split(/\{\{\s*\w+\s*\}\}/).map(escape).join('[\\s\\S]*')}$`),
    );
    templates.set(lang, list);
  }
  return list;
}

/** Whether `msg` is one of the catalogue's texts in `lang` (placeholders filled in). */
export function isTranslated(msg: string, lang: Language): boolean {
  return templatesOf(lang).some((re) => re.test(msg));
}

export const languages = LANGUAGES;

type Json = Record<string, unknown>;

/** Values that break naive parsers: huge and negative numbers, NaN, ids past 2^63, long and odd strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  '',
  ' ',
  '-1',
  '-0.001',
  'NaN',
  'Infinity',
  '1e309',
  '0x1F',
  '9223372036854775808',
  '99999999999999999999999999',
  '-9223372036854775809',
  'x'.repeat(10_240),
  '𝕷ötüś 名字 \u202e\u0000',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'true',
  'null',
  '[]',
  '{}',
  '1,2,3',
  '2026-13-45',
);

const MAX_STRING = 40;

/** A value that fits the JSON Schema (where the schema says enough), as a client would send it. */
export function fitting(schema: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.string({ maxLength: 8 });
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fitting(a, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return fitting(schema.allOf[0] as Json, depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
      return fc.integer({ min: Math.max(Math.ceil(min), -(2 ** 31)), max: Math.min(Math.floor(max), 2 ** 31) });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (typeof schema.pattern === 'string') {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 200));
        } catch {
          return fc.string({ maxLength: MAX_STRING });
        }
      }
      if (schema.format === 'email') return fc.emailAddress();
      const maxLength = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : MAX_STRING, MAX_STRING);
      const minLength = Math.min(typeof schema.minLength === 'number' ? schema.minLength : 0, maxLength);
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
    }
    case 'array':
      return fc.array(fitting(schema.items as Json | undefined, depth + 1), { maxLength: 3 });
    case 'object':
      return objectOf(schema, depth + 1, false);
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer());
  }
}

/**
 * An object for the schema: each field fitting, hostile, of a wrong type, or missing; sometimes
 * extra keys (deep dotted, prototype-polluting).
 */
export function objectOf(schema: Json | undefined, depth = 0, mutate = true): fc.Arbitrary<Record<string, unknown>> {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const field = (name: string, s: Json) => {
    const options: fc.Arbitrary<unknown>[] = [fitting(s, depth)];
    if (mutate) options.push(hostileValue, fc.constant(undefined), fc.constantFrom<unknown>([1, 2], { a: 1 }, 12.5, -7));
    else if (!required.has(name)) options.push(fc.constant(undefined));
    return fc.oneof(...options);
  };
  const base = fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, field(k, s)])));
  const extra = mutate
    ? fc.option(
        fc.constantFrom<Record<string, unknown>>(
          { 'a.b.c.d.e.f.g.h': 'x' },
          { __proto__x: 'x', 'constructor.prototype.polluted': '1' },
          { ['k'.repeat(300)]: 'v' },
        ),
        { nil: undefined },
      )
    : fc.constant(undefined);
  return fc.tuple(base, extra).map(([b, e]) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries({ ...b, ...e })) if (v !== undefined) out[k] = v;
    return out;
  });
}

/** How the body goes over the wire: a form (dotted keys), JSON, broken JSON, or a wrong content type. */
export type Encoding = 'form' | 'json' | 'badJson' | 'text';
export const encodingArb: fc.Arbitrary<Encoding> = fc.constantFrom<Encoding>('form', 'form', 'json', 'badJson', 'text');

export function encode(body: Record<string, unknown>, encoding: Encoding): { payload: string; contentType: string } {
  switch (encoding) {
    case 'form':
      return { payload: qs.stringify(body, { allowDots: true }), contentType: 'application/x-www-form-urlencoded' };
    case 'json':
      return { payload: JSON.stringify(body), contentType: 'application/json' };
    case 'badJson':
      return { payload: `{"${Object.keys(body)[0] ?? 'a'}":`, contentType: 'application/json' };
    case 'text':
      return { payload: 'hello', contentType: 'text/plain' };
  }
}

/** A field name that names an id: `id`, `ids`, `…Id`, `…Ids` (path parameters included). */
export const ID_LIKE = /^(id|ids|[a-z][A-Za-z0-9]*Id|[a-z][A-Za-z0-9]*Ids)$/;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a schema wraps (optional, default, pipe, array, union…), not an object's fields. */
function wrapped(s: z.ZodType): z.ZodType[] {
  const d = defOf(s);
  if (d.type === 'lazy' && d.getter) return [d.getter()];
  return [d.innerType, d.in, d.out, d.element, ...(d.options ?? []), d.left, d.right, d.valueType].filter(
    (x): x is z.ZodType => x !== undefined,
  );
}

/** Whether the schema is, or wraps, the one id schema of packages/contracts (ids.ts). */
export function usesIdSchema(s: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (s === idSchema) return true;
  if (seen.has(s)) return false;
  seen.add(s);
  return wrapped(s).some((w) => defOf(w).type !== 'object' && usesIdSchema(w, seen));
}

/**
 * Every id-like field of a request schema, nested ones too (`list[].playId`), with its path
 * (`[]` for an array's item) and whether it is built on the id schema.
 */
export function idFields(schema: z.ZodType | undefined): { path: string[]; usesId: boolean }[] {
  const out: { path: string[]; usesId: boolean }[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType, path: string[]) => {
    if (seen.has(s)) return;
    seen.add(s);
    const d = defOf(s);
    if (d.type === 'object') {
      for (const [key, field] of Object.entries(d.shape ?? {})) {
        if (ID_LIKE.test(key)) out.push({ path: [...path, key], usesId: usesIdSchema(field) });
        walk(field, [...path, key]);
      }
      return;
    }
    for (const w of wrapped(s)) walk(w, d.type === 'array' && w === d.element ? [...path, '[]'] : path);
  };
  if (schema) walk(schema, []);
  // A field reached through several branches (a union's options) is listed once.
  const unique = new Map(out.map((f) => [`${f.path.join('.')}:${f.usesId}`, f]));
  return [...unique.values()];
}

/** Sets `value` at `path` of a body or query, making objects and one-item arrays (`[]`) on the way. */
export function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = target;
  path.forEach((key, i) => {
    const last = i === path.length - 1;
    const k = key === '[]' ? 0 : key;
    const container = node as Record<string | number, unknown>;
    if (last) {
      container[k] = value;
      return;
    }
    const nextIsArray = path[i + 1] === '[]';
    const current = container[k];
    if (nextIsArray ? !Array.isArray(current) : current === null || typeof current !== 'object' || Array.isArray(current)) {
      container[k] = nextIsArray ? [{}] : {};
    }
    if (nextIsArray && (container[k] as unknown[]).length === 0) (container[k] as unknown[]).push({});
    node = container[k] as Record<string, unknown> | unknown[];
  });
}
