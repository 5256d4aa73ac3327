import {
  IconBike,
  IconBolt,
  IconButterfly,
  IconCat,
  IconCloud,
  IconCoffee,
  IconCrown,
  IconDeer,
  IconDiamond,
  IconDog,
  IconFeather,
  IconFish,
  IconFlame,
  IconFlower,
  IconHeart,
  IconLeaf,
  IconMoon,
  IconMountain,
  IconMusic,
  IconPlane,
  IconRocket,
  IconSnowflake,
  IconStar,
  IconSun,
  type Icon,
} from '@tabler/icons-react';
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

/** One picture per preset (#27: a real avatar choice, not the member's initials in 24 colours). */
const PICTURES: readonly Icon[] = [
  IconCat,
  IconDog,
  IconFish,
  IconButterfly,
  IconDeer,
  IconFeather,
  IconLeaf,
  IconFlower,
  IconSun,
  IconMoon,
  IconStar,
  IconCloud,
  IconSnowflake,
  IconFlame,
  IconBolt,
  IconHeart,
  IconDiamond,
  IconCrown,
  IconRocket,
  IconMusic,
  IconCoffee,
  IconMountain,
  IconPlane,
  IconBike,
];

/** The preset avatars 1…AVATAR_COUNT (the server stores the number): a picture on a colour each. */
export const AVATARS = Array.from({ length: AVATAR_COUNT }, (_, i) => ({
  id: i + 1,
  picture: PICTURES[i % PICTURES.length]!,
  color: COLOURS[i % COLOURS.length]!,
  variant: i % 2 === 0 ? ('filled' as const) : ('light' as const),
}));

export const avatarOf = (id: string | null) => AVATARS.find((a) => String(a.id) === id) ?? AVATARS[0]!;
