import type { PlatformConfigKey } from '@lotus/contracts';
import { normalizeLanguage } from '@lotus/i18n';

/**
 * The member site as an installable app (issue #31): a web app manifest per host, from the host's
 * configuration (docs/product.md §3: name, icons and colour come from it), so each operator's brand
 * installs as its own app.
 */

/** Where the member site links its manifest from (apps/web/index.html). */
export const WEB_MANIFEST_PATH = '/web/manifest.webmanifest';

/** The default icons shipped in apps/web/public/icons: browsers want PNGs of 192 and 512 px to install. */
export const DEFAULT_ICONS = [
  { src: '/web/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/web/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/web/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The brand colour of the default icons, for a host without its own `theme`. */
export const DEFAULT_THEME_COLOUR = '#c2255c';

/** Icons the default site already covers with its PNGs (the SVG they are drawn from). */
const DEFAULT_ICON_SOURCES = new Set(['/web/logo.svg', '/web/favicon.svg', '']);

/** Image type by file name; an icon of another kind is left out (browsers install from PNG, SVG or WebP). */
function iconType(src: string): string | null {
  const path = src.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.svg')) return 'image/svg+xml';
  if (path.endsWith('.webp')) return 'image/webp';
  return null;
}

/** A same-site path or an https address: what a manifest may point at without being refused by the CSP. */
const SAFE_ICON = /^(\/[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The host's site name (`cpName`, at most 45 characters), or Lotus. */
export const siteName = (site: Partial<Record<PlatformConfigKey, string>>): string => (site.cpName ?? '').trim().slice(0, 45) || 'Lotus';

/**
 * The manifest of one host's site. The host's own app icon (`cpAppIcon`, else `cpLogo`) comes first,
 * declared for any size (its pixels are unknown), and the default PNGs stay listed: the browser takes
 * the best fit, and a host whose icon is neither PNG, SVG nor WebP still installs
 * (docs/decisions.md "Installable app").
 */
export function webManifest(site: Partial<Record<PlatformConfigKey, string>>): WebManifest {
  const name = siteName(site);
  const own = [site.cpAppIcon, site.cpLogo].map((s) => (s ?? '').trim()).find((s) => s && !DEFAULT_ICON_SOURCES.has(s));
  const ownType = own && SAFE_ICON.test(own) ? iconType(own) : null;
  const theme = site.theme && /^#[0-9a-fA-F]{6}$/.test(site.theme) ? site.theme : DEFAULT_THEME_COLOUR;
  return {
    id: '/web/',
    name,
    // Launchers show about 12 characters under an icon.
    short_name: [...name].slice(0, 12).join('').trim(),
    lang: normalizeLanguage(site.lang),
    start_url: '/web/home',
    scope: '/web/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: theme,
    background_color: '#ffffff',
    icons: [...(own && ownType ? [{ src: own, sizes: 'any', type: ownType, purpose: 'any' }] : []), ...DEFAULT_ICONS],
  };
}
