import { describe, expect, it } from 'vitest';
import { money, percent, times } from './format.ts';

describe('promotion amounts', () => {
  // The page's language is Vietnamese when none is chosen (docs/product.md §1).
  it.each([
    ['188888.000', '188.888'],
    ['0.180', '0,18'],
    ['188.888', '188,888'],
    ['18', '18'],
  ])('shows %s as %s', (text, shown) => {
    expect(money(text)).toBe(shown);
  });

  it('multiplies exactly, without floats', () => {
    expect(times('188.888', 1000)).toBe('188888.000');
    expect(times('0.180', 5)).toBe('0.900');
    expect(times('1.880', 1)).toBe('1.880');
  });

  it('bounds progress to 0–100', () => {
    expect(percent('500', '1000')).toBe(50);
    expect(percent('5000', '1000')).toBe(100);
    expect(percent('1', '0')).toBe(100);
  });
});
