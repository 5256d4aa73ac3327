import { describe, expect, it } from 'vitest';
import { LANGUAGES, messages } from '@lotus/i18n';
import { catalogueParts, cataloguePartOf } from './catalogue-parts.ts';

describe('catalogue parts', () => {
  it.each([
    ['play.name.ssc.wx.zx.fs', 'playNames'],
    ['play.opt.big', 'playNames'],
    ['play.fpc.symbol.fish', 'first'],
    ['webApp.win.title', 'first'],
    ['centre.deposit.title', 'first'],
    ['team.quota.title', 'first'],
    ['pwa.offline.retry', 'first'],
    ['errors.network', 'first'],
    ['centre.deposit.amount', 'screens'],
    ['promoWeb.vip.myLevel', 'screens'],
    ['cons.title', 'dropped'],
    ['console.roleInvalid', 'dropped'],
  ] as const)('%s goes to %s', (key, part) => {
    expect(cataloguePartOf(key)).toBe(part);
  });

  it.each(LANGUAGES)(
    'keeps every member-site text of %s exactly once, and the first part is the smallest',
    (lang) => {
      const all = messages[lang];
      const parts = catalogueParts(all);
      const keys = [
        ...Object.keys(parts.first),
        ...Object.keys(parts.screens),
        ...Object.keys(parts.playNames),
        ...Object.keys(parts.dropped),
      ];
      expect(keys.sort()).toEqual(Object.keys(all).sort());
      expect(Object.keys(parts.playNames).length).toBeGreaterThan(500);
      // Home's first page carries the shell's and home's texts only (issue #32).
      expect(Object.keys(parts.first).length * 5).toBeLessThan(Object.keys(parts.screens).length);
      // The home page names fish-prawn-crab symbols in results.
      expect(parts.first['play.fpc.symbol.fish']).toBe(all['play.fpc.symbol.fish']);
    },
  );
});
