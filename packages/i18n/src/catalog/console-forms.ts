import { defineCatalog } from '../define.ts';

/**
 * The console's issue forms (issue #27): the cancellation and re-settlement forms pick the lottery
 * and the issue from lists, as the official result form does, and say what is missing or pending.
 * Each key's texts sit side by side in the order vi (default), zh, en, id.
 */
const rows = {
  'cons.forms.lotteryRequired': ['Hãy chọn xổ số', '请先选择彩种', 'Pick the lottery', 'Pilih lotrenya'],
  'cons.forms.issueRequired': ['Hãy chọn kỳ', '请选择奖期', 'Pick the issue', 'Pilih periodenya'],
  'cons.forms.noLotteryFound': ['Không có xổ số nào khớp (tìm theo tên hoặc mã)', '没有匹配的彩种（可按名称或代码搜索）', 'No lottery matches (search by name or code)', 'Tidak ada lotre yang cocok (cari dengan nama atau kode)'],
  'cons.forms.noIssueFound': ['Không có kỳ nào khớp', '没有匹配的奖期', 'No issue matches', 'Tidak ada periode yang cocok'],
  'cons.forms.pending': ['đang chờ xác nhận', '待确认', 'awaiting confirmation', 'menunggu konfirmasi'],
  'cons.cancel.none': [
    'Xổ số này không có kỳ nào có thể hủy (chỉ các kỳ đã mở bán và chưa hủy).',
    '该彩种没有可撤销的奖期（仅限已开售且未撤销的奖期）。',
    'This lottery has no issue that can be cancelled (only issues that have opened and are not cancelled).',
    'Lotre ini tidak punya periode yang dapat dibatalkan (hanya periode yang sudah dibuka dan belum dibatalkan).',
  ],
  'cons.cancel.pendingBy': [
    '{{by}} đã đề nghị hủy kỳ này, lý do: {{reason}}. Một nhân viên khác hủy cùng kỳ để thực hiện.',
    '{{by}} 已提议撤销本期，原因：{{reason}}。需另一位操作员撤销同一期后生效。',
    '{{by}} asked to cancel this issue: {{reason}}. Another operator cancelling the same issue carries it out.',
    '{{by}} meminta periode ini dibatalkan: {{reason}}. Operator lain yang membatalkan periode yang sama menjalankannya.',
  ],
  'cons.cancel.confirmProposal': ['Xác nhận hủy kỳ', '确认撤销本期', 'Confirm the cancellation', 'Konfirmasi pembatalan'],
  'cons.resettle.none': [
    'Xổ số này chưa có kỳ nào đã thanh toán để tính lại.',
    '该彩种还没有可重新结算的已结算奖期。',
    'This lottery has no settled issue to re-settle.',
    'Lotre ini belum punya periode yang sudah diselesaikan untuk diselesaikan ulang.',
  ],
  'cons.resettle.current': ['Kết quả hiện tại: {{result}}', '当前结果：{{result}}', 'Current result: {{result}}', 'Hasil saat ini: {{result}}'],
  'cons.resettle.pendingBy': [
    '{{by}} đã đề xuất kết quả sửa {{code}} (lý do: {{reason}}): người xác nhận phải nhập đúng các số này.',
    '{{by}} 已提议更正结果 {{code}}（原因：{{reason}}）：确认人须录入相同号码。',
    '{{by}} proposed the corrected result {{code}} ({{reason}}): the confirmer must enter these same numbers.',
    '{{by}} mengusulkan hasil koreksi {{code}} ({{reason}}): yang mengonfirmasi harus memasukkan angka yang sama.',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleForms = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
