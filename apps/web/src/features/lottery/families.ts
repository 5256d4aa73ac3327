import {
  computedTables,
  createDiceFamily,
  createFpcFamily,
  createLhcFamily,
  createVnFamily,
  D3,
  K3,
  KL8,
  lunarYearOf,
  P3,
  P5,
  PK10,
  SSC,
  X5,
  type Family,
  type Play,
} from '@lotus/engine';

export type AnyFamily = Family<readonly (number | string)[]>;
export type AnyPlay = Play<readonly (number | string)[]>;

const cache = new Map<string, AnyFamily>();

function build(code: string): AnyFamily | undefined {
  switch (code) {
    case 'ssc':
      return SSC;
    case '3d':
      return D3;
    case 'p3':
      return P3;
    case 'p5':
      return P5;
    case 'x5':
      return X5;
    case 'k3':
      return K3;
    case 'kl8':
      return KL8;
    case 'pk10':
      return PK10;
    case 'fpc':
      return createFpcFamily();
    case 'dice':
      return createDiceFamily();
    case 'vn.mb':
    case 'vn.mn':
    case 'vn.mt':
      return createVnFamily(code.slice(3) as 'mb' | 'mn' | 'mt') as unknown as AnyFamily;
    case 'lhc': {
      // The Mark Six catalogue is the same every year; the tables only change what a draw means.
      const now = new Date();
      const year = lunarYearOf(now.getFullYear(), now.getMonth() + 1, now.getDate()) ?? now.getFullYear();
      return createLhcFamily(computedTables(year));
    }
    default:
      return undefined;
  }
}

/**
 * The engine family of a lottery (ticketcfg's `family`): the betting page counts, validates and
 * builds lines with the very plays the server settles with (STYLE habit 1).
 */
export function familyOf(code: string): AnyFamily | undefined {
  if (!cache.has(code)) {
    const f = build(code);
    if (f) cache.set(code, f);
  }
  return cache.get(code);
}

export function playById(family: AnyFamily, playId: number): AnyPlay | undefined {
  return family.plays.find((p) => p.id === playId);
}
