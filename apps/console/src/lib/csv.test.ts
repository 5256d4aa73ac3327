import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCsv } from './csv.ts';

/** A minimal RFC 4180 reader, to check that what we write reads back the same. */
function parse(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    rows.at(-1)!.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push([]);
      i++;
    } else cell += ch;
  }
  rows.at(-1)!.push(cell);
  return rows;
}

describe('toCsv', () => {
  it('reads back cell for cell, commas, quotes and line breaks included', () => {
    const safeCell = fc.string().filter((s) => !/^[=+\-@]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(safeCell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]!.length;
        const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        expect(parse(toCsv(table).slice(1))).toEqual(table);
      }),
    );
  });
  it('defuses spreadsheet formulas', () => {
    expect(toCsv([['=1+1', '@x', 'ok']])).toBe("\uFEFF'=1+1,'@x,ok");
  });
});
