import { showMoney } from '../../components/centre/money.ts';

/**
 * Money text from the server ("188888.000") in the reader's number format, 2 decimals or 3 when the
 * last one matters (docs/product.md §5: truncated, never rounded): the one display path, showMoney.
 */
export function money(text: string): string {
  return showMoney(text, 3);
}

/** Multiplies a money text by an integer, exactly (milli-units as bigint). */
export function times(text: string, factor: number): string {
  const m = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return text;
  const milli = (BigInt(m[1]!) * 1000n + BigInt((m[2] ?? '').padEnd(3, '0'))) * BigInt(factor);
  return `${milli / 1000n}.${(milli % 1000n).toString().padStart(3, '0')}`;
}

/** Progress in percent (0–100) of `done` toward `need`, both money texts. */
export function percent(done: string, need: string): number {
  const d = Number(done);
  const n = Number(need);
  if (!(n > 0)) return 100;
  return Math.max(0, Math.min(100, Math.floor((d / n) * 100)));
}
