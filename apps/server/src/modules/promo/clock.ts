import type { AppDeps, Clock } from '../../deps.ts';

/**
 * The promotions' clock: the app's clock plus an offset that operators may set only where
 * PROMO_CLOCK_CONTROL is on (staging, browser tests), to rehearse sign-in streaks over several
 * days without moving the lotteries' schedule. The offset lives in the app: the composition root
 * (services.ts) builds one promotions' clock and hands it to the promotions' services and routes.
 */
export interface PromoClock extends Clock {
  /** Bounded to ±400 days. Returns the promotions' time after the change. */
  setOffset(minutes: number): Date;
}

export function createPromoClock(deps: Pick<AppDeps, 'clock' | 'config'>): PromoClock {
  let offset = 0;
  const now = () => new Date(deps.clock.now().getTime() + offset);
  return {
    now,
    setOffset(minutes) {
      if (!deps.config.promoClockControl) throw new Error('promo clock control is off');
      offset = Math.max(-400 * 1440, Math.min(400 * 1440, Math.trunc(minutes))) * 60_000;
      return now();
    },
  };
}
