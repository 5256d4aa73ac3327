import { defineCatalog } from '../define.ts';

/**
 * Player protection and account security (issue #17): the server's messages and the member
 * screens' texts. Each key's texts sit side by side in the order vi (default), zh, en, id.
 */
const rows = {
  'security.loginLocked': [
    'Đăng nhập sai quá nhiều lần từ mạng này, vui lòng thử lại sau {{minutes}} phút',
    '此网络登录失败次数过多，请{{minutes}}分钟后再试',
    'Too many failed logins from this network to this account, please try again in {{minutes}} minutes',
    'Terlalu banyak gagal masuk dari jaringan ini, silakan coba lagi dalam {{minutes}} menit',
  ],
  'security.loginWait': [
    'Quá nhiều lần đăng nhập thất bại, vui lòng thử lại sau {{seconds}} giây',
    '登录失败次数过多，请{{seconds}}秒后再试',
    'Too many failed logins, please try again in {{seconds}} seconds',
    'Terlalu banyak gagal masuk, silakan coba lagi dalam {{seconds}} detik',
  ],
  'security.captchaRequired': [
    'Vui lòng nhập mã xác nhận trong hình',
    '请输入图中的验证码',
    'Please enter the characters shown in the image',
    'Silakan masukkan karakter pada gambar',
  ],
  'security.captchaWrong': [
    'Mã xác nhận sai hoặc đã hết hạn, vui lòng thử mã mới',
    '验证码错误或已过期，请重试新的验证码',
    'The image code is wrong or has expired, please try a new one',
    'Kode gambar salah atau kedaluwarsa, silakan coba yang baru',
  ],
  'security.otpRequired': [
    'Vui lòng nhập mã 6 số từ ứng dụng xác thực',
    '请输入身份验证器中的6位验证码',
    'Please enter the 6-digit code from your authenticator app',
    'Silakan masukkan kode 6 digit dari aplikasi autentikator',
  ],
  'security.otpWrong': [
    'Mã xác thực không đúng',
    '验证码不正确',
    'The authentication code is wrong',
    'Kode autentikasi salah',
  ],
  'security.otpInvalid': [
    'Mã xác thực gồm 6 chữ số',
    '验证码为6位数字',
    'The authentication code has 6 digits',
    'Kode autentikasi terdiri dari 6 digit',
  ],
  'security.totpAlreadyOn': [
    'Xác thực hai bước đã được bật',
    '两步验证已开启',
    'Two-step verification is already on',
    'Verifikasi dua langkah sudah aktif',
  ],
  'security.totpOff': [
    'Xác thực hai bước chưa được bật',
    '两步验证未开启',
    'Two-step verification is not on',
    'Verifikasi dua langkah belum aktif',
  ],
  'security.sessionNotFound': [
    'Không tìm thấy phiên đăng nhập',
    '未找到该登录会话',
    'That session was not found',
    'Sesi tersebut tidak ditemukan',
  ],
  'protection.timedOut': [
    'Bạn đang tạm nghỉ đến {{time}}: không thể đặt cược hay nạp tiền, vẫn có thể rút tiền',
    '您正在暂停期，直至 {{time}}：不能投注或充值，仍可提款',
    'You are taking a time-out until {{time}}: no betting or deposits, withdrawals remain open',
    'Anda sedang rehat hingga {{time}}: tidak bisa bertaruh atau menyetor, penarikan tetap bisa',
  ],
  'protection.excluded': [
    'Bạn đã tự loại trừ đến {{time}}: không thể đặt cược hay nạp tiền, vẫn có thể rút tiền',
    '您已自我排除，直至 {{time}}：不能投注或充值，仍可提款',
    'You have self-excluded until {{time}}: no betting or deposits, withdrawals remain open',
    'Anda mengecualikan diri hingga {{time}}: tidak bisa bertaruh atau menyetor, penarikan tetap bisa',
  ],
  'protection.excludedPermanent': [
    'Bạn đã tự loại trừ vĩnh viễn: không thể đặt cược hay nạp tiền, vẫn có thể rút tiền',
    '您已永久自我排除：不能投注或充值，仍可提款',
    'You have self-excluded permanently: no betting or deposits, withdrawals remain open',
    'Anda mengecualikan diri secara permanen: tidak bisa bertaruh atau menyetor, penarikan tetap bisa',
  ],
  'protection.limitReached.deposit': [
    'Vượt giới hạn nạp {{days}} ngày ({{limit}}); có thể nạp lại từ {{time}}',
    '超出 {{days}} 天充值限额（{{limit}}），可于 {{time}} 后再充值',
    'This would cross your {{days}}-day deposit limit of {{limit}}; it frees at {{time}}',
    'Ini melewati batas setoran {{days}} hari Anda sebesar {{limit}}; terbuka lagi pada {{time}}',
  ],
  'protection.limitReached.loss': [
    'Vượt giới hạn thua {{days}} ngày ({{limit}}); có thể cược lại từ {{time}}',
    '超出 {{days}} 天亏损限额（{{limit}}），可于 {{time}} 后再投注',
    'This would cross your {{days}}-day loss limit of {{limit}}; it frees at {{time}}',
    'Ini melewati batas kerugian {{days}} hari Anda sebesar {{limit}}; terbuka lagi pada {{time}}',
  ],
  'protection.limitReached.wager': [
    'Vượt giới hạn cược {{days}} ngày ({{limit}}); có thể cược lại từ {{time}}',
    '超出 {{days}} 天投注限额（{{limit}}），可于 {{time}} 后再投注',
    'This would cross your {{days}}-day wager limit of {{limit}}; it frees at {{time}}',
    'Ini melewati batas taruhan {{days}} hari Anda sebesar {{limit}}; terbuka lagi pada {{time}}',
  ],
  'protection.sessionLimitReached': [
    'Phiên chơi đã đạt giới hạn {{minutes}} phút; vui lòng đăng nhập lại sau khi nghỉ',
    '本次会话已达 {{minutes}} 分钟时长限制，请休息后重新登录',
    'This session has reached your {{minutes}}-minute limit; please take a break and log in again',
    'Sesi ini mencapai batas {{minutes}} menit Anda; silakan istirahat dan masuk lagi',
  ],
  'protection.limitInvalid': [
    'Vui lòng chọn loại giới hạn, kỳ hạn và số tiền hợp lệ',
    '请选择有效的限额类型、周期和金额',
    'Please choose a valid limit type, period and amount',
    'Silakan pilih jenis batas, periode, dan jumlah yang valid',
  ],
  'protection.breakInvalid': [
    'Vui lòng chọn thời gian tạm nghỉ hoặc tự loại trừ hợp lệ',
    '请选择有效的暂停或自我排除时长',
    'Please choose a valid time-out or self-exclusion length',
    'Silakan pilih durasi rehat atau pengecualian diri yang valid',
  ],
  'protection.realityInvalid': [
    'Nhắc nhở thực tế: chọn 15, 30 hoặc 60 phút',
    '现实提醒：请选择 15、30 或 60 分钟',
    'Reality check: choose 15, 30 or 60 minutes',
    'Pengingat realitas: pilih 15, 30, atau 60 menit',
  ],
  'protection.operatorTightenOnly': [
    'Nhân viên chỉ có thể siết chặt giới hạn',
    '运营人员只能收紧限额',
    'Operators can only tighten limits',
    'Operator hanya bisa memperketat batas',
  ],
  'protection.noLimit': [
    'Chưa có giới hạn này',
    '尚未设置此限额',
    'There is no such limit',
    'Batas ini belum ada',
  ],
  'protection.nothingPending': [
    'Không có thay đổi nào chờ xác nhận',
    '没有待确认的更改',
    'There is no change waiting for confirmation',
    'Tidak ada perubahan yang menunggu konfirmasi',
  ],
  'protection.confirmNotYet': [
    'Thay đổi này chỉ có thể xác nhận từ {{time}}',
    '此更改须于 {{time}} 后确认',
    'This change can be confirmed from {{time}}',
    'Perubahan ini dapat dikonfirmasi mulai {{time}}',
  ],
  'protection.breakNotShorter': [
    'Không thể rút ngắn thời gian tạm nghỉ hoặc tự loại trừ; lựa chọn mới phải kết thúc muộn hơn',
    '暂停或自我排除不能缩短，新的期限必须更晚结束',
    'A time-out or self-exclusion cannot be shortened; a new one must end later',
    'Rehat atau pengecualian diri tidak bisa diperpendek; yang baru harus berakhir lebih lambat',
  ],
  'protection.memberNotFound': [
    'Không tìm thấy thành viên',
    '未找到该会员',
    'Member not found',
    'Anggota tidak ditemukan',
  ],
  'protection.transferRefused': [
    'Thành viên này hiện không thể nhận chuyển khoản',
    '该会员目前不能接收转账',
    'This member cannot receive transfers now',
    'Anggota ini tidak dapat menerima transfer sekarang',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const protection = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
