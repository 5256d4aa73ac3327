import { defineCatalog } from '../define.ts';

/**
 * The member's bet record (member centre, /manager/me/bets): the order list across lotteries, its
 * filters, one order's detail and its cancellation. Status names are webPlay.records.status.N.
 * Each key's texts sit side by side in the order vi (default), zh, en, id.
 */
const rows = {
  'records.title': ['Lịch sử cược', '投注记录', 'Bet record', 'Riwayat taruhan'],
  'records.open': ['Xem lịch sử cược', '查看投注记录', 'Open the bet record', 'Buka riwayat taruhan'],
  'records.filter.lottery': ['Xổ số', '彩种', 'Lottery', 'Lotre'],
  'records.filter.allLotteries': ['Tất cả xổ số', '全部彩种', 'All lotteries', 'Semua lotre'],
  'records.filter.status': ['Trạng thái', '状态', 'Status', 'Status'],
  'records.filter.allStatuses': ['Tất cả trạng thái', '全部状态', 'All statuses', 'Semua status'],
  'records.filter.range': ['Thời gian', '时间', 'Period', 'Periode waktu'],
  'records.col.time': ['Thời gian', '投注时间', 'Time', 'Waktu'],
  'records.col.lottery': ['Xổ số', '彩种', 'Lottery', 'Lotre'],
  'records.col.issue': ['Kỳ', '期号', 'Issue', 'Periode'],
  'records.col.play': ['Cách chơi', '玩法', 'Play', 'Permainan'],
  'records.col.content': ['Nội dung', '投注内容', 'Content', 'Isi taruhan'],
  'records.col.amount': ['Tiền cược', '投注金额', 'Stake', 'Taruhan'],
  'records.col.win': ['Tiền thắng', '中奖金额', 'Winnings', 'Kemenangan'],
  'records.col.status': ['Trạng thái', '状态', 'Status', 'Status'],
  'records.empty': [
    'Không có đơn cược nào trong khoảng thời gian này',
    '该时间段内没有投注记录',
    'No bets in this period',
    'Tidak ada taruhan pada periode ini',
  ],
  'records.loadFailed': [
    'Không tải được lịch sử cược, vui lòng thử lại',
    '投注记录加载失败，请重试',
    'The bet record could not be loaded, please try again',
    'Riwayat taruhan gagal dimuat, silakan coba lagi',
  ],
  'records.retry': ['Thử lại', '重试', 'Try again', 'Coba lagi'],
  'records.detail.title': ['Chi tiết đơn cược', '注单详情', 'Bet details', 'Detail taruhan'],
  'records.detail.orderId': ['Mã đơn', '注单号', 'Order number', 'Nomor pesanan'],
  'records.detail.possibleWin': ['Có thể thắng', '可中金额', 'Possible win', 'Kemungkinan menang'],
  'records.detail.odds': ['Tỷ lệ cược', '赔率', 'Odds', 'Odds'],
  'records.detail.multiple': ['Bội số', '倍数', 'Multiple', 'Kelipatan'],
  'records.detail.betCount': ['Số cược', '注数', 'Bets', 'Jumlah taruhan'],
  'records.detail.profit': ['Lãi/lỗ', '盈亏', 'Profit', 'Untung/rugi'],
  'records.detail.openStatus': ['Kết quả đơn', '开奖状态', 'Open status', 'Status hasil'],
  'records.detail.openCode': ['Kết quả mở thưởng', '开奖号码', 'Draw result', 'Hasil undian'],
  'records.detail.notDrawn': ['Chưa mở thưởng', '未开奖', 'Not drawn yet', 'Belum diundi'],
  'records.detail.close': ['Đóng', '关闭', 'Close', 'Tutup'],
  'records.cancel': ['Hủy đơn', '撤单', 'Cancel order', 'Batalkan pesanan'],
  'records.cancel.title': ['Hủy đơn cược', '撤销注单', 'Cancel this bet', 'Batalkan taruhan ini'],
  'records.cancel.question': [
    'Hủy đơn {{orderId}} ({{amount}})? Tiền cược sẽ được hoàn vào số dư.',
    '确定撤销注单 {{orderId}}（{{amount}}）吗？投注金额将退回余额。',
    'Cancel order {{orderId}} ({{amount}})? The stake goes back to your balance.',
    'Batalkan pesanan {{orderId}} ({{amount}})? Taruhan dikembalikan ke saldo Anda.',
  ],
  'records.cancel.confirm': ['Xác nhận hủy', '确认撤单', 'Yes, cancel it', 'Ya, batalkan'],
  'records.cancel.keep': ['Giữ lại', '保留', 'Keep it', 'Simpan'],
  'records.cancel.done': ['Đã hủy đơn cược', '撤单成功', 'The bet was cancelled', 'Taruhan dibatalkan'],
  'records.cancel.failed': [
    'Không hủy được đơn:',
    '撤单失败：',
    'The bet could not be cancelled:',
    'Taruhan gagal dibatalkan:',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const webRecords = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
