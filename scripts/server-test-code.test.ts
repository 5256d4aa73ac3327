import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Test code stays out of the server's source (issue #29): the fixture, factories and money checks
 * live in apps/server/test/, and no file under apps/server/src other than a `*.test.ts` imports a
 * test library (vitest, fast-check), so nothing the server ships can load one.
 *
 * Server tests build their app with the fixture (apps/server/test/app.ts, `describeApp`); the
 * files that still open a database and build an app by hand per target (`describe.each(dbTargets`)
 * may only become fewer: HAND_ROLLED is their number now, lowered as files move to the fixture.
 */
const SRC = 'apps/server/src';
const HAND_ROLLED = 16;
const TEST_LIBRARIES = ['vitest', 'fast-check', '@vitest'];

/** The test libraries a file's text imports (static, dynamic, type-only or re-exported). */
export function testImports(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)) {
    const name = m[1]!;
    if (TEST_LIBRARIES.some((lib) => name === lib || name.startsWith(`${lib}/`))) found.add(name);
  }
  return [...found];
}

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return files(full, keep);
    return keep(e.name) ? [relative(process.cwd(), full).split(sep).join('/')] : [];
  });
}
const sourceFiles = (dir: string) => files(dir, (name) => /\.[cm]?tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

/** Whether a test file's code (comments aside) runs its suites per target by hand rather than with `describeApp`. */
export function handRolled(text: string): boolean {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return /\bdescribe\.each\(\s*dbTargets\b/.test(code);
}

describe("the server's source", () => {
  it('imports no test library outside its test files', () => {
    const offenders = sourceFiles(SRC).flatMap((f) => testImports(readFileSync(f, 'utf8')).map((lib) => `${f} imports ${lib}`));
    expect(offenders).toEqual([]);
  });

  it(`has at most ${HAND_ROLLED} test files that build their app per target by hand instead of with describeApp`, () => {
    const found = files(SRC, (name) => /\.test\.tsx?$/.test(name)).filter((f) => handRolled(readFileSync(f, 'utf8')));
    expect(found.length, `hand-rolled per-target suites:\n${found.join('\n')}`).toBeLessThanOrEqual(HAND_ROLLED);
  });

  it('recognises a hand-rolled per-target suite', () => {
    expect(handRolled("describe.each(dbTargets)('x on %s', (target) => {});")).toBe(true);
    expect(handRolled("describe.each(dbTargets.filter((t) => t === 'postgres'))('x on %s', (target) => {});")).toBe(true);
    expect(handRolled("describeApp('x', (ctx) => {});")).toBe(false);
    expect(handRolled("// describe.each(dbTargets) is what describeApp replaces\ndescribeApp('x', (ctx) => {});")).toBe(false);
  });

  it('catches every way of importing one', () => {
    expect(testImports("import { expect } from 'vitest';")).toEqual(['vitest']);
    expect(testImports("import type { TestProject } from 'vitest/node';")).toEqual(['vitest/node']);
    expect(testImports("import fc from 'fast-check';")).toEqual(['fast-check']);
    expect(testImports("const v = await import('vitest');")).toEqual(['vitest']);
    expect(testImports("export { expect } from 'vitest';")).toEqual(['vitest']);
    expect(testImports("// import { expect } from 'vitest';\nimport { z } from 'zod';")).toEqual([]);
    expect(testImports("import { vitestLike } from './vitest-like.ts';")).toEqual([]);
  });
});
