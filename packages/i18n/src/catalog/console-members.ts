import { defineCatalog } from '../define.ts';

/**
 * The member detail's tabs and actions and the agent tree (issue #16 "Members", "Agents"): the
 * server's refusals (the member's wallet lock among them) and the console's texts. Texts in the
 * order vi (default), zh, en, id.
 */
const rows = {
  'wallet.locked': [
    'Ví của bạn đang bị khóa, vui lòng liên hệ chăm sóc khách hàng',
    '您的钱包已被锁定，请联系客服',
    'Your wallet is locked; please contact customer service',
    'Dompet Anda dikunci; silakan hubungi layanan pelanggan',
  ],
  'wallet.transferTargetLocked': [
    'Tài khoản nhận hiện không thể nhận chuyển khoản',
    '收款账户暂时无法接收转账',
    'The receiving account cannot take transfers at the moment',
    'Akun penerima saat ini tidak dapat menerima transfer',
  ],
  'agent.moveTargetNotFound': ['Không tìm thấy đại lý đích', '目标代理不存在', 'The target agent does not exist', 'Agen tujuan tidak ada'],
  'agent.moveTargetNotAgent': ['Tài khoản đích không phải đại lý', '目标账户不是代理', 'The target account is not an agent', 'Akun tujuan bukan agen'],
  'agent.moveIntoOwnTeam': [
    'Không thể chuyển vào chính nhánh của mình',
    '不能移到自己的下级团队中',
    'A team cannot move inside itself',
    'Tim tidak dapat dipindahkan ke dalam dirinya sendiri',
  ],
  'agent.moveGroupTooLow': [
    'Nhóm thưởng của đại lý đích ({{target}}) thấp hơn của nhánh ({{group}})',
    '目标代理的奖金组（{{target}}）低于该团队（{{group}}）',
    "The target agent's prize group ({{target}}) is below the team's ({{group}})",
    'Grup hadiah agen tujuan ({{target}}) lebih rendah dari tim ({{group}})',
  ],

  'cons.member.tab.profile': ['Hồ sơ', '资料', 'Profile', 'Profil'],
  'cons.member.tab.ledger': ['Số dư & sổ cái', '余额与账变', 'Balance & ledger', 'Saldo & buku besar'],
  'cons.member.tab.bets': ['Đơn cược', '投注记录', 'Bets', 'Taruhan'],
  'cons.member.tab.dw': ['Nạp & rút', '充值与提现', 'Deposits & withdrawals', 'Deposit & penarikan'],
  'cons.member.tab.cards': ['Thẻ', '银行卡', 'Cards', 'Kartu'],
  'cons.member.tab.logins': ['Lịch sử đăng nhập', '登录记录', 'Login history', 'Riwayat login'],
  'cons.member.tab.bonuses': ['Thưởng', '奖金', 'Bonuses', 'Bonus'],
  'cons.member.tab.protection': ['Giới hạn & bảo vệ', '限额与保护', 'Limits & protection', 'Batas & perlindungan'],
  'cons.member.tab.chain': ['Chuỗi đại lý', '代理链', 'Agent chain', 'Rantai agen'],
  'cons.member.tab.notes': ['Ghi chú', '备注', 'Notes', 'Catatan'],
  'cons.member.time': ['Thời gian', '时间', 'Time', 'Waktu'],
  'cons.member.type': ['Loại', '类型', 'Type', 'Jenis'],
  'cons.member.amount': ['Số tiền', '金额', 'Amount', 'Jumlah'],
  'cons.member.before': ['Trước', '变动前', 'Before', 'Sebelum'],
  'cons.member.after': ['Sau', '变动后', 'After', 'Sesudah'],
  'cons.member.lottery': ['Xổ số', '彩种', 'Lottery', 'Lotre'],
  'cons.member.issue': ['Kỳ', '期号', 'Issue', 'Periode'],
  'cons.member.play': ['Cách chơi', '玩法', 'Play', 'Permainan'],
  'cons.member.win': ['Thắng', '中奖', 'Win', 'Menang'],
  'cons.member.group': ['Nhóm thưởng', '奖金组', 'Prize group', 'Grup hadiah'],
  'cons.member.status': ['Trạng thái', '状态', 'Status', 'Status'],
  'cons.member.orderNo': ['Mã đơn', '订单号', 'Order no.', 'No. pesanan'],
  'cons.member.channel': ['Kênh', '渠道', 'Channel', 'Saluran'],
  'cons.member.bank': ['Ngân hàng', '银行', 'Bank', 'Bank'],
  'cons.member.cardNo': ['Số thẻ / địa chỉ', '卡号 / 地址', 'Card no. / address', 'No. kartu / alamat'],
  'cons.member.holder': ['Chủ thẻ', '持卡人', 'Holder', 'Pemegang'],
  'cons.member.device': ['Thiết bị', '设备', 'Device', 'Perangkat'],
  'cons.member.deviceId': ['Mã thiết bị', '设备号', 'Device id', 'ID perangkat'],
  'cons.member.result': ['Kết quả', '结果', 'Result', 'Hasil'],
  'cons.member.loginOk': ['Thành công', '成功', 'Success', 'Berhasil'],
  'cons.member.loginFailed': ['Thất bại ({{reason}})', '失败（{{reason}}）', 'Failed ({{reason}})', 'Gagal ({{reason}})'],
  'cons.member.period': ['Kỳ thưởng', '周期', 'Period', 'Periode'],
  'cons.member.all': ['Tất cả', '全部', 'All', 'Semua'],
  'cons.member.vip': ['VIP', 'VIP', 'VIP', 'VIP'],
  'cons.member.fundPwd': ['Mật khẩu rút tiền', '资金密码', 'Fund password', 'Kata sandi dana'],
  'cons.member.fundPwdSet': ['Đã đặt', '已设置', 'Set', 'Sudah diatur'],
  'cons.member.fundPwdUnset': ['Chưa đặt', '未设置', 'Not set', 'Belum diatur'],
  'cons.member.wallet': ['Ví', '钱包', 'Wallet', 'Dompet'],
  'cons.member.walletLocked': ['Đã khóa', '已锁定', 'Locked', 'Dikunci'],
  'cons.member.walletOpen': ['Bình thường', '正常', 'Normal', 'Normal'],
  'cons.member.lockWallet': ['Khóa ví', '锁定钱包', 'Lock wallet', 'Kunci dompet'],
  'cons.member.unlockWallet': ['Mở khóa ví', '解锁钱包', 'Unlock wallet', 'Buka kunci dompet'],
  'cons.member.resetLogin': ['Đặt lại mật khẩu đăng nhập', '重置登录密码', 'Reset login password', 'Atur ulang kata sandi login'],
  'cons.member.resetFund': ['Đặt lại mật khẩu rút tiền', '重置资金密码', 'Reset fund password', 'Atur ulang kata sandi dana'],
  'cons.member.actionsHelp': [
    'Mỗi thao tác cần lý do và được ghi vào nhật ký kiểm toán.',
    '每个操作都需要填写原因，并记入审计日志。',
    'Each action needs a reason and is written to the audit log.',
    'Setiap tindakan memerlukan alasan dan dicatat di log audit.',
  ],
  'cons.member.temporaryTitle': ['Mật khẩu tạm thời', '临时密码', 'Temporary password', 'Kata sandi sementara'],
  'cons.member.temporaryNote': [
    'Chỉ hiển thị một lần. Gửi cho hội viên qua kênh đã xác minh; hội viên nên đổi ngay sau khi đăng nhập. Mọi phiên đăng nhập cũ đã kết thúc.',
    '仅显示一次。请通过已核实的渠道告知会员，并提醒其登录后立即修改。会员原有的登录会话已全部失效。',
    'Shown once only. Give it to the member through a verified channel; he should change it right after signing in. All his sessions have ended.',
    'Hanya ditampilkan sekali. Berikan kepada member melalui saluran terverifikasi; ia sebaiknya segera menggantinya setelah masuk. Semua sesinya telah berakhir.',
  ],
  'cons.member.copy': ['Sao chép', '复制', 'Copy', 'Salin'],
  'cons.member.close': ['Đóng', '关闭', 'Close', 'Tutup'],
  'cons.member.chainTop': ['Đại lý tổng', '总代理', 'Top agent', 'Agen utama'],
  'cons.member.chainSelf': ['Hội viên này', '本会员', 'This member', 'Member ini'],
  'cons.member.noChain': ['Không thuộc đại lý nào', '无上级代理', 'No agent above', 'Tidak ada agen di atasnya'],

  'cons.tree.title': ['Cây đại lý', '代理树', 'Agent tree', 'Pohon agen'],
  'cons.tree.tab.list': ['Danh sách đại lý', '代理列表', 'Agent list', 'Daftar agen'],
  'cons.tree.search': ['Tìm tài khoản (chính xác)', '按账号查找（精确）', 'Find an account (exact)', 'Cari akun (persis)'],
  'cons.tree.top': ['Đại lý tổng', '总代理', 'Top agents', 'Agen utama'],
  'cons.tree.open': ['Mở', '展开', 'Open', 'Buka'],
  'cons.tree.direct': ['Cấp dưới trực tiếp', '直属下级', 'Direct', 'Langsung'],
  'cons.tree.move': ['Chuyển nhánh', '迁移团队', 'Move team', 'Pindahkan tim'],
  'cons.tree.moveTitle': ['Chuyển {{account}} và cả nhánh', '迁移 {{account}} 及其整个团队', 'Move {{account}} and his whole team', 'Pindahkan {{account}} dan seluruh timnya'],
  'cons.tree.moveNote': [
    'Chỉ áp dụng cho đơn đặt sau khi chuyển: các đơn đã đặt vẫn trả hoàn trả theo chuỗi đại lý lúc đặt.',
    '仅对迁移后的新注单生效：已下注单仍按下注时的代理链返点。',
    'For future orders only: orders already placed keep paying rebates to the chain they were placed under.',
    'Hanya untuk pesanan berikutnya: pesanan yang sudah dipasang tetap membayar rabat ke rantai saat dipasang.',
  ],
  'cons.tree.moveTo': ['Đại lý mới (tài khoản)', '新上级代理（账号）', 'New parent agent (account)', 'Agen induk baru (akun)'],
  'cons.tree.moved': ['Đã chuyển {{count}} tài khoản', '已迁移 {{count}} 个账户', '{{count}} accounts moved', '{{count}} akun dipindahkan'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleMembers = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
