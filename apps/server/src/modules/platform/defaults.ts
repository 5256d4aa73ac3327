import type { PlatformConfigKey } from '@lotus/contracts';

/** The host key of the default site, served to any host without its own configuration. */
export const DEFAULT_HOST = '*';

/** The default site's configuration (docs/product.md §3; flags: '0' means enabled, docs/product.md §6). */
export const DEFAULT_SITE: Record<PlatformConfigKey, string> = {
  lang: 'vi',
  sms: '1',
  regMore: '1',
  // Titles per language (the web reads the member's, else the site's `lang`); the pictures carry no words.
  banner: JSON.stringify([
    {
      image: '/web/banners/lotus-1.svg',
      link: '/home',
      title: { vi: 'Xổ số mọi lúc: SSC, PK10, K3, Mark Six, Miền Bắc', zh: '全天开奖：时时彩、PK10、快三、六合彩、越南彩', en: 'Lotteries all day: SSC, PK10, K3, Mark Six, Vietnam', id: 'Lotre sepanjang hari: SSC, PK10, K3, Mark Six, Vietnam' },
    },
    {
      image: '/web/banners/lotus-2.svg',
      link: '/manager/sys/promo',
      // Only the house's own draws come from a seed chain (official results are entered by operators).
      title: { vi: 'Công bằng có thể kiểm chứng: tự xác minh mọi kỳ quay của nhà cái', zh: '可验证公平：平台自开的每期开奖皆可自行验证', en: 'Provably fair: verify every house draw yourself', id: 'Adil dan terbukti: periksa sendiri setiap undian bandar' },
    },
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
  theme: '',
};

/**
 * The demo site's service channels (issue #13: no "service not set up" on a fresh start). Customer
 * service and chat open the built-in live chat (issue #16), which operators answer from the
 * console's inbox; Zalo shows a demo contact. Seeded before the defaults, so an operator's own
 * values (or a later start) are never replaced.
 */
export const DEMO_SITE_SERVICES: Partial<Record<PlatformConfigKey, string>> = {
  chatlink: '/web/manager/sys/chat',
  zalo: '0900 000 000',
  chatKey: 'Lotus',
  chatValue: '/web/manager/sys/chat',
};
