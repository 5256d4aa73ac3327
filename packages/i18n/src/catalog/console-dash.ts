import { defineCatalog } from '../define.ts';

/**
 * The console's live dashboard, the re-settlement of an issue with a corrected result, and the
 * system parameters and payment channels screens (issue #16). Each key's texts sit side by side
 * in the order vi (default), zh, en, id.
 */
const rows = {
  'cons.dash.live': [
    'Cập nhật mỗi {{s}} giây · {{time}}',
    '每 {{s}} 秒刷新 · {{time}}',
    'Updated every {{s}} s · {{time}}',
    'Diperbarui tiap {{s}} dtk · {{time}}',
  ],
  'cons.dash.waiting': [
    '{{amount}} · cũ nhất {{age}}',
    '{{amount}} · 最早 {{age}}',
    '{{amount}} · oldest {{age}}',
    '{{amount}} · terlama {{age}}',
  ],
  'cons.dash.none': ['Không có', '无', 'None', 'Tidak ada'],
  'cons.dash.ageMin': ['{{n}} phút', '{{n}} 分钟', '{{n}} min', '{{n}} mnt'],
  'cons.dash.ageHour': [
    '{{h}} giờ {{m}} phút',
    '{{h}} 小时 {{m}} 分钟',
    '{{h}} h {{m}} min',
    '{{h}} j {{m}} mnt',
  ],
  'cons.dash.today': ['Hôm nay ({{day}})', '今日（{{day}}）', 'Today ({{day}})', 'Hari ini ({{day}})'],
  'cons.dash.placed': ['Tiền cược đã đặt', '今日投注额', 'Stakes placed', 'Taruhan dipasang'],
  'cons.dash.bets': ['Cược đã thanh toán', '已结算投注', 'Settled bets', 'Taruhan diselesaikan'],
  'cons.dash.wins': ['Tiền thắng', '中奖金额', 'Wins', 'Kemenangan'],
  'cons.dash.ggr': ['Doanh thu gộp (GGR)', '毛利（GGR）', 'GGR', 'GGR'],
  'cons.dash.newMembers': ['Thành viên mới', '新会员', 'New members', 'Anggota baru'],
  'cons.dash.online': [
    'Đang trực tuyến ({{n}} phút)',
    '在线会员（{{n}} 分钟内）',
    'Online (last {{n}} min)',
    'Online ({{n}} mnt terakhir)',
  ],
  'cons.dash.lotteries': ['Tình trạng kỳ xổ', '奖期状态', 'Issue health', 'Kondisi periode'],
  'cons.dash.lottery': ['Xổ số', '彩种', 'Lottery', 'Lotre'],
  'cons.dash.state': ['Trạng thái', '状态', 'State', 'Status'],
  'cons.dash.issue': ['Kỳ', '期号', 'Issue', 'Periode'],
  'cons.dash.at': ['Thời điểm', '时间', 'Time', 'Waktu'],
  'cons.dash.state.onSale': ['Đang bán', '销售中', 'On sale', 'Dijual'],
  'cons.dash.state.drawing': ['Đang quay', '开奖中', 'Drawing', 'Diundi'],
  'cons.dash.state.late': ['Trễ', '延迟', 'Late', 'Terlambat'],
  'cons.dash.state.suspended': ['Tạm ngưng', '已暂停', 'Suspended', 'Dihentikan'],
  'cons.dash.state.idle': ['Ngoài giờ bán', '非销售时段', 'Between sales', 'Di luar jam jual'],
  'cons.dash.lateHelp': [
    'Trễ: chưa thanh toán sau {{n}} phút kể từ giờ quay.',
    '延迟：开奖时间后 {{n}} 分钟仍未结算。',
    'Late: not settled {{n}} min after its draw time.',
    'Terlambat: belum diselesaikan {{n}} mnt setelah waktu undian.',
  ],
  'cons.dash.alerts': ['Cảnh báo gần đây', '最近警报', 'Recent alerts', 'Peringatan terbaru'],
  'cons.dash.noAlerts': [
    'Không có cảnh báo trong 24 giờ qua.',
    '过去 24 小时没有警报。',
    'No alerts in the last 24 hours.',
    'Tidak ada peringatan dalam 24 jam terakhir.',
  ],
  'cons.dash.error': [
    'Không tải được bảng điều khiển',
    '仪表盘加载失败',
    'The dashboard could not be loaded',
    'Dasbor gagal dimuat',
  ],

  'cons.resettle.title': [
    'Thanh toán lại với kết quả đã sửa',
    '以更正结果重新结算',
    'Re-settle with a corrected result',
    'Selesaikan ulang dengan hasil koreksi',
  ],
  'cons.resettle.help': [
    'Chỉ cho kỳ xổ chính thức đã thanh toán. Người thứ nhất đề xuất kết quả đúng, một người khác nhập cùng kết quả để thực hiện: tiền thắng, hoàn cược và hoa hồng cũ được thu hồi qua sổ cái và kỳ được thanh toán lại. Nếu một thành viên không đủ số dư để trả lại, việc thanh toán lại bị từ chối và nêu tên thành viên.',
    '仅适用于已结算的官方彩种奖期。第一位操作员提议正确结果，另一位输入相同结果后执行：原派奖、退款和返点通过账本冲回，并按新结果重新结算。若有会员余额不足以退回，将拒绝并列出会员。',
    'Settled official issues only. One operator proposes the correct result; another entering the same result carries it out: the prizes, push refunds and rebates paid are reversed through the ledger and the issue is settled again. If a member cannot give back what he was paid, the re-settlement is refused and names him.',
    'Hanya periode resmi yang sudah diselesaikan. Satu operator mengusulkan hasil yang benar; operator lain yang memasukkan hasil sama menjalankannya: hadiah, pengembalian dan rabat dibalik melalui buku besar lalu periode diselesaikan ulang. Jika anggota tidak dapat mengembalikan, penyelesaian ulang ditolak dan anggota disebutkan.',
  ],
  'cons.resettle.code': ['Kết quả đúng', '正确开奖号码', 'Correct result', 'Hasil yang benar'],
  'cons.resettle.reason': ['Lý do', '原因', 'Reason', 'Alasan'],
  'cons.resettle.submit': ['Đề xuất / xác nhận', '提议 / 确认', 'Propose / confirm', 'Usulkan / konfirmasi'],
  'cons.resettle.proposed': [
    'Đã ghi đề xuất. Một người vận hành khác nhập cùng kết quả để thực hiện.',
    '已记录提议，需另一位操作员输入相同结果执行。',
    'Proposal recorded. Another operator entering the same result carries it out.',
    'Usulan dicatat. Operator lain yang memasukkan hasil sama akan menjalankannya.',
  ],
  'cons.resettle.done': [
    'Đã thanh toán lại {{orders}} lệnh: {{previous}} → {{code}}. Thu hồi {{takenBack}}, trả {{paid}}.',
    '已重新结算 {{orders}} 笔注单：{{previous}} → {{code}}。冲回 {{takenBack}}，派发 {{paid}}。',
    'Re-settled {{orders}} orders: {{previous}} → {{code}}. Taken back {{takenBack}}, paid {{paid}}.',
    'Diselesaikan ulang {{orders}} order: {{previous}} → {{code}}. Ditarik {{takenBack}}, dibayar {{paid}}.',
  ],

  'lottery.resettleNotSettled': [
    'Chỉ kỳ đã thanh toán xong mới được thanh toán lại',
    '只有已结算完成的奖期才能重新结算',
    'Only a settled issue can be re-settled',
    'Hanya periode yang sudah diselesaikan yang dapat diselesaikan ulang',
  ],
  'lottery.resultSame': [
    'Kỳ này đã có đúng kết quả này',
    '该期已是此开奖结果',
    'This issue already has this result',
    'Periode ini sudah memiliki hasil ini',
  ],
  'lottery.resettleShortfall': [
    '{{n}} thành viên không đủ số dư để hoàn lại phần kết quả đã sửa lấy đi: {{accounts}}. Hãy xử lý trước rồi thanh toán lại',
    '{{n}} 名会员余额不足以退回更正结果需收回的金额：{{accounts}}。请先处理，再重新结算',
    '{{n}} member(s) cannot give back what the corrected result takes from them: {{accounts}}. Settle that first, then re-settle again',
    '{{n}} anggota tidak dapat mengembalikan yang diambil oleh hasil koreksi: {{accounts}}. Selesaikan dulu, lalu selesaikan ulang',
  ],

  'cons.nav.parameters': ['Tham số hệ thống', '系统参数', 'Parameters', 'Parameter'],
  'cons.params.help': [
    'Mỗi thay đổi được kiểm tra và ghi vào nhật ký kiểm toán (trước và sau).',
    '每次修改都会校验并记入审计日志（修改前后）。',
    'Each change is validated and written to the audit log (before and after).',
    'Setiap perubahan divalidasi dan dicatat di log audit (sebelum dan sesudah).',
  ],
  'cons.params.key': ['Tham số', '参数', 'Parameter', 'Parameter'],
  'cons.params.value': ['Giá trị', '值', 'Value', 'Nilai'],
  'cons.params.save': ['Lưu', '保存', 'Save', 'Simpan'],
  'cons.params.saved': ['Đã lưu {{key}}', '已保存 {{key}}', '{{key}} saved', '{{key}} disimpan'],
  'cons.params.filter': ['Lọc tham số', '筛选参数', 'Filter parameters', 'Saring parameter'],
  'cons.nav.channels': ['Kênh thanh toán', '支付渠道', 'Payment channels', 'Saluran pembayaran'],
  'cons.channels.help': [
    'Kênh nạp tiền mà thành viên thấy. Tắt một kênh để ẩn nó; giới hạn là số tiền tối thiểu và tối đa mỗi lệnh.',
    '会员可见的充值渠道。停用即隐藏；限额为每笔最低与最高金额。',
    'The deposit channels members see. Disable one to hide it; the limits are the minimum and maximum of one order.',
    'Saluran setoran yang dilihat anggota. Nonaktifkan untuk menyembunyikan; batas adalah minimum dan maksimum per order.',
  ],
  'cons.channels.name': ['Tên', '名称', 'Name', 'Nama'],
  'cons.channels.type': ['Loại', '类型', 'Type', 'Jenis'],
  'cons.channels.min': ['Tối thiểu', '最低', 'Minimum', 'Minimum'],
  'cons.channels.max': ['Tối đa', '最高', 'Maximum', 'Maksimum'],
  'cons.channels.enabled': ['Bật', '启用', 'Enabled', 'Aktif'],
  'cons.channels.save': ['Lưu kênh', '保存渠道', 'Save channels', 'Simpan saluran'],
  'cons.channels.saved': ['Đã lưu các kênh', '渠道已保存', 'Channels saved', 'Saluran disimpan'],
  'cons.channels.type.bank': ['Chuyển khoản', '银行转账', 'Bank transfer', 'Transfer bank'],
  'cons.channels.type.crypto': ['Tiền số', '数字货币', 'Crypto', 'Kripto'],
  'cons.channels.type.third': ['Cổng thanh toán', '第三方支付', 'Gateway', 'Gerbang pembayaran'],
  'cons.channels.minOverMax': [
    'Tối thiểu lớn hơn tối đa',
    '最低金额大于最高金额',
    'The minimum is above the maximum',
    'Minimum melebihi maksimum',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleDash = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
