/**
 * Single-entry (单式) text parsing (domain §2 "单式 parsing"): separators newline , ; space | and
 * their full-width forms; full-width digits converted; each token must be a whole ticket; 组选
 * tokens pass the pattern filter and are deduplicated by their sorted numbers. Duplicate 直选 tokens
 * are dropped too and reported (the reference's suggestion), so one ticket is never bought twice
 * on one line.
 */
import type { DanshiParse, TextShape, TokenPattern } from './model.ts';
import { counts } from './combinatorics.ts';

/** Limits: 100,000 tokens and 2,000,000 characters per text (bench parses the former). */
export const MAX_DANSHI_TOKENS = 100_000;
export const MAX_DANSHI_CHARS = 2_000_000;

/** Full-width digits → ASCII; full-width separators (，；｜ ideographic and full-width spaces, 、) → ASCII. */
export function normalizeDanshi(text: string): string {
  return text.replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xff10 + 48))
    .replace(/[\uFF0C\u3001]/g, ',')
    .replace(/\uFF1B/g, ';')
    .replace(/\uFF5C/g, '|')
    .replace(/[\u3000\u00A0]/g, ' ')
    .replace(/\r/g, '\n');
}

export function matchesPattern(nums: readonly number[], pattern: TokenPattern | undefined): boolean {
  if (pattern === undefined) return true;
  const distinct = counts(nums).size;
  switch (pattern) {
    case 'pair':
      return nums.length === 3 && distinct === 2;
    case 'distinct':
      return distinct === nums.length;
    case 'notTriple':
      return distinct > 1;
    case 'notPair':
      return distinct === nums.length;
  }
}

/** Checks one ticket against the text shape (used for parsed tokens and wire-format tokens alike). */
export function isValidTicket(nums: readonly number[], shape: TextShape): boolean {
  if (nums.length !== shape.size) return false;
  for (const n of nums) if (!Number.isInteger(n) || n < shape.min || n > shape.max) return false;
  if (shape.distinct && new Set(nums).size !== nums.length) return false;
  return matchesPattern(nums, shape.pattern);
}

function ticketKey(nums: readonly number[], shape: TextShape): string {
  return (shape.unordered ? [...nums].sort((a, b) => a - b) : nums).join(',');
}

/**
 * Parses single-entry text. Width 1 (digits): every separator splits tickets, each token is
 * exactly `size` digits ("123 456,789"). Width 2 (11x5 / PK10 balls): newline , ; | split tickets;
 * inside a ticket, numbers are separated by spaces ("01 02 03") or written back to back
 * ("010203"); a run of spaced numbers that is a multiple of `size` long holds several tickets.
 */
export function parseDanshi(text: string, shape: TextShape): DanshiParse {
  let overLimit = text.length > MAX_DANSHI_CHARS;
  const src = normalizeDanshi(overLimit ? text.slice(0, MAX_DANSHI_CHARS) : text);
  const tokens: number[][] = [];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  const accept = (raw: string, nums: number[] | undefined): boolean => {
    if (tokens.length >= MAX_DANSHI_TOKENS) {
      overLimit = true;
      return false;
    }
    if (!nums || !isValidTicket(nums, shape)) {
      invalid.push(raw);
      return true;
    }
    const key = ticketKey(nums, shape);
    if (seen.has(key)) {
      duplicates.push(raw);
      return true;
    }
    seen.add(key);
    tokens.push(shape.unordered ? [...nums].sort((a, b) => a - b) : nums);
    return true;
  };
  if (shape.width === 1) {
    const re = new RegExp(`^[0-9]{${shape.size}}$`);
    for (const raw of src.split(/[\n,; |]+/)) {
      if (raw === '') continue;
      if (!accept(raw, re.test(raw) ? Array.from(raw, (c) => c.charCodeAt(0) - 48) : undefined)) break;
    }
  } else {
    outer: for (const part of src.split(/[\n,;|]+/)) {
      const raw = part.trim();
      if (raw === '') continue;
      const pieces = raw.split(/ +/);
      let groups: string[][];
      if (pieces.length === 1) {
        const p = pieces[0] as string;
        groups = /^[0-9]+$/.test(p) && p.length === shape.size * 2 ? [p.match(/../g) as string[]] : [[p]];
      } else if (pieces.length % shape.size === 0) {
        groups = [];
        for (let i = 0; i < pieces.length; i += shape.size) groups.push(pieces.slice(i, i + shape.size));
      } else groups = [pieces];
      for (const g of groups) {
        const ok = g.length === shape.size && g.every((x) => /^[0-9]{2}$/.test(x));
        if (!accept(g.join(' '), ok ? g.map(Number) : undefined)) break outer;
      }
    }
  }
  return { tokens, invalid, duplicates, overLimit };
}
