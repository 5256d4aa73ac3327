import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { landingPath } from './draw-animation.ts';

describe('landingPath', () => {
  it('always lands on the drawn prize, slowing down', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), fc.integer({ min: 0, max: 4 }), (count, t, laps) => {
        const target = t % count;
        const path = landingPath(count, target, laps);
        expect(path.at(-1)!.cell).toBe(target);
        expect(path.length).toBe(laps * count + target + 1);
        for (let i = 1; i < path.length; i++) expect(path[i]!.delayMs).toBeGreaterThanOrEqual(path[i - 1]!.delayMs);
      }),
    );
  });

  it('refuses a target off the board', () => {
    expect(landingPath(6, 6)).toEqual([]);
  });
});
