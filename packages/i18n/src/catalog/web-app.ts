import { defineCatalog } from '../define.ts';

/**
 * The member web app (issue #7): shell, session, registration, betting page and home. Each key's
 * texts sit side by side in the order vi (default), zh, en, id; English texts of spec §8 messages
 * are the spec's own words.
 */
const rows = {
  'webApp.menu.open': ['Mở menu', '打开菜单', 'Open the menu', 'Buka menu'],
  'webApp.menu.centre': ['Trung tâm menu', '菜单中心', 'Menu centre', 'Pusat menu'],
  'webApp.menu.lotteries': ['Danh sách xổ số', '彩种列表', 'Lotteries', 'Daftar lotere'],
  'webApp.menu.recent': ['Chơi gần đây', '最近玩过', 'Recently played', 'Baru dimainkan'],
  'webApp.menu.services': ['Dịch vụ', '服务', 'Services', 'Layanan'],
  'webApp.menu.customerService': ['Chăm sóc khách hàng', '在线客服', 'Customer service', 'Layanan pelanggan'],
  'webApp.menu.zalo': ['Hỗ trợ qua Zalo', 'Zalo 客服', 'Zalo service', 'Layanan Zalo'],
  'webApp.menu.chat': ['Trò chuyện', '聊天室', 'Chat', 'Obrolan'],
  'webApp.balance.refresh': ['Làm mới số dư', '刷新余额', 'Refresh the balance', 'Segarkan saldo'],
  'webApp.lotteries.hot': ['Hot', '热', 'Hot', 'Hot'],
  'webApp.lotteries.loadFailed': [
    'Không tải được danh sách xổ số',
    '彩种列表加载失败',
    'The lottery list could not be loaded',
    'Daftar lotere tidak dapat dimuat',
  ],
  'webApp.win.title': [
    'Chúc mừng trúng thưởng!',
    '恭喜中奖！',
    'Congratulations, you won!',
    'Selamat, Anda menang!',
  ],
  'webApp.win.body': [
    'Tiền thưởng: {{amount}}',
    '中奖金额：{{amount}}',
    'Winnings: {{amount}}',
    'Kemenangan: {{amount}}',
  ],
  'webApp.reg.accountHint': [
    '6-16 chữ cái hoặc chữ số',
    '6-16位字母或数字',
    '6-16 letters or digits',
    '6-16 huruf atau angka',
  ],
  'webApp.reg.passwordHint': [
    '6-16 chữ cái hoặc chữ số, khác tài khoản',
    '6-16位字母或数字，不能与账号相同',
    '6-16 letters or digits, not the account',
    '6-16 huruf atau angka, tidak sama dengan akun',
  ],
  'webApp.reg.confirmPassword': [
    'Nhập lại mật khẩu',
    '确认密码',
    'Confirm the password',
    'Konfirmasi kata sandi',
  ],
  'webApp.reg.submit': ['Đăng ký', '注册', 'Register', 'Daftar'],
  'webApp.password.toggle': [
    'Hiện hoặc ẩn mật khẩu',
    '显示或隐藏密码',
    'Show or hide the password',
    'Tampilkan atau sembunyikan kata sandi',
  ],
  'webApp.reg.toLogin': [
    'Đã có tài khoản? Đăng nhập',
    '已有账号？去登录',
    'Have an account? Log in',
    'Sudah punya akun? Masuk',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const webApp = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
