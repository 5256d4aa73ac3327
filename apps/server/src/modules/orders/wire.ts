/**
 * Bet lines as the client sends them (docs/product.md §7), parsed and validated by the engine's wire format
 * (packages/engine/src/wire.ts), restricted to the lottery's family and market.
 */
import type { DoubleLine as WireDouble, NormalLine } from '@lotus/contracts';
import { isPickCredit, parseBetLine, parseDoubleLine as engineParseDouble, type Milli, type Play, type Selection } from '@lotus/engine';
import { type AnyFamily, type AnyPlay, playOf } from '../lottery/index.ts';

export type LineError = { ok: false; key: string; params?: Record<string, string> };
export type ParsedLine = { ok: true; play: AnyPlay; selection: Selection; betCount: number; content: string };

/** Longest content kept for display on an order; the selection keeps every ticket. */
const CONTENT_CHARS = 2000;

function finder(family: AnyFamily, market: 'standard' | 'credit') {
  return (id: number): Play | undefined => {
    const found = playOf(id);
    if (!found || found.family.code !== family.code || found.play.market !== market) return undefined;
    return found.play as unknown as Play;
  };
}

function failure(code: string): LineError {
  if (code === 'PLAY_UNKNOWN' || code === 'ITEM_UNKNOWN') return { ok: false, key: 'orders.playInvalid' };
  if (code === 'BET_COUNT_MISMATCH') return { ok: false, key: 'orders.betCountMismatch' };
  if (code === 'AMOUNT_INVALID') return { ok: false, key: 'orders.intervalInconsistent' };
  // The engine's code (e.g. LINE_FORMAT) is for logs, not for a person (issue #19).
  return { ok: false, key: 'orders.selectionInvalid' };
}

export function parseNormalLine(line: NormalLine, family: AnyFamily): ParsedLine | LineError {
  const parsed = parseBetLine(line, finder(family, 'standard'));
  if (!parsed.ok) return failure(parsed.code);
  const { play, selection, bets } = parsed.line;
  const content = line.z === 1 ? `${selection.tokens?.length ?? 0} × ${play.shape.text?.size ?? ''}` : line.b.slice(0, CONTENT_CHARS);
  return { ok: true, play: play as unknown as AnyPlay, selection, betCount: bets, content };
}

/** A double line; the amount range is the lottery's double range ('Inconsistent Betting Interval'). */
export function parseDoubleLine(
  line: WireDouble,
  family: AnyFamily,
  limits: { minMilli: Milli; maxMilli: Milli },
): (ParsedLine & { amountMilli: Milli }) | LineError {
  // Number-pick two-sided plays (dice, fish-prawn-crab, Vietnamese) carry their picks in `content`.
  // docs/product.md §3 names each field two ways: playItemId/playId, betCount/betNum, betAmount/amount, content/playItemName.
  const content = line.content ?? line.playItemName;
  const raw = {
    playItemId: line.playItemId ?? line.playId ?? 0,
    betAmount: line.betAmount ?? line.amount ?? '',
    betCount: line.betNum ?? line.betCount,
    content,
  };
  const parsed = engineParseDouble(raw, finder(family, 'credit'), limits);
  if (!parsed.ok) return failure(parsed.code);
  const { item, selection, amountMilli, bets } = parsed.line;
  // Stored as the option's id; number-pick plays add their picks (`id:picks`). Clients also send
  // an ordinary option's name in `content` (the engine's buildDoubleLine does): it is not kept.
  const stored = isPickCredit(item.play) && content ? `${item.playItemId}:${content}` : String(item.playItemId);
  return { ok: true, play: item.play as unknown as AnyPlay, selection, betCount: bets, content: stored, amountMilli };
}
