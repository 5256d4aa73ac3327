/**
 * An operator's wallet lock (issue #16 "Members … lock the wallet"): while `wallets.locked_at` is
 * set the member can neither bet nor open a deposit, withdraw or transfer (sending or receiving).
 * Each check reads the row through the caller's transaction after it has locked the wallet, so
 * a lock that commits first is always seen. Kept by the ledger, which owns the wallets' rows, so
 * the modules that check it (wallet, protection, promo) import no module above them (#29).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { rowExists } from '../../db/row-exists.ts';

/** The member's refusal while his wallet is locked (translated). */
export const WALLET_LOCKED = 'wallet.locked';

export async function walletLocked(db: DbOrTx, memberId: bigint): Promise<boolean> {
  const [w] = await db.select({ lockedAt: wallets.lockedAt }).from(wallets).where(eq(wallets.memberId, memberId));
  return w?.lockedAt != null;
}

/** SQL true when the member's (an expression) wallet is locked: the bet takes the checked path. */
export const walletLockedSql = (memberId: SQL): SQL => rowExists(sql`from wallets wl where wl.member_id = ${memberId} and wl.locked_at is not null`);

/**
 * Inside a transaction that credits the member (a bonus received, a promotion draw's prize): locks
 * his wallet row first — wallets before house shards, the ledger's order — and refuses while an
 * operator has locked the wallet. A lock committed first is seen; one that comes later waits.
 */
export async function refuseLockedWallet(tx: DbOrTx, memberId: bigint): Promise<void> {
  const [w] = await tx.select({ lockedAt: wallets.lockedAt }).from(wallets).where(eq(wallets.memberId, memberId)).for('update');
  if (w?.lockedAt != null) throw rejected(WALLET_LOCKED);
}
