/**
 * Result sources of official lotteries (docs/domain.md "Lotteries, issues and draws": "Official lotteries … or an adapter
 * imports them"). A source answers "what was drawn for this lottery's issue"; the scheduler asks
 * it for closed official issues past their draw time and feeds a valid answer to the draw
 * service's `applySourceResult`, the same issue transition an operator's confirmed result makes.
 * An unreachable, slow, malformed or mismatched source changes nothing: the issue waits for the
 * next poll, an operator's entry, or its grace period (cancel and refund).
 */
import type { ResultSourceConfig } from '@lotus/contracts';
import { familyOf, parseDraw } from '../lottery/index.ts';

export interface SourceLottery {
  id: number;
  code: string;
  family: string;
  tzOffsetMin: number;
}
export interface SourceIssue {
  issueNo: string;
  drawAt: Date;
}

export type SourceFailure = 'notYet' | 'unreachable' | 'timeout' | 'http' | 'malformed' | 'mismatch' | 'invalid';
export type SourceOutcome = { ok: true; draw: readonly (number | string)[] } | { ok: false; reason: SourceFailure };

export interface ResultSource {
  /** A short name for logs and the audit trail (no credentials). */
  readonly name: string;
  fetchResult(lottery: SourceLottery, issue: SourceIssue): Promise<SourceOutcome>;
}

/** Bodies larger than this are refused (a result is a few hundred bytes; Vietnamese prizes about 1 KB). */
export const MAX_SOURCE_BODY_BYTES = 64 * 1024;

/** The draw's local date as YYYYMMDD, in the lottery's time zone. */
function localDate(at: Date, tzOffsetMin: number): string {
  const d = new Date(at.getTime() + tzOffsetMin * 60_000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

export function sourceUrl(template: string, lottery: SourceLottery, issue: SourceIssue): string {
  return template
    .replaceAll('{issue}', encodeURIComponent(issue.issueNo))
    .replaceAll('{lottery}', encodeURIComponent(lottery.code))
    .replaceAll('{date}', localDate(issue.drawAt, lottery.tzOffsetMin));
}

/**
 * Reads `{issue, code}` from the body, at the top level or inside the `{code, msg, data}`
 * envelope's `data`; `code` is the draw as text ("1 2 3", "1,2,3") or an array of numbers or
 * digit strings. A missing or empty `code` means "not drawn yet".
 */
export function readSourceBody(body: unknown): { issue: string; code: string } | 'notYet' | 'malformed' {
  if (!body || typeof body !== 'object') return 'malformed';
  const b = body as Record<string, unknown>;
  const record = typeof b.data === 'object' && b.data !== null && !('issue' in b) ? (b.data as Record<string, unknown>) : b;
  const issue = record.issue;
  const code = record.code ?? record.result;
  if (typeof issue !== 'string' && typeof issue !== 'number') return 'malformed';
  if (code === undefined || code === null || code === '' || (Array.isArray(code) && code.length === 0)) return 'notYet';
  if (Array.isArray(code)) {
    if (code.length > 100 || !code.every((c) => typeof c === 'number' || typeof c === 'string')) return 'malformed';
    return { issue: String(issue), code: code.join(' ') };
  }
  if (typeof code !== 'string' || code.length > 1000) return 'malformed';
  return { issue: String(issue), code };
}

/**
 * The HTTP JSON source: GET the configured URL template with `{issue}`, `{lottery}`, `{date}`
 * filled in, within `timeoutMs` (connect, headers and body together), at most 64 KB of JSON.
 * The answer must name the asked issue and be a valid draw of the lottery's family
 * (engine `isValidDraw`, through parseDraw).
 */
export function httpJsonSource(config: Pick<ResultSourceConfig, 'url' | 'timeoutMs'>, fetchImpl: typeof fetch = fetch): ResultSource {
  return {
    name: `http:${new URL(config.url.replaceAll(/\{\w+\}/g, 'x')).host}`,
    async fetchResult(lottery, issue) {
      const family = familyOf(lottery.family, issue.drawAt);
      if (!family) return { ok: false, reason: 'invalid' };
      let text: string;
      try {
        const res = await fetchImpl(sourceUrl(config.url, lottery, issue), {
          headers: { accept: 'application/json' },
          redirect: 'error',
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (res.status === 404) return { ok: false, reason: 'notYet' };
        if (!res.ok) return { ok: false, reason: 'http' };
        const length = Number(res.headers.get('content-length') ?? 0);
        if (length > MAX_SOURCE_BODY_BYTES) return { ok: false, reason: 'malformed' };
        text = await res.text();
      } catch (err) {
        const name = (err as { name?: string }).name;
        return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable' };
      }
      if (text.length > MAX_SOURCE_BODY_BYTES) return { ok: false, reason: 'malformed' };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const read = readSourceBody(body);
      if (read === 'notYet' || read === 'malformed') return { ok: false, reason: read };
      if (read.issue !== issue.issueNo) return { ok: false, reason: 'mismatch' };
      const draw = parseDraw(family, read.code);
      return draw ? { ok: true, draw } : { ok: false, reason: 'invalid' };
    },
  };
}
