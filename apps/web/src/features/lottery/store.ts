import { create } from 'zustand';
import type { MoneyMode, Selection } from '@lotus/engine';
import type { Possible } from './possible-win.ts';

/** One slip of the shopping basket: a play, a valid selection and its stake settings. */
export interface Slip {
  id: string;
  playId: number;
  playName: string;
  /** The selection as shown to the member. */
  content: string;
  selection: Selection;
  bets: number;
  mode: MoneyMode;
  multiple: number;
  /** Stake of the slip in milli-units (engine stakeMilli). */
  stakeMilli: bigint;
  /** What the slip may win (engine, issue #27), as the order will store it. */
  possible?: Possible;
}

interface BasketState {
  ticketId: number | null;
  slips: Slip[];
  add: (slip: Slip) => void;
  remove: (id: string) => void;
  clear: () => void;
  /** Switching lottery empties the basket (docs/product.md §4). */
  forTicket: (ticketId: number) => void;
}

/** Client state only (STYLE): the basket of the lottery being played. */
export const useBasket = create<BasketState>((set, get) => ({
  ticketId: null,
  slips: [],
  add: (slip) => set((s) => ({ slips: [...s.slips, slip].slice(-100) })),
  remove: (id) => set((s) => ({ slips: s.slips.filter((x) => x.id !== id) })),
  clear: () => set({ slips: [] }),
  forTicket: (ticketId) => {
    if (get().ticketId !== ticketId) set({ ticketId, slips: [] });
  },
}));

/** A client order key: a retried request with the same key places nothing twice. */
export const orderKey = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
