import type { AppDeps, Clock } from '../../deps.ts';

/**
 * The promotions' clock: the app's clock plus an offset that operators may set only where
 * PROMO_CLOCK_CONTROL is on (staging, browser tests), to rehearse sign-in streaks over several
 * days without moving the lotteries' schedule. The offset lives in the process.
 */
const offsets = new WeakMap<AppDeps, number>();

export function promoClock(deps: AppDeps): Clock {
  return { now: () => new Date(deps.clock.now().getTime() + (offsets.get(deps) ?? 0)) };
}

/** Bounded to ±400 days. Returns the promotions' time after the change. */
export function setPromoOffset(deps: AppDeps, minutes: number): Date {
  if (!deps.config.promoClockControl) throw new Error('promo clock control is off');
  offsets.set(deps, Math.max(-400 * 1440, Math.min(400 * 1440, Math.trunc(minutes))) * 60_000);
  return promoClock(deps).now();
}
