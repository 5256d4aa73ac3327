/**
 * The lotteries Lotus ships with: at least one per family (docs/product.md §1), grouped by category
 * (the spec's seriesType) with hot labels. Names are i18n keys `lottery.name.<code>`; categories
 * `lottery.category.<id>`. Seeded into an empty catalogue (seedLotteries) and then owned by operators.
 */
import type { Schedule } from './schedule.ts';

export const CATEGORY = {
  ssc: 1,
  x5: 2,
  k3: 3,
  pk10: 4,
  kl8: 5,
  lowFrequency: 6,
  markSix: 7,
  /** Racing-car dice; merged with PK10 (4) in reminder settings (docs/product.md §3). */
  racingDice: 8,
  fishPrawnCrab: 9,
  vnNorth: 10,
  vnSouth: 11,
  vnCentral: 12,
} as const;

export const CATEGORY_ORDER: readonly number[] = [1, 2, 3, 4, 8, 5, 9, 6, 7, 10, 11, 12];

export interface LotterySeed {
  id: number;
  code: string;
  family: string;
  category: number;
  hotLabel: 0 | 1;
  drawKind: 'house' | 'official';
  schedule: Schedule;
  tzOffsetMin: number;
}

const ICT = 420;
const HKT = 480;
const allDay: [number, number][] = [[0, 1440]];
const every = (intervalSec: number): Schedule => ({ kind: 'interval', intervalSec, windows: allDay });
const weekly = (weekdays: number[], drawMinute: number): Schedule => ({ kind: 'weekly', weekdays, drawMinute });
const DAILY = [0, 1, 2, 3, 4, 5, 6];

const house = (id: number, code: string, family: string, category: number, hot: 0 | 1, schedule: Schedule): LotterySeed => ({
  id,
  code,
  family,
  category,
  hotLabel: hot,
  drawKind: 'house',
  schedule,
  tzOffsetMin: ICT,
});
const official = (id: number, code: string, family: string, category: number, schedule: Schedule, tz = ICT): LotterySeed => ({
  id,
  code,
  family,
  category,
  hotLabel: 0,
  drawKind: 'official',
  schedule,
  tzOffsetMin: tz,
});

export const LOTTERY_SEEDS: readonly LotterySeed[] = [
  house(101, 'ssc.1m', 'ssc', CATEGORY.ssc, 1, every(60)),
  house(102, 'ssc.3m', 'ssc', CATEGORY.ssc, 0, every(180)),
  house(103, 'ssc.5m', 'ssc', CATEGORY.ssc, 0, every(300)),
  house(201, 'x5.1m', 'x5', CATEGORY.x5, 1, every(60)),
  house(202, 'x5.3m', 'x5', CATEGORY.x5, 0, every(180)),
  house(301, 'k3.1m', 'k3', CATEGORY.k3, 1, every(60)),
  house(302, 'k3.3m', 'k3', CATEGORY.k3, 0, every(180)),
  house(401, 'pk10.1m', 'pk10', CATEGORY.pk10, 1, every(60)),
  house(402, 'pk10.3m', 'pk10', CATEGORY.pk10, 0, every(180)),
  house(501, 'kl8.1m', 'kl8', CATEGORY.kl8, 0, every(60)),
  house(502, 'kl8.5m', 'kl8', CATEGORY.kl8, 0, every(300)),
  official(601, '3d.daily', '3d', CATEGORY.lowFrequency, weekly(DAILY, 21 * 60 + 15), HKT),
  official(602, 'p3.daily', 'p3', CATEGORY.lowFrequency, weekly(DAILY, 21 * 60 + 25), HKT),
  official(603, 'p5.daily', 'p5', CATEGORY.lowFrequency, weekly(DAILY, 21 * 60 + 25), HKT),
  house(604, '3d.5m', '3d', CATEGORY.lowFrequency, 0, every(300)),
  official(701, 'lhc.hk', 'lhc', CATEGORY.markSix, weekly([2, 4, 6], 21 * 60 + 30), HKT),
  house(702, 'lhc.5m', 'lhc', CATEGORY.markSix, 1, every(300)),
  house(801, 'dice.1m', 'dice', CATEGORY.racingDice, 0, every(60)),
  house(901, 'fpc.1m', 'fpc', CATEGORY.fishPrawnCrab, 0, every(60)),
  // Vietnamese (docs/product.md §11.7): official stations by weekday, and fast house-drawn variants.
  official(1001, 'vn.mb.official', 'vn.mb', CATEGORY.vnNorth, weekly(DAILY, 18 * 60 + 15)),
  house(1002, 'vn.mb.fast45', 'vn.mb', CATEGORY.vnNorth, 1, every(45)),
  house(1003, 'vn.mb.fast180', 'vn.mb', CATEGORY.vnNorth, 0, every(180)),
  official(1101, 'vn.mn.hcm', 'vn.mn', CATEGORY.vnSouth, weekly([1, 6], 16 * 60 + 15)),
  official(1102, 'vn.mn.dong-thap', 'vn.mn', CATEGORY.vnSouth, weekly([1], 16 * 60 + 15)),
  official(1103, 'vn.mn.vung-tau', 'vn.mn', CATEGORY.vnSouth, weekly([2], 16 * 60 + 15)),
  house(1104, 'vn.mn.fast60', 'vn.mn', CATEGORY.vnSouth, 1, every(60)),
  official(1201, 'vn.mt.da-nang', 'vn.mt', CATEGORY.vnCentral, weekly([3, 6], 17 * 60 + 15)),
  official(1202, 'vn.mt.khanh-hoa', 'vn.mt', CATEGORY.vnCentral, weekly([0, 3], 17 * 60 + 15)),
  house(1203, 'vn.mt.fast60', 'vn.mt', CATEGORY.vnCentral, 0, every(60)),
];
