/**
 * Vietnamese lottery (xổ số kiến thiết) results: prize structure, lô endings, schedule and the
 * three families' lotteries. Source: docs/product.md §11.7.
 */

export type VnRegion = 'mb' | 'mn' | 'mt';

/**
 * A result as its prize numbers (strings keep leading zeros), ĐB first, then G1, G2 … in prize
 * order, each prize's numbers in the order published.
 */
export type VnDraw = readonly string[];

export interface PrizeSpec {
  readonly key: 'db' | 'g1' | 'g2' | 'g3' | 'g4' | 'g5' | 'g6' | 'g7' | 'g8';
  readonly count: number;
  readonly digits: number;
}

const SOUTH_PRIZES: readonly PrizeSpec[] = [
  { key: 'db', count: 1, digits: 6 },
  { key: 'g1', count: 1, digits: 5 },
  { key: 'g2', count: 1, digits: 5 },
  { key: 'g3', count: 2, digits: 5 },
  { key: 'g4', count: 7, digits: 5 },
  { key: 'g5', count: 1, digits: 4 },
  { key: 'g6', count: 3, digits: 4 },
  { key: 'g7', count: 1, digits: 3 },
  { key: 'g8', count: 1, digits: 2 },
];

/** MB: 27 numbers, 5-digit ĐB. MN / MT (same structure): 18 numbers, 6-digit ĐB (§2.1). */
export const PRIZES: Readonly<Record<VnRegion, readonly PrizeSpec[]>> = {
  mb: [
    { key: 'db', count: 1, digits: 5 },
    { key: 'g1', count: 1, digits: 5 },
    { key: 'g2', count: 2, digits: 5 },
    { key: 'g3', count: 6, digits: 5 },
    { key: 'g4', count: 4, digits: 4 },
    { key: 'g5', count: 6, digits: 4 },
    { key: 'g6', count: 3, digits: 3 },
    { key: 'g7', count: 4, digits: 2 },
  ],
  mn: SOUTH_PRIZES,
  mt: SOUTH_PRIZES,
};

/** Digits of each position of a region's result, in draw order. */
export function positionDigits(region: VnRegion): number[] {
  return PRIZES[region].flatMap((p) => Array.from({ length: p.count }, () => p.digits));
}

/** Positions (indices into the draw) of one prize. */
export function prizePositions(region: VnRegion, key: PrizeSpec['key']): number[] {
  const out: number[] = [];
  let i = 0;
  for (const p of PRIZES[region]) {
    for (let j = 0; j < p.count; j++, i++) if (p.key === key) out.push(i);
  }
  return out;
}

/** A result has the region's shape: every prize a string of exactly its digit count. */
export function isValidVnDraw(region: VnRegion, d: VnDraw): boolean {
  const digits = positionDigits(region);
  return d.length === digits.length && d.every((s, i) => s.length === digits[i] && /^\d+$/.test(s));
}

/**
 * The lô of a result with `width` digits: the last `width` digits of every prize that has at
 * least that many (2 → 27 / 18, 3 → 23 / 17, 4 → 20 / 16), as numbers.
 */
export function loEndings(d: VnDraw, width: 2 | 3 | 4): number[] {
  return d.filter((s) => s.length >= width).map((s) => Number(s.slice(-width)));
}

export function loCount(region: VnRegion, width: 2 | 3 | 4): number {
  return positionDigits(region).filter((n) => n >= width).length;
}

// ——— Schedule (§2.2). Times are ICT (UTC+7); weekday 0 = Sunday … 6 = Saturday.

export interface Station {
  readonly code: string;
  /** The province's name as published (a proper noun; not translated). */
  readonly name: string;
}

const st = (code: string, name: string): Station => ({ code, name });
const HCM = st('hcm', 'TP.HCM');
const DONG_THAP = st('dong-thap', 'Đồng Tháp');
const CA_MAU = st('ca-mau', 'Cà Mau');
const BEN_TRE = st('ben-tre', 'Bến Tre');
const VUNG_TAU = st('vung-tau', 'Vũng Tàu');
const BAC_LIEU = st('bac-lieu', 'Bạc Liêu');
const DONG_NAI = st('dong-nai', 'Đồng Nai');
const CAN_THO = st('can-tho', 'Cần Thơ');
const SOC_TRANG = st('soc-trang', 'Sóc Trăng');
const TAY_NINH = st('tay-ninh', 'Tây Ninh');
const AN_GIANG = st('an-giang', 'An Giang');
const BINH_THUAN = st('binh-thuan', 'Bình Thuận');
const VINH_LONG = st('vinh-long', 'Vĩnh Long');
const BINH_DUONG = st('binh-duong', 'Bình Dương');
const TRA_VINH = st('tra-vinh', 'Trà Vinh');
const LONG_AN = st('long-an', 'Long An');
const BINH_PHUOC = st('binh-phuoc', 'Bình Phước');
const HAU_GIANG = st('hau-giang', 'Hậu Giang');
const TIEN_GIANG = st('tien-giang', 'Tiền Giang');
const KIEN_GIANG = st('kien-giang', 'Kiên Giang');
const DA_LAT = st('da-lat', 'Đà Lạt');
const PHU_YEN = st('phu-yen', 'Phú Yên');
const HUE = st('thua-thien-hue', 'Thừa Thiên Huế');
const DAK_LAK = st('dak-lak', 'Đắk Lắk');
const QUANG_NAM = st('quang-nam', 'Quảng Nam');
const DA_NANG = st('da-nang', 'Đà Nẵng');
const KHANH_HOA = st('khanh-hoa', 'Khánh Hòa');
const BINH_DINH = st('binh-dinh', 'Bình Định');
const QUANG_TRI = st('quang-tri', 'Quảng Trị');
const QUANG_BINH = st('quang-binh', 'Quảng Bình');
const GIA_LAI = st('gia-lai', 'Gia Lai');
const NINH_THUAN = st('ninh-thuan', 'Ninh Thuận');
const QUANG_NGAI = st('quang-ngai', 'Quảng Ngãi');
const DAK_NONG = st('dak-nong', 'Đắk Nông');
const KON_TUM = st('kon-tum', 'Kon Tum');
const HA_NOI = st('ha-noi', 'Hà Nội');
const QUANG_NINH = st('quang-ninh', 'Quảng Ninh');
const BAC_NINH = st('bac-ninh', 'Bắc Ninh');
const HAI_PHONG = st('hai-phong', 'Hải Phòng');
const NAM_DINH = st('nam-dinh', 'Nam Định');
const THAI_BINH = st('thai-binh', 'Thái Bình');

