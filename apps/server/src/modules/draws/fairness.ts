/**
 * Provably fair draws (docs/product.md §4): a per-lottery SHA-256 hash chain of seeds. The chain
 * starts from a random terminal x_len; x_{i-1} = SHA-256(x_i); x_0 is the published anchor.
 * Issue k of the chain draws with seed x_k: while it sells, the commitment SHA-256(x_k) is shown;
 * after the draw x_k is revealed and the result is the engine's draw from
 * HMAC-SHA256(x_k, "lottery:issue"). Derivation uses only the engine, so a standalone verifier
 * (cli/verify.ts) gets the same bytes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { fromHex, hmacSha256, sha256, toHex, utf8 } from '@lotus/engine';
import type { AnyFamily } from '../lottery/families.ts';
import { formatDraw } from '../lottery/families.ts';

/** Seeds per chain: a week of a 1-minute lottery; a new chain starts when one runs out. */
export const CHAIN_LENGTH = 10_080;

const hashHex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

export function newChain(length = CHAIN_LENGTH): { terminalSeed: string; anchor: string; length: number } {
  const terminalSeed = randomBytes(32).toString('hex');
  let x = terminalSeed;
  for (let i = 0; i < length; i++) x = hashHex(x);
  return { terminalSeed, anchor: x, length };
}

/** Seeds x_from … x_{from+count-1} of a chain (one walk down from the terminal). */
export function chainSeeds(terminalSeed: string, length: number, from: number, count: number): string[] {
  if (from < 1 || count < 0 || from + count - 1 > length) throw new Error('chainSeeds: out of range');
  const out: string[] = new Array<string>(count);
  let x = terminalSeed;
  for (let i = length; i >= from; i--) {
    if (i < from + count) out[i - from] = x;
    if (i > from) x = hashHex(x);
  }
  return out;
}

/** SHA-256 of a hex seed, as hex: the commitment shown while the issue sells. */
export function commitmentOf(seedHex: string): string {
  return toHex(sha256(fromHex(seedHex) ?? new Uint8Array()));
}

/** Whether hashing `seed` `index` times gives the chain's anchor (bounded by the chain length). */
export function seedOnChain(seedHex: string, index: number, anchor: string): boolean {
  if (index < 1 || index > CHAIN_LENGTH * 10) return false;
  let x = seedHex;
  for (let i = 0; i < index; i++) x = hashHex(x);
  return x === anchor;
}

export interface DerivedDraw {
  hmac: string;
  draw: readonly (number | string)[];
  code: string;
}

/** The draw of `lottery`'s `issue` from its seed: family.deriveDraw(HMAC-SHA256(seed, "lottery:issue")). */
export function deriveDraw(family: AnyFamily, lotteryCode: string, issueNo: string, seedHex: string): DerivedDraw {
  const seed = fromHex(seedHex);
  if (!seed || seed.length !== 32) throw new Error('deriveDraw: seed must be 32 bytes of hex');
  const bytes = hmacSha256(seed, utf8(`${lotteryCode}:${issueNo}`));
  const draw = family.deriveDraw(bytes);
  return { hmac: toHex(bytes), draw, code: formatDraw(draw) };
}
