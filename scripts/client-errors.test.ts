import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The web and the console recognise a refusal by its result code (packages/contracts
 * `ResultCode`), never by comparing its translated text, which changes with the language and
 * the wording (issue #29).
 */
const TEXT_COMPARISON = /\.(message|msg)\s*[!=]==?\s*t\(|t\([^)]*\)\s*[!=]==?\s*\w+\.(message|msg)\b/;

export function comparesErrorText(source: string): boolean {
  return source.split('\n').some((line) => TEXT_COMPARISON.test(line));
}

describe('clients recognise errors by code', () => {
  it('no web or console source compares an error message with a translated text', () => {
    const files = execFileSync('git', ['ls-files', 'apps/web/src', 'apps/console/src'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f));
    expect(files.filter((f) => comparesErrorText(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('catches the comparison either way round', () => {
    expect(comparesErrorText("setInsufficient(err.message === t('errors.balanceInsufficient'));")).toBe(true);
    expect(comparesErrorText("if (t('errors.x') === e.msg) return;")).toBe(true);
    expect(comparesErrorText('setInsufficient(err.code === ResultCode.BALANCE_INSUFFICIENT);')).toBe(false);
  });
});
