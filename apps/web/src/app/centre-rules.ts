import { isFlagEnabled } from '@lotus/contracts';
import {
  CENTRE_GROUPS,
  sectionPath,
  type CentreGroup,
  type CentreGuard,
  type CentreSection,
  type CentreViewer,
} from './screen-table.ts';

/**
 * The member centre's rules over the screen table's sections: who may open one, what a
 * /manager path shows, the menu a viewer sees. Pure (no React), tested without rendering; loaded
 * with the centre, not with the first page.
 */

/** The centre's home: /manager/me (top menu "Personal centre") shows the menu as tiles. */
export const CENTRE_HOME = '/manager/me';
const HOME_CENTER = 'me';

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
  if (
    section.guard.who === 'agent' &&
    viewer.isAgent === false &&
    access({ ...section.guard, who: 'member' }, viewer) === 'allowed'
  )
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
