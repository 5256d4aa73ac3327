import { describe, expect, it } from 'vitest';
import { breakKindsOffered } from './break-kinds.ts';

describe('the breaks offered', () => {
  it('offers no time-out to a self-excluded member, nothing past a permanent exclusion', () => {
    expect(breakKindsOffered(null)).toEqual(['timeout', 'exclusion']);
    expect(breakKindsOffered({ kind: 'timeout', until: '2026-12-01T00:00:00Z' })).toEqual(['timeout', 'exclusion']);
    expect(breakKindsOffered({ kind: 'exclusion', until: '2027-06-01T00:00:00Z' })).toEqual(['exclusion']);
    expect(breakKindsOffered({ kind: 'exclusion', until: null })).toEqual([]);
  });
});
