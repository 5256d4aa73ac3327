import { describe, expect, it } from 'vitest';
import { FAMILIES_ONE, GROUPS_ONE, i18nKeysOf } from '@lotus/engine';
import { LANGUAGES } from '../define.ts';
import { messages } from '../index.ts';
import { playsOne } from './plays-1.ts';

describe('plays-1 catalogue', () => {
  const keys = [...new Set([...FAMILIES_ONE.flatMap((f) => i18nKeysOf(f)), ...GROUPS_ONE.map((g) => g.nameKey)])];

  it('has every name, row, option, level, rule and example key the engine references, in all languages', () => {
    expect(keys.length).toBeGreaterThan(500);
    for (const lang of LANGUAGES) {
      const missing = keys.filter((k) => !messages[lang][k]);
      expect(missing, lang).toEqual([]);
    }
  });

  it('defines no keys the engine does not use', () => {
    const used = new Set(keys);
    expect(Object.keys(playsOne.vi).filter((k) => !used.has(k))).toEqual([]);
  });

  it('rule texts use the parameters the plays pass', () => {
    for (const f of FAMILIES_ONE)
      for (const p of f.plays) {
        const params = Object.keys(p.ticketPlayExample.params ?? {});
        const text = messages.vi[p.ticketPlayExample.ruleKey] ?? '';
        for (const m of text.matchAll(/\{\{(\w+)\}\}/g)) expect(params, `${p.code} ${m[1]}`).toContain(m[1]);
      }
  });
});
