import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The member site's shared pieces are written once (issue #29): every paged list uses the one
 * pager (`RowsPager`, components/centre/ui.tsx) with the "rows X to Y of total" text, never
 * Mantine's Pagination by itself.
 */
const PAGER = 'apps/web/src/components/centre/ui.tsx';

function webSources(): string[] {
  return execFileSync('git', ['ls-files', 'apps/web/src'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}

export const usesOwnPager = (source: string): boolean => /\bPagination\b/.test(source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''));

describe("the member site's layers", () => {
  it('pages every list with the one pager', () => {
    expect(webSources().filter((f) => f !== PAGER && usesOwnPager(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('catches a hand-made pager', () => {
    expect(usesOwnPager("import { Pagination } from '@mantine/core';\n<Pagination total={3} />")).toBe(true);
    expect(usesOwnPager("import { RowsPager } from '../../components/centre/ui.tsx';")).toBe(false);
  });
});
