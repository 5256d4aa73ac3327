/**
 * Independent re-derivation of a house draw from its verification record: the seed must hash to
 * the commitment, hash back to the chain's anchor, and HMAC-SHA256(seed, "lottery:issue") through
 * the engine's family draw must give the result. Uses only the engine's own SHA-256/HMAC (none of
 * the draw service's code paths), so the standalone verifier (cli/verify.ts, over the public
 * verify call) and the console's verifier (issues.ts, over the stored record) run the
 * same checks.
 */
import { rederiveDraw, type DrawCheck, type DrawRederived } from '@lotus/engine';
import type { DrawVerification } from '@lotus/contracts';
import { familyOf } from '../lottery/index.ts';

/** One check: what the re-derivation computed against what the record says. */
export type RederivedCheck = DrawCheck;
export type Rederived = DrawRederived;

export type VerificationRecord = Pick<DrawVerification, 'lottery' | 'issue' | 'seed' | 'commitment' | 'chainAnchor' | 'chainIndex' | 'code'>;

/**
 * `at`: the draw time, for families whose rules changed over time (Mark Six). The checks
 * are the engine's `rederiveDraw`, the function the member's browser runs too (issue #27).
 */
export function rederive(v: VerificationRecord, family: string, at?: Date): Rederived {
  return rederiveDraw(v, familyOf(family, at), family);
}
