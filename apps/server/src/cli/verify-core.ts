/**
 * Independent re-derivation of a house draw from its published verification record (the public
 * verify call): the seed must hash to the commitment, hash back to the chain's anchor, and
 * HMAC-SHA256(seed, "lottery:issue") through the engine's family draw must give the result.
 * Uses only the engine's own SHA-256/HMAC (no server code paths).
 */
import { fromHex, hmacSha256, sha256, toHex, utf8 } from '@lotus/engine';
import type { DrawVerification } from '@lotus/contracts';
import { familyOf, formatDraw } from '../modules/lottery/families.ts';

export interface Rederived {
  ok: boolean;
  lines: string[];
}

/** Bound on chain walking (a chain is 10,080 seeds). */
const MAX_CHAIN_STEPS = 1_000_000;

export function rederive(v: DrawVerification, family: string): Rederived {
  const lines: string[] = [];
  const seed = fromHex(v.seed);
  if (!seed || seed.length !== 32) return { ok: false, lines: ['seed is not 32 bytes of hex'] };
  const fam = familyOf(family);
  if (!fam) return { ok: false, lines: [`unknown family ${family}`] };
  const commitment = toHex(sha256(seed));
  const commitmentOk = commitment === v.commitment;
  lines.push(`commitment  SHA-256(seed) = ${commitment} ${commitmentOk ? 'matches' : `DIFFERS from ${v.commitment}`}`);
  let x: Uint8Array = seed;
  const steps = Math.min(Math.max(v.chainIndex, 0), MAX_CHAIN_STEPS);
  for (let i = 0; i < steps; i++) x = sha256(x);
  const chainOk = steps > 0 && toHex(x) === v.chainAnchor;
  lines.push(`chain       SHA-256^${steps}(seed) ${chainOk ? 'reaches' : 'does NOT reach'} anchor ${v.chainAnchor}`);
  const mac = hmacSha256(seed, utf8(`${v.lottery}:${v.issue}`));
  const code = formatDraw(fam.deriveDraw(mac));
  const resultOk = code === v.code;
  lines.push(`hmac        HMAC-SHA256(seed, "${v.lottery}:${v.issue}") = ${toHex(mac)}`);
  lines.push(`result      ${family}.deriveDraw(hmac) = ${code} ${resultOk ? 'matches' : `DIFFERS from ${v.code}`}`);
  return { ok: commitmentOk && chainOk && resultOk, lines };
}
