import type { PlatformConfigKey } from '@lotus/contracts';

/** The host key of the default site, served to any host without its own configuration. */
export const DEFAULT_HOST = '*';

/** The default site's configuration (spec §3; flags: '0' means enabled, spec §6). */
export const DEFAULT_SITE: Record<PlatformConfigKey, string> = {
  lang: 'vi',
  sms: '1',
  regMore: '1',
  banner: JSON.stringify([
    { image: '/web/banners/lotus-1.svg', link: '/home', title: 'Lotus' },
    { image: '/web/banners/lotus-2.svg', link: '/manager/sys/promo', title: 'Lotus' },
  ]),
  download: JSON.stringify({ ios: '', android: '' }),
  merAcc: 'lotus',
  chatlink: '',
  zalo: '',
  chatKey: '',
  chatValue: '',
  domain: JSON.stringify([]),
  inviteAllowed: '0',
  teamOrder: '0',
  cardType: JSON.stringify([
    { type: 1, code: 'bank' },
    { type: 2, code: 'usdt' },
  ]),
  cpName: 'Lotus',
  cpLogo: '/web/logo.svg',
  cpFav: '/web/favicon.svg',
  cpAppIcon: '/web/logo.svg',
  cpPop: '',
  cpPop2: '',
  cpLoginImg: '',
  swipe: '0',
  random: '1',
};
