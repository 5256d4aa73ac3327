import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs cite only what the repository holds (issue #29): a document named `*.md`
 * exists (beside the citing file, at the root or in docs/), a path with a folder resolves to a
 * file or folder, and a product rule is cited as `docs/product.md §N` with a section that
 * docs/product.md has; a part of a document cited by its name in quotes (`docs/decisions.md "Device
 * codes"`, `performance.md, "Settlement"`) is a heading or a bold entry of that document.
 * `citationProblems` is run on the real tree and on planted mistakes.
 */

const ROOT = process.cwd();
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|sh|css|html)$/;
const SKIP = /(^|\/)(package-lock\.json|drizzle\/meta\/|CHANGELOG)/;

/** Folders a code comment may name a path from (the server's and the web's source roots). */
const BASES = [
  '',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/server',
  'apps/web/src',
  'apps/web/src/features',
  'apps/console/src',
  'packages',
  'packages/engine/src',
  'packages/engine/src/families',
  'e2e',
  'e2e/tests',
  'bench',
  'node_modules',
];

function productSections(): Set<string> {
  const out = new Set<string>();
  for (const line of readFileSync(join(ROOT, 'docs/product.md'), 'utf8').split('\n')) {
    const m = /^#{2,3} (\d+(?:\.\d+)?)\.? /.exec(line);
    if (m) out.add(m[1]!);
  }
  return out;
}

/** A document's parts by name: its headings and its bold entries (`- **Name**…`), as plain text. */
export function partsOf(markdown: string): string[] {
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    const m = /^(?:#{1,6} |\s*(?:[-*] |\d+\. )?\*\*)(.+)$/.exec(line);
    if (m)
      out.push(
        m[1]!
          .replace(/\*\*/g, '')
          .replace(/^\d+(?:\.\d+)*\.? /, '')
          .trim(),
      );
  }
  return out;
}

/** Whether `name` names a part of the document: words of one of its headings or bold entries. */
const namesPart = (parts: readonly string[], name: string) => parts.some((p) => p.includes(name));

/** The document a citation names, if the repository holds it (beside the citing file, at the root or in docs/). */
function documentOf(file: string, cited: string): string | null {
  for (const at of [normalize(join(dirname(file), cited)), cited, join('docs', cited)]) {
    if (existsSync(join(ROOT, at))) return readFileSync(join(ROOT, at), 'utf8');
  }
  return null;
}

