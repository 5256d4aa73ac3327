import { paths } from '@lotus/contracts';

/**
 * Server gap = server time − local time, from the time server's Date header (docs/product.md §4, §7). A
 * missing header or a failed call gives 0 (docs/product.md §8: missing time server → gap 0).
 */
export async function getServerGapMs(): Promise<number> {
  try {
    const sentAt = Date.now();
    const res = await fetch(paths.serverTime, { signal: AbortSignal.timeout(5000) });
    const date = res.headers.get('date');
    if (!date) return 0;
    const receivedAt = Date.now();
    // The header has whole seconds: compare with the middle of the round trip.
    return new Date(date).getTime() - Math.round((sentAt + receivedAt) / 2);
  } catch {
    return 0;
  }
}
