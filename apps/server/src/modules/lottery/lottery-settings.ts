/**
 * The console's per-lottery settings: what the server reads per lottery when it sells, settles
 * and draws — grace period of official draws (draws/service cancelLate), stake ranges and win
 * caps (orders, settlement), prize-group offset, tie conventions and credit odds overrides
 * (lottery/rules.ts), and
 * the result source (draws/source-poller.ts). Suspension has its own audited call
 * (lotteryPaths.consoleSuspend) and is shown here. Each change is one transaction with its
 * audit row (before and after of every changed field).
 */
import { eq } from 'drizzle-orm';
import {
  lotterySettingsBody,
  resultSourceConfig,
  ResultCode,
  type LotterySettingsView,
  type ResultSourceConfig,
} from '@lotus/contracts';
import { DEFAULT_TIES, formatMoney, type Milli } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lotteries } from '../../db/schema.ts';
import { AppError, rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { familyOf } from './families.ts';
import { loadSettings, saveSettings } from '../settings/index.ts';
import { audit } from '../audit/index.ts';

type LotteryRow = typeof lotteries.$inferSelect;
type OddsOverrides = Record<string, Record<string, number>>;

/** Decimal odds × 1000: above even money, below a million to one. */
const MIN_ODDS = 1001;
const MAX_ODDS = 1_000_000_000;
/** Lotteries listed at most (the catalogue has a few dozen). */
const MAX_LISTED = 500;

const invalid = (key: string) => new AppError(ResultCode.VALIDATION, 'ops.settingInvalid', { key }, 400);

/** Parses the body; a failure names the field, in the operator's language. */
function parseBody(input: unknown) {
  const parsed = lotterySettingsBody.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.message.startsWith('ops.settingInvalid:')) throw invalid(issue.message.slice('ops.settingInvalid:'.length));
  if (issue.message === 'ops.resultSourceInvalid' || issue.message === 'console.reasonRequired')
    throw new AppError(ResultCode.VALIDATION, issue.message, {}, 400);
  throw invalid(issue.path.join('.') || 'body');
}

/** Odds overrides: only credit plays of the lottery's family, only their level keys. */
function parseOdds(text: string, family: string): OddsOverrides | null {
  if (text.trim() === '') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw invalid('odds');
  }
  const fam = familyOf(family);
  if (!fam || !raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid('odds');
  const out: OddsOverrides = {};
  for (const [playCode, levels] of Object.entries(raw as Record<string, unknown>)) {
    const play = fam.plays.find((p) => p.code === playCode && p.market === 'credit');
    if (!play || !levels || typeof levels !== 'object' || Array.isArray(levels)) throw invalid(`odds.${playCode}`.slice(0, 80));
    out[playCode] = {};
    for (const [levelKey, odds] of Object.entries(levels as Record<string, unknown>)) {
      if (!play.levels.some((l) => l.key === levelKey)) throw invalid(`odds.${playCode}.${levelKey}`.slice(0, 80));
      if (typeof odds !== 'number' || !Number.isInteger(odds) || odds < MIN_ODDS || odds > MAX_ODDS)
        throw invalid(`odds.${playCode}.${levelKey}`.slice(0, 80));
      out[playCode]![levelKey] = odds;
    }
  }
  return out;
}

function view(l: LotteryRow, source: ResultSourceConfig | undefined): LotterySettingsView {
  return {
    ticketId: l.id,
    code: l.code,
    family: l.family,
    drawKind: l.drawKind,
    suspended: l.isSuspended,
    graceMinutes: l.graceMinutes,
    groupOffset: l.groupOffset,
    minStake: formatMoney(l.minStakeMilli),
    maxStake: formatMoney(l.maxStakeMilli),
    maxIssueStake: formatMoney(l.maxIssueStakeMilli),
    doubleMin: formatMoney(l.doubleMinMilli),
    doubleMax: formatMoney(l.doubleMaxMilli),
    maxOrderWin: formatMoney(l.maxOrderWinMilli),
    maxIssueWin: formatMoney(l.maxIssueWinMilli),
    ties: { ...DEFAULT_TIES, ...((l.ties ?? {}) as object) },
    odds: (l.odds ?? null) as OddsOverrides | null,
    resultSource: source ?? null,
  };
}

/** The audit detail's values: money as text, the rest as stored. */
const shown = (v: unknown) => (typeof v === 'bigint' ? formatMoney(v) : v);