function resolves(file: string, cited: string, bases: readonly string[]): boolean {
  const clean = cited.replace(/[#:].*$/, '');
  if (existsSync(join(ROOT, normalize(join(dirname(file), clean))))) return true;
  return bases.some((b) => existsSync(join(ROOT, b, clean)));
}

/** Every problem with the citations of one file's text. */
export function citationProblems(
  file: string,
  text: string,
  sections: ReadonlySet<string>,
  document: (file: string, cited: string) => string | null = documentOf,
): string[] {
  const problems: string[] = [];
  const parts = new Map<string, string[] | null>();
  const prose = /\.(md|ya?ml|sh)$/.test(file);
  const lines = text.split('\n');
  lines.forEach((whole, i) => {
    // In code, only comments cite: a path in a string (a test's fixture) is data.
    const line = prose ? whole : commentOf(whole);
    if (!line) return;
    const at = `${file}:${i + 1}`;
    if (/\bspec(?:'s)?\b[^§\n]{0,40}§/i.test(line))
      problems.push(
        `${at}: cites "spec §", a document the repository does not hold (cite docs/product.md §N)`,
      );
    for (const m of line.matchAll(/docs\/product\.md §(\d+(?:\.\d+)?)((?:, §?\d+(?:\.\d+)?)*)/g)) {
      const cited = [m[1]!, ...(m[2] ?? '').split(/, §?/).filter(Boolean)];
      for (const s of cited)
        if (!sections.has(s) && !sections.has(s.split('.')[0]!))
          problems.push(`${at}: docs/product.md has no §${s}`);
    }
    for (const m of line.matchAll(/(?<![\w@/.-])((?:\.{1,2}\/)*[\w-]+(?:\/[\w.-]+)*\.md)\b/g)) {
      const cited = m[1]!;
      if (/^[A-Z]+\.md$/.test(cited) && ['README.md'].includes(cited)) continue;
      if (!resolves(file, cited, ['', 'docs']))
        problems.push(`${at}: cites ${cited}, which is not in the repository`);
    }
    for (const m of line.matchAll(/(?<![\w@/.-])((?:\.{1,2}\/)*[\w-]+(?:\/[\w.-]+)*\.md),? "([^"]+)"/g)) {
      const [, cited, name] = m as unknown as [string, string, string];
      const key = `${dirname(file)}|${cited}`;
      if (!parts.has(key)) {
        const doc = document(file, cited);
        parts.set(key, doc === null ? null : partsOf(doc));
      }
      const found = parts.get(key);
      if (found && !namesPart(found, name)) problems.push(`${at}: ${cited} has no part named "${name}"`);
    }
    for (const m of line.matchAll(/(?<![\w@:/.-])((?:[\w.-]+\/)+[\w.-]+\.(?:tsx?|jsx?|sh|json))\b/g)) {
      const cited = m[1]!;
      if (/^(https?|node_modules)|\*|\{|^[\w.-]+\.(com|org|io|net)\//.test(cited)) continue;
      // A build's output (dist/) is named by the build that writes it, not held in the repository.
      if (/(^|\/)dist\//.test(cited)) continue;
      if (!resolves(file, cited, BASES))
        problems.push(`${at}: cites ${cited}, which is not in the repository`);
    }
  });
  return problems;
}

/** The comment part of a line of code: after `//` at a word boundary, or a block comment's line. */
function commentOf(line: string): string {
  const t = line.trimStart();
  if (t.startsWith('*') || t.startsWith('/*') || t.startsWith('//')) return t;
  const at = line.search(/(^|\s)\/\/\s/);
  return at >= 0 ? line.slice(at) : '';
}

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => TEXT.test(f) && !SKIP.test(f) && existsSync(join(ROOT, f)));
}

/** Two small documents for the planted citations. */
const fakeDocs = (_file: string, cited: string): string | null =>
  cited.endsWith('decisions.md')
    ? '# Decisions\n\n- **Device codes** (issue #31): …\n\n## Group commit of concurrent bets: one set statement per batch\n'
    : cited.endsWith('performance.md')
      ? '# Performance\n\n## Settlement (PostgreSQL, 100,000 lines)\n'
      : null;

describe('citations', () => {
  const sections = productSections();

  it('every comment and doc cites a file the repository holds, and product rules by a section that exists', () => {
    const problems = trackedTextFiles().flatMap((f) =>
      citationProblems(f, readFileSync(join(ROOT, f), 'utf8'), sections),
    );
    expect(problems).toEqual([]);
  });

  it("the README's layout names every app, package and top folder", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const layout = /## Layout[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const named = new Set(layout.split('\n').map((l) => l.split(/\s+/)[0]));
    const folders = trackedTextFiles()
      .map((f) => f.split('/'))
      .map((p) => (p[0] === 'apps' || p[0] === 'packages' ? `${p[0]}/${p[1]}` : p.length > 1 ? p[0]! : ''))
      .filter((f) => f && f !== 'docs' && !f.startsWith('.'));
    expect([...new Set(folders)].filter((f) => !named.has(f))).toEqual([]);
  });

  it("docs/architecture.md's module table names every server module", () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const modules = [
      ...new Set(
        trackedTextFiles()
          .map((f) => /^apps\/server\/src\/modules\/([\w-]+)\//.exec(f)?.[1])
          .filter(Boolean),
      ),
    ];
    expect(modules.filter((m) => !doc.includes(`\`${m}\``))).toEqual([]);
  });

  it('catches a document outside the repository, a spec section, a missing section and a missing path', () => {
    const planted = [
      '// The import rule of ARCHITECTURE.md.',
      '/** Rules: domain/lottery-families.md §7. */',
      "// Amounts are truncated (the Spec's rule, §5).",
      '// See docs/product.md §42.',
      '// Built in modules/ledger/nowhere.ts.',
      '// Why: docs/decisions.md "A decision nobody wrote".',
      '// Measured in docs/performance.md, "Settlement of a year".',
    ].join('\n');
    const problems = citationProblems('apps/server/src/x.ts', planted, sections, fakeDocs);
    expect(problems.map((p) => p.split(': ')[0])).toEqual([
      'apps/server/src/x.ts:1',
      'apps/server/src/x.ts:2',
      'apps/server/src/x.ts:3',
      'apps/server/src/x.ts:4',
      'apps/server/src/x.ts:5',
      'apps/server/src/x.ts:6',
      'apps/server/src/x.ts:7',
    ]);
  });

  it('accepts what the repository holds', () => {
    const fine = [
      '// docs/product.md §11.6 and §4.',
      '// See docs/decisions.md, modules/ledger/service.ts and ../README.md.',
      '// Why: docs/decisions.md "Group commit of concurrent bets"; figures in performance.md, "Settlement".',
      '// Bold entries too: decisions.md "Device codes".',
    ].join('\n');
    expect(citationProblems('apps/server/src/x.ts', fine, sections, fakeDocs)).toEqual([]);
  });
});
