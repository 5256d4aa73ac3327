import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paged, pageOffset } from './paging.ts';

describe('paging (issue #29)', () => {
  it('skips the rows of the pages before, from page 1', () => {
    expect(pageOffset({ page: 1, size: 20 })).toBe(0);
    expect(pageOffset({ page: 3, size: 20 })).toBe(40);
    expect(pageOffset({ page: 0, size: 20 })).toBe(0);
  });

  it("applies the page's window to a query", async () => {
    const calls: string[] = [];
    const query = {
      limit: (l: number) => ({
        offset: (o: number) => {
          calls.push(`limit ${l} offset ${o}`);
          return Promise.resolve(['row']);
        },
      }),
    };
    expect(await paged(query, { page: 2, size: 50 })).toEqual(['row']);
    expect(calls).toEqual(['limit 50 offset 50']);
  });

  it('is the only server code that offsets a list', () => {
    const files = execFileSync('git', ['ls-files', 'apps/server/src'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('lib/paging.ts'));
    expect(files.filter((f) => /\.offset\(/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});
