/**
 * A promise raced against a timer: `p`'s outcome if it settles within `ms`, else what `late()`
 * returns (or throws). The timer is cleared once either comes and never keeps the process alive.
 * The scheduler's waits (result sources, the draw's reminders), the readiness probe's database
 * check and a provider's payout all bound their wait with it.
 */
export function within<T>(p: Promise<T>, ms: number, late: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (err) {
        reject(err);
      }
    }, ms);
    timer.unref();
  });
  return Promise.race([p, waited]).finally(() => clearTimeout(timer));
}
