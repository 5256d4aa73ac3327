/**
 * The path a draw's highlight takes over a board of `count` prizes before it lands on `target`:
 * `laps` full rounds from cell 0, then on to the target. Delays grow so the highlight slows down
 * as it lands (ms per step, from `fastMs` to about `slowMs`).
 */
export function landingPath(count: number, target: number, laps = 2, fastMs = 60, slowMs = 320): { cell: number; delayMs: number }[] {
  if (count < 1 || target < 0 || target >= count) return [];
  const steps = laps * count + target + 1;
  return Array.from({ length: steps }, (_, i) => {
    const progress = steps === 1 ? 1 : i / (steps - 1);
    return { cell: i % count, delayMs: Math.round(fastMs + (slowMs - fastMs) * progress * progress) };
  });
}
