/**
 * Independent re-derivation of a house draw from its verification record: the seed must hash to
 * the commitment, hash back to the chain's anchor, and HMAC-SHA256(seed, "lottery:issue") through
 * the engine's family draw must give the result. Uses only the engine's own SHA-256/HMAC (none of
 * the draw service's code paths), so the standalone verifier (cli/verify.ts, over the public
 * verify call) and the console's verifier (console/issues.ts, over the stored record) run the
 * same checks.
 */
import { fromHex, hmacSha256, sha256, toHex, utf8 } from '@lotus/engine';
import type { DrawVerification } from '@lotus/contracts';
import { familyOf, formatDraw } from '../lottery/families.ts';

/** One check: what the re-derivation computed against what the record says. */
export interface RederivedCheck {
  ok: boolean;
  computed: string;
  recorded: string;
}

export interface Rederived {
  ok: boolean;
  /** HMAC-SHA256(seed, "lottery:issue") in hex; '' when the seed is not 32 bytes. */
  hmac: string;
  checks: { commitment: RederivedCheck; chain: RederivedCheck; result: RederivedCheck };
  lines: string[];
}

export type VerificationRecord = Pick<DrawVerification, 'lottery' | 'issue' | 'seed' | 'commitment' | 'chainAnchor' | 'chainIndex' | 'code'>;

/** Bound on chain walking (a chain is 10,080 seeds). */
const MAX_CHAIN_STEPS = 1_000_000;

/** `at`: the issue's draw time, for families whose rules changed over time (Mark Six). */
export function rederive(v: VerificationRecord, family: string, at?: Date): Rederived {
  const failed = (line: string): Rederived => ({
    ok: false,
    hmac: '',
    checks: {
      commitment: { ok: false, computed: '', recorded: v.commitment },
      chain: { ok: false, computed: '', recorded: v.chainAnchor },
      result: { ok: false, computed: '', recorded: v.code },
    },
    lines: [line],
  });
  const seed = fromHex(v.seed);
  if (!seed || seed.length !== 32) return failed('seed is not 32 bytes of hex');
  const fam = familyOf(family, at);
  if (!fam) return failed(`unknown family ${family}`);
  const lines: string[] = [];
  const commitment = toHex(sha256(seed));
  const commitmentOk = commitment === v.commitment;
  lines.push(`commitment  SHA-256(seed) = ${commitment} ${commitmentOk ? 'matches' : `DIFFERS from ${v.commitment}`}`);
  let x: Uint8Array = seed;
  const steps = Math.min(Math.max(v.chainIndex, 0), MAX_CHAIN_STEPS);
  for (let i = 0; i < steps; i++) x = sha256(x);
  const reached = toHex(x);
  const chainOk = steps > 0 && reached === v.chainAnchor;
  lines.push(`chain       SHA-256^${steps}(seed) ${chainOk ? 'reaches' : 'does NOT reach'} anchor ${v.chainAnchor}`);
  const mac = hmacSha256(seed, utf8(`${v.lottery}:${v.issue}`));
  const code = formatDraw(fam.deriveDraw(mac));
  const resultOk = code === v.code;
  lines.push(`hmac        HMAC-SHA256(seed, "${v.lottery}:${v.issue}") = ${toHex(mac)}`);
  lines.push(`result      ${family}.deriveDraw(hmac) = ${code} ${resultOk ? 'matches' : `DIFFERS from ${v.code}`}`);
  return {
    ok: commitmentOk && chainOk && resultOk,
    hmac: toHex(mac),
    checks: {
      commitment: { ok: commitmentOk, computed: commitment, recorded: v.commitment },
      chain: { ok: chainOk, computed: reached, recorded: v.chainAnchor },
      result: { ok: resultOk, computed: code, recorded: v.code },
    },
    lines,
  };
}
