import { eq } from 'drizzle-orm';
import { formatMoney } from '@lotus/engine';
import type { DbOrTx } from '../../db/client.ts';
import { members, wallets } from '../../db/schema.ts';

/** The merchant (site operator) account shown to members as merchantAccout (spec §3). */
export const MERCHANT_ACCOUNT = 'lotus';

export async function getWalletView(db: DbOrTx, memberId: bigint) {
  const rows = await db
    .select({ balance: wallets.balance, nickname: members.nickname, account: members.account })
    .from(members)
    .leftJoin(wallets, eq(wallets.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  const row = rows[0];
  return {
    balance: formatMoney(row?.balance ?? 0n),
    alias: row?.nickname ?? row?.account ?? '',
    merchant: MERCHANT_ACCOUNT,
  };
}
