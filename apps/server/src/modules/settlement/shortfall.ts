import type { Milli } from '@lotus/engine';
import { amountText, listText, type TextParams } from '../../lib/texts.ts';

/** How many short members a refusal names; the count says how many there are in all. */
const SHORT_NAMED = 5;

/**
 * The refusal's parameters when a cancellation or a re-settlement would take more from members
 * than they hold: how many, and the first few accounts with what each lacks, in the reader's
 * number format.
 */
export function shortfallParams(
  short: readonly { memberId: bigint; balance: Milli; account: string }[],
  net: ReadonlyMap<bigint, Milli>,
): TextParams {
  return {
    n: short.length,
    accounts: listText(
      short.slice(0, SHORT_NAMED).map((b) => {
        const lacks = amountText(-(b.balance + net.get(b.memberId)!));
        return (lang) => `${b.account} (${lacks(lang)})`;
      }),
    ),
  };
}
