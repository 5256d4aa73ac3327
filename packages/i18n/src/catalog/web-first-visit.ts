import { defineCatalog } from '../define.ts';

/**
 * What a new member meets on a first visit (issue #13): the guest's way to log in and come back,
 * the confirmation of a bet whose issue closed meanwhile, days in long countdowns, the way home from
 * the login pages, "my bets" as cards on a phone, and the names of the pictures (fish-prawn-crab
 * symbols, dice faces) for screen readers. Each key's texts sit side by side: vi, zh, en, id.
 */
const rows = {
  'firstVisit.guest.login': ['Đăng nhập để cược', '登录后投注', 'Log in to bet', 'Masuk untuk bertaruh'],
  'firstVisit.guest.hint': [
    'Bạn đang xem với tư cách khách. Đăng nhập để đặt cược, bạn sẽ quay lại trang này.',
    '您正在以游客身份浏览。登录后即可投注，并会回到本页。',
    'You are browsing as a guest. Log in to bet; you will come back to this page.',
    'Anda melihat sebagai tamu. Masuk untuk bertaruh; Anda akan kembali ke halaman ini.',
  ],
  'firstVisit.moved.title': ['Kỳ đã chuyển', '期号已变更', 'The issue has moved on', 'Periode sudah berganti'],
  'firstVisit.moved.body': [
    'Kỳ {{from}} đã đóng khi bạn đang xác nhận. Đặt cược này vào kỳ tiếp theo {{to}}?',
    '您确认期间第 {{from}} 期已截止。是否改投下一期 {{to}}？',
    'Issue {{from}} closed while you were confirming. Place this bet on the next issue, {{to}}?',
    'Periode {{from}} ditutup saat Anda mengonfirmasi. Pasang taruhan ini di periode berikutnya, {{to}}?',
  ],
  'firstVisit.moved.confirm': ['Cược kỳ {{to}}', '投注第 {{to}} 期', 'Bet on {{to}}', 'Taruh di {{to}}'],
  'firstVisit.moved.waiting': [
    'Kỳ {{from}} đã đóng. Đang chờ kỳ tiếp theo mở…',
    '第 {{from}} 期已截止，等待下一期开盘…',
    'Issue {{from}} has closed. Waiting for the next issue to open…',
    'Periode {{from}} telah ditutup. Menunggu periode berikutnya dibuka…',
  ],
  'firstVisit.countdown.days': ['{{count}} ngày', '{{count}}天', '{{count}}d', '{{count}} hari'],
  'firstVisit.backHome': ['Về trang chủ', '返回首页', 'Back to home', 'Kembali ke beranda'],
  'firstVisit.myBets.all': [
    'Xem toàn bộ lịch sử cược',
    '查看全部投注记录',
    'See the full bet record',
    'Lihat seluruh riwayat taruhan',
  ],
  'firstVisit.die': ['Xúc xắc {{value}}', '骰子 {{value}} 点', 'Die showing {{value}}', 'Dadu {{value}}'],
  'firstVisit.result': ['Kết quả: {{names}}', '开奖结果：{{names}}', 'Result: {{names}}', 'Hasil: {{names}}'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const webFirstVisit = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
