import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '@lotus/i18n';

/**
 * Every catalogue key the member web app and the console name is in the catalogue, so no screen
 * shows a key in place of a text in any language (the catalogue test in packages/i18n makes each
 * key present, non-empty and alike in vi, zh, en and id). The browser tests open each language on
 * a sample of pages (e2e/tests/languages.spec.ts); this walks every key in every source file:
 * - a literal key, `t('a.b')` or `labelKey: 'a.b'`, is a key of the catalogue;
 * - a key built from a template, t(`a.b.${x}`), has at least one key under its fixed beginning.
 */
const APPS = ['apps/web/src', 'apps/console/src'];

function sources(): string[] {
  return APPS.flatMap((dir) =>
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', dir], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)),
  );
}

const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');

/** The literal keys a source names: `t('key'`, `t("key"`, and dotted `…Key: 'a.b'` fields (not a table's accessorKey). */
export function literalKeys(source: string): string[] {
  const text = code(source);
  return [
    ...[...text.matchAll(/(?<![\w.$])t\(\s*(['"])([\w.-]+)\1/g)].map((m) => m[2]!),
    ...[...text.matchAll(/\b(?!accessorKey)\w*Key:\s*(['"])([\w-]+\.[\w.-]+)\1/g)].map((m) => m[2]!),
  ];
}

/** The fixed beginnings of the keys a source builds from templates: t(`a.b.${x}`) gives `a.b.`. */
export function templatePrefixes(source: string): string[] {
  return [...code(source).matchAll(/(?<![\w.$])t\(\s*`([\w.-]*)\$\{/g)].map((m) => m[1]!).filter((p) => p !== '');
}

describe('the keys the apps name', () => {
  const keys = new Set(Object.keys(messages.vi));
  const files = sources().map((f) => ({ f, text: readFileSync(f, 'utf8') }));

  it('are in the catalogue', () => {
    const missing = files.flatMap(({ f, text }) => literalKeys(text).filter((k) => !keys.has(k)).map((k) => `${f}: ${k}`));
    expect(missing).toEqual([]);
    // The walk does find the keys (a pattern that matched nothing would pass).
    expect(files.reduce((n, { text }) => n + literalKeys(text).length, 0)).toBeGreaterThan(1500);
  });

  it('built from a template, each has keys under its fixed beginning', () => {
    const all = [...keys];
    const missing = files.flatMap(({ f, text }) =>
      templatePrefixes(text)
        .filter((p) => !all.some((k) => k.startsWith(p) && k.length > p.length))
        .map((p) => `${f}: ${p}…`),
    );
    expect(missing).toEqual([]);
  });

  it('catches a key that is not there', () => {
    expect(literalKeys("const a = t('web.nav.home'); x.t('no'); const m = { labelKey: 'centre.deposit.title', accessorKey: 'a.b' };")).toEqual([
      'web.nav.home',
      'centre.deposit.title',
    ]);
    expect(literalKeys("t('web.nav.homme')").filter((k) => !Object.hasOwn(messages.vi, k))).toEqual(['web.nav.homme']);
    expect(templatePrefixes('t(`centre.range.${p}`); t(`${prefix}${v}`)')).toEqual(['centre.range.']);
  });
});
