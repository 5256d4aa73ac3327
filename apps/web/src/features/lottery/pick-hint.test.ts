import { describe, expect, it } from 'vitest';
import { createFpcFamily } from '@lotus/engine';
import { messages } from '@lotus/i18n';
import { pickHint } from './pick-hint.ts';

const fpc = createFpcFamily();
const row = (code: string) => fpc.plays.find((p) => p.code === code)!.shape.rows[0]!;
const vi = (key: string, params: Record<string, number>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), messages.vi[key] ?? key);

describe('the pick hint of a two-sided board', () => {
  it('counts Bầu cua animals as "con", not numbers', () => {
    expect(pickHint(row('single'), vi)).toBe('Chọn 1–6 con');
    expect(pickHint(row('pair'), vi)).toBe('Chọn 2–6 con');
  });
  it('counts named options as "mục" and numbers as "số"', () => {
    expect(pickHint(row('anyTriple'), vi)).toBe('Chọn 1 mục');
    expect(pickHint({ values: [0, 1, 2], minPicks: 1, maxPicks: 3 } as never, vi)).toBe('Chọn 1 - 3 số');
  });
});
