/**
 * How the web splits one language's catalogue into chunks (vite.config.ts builds them):
 *
 * - `first`: loaded before the first render — the texts the shell (header, menus, the notices and
 *   offers it opens by itself) and the home page show (FIRST_TEXTS below).
 * - `screens`: every other page's texts (about nine tenths of the member site's), loaded just after
 *   the first render and awaited by each page's chunk (router.tsx), so home's first page does not
 *   carry them (issue #32).
 * - `playNames`: the engine's play, row and option names and rule texts (`play.*`, about a third
 *   of a catalogue), loaded with the pages that draw a betting board or a chart (lottery, trend).
 *   The fish-prawn-crab symbols stay in `first`: the home page's results and the win notice name them.
 * - dropped: the back office's own texts (`cons.*`, `console.*`), which the member site never shows.
 */
export type CataloguePart = 'first' | 'screens' | 'playNames' | 'dropped';

/**
 * The shell's and home's texts: whole namespaces (a prefix ending in '.') or single keys. The
 * menus name every page by its title (`centre.deposit.title`, `team.quota.title`, `rg.limits.title`).
 * A text missing here still shows once `screens` is in (i18n.ts re-renders on it), a moment later.
 */
const FIRST_TEXTS = [
  'common.',
  'errors.',
  'web.',
  'play.fpc.symbol.',
  'webApp.menu.',
  'webApp.balance.',
  'webApp.lotteries.',
  'webApp.win.',
  'webApp.home.',
  'webApp.lottery.',
  'webApp.settings.title',
  'webApp.vnResult.dbShort',
  'pages.notices.more',
  'records.title',
  'centre.header.',
  'rg.header.',
  'rg.reality.',
  'rg.offer.',
  'rg.reminder.',
  'promoWeb.nav.',
  'firstVisit.countdown.',
  'firstVisit.die',
  'firstVisit.result',
  'pwa.offer.',
  'pwa.ios.',
  'pwa.offline.',
  'pwa.update.',
  'pwa.page.title',
] as const;
/** A page's menu label. */
const PAGE_TITLE = /^(centre|team|rg)\.[A-Za-z]+\.title$/;

const isFirstText = (key: string): boolean =>
  PAGE_TITLE.test(key) || FIRST_TEXTS.some((t) => (t.endsWith('.') ? key.startsWith(t) : key === t));

export function cataloguePartOf(key: string): CataloguePart {
  if (key.startsWith('cons.') || key.startsWith('console.')) return 'dropped';
  if (key.startsWith('play.') && !key.startsWith('play.fpc.symbol.')) return 'playNames';
  return isFirstText(key) ? 'first' : 'screens';
}

export function catalogueParts(texts: Record<string, string>): Record<CataloguePart, Record<string, string>> {
  const parts: Record<CataloguePart, Record<string, string>> = {
    first: {},
    screens: {},
    playNames: {},
    dropped: {},
  };
  for (const [key, text] of Object.entries(texts)) parts[cataloguePartOf(key)][key] = text;
  return parts;
}
