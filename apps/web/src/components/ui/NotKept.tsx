import type { ReactNode } from 'react';
import { NOT_KEPT } from '../../features/home/kept-home.ts';

/**
 * What is the member's own (his balance, his session's time, his notices): left out of the copy of
 * home a return visit paints before the app runs (features/home/kept-home.ts). A box that takes no
 * room of its own (`display: contents`), so the layout is the same with it.
 */
export function NotKept({ children }: { children: ReactNode }) {
  return (
    <div {...{ [NOT_KEPT]: '' }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
