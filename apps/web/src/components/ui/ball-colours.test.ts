import { describe, expect, it } from 'vitest';
import { COLOUR_NUMBERS } from '@lotus/engine';
import { BALL, ballColour, specialIndex } from './ball-colours.ts';

describe('ball colours', () => {
  it('shows every Mark Six number in its colour wave', () => {
    for (const n of COLOUR_NUMBERS.red) expect(ballColour('lhc', n)).toBe('red.7');
    for (const n of COLOUR_NUMBERS.blue) expect(ballColour('lhc', String(n).padStart(2, '0'))).toBe('blue.7');
    for (const n of COLOUR_NUMBERS.green) expect(ballColour('lhc', n)).toBe('green.7');
    // 01 red, 03 blue, 05 green, 49 green, as the Hong Kong board.
    expect([1, 3, 5, 49].map((n) => ballColour('lhc', n))).toEqual(['red.7', 'blue.7', 'green.7', 'green.7']);
  });

  it('shows each PK10 car in its own colour, 1 to 10', () => {
    const cars = Array.from({ length: 10 }, (_, i) => ballColour('pk10', String(i + 1).padStart(2, '0')));
    expect(new Set(cars).size).toBe(10);
    expect([cars[0], cars[7], cars[9]]).toEqual(['yellow.6', 'red.7', 'green.7']);
    expect(ballColour('pk10', 11)).toBe(BALL);
  });

  it('keeps other families and anything outside 1–49 in the ball colour', () => {
    expect(ballColour('ssc', 1)).toBe(BALL);
    expect(ballColour(undefined, 7)).toBe(BALL);
    expect(ballColour('lhc', 0)).toBe(BALL);
    expect(ballColour('lhc', 'x')).toBe(BALL);
  });

  it('sets apart the seventh Mark Six number only', () => {
    expect(specialIndex('lhc')).toBe(6);
    expect(specialIndex('ssc')).toBeNull();
  });
});
