import { create } from 'zustand';

/**
 * The balance the header shows while a prize wheel turns (issue #27): the server credits a draw's
 * prize at once and the balance push follows, so without a hold the header would tell the prize
 * before the wheel stops. A draw holds the balance it started with; the wheel's stop releases it.
 */
interface BalanceHold {
  held: string | null;
  hold: (balance: string) => void;
  release: () => void;
}

export const useBalanceHold = create<BalanceHold>((set) => ({
  held: null,
  hold: (balance) => set((s) => (s.held === null ? { held: balance } : s)),
  release: () => set({ held: null }),
}));

/** What the header shows: the held balance while a wheel turns, else the live one. */
export const shownBalance = (live: string, held: string | null): string => held ?? live;
