/**
 * Bet lines as the client sends them (spec §7), turned into engine selections. Standard lines:
 * `b` rows separated by `|`, picks by `,` (option indexes for option rows); single-entry (单式)
 * plays send their text, which the play's own parser reads; `c` = 1 means `b` is the hex of the
 * deflate-raw compressed text (large single-number bets). Two-sided items: playItemId =
 * playId × 10000 + row × 100 + option.
 */
import { inflateRawSync } from 'node:zlib';
import type { DoubleLine, NormalLine } from '@lotus/contracts';
import { MAX_BALLS_CHARS } from '@lotus/contracts';
import type { Selection } from '@lotus/engine';
import { playOf, type AnyFamily, type AnyPlay } from '../lottery/families.ts';

export type LineError = { ok: false; key: string; params?: Record<string, string> };
export type ParsedLine = { ok: true; play: AnyPlay; selection: Selection; betCount: number; content: string };

/** Longest content kept for display on an order; the selection keeps every ticket. */
const CONTENT_CHARS = 2000;

function playIn(family: AnyFamily, playId: number, market: 'standard' | 'credit'): AnyPlay | undefined {
  const found = playOf(playId);
  if (!found || found.family.code !== family.code || found.play.market !== market) return undefined;
  return found.play;
}

function inflateHex(hex: string): string | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  try {
    return inflateRawSync(Buffer.from(hex, 'hex'), { maxOutputLength: MAX_BALLS_CHARS }).toString('utf8');
  } catch {
    return undefined;
  }
}

function numbers(text: string): number[] | undefined {
  if (text.trim() === '') return [];
  const parts = text.split(',').map((x) => x.trim());
  if (!parts.every((x) => /^\d{1,6}$/.test(x))) return undefined;
  return parts.map(Number);
}

const invalid = (reason: string): LineError => ({ ok: false, key: 'orders.selectionInvalid', params: { reason } });

export function parseNormalLine(line: NormalLine, family: AnyFamily): ParsedLine | LineError {
  const play = playIn(family, line.i, 'standard');
  if (!play) return { ok: false, key: 'orders.playInvalid' };
  let selection: { rows: number[][]; positions?: number[]; tokens?: (readonly number[])[] };
  let content: string;
  if (play.shape.kind === 'text') {
    const text = line.c === 1 ? inflateHex(line.b) : line.b;
    if (text === undefined || !play.parseText) return invalid('TOKEN_INVALID');
    const parsed = play.parseText(text);
    if (parsed.invalid.length > 0 || parsed.overLimit) return invalid('TOKEN_INVALID');
    selection = { rows: [], tokens: parsed.tokens.map((t) => [...t]) };
    content = text.slice(0, CONTENT_CHARS);
  } else {
    const rowTexts = line.b.split('|');
    if (rowTexts.length !== play.shape.rows.length) return invalid('ROW_COUNT');
    const rows: number[][] = [];
    for (const r of rowTexts) {
      const nums = numbers(r);
      if (!nums) return invalid('VALUE_OUT_OF_RANGE');
      rows.push(nums);
    }
    selection = { rows };
    content = line.b.slice(0, CONTENT_CHARS);
  }
  if (play.shape.positions) {
    const pos = numbers(line.p);
    if (!pos) return invalid('POSITION_OUT_OF_RANGE');
    selection.positions = pos;
  }
  const v = play.validate(selection);
  if (!v.ok) return invalid(v.code);
  const betCount = play.countBets(selection);
  if (betCount !== line.n) return { ok: false, key: 'orders.betCountMismatch' };
  return { ok: true, play, selection, betCount, content };
}

export function parseDoubleLine(line: DoubleLine, family: AnyFamily): ParsedLine | LineError {
  const playId = Math.floor(line.playItemId / 10_000);
  const row = Math.floor((line.playItemId % 10_000) / 100);
  const option = line.playItemId % 100;
  const play = playIn(family, playId, 'credit');
  if (!play) return { ok: false, key: 'orders.playInvalid' };
  const shapeRow = play.shape.rows[row];
  if (!shapeRow || option >= shapeRow.values.length) return invalid('VALUE_OUT_OF_RANGE');
  const selection: Selection = { rows: play.shape.rows.map((_, i) => (i === row ? [shapeRow.values[option]!] : [])) };
  const v = play.validate(selection);
  if (!v.ok) return invalid(v.code);
  return { ok: true, play, selection, betCount: play.countBets(selection), content: `${row}:${option}` };
}