export interface RegionSchedule {
  /** Draw start, minutes after midnight ICT; sales close at the start. */
  readonly drawMinuteIct: number;
  /** Results window end, minutes after midnight ICT (V3). */
  readonly windowEndMinuteIct: number;
  /** Stations by weekday, Sunday first. */
  readonly byWeekday: readonly (readonly Station[])[];
}

/** The official schedule (V1, V3; MB rotation V2). Stations after the 2025 mergers: §5, not pinned down. */
export const VN_SCHEDULE: Readonly<Record<VnRegion, RegionSchedule>> = {
  mn: {
    drawMinuteIct: 16 * 60 + 15,
    windowEndMinuteIct: 16 * 60 + 45,
    byWeekday: [
      [TIEN_GIANG, KIEN_GIANG, DA_LAT],
      [HCM, DONG_THAP, CA_MAU],
      [BEN_TRE, VUNG_TAU, BAC_LIEU],
      [DONG_NAI, CAN_THO, SOC_TRANG],
      [TAY_NINH, AN_GIANG, BINH_THUAN],
      [VINH_LONG, BINH_DUONG, TRA_VINH],
      [HCM, LONG_AN, BINH_PHUOC, HAU_GIANG],
    ],
  },
  mt: {
    drawMinuteIct: 17 * 60 + 15,
    windowEndMinuteIct: 17 * 60 + 45,
    byWeekday: [
      [KON_TUM, KHANH_HOA, HUE],
      [PHU_YEN, HUE],
      [DAK_LAK, QUANG_NAM],
      [DA_NANG, KHANH_HOA],
      [BINH_DINH, QUANG_TRI, QUANG_BINH],
      [GIA_LAI, NINH_THUAN],
      [DA_NANG, QUANG_NGAI, DAK_NONG],
    ],
  },
  mb: {
    drawMinuteIct: 18 * 60 + 15,
    windowEndMinuteIct: 18 * 60 + 30,
    byWeekday: [[THAI_BINH], [HA_NOI], [QUANG_NINH], [BAC_NINH], [HA_NOI], [HAI_PHONG], [NAM_DINH]],
  },
};

/** Stations drawing on a weekday (0 = Sunday). */
export function stationsOn(region: VnRegion, weekday: number): readonly Station[] {
  return VN_SCHEDULE[region].byWeekday[weekday] ?? [];
}

/** Where a lottery's results come from (§2.4): official stations, or house-drawn every interval. */
export type VnDrawSource =
  | { readonly kind: 'official'; readonly region: VnRegion }
  | { readonly kind: 'rng'; readonly intervalSec: number };

export interface VnLottery {
  readonly code: string;
  readonly region: VnRegion;
  readonly nameKey: string;
  readonly source: VnDrawSource;
}

/**
 * The Vietnamese lotteries: each family as official provinces by weekday and as fast house-drawn
 * variants (MB 45 s / 75 s / 3 min / 5 min, V6; MN and MT 1 / 5 min, our proposal). A fast
 * variant outputs a full result of its region's format.
 */
export const VN_LOTTERIES: readonly VnLottery[] = [
  ...(['mb', 'mn', 'mt'] as const).map((region) => ({
    code: `vn.${region}.official`,
    region,
    nameKey: `play.vn.lottery.${region}.official`,
    source: { kind: 'official' as const, region },
  })),
  ...[45, 75, 180, 300].map((s) => ({
    code: `vn.mb.fast${s}`,
    region: 'mb' as const,
    nameKey: `play.vn.lottery.mb.fast${s}`,
    source: { kind: 'rng' as const, intervalSec: s },
  })),
  ...(['mn', 'mt'] as const).flatMap((region) =>
    [60, 300].map((s) => ({
      code: `vn.${region}.fast${s}`,
      region,
      nameKey: `play.vn.lottery.${region}.fast${s}`,
      source: { kind: 'rng' as const, intervalSec: s },
    })),
  ),
];
