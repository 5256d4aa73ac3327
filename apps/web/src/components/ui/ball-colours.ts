import { colourOf } from '@lotus/engine';

/*
 * Every ball reads at 4.5:1 or more, what WCAG AA asks of its 12–14 px bold number (Lighthouse's
 * color-contrast on home, issue #31): white on the dark shades, black on the light ones (checked
 * against Mantine's palette in ball-colours.test.ts). Mantine's green is 4.4:1 at its darkest, so
 * green balls are teal.9.
 */

/** Mantine colours of the Mark Six waves (engine colourOf: red 17, blue 16, green 16 numbers). */
const WAVE = { red: 'red.9', blue: 'blue.9', green: 'teal.9' } as const;
/** Every other family's balls. */
export const BALL = 'pink.7';

/**
 * PK10's ten cars in the colours the Beijing race's results have always used: 1 yellow, 2 blue,
 * 3 dark grey, 4 orange, 5 cyan, 6 violet, 7 light grey, 8 red, 9 maroon, 10 green.
 */
const CARS = ['yellow.5', 'blue.8', 'dark.4', 'orange.6', 'cyan.5', 'indigo.7', 'gray.4', 'red.9', 'grape.9', 'teal.9'] as const;
/** The light cars, numbered in black. */
const LIGHT = new Set<string>(['yellow.5', 'orange.6', 'cyan.5', 'gray.4']);

/**
 * The colour a drawn or pickable number is shown in: Mark Six numbers in their colour wave (the
 * wave is itself a bet) and PK10 cars in their car colours, as every board of those games shows
 * them; anything else pink.
 */
export function ballColour(family: string | undefined, value: string | number): string {
  const n = Number(value);
  if (!Number.isInteger(n)) return BALL;
  if (family === 'lhc') return n >= 1 && n <= 49 ? WAVE[colourOf(n)] : BALL;
  if (family === 'pk10') return CARS[n - 1] ?? BALL;
  return BALL;
}

/** The colour of the number on a ball of `colour` (ballColour's). */
export const ballInk = (colour: string): string => (LIGHT.has(colour) ? 'black' : 'white');

/** Mark Six shows its seventh number, the special, apart from the six regular ones. */
export const specialIndex = (family: string | undefined): number | null => (family === 'lhc' ? 6 : null);

/** Families whose numbers reach 10 (11x5, PK10, happy8, Mark Six): every board writes them in two digits. */
const TWO_DIGITS = new Set(['x5', 'pk10', 'kl8', 'lhc']);

/** A drawn number as the family's boards write it: "01" beside "29" in Mark Six, "3" in SSC. */
export const ballLabel = (family: string | undefined, value: string): string =>
  family && TWO_DIGITS.has(family) && /^\d$/.test(value) ? `0${value}` : value;
