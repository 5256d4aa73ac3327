/**
 * Provably fair draws (docs/product.md §4): issue k of a lottery's seed chain (modules/lottery's
 * seed-chain.ts) draws with seed x_k, and the result is the engine's draw from
 * HMAC-SHA256(x_k, "lottery:issue"). Derivation uses only the engine, so a standalone verifier
 * (cli/verify.ts) gets the same bytes.
 */
import { fromHex, hmacSha256, toHex, utf8 } from '@lotus/engine';
import { formatDraw, type AnyFamily } from '../lottery/index.ts';

export { CHAIN_LENGTH, chainSeeds, commitmentOf, newChain, seedOnChain } from '../lottery/index.ts';

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
