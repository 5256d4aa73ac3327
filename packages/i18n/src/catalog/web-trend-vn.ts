import { defineCatalog } from '../define.ts';

/**
 * The trend page's lô statistics for Vietnamese lotteries (lô gan, lô hay về; domain §2.1, §2.3).
 * Each key's texts sit side by side in the order vi (default), zh, en, id.
 */
const rows = {
  'trendVn.tab.gan': ['Lô gan', '连续未开', 'Overdue numbers', 'Angka lama absen'],
  'trendVn.tab.frequent': ['Lô hay về', '热号', 'Frequent numbers', 'Angka sering keluar'],
  'trendVn.window': [
    'Thống kê {{n}} kỳ gần nhất, lô 2 số (2 số cuối mỗi giải)',
    '最近 {{n}} 期统计，二位数尾号（每个奖号的最后两位）',
    'The last {{n}} draws, 2-digit lô (the last two digits of every prize)',
    '{{n}} periode terakhir, lô 2 angka (dua angka terakhir setiap hadiah)',
  ],
  'trendVn.gan.value': ['Số kỳ chưa về', '未开期数', 'Draws missing', 'Periode absen'],
  'trendVn.gan.max': ['Gan cực đại', '最大遗漏', 'Longest gap', 'Absen terlama'],
  'trendVn.frequent.value': ['Số lần về', '开出次数', 'Draws hit', 'Kali keluar'],
  'trendVn.frequent.times': ['Số nháy', '开出个数', 'Prizes hit', 'Jumlah hadiah'],
  'trendVn.number': ['Lô', '号码', 'Number', 'Angka'],
  'trendVn.top.gan': [
    '10 lô gan nhất',
    '遗漏最久的 10 个号码',
    'Top 10 most overdue',
    '10 angka paling lama absen',
  ],
  'trendVn.top.frequent': [
    '10 lô về nhiều nhất',
    '开出最多的 10 个号码',
    'Top 10 most frequent',
    '10 angka paling sering keluar',
  ],
  'trendVn.cell': [
    'Lô {{number}}: {{value}}',
    '号码 {{number}}：{{value}}',
    'Number {{number}}: {{value}}',
    'Angka {{number}}: {{value}}',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const webTrendVn = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
