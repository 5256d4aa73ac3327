/**
 * The usual bet's body read without zod (issue #32): normalCreateBody (packages/contracts) gives
 * a one-line bet's body in about a tenth of the node's CPU for the bet, most of it in its coerced
 * numbers and the id schema's checks. readNormalCreate reads the body every client sends (fields
 * as canonical decimals or plain strings, the lines as JSON) into the very object the schema
 * gives (same keys, same order, same values), and answers null for anything else, which the
 * schema then reads and, when it is wrong, names what is wrong. quick-body.test.ts holds both
 * readings equal over generated bodies.
 */
import { MAX_LINE_BALLS_CHARS, MAX_LINES_PER_ORDER, MAX_TICKET_ID, type normalCreateBody } from '@lotus/contracts';
import type { z } from 'zod';

type NormalCreate = z.infer<typeof normalCreateBody>;
type Line = NormalCreate['bd'][number];

/** A plain object (what a form or a JSON body is), its own key `key` given. */
const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);
const plain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Digits as a canonical decimal (no sign, space, leading zero or exponent): Number() reads it as zod's coercion does. */
const DECIMAL = /^(0|[1-9]\d{0,14})$/;

/** An integer in [min, max] as z.coerce.number().int().min().max() reads it, or undefined when the schema must judge. */
function int(v: unknown, min: number, max: number): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && DECIMAL.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/** The id schema's reading of a lottery id (idUpTo(MAX_TICKET_ID)): a positive integer, as digits or a number. */
function ticketId(v: unknown): number | undefined {
  const s = typeof v === 'string' ? v : typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : '';
  return /^[1-9]\d{0,6}$/.test(s) && Number(s) <= MAX_TICKET_ID ? Number(s) : undefined;
}

const ISSUE_NO = /^[0-9A-Za-z-]{1,32}$/;
const ORDER_KEY = /^[A-Za-z0-9_-]{8,64}$/;

function line(v: unknown): Line | undefined {
  if (!plain(v)) return undefined;
  const { b } = v;
  if (typeof b !== 'string' || b.length > MAX_LINE_BALLS_CHARS) return undefined;
  const c = int(v.c, 1, 10_000_000);
  const m = int(v.m, 1, 8);
  const t = int(v.t, 1, 100_000);
  const n = int(v.n, 1, MAX_LINES_PER_ORDER);
  const i = int(v.i, 1, 10_000_000);
  const p = v.p === undefined ? '' : typeof v.p === 'string' && v.p.length <= 64 ? v.p : undefined;
  const z = v.z === undefined ? 0 : int(v.z, 0, 1);
  if (c === undefined || m === undefined || t === undefined || n === undefined || i === undefined || p === undefined || z === undefined) return undefined;
  return { b, c, m, t, n, i, p, z };
}

/** normalCreateBody's output for the usual body, or null (the schema reads it). */
export function readNormalCreate(input: unknown): NormalCreate | null {
  if (!plain(input)) return null;
  const tid = ticketId(input.tid);
  if (tid === undefined) return null;
  const out: Partial<NormalCreate> = { tid };
  if (has(input, 'key')) {
    const key = input.key;
    if (key !== undefined && (typeof key !== 'string' || !ORDER_KEY.test(key))) return null;
    out.key = key;
  }
  const confirm = input.confirm === undefined ? 0 : int(input.confirm, 0, 1);
  if (confirm === undefined) return null;
  out.confirm = confirm;
  if (has(input, 'pg')) {
    const pg = input.pg === undefined ? undefined : int(input.pg, 1700, 1960);
    if (input.pg !== undefined && pg === undefined) return null;
    out.pg = pg;
  }
  if (typeof input.pno !== 'string' || !ISSUE_NO.test(input.pno)) return null;
  out.pno = input.pno;
  let raw = input.bd;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_LINES_PER_ORDER) return null;
  const bd: Line[] = [];
  for (const v of raw) {
    const l = line(v);
    if (!l) return null;
    bd.push(l);
  }
  out.bd = bd;
  return out as NormalCreate;
}
