import { createHmac, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { familyOf } from '../lottery/families.ts';
import { chainSeeds, commitmentOf, deriveDraw, newChain, seedOnChain } from './fairness.ts';

describe('hash-chain seeds', () => {
  it('links every seed to the anchor, and each commitment is the previous seed', () => {
    const chain = newChain(50);
    const seeds = chainSeeds(chain.terminalSeed, chain.length, 1, 50);
    expect(seeds[49]).toBe(chain.terminalSeed);
    expect(commitmentOf(seeds[0]!)).toBe(chain.anchor);
    for (let k = 2; k <= 50; k++) expect(commitmentOf(seeds[k - 1]!)).toBe(seeds[k - 2]);
    expect(seedOnChain(seeds[9]!, 10, chain.anchor)).toBe(true);
    expect(seedOnChain(seeds[9]!, 11, chain.anchor)).toBe(false);
    expect(chainSeeds(chain.terminalSeed, chain.length, 20, 3)).toEqual(seeds.slice(19, 22));
  });

  it('derives the draw from HMAC-SHA256(seed, "lottery:issue") as node:crypto computes it', () => {
    const seed = createHash('sha256').update('x').digest('hex');
    const ssc = familyOf('ssc')!;
    const d = deriveDraw(ssc, 'ssc.1m', '202611210001', seed);
    expect(d.hmac).toBe(createHmac('sha256', Buffer.from(seed, 'hex')).update('ssc.1m:202611210001').digest('hex'));
    expect(d.draw).toHaveLength(5);
    expect(d.code).toBe(d.draw.join(' '));
    expect(deriveDraw(ssc, 'ssc.1m', '202611210001', seed)).toEqual(d);
    expect(deriveDraw(ssc, 'ssc.1m', '202611210002', seed).hmac).not.toBe(d.hmac);
  });
});
