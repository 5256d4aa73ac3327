import type { AnyPlay } from './families.ts';
import type { PanelValue } from './components/NumberPanel.tsx';

/** What a position (row) the member left unpicked reads as: 定位胆 "1 | - | 3 | - | -". */
export const EMPTY_POSITION = '-';

/**
 * How a slip's selection reads in the basket and the confirmation: one row per position, picks
 * joined by commas, an unpicked position as "-" (a blank between two bars read as a missing
 * number), and the chosen positions of an any-position play first in brackets.
 */
export function slipContent(play: AnyPlay, value: PanelValue, t: (k: string) => string): string {
  if (play.shape.kind === 'text') return value.text.trim().slice(0, 200);
  const rows = play.shape.rows.map((row, i) => {
    const picks = value.rows[i] ?? [];
    if (picks.length === 0) return EMPTY_POSITION;
    return picks.map((v) => (row.valueKeys ? t(row.valueKeys[row.values.indexOf(v)] ?? '') : String(v))).join(',');
  });
  const positions = play.shape.positions;
  const pos = positions
    ? `[${value.positions.map((p) => t(positions.nameKeys[positions.choices.indexOf(p)] ?? '')).join(',')}] `
    : '';
  return pos + rows.join(' | ');
}
