import type { z } from 'zod';
import { ResultCode } from '@lotus/contracts';

/**
 * What is wrong with a success answer's `data` against the route's response schema: zod's issues,
 * and every field the answer has that the schema does not name (zod strips those silently, so a
 * field the document would not show). Empty when it fits.
 */
export function responseProblems(schema: z.ZodType, data: unknown): string[] {
  const parsed = schema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`);
  const extra: string[] = [];
  undescribed(data, parsed.data, '', extra);
  return extra.slice(0, 5).map((p) => `${p}: not in the response schema`);
}

function undescribed(raw: unknown, parsed: unknown, path: string, out: string[]): void {
  if (out.length >= 5 || raw === null || typeof raw !== 'object' || parsed === null || typeof parsed !== 'object') return;
  if (Array.isArray(raw)) {
    if (Array.isArray(parsed)) raw.forEach((v, i) => undescribed(v, parsed[i], `${path}[${i}]`, out));
    return;
  }
  for (const [k, v] of Object.entries(raw)) {
    const at = path ? `${path}.${k}` : k;
    if (!(k in parsed)) out.push(at);
    else undescribed(v, (parsed as Record<string, unknown>)[k], at, out);
  }
}

/**
 * A route's onSend hook in tests (config validateResponses): a success envelope whose data does
 * not fit the route's schema becomes a 500 that names the route and the problems, so every
 * inject() of the server suite checks the published contract.
 */
export function checkedPayload(method: string, url: string, schema: z.ZodType, statusCode: number, payload: unknown): { status: number; payload: unknown } {
  if (typeof payload !== 'string' || statusCode !== 200) return { status: statusCode, payload };
  let body: { code?: unknown; data?: unknown };
  try {
    body = JSON.parse(payload) as typeof body;
  } catch {
    return { status: statusCode, payload };
  }
  if (body.code !== ResultCode.OK) return { status: statusCode, payload };
  const problems = responseProblems(schema, body.data);
  if (problems.length === 0) return { status: statusCode, payload };
  const msg = `${method} ${url}: the answer does not fit its response schema: ${problems.join('; ')}`;
  return { status: 500, payload: JSON.stringify({ code: ResultCode.SERVER_ERROR, msg, data: null }) };
}
