import { defineCatalog } from '../define.ts';

/**
 * Risk (issue #16 "Risk"): held wins, their review in the console, IP and device clusters and the
 * blacklists; the member's "under review" status and the blacklist refusals. Texts in the order
 * vi (default), zh, en, id.
 */
const rows = {
  // Server refusals.
  'console.reasonTooLong': [
    'Lý do tối đa 200 ký tự',
    '原因最多 200 个字符',
    'A reason is at most 200 characters',
    'Alasan paling banyak 200 karakter',
  ],
  'risk.holdNotFound': [
    'Không tìm thấy đơn bị giữ',
    '未找到待审核的注单',
    'No held win with that order number',
    'Kemenangan yang ditahan tidak ditemukan',
  ],
  'risk.holdDecided': [
    'Đơn này đã được xử lý',
    '该注单已处理',
    'This held win was already decided',
    'Kemenangan ini sudah diputuskan',
  ],
  'risk.blacklistInvalid': [
    'Giá trị danh sách đen không hợp lệ',
    '黑名单值无效',
    'That blacklist value is not valid',
    'Nilai daftar hitam tidak valid',
  ],
  'risk.blacklistExists': [
    'Giá trị này đã có trong danh sách đen',
    '该值已在黑名单中',
    'That value is already blacklisted',
    'Nilai itu sudah masuk daftar hitam',
  ],
  'risk.blacklistNotFound': [
    'Không tìm thấy mục danh sách đen',
    '未找到黑名单条目',
    'No such blacklist entry',
    'Entri daftar hitam tidak ditemukan',
  ],
  'risk.blocked.ip': [
    'Địa chỉ IP của bạn bị hạn chế. Vui lòng liên hệ chăm sóc khách hàng.',
    '您的 IP 地址已被限制，请联系客服。',
    'Your IP address is restricted. Please contact customer service.',
    'Alamat IP Anda dibatasi. Silakan hubungi layanan pelanggan.',
  ],
  'risk.blocked.device': [
    'Thiết bị của bạn bị hạn chế. Vui lòng liên hệ chăm sóc khách hàng.',
    '您的设备已被限制，请联系客服。',
    'Your device is restricted. Please contact customer service.',
    'Perangkat Anda dibatasi. Silakan hubungi layanan pelanggan.',
  ],
  'risk.blocked.card': [
    'Tài khoản nhận tiền này bị hạn chế. Vui lòng liên hệ chăm sóc khách hàng.',
    '该收款账户已被限制，请联系客服。',
    'This payout account is restricted. Please contact customer service.',
    'Rekening penerima ini dibatasi. Silakan hubungi layanan pelanggan.',
  ],
  // The member's bet records.
  'webPlay.records.status.review': ['Đang xét duyệt', '审核中', 'Under review', 'Sedang ditinjau'],
  'webPlay.records.reviewHelp': [
    'Tiền thắng đang được xét duyệt và sẽ được cộng vào số dư sau khi duyệt.',
    '中奖金额正在审核，审核通过后将计入余额。',
    'This win is under review and will be credited once approved.',
    'Kemenangan ini sedang ditinjau dan akan dikreditkan setelah disetujui.',
  ],
  // The console's Risk screen.
  'cons.nav.risk': ['Rủi ro', '风控', 'Risk', 'Risiko'],
  'cons.risk.title': ['Kiểm soát rủi ro', '风控管理', 'Risk control', 'Kontrol risiko'],
  'cons.risk.tab.holds': ['Đơn thắng bị giữ', '待审核中奖', 'Held wins', 'Kemenangan ditahan'],
  'cons.risk.tab.clusters': [
    'Cụm IP / thiết bị',
    'IP / 设备关联',
    'IP / device clusters',
    'Klaster IP / perangkat',
  ],
  'cons.risk.tab.blacklist': ['Danh sách đen', '黑名单', 'Blacklists', 'Daftar hitam'],
  'cons.risk.tab.settings': ['Cài đặt giữ thưởng', '审核阈值', 'Hold settings', 'Pengaturan penahanan'],
  'cons.risk.status.pending': ['Chờ duyệt', '待审核', 'Pending', 'Menunggu'],
  'cons.risk.status.released': ['Đã trả thưởng', '已放行', 'Released', 'Dilepas'],
  'cons.risk.status.rejected': ['Đã từ chối', '已拒绝', 'Rejected', 'Ditolak'],
  'cons.risk.reason.win': ['Tiền thắng lớn', '大额中奖', 'Large win', 'Kemenangan besar'],
  'cons.risk.reason.ratio': [
    'Tỷ lệ thắng/cược cao',
    '高赔率中奖',
    'High win/stake',
    'Rasio menang/taruhan tinggi',
  ],
  'cons.risk.reason.streak': ['Thắng liên tiếp', '连续中奖', 'Winning streak', 'Menang beruntun'],
  'cons.risk.col.order': ['Mã đơn', '注单号', 'Order', 'Pesanan'],
  'cons.risk.col.member': ['Hội viên', '会员', 'Member', 'Member'],
  'cons.risk.col.lottery': ['Xổ số / kỳ', '彩种 / 期号', 'Lottery / issue', 'Lotere / periode'],
  'cons.risk.col.bet': ['Cược', '投注', 'Bet', 'Taruhan'],
  'cons.risk.col.stake': ['Tiền cược', '投注额', 'Stake', 'Taruhan'],
  'cons.risk.col.win': ['Tiền thắng', '中奖金额', 'Win', 'Kemenangan'],
  'cons.risk.col.reasons': ['Lý do giữ', '触发规则', 'Held for', 'Alasan'],
  'cons.risk.col.context': [
    'Bối cảnh hội viên (30 ngày)',
    '会员概况（30 天）',
    'Member context (30 days)',
    'Konteks member (30 hari)',
  ],
  'cons.risk.col.decision': ['Xử lý', '处理', 'Decision', 'Keputusan'],
  'cons.risk.ctx.balance': ['Số dư {{v}}', '余额 {{v}}', 'Balance {{v}}', 'Saldo {{v}}'],
  'cons.risk.ctx.deposits': [
    'Nạp {{v}} · Rút {{w}}',
    '充值 {{v}} · 提现 {{w}}',
    'Deposits {{v}} · withdrawals {{w}}',
    'Deposit {{v}} · penarikan {{w}}',
  ],
  'cons.risk.ctx.bets': [
    'Cược {{v}} · Thắng {{w}}',
    '投注 {{v}} · 中奖 {{w}}',
    'Bets {{v}} · wins {{w}}',
    'Taruhan {{v}} · menang {{w}}',
  ],
  'cons.risk.ctx.streak': ['Chuỗi thắng {{n}}', '连中 {{n}} 次', 'Streak {{n}}', 'Beruntun {{n}}'],
  'cons.risk.ctx.ip': ['IP cuối {{v}}', '最近 IP {{v}}', 'Last IP {{v}}', 'IP terakhir {{v}}'],
  'cons.risk.release': ['Trả thưởng', '放行派奖', 'Release', 'Lepaskan'],
  'cons.risk.reject': ['Từ chối', '拒绝', 'Reject', 'Tolak'],
  'cons.risk.rejectTitle': ['Từ chối tiền thắng', '拒绝中奖', 'Reject the win', 'Tolak kemenangan'],
  'cons.risk.rejectHelp': [
    'Tiền thắng bị huỷ; tiền cược không được hoàn (như một cược thua).',
    '中奖作废；本金不退（按未中奖处理）。',
    'The win is voided; the stake is kept, as for a losing bet.',
    'Kemenangan dibatalkan; taruhan tidak dikembalikan, seperti taruhan kalah.',
  ],
  'cons.risk.released': [
    'Đã trả thưởng, số dư {{balance}}',
    '已放行，余额 {{balance}}',
    'Released; balance {{balance}}',
    'Dilepas; saldo {{balance}}',
  ],
  'cons.risk.rejected': ['Đã từ chối tiền thắng', '已拒绝该中奖', 'Win rejected', 'Kemenangan ditolak'],
  'cons.risk.empty': ['Không có đơn nào', '暂无记录', 'Nothing here', 'Tidak ada data'],
  'cons.risk.filter.account': ['Tài khoản', '账号', 'Account', 'Akun'],
  'cons.risk.filter.status': ['Trạng thái', '状态', 'Status', 'Status'],
  'cons.risk.decidedBy': [
    '{{who}} lúc {{at}}',
    '{{who}} 于 {{at}}',
    '{{who}} at {{at}}',
    '{{who}} pada {{at}}',
  ],
  'cons.risk.cluster.kind.ip': ['IP', 'IP', 'IP', 'IP'],
  'cons.risk.cluster.kind.device': ['Thiết bị', '设备', 'Device', 'Perangkat'],
  'cons.risk.cluster.min': ['Số tài khoản tối thiểu', '最少账号数', 'At least accounts', 'Minimal akun'],
  'cons.risk.cluster.value': ['IP / mã thiết bị', 'IP / 设备号', 'IP / device id', 'IP / ID perangkat'],
  'cons.risk.cluster.count': ['Số tài khoản', '账号数', 'Accounts', 'Jumlah akun'],
  'cons.risk.cluster.accounts': ['Tài khoản', '账号', 'Account names', 'Nama akun'],
  'cons.risk.cluster.lastSeen': ['Lần cuối', '最近出现', 'Last seen', 'Terakhir terlihat'],
  'cons.risk.cluster.block': ['Chặn', '拉黑', 'Blacklist', 'Blokir'],
  'cons.risk.cluster.blocked': ['Đã chặn', '已拉黑', 'Blacklisted', 'Diblokir'],
  'cons.risk.bl.kind': ['Loại', '类型', 'Kind', 'Jenis'],
  'cons.risk.bl.kind.ip': ['IP', 'IP', 'IP', 'IP'],
  'cons.risk.bl.kind.device': ['Thiết bị', '设备', 'Device', 'Perangkat'],
  'cons.risk.bl.kind.card': ['Thẻ / tài khoản', '银行卡 / 账户', 'Card / account', 'Kartu / rekening'],
  'cons.risk.bl.value': ['Giá trị', '值', 'Value', 'Nilai'],
  'cons.risk.bl.note': ['Ghi chú', '备注', 'Note', 'Catatan'],
  'cons.risk.bl.by': ['Người thêm', '添加人', 'Added by', 'Ditambahkan oleh'],
  'cons.risk.bl.at': ['Thời gian', '时间', 'Added at', 'Waktu'],
  'cons.risk.bl.add': ['Thêm vào danh sách đen', '加入黑名单', 'Add to blacklist', 'Tambah ke daftar hitam'],
  'cons.risk.bl.remove': ['Gỡ', '移除', 'Remove', 'Hapus'],
  'cons.risk.bl.added': ['Đã thêm', '已添加', 'Added', 'Ditambahkan'],
  'cons.risk.bl.removed': ['Đã gỡ', '已移除', 'Removed', 'Dihapus'],
  'cons.risk.bl.help': [
    'IP và thiết bị bị chặn không thể đăng nhập hay đăng ký; thẻ bị chặn không thể nhận tiền rút.',
    '被拉黑的 IP 和设备无法登录或注册；被拉黑的卡无法接收提现。',
    'A blacklisted IP or device cannot sign in or register; a blacklisted card cannot receive withdrawals.',
    'IP atau perangkat yang diblokir tidak dapat masuk atau mendaftar; kartu yang diblokir tidak dapat menerima penarikan.',
  ],
  'cons.risk.set.win': [
    'Giữ khi tiền thắng ≥',
    '中奖金额 ≥ 时审核',
    'Hold a win of at least',
    'Tahan kemenangan minimal',
  ],
  'cons.risk.set.ratio': [
    'Giữ khi thắng/cược ≥ (lần)',
    '中奖/投注 ≥（倍）时审核',
    'Hold at win/stake of at least (times)',
    'Tahan pada rasio menang/taruhan minimal (kali)',
  ],
  'cons.risk.set.streak': [
    'Giữ khi thắng liên tiếp ≥',
    '连续中奖 ≥ 时审核',
    'Hold at a winning streak of',
    'Tahan pada kemenangan beruntun',
  ],
  'cons.risk.set.help': [
    '0 là tắt quy tắc.',
    '0 表示关闭该规则。',
    '0 turns a rule off.',
    '0 mematikan aturan.',
  ],
  'cons.risk.set.save': ['Lưu', '保存', 'Save', 'Simpan'],
  'cons.risk.set.saved': ['Đã lưu cài đặt', '设置已保存', 'Settings saved', 'Pengaturan disimpan'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleRisk = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
