/**
 * Words that promise money on top of a deposit or a bet, in the four languages (issue #27): a
 * card without a rule that pays it is a text-only notice and may not say them. The list is short
 * on purpose: it names the offers a promotion makes ("nhận thêm 10%", "额外获得", "get 10% more",
 * "bonus"), not every word about money.
 */
const PROMISES: readonly RegExp[] = [
  // Vietnamese: "receive extra", "bonus/reward", "give extra", "rebate".
  /nhận thêm/iu,
  /tiền thưởng|thưởng nạp|tặng thêm|hoàn trả \d/iu,
  // Chinese: "extra", "bonus", "gift", "rebate".
  /额外|奖励|赠送|加赠|彩金|返水|返还/u,
  // English.
  /\bbonus\b|\bget \d+(?:[.,]\d+)?\s?% more\b|\bextra \d|\bcashback\b|\brebate\b/iu,
  // Indonesian.
  /\btambahan\b|\bbonus\b|\brabat\b/iu,
];

/** Whether any of the texts promises an extra payment. */
export function promisesPayment(texts: readonly (string | undefined)[]): boolean {
  return texts.some((t) => t !== undefined && PROMISES.some((re) => re.test(t)));
}
