import { defineCatalog } from '../define.ts';

/**
 * The member web app's betting page, second part (issue #7): the profit-rate chase planner, the
 * engine's chase-plan codes and the place button's waiting state. Texts in the order vi
 * (default), zh, en, id.
 */
const rows = {
  // A two-sided line in the confirm dialog: the engine's count, the amount per bet, the odds of
  // each level it can win at and the most the line pays over every draw (issues #11, #27).
  'webPlay.double.line': [
    '{{label}} — {{bets}} cược × {{amount}} · tỷ lệ {{odds}} · thắng tối đa {{win}}',
    '{{label}} — {{bets}} 注 × {{amount}} · 赔率 {{odds}} · 最高可中 {{win}}',
    '{{label}} — {{bets}} bets × {{amount}} · odds {{odds}} · possible win {{win}}',
    '{{label}} — {{bets}} taruhan × {{amount}} · odds {{odds}} · menang maksimal {{win}}',
  ],
  // A standard slip in the confirm dialog (issue #27).
  'webPlay.confirm.line': [
    '{{play}}: {{content}} — {{amount}} · tỷ lệ {{odds}} · thắng tối đa {{win}}',
    '{{play}}：{{content}} — {{amount}} · 赔率 {{odds}} · 最高可中 {{win}}',
    '{{play}}: {{content}} — {{amount}} · odds {{odds}} · possible win {{win}}',
    '{{play}}: {{content}} — {{amount}} · odds {{odds}} · menang maksimal {{win}}',
  ],
  // Under the board while picking: the engine's figure for the selection (issue #27).
  'webPlay.possible': [
    'Thắng tối đa {{win}} · tỷ lệ {{odds}}',
    '最高可中 {{win}} · 赔率 {{odds}}',
    'Possible win {{win}} · odds {{odds}}',
    'Menang maksimal {{win}} · odds {{odds}}',
  ],
  'webPlay.chase.profit': ['Theo lợi nhuận', '利润率', 'Profit rate', 'Tingkat laba'],
  'webPlay.chase.rate': ['Lợi nhuận tối thiểu (%)', '最低收益率（%）', 'Minimum profit (%)', 'Laba minimum (%)'],
  'webPlay.chase.profitOneSlip': [
    'Cược đuổi theo lợi nhuận chỉ dùng cho giỏ có đúng một phiếu',
    '利润率追号仅适用于号码篮中只有一注单的情况',
    'A profit-rate chase needs exactly one slip in the basket',
    'Kejar nomor berdasarkan laba hanya untuk keranjang dengan tepat satu slip',
  ],
  'webPlay.chase.profitOneLevel': [
    'Cách chơi này có nhiều mức thưởng, không thể đuổi theo lợi nhuận',
    '该玩法有多个奖级，不能使用利润率追号',
    'This play has more than one prize level, so a profit-rate chase is not possible',
    'Permainan ini memiliki lebih dari satu tingkat hadiah, jadi kejar berdasarkan laba tidak mungkin',
  ],
  'webPlay.chase.code.CHASE_PROFIT_IMPOSSIBLE': [
    'Không thể đạt tỷ suất lợi nhuận này: tiền thưởng không vượt quá tiền cược cộng lợi nhuận',
    '无法达到该利润率：奖金不高于投注金额加利润',
    'This profit rate cannot be reached: the prize is not more than the stake plus the profit',
    'Tingkat laba ini tidak dapat dicapai: hadiah tidak lebih dari taruhan ditambah laba',
  ],
  'webPlay.chase.code.CHASE_MULTIPLE': [
    'Bội số vượt quá mức tối đa ngay từ kỳ đầu tiên',
    '第一期的倍数已超过最大倍数',
    'The multiple passes the maximum from the first issue',
    'Kelipatan melewati batas maksimum sejak periode pertama',
  ],
  'webPlay.chase.code.CHASE_EMPTY': ['Kế hoạch cược đuổi trống', '追号计划为空', 'The chase plan is empty', 'Rencana kejar kosong'],
  'webPlay.chase.code.CHASE_TOO_LONG': [
    'Kế hoạch cược đuổi có quá nhiều kỳ',
    '追号期数过多',
    'The chase plan has too many issues',
    'Rencana kejar memiliki terlalu banyak periode',
  ],
  'webPlay.chase.code.CHASE_FORMAT': [
    'Kế hoạch cược đuổi không hợp lệ',
    '追号计划格式错误',
    'The chase plan is not valid',
    'Rencana kejar tidak valid',
  ],
  'webPlay.chase.code.CHASE_DUPLICATE_ISSUE': [
    'Một kỳ xuất hiện hai lần trong kế hoạch',
    '追号计划中有重复的期号',
    'An issue appears twice in the plan',
    'Satu periode muncul dua kali dalam rencana',
  ],
  'webPlay.chase.planIssue': ['Kỳ', '期号', 'Issue', 'Periode'],
  'webPlay.chase.planMultiple': ['Bội số', '倍数', 'Multiple', 'Kelipatan'],
  'webPlay.chase.planAmount': ['Tiền cược', '投注金额', 'Stake', 'Taruhan'],
  'webPlay.chase.planProfit': ['Lãi nếu trúng', '中奖盈利', 'Profit if won', 'Laba jika menang'],
  'webPlay.chase.shortened': [
    'Chỉ lập được {{issues}} kỳ trước khi bội số vượt mức tối đa',
    '倍数超过上限前只能生成 {{issues}} 期',
    'Only {{issues}} issues fit before the multiple passes the maximum',
    'Hanya {{issues}} periode sebelum kelipatan melewati batas maksimum',
  ],
  'webPlay.bet.placing': ['Đang gửi cược…', '投注提交中…', 'Placing the bet…', 'Mengirim taruhan…'],
  'webPlay.records.title': ['Cược của tôi', '我的投注', 'My bets', 'Taruhan saya'],
  'webPlay.records.empty': [
    'Chưa có cược nào cho xổ số này',
    '该彩种暂无投注记录',
    'No bets on this lottery yet',
    'Belum ada taruhan pada lotere ini',
  ],
  'webPlay.records.issue': ['Kỳ', '期号', 'Issue', 'Periode'],
  'webPlay.records.play': ['Cách chơi', '玩法', 'Play', 'Permainan'],
  'webPlay.records.amount': ['Tiền cược', '投注金额', 'Stake', 'Taruhan'],
  'webPlay.records.win': ['Tiền thắng', '中奖金额', 'Winnings', 'Kemenangan'],
  'webPlay.records.status': ['Trạng thái', '状态', 'Status', 'Status'],
  'webPlay.records.status.1': ['Chờ mở thưởng', '待开奖', 'Awaiting draw', 'Menunggu undian'],
  'webPlay.records.status.2': ['Đang mở thưởng', '开奖中', 'Drawing', 'Sedang diundi'],
  'webPlay.records.status.3': ['Đã trúng', '已中奖', 'Won', 'Menang'],
  'webPlay.records.status.4': ['Không trúng', '未中奖', 'Not won', 'Tidak menang'],
  'webPlay.records.status.5': ['Đã hủy', '已撤单', 'Cancelled', 'Dibatalkan'],
  'webPlay.records.status.6': ['Hệ thống hủy', '系统撤单', 'Cancelled by the system', 'Dibatalkan sistem'],
  'webPlay.records.status.7': ['Đã bỏ', '已作废', 'Void', 'Batal'],
  'webPlay.records.chase': ['Đuổi', '追号', 'Chase', 'Kejar'],
  'webPlay.records.loadFailed': [
    'Không tải được lịch sử cược',
    '投注记录加载失败',
    'The betting record could not be loaded',
    'Riwayat taruhan tidak dapat dimuat',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const webPlay = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
