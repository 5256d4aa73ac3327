import type { ComponentType, LazyExoticComponent } from 'react';
import { isFlagEnabled } from '@lotus/contracts';

/**
 * The member centre's route table, as data (docs/product.md §2 `/manager/:center?/:sub?/:step?`). The centre's
 * menu, breadcrumbs, phone tile grid and guards all read it; a section is one entry of
 * CENTRE_SECTIONS (sections.ts). This file holds the types and the pure rules (no React), so the
 * rules are tested without rendering.
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
  /** First path segment after /manager. */
  center: string;
  /** Second path segment; a third (`:step`) is the section's own business (useParams().step). */
  sub: string;
  /** i18n key of the menu label, the tile and the breadcrumb. */
  labelKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  group: CentreGroup;
  guard: CentreGuard;
  component: LazyExoticComponent<ComponentType>;
  /** Reachable by link but not listed in the menu or the tiles (e.g. a detail page). */
  hidden?: boolean;
}

/** What the viewer is: decides which sections he sees. `isAgent` is undefined while unknown. */
export interface CentreViewer {
  loggedIn: boolean;
  isAgent: boolean | undefined;
  flags: Partial<Record<CentreFlag, string>>;
}

/** The centre's home: /manager/me (top menu "Personal centre") shows the menu as tiles. */
export const CENTRE_HOME = '/manager/me';
const HOME_CENTER = 'me';

export const sectionPath = (s: Pick<CentreSection, 'center' | 'sub'>) => `/manager/${s.center}/${s.sub}`;

export type Access = 'allowed' | 'login' | 'denied' | 'pending';

/** May the viewer open this section? `pending` while his member type is still loading. */
export function access(guard: CentreGuard, viewer: CentreViewer): Access {
  if (guard.who !== 'anyone' && !viewer.loggedIn) return 'login';
  if (guard.flag && !isFlagEnabled(viewer.flags[guard.flag])) return 'denied';
  if (guard.who === 'agent') {
    if (viewer.isAgent === undefined) return 'pending';
    if (!viewer.isAgent) return 'denied';
  }
  return 'allowed';
}

export type CentreMatch =
  | { kind: 'home' }
  | { kind: 'section'; section: CentreSection }
  | { kind: 'redirect'; to: string }
  | { kind: 'login' }
  | { kind: 'pending' }
  | { kind: 'agentsOnly' }
  | { kind: 'notFound' };

/**
 * The router's half of the table: what /manager/:center?/:sub? shows. An unknown path, and a
 * section whose platform flag is off, show the not-found page; an agent's section opened by a
 * member says it is for agents (#27: agents' pages are in the spec and in the member's links
 * shared by agents, so "page not found" misled); a guest is sent to login. /manager/:center
 * alone opens its first section.
 */
export function matchCentre(
  sections: readonly CentreSection[],
  params: { center?: string; sub?: string },
  viewer: CentreViewer,
): CentreMatch {
  const { center, sub } = params;
  if (!center || (center === HOME_CENTER && !sub))
    return viewer.loggedIn ? { kind: 'home' } : { kind: 'login' };
  if (!sub) {
    const first = sections.find(
      (s) => s.center === center && !s.hidden && access(s.guard, viewer) === 'allowed',
    );
    if (first) return { kind: 'redirect', to: sectionPath(first) };
    return sections.some((s) => s.center === center) && !viewer.loggedIn
      ? { kind: 'login' }
      : { kind: 'notFound' };
  }
  const section = sections.find((s) => s.center === center && s.sub === sub);
  if (!section) return { kind: 'notFound' };
  const verdict = access(section.guard, viewer);
  if (verdict === 'allowed') return { kind: 'section', section };
  if (verdict === 'login') return { kind: 'login' };
  if (verdict === 'pending') return { kind: 'pending' };
  if (section.guard.who === 'agent' && viewer.isAgent === false && access({ ...section.guard, who: 'member' }, viewer) === 'allowed')
    return { kind: 'agentsOnly' };
  return { kind: 'notFound' };
}

export interface MenuGroup {
  group: CentreGroup;
  sections: CentreSection[];
}

/** The menu's half: the groups (in CENTRE_GROUPS order) and the sections the viewer may open. */
export function centreMenu(sections: readonly CentreSection[], viewer: CentreViewer): MenuGroup[] {
  return CENTRE_GROUPS.map((group) => ({
    group,
    sections: sections.filter((s) => s.group === group && !s.hidden && access(s.guard, viewer) === 'allowed'),
  })).filter((g) => g.sections.length > 0);
}

/** i18n key of a group's title. */
export const groupLabelKey = (group: CentreGroup) => `centre.group.${group}`;
