import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountText, decimalText, listText, localize, say, wholeText } from './texts.ts';

/**
 * Amounts inside translated texts are written in the reader's number format (issue #27). The
 * second part walks every server source file: an amount passed to a refusal (`rejected(`), a
 * translated text (`say(`, `translate(`) or a message (`enqueue(`) is an `amountText`, never a
 * `formatMoney`/`money` string that would read "100.000" (one hundred) as a hundred thousand.
 */

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** The text of each call of `fn(` … `)` with balanced parentheses. */
function callsOf(source: string, fn: RegExp): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(fn)) {
    let depth = 0;
    let i = m.index + m[0].length - 1;
    for (; i < source.length; i += 1) {
      if (source[i] === '(') depth += 1;
      else if (source[i] === ')' && --depth === 0) break;
    }
    found.push(source.slice(m.index, i + 1));
  }
  return found;
}

/** Calls that put a pre-formatted amount into a translated text. */
export function amountsFormattedTooEarly(source: string): string[] {
  return callsOf(source, /\b(rejected|say|translate|enqueue)\(/g).filter((call) => /\b(formatMoney|money|toFixed)\(|\.toFixed\(/.test(call));
}

describe('amounts in texts', () => {
  it('writes amounts, whole currency and decimals in each language', () => {
    const params = { min: amountText(100_000n), max: amountText(500_000_000n), vnd: wholeText(2_500_000n), pct: decimalText('12.5'), n: 3 };
    expect(localize(params, 'vi')).toEqual({ min: '100', max: '500.000', vnd: '2.500.000', pct: '12,5', n: 3 });
    expect(localize(params, 'en')).toEqual({ min: '100', max: '500,000', vnd: '2,500,000', pct: '12.5', n: 3 });
    expect(localize({ a: amountText(999_999n) }, 'id')).toEqual({ a: '999,99' });
    expect(listText([amountText(1_000_000n), amountText(25_500n)])('vi')).toBe('1.000, 25,50');
    expect(say('vi', 'wallet.amountOutOfRange', { min: amountText(100_000n), max: amountText(500_000_000n) })).toBe('Số tiền phải từ 100 đến 500.000');
  });

  it('finds an amount formatted before its text is translated', () => {
    expect(amountsFormattedTooEarly("throw rejected('x', { min: money(a), max: amountText(b) });")).toHaveLength(1);
    expect(amountsFormattedTooEarly("throw rejected('x', {\n  accounts: rows.map((r) => `${formatMoney(r.x)}`),\n});")).toHaveLength(1);
    expect(amountsFormattedTooEarly("throw rejected('x', { min: amountText(a) }); const v = formatMoney(b);")).toEqual([]);
  });

  it('no server file formats an amount before the reader is known', () => {
    const found = sources(SRC).flatMap((file) => amountsFormattedTooEarly(readFileSync(file, 'utf8')).map((call) => `${file}: ${call.slice(0, 120)}`));
    expect(found).toEqual([]);
  });
});
