/**
 * Re-derivation of a house draw from its public verification record (provably fair): the seed
 * must hash to the commitment published before sales, hash back to the chain's anchor, and
 * HMAC-SHA256(seed, "lottery:issue") through the family's draw must give the result. One function
 * for the server's console verifier, the standalone verifier and the member's browser (issue #27
 * "members verify draws themselves"), using only the engine's own SHA-256/HMAC.
 */
import type { Family } from './model.ts';
import { fromHex, hmacSha256, sha256, toHex, utf8 } from './rng.ts';

/** One check: what the re-derivation computed against what the record says. */
export interface DrawCheck {
  ok: boolean;
  computed: string;
  recorded: string;
}

export interface DrawRederived {
  ok: boolean;
  /** HMAC-SHA256(seed, "lottery:issue") in hex; '' when the seed is not 32 bytes. */
  hmac: string;
  checks: { commitment: DrawCheck; chain: DrawCheck; result: DrawCheck };
  lines: string[];
}

/** What is published for a drawn house issue. `code`: the result, its numbers separated by spaces. */
export interface DrawRecord {
  lottery: string;
  issue: string;
  seed: string;
  commitment: string;
  chainAnchor: string;
  chainIndex: number;
  code: string;
}

/** Bound on chain walking (a chain is 10,080 seeds). */
export const MAX_CHAIN_STEPS = 1_000_000;

/** `family`: the lottery's family (its `deriveDraw`); `label` names it in the lines. */
export function rederiveDraw(v: DrawRecord, family: Family<readonly (number | string)[]> | undefined, label = family?.code ?? '?'): DrawRederived {
  const failed = (line: string): DrawRederived => ({
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
  if (!family) return failed(`unknown family ${label}`);
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
  const code = family.deriveDraw(mac).join(' ');
  const resultOk = code === v.code;
  lines.push(`hmac        HMAC-SHA256(seed, "${v.lottery}:${v.issue}") = ${toHex(mac)}`);
  lines.push(`result      ${label}.deriveDraw(hmac) = ${code} ${resultOk ? 'matches' : `DIFFERS from ${v.code}`}`);
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
