import { defineCatalog } from '../define.ts';

/**
 * The console's Lotteries screen (issue #16 "per-lottery settings … prize-group offset"): the
 * settings drawer and the prize-group offset under the two-person rule. Texts in the order vi
 * (default), zh, en, id.
 */
const rows = {
  /** The lotteries list's result source: drawn by the server (house) or taken from the official draw. */
  'cons.lottery.drawKind.house': ['Hệ thống tự quay', '系统开奖', 'House draw', 'Undian sistem'],
  'cons.lottery.drawKind.official': ['Kết quả chính thức', '官方开奖', 'Official results', 'Hasil resmi'],
  'cons.lotset.tabList': ['Danh sách xổ số', '彩种列表', 'Lotteries', 'Daftar lotre'],
  'cons.lotset.open': ['Cài đặt', '设置', 'Settings', 'Pengaturan'],
  'cons.lotset.title': ['Cài đặt xổ số {{code}}', '彩种设置 {{code}}', 'Settings of {{code}}', 'Pengaturan {{code}}'],
  'cons.lotset.help': [
    'Loại {{family}}, kết quả {{drawKind}}. Chỉ các trường đã đổi được gửi; mọi thay đổi được ghi nhật ký kèm lý do.',
    '类型 {{family}}，开奖 {{drawKind}}。只提交修改过的字段；每次修改连同原因记入审计日志。',
    'Family {{family}}, draw {{drawKind}}. Only the fields you change are sent; every change is audited with your reason.',
    'Jenis {{family}}, hasil {{drawKind}}. Hanya kolom yang diubah yang dikirim; setiap perubahan diaudit beserta alasannya.',
  ],
  'cons.lotset.limits': ['Giới hạn cược và thắng', '投注与奖金限额', 'Bet and win limits', 'Batas taruhan dan kemenangan'],
  'cons.lotset.groupOffset': ['Giảm nhóm thưởng', '奖金组扣减', 'Group offset', 'Offset grup'],
  'cons.lotset.minStake': ['Cược tối thiểu/dòng', '单注最低投注', 'Min stake per line', 'Taruhan min. per baris'],
  'cons.lotset.maxStake': ['Cược tối đa/dòng', '单注最高投注', 'Max stake per line', 'Taruhan maks. per baris'],
  'cons.lotset.maxIssueStake': ['Cược tối đa/kỳ', '单期最高投注', 'Max stake per issue', 'Taruhan maks. per periode'],
  'cons.lotset.doubleMin': ['Cược hai mặt tối thiểu', '双面盘最低投注', 'Two-sided min stake', 'Taruhan dua sisi min.'],
  'cons.lotset.doubleMax': ['Cược hai mặt tối đa', '双面盘最高投注', 'Two-sided max stake', 'Taruhan dua sisi maks.'],
  'cons.lotset.maxOrderWin': ['Thắng tối đa/đơn', '单笔最高奖金', 'Max win per order', 'Kemenangan maks. per pesanan'],
  'cons.lotset.maxIssueWin': ['Thắng tối đa/kỳ', '单期最高奖金', 'Max win per issue', 'Kemenangan maks. per periode'],
  'cons.lotset.ties': ['Quy ước hoà', '和局规则', 'Tie conventions', 'Konvensi seri'],
  'cons.lotset.tie.dragonTigerTie': ['Long hổ khi hai số bằng nhau', '龙虎遇和', 'Dragon/tiger on a tie', 'Naga/harimau saat seri'],
  'cons.lotset.tie.dragonTigerTie.lose': ['Thua', '输', 'Lose', 'Kalah'],
  'cons.lotset.tie.dragonTigerTie.refund': ['Hoàn tiền', '退还本金', 'Refund', 'Dikembalikan'],
  'cons.lotset.tie.k3TripleKill': ['K3 ra bộ ba', '快三豹子', 'K3 on a triple', 'K3 saat triple'],
  'cons.lotset.tie.k3TripleKill.true': ['Ăn hết (thông sát)', '通杀', 'All lose', 'Semua kalah'],
  'cons.lotset.tie.k3TripleKill.false': ['Không ăn hết', '不通杀', 'No kill', 'Tidak semua kalah'],
  'cons.lotset.tie.x5Convention': ['Quy ước 11 chọn 5', '11选5 规则', '11x5 convention', 'Konvensi 11x5'],
  'cons.lotset.tie.x5Convention.A': ['A: bóng 11 và tổng 30 hoà', 'A：11 号与总和 30 为和', 'A: ball 11 and sum 30 push', 'A: bola 11 dan jumlah 30 seri'],
  'cons.lotset.tie.x5Convention.B': ['B: 11 là lớn·lẻ, tổng 30 cược riêng', 'B：11 为大单，总和 30 单独投注', 'B: 11 is big·odd, sum 30 its own bet', 'B: 11 besar·ganjil, jumlah 30 taruhan sendiri'],
  'cons.lotset.tie.kl8Sum810': ['KL8 tổng = 810', '快乐8 和值 810', 'KL8 sum = 810', 'KL8 jumlah = 810'],
  'cons.lotset.tie.kl8Sum810.lose': ['Thua', '输', 'Lose', 'Kalah'],
  'cons.lotset.tie.kl8Sum810.push': ['Lớn nhỏ hoà', '大小为和', 'Big/small push', 'Besar/kecil seri'],
  'cons.lotset.tie.kl8Sum810.noTie': ['Không hoà (lớn ≥ 811)', '无和（大 ≥ 811）', 'No tie (big ≥ 811)', 'Tanpa seri (besar ≥ 811)'],
  'cons.lotset.tie.pk10Sum11': ['PK10 tổng nhất nhì = 11', 'PK10 冠亚和 = 11', 'PK10 first+second = 11', 'PK10 jumlah 1+2 = 11'],
  'cons.lotset.tie.pk10Sum11.small': ['Tính là nhỏ', '算小', 'Counts as small', 'Dihitung kecil'],
  'cons.lotset.tie.pk10Sum11.push': ['Hoà', '和局', 'Push', 'Seri'],
  'cons.lotset.odds': ['Tỷ lệ cược tín dụng (JSON)', '信用盘赔率覆盖（JSON）', 'Credit odds overrides (JSON)', 'Odds kredit khusus (JSON)'],
  'cons.lotset.oddsHelp': [
    '{"mã cách chơi": {"mức": tỷ lệ × 1000}}; để trống để xoá.',
    '{"玩法代码": {"奖级": 赔率 × 1000}}；留空即清除。',
    '{"playCode": {"levelKey": odds × 1000}}; leave empty to clear.',
    '{"kode permainan": {"level": odds × 1000}}; kosongkan untuk menghapus.',
  ],
  'cons.lotset.oddsJson': ['JSON không hợp lệ: cần một đối tượng', 'JSON 无效：必须是对象', 'Invalid JSON: an object is expected', 'JSON tidak valid: harus berupa objek'],
  'cons.lotset.source': ['Nguồn kết quả chính thức', '官方开奖来源', 'Official result source', 'Sumber hasil resmi'],
  'cons.lotset.sourceUrl': ['Địa chỉ (URL)', '地址（URL）', 'URL', 'URL'],
  'cons.lotset.sourceHelp': [
    'Mẫu có {issue} (và có thể {lottery}, {date}); để trống để bỏ nguồn.',
    '模板须含 {issue}（可含 {lottery}、{date}）；留空即移除来源。',
    'A template with {issue} (and optionally {lottery}, {date}); empty removes the source.',
    'Templat dengan {issue} (opsional {lottery}, {date}); kosong menghapus sumber.',
  ],
  'cons.lotset.sourceTimeout': ['Thời gian chờ (ms)', '超时（毫秒）', 'Timeout (ms)', 'Batas waktu (ms)'],
  'cons.lotset.sourceHold': ['Giữ trước khi trả (phút)', '结算前保留（分钟）', 'Hold before settling (min)', 'Tahan sebelum penyelesaian (menit)'],
  'cons.lotset.sourcePoll': ['Chu kỳ lấy (giây)', '抓取间隔（秒）', 'Poll every (s)', 'Ambil setiap (detik)'],
  'cons.lotset.invalid': ['Giá trị không hợp lệ', '值无效', 'Invalid value', 'Nilai tidak valid'],
  'cons.lotset.cancel': ['Huỷ', '取消', 'Cancel', 'Batal'],
  'cons.lotset.save': ['Lưu thay đổi', '保存修改', 'Save changes', 'Simpan perubahan'],
  'cons.lotset.saved': ['Đã lưu cài đặt {{code}}', '{{code}} 设置已保存', 'Settings of {{code}} saved', 'Pengaturan {{code}} disimpan'],
  'cons.offset.title': ['Giảm nhóm thưởng (hai người duyệt)', '奖金组扣减（双人复核）', 'Prize-group offset (two operators)', 'Offset grup hadiah (dua operator)'],
  'cons.offset.help': [
    'Mọi giá của xổ số tính theo nhóm thưởng trừ đi mức này. Một người đề xuất, một người khác xác nhận.',
    '该彩种所有赔率按奖金组减去此值计算。一人提议，另一人确认。',
    'Every price of the lottery is at the prize group less this offset. One operator proposes, another confirms.',
    'Semua harga lotre memakai grup hadiah dikurangi offset ini. Satu operator mengusulkan, operator lain mengonfirmasi.',
  ],
  'cons.offset.lottery': ['Xổ số', '彩种', 'Lottery', 'Lotre'],
  'cons.offset.change': ['Từ → thành', '由 → 改为', 'From → to', 'Dari → menjadi'],
  'cons.offset.at': ['Lúc', '时间', 'At', 'Waktu'],
  'cons.offset.newOffset': ['Mức mới', '新扣减值', 'New offset', 'Offset baru'],
  'cons.offset.now': ['Hiện tại: {{n}}', '当前：{{n}}', 'Now: {{n}}', 'Saat ini: {{n}}'],
  'cons.offset.invalid': ['Một số nguyên từ 0 đến {{max}}', '0 至 {{max}} 的整数', 'A whole number from 0 to {{max}}', 'Bilangan bulat 0 sampai {{max}}'],
  'cons.offset.pickLottery': ['Chọn xổ số', '请选择彩种', 'Choose a lottery', 'Pilih lotre'],
  'cons.offset.proposed': ['Đã gửi đề xuất; chờ người khác xác nhận', '已提交提议，等待他人确认', 'Proposed; another operator confirms it', 'Diusulkan; operator lain mengonfirmasi'],
  'cons.offset.confirmed': ['Đã xác nhận: mức mới có hiệu lực', '已确认：新扣减值生效', 'Confirmed: the new offset applies', 'Dikonfirmasi: offset baru berlaku'],
  'cons.offset.refused': ['Đã từ chối đề xuất', '已拒绝提议', 'Proposal refused', 'Usulan ditolak'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleLotset = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
