import { defineCatalog } from '../define.ts';

/**
 * The member web app's two-sided pick board (issue #7): the picked numbers or symbols of a pick
 * play and the line the engine refuses. Texts in the order vi (default), zh, en, id.
 */
const rows = {
  'webBoard.pickSymbols': [
    'Chọn {{min}}–{{max}} con',
    '选择 {{min}}–{{max}} 个图案',
    'Pick {{min}} to {{max}} animals',
    'Pilih {{min}}–{{max}} hewan',
  ],
  'webBoard.pickSymbolsExactly': ['Chọn {{count}} con', '选择 {{count}} 个图案', 'Animals to pick: {{count}}', 'Pilih {{count}} hewan'],
  'webBoard.pickOptions': [
    'Chọn {{min}}–{{max}} mục',
    '选择 {{min}}–{{max}} 项',
    'Pick {{min}} to {{max}} options',
    'Pilih {{min}}–{{max}} opsi',
  ],
  'webBoard.pickOptionsExactly': ['Chọn {{count}} mục', '选择 {{count}} 项', 'Pick {{count}}', 'Pilih {{count}} opsi'],
  'webBoard.levelOdds': ['Tỷ lệ: ', '赔率：', 'Odds: ', 'Odds: '],
  'webBoard.picked': [
    'Đã chọn {{count}}: {{picks}}',
    '已选 {{count}} 个：{{picks}}',
    'Picked {{count}}: {{picks}}',
    'Dipilih {{count}}: {{picks}}',
  ],
  'webBoard.lineRefused': [
    'Lựa chọn này không thể đặt thành một dòng cược hai mặt',
    '该选择无法作为一条双面注单投注',
    'This selection cannot be placed as a two-sided line',
    'Pilihan ini tidak dapat dipasang sebagai baris taruhan dua sisi',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const webBoard = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
