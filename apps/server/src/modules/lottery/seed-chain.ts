/**
 * The seed chain of provably fair draws (docs/product.md §4), kept by the lottery module with the
 * issues it commits to: a per-lottery SHA-256 hash chain of seeds. The chain starts from a random
 * terminal x_len; x_{i-1} = SHA-256(x_i); x_0 is the published anchor. Issue k of the chain draws
 * with seed x_k: while it sells, the commitment SHA-256(x_k) is shown; after the draw x_k is
 * revealed (modules/draws derives the result from it).
 */
import { hash, randomBytes } from 'node:crypto';
import { fromHex, sha256, toHex } from '@lotus/engine';

/** Seeds per chain: a week of a 1-minute lottery; a new chain starts when one runs out. */
export const CHAIN_LENGTH = 10_080;

/** SHA-256 of a hex seed, as hex: Node's one-shot hash (half the CPU of a Hash object per step; a chain is 10,080 steps). */
const hashHex = (hex: string) => hash('sha256', Buffer.from(hex, 'hex'), 'hex');

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
