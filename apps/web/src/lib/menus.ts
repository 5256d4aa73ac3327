/** Top menu of docs/product.md §2. */
export const TOP_MENU = [
  { to: '/home', key: 'web.nav.home' },
  { to: '/manager/sys/promo', key: 'web.nav.promotions' },
  { to: '/manager/sys/bulletin', key: 'web.nav.announcements' },
  { to: '/manager/me', key: 'web.nav.personal' },
] as const;

/** Service links of the side menu (docs/product.md §2). */
export const SERVICE_MENU = [
  { to: '/manager/sys/promo', key: 'web.nav.promotions' },
  { to: '/manager/sys/kf', key: 'webApp.menu.customerService' },
  { to: '/manager/sys/zalo', key: 'webApp.menu.zalo' },
  { to: '/manager/sys/chat', key: 'webApp.menu.chat' },
] as const;
