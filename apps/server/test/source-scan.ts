/**
 * Reads the server's own source files for the tests that hold a rule over the code (issue #29:
 * one money path, one audit writer): every `.ts` file under `apps/server/src`, except tests
 * (`*.test.ts`), with its comments blanked (a comment that
 * quotes a statement is not one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server/src */
export const serverSrc = fileURLToPath(new URL('../src/', import.meta.url));

export interface SourceFile {
  /** Relative to apps/server/src, with forward slashes: `modules/ledger/service.ts`. */
  path: string;
  /** The file's text with comments replaced by spaces (offsets and line numbers kept). */
  code: string;
}

/** Block comments and whole-line `//` comments, blanked; newlines kept so line numbers hold. */
export function blankComments(text: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/^[ \t]*\/\/.*$/gm, blank);
}

export function serverSourceFiles(root = serverSrc): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
        const path = relative(root, full).split(sep).join('/');
        files.push({ path, code: blankComments(readFileSync(full, 'utf8')) });
      }
    }
  };
  walk(root);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** `path:line` of an offset in a file's text. */
export function where(file: SourceFile, offset: number): string {
  return `${file.path}:${file.code.slice(0, offset).split('\n').length}`;
}
