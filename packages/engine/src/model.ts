/**
 * The shared shapes of the rules engine: a family is a draw shape + a catalogue + plays; a play is
 * a selection shape + validate + countBets + settle. Every family (SSC, 11x5, K3, KL8, PK10, Mark
 * Six, Vietnamese, fish-prawn-crab, dice…) implements these interfaces so the server settles and the
 * web counts bets with the same functions (STYLE habit 1).
 *
 * Units and numbers, decided once:
 * - Money is `Milli` (bigint milli-units, money.ts). Bet counts are plain integers (`number`): the
 *   largest legal selection (KL8 选十 复式 over 80 numbers, C(80,10) ≈ 1.6e12) stays far below 2^53.
 * - Standard (official-style) prize levels are priced from their win probability p = pNum/pDen:
 *   Full = 2/p yuan and prize(G) = Full × G/2000, so the prize of one 2-yuan bet at group G is
 *   exactly G × pDen / pNum milli (pricing.ts truncates once per line, never rounds).
 * - Fixed prizes (official tables such as KL8 or K3 official) are milli for one 2-yuan bet.
 * - Credit (two-sided, 双面盘) odds are decimal odds that include the stake, in thousandths
 *   (1.98 → 1980); a line's configuration may override the defaults per level key.
 * - Expected failures are result codes (string unions); the engine throws only on bugs.
 */
import type { Milli } from './money.ts';

/** A draw as the numbers shown, in draw order (SSC digits 0–9, 11x5 balls 1–11, K3 dice 1–6, …). */
export type Draw = readonly number[];

/** Codes for a selection that cannot be bet. */
export type SelectionCode =
  | 'SELECTION_EMPTY'
  | 'SELECTION_TOO_SMALL'
  | 'SELECTION_TOO_LARGE'
  | 'ROW_COUNT'
  | 'VALUE_OUT_OF_RANGE'
  | 'DUPLICATE_VALUE'
  | 'BANKER_DRAG_OVERLAP'
  | 'ROWS_OVERLAP'
  | 'POSITIONS_TOO_FEW'
  | 'POSITION_OUT_OF_RANGE'
  | 'TOKENS_EMPTY'
  | 'TOKEN_INVALID'
  | 'TOO_MANY_BETS';

export type Validation = { ok: true } | { ok: false; code: SelectionCode; row?: number };

/**
 * What a player picked. `rows[i]` are the picked values of shape row i (numbers, or option codes
 * for attribute rows such as 大小单双). Banker/drag plays use row 0 = 胆 (banker), row 1 = 拖 (drag).
 * `positions` are the checked draw positions of "any N" (任选) plays. `tokens` are the tickets of a
 * single-entry (单式) play after parsing.
 */
export interface Selection {
  readonly rows: readonly (readonly number[])[];
  readonly positions?: readonly number[];
  readonly tokens?: readonly (readonly number[])[];
}

/** One row of picks on the betting board. */
export interface RowShape {
  readonly key: string;
  /** i18n key of the row label (a position such as 万位, or 胆码 / 拖码). */
  readonly nameKey: string;
  /** Values the row offers. */
  readonly values: readonly number[];
  /** i18n keys of the values when they are options rather than numbers (大, 小, 龙, 豹子 …). */
  readonly valueKeys?: readonly string[];
  /** Level key each value pays at, when the values are options of a two-sided board (credit.ts). */
  readonly valueLevels?: readonly string[];
  readonly minPicks: number;
  readonly maxPicks: number;
  readonly role?: 'pick' | 'banker' | 'drag';
}

/** Position checkboxes of "any N" plays (任选 with positions). */
export interface PositionsShape {
  /** Draw positions offered. */
  readonly choices: readonly number[];
  readonly nameKeys: readonly string[];
  readonly min: number;
  readonly defaults: readonly number[];
}

/** Single-entry (单式) text input: what one token must look like. */
export interface TextShape {
  /** Numbers per ticket. */
  readonly size: number;
  readonly min: number;
  readonly max: number;
  /** Digits per number in the text: 1 for SSC digits, 2 for 11x5 / PK10 balls ("01 02 03"). */
  readonly width: 1 | 2;
  /** All numbers of a ticket must differ (11x5, PK10). */
  readonly distinct: boolean;
  /** Order does not matter: tickets are deduplicated by their sorted numbers. */
  readonly unordered: boolean;
  /** Extra pattern filter of 组选 tokens (e.g. 组三 = exactly two equal digits). */
  readonly pattern?: TokenPattern;
}

