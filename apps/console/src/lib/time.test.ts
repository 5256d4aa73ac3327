import { describe, expect, it } from 'vitest';
import { when } from './time.ts';

describe('when', () => {
  it('shows a moment in local time to the minute, and a dash for none', () => {
    const at = new Date(2026, 10, 26, 8, 5, 59);
    expect(when(at.toISOString())).toBe('2026-11-26 08:05');
    expect(when(null)).toBe('—');
    expect(when(undefined)).toBe('—');
    expect(when('')).toBe('—');
  });
});
