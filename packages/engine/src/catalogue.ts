/**
 * Builds the catalogue tree (docs/product.md §3: catalog → sub-catalog → play) from a compact description,
 * assigning ids. Id ranges (play ids are the wire's `i`, unique across families): SSC 1000, 3D 2000,
 * P3 3000, P5 4000, 11x5 5000, K3 6000, KL8 7000, PK10 8000; families of issue #4 use 10000 and up.
 * Catalog and sub-catalog ids are the family base × 10 + a counter.
 */
import type { Catalog, Play, SubCatalog } from './model.ts';

export type CatalogueSpec<D> = readonly (readonly [catCode: string, subs: readonly (readonly [subCode: string, plays: readonly Play<D>[]])[]])[];

export function buildCatalogs<D>(family: string, base: number, spec: CatalogueSpec<D>): Catalog[] {
  let next = base * 10;
  return spec.map(([catCode, subs]) => {
    const subCatalogs: SubCatalog[] = subs.map(([subCode, plays]) => ({
      id: ++next,
      code: `${family}.${catCode}.${subCode}`,
      nameKey: `play.sub.${subCode}`,
      fushiTemplate: plays.some((p) => p.shape.kind !== 'text'),
      playIds: plays.map((p) => p.id),
    }));
    return {
      id: ++next,
      code: `${family}.${catCode}`,
      nameKey: `play.cat.${catCode}`,
      showSubCatalog: subCatalogs.length > 1,
      subCatalogs,
    };
  });
}

/** A play-id allocator starting at `base`. */
export function idCounter(base: number): () => number {
  let n = base;
  return () => n++;
}

/** Every i18n key a family's catalogue and plays reference (checked complete by the i18n tests). */
export function i18nKeysOf<D>(family: { nameKey: string; catalogs: readonly Catalog[]; plays: readonly Play<D>[] }): string[] {
  const keys = new Set<string>([family.nameKey]);
  for (const c of family.catalogs) {
    keys.add(c.nameKey);
    for (const s of c.subCatalogs) keys.add(s.nameKey);
  }
  for (const p of family.plays) {
    keys.add(p.nameKey);
    keys.add(p.playMethodName);
    keys.add(p.ticketPlayExample.exampleKey);
    keys.add(p.ticketPlayExample.ruleKey);
    for (const l of p.levels) keys.add(l.nameKey);
    for (const r of p.shape.rows) {
      keys.add(r.nameKey);
      for (const v of r.valueKeys ?? []) keys.add(v);
    }
    for (const k of p.shape.positions?.nameKeys ?? []) keys.add(k);
  }
  return [...keys].sort();
}
