/**
 * Reality-check timing (issue #17; domain §5.2 item 3): the check is due every `intervalMinutes`
 * counted from the session's start (as the server counts it: GET protection/realityCheck
 * `nextAt`), so a reload in the middle does not restart the count.
 */

/** Milliseconds from `nowMs` until the next check: the next multiple of the interval after the start. */
export function msUntilDue(sessionStartMs: number, intervalMinutes: number, nowMs: number): number {
  const intervalMs = intervalMinutes * 60_000;
  const elapsed = Math.max(0, nowMs - sessionStartMs);
  return intervalMs - (elapsed % intervalMs);
}

/**
 * Calls `onDue` at each check time until the returned function is called. One timer at a time;
 * each fires at the next multiple, so a late timer (a sleeping laptop) shows one check, not many.
 */
export function scheduleRealityChecks(opts: {
  sessionStartMs: number;
  intervalMinutes: number;
  now: () => number;
  onDue: () => void;
}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    timer = setTimeout(
      () => {
        opts.onDue();
        arm();
      },
      // At least a second: a timer firing a hair early must not fire twice for one check.
      Math.max(1000, msUntilDue(opts.sessionStartMs, opts.intervalMinutes, opts.now())),
    );
  };
  arm();
  return () => clearTimeout(timer);
}

/** "1:05:09" / "05:09": the session's elapsed time for the header. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
