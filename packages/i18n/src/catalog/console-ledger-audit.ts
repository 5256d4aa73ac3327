import { defineCatalog } from '../define.ts';

/**
 * The money audit's tile on the console's dashboard (issue #30): when the nightly audit last ran,
 * whether the books balanced, and what it named, each kind of problem in words. Each key's texts
 * sit side by side in the order vi (default), zh, en, id.
 */
const rows = {
  'cons.dash.ledgerAudit': ['Kiểm tra sổ tiền', '资金账目核查', 'Money audit', 'Audit uang'],
  'cons.dash.ledgerAuditNever': ['Chưa chạy', '尚未运行', 'Not run yet', 'Belum dijalankan'],
  'cons.dash.ledgerAuditNightly': [
    'Chạy mỗi ngày từ 02:00 (giờ nền tảng)',
    '每天 02:00（平台时间）后运行',
    'Runs every day from 02:00 (platform time)',
    'Berjalan setiap hari mulai 02:00 (waktu platform)',
  ],
  'cons.dash.ledgerAuditAt': ['Lần chạy cuối: {{time}}', '上次运行：{{time}}', 'Last run: {{time}}', 'Terakhir dijalankan: {{time}}'],
  'cons.dash.ledgerAuditOk': ['Khớp', '账目一致', 'Balanced', 'Seimbang'],
  'cons.dash.ledgerAuditFailed': ['{{count}} sai lệch', '{{count}} 处不一致', '{{count}} problems', '{{count}} masalah'],
  'cons.dash.ledgerAuditKind': ['{{kind}}: {{count}}', '{{kind}}：{{count}}', '{{kind}}: {{count}}', '{{kind}}: {{count}}'],
  'cons.dash.ledgerAuditNamed': ['Nêu tên: {{refs}}', '涉及：{{refs}}', 'Named: {{refs}}', 'Disebut: {{refs}}'],
  'cons.auditKind.wallet_balance': ['Số dư ví khác tổng sổ cái', '钱包余额与流水合计不符', 'Wallet balance ≠ its ledger rows', 'Saldo dompet ≠ baris buku besarnya'],
  'cons.auditKind.negative_balance': ['Số dư âm', '负余额', 'Negative balance', 'Saldo negatif'],
  'cons.auditKind.house_balance': ['Số dư tài khoản nhà cái khác sổ cái', '平台账户余额与流水不符', 'House account ≠ its ledger rows', 'Akun rumah ≠ baris buku besarnya'],
  'cons.auditKind.ledger_chain': ['Chuỗi số dư trước/sau bị đứt', '流水前后余额不连续', 'Broken before/after chain', 'Rantai saldo sebelum/sesudah putus'],
  'cons.auditKind.ledger_orphan': ['Dòng sổ cái không có giao dịch', '无对应资金变动的流水', 'Ledger row without its move', 'Baris buku besar tanpa perpindahannya'],
  'cons.auditKind.move_unbalanced': ['Giao dịch không cân', '资金变动借贷不平', 'Move that does not balance', 'Perpindahan tidak seimbang'],
  'cons.auditKind.order_orphan': ['Đơn cược thiếu hội viên, xổ số, kỳ hoặc lệnh cược đuổi', '注单的会员、彩种、奖期或追号不存在', 'Order whose member, lottery, issue or chase is missing', 'Pesanan yang anggota, lotere, periode, atau kejar nomornya tidak ada'],
  'cons.auditKind.order_paid_twice': ['Đơn được trả hai lần', '注单重复派奖', 'Order paid twice', 'Pesanan dibayar dua kali'],
  'cons.auditKind.payout_missing': ['Đơn thắng thiếu tiền trả', '中奖注单缺少派奖流水', 'Win without its payout', 'Kemenangan tanpa pembayarannya'],
  'cons.auditKind.issue_stakes': ['Tổng cược của kỳ không khớp', '奖期投注合计不符', 'Issue stake totals differ', 'Total taruhan periode berbeda'],
  'cons.auditKind.settled_totals': ['Tổng đã quyết toán theo ngày và xổ số không khớp đơn', '按日和彩种的结算合计与注单不符', 'Settled totals by day and lottery ≠ their orders', 'Total terselesaikan per hari dan lotere ≠ pesanannya'],
  'cons.auditKind.money_not_conserved': ['Tiền không bảo toàn', '资金总额不守恒', 'Money not conserved', 'Uang tidak kekal'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleLedgerAudit = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
