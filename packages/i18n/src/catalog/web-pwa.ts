import { defineCatalog } from '../define.ts';

/**
 * The member site as an app (issue #31): the install offer and its iOS instructions, the offline
 * screen, the update offer, the notification choices per device, and the notifications the server
 * sends when the site is closed. Each key's texts sit side by side in the order vi (default), zh, en, id.
 */
const rows = {
  'pwa.offer.title': ['Cài {{name}} lên điện thoại', '将 {{name}} 安装到手机', 'Install {{name}} on your phone', 'Pasang {{name}} di ponsel Anda'],
  'pwa.offer.text': [
    'Mở ngay từ màn hình chính và nhận thông báo khi trúng thưởng.',
    '从主屏幕一键打开，中奖时收到通知。',
    'Open it from your home screen in a second, and hear of your wins.',
    'Buka langsung dari layar utama dan dapatkan kabar kemenangan Anda.',
  ],
  'pwa.offer.install': ['Cài đặt', '安装', 'Install', 'Pasang'],
  'pwa.offer.later': ['Để sau', '以后再说', 'Not now', 'Nanti saja'],
  'pwa.ios.title': ['Thêm vào Màn hình chính', '添加到主屏幕', 'Add to Home Screen', 'Tambahkan ke Layar Utama'],
  'pwa.ios.steps': [
    'Trong Safari, chạm nút Chia sẻ rồi chọn “Thêm vào MH chính”.',
    '在 Safari 中点按“分享”按钮，然后选择“添加到主屏幕”。',
    'In Safari, tap the Share button, then “Add to Home Screen”.',
    'Di Safari, ketuk tombol Bagikan, lalu pilih “Tambahkan ke Layar Utama”.',
  ],
  'pwa.page.title': ['Ứng dụng và thông báo', '应用与通知', 'App and notifications', 'Aplikasi dan notifikasi'],
  'pwa.page.app': ['Ứng dụng', '应用', 'App', 'Aplikasi'],
  'pwa.page.installed': ['Bạn đang dùng ứng dụng đã cài.', '您正在使用已安装的应用。', 'You are using the installed app.', 'Anda sedang memakai aplikasi yang terpasang.'],
  'pwa.page.menuHint': [
    'Để cài, mở menu của trình duyệt và chọn “Cài đặt ứng dụng” hoặc “Thêm vào màn hình chính”.',
    '如需安装，请打开浏览器菜单并选择“安装应用”或“添加到主屏幕”。',
    'To install, open your browser’s menu and choose “Install app” or “Add to Home screen”.',
    'Untuk memasang, buka menu peramban dan pilih “Instal aplikasi” atau “Tambahkan ke layar utama”.',
  ],
  'pwa.page.stores': ['Tải từ cửa hàng ứng dụng', '从应用商店下载', 'From the app stores', 'Dari toko aplikasi'],
  'pwa.page.ios': ['App Store (iPhone)', 'App Store（iPhone）', 'App Store (iPhone)', 'App Store (iPhone)'],
  'pwa.page.android': ['Google Play (Android)', 'Google Play（安卓）', 'Google Play (Android)', 'Google Play (Android)'],
  'pwa.offline.title': ['Bạn đang ngoại tuyến', '您已离线', 'You are offline', 'Anda sedang offline'],
  'pwa.offline.text': [
    'Kiểm tra kết nối mạng. Khi ngoại tuyến, không lệnh cược hay giao dịch nào được gửi; ứng dụng tự tải lại khi có mạng.',
    '请检查网络连接。离线时不会发送任何投注或交易；恢复联网后应用会自动重新加载。',
    'Check your connection. Nothing is sent while you are offline, no bet and no payment; the app reloads when you are back.',
    'Periksa koneksi Anda. Selama offline tidak ada taruhan atau pembayaran yang dikirim; aplikasi dimuat ulang saat Anda kembali online.',
  ],
  'pwa.offline.retry': ['Thử lại', '重试', 'Try again', 'Coba lagi'],
  'pwa.offline.banner': [
    'Ngoại tuyến: không lệnh cược nào được gửi cho đến khi có mạng.',
    '离线：恢复联网前不会发送任何投注。',
    'Offline: no bet is sent until you are back online.',
    'Offline: tidak ada taruhan yang dikirim sampai Anda online kembali.',
  ],
  'pwa.update.text': ['Đã có phiên bản mới.', '有新版本可用。', 'A new version is ready.', 'Versi baru sudah siap.'],
  'pwa.update.reload': ['Cập nhật', '更新', 'Update', 'Perbarui'],
  'pwa.push.title': ['Thông báo trên thiết bị này', '本设备的通知', 'Notifications on this device', 'Notifikasi di perangkat ini'],
  'pwa.push.hint': [
    'Nhận thông báo cả khi trang đã đóng. Chọn loại thông báo cho thiết bị này.',
    '即使网站已关闭也能收到通知。请为本设备选择通知类型。',
    'Hear of these even when the site is closed. Your choices apply to this device.',
    'Dapatkan kabar ini meski situs sudah ditutup. Pilihan Anda berlaku untuk perangkat ini.',
  ],
  'pwa.push.unsupported': [
    'Trình duyệt này không nhận được thông báo. Trên iPhone, hãy cài ứng dụng vào màn hình chính trước.',
    '此浏览器无法接收通知。在 iPhone 上请先将应用添加到主屏幕。',
    'This browser cannot receive notifications. On an iPhone, add the app to your home screen first.',
    'Peramban ini tidak dapat menerima notifikasi. Di iPhone, tambahkan aplikasi ke layar utama terlebih dahulu.',
  ],
  'pwa.push.denied': [
    'Thông báo của trang này đang bị chặn trong cài đặt trình duyệt.',
    '浏览器设置已阻止本站的通知。',
    'Notifications from this site are blocked in your browser’s settings.',
    'Notifikasi dari situs ini diblokir di pengaturan peramban Anda.',
  ],
  'pwa.push.enable': ['Bật thông báo', '开启通知', 'Turn on notifications', 'Aktifkan notifikasi'],
  'pwa.push.disable': ['Tắt trên thiết bị này', '在本设备关闭', 'Turn off on this device', 'Matikan di perangkat ini'],
  'pwa.push.save': ['Lưu lựa chọn', '保存选择', 'Save choices', 'Simpan pilihan'],
  'pwa.push.saved': ['Đã lưu', '已保存', 'Saved', 'Tersimpan'],
  'pwa.push.off': ['Thông báo đang tắt trên thiết bị này.', '本设备的通知已关闭。', 'Notifications are off on this device.', 'Notifikasi nonaktif di perangkat ini.'],
  'pwa.push.kind.win': ['Tôi trúng thưởng', '我的中奖', 'My wins', 'Kemenangan saya'],
  'pwa.push.kind.funds': ['Kết quả nạp và rút tiền', '充值与提现结果', 'Deposit and withdrawal results', 'Hasil deposit dan penarikan'],
  'pwa.push.kind.draw': [
    'Kết quả xổ số tôi đã chơi gần đây',
    '我最近玩过的彩种开奖',
    'Draws of the lotteries I played lately',
    'Hasil undian lotre yang baru saya mainkan',
  ],
  'pwa.push.kind.dragon': ['Nhắc cầu dài', '长龙提醒', 'Long-dragon reminders', 'Pengingat naga panjang'],
  'pwa.push.kind.sign': ['Nhắc điểm danh hằng ngày', '每日签到提醒', 'Daily sign-in reminder', 'Pengingat absen harian'],
  'rg.sessions.device.4': ['Trình duyệt điện thoại', '手机浏览器', 'Phone browser', 'Peramban ponsel'],
  'pwa.device.installed': ['Ứng dụng đã cài', '已安装的应用', 'Installed app', 'Aplikasi terpasang'],
  'notify.win.title': ['Chúc mừng! Bạn trúng {{amount}}', '恭喜！您中奖 {{amount}}', 'Congratulations! You won {{amount}}', 'Selamat! Anda menang {{amount}}'],
  'notify.win.body': ['{{lottery}} kỳ {{issue}}', '{{lottery}} 第 {{issue}} 期', '{{lottery}} draw {{issue}}', '{{lottery}} periode {{issue}}'],
  'notify.funds.title': ['Số dư đã thay đổi', '余额已变动', 'Your balance changed', 'Saldo Anda berubah'],
  'notify.funds.body': [
    'Kết quả nạp hoặc rút tiền đã có. Mở để xem chi tiết.',
    '充值或提现结果已出，打开查看详情。',
    'A deposit or withdrawal has its result. Open to see it.',
    'Hasil deposit atau penarikan sudah ada. Buka untuk melihatnya.',
  ],
  'notify.deposit.title': ['Đã nạp {{amount}}', '已到账 {{amount}}', 'Deposit of {{amount}} credited', 'Deposit {{amount}} masuk'],
  'notify.deposit.body': ['Tiền đã vào số dư của bạn.', '款项已计入您的余额。', 'It is in your balance now.', 'Dana sudah masuk ke saldo Anda.'],
  'notify.withdraw.title': ['Đã chi trả {{amount}}', '提现 {{amount}} 已支付', 'Withdrawal of {{amount}} paid', 'Penarikan {{amount}} dibayar'],
  'notify.withdraw.body': [
    'Tiền đã được chuyển đến tài khoản của bạn.',
    '款项已转入您的账户。',
    'The money is on its way to your account.',
    'Dana sudah dikirim ke rekening Anda.',
  ],
  'pwa.push.on': ['Thông báo đang bật trên thiết bị này.', '本设备的通知已开启。', 'Notifications are on for this device.', 'Notifikasi aktif di perangkat ini.'],
  'pwa.push.failed': [
    'Không bật được thông báo. Hãy thử lại.',
    '无法开启通知，请重试。',
    'Notifications could not be turned on. Please try again.',
    'Notifikasi tidak dapat diaktifkan. Silakan coba lagi.',
  ],
  'notify.draw.title': ['{{lottery}} kỳ {{issue}}', '{{lottery}} 第 {{issue}} 期', '{{lottery}} draw {{issue}}', '{{lottery}} periode {{issue}}'],
  'notify.draw.body': ['Kết quả: {{code}}', '开奖号码：{{code}}', 'Result: {{code}}', 'Hasil: {{code}}'],
  'notify.dragon.title': ['Cầu dài {{lottery}}', '{{lottery}} 长龙', 'Long dragon on {{lottery}}', 'Naga panjang di {{lottery}}'],
  'notify.dragon.body': ['Một cầu đã kéo dài {{length}} kỳ.', '已连续 {{length}} 期。', 'A streak has run {{length}} draws.', 'Sebuah rentetan telah berjalan {{length}} periode.'],
  'notify.sign.title': ['Điểm danh hôm nay', '今日签到', 'Today’s sign-in', 'Absen hari ini'],
  'notify.sign.body': ['Phần thưởng điểm danh hôm nay đang chờ bạn.', '今天的签到奖励在等您。', 'Today’s sign-in reward is waiting for you.', 'Hadiah absen hari ini menunggu Anda.'],
  'push.vapid.invalid': [
    'Khóa VAPID không hợp lệ: cần khóa công khai P-256 (65 byte) và khóa riêng (32 byte) dạng base64url',
    'VAPID 密钥无效：需要 base64url 格式的 P-256 公钥（65 字节）和私钥（32 字节）',
    'The VAPID keys are not valid: a P-256 public key (65 bytes) and private key (32 bytes), base64url',
    'Kunci VAPID tidak valid: perlu kunci publik P-256 (65 byte) dan kunci privat (32 byte) dalam base64url',
  ],
  'push.vapid.mismatch': [
    'Khóa riêng không khớp với khóa công khai',
    '私钥与公钥不匹配',
    'The private key does not belong to the public key',
    'Kunci privat tidak cocok dengan kunci publik',
  ],
  'push.vapid.fromEnv': [
    'Khóa VAPID được đặt bằng biến môi trường của máy chủ; hãy đổi ở đó',
    'VAPID 密钥由服务器环境变量设置，请在那里修改',
    'The VAPID keys are set in the server’s environment; change them there',
    'Kunci VAPID diatur oleh variabel lingkungan server; ubah di sana',
  ],
  'notify.invalidSubscription': [
    'Đăng ký thông báo không hợp lệ',
    '通知订阅无效',
    'The notification subscription is not valid',
    'Langganan notifikasi tidak valid',
  ],
} as const satisfies Record<string, readonly [string, string, string, string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const webPwa = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
