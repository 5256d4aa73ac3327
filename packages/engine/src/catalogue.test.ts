/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { FAMILIES_ONE, GROUPS_ONE, playIndex, seriesOf } from './registry.ts';
import { buildCatalogs, i18nKeysOf } from './catalogue.ts';
import { issueSeed, toHex, utf8 } from './rng.ts';
import { SSC } from './families/digits/families.ts';

describe('catalogue', () => {
  it('every family: catalogs → sub-catalogs → plays cover each play once, ids unique across families', () => {
    const index = playIndex(FAMILIES_ONE);
    expect(index.size).toBe(FAMILIES_ONE.reduce((a, f) => a + f.plays.length, 0));
    const nodeIds = new Set<number>();
    for (const f of FAMILIES_ONE) {
      const listed = f.catalogs.flatMap((c) => c.subCatalogs.flatMap((s) => s.playIds));
      expect([...listed].sort()).toEqual(f.plays.map((p) => p.id).sort());
      for (const c of f.catalogs) {
        expect(c.showSubCatalog).toBe(c.subCatalogs.length > 1);
        for (const node of [c, ...c.subCatalogs]) {
          expect(nodeIds.has(node.id)).toBe(false);
          nodeIds.add(node.id);
          expect(node.code.startsWith(`${f.code}.`)).toBe(true);
        }
        for (const s of c.subCatalogs) {
          const textOnly = s.playIds.every((id) => index.get(id)?.shape.kind === 'text');
          expect(s.fushiTemplate).toBe(!textOnly);
        }
      }
      for (const p of f.plays) {
        expect(p.playMethodName.startsWith('play.method.')).toBe(true);
        expect(p.ticketPlayExample.ruleKey.startsWith('play.rule.')).toBe(true);
      }
    }
    expect(() => playIndex([SSC, SSC])).toThrow(/duplicate play id/);
  });

  it('groups → series cover every family once, series ids are the family id bases', () => {
    const series = GROUPS_ONE.flatMap((g) => g.series);
    expect(series.map((s) => s.family).sort()).toEqual(FAMILIES_ONE.map((f) => f.code).sort());
    expect(series.find((s) => s.code === 'ssc')?.id).toBe(1);
    expect(series.find((s) => s.code === 'pk10')?.id).toBe(8);
    expect(seriesOf({ ...SSC, plays: [] }).id).toBe(0);
  });

  it('lists the i18n keys a family references', () => {
    const keys = i18nKeysOf(SSC);
    expect(keys).toContain('play.family.ssc');
    expect(keys).toContain('play.cat.5x');
    expect(keys).toContain('play.sub.direct');
    expect(keys).toContain('play.name.direct.fushi');
    expect(keys).toContain('play.row.wan');
    expect(keys).toContain('play.opt.dragon');
    expect(keys).toContain('play.level.direct5');
    expect(keys).toEqual([...keys].sort());
    expect(buildCatalogs('x', 1, [['a', [['b', []]]]])).toEqual([
      { id: 12, code: 'x.a', nameKey: 'play.cat.a', showSubCatalog: false, subCatalogs: [{ id: 11, code: 'x.a.b', nameKey: 'play.sub.b', fushiTemplate: false, playIds: [] }] },
    ]);
  });

  it('derives an issue draw from HMAC-SHA256(seed, "lottery:issue"), reproducible with node:crypto', () => {
    const seed = utf8('server seed from the hash chain');
    const bytes = issueSeed(seed, 'cqssc', '20261121-001');
    expect(toHex(bytes)).toBe(createHmac('sha256', Buffer.from(seed)).update('cqssc:20261121-001').digest('hex'));
    for (const f of FAMILIES_ONE) expect(f.isValidDraw(f.deriveDraw(bytes))).toBe(true);
    expect(SSC.deriveDraw(bytes)).toEqual(SSC.deriveDraw(issueSeed(seed, 'cqssc', '20261121-001')));
  });
});
