import { defineCatalog } from '../define.ts';

/**
 * Messages to people (issue #33): the texts of every SMS and email (a subject and a body per
 * template; the email's HTML is the body, escaped, in a plain page) and the console's outbox
 * screen. Texts in the order vi, zh, en, id.
 */
const rows = {
  'msg.tpl.code.subject': ['Mã xác minh', '验证码', 'Verification code', 'Kode verifikasi'],
  'msg.tpl.code.body': [
    'Mã xác minh của bạn là {{code}}, có hiệu lực trong 10 phút. Không chia sẻ mã này với bất kỳ ai.',
    '您的验证码是{{code}}，10分钟内有效。请勿将验证码告诉任何人。',
    'Your verification code is {{code}}, valid for 10 minutes. Never share it with anyone.',
    'Kode verifikasi Anda adalah {{code}}, berlaku 10 menit. Jangan berikan kode ini kepada siapa pun.',
  ],
  'msg.tpl.recovery.subject': ['Đặt lại mật khẩu', '重置密码', 'Reset your password', 'Atur ulang kata sandi'],
  'msg.tpl.recovery.body': [
    'Mã đặt lại mật khẩu đăng nhập của tài khoản {{account}} là {{code}}, có hiệu lực trong 10 phút. Nếu bạn không yêu cầu, hãy bỏ qua tin này.',
    '账号{{account}}的登录密码重置验证码是{{code}}，10分钟内有效。如非本人操作，请忽略本消息。',
    'The code to reset the login password of {{account}} is {{code}}, valid for 10 minutes. If you did not ask for it, ignore this message.',
    'Kode untuk mengatur ulang kata sandi masuk akun {{account}} adalah {{code}}, berlaku 10 menit. Jika Anda tidak memintanya, abaikan pesan ini.',
  ],
  'msg.tpl.newDevice.subject': ['Đăng nhập từ thiết bị mới', '新设备登录提醒', 'Sign-in from a new device', 'Masuk dari perangkat baru'],
  'msg.tpl.newDevice.body': [
    'Tài khoản {{account}} vừa đăng nhập từ thiết bị mới ({{device}}, IP {{ip}}) lúc {{time}}. Nếu không phải bạn, hãy đổi mật khẩu ngay.',
    '账号{{account}}于{{time}}在新设备（{{device}}，IP {{ip}}）登录。如非本人操作，请立即修改密码。',
    'Your account {{account}} signed in from a new device ({{device}}, IP {{ip}}) at {{time}}. If this was not you, change your password now.',
    'Akun {{account}} masuk dari perangkat baru ({{device}}, IP {{ip}}) pada {{time}}. Jika bukan Anda, segera ganti kata sandi.',
  ],
  'msg.tpl.newCountry.subject': ['Đăng nhập từ quốc gia mới', '新国家/地区登录提醒', 'Sign-in from a new country', 'Masuk dari negara baru'],
  'msg.tpl.newCountry.body': [
    'Tài khoản {{account}} vừa đăng nhập từ một quốc gia chưa từng dùng ({{country}}, IP {{ip}}) lúc {{time}}. Nếu không phải bạn, hãy đổi mật khẩu ngay.',
    '账号{{account}}于{{time}}从未使用过的国家/地区（{{country}}，IP {{ip}}）登录。如非本人操作，请立即修改密码。',
    'Your account {{account}} signed in from a country it has not used before ({{country}}, IP {{ip}}) at {{time}}. If this was not you, change your password now.',
    'Akun {{account}} masuk dari negara yang belum pernah digunakan ({{country}}, IP {{ip}}) pada {{time}}. Jika bukan Anda, segera ganti kata sandi.',
  ],
  'msg.tpl.loginPwd.subject': ['Mật khẩu đăng nhập đã đổi', '登录密码已修改', 'Login password changed', 'Kata sandi masuk diubah'],
  'msg.tpl.loginPwd.body': [
    'Mật khẩu đăng nhập của tài khoản {{account}} đã được đổi lúc {{time}}. Mọi phiên đăng nhập đã kết thúc. Nếu không phải bạn, hãy liên hệ CSKH ngay.',
    '账号{{account}}的登录密码已于{{time}}修改，所有登录会话已结束。如非本人操作，请立即联系客服。',
    'The login password of {{account}} was changed at {{time}}; every session has ended. If this was not you, contact customer service now.',
    'Kata sandi masuk akun {{account}} diubah pada {{time}}; semua sesi telah berakhir. Jika bukan Anda, segera hubungi layanan pelanggan.',
  ],
  'msg.tpl.fundPwd.subject': ['Mật khẩu quỹ đã đổi', '资金密码已修改', 'Fund password changed', 'Kata sandi dana diubah'],
  'msg.tpl.fundPwd.body': [
    'Mật khẩu quỹ của tài khoản {{account}} đã được đặt hoặc đổi lúc {{time}}. Nếu không phải bạn, hãy liên hệ CSKH ngay.',
    '账号{{account}}的资金密码已于{{time}}设置或修改。如非本人操作，请立即联系客服。',
    'The fund password of {{account}} was set or changed at {{time}}. If this was not you, contact customer service now.',
    'Kata sandi dana akun {{account}} diatur atau diubah pada {{time}}. Jika bukan Anda, segera hubungi layanan pelanggan.',
  ],
  'msg.tpl.contact.subject': ['Thông tin liên hệ đã đổi', '联系方式已修改', 'Contact changed', 'Kontak diubah'],
  'msg.tpl.contact.body': [
    'Thông tin liên hệ ({{what}}) của tài khoản {{account}} đã đổi thành {{value}} lúc {{time}}. Nếu không phải bạn, hãy liên hệ CSKH ngay.',
    '账号{{account}}的联系方式（{{what}}）已于{{time}}改为{{value}}。如非本人操作，请立即联系客服。',
    'The {{what}} of {{account}} was changed to {{value}} at {{time}}. If this was not you, contact customer service now.',
    '{{what}} akun {{account}} diubah menjadi {{value}} pada {{time}}. Jika bukan Anda, segera hubungi layanan pelanggan.',
  ],
  'msg.tpl.withdrawRequested.subject': ['Yêu cầu rút tiền', '提现申请', 'Withdrawal requested', 'Penarikan diminta'],
  'msg.tpl.withdrawRequested.body': [
    'Tài khoản {{account}} vừa yêu cầu rút {{amount}} lúc {{time}}. Nếu không phải bạn, hãy liên hệ CSKH ngay.',
    '账号{{account}}于{{time}}申请提现{{amount}}。如非本人操作，请立即联系客服。',
    'A withdrawal of {{amount}} was requested from {{account}} at {{time}}. If this was not you, contact customer service now.',
    'Penarikan {{amount}} diminta dari akun {{account}} pada {{time}}. Jika bukan Anda, segera hubungi layanan pelanggan.',
  ],
  'msg.tpl.withdrawPaid.subject': ['Đã chi trả rút tiền', '提现已到账', 'Withdrawal paid', 'Penarikan dibayar'],
  'msg.tpl.withdrawPaid.body': [
    'Khoản rút {{amount}} của tài khoản {{account}} đã được chi trả lúc {{time}}.',
    '账号{{account}}的提现{{amount}}已于{{time}}支付。',
    'The withdrawal of {{amount}} from {{account}} was paid at {{time}}.',
    'Penarikan {{amount}} dari akun {{account}} telah dibayar pada {{time}}.',
  ],
  'msg.tpl.protection.subject': ['Giới hạn chơi đã thay đổi', '娱乐限制已修改', 'Play limits changed', 'Batas bermain diubah'],
  'msg.tpl.protection.body': [
    'Giới hạn chơi hoặc tự loại trừ của tài khoản {{account}} đã thay đổi lúc {{time}}.',
    '账号{{account}}的娱乐限制或自我排除已于{{time}}修改。',
    'The play limits or self-exclusion of {{account}} changed at {{time}}.',
    'Batas bermain atau pengecualian diri akun {{account}} berubah pada {{time}}.',
  ],
  'msg.tpl.opsQueue.subject': ['Hàng đợi quá hạn', '队列超时', 'Queue too old', 'Antrean terlalu lama'],
  'msg.tpl.opsQueue.body': [
    'Hàng đợi {{queue}} có {{count}} yêu cầu chờ lâu hơn {{minutes}} phút.',
    '{{queue}}队列有{{count}}笔申请等待超过{{minutes}}分钟。',
    'The {{queue}} queue has {{count}} requests waiting longer than {{minutes}} minutes.',
    'Antrean {{queue}} memiliki {{count}} permintaan menunggu lebih dari {{minutes}} menit.',
  ],
  'msg.tpl.opsRiskHold.subject': ['Giữ thưởng để xem xét', '中奖风控冻结', 'Win held for review', 'Kemenangan ditahan'],
  'msg.tpl.opsRiskHold.body': [
    'Tiền thưởng {{amount}} của tài khoản {{account}} đang bị giữ để xem xét.',
    '账号{{account}}的奖金{{amount}}已冻结待审核。',
    'A win of {{amount}} for {{account}} is held for review.',
    'Kemenangan {{amount}} untuk akun {{account}} ditahan untuk ditinjau.',
  ],
  'msg.tpl.opsAudit.subject': ['Kiểm tra tiền thất bại', '资金核对失败', 'Money audit failed', 'Audit uang gagal'],
  'msg.tpl.opsAudit.body': [
    'Kiểm tra sổ cái tìm thấy {{count}} sai lệch. Xem nhật ký kiểm tra ngay.',
    '资金核对发现{{count}}处不符，请立即查看核对日志。',
    'The money audit found {{count}} discrepancies. Look at the audit log now.',
    'Audit uang menemukan {{count}} selisih. Periksa log audit sekarang.',
  ],
  'msg.tooManyCodes': [
    'Bạn đã yêu cầu quá nhiều mã, vui lòng thử lại sau',
    '验证码请求过于频繁，请稍后再试',
    'Too many codes asked for; please try again later',
    'Terlalu banyak permintaan kode; coba lagi nanti',
  ],
  'msg.oldContactProof': [
    'Để đổi số điện thoại đã xác minh, hãy nhập mã gửi đến số cũ hoặc mật khẩu quỹ',
    '修改已验证的手机号，需要输入发送到原手机号的验证码或资金密码',
    'To change a verified mobile, enter the code sent to the old number or your fund password',
    'Untuk mengganti ponsel terverifikasi, masukkan kode yang dikirim ke nomor lama atau kata sandi dana',
  ],
  'msg.queue.deposit': ['nạp tiền', '充值', 'deposit', 'deposit'],
  'msg.queue.withdrawal': ['rút tiền', '提现', 'withdrawal', 'penarikan'],
  'centre.inbox.title': ['Tin nhắn', '站内信', 'Messages', 'Pesan'],
  'inbox.note': [
    'Thông báo bảo mật của tài khoản: đăng nhập từ thiết bị mới, đổi mật khẩu hoặc liên hệ, rút tiền, thay đổi giới hạn chơi.',
    '账号安全提醒：新设备登录、密码或联系方式修改、提现、娱乐限制修改。',
    'Security alerts of your account: sign-ins from a new device, changed passwords or contacts, withdrawals, changed play limits.',
    'Peringatan keamanan akun Anda: masuk dari perangkat baru, kata sandi atau kontak diubah, penarikan, batas bermain diubah.',
  ],
  'inbox.empty': ['Chưa có tin nhắn nào', '暂无消息', 'No messages yet', 'Belum ada pesan'],
  'inbox.unread': ['Chưa đọc', '未读', 'Unread', 'Belum dibaca'],
  'inbox.markRead': ['Đánh dấu đã đọc tất cả', '全部标为已读', 'Mark all read', 'Tandai semua dibaca'],
  'msg.channel.mobile': ['số điện thoại', '手机号', 'mobile number', 'nomor ponsel'],
  'msg.channel.email': ['email', '邮箱', 'email address', 'alamat email'],

  'cons.nav.outbox': ['Hộp thư đi', '发件箱', 'Outbox', 'Kotak keluar'],
  'cons.perm.message.view': ['Xem hộp thư đi', '查看发件箱', 'Read the outbox', 'Lihat kotak keluar'],
  'outbox.title': ['Hộp thư đi (SMS và email)', '发件箱（短信与邮件）', 'Outbox (SMS and email)', 'Kotak keluar (SMS dan email)'],
  'outbox.note': [
    'Mọi tin nhắn gửi thành viên. Khi chưa cấu hình nhà cung cấp, tin nhắn được giữ ở đây (trạng thái "Đã giữ").',
    '发给会员的所有消息。未配置服务商时，消息保留在这里（状态为“已保留”）。',
    'Every message to members. With no provider configured, messages stay here (status "Kept").',
    'Semua pesan ke anggota. Tanpa penyedia yang dikonfigurasi, pesan tetap di sini (status "Disimpan").',
  ],
  'outbox.time': ['Thời gian', '时间', 'Time', 'Waktu'],
  'outbox.channel': ['Kênh', '渠道', 'Channel', 'Saluran'],
  'outbox.to': ['Người nhận', '收件人', 'To', 'Kepada'],
  'outbox.text': ['Nội dung', '内容', 'Text', 'Isi'],
  'outbox.status': ['Trạng thái', '状态', 'Status', 'Status'],
  'outbox.attempts': ['Lần gửi', '尝试次数', 'Attempts', 'Percobaan'],
  'outbox.provider': ['Nhà cung cấp', '服务商', 'Provider', 'Penyedia'],
  'outbox.empty': ['Chưa có tin nhắn nào', '暂无消息', 'No messages yet', 'Belum ada pesan'],
  'outbox.recipient': ['Số điện thoại hoặc email', '手机号或邮箱', 'Mobile or email', 'Ponsel atau email'],
  'outbox.status.pending': ['Chờ gửi', '待发送', 'Pending', 'Menunggu'],
  'outbox.status.sending': ['Đang gửi', '发送中', 'Sending', 'Mengirim'],
  'outbox.status.sent': ['Đã gửi', '已发送', 'Sent', 'Terkirim'],
  'outbox.status.kept': ['Đã giữ', '已保留', 'Kept', 'Disimpan'],
  'outbox.status.failed': ['Thất bại', '失败', 'Failed', 'Gagal'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const messagesCatalog = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
