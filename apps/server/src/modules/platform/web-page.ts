import { platformConfigMap, type PlatformConfigKey } from '@lotus/contracts';
import { DEFAULT_LANGUAGE, translate } from '@lotus/i18n';
import { escapeHtml } from '../../lib/html.ts';
import { siteName } from './manifest.ts';
import type { PlatformService } from './service.ts';

/**
 * What the member site's page says of the host's site before any script runs (issue #31): its
 * title and a description for search results (Lighthouse's SEO audit asks for one, and the first
 * page has no room for the script that would write it). In Vietnamese, the language a first visit
 * shows and the page's `lang` (docs/product.md §1), with the host's name in it.
 */
export interface WebPageText {
  title: string;
  description: string;
}

export function webPageText(site: Partial<Record<PlatformConfigKey, string>>): WebPageText {
  const name = siteName(site);
  return { title: name, description: translate(DEFAULT_LANGUAGE, 'content.siteDescription', { name }) };
}

const TITLE = /<title>[^<]*<\/title>/;

/**
 * The built index.html with the host's title and description, escaped, in place of its own title
 * (before </head> when it has none); a page with neither is returned as it is.
 */
export function webPage(html: string, text: WebPageText): string {
  const head = `<title>${escapeHtml(text.title)}</title>\n    <meta name="description" content="${escapeHtml(text.description)}" />`;
  if (TITLE.test(html)) return html.replace(TITLE, () => head);
  return html.replace('</head>', () => `${head}\n  </head>`);
}

/** The member site's page as the asking host's configuration names it (plugins/web.ts renders with it). */
export const webPageFor =
  (platform: Pick<PlatformService, 'configFor'>) =>
  async (html: string, host: string): Promise<string> =>
    webPage(html, webPageText(platformConfigMap(await platform.configFor(host))));
