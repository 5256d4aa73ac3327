import { describe, expect, it } from 'vitest';
import { SSC } from '@lotus/engine';
import type { AnyPlay } from './families.ts';
import { slipContent } from './slip-content.ts';

const play = (code: string) => SSC.plays.find((p) => p.code === code) as unknown as AnyPlay;
const t = (k: string) => k;

describe('a slip as the basket and the confirmation read it', () => {
  it('shows an unpicked position of 定位胆 as "-"', () => {
    const value = { rows: [[1], [], [3, 4], [], []], positions: [], text: '' };
    expect(slipContent(play('ssc.5x.dwd'), value, t)).toBe('1 | - | 3,4 | - | -');
  });
  it('shows every position of a full selection as picked', () => {
    const value = { rows: [[1], [2], [3], [4], [5]], positions: [], text: '' };
    expect(slipContent(play('ssc.5x.direct.fushi'), value, t)).toBe('1 | 2 | 3 | 4 | 5');
  });
});
