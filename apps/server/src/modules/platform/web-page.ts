import { platformConfigMap, type PlatformConfigKey } from '@lotus/contracts';
import { normalizeLanguage, translate, type Language } from '@lotus/i18n';
import { escapeHtml } from '../../lib/html.ts';
import { siteName } from './manifest.ts';
import type { PlatformService } from './service.ts';

/**
 * What the member site's page says of the host's site before any script runs (issue #31): its
 * language, title and a description for search results (Lighthouse's SEO audit asks for one, and
 * the first page has no room for the script that would write it). The language is the host's own
 * (its `lang`, Vietnamese when unset or not one of ours, docs/product.md §1): the page's `lang`,
 * the description's words and the language a first visit shows (the web app reads the page's
 * `lang` when the member has chosen none).
 */
export interface WebPageText {
  lang: Language;
  title: string;
  description: string;
}

export function webPageText(site: Partial<Record<PlatformConfigKey, string>>): WebPageText {
  const name = siteName(site);
  const lang = normalizeLanguage(site.lang);
  return { lang, title: name, description: translate(lang, 'content.siteDescription', { name }) };
}

const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*"/;

/**
 * The built index.html with the host's language on <html>, its title and description, escaped, in
 * place of its own title (before </head> when it has none); a page with neither is returned as it is.
 */
export function webPage(html: string, text: WebPageText): string {
  const head = `<title>${escapeHtml(text.title)}</title>\n    <meta name="description" content="${escapeHtml(text.description)}" />`;
  const page = html.replace(HTML_LANG, () => `<html lang="${text.lang}"`);
  if (TITLE.test(page)) return page.replace(TITLE, () => head);
  return page.replace('</head>', () => `${head}\n  </head>`);
}

/** The member site's page as the asking host's configuration names it (plugins/web.ts renders with it). */
export const webPageFor =
  (platform: Pick<PlatformService, 'configFor'>) =>
  async (html: string, host: string): Promise<string> =>
    webPage(html, webPageText(platformConfigMap(await platform.configFor(host))));
