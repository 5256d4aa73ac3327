import { defineCatalog } from '../define.ts';

/**
 * Payouts through a provider and the daily reconciliation (issue #28 §3): the console's payout
 * choice on a withdrawal, its refusals, the reconciliation report, and the member's paid
 * withdrawal. Texts in the order vi, zh, en, id.
 */
const rows = {
  'pay.payoutChannelUnusable': [
    'Kênh này không chi trả được: hãy nhập mã tham chiếu ngân hàng',
    '该渠道无法出款：请填写银行流水号',
    'This channel cannot pay out: enter the bank reference instead',
    'Saluran ini tidak dapat membayar: masukkan referensi bank',
  ],
  'pay.payoutRefused': [
    'Nhà cung cấp từ chối chi trả: {{reason}}. Lệnh rút vẫn chờ duyệt.',
    '支付商拒绝出款：{{reason}}。提现仍在审核中。',
    'The provider refused the payout: {{reason}}. The withdrawal stays in review.',
    'Penyedia menolak pembayaran: {{reason}}. Penarikan tetap dalam peninjauan.',
  ],
  'pay.payoutUnanswered': [
    'Nhà cung cấp chưa trả lời. Thử lại sau: cùng một lệnh không bao giờ bị chi hai lần.',
    '支付商未响应。请稍后重试：同一笔提现绝不会重复出款。',
    'The provider did not answer. Try again later: the same withdrawal is never paid twice.',
    'Penyedia tidak menjawab. Coba lagi nanti: penarikan yang sama tidak pernah dibayar dua kali.',
  ],
  'pay.payoutStarted': [
    'Lệnh rút này đang được chi qua nhà cung cấp: không thể chi tay hay từ chối',
    '该提现已通过支付商出款中：不能手动出款或拒绝',
    'This withdrawal is being paid through a provider: it cannot be paid by hand or rejected',
    'Penarikan ini sedang dibayar lewat penyedia: tidak dapat dibayar manual atau ditolak',
  ],
  'pay.payout.how': ['Cách chi trả', '出款方式', 'How it is paid', 'Cara pembayaran'],
  'pay.payout.byHand': [
    'Chuyển tay (nhập mã tham chiếu)',
    '手动转账（填写流水号）',
    'By hand (enter the bank reference)',
    'Manual (masukkan referensi bank)',
  ],
  'pay.payout.via': ['Qua {{name}}', '通过 {{name}}', 'Through {{name}}', 'Lewat {{name}}'],
  'pay.payout.viaNote': [
    'Nhà cung cấp chuyển tiền ngay và trả về mã tham chiếu; thử lại không bao giờ chi hai lần.',
    '支付商立即出款并返回流水号；重试绝不会重复出款。',
    'The provider sends the money now and returns its reference; a retry never pays twice.',
    'Penyedia mengirim uang sekarang dan mengembalikan referensinya; percobaan ulang tidak membayar dua kali.',
  ],
  'wallet.status.paid': ['Đã chi trả', '已付款', 'Paid', 'Dibayar'],
  'pay.reconcile.title': ['Đối soát', '对账', 'Reconciliation', 'Rekonsiliasi'],
  'pay.reconcile.note': [
    'Mỗi ngày làm việc (02:00–02:00 giờ nền tảng) và mỗi kênh: bản ghi của nhà cung cấp so với tiền nạp đã cộng, lệnh chi của nhà cung cấp so với lệnh rút đã chi. Số tiền của nhà cung cấp tính bằng VND.',
    '按营业日（平台时间 02:00–02:00）和渠道：支付商记录对比已入账的充值，支付商出款对比已付款的提现。支付商金额以越南盾计。',
    "Per business day (02:00–02:00 platform time) and channel: the provider's records against the deposits credited, the provider's payouts against the withdrawals paid. Provider amounts are in VND.",
    'Per hari kerja (02:00–02:00 waktu platform) dan saluran: catatan penyedia terhadap deposit yang dikreditkan, pembayaran penyedia terhadap penarikan yang dibayar. Jumlah penyedia dalam VND.',
  ],
  'pay.reconcile.channel': ['Kênh', '渠道', 'Channel', 'Saluran'],
  'pay.reconcile.allChannels': ['Tất cả kênh', '全部渠道', 'All channels', 'Semua saluran'],
  'pay.reconcile.records': ['Bản ghi NCC', '支付商记录', 'Provider records', 'Catatan penyedia'],
  'pay.reconcile.recordAmount': [
    'Tiền NCC (VND)',
    '支付商金额（VND）',
    'Provider amount (VND)',
    'Jumlah penyedia (VND)',
  ],
  'pay.reconcile.credits': ['Nạp đã cộng', '已入账充值', 'Deposits credited', 'Deposit dikreditkan'],
  'pay.reconcile.creditAmount': ['Tiền đã cộng', '入账金额', 'Amount credited', 'Jumlah dikreditkan'],
  'pay.reconcile.payouts': ['Lệnh chi NCC', '支付商出款', 'Provider payouts', 'Pembayaran penyedia'],
  'pay.reconcile.payoutAmount': ['Tiền chi (VND)', '出款金额（VND）', 'Paid out (VND)', 'Dibayar (VND)'],
  'pay.reconcile.paidWithdrawals': ['Rút đã chi', '已付款提现', 'Withdrawals paid', 'Penarikan dibayar'],
  'pay.reconcile.paidAmount': ['Tiền rút đã chi', '已付提现金额', 'Amount paid', 'Jumlah dibayar'],
  'pay.reconcile.differences': ['Chênh lệch', '差异', 'Differences', 'Selisih'],
  'pay.reconcile.kind': ['Loại chênh lệch', '差异类型', 'Difference', 'Jenis selisih'],
  'pay.reconcile.at': ['Thời điểm', '时间', 'When', 'Waktu'],
  'pay.reconcile.amount': ['Số tiền của ta', '我方金额', 'Our amount', 'Jumlah kami'],
  'pay.reconcile.expected': ['Tiền đã yêu cầu (VND)', '请求金额（VND）', 'Asked (VND)', 'Diminta (VND)'],
  'pay.reconcile.providerAmount': [
    'Tiền theo NCC (VND)',
    '支付商金额（VND）',
    'Provider says (VND)',
    'Kata penyedia (VND)',
  ],
  'pay.reconcile.ref': ['Mã tham chiếu', '流水号', 'Reference', 'Referensi'],
  'pay.reconcile.creditVnd': [
    'Tiền đã cộng (VND)',
    '入账金额（VND）',
    'Amount credited (VND)',
    'Jumlah dikreditkan (VND)',
  ],
  'pay.reconcile.paidVnd': [
    'Tiền rút đã chi (VND)',
    '已付提现金额（VND）',
    'Amount paid (VND)',
    'Jumlah dibayar (VND)',
  ],
  'pay.reconcile.amountVnd': [
    'Số tiền của ta (VND)',
    '我方金额（VND）',
    'Our amount (VND)',
    'Jumlah kami (VND)',
  ],
  'pay.reconcile.today': [
    'Hôm nay: ngày làm việc {{day}} (02:00–02:00 giờ {{zone}}). Chọn ngày ở trên rồi bấm Áp dụng để xem khoảng khác.',
    '今天：营业日 {{day}}（{{zone}} 时间 02:00–02:00）。在上方选择日期并点击应用可查看其他区间。',
    'Today: business day {{day}} (02:00–02:00 {{zone}} time). Pick dates above and apply them for another range.',
    'Hari ini: hari kerja {{day}} (02:00–02:00 waktu {{zone}}). Pilih tanggal di atas lalu terapkan untuk rentang lain.',
  ],
  'pay.reconcile.range': [
    'Ngày làm việc {{from}} đến {{to}} (02:00–02:00 giờ {{zone}}).',
    '营业日 {{from}} 至 {{to}}（{{zone}} 时间 02:00–02:00）。',
    'Business days {{from}} to {{to}} (02:00–02:00 {{zone}} time).',
    'Hari kerja {{from}} sampai {{to}} (02:00–02:00 waktu {{zone}}).',
  ],
  'pay.reconcile.csvAll': ['Xuất CSV (tất cả)', '导出 CSV（全部）', 'CSV (all)', 'CSV (semua)'],
  'pay.reconcile.csvNote': [
    'CSV gồm mọi chênh lệch của khoảng (tối đa {{max}} dòng); số tiền là số nguyên VND.',
    'CSV 包含该区间的全部差异（最多 {{max}} 行）；金额为越南盾整数。',
    'The CSV holds every difference of the range (at most {{max}} rows); amounts are whole VND.',
    'CSV memuat semua selisih rentang ini (paling banyak {{max}} baris); jumlah dalam VND bulat.',
  ],
  'pay.reconcile.exportTooMany': [
    'Khoảng này có {{total}} chênh lệch, quá {{max}} dòng của một CSV: hãy thu hẹp khoảng ngày hoặc chọn một kênh.',
    '该区间有 {{total}} 条差异，超过单个 CSV 的 {{max}} 行：请缩短日期区间或选择一个渠道。',
    'This range has {{total}} differences, more than the {{max}} rows of one CSV: narrow the dates or pick a channel.',
    'Rentang ini memiliki {{total}} selisih, lebih dari {{max}} baris satu CSV: persempit tanggal atau pilih satu saluran.',
  ],
  'pay.reconcile.none': [
    'Không có chênh lệch trong khoảng này.',
    '该区间内没有差异。',
    'No differences in this range.',
    'Tidak ada selisih dalam rentang ini.',
  ],
  'pay.reconcile.empty': [
    'Không có giao dịch qua nhà cung cấp trong khoảng này.',
    '该区间内没有经支付商的交易。',
    'No provider transactions in this range.',
    'Tidak ada transaksi penyedia dalam rentang ini.',
  ],
  'pay.diff.creditedWithoutRecord': [
    'Đã cộng nhưng NCC không có bản ghi',
    '已入账但支付商无记录',
    'Credited, no provider record',
    'Dikreditkan, tanpa catatan penyedia',
  ],
  'pay.diff.recordWithoutCredit': [
    'NCC có bản ghi nhưng chưa cộng',
    '支付商有记录但未入账',
    'Provider record, not credited',
    'Catatan penyedia, belum dikreditkan',
  ],
  'pay.diff.depositAmountDiffers': [
    'Số tiền nạp khác nhau',
    '充值金额不符',
    'Deposit amount differs',
    'Jumlah deposit berbeda',
  ],
  'pay.diff.paidWithoutPayout': [
    'Đã chi nhưng NCC không có lệnh chi',
    '已付款但支付商无出款',
    'Marked paid, no provider payout',
    'Ditandai dibayar, tanpa pembayaran penyedia',
  ],
  'pay.diff.payoutWithoutPaid': [
    'NCC đã chi nhưng lệnh rút chưa chi',
    '支付商已出款但提现未付款',
    'Provider payout, withdrawal not paid',
    'Pembayaran penyedia, penarikan belum dibayar',
  ],
  'pay.diff.payoutAmountDiffers': [
    'Số tiền chi khác nhau',
    '出款金额不符',
    'Payout amount differs',
    'Jumlah pembayaran berbeda',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const payouts = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
