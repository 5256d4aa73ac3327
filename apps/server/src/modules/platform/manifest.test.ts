import { describe, expect, it } from 'vitest';
import { DEFAULT_ICONS, DEFAULT_THEME_COLOUR, webManifest } from './manifest.ts';
import { DEFAULT_SITE } from './defaults.ts';

describe('web app manifest per host (issue #31)', () => {
  it('the default site installs with its name, the 192 and 512 px PNGs, standalone under /web/', () => {
    const m = webManifest(DEFAULT_SITE);
    expect(m).toMatchObject({ name: 'Lotus', short_name: 'Lotus', start_url: '/web/home', scope: '/web/', display: 'standalone', theme_color: DEFAULT_THEME_COLOUR });
    expect(m.icons).toEqual([...DEFAULT_ICONS]);
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it.each([
    [{ cpAppIcon: '/img/app.png' }, { src: '/img/app.png', type: 'image/png' }],
    [{ cpAppIcon: 'https://cdn.example/icon.webp?v=2' }, { src: 'https://cdn.example/icon.webp?v=2', type: 'image/webp' }],
    [{ cpAppIcon: '', cpLogo: '/img/logo.svg' }, { src: '/img/logo.svg', type: 'image/svg+xml' }],
  ])("a host's own icon %o comes first, the default PNGs stay", (site, first) => {
    const m = webManifest({ ...DEFAULT_SITE, ...site });
    expect(m.icons[0]).toMatchObject({ ...first, sizes: 'any' });
    expect(m.icons.slice(1)).toEqual([...DEFAULT_ICONS]);
  });

  it.each([{ cpAppIcon: 'javascript:alert(1).png' }, { cpAppIcon: '/img/app.gif' }, { cpAppIcon: 'http://plain.example/a.png' }])(
    'an icon the browser cannot use or the CSP would refuse is left out: %o',
    (site) => expect(webManifest({ ...DEFAULT_SITE, ...site }).icons).toEqual([...DEFAULT_ICONS]),
  );

  it("takes the host's name and colour; a long name is cut for the launcher", () => {
    const m = webManifest({ ...DEFAULT_SITE, cpName: 'Xổ Số Hoa Sen Miền Nam', theme: '#1c7ed6' });
    expect(m.name).toBe('Xổ Số Hoa Sen Miền Nam');
    expect(m.short_name).toBe('Xổ Số Hoa Se');
    expect(m.theme_color).toBe('#1c7ed6');
    expect(webManifest({ ...DEFAULT_SITE, theme: 'red' }).theme_color).toBe(DEFAULT_THEME_COLOUR);
  });
});
