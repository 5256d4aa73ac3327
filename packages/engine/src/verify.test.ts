import { describe, expect, it } from 'vitest';
import { SSC } from './families/digits/families.ts';
import { hmacSha256, sha256, toHex, utf8 } from './rng.ts';
import { rederiveDraw } from './verify.ts';

describe('rederiveDraw (the function a member’s browser runs, issue #27)', () => {
  const seed: Uint8Array = new Uint8Array(32).map((_, i) => (i * 37 + 11) & 0xff);
  let anchor = seed;
  for (let i = 0; i < 5; i++) anchor = sha256(anchor);
  const record = {
    lottery: 'ssc.1m',
    issue: '20261127-0001',
    seed: toHex(seed),
    commitment: toHex(sha256(seed)),
    chainAnchor: toHex(anchor),
    chainIndex: 5,
    code: SSC.deriveDraw(hmacSha256(seed, utf8('ssc.1m:20261127-0001'))).join(' '),
  };

  it('matches a true record on every check', () => {
    const out = rederiveDraw(record, SSC);
    expect(out.ok).toBe(true);
    expect(out.checks.result.computed).toBe(record.code);
  });

  it('says which check fails for an altered result, commitment or chain position', () => {
    const altered = rederiveDraw({ ...record, code: '9 9 9 9 9' === record.code ? '0 0 0 0 0' : '9 9 9 9 9' }, SSC);
    expect(altered).toMatchObject({ ok: false, checks: { commitment: { ok: true }, chain: { ok: true }, result: { ok: false } } });
    expect(rederiveDraw({ ...record, commitment: '00'.repeat(32) }, SSC).checks.commitment.ok).toBe(false);
    expect(rederiveDraw({ ...record, chainIndex: 4 }, SSC).checks.chain.ok).toBe(false);
    expect(rederiveDraw({ ...record, seed: 'zz' }, SSC).ok).toBe(false);
    expect(rederiveDraw(record, undefined, 'nope').ok).toBe(false);
  });
});