export type TokenPattern = 'pair' | 'distinct' | 'notTriple' | 'notPair';

export interface SelectionShape {
  readonly kind: 'rows' | 'bankerDrag' | 'text';
  readonly rows: readonly RowShape[];
  /** At least this many rows must be non-empty (定位胆 / 任选 复式); default: every row's minPicks. */
  readonly minFilledRows?: number;
  /** Rows may not share a value (二同号单选, 11x5 组选 with banker/drag). */
  readonly rowsDisjoint?: boolean;
  readonly positions?: PositionsShape;
  readonly text?: TextShape;
}

/** How a prize level pays. See the header for units. */
export type Payout =
  | { readonly kind: 'group'; readonly pNum: number; readonly pDen: number }
  | { readonly kind: 'fixed'; readonly prizeMilli: Milli }
  | { readonly kind: 'odds'; readonly oddsThousandths: number };

export interface PrizeLevel {
  readonly key: string;
  readonly nameKey: string;
  readonly payout: Payout;
}

/**
 * The result of settling one bet line (at multiple 1) against one draw: winning bets per prize
 * level key, and bets pushed (和局: the stake is refunded, domain §1, §8).
 */
export interface Outcome {
  readonly wins: Readonly<Record<string, number>>;
  readonly pushes: number;
}

/** Per-lottery tie and refund settings (domain §8); defaults in DEFAULT_TIES. */
export interface TieSettings {
  /** SSC / 3D 龙虎 when both digits are equal: 龙 and 虎 lose (default) or are refunded. */
  readonly dragonTigerTie: 'lose' | 'refund';
  /** K3 大小单双 on a triple: all four lose (通杀, default) or no kill. */
  readonly k3TripleKill: boolean;
  /** Two-sided 11x5: A = ball 11 and sum 30 push (default); B = 11 is 大·单, 总和30 is its own bet. */
  readonly x5Convention: 'A' | 'B';
  /** KL8 sum = 810: 大小单双 lose (default, "和值810" is its own bet), 大小 push, or no tie (大 ≥ 811). */
  readonly kl8Sum810: 'lose' | 'push' | 'noTie';
  /** PK10 冠亚和 = 11: counts as 小 (default) or pushes 大小单双. */
  readonly pk10Sum11: 'small' | 'push';
}

export const DEFAULT_TIES: TieSettings = {
  dragonTigerTie: 'lose',
  k3TripleKill: true,
  x5Convention: 'A',
  kl8Sum810: 'lose',
  pk10Sum11: 'small',
};

/** Result of parsing single-entry (单式) text. */
export interface DanshiParse {
  readonly tokens: readonly (readonly number[])[];
  /** Tokens that do not form a valid ticket, as typed (after full-width conversion). */
  readonly invalid: readonly string[];
  /** Valid tokens dropped as duplicates of an earlier one. */
  readonly duplicates: readonly string[];
  /** The text passed the limits (MAX_DANSHI_TOKENS / characters); the rest was not read. */
  readonly overLimit: boolean;
}

export type Market = 'standard' | 'credit';

