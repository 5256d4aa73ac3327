/**
 * Test support (used by *.test.ts only, never exported from index): random selections drawn from
 * a play's own shape, and the brute-force settlement of enumerated tickets.
 */
import fc from 'fast-check';
import type { Outcome, Play, Selection, TextShape } from '../model.ts';
import { isValidTicket } from '../danshi.ts';

/** A random selection within the shape's rows; `cap` bounds picks per row to keep brute force small. */
export function selectionArb<D>(play: Play<D>, cap = 5, maxTokens = 6): fc.Arbitrary<Selection> {
  const shape = play.shape;
  const posArb = shape.positions
    ? fc.subarray([...shape.positions.choices], { minLength: shape.positions.min })
    : fc.constant(undefined);
  if (shape.kind === 'text') {
    const text = shape.text as TextShape;
    const ticket = fc
      .array(fc.integer({ min: text.min, max: text.max }), { minLength: text.size, maxLength: text.size })
      .filter((t) => isValidTicket(t, text));
    const tokens = fc.uniqueArray(ticket, {
      minLength: 1,
      maxLength: maxTokens,
      selector: (t) => (text.unordered ? [...t].sort((a, b) => a - b) : t).join(','),
    });
    return fc.record({ tokens, positions: posArb }).map(({ tokens, positions }) =>
      positions ? { rows: [], tokens, positions } : { rows: [], tokens },
    );
  }
  const rows = fc.tuple(
    ...shape.rows.map((r) =>
      fc.subarray([...r.values], {
        minLength: shape.minFilledRows !== undefined ? 0 : r.minPicks,
        maxLength: Math.min(r.maxPicks, Math.max(cap, r.minPicks)),
      }),
    ),
  );
  return fc.record({ rows, positions: posArb }).map(({ rows, positions }) =>
    positions ? { rows, positions } : { rows },
  );
}

export interface Ticket<D> {
  /** Distinct tickets have distinct keys. */
  readonly key: string;
  readonly level: string;
  /** 'push' when the ticket's stake is refunded on this draw. */
  match(draw: D): boolean | 'push';
}

/** Brute-force settlement: count matching tickets per level. */
export function bruteSettle<D>(tickets: readonly Ticket<D>[], draw: D): Outcome {
  const wins: Record<string, number> = {};
  let pushes = 0;
  for (const t of tickets) {
    const m = t.match(draw);
    if (m === 'push') pushes++;
    else if (m) wins[t.level] = (wins[t.level] ?? 0) + 1;
  }
  return { wins, pushes };
}

/** Drops zero entries so outcomes compare by value. */
export function norm(o: Outcome): Outcome {
  return { wins: Object.fromEntries(Object.entries(o.wins).filter(([, v]) => v !== 0)), pushes: o.pushes };
}
