import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Test code stays out of the server's source (issue #29): the fixture, factories and money checks
 * live in apps/server/test/, and no file under apps/server/src other than a `*.test.ts` imports a
 * test library (vitest, fast-check), so nothing the server ships can load one.
 */
const SRC = 'apps/server/src';
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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.[cm]?tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [relative(process.cwd(), full).split(sep).join('/')] : [];
  });
}

describe("the server's source", () => {
  it('imports no test library outside its test files', () => {
    const offenders = sourceFiles(SRC).flatMap((f) => testImports(readFileSync(f, 'utf8')).map((lib) => `${f} imports ${lib}`));
    expect(offenders).toEqual([]);
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
