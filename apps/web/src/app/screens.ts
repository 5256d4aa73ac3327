import { HomePage } from '../features/home/HomePage.tsx';
import { InvalidPage, NotFoundPage } from '../features/misc/StatusPages.tsx';
import type { MenuEntry, Screen } from './screen-table.ts';

/**
 * Every screen of the member site (docs/product.md §2), declared once: the router (router.tsx),
 * the top menu, the header and the side menu (below, by link), and the member centre's menu,
 * phone tiles, breadcrumbs and guards (CentrePage.tsx) follow from this table. A screen of the site
 * is a `route`; a section of the member centre (`/manager/:center/:sub`) is a `section`, whose icon
 * and lazy page are its entry of SECTION_VIEWS (section-views.ts, loaded with the centre, not with
 * the first page). To add a section, add it here and there:
 *
 *   { kind: 'section', center: 'team', sub: 'members', labelKey: 'team.members.title', group: 'team',
 *     guard: { who: 'agent', flag: 'teamOrder' } },
 *
 * Label keys need vi, zh, en and id texts; a path declared twice, a menu entry that names no
 * screen, or a section without its view (or a view without its section) fails
 * screen-table.test.ts. Groups and guards: screen-table.ts. Within a group, the centre's menu lists
 * sections as written here.
 */
