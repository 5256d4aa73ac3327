/**
 * Fish-prawn-crab (鱼虾蟹 / Bầu cua): three dice whose faces are six symbols. Source:
 * docs/product.md §11.4. The draw is the three dice 1–6 in throw order; symbols by face
 * (Macau mapping, also used to show K3 draws): 1 fish, 2 prawn, 3 gourd, 4 coin, 5 crab, 6 rooster.
 */
import type { Draw, Family, Play } from '../../model.ts';
import { drawIndependent } from '../../rng.ts';
import { comboPlay, oddsLevels, range, valuePlay, wholePickPlay, playInfo } from '../lhc/kit.ts';

const P = 'play.fpc';
export const FPC_SYMBOLS = ['fish', 'prawn', 'gourd', 'coin', 'crab', 'rooster'] as const;
export type FpcSymbol = (typeof FPC_SYMBOLS)[number];
const symbolKeys = FPC_SYMBOLS.map((s) => `${P}.symbol.${s}`);
const FACES = range(1, 6);

const info = (id: number, code: string, method: string) => playInfo(P, id, code, method);
const levels = (odds: Record<string, number>) => oddsLevels(`${P}.level`, odds);
const countFace = (d: Draw, face: number) => d.filter((x) => x === face).length;

/** A valid throw: three integers 1–6. */
export function isValidDiceDraw(d: Draw): boolean {
  return d.length === 3 && d.every((x) => Number.isInteger(x) && x >= 1 && x <= 6);
}

/**
 * Plays (ids 70001–70099). Single symbol pays 1:1 / 2:1 / 3:1 when it shows on 1 / 2 / 3 dice,
 * stake returned (decimal 2 / 3 / 4); specific double (two symbols both show) 5:1; any triple
 * 30:1; specific triple 150:1 (§7; the last three M).
 */
export function fpcPlays(): Play[] {
  return [
    valuePlay<Draw>(info(70_001, 'single', 'single'), {
      values: FACES,
      valueKeys: symbolKeys,
      rowNameKey: `${P}.row.symbol`,
      levels: levels({ one: 2000, two: 3000, three: 4000 }),
      judge: (face, d) => [null, 'one', 'two', 'three'][countFace(d, face)] ?? null,
    }),
    comboPlay<Draw>(info(70_002, 'pair', 'multi'), {
      k: 2,
      mode: 'multi',
      values: FACES,
      valueKeys: symbolKeys,
      rowNameKey: `${P}.row.symbol`,
      levels: levels({ hit: 6000 }),
      maxPicks: 6,
      classes: 2,
      classify: (d) => (face) => (d.includes(face) ? 0 : 1),
      judge: (c) => (c[1] === 0 ? 'hit' : null),
    }),
    wholePickPlay<Draw>(info(70_003, 'anyTriple', 'single'), {
      values: [0],
      valueKeys: [`${P}.opt.anyTriple`],
      rowNameKey: `${P}.row.triple`,
      levels: levels({ hit: 31_000 }),
      minPicks: 1,
      maxPicks: 1,
      judge: (_picks, d) => (d[0] === d[1] && d[1] === d[2] ? 'hit' : null),
    }),
    valuePlay<Draw>(info(70_004, 'triple', 'single'), {
      values: FACES,
      valueKeys: symbolKeys,
      rowNameKey: `${P}.row.symbol`,
      levels: levels({ hit: 151_000 }),
      judge: (face, d) => (countFace(d, face) === 3 ? 'hit' : null),
    }),
  ];
}

/**
 * A family drawn as three dice 1–6 with one catalogue of all its plays (fish-prawn-crab and
 * racing-car dice share this shape).
 */
export function threeDiceFamily(code: string, namePrefix: string, catalogId: number, plays: Play[]): Family {
  return {
    code,
    nameKey: `${namePrefix}.family`,
    draw: { length: 3, min: 1, max: 6, distinct: false, ordered: false },
    deriveDraw: (seed) => drawIndependent(seed, 3, 1, 6),
    isValidDraw: isValidDiceDraw,
    catalogs: [
      {
        id: catalogId,
        code,
        nameKey: `${namePrefix}.cat.main`,
        showSubCatalog: false,
        subCatalogs: [
          {
            id: catalogId + 1,
            code,
            nameKey: `${namePrefix}.cat.main`,
            fushiTemplate: true,
            playIds: plays.map((p) => p.id),
          },
        ],
      },
    ],
    plays,
  };
}

export function createFpcFamily(): Family {
  return threeDiceFamily('fpc', P, 70_100, fpcPlays());
}
