/**
 * How the web splits one language's catalogue into chunks (vite.config.ts builds them):
 *
 * - `first`: loaded before the first render — every text the shell and the home page may show.
 * - `playNames`: the engine's play, row and option names and rule texts (`play.*`, about a third
 *   of a catalogue), loaded with the pages that draw a betting board or a chart (lottery, trend).
 *   The fish-prawn-crab symbols stay in `first`: the home page's results and the win notice name them.
 * - dropped: the back office's own texts (`cons.*`, `console.*`), which the member site never shows.
 */
export type CataloguePart = 'first' | 'playNames' | 'dropped';

export function cataloguePartOf(key: string): CataloguePart {
  if (key.startsWith('cons.') || key.startsWith('console.')) return 'dropped';
  if (key.startsWith('play.') && !key.startsWith('play.fpc.symbol.')) return 'playNames';
  return 'first';
}

export function catalogueParts(texts: Record<string, string>): Record<CataloguePart, Record<string, string>> {
  const parts: Record<CataloguePart, Record<string, string>> = { first: {}, playNames: {}, dropped: {} };
  for (const [key, text] of Object.entries(texts)) parts[cataloguePartOf(key)][key] = text;
  return parts;
}
