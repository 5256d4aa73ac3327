import { PushType, pushTopics } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';

/** Publishes in flight at once (a settlement batch can name 500 members). */
const PUBLISH_CONCURRENCY = 50;

/**
 * Tells members their balance changed: the balance push (docs/product.md §4, §7 event 5) on each member's own
 * topic, so the header balance refetches by itself. Call it after the transaction that moved the
 * money has committed (a rolled-back move must not be announced). Push is best effort: a broker
 * that is down is logged, never turned into a failed money call.
 *
 * Every money event that changes a member's balance outside the member's own request calls this:
 * deposit approved, withdrawal approved or rejected, transfer sent and received, adjustment, bonus,
 * rebate and refund credits.
 */
export async function publishBalanceChanged(
  deps: Pick<AppDeps, 'push' | 'clock' | 'log'>,
  memberIds: Iterable<bigint>,
): Promise<void> {
  const ids = [...new Set(memberIds)];
  const at = deps.clock.now().getTime();
  for (let i = 0; i < ids.length; i += PUBLISH_CONCURRENCY) {
    await Promise.all(
      ids.slice(i, i + PUBLISH_CONCURRENCY).map((memberId) =>
        deps.push
          .publish(pushTopics.member(memberId), { type: PushType.BALANCE, data: {}, at })
          .catch((err: unknown) => deps.log.warn({ err, memberId: memberId.toString() }, 'balance push failed')),
      ),
    );
  }
}
