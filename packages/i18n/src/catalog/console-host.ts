import { defineCatalog } from '../define.ts';

/**
 * The console's per-host site configuration, the server's checks of payment channels, and the
 * lottery prize-group offset under the two-person rule (issue #16). Each key's texts sit side by
 * side in the order vi (default), zh, en, id.
 */
const rows = {
  'console.channelRangeInvalid': [
    'Kênh {{name}}: số tiền tối thiểu lớn hơn tối đa',
    '渠道 {{name}}：最低金额大于最高金额',
    'Channel {{name}}: the minimum is above the maximum',
    'Saluran {{name}}: minimum melebihi maksimum',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleHost = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
