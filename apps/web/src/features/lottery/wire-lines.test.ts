import { describe, expect, it } from 'vitest';
import { parseBetLine, SSC, stakeMilli } from '@lotus/engine';
import { wireLines } from './wire-lines.ts';
import type { Slip } from './store.ts';
import type { AnyFamily } from './families.ts';

const family = SSC as unknown as AnyFamily;
const fushi = SSC.plays.find((p) => p.code.endsWith('5star.direct.fushi')) ?? SSC.plays[0]!;

describe('basket wire lines', () => {
  it('are the engine lines, numbered, and parse back on the server side', () => {
    const selection = { rows: [[1], [2, 3], [4], [5], [6]] };
    const slip: Slip = {
      id: 'a',
      playId: fushi.id,
      playName: 'x',
      content: 'x',
      selection,
      bets: fushi.countBets(selection),
      mode: 1,
      multiple: 3,
      stakeMilli: stakeMilli(2, 1, 3),
    };
    const lines = wireLines(family, [slip, { ...slip, id: 'b' }]);
    expect(lines.map((l) => l.n)).toEqual([1, 2]);
    expect(lines[0]).toMatchObject({ b: '1|2,3|4|5|6', c: 2, m: 1, t: 3, i: fushi.id, z: 0 });
    const parsed = parseBetLine(lines[0]!, (id) => SSC.plays.find((p) => p.id === id));
    expect(parsed.ok && parsed.line.bets).toBe(2);
  });
});
