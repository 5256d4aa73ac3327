import { defineCatalog } from '../define.ts';

/**
 * Messages of the API as a published contract (issue #19): account-change types the ledger writes
 * beyond the filterable ones, and malformed requests told in words instead of Fastify's codes.
 */
export const api = defineCatalog({
  en: {
    'wallet.trade.bet_cancel': 'Bet cancelled',
    'wallet.trade.bet_refund': 'Bet refunded',
    'wallet.trade.chase_refund': 'Chase refunded',
    'wallet.trade.withdrawFee': 'Withdrawal fee',
    'wallet.trade.other': 'Other account change',
    'errors.badJson': 'The request body is not valid JSON',
    'errors.bodyTooLarge': 'The request is too large',
    'errors.mediaType': 'Send the request as a form or as JSON',
    'errors.badRequest': 'The request is malformed',
  },
  vi: {
    'wallet.trade.bet_cancel': 'Hủy cược',
    'wallet.trade.bet_refund': 'Hoàn tiền cược',
    'wallet.trade.chase_refund': 'Hoàn tiền cược đuổi',
    'wallet.trade.withdrawFee': 'Phí rút tiền',
    'wallet.trade.other': 'Biến động số dư khác',
    'errors.badJson': 'Nội dung yêu cầu không phải JSON hợp lệ',
    'errors.bodyTooLarge': 'Yêu cầu quá lớn',
    'errors.mediaType': 'Hãy gửi yêu cầu dạng biểu mẫu hoặc JSON',
    'errors.badRequest': 'Yêu cầu không đúng định dạng',
  },
  zh: {
    'wallet.trade.bet_cancel': '撤单',
    'wallet.trade.bet_refund': '投注退款',
    'wallet.trade.chase_refund': '追号退款',
    'wallet.trade.withdrawFee': '提现手续费',
    'wallet.trade.other': '其他账变',
    'errors.badJson': '请求内容不是有效的 JSON',
    'errors.bodyTooLarge': '请求内容过大',
    'errors.mediaType': '请以表单或 JSON 格式发送请求',
    'errors.badRequest': '请求格式错误',
  },
  id: {
    'wallet.trade.bet_cancel': 'Taruhan dibatalkan',
    'wallet.trade.bet_refund': 'Pengembalian taruhan',
    'wallet.trade.chase_refund': 'Pengembalian taruhan berantai',
    'wallet.trade.withdrawFee': 'Biaya penarikan',
    'wallet.trade.other': 'Perubahan saldo lainnya',
    'errors.badJson': 'Isi permintaan bukan JSON yang valid',
    'errors.bodyTooLarge': 'Permintaan terlalu besar',
    'errors.mediaType': 'Kirim permintaan sebagai formulir atau JSON',
    'errors.badRequest': 'Format permintaan salah',
  },
});