/** The example and the rule text of a play, as i18n keys (docs/product.md §3 `ticketPlayExample`). */
export interface PlayExample {
  readonly exampleKey: string;
  readonly ruleKey: string;
  /** `{{name}}` parameters of the rule text. */
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface Play<D = Draw> {
  /** Stable id, unique across all families (the wire's play id `i`); ranges per family in catalogue.ts. */
  readonly id: number;
  /** Stable code, unique within the family, e.g. `ssc.5star.direct.fushi`. */
  readonly code: string;
  readonly nameKey: string;
  /** i18n key of the method name shown on the board (复式, 单式, 胆拖, 和值 …; spec `playMethodName`). */
  readonly playMethodName: string;
  readonly ticketPlayExample: PlayExample;
  readonly market: Market;
  readonly shape: SelectionShape;
  readonly levels: readonly PrizeLevel[];
  validate(selection: Selection): Validation;
  /** Number of bets (注数). Call only on a valid selection; 0 for an invalid one. */
  countBets(selection: Selection): number;
  /**
   * Winning bets per level and pushes for one line at multiple 1. The selection must be valid
   * (checked when the order was placed); ties default to DEFAULT_TIES.
   */
  settle(selection: Selection, draw: D, ties?: TieSettings): Outcome;
  /** Single-entry plays only. */
  parseText?(text: string): DanshiParse;
  /**
   * Symmetries of `settle` for this selection, which the possible-win search (max-payout.ts) uses
   * to try few draws: a play declares only what holds for every draw (the property tests check it).
   */
  symmetry?(selection: Selection): PlaySymmetry;
  /**
   * The reachable outcomes no other reachable outcome beats, each with a draw reaching it, where
   * the play knows them without a search (families whose draws are not numbers in a range). The
   * draws are the family's (D); typed unknown so a play of any draw fits the generic Play.
   */
  frontier?(selection: Selection, ties?: TieSettings): Reach<unknown>[] | undefined;
  /**
   * Odds (thousandths, by level) that depend on the draw, for two-sided plays whose price is set
   * by what was drawn (Mark Six 正码过关: the product of the winning legs' odds). `overrides` are
   * the lottery's odds for this play. Every pricing of the play — settlement, the possible win,
   * the odds shown — goes through `creditOdds` in settle.ts, which applies it.
   */
  drawOdds?(selection: Selection, draw: D, overrides?: Readonly<Record<string, number>>): Readonly<Record<string, number>>;
}

/** See Play.symmetry. */
export interface PlaySymmetry {
  /**
   * Settle is unchanged when the draw's values are permuted so that each value keeps its class
   * (e.g. a value's class is which rows picked it: 直选复式, 定位胆, 快乐8 选N).
   */
  readonly classOf?: (value: number) => number | string;
  /** Groups of draw positions settle treats alike (unordered draws: every position by default). */
  readonly positions?: readonly (readonly number[])[];
  /**
   * Draws whose values may repeat: settle is unchanged when the value at one position is replaced
   * by another of the same class at that position (直选: whether row p holds it; 大小单双: which of
   * the picked options it meets), whatever the other positions hold.
   */
  readonly at?: (position: number) => (value: number) => number | string;
}

/** One reachable outcome of a line and a draw (as the family's numbers) that reaches it. */
export interface Reach<D = Draw> {
  readonly outcome: Outcome;
  readonly draw: D;
}

/** Catalogue (docs/product.md §3): group → series → catalog → sub-catalog → play. */
export interface CatalogueNode {
  readonly id: number;
  readonly code: string;
  readonly nameKey: string;
}

export interface SubCatalog extends CatalogueNode {
  /** The board uses the 复式 (grid) template rather than a text area. */
  readonly fushiTemplate: boolean;
  readonly playIds: readonly number[];
}

export interface Catalog extends CatalogueNode {
  readonly showSubCatalog: boolean;
  readonly subCatalogs: readonly SubCatalog[];
}

export interface Series extends CatalogueNode {
  readonly family: string;
  readonly catalogs: readonly Catalog[];
}

export interface Group extends CatalogueNode {
  readonly series: readonly Series[];
}

/** The draw of a family: `length` numbers from min..max, distinct or not. */
export interface DrawShape {
  readonly length: number;
  readonly min: number;
  readonly max: number;
  readonly distinct: boolean;
  /** Order matters to some play (SSC positions, 11x5 前三, PK10 ranks). */
  readonly ordered: boolean;
}

export interface Family<D = Draw> {
  readonly code: string;
  readonly nameKey: string;
  readonly draw: DrawShape;
  /** Derives a valid draw from 32 seed bytes (rng.ts), uniformly, without modulo bias. */
  deriveDraw(seed: Uint8Array): D;
  /** Checks that a draw (e.g. entered by an operator) has the family's shape. */
  isValidDraw(draw: D): boolean;
  readonly catalogs: readonly Catalog[];
  readonly plays: readonly Play<D>[];
}
