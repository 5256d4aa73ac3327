import { colourOf } from '@lotus/engine';

/** Mantine colours of the Mark Six waves (engine colourOf: red 17, blue 16, green 16 numbers). */
const WAVE = { red: 'red.7', blue: 'blue.7', green: 'green.7' } as const;
/** Every other family's balls. */
export const BALL = 'pink.6';

/**
 * The colour a drawn or pickable number is shown in: Mark Six numbers in their colour wave, as
 * every Mark Six board and result shows them (the wave is itself a bet); anything else pink.
 */
export function ballColour(family: string | undefined, value: string | number): string {
  if (family !== 'lhc') return BALL;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 49 ? WAVE[colourOf(n)] : BALL;
}

/** Mark Six shows its seventh number, the special, apart from the six regular ones. */
export const specialIndex = (family: string | undefined): number | null => (family === 'lhc' ? 6 : null);
