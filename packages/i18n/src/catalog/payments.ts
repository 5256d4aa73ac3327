import { defineCatalog } from '../define.ts';

/**
 * Payments by provider (issue #28): the demo's VNPay sandbox page, the member's result on coming
 * back from the provider, and the console's list of callbacks. Texts in the order vi, zh, en, id.
 */
const rows = {
  'pay.sandbox.title': [
    'Cổng VNPay (thử nghiệm)',
    'VNPay 支付（沙盒）',
    'VNPay (sandbox)',
    'VNPay (sandbox)',
  ],
  'pay.sandbox.note': [
    'Trang thử nghiệm của bản demo: không có tiền thật nào được chuyển. Trang thật của VNPay hiện ở đây khi kết nối một cổng thật.',
    '演示用的沙盒页面：不会转移任何真实资金。接入真实商户后，这里将是 VNPay 的真实支付页面。',
    "The demo's sandbox page: no real money moves. With a real terminal, VNPay's own page shows here.",
    'Halaman sandbox demo: tidak ada uang sungguhan yang berpindah. Dengan terminal asli, halaman VNPay sendiri muncul di sini.',
  ],
  'pay.sandbox.merchant': ['Mã đơn vị', '商户号', 'Merchant', 'Merchant'],
  'pay.sandbox.order': ['Mã đơn hàng', '订单号', 'Order', 'Pesanan'],
  'pay.sandbox.amount': ['Số tiền', '金额', 'Amount', 'Jumlah'],
  'pay.sandbox.pay': ['Thanh toán', '支付', 'Pay', 'Bayar'],
  'pay.sandbox.fail': ['Thanh toán thất bại', '支付失败', 'Fail', 'Gagal'],
  'pay.sandbox.badRequest': [
    'Yêu cầu thanh toán không hợp lệ (sai chữ ký)',
    '支付请求无效（签名错误）',
    'Invalid payment request (bad signature)',
    'Permintaan pembayaran tidak sah (tanda tangan salah)',
  ],
  'pay.return.paid': [
    'Thanh toán thành công. Số dư sẽ được cộng ngay khi VNPay xác nhận.',
    '支付成功。VNPay 确认后余额将立即到账。',
    'Payment made. Your balance rises as soon as VNPay confirms it.',
    'Pembayaran berhasil. Saldo Anda bertambah begitu VNPay mengonfirmasinya.',
  ],
  'pay.return.failed': [
    'Thanh toán không thành công. Không có tiền nào bị trừ; bạn có thể thử lại.',
    '支付未成功，未扣除任何款项，可以重试。',
    'The payment did not go through. Nothing was taken; you may try again.',
    'Pembayaran tidak berhasil. Tidak ada yang ditarik; Anda dapat mencoba lagi.',
  ],
  'pay.return.order': ['Đơn {{orderNo}}', '订单 {{orderNo}}', 'Order {{orderNo}}', 'Pesanan {{orderNo}}'],
  'pay.deposit.provider': [
    'Thanh toán trên trang VNPay; số dư được cộng tự động khi thanh toán xong, không cần chờ duyệt.',
    '在 VNPay 页面完成支付，支付成功后余额自动到账，无需审核。',
    "Pay on VNPay's page; your balance is credited by itself once paid, no review needed.",
    'Bayar di halaman VNPay; saldo Anda dikreditkan otomatis setelah dibayar, tanpa peninjauan.',
  ],
  'pay.channel.title': ['Cổng thanh toán {{name}}', '支付渠道 {{name}}', 'Payment provider of {{name}}', 'Penyedia pembayaran {{name}}'],
  'pay.channel.terminal': ['Mã terminal (vnp_TmnCode)', '商户终端号（vnp_TmnCode）', 'Terminal code (vnp_TmnCode)', 'Kode terminal (vnp_TmnCode)'],
  'pay.channel.payUrl': ['Địa chỉ trang thanh toán', '支付页面地址', 'Pay page URL', 'URL halaman pembayaran'],
  'pay.channel.payUrlHint': [
    'Để trống: trang thử nghiệm của bản demo. Cổng thật: https://pay.vnpay.vn/vpcpay.html',
    '留空：演示沙盒页面。真实商户：https://pay.vnpay.vn/vpcpay.html',
    "Empty: the demo's sandbox page. A real terminal: https://pay.vnpay.vn/vpcpay.html",
    'Kosong: halaman sandbox demo. Terminal asli: https://pay.vnpay.vn/vpcpay.html',
  ],
  'pay.channel.queryUrl': [
    'Địa chỉ tra cứu giao dịch (querydr)',
    '交易查询地址（querydr）',
    'Transaction query URL (querydr)',
    'URL kueri transaksi (querydr)',
  ],
  'pay.channel.queryUrlHint': [
    'Hỏi VNPay về khoản nạp chưa nhận được IPN sau 15 phút. Để trống: bản demo. Cổng thật: https://merchant.vnpay.vn/merchant_webapi/api/transaction',
    '15 分钟后仍未收到 IPN 的充值向 VNPay 查询。留空：演示沙盒。真实商户：https://merchant.vnpay.vn/merchant_webapi/api/transaction',
    "Asks VNPay about a deposit whose IPN has not come after 15 minutes. Empty: the demo's sandbox. A real terminal: https://merchant.vnpay.vn/merchant_webapi/api/transaction",
    'Menanyakan VNPay tentang deposit yang IPN-nya belum datang setelah 15 menit. Kosong: sandbox demo. Terminal asli: https://merchant.vnpay.vn/merchant_webapi/api/transaction',
  ],
  'pay.channel.rate': ['Tỷ giá (VND cho 1 đơn vị)', '汇率（每单位 VND）', 'Rate (VND per unit)', 'Kurs (VND per unit)'],
  'pay.channel.secret': [
    'Khóa bí mật (hash secret) chỉ được đọc từ biến môi trường VNPAY_HASH_SECRET của máy chủ và không bao giờ hiển thị.',
    '密钥（hash secret）仅从服务器环境变量 VNPAY_HASH_SECRET 读取，永不显示。',
    "The hash secret is read only from the server's VNPAY_HASH_SECRET environment variable and is never shown.",
    'Hash secret hanya dibaca dari variabel lingkungan VNPAY_HASH_SECRET di server dan tidak pernah ditampilkan.',
  ],
  'pay.callbacks.title': [
    'Thông báo từ cổng thanh toán',
    '支付回调记录',
    'Payment callbacks',
    'Callback pembayaran',
  ],
  'pay.callbacks.time': ['Thời gian', '时间', 'Time', 'Waktu'],
  'pay.callbacks.provider': ['Cổng', '渠道', 'Provider', 'Penyedia'],
  'pay.callbacks.order': ['Mã đơn', '订单号', 'Order', 'Pesanan'],
  'pay.callbacks.outcome': ['Kết quả', '处理结果', 'Outcome', 'Hasil'],
  'pay.callbacks.answer': ['Mã trả lời', '应答码', 'Answer', 'Jawaban'],
  'pay.callbacks.amount': [
    'Số tiền (VND × 100)',
    '金额（VND × 100）',
    'Amount (VND × 100)',
    'Jumlah (VND × 100)',
  ],
  'pay.callbacks.ip': ['Địa chỉ IP', 'IP 地址', 'IP address', 'Alamat IP'],
  'pay.callbacks.raw': ['Dữ liệu gốc', '原始数据', 'Raw request', 'Permintaan mentah'],
  'pay.callbacks.empty': ['Chưa có thông báo nào', '暂无回调', 'No callbacks yet', 'Belum ada callback'],
  'pay.outcome.credited': ['Đã cộng tiền', '已入账', 'Credited', 'Dikreditkan'],
  'pay.outcome.failed': ['Thanh toán thất bại', '支付失败', 'Payment failed', 'Pembayaran gagal'],
  'pay.outcome.duplicate': ['Lặp lại', '重复', 'Repeat', 'Ulangan'],
  'pay.outcome.unmatched': [
    'Không khớp đơn (cần xử lý)',
    '未匹配（待处理）',
    'Unmatched (to handle)',
    'Tidak cocok (perlu ditangani)',
  ],
  'pay.outcome.badSignature': ['Sai chữ ký', '签名无效', 'Bad signature', 'Tanda tangan salah'],
  'pay.outcome.notFound': ['Không tìm thấy đơn', '订单不存在', 'Order not found', 'Pesanan tidak ditemukan'],
  'pay.outcome.badAmount': ['Sai số tiền', '金额不符', 'Wrong amount', 'Jumlah salah'],
  'pay.outcome.ipRefused': [
    'IP không được phép',
    'IP 不允许',
    'Address not allowed',
    'Alamat tidak diizinkan',
  ],
  'pay.outcome.error': ['Lỗi xử lý', '处理出错', 'Processing error', 'Kesalahan pemrosesan'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const payments = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
