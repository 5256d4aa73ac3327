import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { COLOUR_NUMBERS } from '@lotus/engine';
import { BALL, ballColour, ballInk, specialIndex } from './ball-colours.ts';

/** A Mantine colour ('red.9', 'black', 'white') as #rrggbb from the default palette. */
function hex(colour: string): string {
  // Mantine's black and white: #000 and #fff.
  if (colour === 'black' || colour === 'white') return colour === 'black' ? '#000000' : '#ffffff';
  const [name, shade] = colour.split('.');
  return DEFAULT_THEME.colors[name!]![Number(shade)]!;
}
/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (h: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('ball colours', () => {
  it('shows every Mark Six number in its colour wave', () => {
    for (const n of COLOUR_NUMBERS.red) expect(ballColour('lhc', n)).toBe('red.9');
    for (const n of COLOUR_NUMBERS.blue) expect(ballColour('lhc', String(n).padStart(2, '0'))).toBe('blue.9');
    for (const n of COLOUR_NUMBERS.green) expect(ballColour('lhc', n)).toBe('teal.9');
    // 01 red, 03 blue, 05 green, 49 green, as the Hong Kong board.
    expect([1, 3, 5, 49].map((n) => ballColour('lhc', n))).toEqual(['red.9', 'blue.9', 'teal.9', 'teal.9']);
  });

  it('shows each PK10 car in its own colour, 1 to 10', () => {
    const cars = Array.from({ length: 10 }, (_, i) => ballColour('pk10', String(i + 1).padStart(2, '0')));
    expect(new Set(cars).size).toBe(10);
    expect([cars[0], cars[7], cars[9]]).toEqual(['yellow.5', 'red.9', 'teal.9']);
    expect(ballColour('pk10', 11)).toBe(BALL);
  });

  it('keeps other families and anything outside 1–49 in the ball colour', () => {
    expect(ballColour('ssc', 1)).toBe(BALL);
    expect(ballColour(undefined, 7)).toBe(BALL);
    expect(ballColour('lhc', 0)).toBe(BALL);
    expect(ballColour('lhc', 'x')).toBe(BALL);
  });

  it('numbers every ball at 4.5:1 or more (WCAG AA for its small bold text)', () => {
    const colours = new Set<string>();
    for (let n = 0; n <= 50; n += 1) for (const family of ['lhc', 'pk10', 'ssc']) colours.add(ballColour(family, n));
    expect(colours.size).toBe(12);
    for (const colour of colours) expect(contrast(hex(colour), hex(ballInk(colour))), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('sets apart the seventh Mark Six number only', () => {
    expect(specialIndex('lhc')).toBe(6);
    expect(specialIndex('ssc')).toBeNull();
  });
});
