import { colourOf } from '@lotus/engine';

/** Mantine colours of the Mark Six waves (engine colourOf: red 17, blue 16, green 16 numbers). */
const WAVE = { red: 'red.7', blue: 'blue.7', green: 'green.7' } as const;
/** Every other family's balls. */
export const BALL = 'pink.6';

/**
 * PK10's ten cars in the colours the Beijing race's results have always used: 1 yellow, 2 blue,
 * 3 dark grey, 4 orange, 5 cyan, 6 violet, 7 light grey, 8 red, 9 maroon, 10 green.
 */
const CARS = ['yellow.6', 'blue.6', 'dark.4', 'orange.6', 'cyan.6', 'indigo.6', 'gray.6', 'red.7', 'grape.9', 'green.7'] as const;

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

/** Mark Six shows its seventh number, the special, apart from the six regular ones. */
export const specialIndex = (family: string | undefined): number | null => (family === 'lhc' ? 6 : null);
