import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The member site's screen table, as data (docs/product.md §2): every screen is one entry of
 * SCREENS (screens.ts) — its path, menu label, guard and (lazy) component — and the router, the
 * top menu, the side menu, the centre's menu, breadcrumbs, phone tiles and guards are all derived
 * from it. This file holds the types and the pure rules (no React), so the rules are tested
 * without rendering.
 */

/** Menu groups, in the order the menu and the tile grid show them. */
export const CENTRE_GROUPS = [
  'funds',
  'records',
  'reports',
  'account',
  'games',
  'team',
  'promotions',
  'protection',
  'service',
] as const;
export type CentreGroup = (typeof CENTRE_GROUPS)[number];

/** Platform flags a section may depend on ('0' means enabled, docs/product.md §6). */
export type CentreFlag = 'teamOrder' | 'inviteAllowed' | 'swipe';

/**
 * Who may open a section: `anyone` (guests too: the site pages under /manager/sys), `member`
 * (signed in), `agent` (signed in, member type 2); `flag` additionally needs that platform flag on.
 */
export interface CentreGuard {
  who: 'anyone' | 'member' | 'agent';
  flag?: CentreFlag;
}

export interface CentreSection {
  kind: 'section';
  /** First path segment after /manager. */
  center: string;
  /** Second path segment; a third (`:step`) is the section's own business (useParams().step). */
  sub: string;
  /** i18n key of the menu label, the tile and the breadcrumb. */
  labelKey: string;
  group: CentreGroup;
  guard: CentreGuard;
  /** Reachable by link but not listed in the menu or the tiles (e.g. a detail page). */
  hidden?: boolean;
}

/**
 * A screen the router serves by its own path (`/home`, `/lottery/:id`, the centre itself…): `bare`
 * ones outside the app shell (sign-in pages), the others inside it. `page` is the screen's
 * component (eager: part of the first page) or `load` its chunk, loaded on demand; `playNames`
 * loads the play-name catalogue with it.
 */
export interface RouteScreen {
  kind: 'route';
  /** The router's path pattern. */
  route: string;
  /** Where a menu entry links to (a pattern with parameters has none). */
  link?: string;
  /** i18n key of its menu label, if any menu lists it. */
  labelKey?: string;
  bare?: boolean;
  page?: ComponentType;
  load?: () => Promise<ComponentType>;
  playNames?: boolean;
  /** A redirect instead of a page. */
  redirect?: string;
}

export type Screen = RouteScreen | CentreSection;

/** How a section shows in the centre: its icon (menu, tiles) and its lazy page. */
export interface SectionView {
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  component: LazyExoticComponent<ComponentType>;
}

/** A section's key in SECTION_VIEWS: its path after /manager. */
export const sectionKey = (s: Pick<CentreSection, 'center' | 'sub'>) => `${s.center}/${s.sub}`;

/** What the viewer is: decides which sections he sees. `isAgent` is undefined while unknown. */
export interface CentreViewer {
  loggedIn: boolean;
  isAgent: boolean | undefined;
  flags: Partial<Record<CentreFlag, string>>;
}

export const sectionPath = (s: Pick<CentreSection, 'center' | 'sub'>) => `/manager/${s.center}/${s.sub}`;

/** The path a link opens for this screen (undefined: nothing links to it by a fixed path). */
export const screenLink = (s: Screen): string | undefined => (s.kind === 'section' ? sectionPath(s) : s.link);

export const centreSections = (screens: readonly Screen[]): CentreSection[] =>
  screens.filter((s): s is CentreSection => s.kind === 'section');

/** A menu entry: a screen's link, and its label unless the menu names it otherwise. */
export interface MenuEntry {
  to: string;
  labelKey?: string;
}

export interface MenuLink {
  to: string;
  key: string;
}

/** Resolves a menu's entries through the table: each one's label comes from its screen. */
export function menuLinks(screens: readonly Screen[], entries: readonly MenuEntry[]): MenuLink[] {
  return entries.map((e) => {
    const screen = screens.find((s) => screenLink(s) === e.to);
    const key = e.labelKey ?? screen?.labelKey;
    if (!screen || !key) throw new Error(`menu entry ${e.to} names no screen of the table`);
    return { to: e.to, key };
  });
}

/**
 * What is wrong with a table and its menus: a path declared twice (two routes, two sections, or a
 * section and a route), a menu entry that links to no screen, or one with no label.
 */
export function tableProblems(
  screens: readonly Screen[],
  menus: Record<string, readonly MenuEntry[]>,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const s of screens) {
    for (const path of new Set([s.kind === 'route' ? s.route : sectionPath(s), screenLink(s)])) {
      if (path === undefined) continue;
      if (seen.has(path)) problems.push(`${path} is declared twice`);
      seen.add(path);
    }
  }
  for (const [menu, entries] of Object.entries(menus))
    for (const e of entries) {
      const screen = screens.find((s) => screenLink(s) === e.to);
      if (!screen) problems.push(`${menu}: ${e.to} is not a screen of the table`);
      else if (!(e.labelKey ?? screen.labelKey)) problems.push(`${menu}: ${e.to} has no label`);
    }
  return problems;
}
