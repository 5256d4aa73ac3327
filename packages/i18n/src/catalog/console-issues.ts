import { defineCatalog } from '../define.ts';

/**
 * The console's issues screen (issue #16 "Lotteries … issues"): a lottery's issue history with
 * commitment, seed and result, and the fairness verifier's checks for one issue. Each key's texts
 * sit side by side in the order vi (default), zh, en, id.
 */
const rows = {
  'cons.nav.issues': ['Kỳ xổ & kiểm chứng', '奖期与验证', 'Issues & fairness', 'Periode & verifikasi'],
  'cons.issues.lottery': ['Xổ số', '彩种', 'Lottery', 'Lotre'],
  'cons.issues.lotteriesError': ['Không tải được danh sách xổ số', '彩种列表加载失败', 'The lotteries could not be loaded', 'Daftar lotre gagal dimuat'],
  'cons.issues.help': [
    'Xổ số nhà cái dùng cam kết trước: mã băm SHA-256 của hạt giống được công bố khi mở bán, hạt giống được công bố sau khi quay. Bấm "Kiểm chứng" để tính lại.',
    '平台开奖采用先承诺后揭示：销售时公布种子的 SHA-256 承诺，开奖后公布种子。点击“验证”重新推导。',
    'House draws are commit-reveal: the SHA-256 commitment of the seed is published while the issue sells, the seed after the draw. Press "Verify" to re-derive.',
    'Undian rumah memakai komit-ungkap: komitmen SHA-256 dari benih diumumkan saat periode dijual, benihnya setelah undian. Tekan "Verifikasi" untuk menghitung ulang.',
  ],
  'cons.issues.issue': ['Kỳ', '期号', 'Issue', 'Periode'],
  'cons.issues.status': ['Trạng thái', '状态', 'Status', 'Status'],
  'cons.issues.drawAt': ['Giờ quay', '开奖时间', 'Draw time', 'Waktu undian'],
  'cons.issues.commitment': ['Cam kết', '承诺', 'Commitment', 'Komitmen'],
  'cons.issues.seed': ['Hạt giống', '种子', 'Seed', 'Benih'],
  'cons.issues.result': ['Kết quả', '开奖号码', 'Result', 'Hasil'],
  'cons.issues.status0': ['Đang bán', '销售中', 'On sale', 'Dijual'],
  'cons.issues.status1': ['Đã đóng', '已封盘', 'Closed', 'Ditutup'],
  'cons.issues.status2': ['Đã quay', '已开奖', 'Drawn', 'Sudah diundi'],
  'cons.issues.status3': ['Đã thanh toán', '已结算', 'Settled', 'Diselesaikan'],
  'cons.issues.status4': ['Đã hủy', '已撤销', 'Cancelled', 'Dibatalkan'],
  'cons.issues.verify': ['Kiểm chứng', '验证', 'Verify', 'Verifikasi'],
  'cons.issues.verifyTitle': ['Kiểm chứng kỳ {{issue}} ({{lottery}})', '验证 {{lottery}} 第 {{issue}} 期', 'Verification of {{lottery}} issue {{issue}}', 'Verifikasi {{lottery}} periode {{issue}}'],
  'cons.issues.allPass': ['Cả ba bước kiểm tra đều khớp', '三项检查全部通过', 'All three checks pass', 'Ketiga pemeriksaan lolos'],
  'cons.issues.someFail': ['Có bước kiểm tra KHÔNG khớp', '有检查项未通过', 'A check FAILS', 'Ada pemeriksaan yang GAGAL'],
  'cons.issues.pass': ['Khớp', '通过', 'Pass', 'Lolos'],
  'cons.issues.fail': ['Sai', '不通过', 'Fail', 'Gagal'],
  'cons.issues.check.commitment': ['Cam kết = SHA-256(hạt giống)', '承诺 = SHA-256(种子)', 'Commitment = SHA-256(seed)', 'Komitmen = SHA-256(benih)'],
  'cons.issues.check.chain': [
    'Chuỗi băm: SHA-256 lặp {{steps}} lần về điểm neo',
    '哈希链：SHA-256 迭代 {{steps}} 次到达锚点',
    'Hash chain: SHA-256 × {{steps}} reaches the anchor',
    'Rantai hash: SHA-256 × {{steps}} mencapai jangkar',
  ],
  'cons.issues.check.result': [
    'Kết quả = bộ quay của engine từ HMAC-SHA256(hạt giống, "xổ số:kỳ")',
    '号码 = 引擎由 HMAC-SHA256(种子, "彩种:期号") 推导',
    'Result = engine draw from HMAC-SHA256(seed, "lottery:issue")',
    'Hasil = undian mesin dari HMAC-SHA256(benih, "lotre:periode")',
  ],
  'cons.issues.computed': ['Tính lại', '重新计算', 'Computed', 'Dihitung'],
  'cons.issues.recorded': ['Đã lưu', '记录值', 'Recorded', 'Tercatat'],
  'cons.issues.hmac': ['HMAC', 'HMAC', 'HMAC', 'HMAC'],
  'cons.issues.noSeed.official': [
    'Kỳ này có kết quả chính thức: không có hạt giống để kiểm chứng.',
    '该期为官方开奖，没有可验证的种子。',
    'This issue has an official result: there is no seed to verify.',
    'Periode ini memakai hasil resmi: tidak ada benih untuk diverifikasi.',
  ],
  'cons.issues.noSeed.notDrawn': [
    'Kỳ này chưa quay: hạt giống vẫn được giữ bí mật.',
    '该期尚未开奖，种子仍保密。',
    'This issue is not drawn yet: its seed is still secret.',
    'Periode ini belum diundi: benihnya masih rahasia.',
  ],
  'cons.issues.noSeed.cancelled': [
    'Kỳ này đã hủy: không có hạt giống được công bố.',
    '该期已撤销，没有公开的种子。',
    'This issue was cancelled: no seed was revealed.',
    'Periode ini dibatalkan: tidak ada benih yang diungkap.',
  ],
  'cons.issues.closeSales': ['Đóng bán', '提前封盘', 'Close sales', 'Tutup penjualan'],
  'cons.issues.closeSalesTitle': ['Đóng bán kỳ {{issue}} ngay?', '立即封盘第 {{issue}} 期？', 'Close sales of issue {{issue}} now?', 'Tutup penjualan periode {{issue}} sekarang?'],
  'cons.issues.closeSalesBody': [
    'Cược vào kỳ này dừng ngay; các đơn đã đặt chờ kết quả chính thức. Dùng khi kỳ quay chính thức diễn ra sớm hơn lịch. Giờ quay và thời gian chờ không đổi.',
    '本期立即停止投注，已下注单等待官方开奖结果。用于官方开奖早于计划时间的情况。开奖时间与等待期不变。',
    "Bets on this issue stop at once; the orders placed wait for the official result. Use it when the official draw is held before its scheduled time. The draw time and grace period stay as they are.",
    'Taruhan pada periode ini langsung berhenti; pesanan yang sudah ada menunggu hasil resmi. Gunakan bila undian resmi diadakan lebih awal dari jadwal. Waktu undian dan masa tenggang tidak berubah.',
  ],
  'cons.issues.closeSalesDone': [
    'Đã đóng bán kỳ {{issue}}: {{orders}} đơn chờ kết quả',
    '第 {{issue}} 期已封盘：{{orders}} 笔注单等待开奖',
    'Sales of issue {{issue}} closed: {{orders}} orders wait for the result',
    'Penjualan periode {{issue}} ditutup: {{orders}} pesanan menunggu hasil',
  ],
  'cons.issues.enterResult': ['Nhập kết quả', '录入结果', 'Enter result', 'Masukkan hasil'],
  'cons.issues.enterResultTitle': ['Kết quả kỳ {{issue}} · {{lottery}}', '{{lottery}} · 第 {{issue}} 期开奖结果', 'Result of issue {{issue}} · {{lottery}}', 'Hasil periode {{issue}} · {{lottery}}'],
  'cons.results.proposed': [
    'Đã ghi đề xuất kết quả {{code}}. Cần một nhân viên khác nhập cùng kết quả để xác nhận.',
    '已记录结果提案 {{code}}，需另一位操作员录入相同结果确认。',
    'Result {{code}} proposed. Another operator must enter the same result to confirm it.',
    'Hasil {{code}} diusulkan. Operator lain harus memasukkan hasil yang sama untuk mengonfirmasi.',
  ],
  'cons.results.confirmed': [
    'Đã xác nhận kết quả {{code}}: kỳ đã quay, các đơn đang được thanh toán.',
    '结果 {{code}} 已确认：本期已开奖，注单正在结算。',
    'Result {{code}} confirmed: the issue is drawn and its orders are being settled.',
    'Hasil {{code}} dikonfirmasi: periode sudah diundi dan pesanannya sedang diselesaikan.',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleIssues = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