export const SCREENS: readonly Screen[] = [
  // Outside the shell: sign-in, forgotten password (issue #33), registration by invitation.
  {
    kind: 'route',
    route: '/login',
    bare: true,
    load: () => import('../features/auth/LoginPage.tsx').then((m) => m.LoginPage),
  },
  {
    kind: 'route',
    route: '/recover',
    bare: true,
    load: () => import('../features/auth/RecoveryPage.tsx').then((m) => m.RecoveryPage),
  },
  {
    kind: 'route',
    route: '/reg/:code?',
    bare: true,
    load: () => import('../features/auth/LoginPage.tsx').then((m) => m.RegisterPage),
  },
  // Inside the shell.
  { kind: 'route', route: '/', redirect: '/home' },
  { kind: 'route', route: '/home', link: '/home', labelKey: 'web.nav.home', page: HomePage },
  {
    // Chart code (engine families, roads) loads only on this page, with the play names.
    kind: 'route',
    route: '/home/trend',
    link: '/home/trend',
    labelKey: 'web.nav.trend',
    playNames: true,
    load: () => import('../features/trend/TrendPage.tsx').then((m) => m.TrendPage),
  },
  {
    // The betting boards name plays, rows and options from the play-name catalogue.
    kind: 'route',
    route: '/lottery/:id',
    playNames: true,
    load: () => import('../features/lottery/LotteryPage.tsx').then((m) => m.LotteryPage),
  },
  {
    // The member centre: its sections are the `section` entries below.
    kind: 'route',
    route: '/manager/:center?/:sub?/:step?',
    link: '/manager/me',
    labelKey: 'web.nav.personal',
    load: () => import('./CentrePage.tsx').then((m) => m.CentrePage),
  },
  {
    // Public: a member (or anyone) verifies a drawn house issue in his browser (issue #27).
    kind: 'route',
    route: '/draw/:ticketId/:issue',
    load: () => import('../features/verify/VerifyDrawPage.tsx').then((m) => m.VerifyDrawPage),
  },
  { kind: 'route', route: '/invalid', page: InvalidPage },
  { kind: 'route', route: '*', page: NotFoundPage },
  // Funds
  {
    kind: 'section',
    center: 'funds',
    sub: 'deposit',
    labelKey: 'centre.deposit.title',
    group: 'funds',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'funds',
    sub: 'withdraw',
    labelKey: 'centre.withdraw.title',
    group: 'funds',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'funds',
    sub: 'progress',
    labelKey: 'centre.progress.title',
    group: 'funds',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'funds',
    sub: 'transfer',
    labelKey: 'centre.transfer.title',
    group: 'funds',
    guard: { who: 'member', flag: 'swipe' },
  },
  {
    kind: 'section',
    center: 'funds',
    sub: 'cards',
    labelKey: 'centre.cards.title',
    group: 'funds',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'funds',
    sub: 'accounts',
    labelKey: 'centre.accounts.title',
    group: 'funds',
    guard: { who: 'member' },
  },
  // Records
  {
    kind: 'section',
    center: 'me',
    sub: 'bets',
    labelKey: 'records.title',
    group: 'records',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'records',
    sub: 'trans',
    labelKey: 'centre.trans.title',
    group: 'records',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'records',
    sub: 'funds',
    labelKey: 'centre.funds.title',
    group: 'records',
    guard: { who: 'member' },
  },
  // Reports
  {
    kind: 'section',
    center: 'reports',
    sub: 'me',
    labelKey: 'centre.reports.title',
    group: 'reports',
    guard: { who: 'member' },
  },
  // Account
  {
    kind: 'section',
    center: 'me',
    sub: 'profile',
    labelKey: 'centre.profile.title',
    group: 'account',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'me',
    sub: 'security',
    labelKey: 'centre.security.title',
    group: 'account',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'me',
    sub: 'inbox',
    labelKey: 'centre.inbox.title',
    group: 'account',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'me',
    sub: 'sessions',
    labelKey: 'rg.sessions.title',
    group: 'account',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'me',
    sub: 'totp',
    labelKey: 'rg.totp.title',
    group: 'account',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'me',
    sub: 'game',
    labelKey: 'webApp.settings.title',
    group: 'account',
    guard: { who: 'member' },
  },
  // Games: draws and streaks of every lottery
  {
    kind: 'section',
    center: 'games',
    sub: 'draws',
    labelKey: 'centre.draws.title',
    group: 'games',
    guard: { who: 'anyone' },
  },
  {
    kind: 'section',
    center: 'games',
    sub: 'hot',
    labelKey: 'centre.hot.title',
    group: 'games',
    guard: { who: 'anyone' },
  },
  {
    kind: 'section',
    center: 'games',
    sub: 'dragon',
    labelKey: 'centre.dragon.title',
    group: 'games',
    // remindTop and remindDetailBet are member calls, and a streak is there to be bet on.
    guard: { who: 'member' },
  },
  // Team (agents only, issue #14)
  {
    kind: 'section',
    center: 'team',
    sub: 'centre',
    labelKey: 'team.centre.title',
    group: 'team',
    guard: { who: 'agent' },
  },
  {
    kind: 'section',
    center: 'team',
    sub: 'members',
    labelKey: 'team.members.title',
    group: 'team',
    guard: { who: 'agent' },
  },
  {
    kind: 'section',
    center: 'team',
    sub: 'create',
    labelKey: 'team.create.title',
    group: 'team',
    guard: { who: 'agent' },
  },
  {
    kind: 'section',
    center: 'team',
    sub: 'rebate',
    labelKey: 'team.rebate.title',
    group: 'team',
    guard: { who: 'agent' },
  },
  {
    kind: 'section',
    center: 'team',
    sub: 'quota',
    labelKey: 'team.quota.title',
    group: 'team',
    guard: { who: 'agent' },
  },
  {
    kind: 'section',
    center: 'team',
    sub: 'invite',
    labelKey: 'team.invite.title',
    group: 'team',
    guard: { who: 'agent', flag: 'inviteAllowed' },
  },
  {
    kind: 'section',
    center: 'team',
    sub: 'bets',
    labelKey: 'team.bets.title',
    group: 'team',
    guard: { who: 'agent', flag: 'teamOrder' },
  },
  {
    kind: 'section',
    center: 'team',
    sub: 'trans',
    labelKey: 'team.trans.title',
    group: 'team',
    guard: { who: 'agent', flag: 'teamOrder' },
  },
  {
    kind: 'section',
    center: 'team',
    sub: 'report',
    labelKey: 'team.report.title',
    group: 'team',
    guard: { who: 'agent' },
  },
  // Promotions
  {
    kind: 'section',
    center: 'sys',
    sub: 'promo',
    labelKey: 'web.nav.promotions',
    group: 'promotions',
    guard: { who: 'anyone' },
  },
  {
    kind: 'section',
    center: 'promo',
    sub: 'vip',
    labelKey: 'promoWeb.nav.vip',
    group: 'promotions',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'promo',
    sub: 'sign',
    labelKey: 'promoWeb.nav.sign',
    group: 'promotions',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'promo',
    sub: 'invite',
    labelKey: 'promoWeb.nav.invite',
    group: 'promotions',
    // Only agents invite (their links bring members below them), so only they draw (#27 M5).
    guard: { who: 'agent', flag: 'inviteAllowed' },
  },
  {
    kind: 'section',
    center: 'promo',
    sub: 'rules',
    labelKey: 'centre.rules.title',
    group: 'promotions',
    guard: { who: 'anyone' },
  },
  // Responsible gaming (issue #17)
  {
    kind: 'section',
    center: 'protection',
    sub: 'limits',
    labelKey: 'rg.limits.title',
    group: 'protection',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'protection',
    sub: 'break',
    labelKey: 'rg.break.title',
    group: 'protection',
    guard: { who: 'member' },
  },
  {
    kind: 'section',
    center: 'protection',
    sub: 'reality',
    labelKey: 'rg.reality.title',
    group: 'protection',
    guard: { who: 'member' },
  },
  // Service
  {
    kind: 'section',
    center: 'sys',
    sub: 'bulletin',
    labelKey: 'web.nav.announcements',
    group: 'service',
    guard: { who: 'anyone' },
  },
  {
    kind: 'section',
    center: 'sys',
    sub: 'kf',
    labelKey: 'webApp.menu.customerService',
    group: 'service',
    guard: { who: 'anyone' },
  },
  {
    kind: 'section',
    center: 'sys',
    sub: 'zalo',
    labelKey: 'webApp.menu.zalo',
    group: 'service',
    guard: { who: 'anyone' },
  },
  {
    kind: 'section',
    center: 'sys',
    sub: 'chat',
    labelKey: 'webApp.menu.chat',
    group: 'service',
    guard: { who: 'anyone' },
  },
  {
    // The app: install, store links and this device's notifications (issue #31).
    kind: 'section',
    center: 'sys',
    sub: 'app',
    labelKey: 'pwa.page.title',
    group: 'service',
    guard: { who: 'anyone' },
  },
];

/** Top menu of docs/product.md §2 (the header from 1200 px, and the side menu's first links). */
export const TOP_MENU: readonly MenuEntry[] = [
  { to: '/home' },
  { to: '/manager/sys/promo' },
  { to: '/manager/sys/bulletin' },
  { to: '/manager/me' },
];

/** The side menu's links after the top menu's (docs/product.md §2). */
export const SIDE_MENU: readonly MenuEntry[] = [{ to: '/home/trend' }];

/** Service links of the side menu (docs/product.md §2). */
export const SERVICE_MENU: readonly MenuEntry[] = [
  { to: '/manager/sys/promo' },
  { to: '/manager/sys/kf' },
  { to: '/manager/sys/zalo' },
  { to: '/manager/sys/chat' },
];

/** Deposit and Withdraw beside the balance in the header, with their short labels. */
export const HEADER_MENU: readonly MenuEntry[] = [
  { to: '/manager/funds/deposit', labelKey: 'centre.header.deposit' },
  { to: '/manager/funds/withdraw', labelKey: 'centre.header.withdraw' },
];

export const MENUS = { top: TOP_MENU, side: SIDE_MENU, service: SERVICE_MENU, header: HEADER_MENU };
