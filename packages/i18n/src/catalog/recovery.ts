import { defineCatalog } from '../define.ts';

/**
 * Verified contacts and account recovery (issue #33): the server's answers, the member centre's
 * verified marks and the web's "forgot password" screen. Texts in the order vi, zh, en, id.
 */
const rows = {
  'msg.oldEmailProof': [
    'Để đổi email đã xác minh, hãy nhập mã gửi đến email cũ hoặc mật khẩu quỹ',
    '修改已验证的邮箱，需要输入发送到原邮箱的验证码或资金密码',
    'To change a verified email, enter the code sent to the old address or your fund password',
    'Untuk mengganti email terverifikasi, masukkan kode yang dikirim ke alamat lama atau kata sandi dana',
  ],
  'member.emailCodeSent': [
    'Đã gửi mã đến email',
    '验证码已发送到邮箱',
    'Code sent by email',
    'Kode dikirim ke email',
  ],
  'recovery.channelInvalid': [
    'Hãy chọn số điện thoại hoặc email',
    '请选择手机号或邮箱',
    'Choose the mobile or the email',
    'Pilih ponsel atau email',
  ],
  'recovery.tooMany': [
    'Quá nhiều lần thử, vui lòng thử lại sau',
    '尝试次数过多，请稍后再试',
    'Too many attempts; please try again later',
    'Terlalu banyak percobaan; coba lagi nanti',
  ],
  'recovery.codeSent': [
    'Nếu tài khoản có liên hệ đã xác minh này, mã đã được gửi đến đó',
    '如果该账号绑定了此已验证的联系方式，验证码已发送',
    'If the account has this verified contact, a code was sent to it',
    'Jika akun memiliki kontak terverifikasi ini, kode telah dikirim ke sana',
  ],
  'recovery.done': [
    'Đã đổi mật khẩu đăng nhập, hãy đăng nhập bằng mật khẩu mới',
    '登录密码已重置，请使用新密码登录',
    'Login password changed; sign in with the new one',
    'Kata sandi masuk diubah; masuk dengan yang baru',
  ],

  'recovery.forgot': ['Quên mật khẩu?', '忘记密码？', 'Forgot password?', 'Lupa kata sandi?'],
  'recovery.title': ['Lấy lại mật khẩu', '找回密码', 'Recover your password', 'Pulihkan kata sandi'],
  'recovery.intro': [
    'Nhập tài khoản và chọn nơi nhận mã: số điện thoại hoặc email đã xác minh của tài khoản.',
    '输入账号并选择接收验证码的方式：账号已验证的手机号或邮箱。',
    "Enter your account and choose where the code goes: the account's verified mobile or email.",
    'Masukkan akun dan pilih tujuan kode: ponsel atau email akun yang terverifikasi.',
  ],
  'recovery.account': ['Tài khoản', '账号', 'Account', 'Akun'],
  'recovery.channel': ['Nhận mã qua', '接收方式', 'Send the code by', 'Kirim kode lewat'],
  'recovery.byMobile': ['Số điện thoại', '手机号', 'Mobile', 'Ponsel'],
  'recovery.byEmail': ['Email', '邮箱', 'Email', 'Email'],
  'recovery.sendCode': ['Gửi mã', '发送验证码', 'Send code', 'Kirim kode'],
  'recovery.resendIn': [
    'Gửi lại sau {{seconds}} giây',
    '{{seconds}}秒后重发',
    'Resend in {{seconds}} s',
    'Kirim ulang dalam {{seconds}} dtk',
  ],
  'recovery.code': ['Mã xác minh (6 số)', '验证码（6位数字）', 'Code (6 digits)', 'Kode (6 digit)'],
  'recovery.password': [
    'Mật khẩu đăng nhập mới',
    '新登录密码',
    'New login password',
    'Kata sandi masuk baru',
  ],
  'recovery.confirm': [
    'Nhập lại mật khẩu mới',
    '确认新密码',
    'Confirm the new password',
    'Ulangi kata sandi baru',
  ],
  'recovery.submit': ['Đổi mật khẩu', '重置密码', 'Change password', 'Ubah kata sandi'],
  'recovery.fundNote': [
    'Mật khẩu quỹ không thay đổi. Mọi phiên đăng nhập sẽ kết thúc.',
    '资金密码不会改变。所有登录会话将被结束。',
    'Your fund password stays as it is. Every signed-in session ends.',
    'Kata sandi dana tidak berubah. Semua sesi masuk akan berakhir.',
  ],
  'recovery.noContact': [
    'Chưa xác minh số điện thoại hay email, hoặc không nhận được mã? Hãy liên hệ chăm sóc khách hàng.',
    '没有已验证的手机号或邮箱，或收不到验证码？请联系客服。',
    'No verified mobile or email, or no code arrives? Contact customer service.',
    'Tidak ada ponsel atau email terverifikasi, atau kode tidak datang? Hubungi layanan pelanggan.',
  ],
  'recovery.contactService': [
    'Liên hệ chăm sóc khách hàng',
    '联系客服',
    'Contact customer service',
    'Hubungi layanan pelanggan',
  ],
  'recovery.backToLogin': ['Quay lại đăng nhập', '返回登录', 'Back to sign-in', 'Kembali ke halaman masuk'],

  'centre.contact.verified': ['Đã xác minh', '已验证', 'Verified', 'Terverifikasi'],
  'centre.contact.unverified': ['Chưa xác minh', '未验证', 'Not verified', 'Belum terverifikasi'],
  'centre.contact.email': ['Email', '邮箱', 'Email', 'Email'],
  'centre.contact.saveEmail': ['Lưu email', '保存邮箱', 'Save email', 'Simpan email'],
  'centre.contact.fundPwd': [
    'Mật khẩu quỹ (để đổi liên hệ đã xác minh)',
    '资金密码（修改已验证的联系方式时需要）',
    'Fund password (to change a verified contact)',
    'Kata sandi dana (untuk mengganti kontak terverifikasi)',
  ],
  'centre.contact.orOldCode': [
    'Hoặc mã gửi đến liên hệ hiện tại {{value}}',
    '或发送到当前联系方式 {{value}} 的验证码',
    'Or a code sent to the current contact {{value}}',
    'Atau kode yang dikirim ke kontak saat ini {{value}}',
  ],
  'centre.contact.sendOldCode': ['Gửi mã đến liên hệ hiện tại', '发送验证码到当前联系方式', 'Send a code to the current contact', 'Kirim kode ke kontak saat ini'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const recoveryCatalog = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
