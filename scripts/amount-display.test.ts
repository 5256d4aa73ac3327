import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every amount a member or an operator is shown is written in the reader's language's number
 * format by one function, @lotus/i18n `formatAmount` (issue #27: a Vietnamese reader takes "5.000"
 * for five thousand). The web reaches it through components/centre/money.ts (showMoney, showMilli,
 * showAmount, showOdds; inputMoney for what goes into an input), the console through lib/money.ts.
 * No other web or console source formats a number for display on its own.
 */
const HELPERS = new Set(['apps/web/src/components/centre/money.ts', 'apps/console/src/lib/money.ts']);
const OWN_FORMAT = /\bformatMoney\(|\.toFixed\(|\.toLocaleString\(|Intl\.NumberFormat|<NumberFormatter\b/;
/** A rate (rebate, percent, fee percent) put on screen or into a text without showPercent. */
const RAW_RATE = /\{\s*[\w.?]+\.(rebate|percent|feePercent)\s*\}\s*%|\bt\([^;]*\b(rebate|percent):\s*[\w.?[\]]+\.(rebate|percent|feePercent)\b/;

export function formatsOnItsOwn(source: string): boolean {
  return source.split('\n').some((line) => !/^\s*(\/\/|\*)/.test(line) && (OWN_FORMAT.test(line) || RAW_RATE.test(line)));
}

describe('one display path for amounts', () => {
  it('no web or console screen formats an amount outside the money helpers', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/web/src', 'apps/console/src'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !HELPERS.has(f));
    expect(files.filter((f) => formatsOnItsOwn(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('catches the ways a number was formatted by hand', () => {
    expect(formatsOnItsOwn('<b>{formatMoney(parsed.milli, 2)}</b>')).toBe(true);
    expect(formatsOnItsOwn('const s = (n / 1000).toFixed(2);')).toBe(true);
    expect(formatsOnItsOwn("n.toLocaleString('vi-VN')")).toBe(true);
    expect(formatsOnItsOwn('<NumberFormatter value={fee} />')).toBe(true);
    expect(formatsOnItsOwn('<b>{showMoney(data.balance)}</b>')).toBe(false);
    expect(formatsOnItsOwn('{m.group} ({m.rebate}%)')).toBe(true);
    expect(formatsOnItsOwn("t('team.option', { group: o.group, rebate: o.rebate })")).toBe(true);
    expect(formatsOnItsOwn("t('x', { percent: r.feePercent })")).toBe(true);
    expect(formatsOnItsOwn('{m.group} ({showPercent(m.rebate)}%)')).toBe(false);
    expect(formatsOnItsOwn("initialValues: { percent: rule?.percent ?? '' }")).toBe(false);
    expect(formatsOnItsOwn("t('team.option', { group: o.group, rebate: showPercent(o.rebate) })")).toBe(false);
    expect(formatsOnItsOwn(' * Before, formatMoney(x, 3) showed "5000.000".')).toBe(false);
  });
});
