import { AVATAR_COUNT } from '@lotus/contracts';

const COLOURS = [
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
] as const;

/** The preset avatars 1…AVATAR_COUNT: a colour and a style each (no picture files to ship). */
export const AVATARS = Array.from({ length: AVATAR_COUNT }, (_, i) => ({
  id: i + 1,
  color: COLOURS[i % COLOURS.length]!,
  variant: i < COLOURS.length ? ('filled' as const) : ('light' as const),
}));

export const avatarOf = (id: string | null) => AVATARS.find((a) => String(a.id) === id) ?? AVATARS[0]!;
