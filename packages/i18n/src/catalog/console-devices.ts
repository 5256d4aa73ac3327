import { defineCatalog } from '../define.ts';

/**
 * Devices in the console (issue #31): device names, a member's sign-in devices, the share of bets
 * per device in the reports, and the Web Push key pair screen. Texts in the order vi (default),
 * zh, en, id.
 */
const rows = {
  'cons.device.1': ['Máy tính (web)', '电脑网页', 'Desktop web', 'Web desktop'],
  'cons.device.2': ['Ứng dụng iOS', 'iOS 应用', 'iOS app', 'Aplikasi iOS'],
  'cons.device.3': ['Ứng dụng Android', '安卓应用', 'Android app', 'Aplikasi Android'],
  'cons.device.4': ['Trình duyệt di động', '手机浏览器', 'Mobile browser', 'Peramban ponsel'],
  'cons.device.unknown': ['Không rõ', '未知', 'Not reported', 'Tidak dilaporkan'],
  'cons.device.installed': ['{{device}} · ứng dụng đã cài (PWA)', '{{device}} · 已安装应用 (PWA)', '{{device}} · installed app (PWA)', '{{device}} · aplikasi terpasang (PWA)'],
  'cons.member.loginDevices.title': ['Thiết bị đăng nhập', '登录设备', 'Sign-in devices', 'Perangkat masuk'],
  'cons.member.loginDevices.count': ['{{count}} thiết bị', '{{count}} 台设备', '{{count}} devices', '{{count}} perangkat'],
  'cons.member.loginDevices.logins': ['Số lần đăng nhập', '登录次数', 'Sign-ins', 'Jumlah masuk'],
  'cons.member.loginDevices.firstSeen': ['Lần đầu', '首次', 'First seen', 'Pertama terlihat'],
  'cons.member.loginDevices.lastIp': ['IP gần nhất', '最近 IP', 'Last IP', 'IP terakhir'],
  'cons.member.pushDevices.title': ['Thiết bị nhận thông báo', '接收通知的设备', 'Devices with notifications', 'Perangkat dengan notifikasi'],
  'cons.report.tab.devices': ['Thiết bị', '设备', 'Devices', 'Perangkat'],
  'cons.report.devices.device': ['Thiết bị', '设备', 'Device', 'Perangkat'],
  'cons.report.devices.stake': ['Tiền cược', '投注额', 'Stake', 'Taruhan'],
  'cons.report.devices.orderShare': ['Tỷ lệ đơn', '注单占比', 'Share of orders', 'Porsi pesanan'],
  'cons.report.devices.stakeShare': ['Tỷ lệ tiền cược', '投注额占比', 'Share of stake', 'Porsi taruhan'],
  'cons.report.devices.pwaShare': [
    'Ứng dụng đã cài (PWA): {{orders}} đơn, {{share}}% tiền cược',
    '已安装应用 (PWA)：{{orders}} 单，占投注额 {{share}}%',
    'Installed app (PWA): {{orders}} orders, {{share}}% of the stake',
    'Aplikasi terpasang (PWA): {{orders}} pesanan, {{share}}% dari taruhan',
  ],
  'cons.report.devices.note': [
    'Đơn cược đặt trong khoảng ngày (không tính đơn đã hủy), theo thiết bị mà ứng dụng báo lúc đặt cược.',
    '所选日期内下的注单（不含已撤单），按下注时应用报告的设备统计。',
    'Orders placed in the range (cancelled ones left out), by the device the app reported when the bet was placed.',
    'Pesanan yang dipasang dalam rentang (yang dibatalkan tidak dihitung), menurut perangkat yang dilaporkan aplikasi saat bertaruh.',
  ],
  'cons.nav.webPush': ['Thông báo đẩy (VAPID)', '推送通知 (VAPID)', 'Web Push (VAPID)', 'Web Push (VAPID)'],
  'cons.vapid.title': ['Cặp khóa VAPID của Web Push', 'Web Push 的 VAPID 密钥对', 'The Web Push VAPID key pair', 'Pasangan kunci VAPID Web Push'],
  'cons.vapid.intro': [
    'Thành viên đăng ký nhận thông báo bằng khóa công khai này. Khi đổi sang cặp khóa riêng của bạn, các thiết bị đã đăng ký bằng khóa cũ sẽ không nhận được nữa cho đến khi đăng ký lại.',
    '会员用此公钥订阅通知。改用您自己的密钥对后，用旧公钥订阅的设备在重新订阅前将收不到通知。',
    'Members subscribe to notifications with this public key. Once you set your own pair, devices subscribed with the old key receive nothing until they subscribe again.',
    'Anggota berlangganan notifikasi dengan kunci publik ini. Setelah Anda memasang pasangan kunci sendiri, perangkat yang berlangganan dengan kunci lama tidak menerima apa pun sampai berlangganan lagi.',
  ],
  'cons.vapid.publicKey': ['Khóa công khai', '公钥', 'Public key', 'Kunci publik'],
  'cons.vapid.privateKey': ['Khóa riêng', '私钥', 'Private key', 'Kunci privat'],
  'cons.vapid.source': ['Nguồn', '来源', 'Source', 'Sumber'],
  'cons.vapid.source.env': ['Biến môi trường của máy chủ', '服务器环境变量', 'The server’s environment', 'Lingkungan server'],
  'cons.vapid.source.generated': ['Tạo tự động khi khởi động lần đầu', '首次启动时自动生成', 'Generated on the first start', 'Dibuat otomatis saat mulai pertama'],
  'cons.vapid.source.operator': ['Do nhà điều hành đặt', '运营方设置', 'Set by the operators', 'Diatur oleh operator'],
  'cons.vapid.updatedAt': ['Cập nhật lúc', '更新时间', 'Updated', 'Diperbarui'],
  'cons.vapid.setTitle': ['Đặt cặp khóa riêng', '设置自己的密钥对', 'Set your own key pair', 'Pasang pasangan kunci sendiri'],
  'cons.vapid.hint': [
    'Dán hai khóa dạng base64url như lệnh `web-push generate-vapid-keys` in ra. Khóa riêng không bao giờ được hiển thị lại hay ghi vào nhật ký.',
    '粘贴 `web-push generate-vapid-keys` 输出的两个 base64url 密钥。私钥不会再次显示，也不会写入日志。',
    'Paste both keys in base64url, as `web-push generate-vapid-keys` prints them. The private key is never shown again nor written to the audit log.',
    'Tempel kedua kunci dalam base64url, seperti dicetak oleh `web-push generate-vapid-keys`. Kunci privat tidak pernah ditampilkan lagi atau dicatat di log audit.',
  ],
  'cons.vapid.save': ['Lưu cặp khóa', '保存密钥对', 'Save the key pair', 'Simpan pasangan kunci'],
  'cons.vapid.saved': ['Đã lưu cặp khóa VAPID', 'VAPID 密钥对已保存', 'The VAPID key pair is saved', 'Pasangan kunci VAPID disimpan'],
} as const satisfies Record<string, readonly [string, string, string, string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleDevices = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