export function createLotterySettingsService(deps: AppDeps) {
  const { db } = deps;

  async function sourcesOf(tx: DbOrTx) {
    return (await loadSettings(tx)).resultSources;
  }

  async function list(): Promise<LotterySettingsView[]> {
    const [rows, sources] = await Promise.all([db.select().from(lotteries).orderBy(lotteries.id).limit(MAX_LISTED), sourcesOf(db)]);
    return rows.map((l) => view(l, sources.find((s) => s.ticketId === l.id)));
  }

  async function get(ticketId: number): Promise<LotterySettingsView> {
    const [l] = await db.select().from(lotteries).where(eq(lotteries.id, ticketId));
    if (!l) throw rejected('lottery.notFound');
    return view(l, (await sourcesOf(db)).find((s) => s.ticketId === ticketId));
  }

  async function update(op: SessionOperator, ticketId: number, input: unknown): Promise<LotterySettingsView> {
    const body = parseBody(input);
    const { reason, ...fields } = body;
    if (Object.keys(fields).length === 0) throw rejected('ops.noChange');
    return db.transaction(async (tx) => {
      // The row lock orders concurrent changes, so each audit row's "before" is what it replaced.
      const [l] = await tx.select().from(lotteries).where(eq(lotteries.id, ticketId)).for('update');
      if (!l) throw rejected('lottery.notFound');
      const set: Partial<Record<keyof LotteryRow, unknown>> = {};
      if (body.graceMinutes !== undefined) set.graceMinutes = body.graceMinutes;
      // Two operators change the prize-group offset (group-offset.ts), never this call alone.
      if (body.groupOffset !== undefined && body.groupOffset !== l.groupOffset) throw rejected('console.groupOffsetTwoPerson');
      const money: [keyof typeof body, keyof LotteryRow][] = [
        ['minStake', 'minStakeMilli'],
        ['maxStake', 'maxStakeMilli'],
        ['maxIssueStake', 'maxIssueStakeMilli'],
        ['doubleMin', 'doubleMinMilli'],
        ['doubleMax', 'doubleMaxMilli'],
        ['maxOrderWin', 'maxOrderWinMilli'],
        ['maxIssueWin', 'maxIssueWinMilli'],
      ];
      for (const [field, column] of money) if (body[field] !== undefined) set[column] = body[field];
      if (body.ties !== undefined) set.ties = { ...((l.ties ?? {}) as object), ...body.ties };
      if (body.odds !== undefined) set.odds = parseOdds(body.odds, l.family);

      // Ranges hold on the values after the change: min ≤ max, a line ≤ the issue, an order ≤ the issue.
      const after = { ...l, ...set } as LotteryRow;
      const pairs: [string, Milli, Milli][] = [
        ['stake', after.minStakeMilli, after.maxStakeMilli],
        ['maxStake', after.maxStakeMilli, after.maxIssueStakeMilli],
        ['double', after.doubleMinMilli, after.doubleMaxMilli],
        ['win', after.maxOrderWinMilli, after.maxIssueWinMilli],
      ];
      for (const [key, min, max] of pairs) if (min > max) throw new AppError(ResultCode.VALIDATION, 'ops.rangeInvalid', { key }, 400);

      const before: Record<string, unknown> = {};
      const changed: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(set)) {
        before[column] = shown(l[column as keyof LotteryRow]);
        changed[column] = shown(value);
      }
      if (Object.keys(set).length > 0) await tx.update(lotteries).set(set as Partial<LotteryRow>).where(eq(lotteries.id, ticketId));

      // The result source lives in the `resultSources` setting, changed in the same transaction.
      const sources = await sourcesOf(tx);
      let source = sources.find((s) => s.ticketId === ticketId);
      const touchesSource =
        body.resultSource !== undefined || body.resultSourceTimeoutMs !== undefined || body.resultSourceHoldMinutes !== undefined || body.resultSourcePollSeconds !== undefined;
      if (touchesSource) {
        if (l.drawKind !== 'official') throw invalid('resultSource');
        let next: ResultSourceConfig | undefined;
        if (body.resultSource === '') next = undefined;
        else {
          const url = body.resultSource ?? source?.url;
          if (!url) throw new AppError(ResultCode.VALIDATION, 'ops.resultSourceInvalid', {}, 400);
          const parsed = resultSourceConfig.safeParse({
            ticketId,
            url,
            timeoutMs: body.resultSourceTimeoutMs ?? source?.timeoutMs,
            holdMinutes: body.resultSourceHoldMinutes ?? source?.holdMinutes,
            pollSeconds: body.resultSourcePollSeconds ?? source?.pollSeconds,
          });
          if (!parsed.success) throw new AppError(ResultCode.VALIDATION, 'ops.resultSourceInvalid', {}, 400);
          next = parsed.data;
        }
        before.resultSource = source ?? null;
        changed.resultSource = next ?? null;
        const rest = sources.filter((s) => s.ticketId !== ticketId);
        await saveSettings(tx, { resultSources: JSON.stringify(next ? [...rest, next] : rest) });
        source = next;
      }

      await audit(tx, {
        actorKind: 'operator',
        actorId: op.operatorId.toString(),
        action: 'lottery.settings',
        target: `lottery:${ticketId}`,
        detail: { before, after: changed, reason: reason ?? null },
      });
      const [saved] = await tx.select().from(lotteries).where(eq(lotteries.id, ticketId));
      return view(saved!, source);
    });
  }

  return { list, get, update };
}
