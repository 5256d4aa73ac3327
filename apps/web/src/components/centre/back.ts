import { useLocation, useSearchParams } from 'react-router';

/**
 * Paths a guidance button may come back to: inside the app only, with that page's own `back`
 * (withdrawal → cards → profile comes back step by step).
 */
const BACK_PATH = /^\/(manager|lottery)\/[A-Za-z0-9/_-]{1,80}(\?back=[A-Za-z0-9%._-]{1,300})?$/;

/** Where a screen opened by a guidance button goes back to (`?back=`), when it is one of ours. */
export function useBackPath(): string | null {
  const [search] = useSearchParams();
  return safeBack(search.get('back'));
}

/** A `back` value when it is a path of ours; anything else (another site, a script URL) is dropped. */
export const safeBack = (back: string | null): string | null => (back && BACK_PATH.test(back) ? back : null);

/** A link to `to` that brings the member back here afterwards. */
export function useThereAndBack(to: string): string {
  const { pathname, search } = useLocation();
  const back = new URLSearchParams(search).get('back');
  const here = pathname.replace(/^\/web/, '') + (back ? `?back=${encodeURIComponent(back)}` : '');
  return `${to}?back=${encodeURIComponent(here)}`;
}
