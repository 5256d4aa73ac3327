import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, messages } from '@lotus/i18n';
import {
  CENTRE_GROUPS,
  centreSections,
  menuLinks,
  sectionKey,
  sectionPath,
  tableProblems,
  type CentreSection,
  type CentreViewer,
  type Screen,
} from './screen-table.ts';
import { centreMenu, groupLabelKey, matchCentre } from './centre-rules.ts';
import { MENUS, SCREENS } from './screens.ts';
import { SECTION_VIEWS } from './section-views.ts';

// The table names the first page's own components; their catalogues are the build's virtual modules.
vi.mock('../lib/i18n.ts', () => ({}));

const CENTRE_SECTIONS = centreSections(SCREENS);

const LAZY = Symbol.for('react.lazy');
const member: CentreViewer = {
  loggedIn: true,
  isAgent: false,
  flags: { teamOrder: '0', inviteAllowed: '0', swipe: '0' },
};
const agent: CentreViewer = { ...member, isAgent: true };
const guest: CentreViewer = { loggedIn: false, isAgent: undefined, flags: {} };

describe('the screen table', () => {
  it('declares every screen once, and every menu links to a screen of it', () => {
    expect(tableProblems(SCREENS, MENUS)).toEqual([]);
  });

  it('has one view (icon and page) for every section, and none for a section it does not have', () => {
    expect(Object.keys(SECTION_VIEWS).sort()).toEqual(CENTRE_SECTIONS.map(sectionKey).sort());
  });

  it('names every menu label in the four languages', () => {
    for (const [menu, entries] of Object.entries(MENUS))
      for (const link of menuLinks(SCREENS, entries))
        for (const lang of LANGUAGES)
          expect(messages[lang][link.key], `${menu} ${link.key} in ${lang}`).toBeTruthy();
  });

  it('catches a screen declared twice and a menu entry to a screen it does not have', () => {
    const home: Screen = {
      kind: 'route',
      route: '/home',
      link: '/home',
      labelKey: 'web.nav.home',
      page: () => null,
    };
    const promo = SCREENS.find((s) => s.kind === 'section' && s.center === 'sys' && s.sub === 'promo')!;
    expect(tableProblems([home, promo, { ...home }, { ...promo }], { top: [{ to: '/home' }] })).toEqual([
      '/home is declared twice',
      '/manager/sys/promo is declared twice',
    ]);
    // A route that takes a section's path is the same screen declared twice.
    expect(
      tableProblems([promo, { kind: 'route', route: '/manager/sys/promo', page: () => null }], {}),
    ).toEqual(['/manager/sys/promo is declared twice']);
    expect(tableProblems([home], { side: [{ to: '/home' }, { to: '/manager/sys/nowhere' }] })).toEqual([
      'side: /manager/sys/nowhere is not a screen of the table',
    ]);
    expect(tableProblems([{ ...home, labelKey: undefined }], { top: [{ to: '/home' }] })).toEqual([
      'top: /home has no label',
    ]);
    expect(() => menuLinks([home], [{ to: '/manager/sys/nowhere' }])).toThrow(/names no screen/);
  });
});

describe('the centre route table', () => {
  it.each(CENTRE_SECTIONS.map((s) => [sectionPath(s), s] as const))('%s is complete', (_path, s) => {
    const view = SECTION_VIEWS[sectionKey(s)]!;
    expect((view.component as unknown as { $$typeof: symbol }).$$typeof).toBe(LAZY);
    expect(typeof view.icon === 'function' || typeof view.icon === 'object').toBe(true);
    expect(CENTRE_GROUPS).toContain(s.group);
    expect(['anyone', 'member', 'agent']).toContain(s.guard.who);
    expect(s.center).toMatch(/^[a-z][a-z0-9-]{0,23}$/);
    expect(s.sub).toMatch(/^[a-z][a-z0-9-]{0,23}$/);
    for (const lang of LANGUAGES) {
      expect(messages[lang][s.labelKey], `${s.labelKey} in ${lang}`).toBeTruthy();
      expect(messages[lang][groupLabelKey(s.group)], `group ${s.group} in ${lang}`).toBeTruthy();
    }
  });

  it('has one entry per path, and the centre home path is not taken by a section', () => {
    const paths = CENTRE_SECTIONS.map(sectionPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('/manager/me');
  });

  it('routes every path of the table to its section, for someone allowed to open it', () => {
    for (const s of CENTRE_SECTIONS) {
      const viewer = s.guard.who === 'agent' ? agent : member;
      expect(matchCentre(CENTRE_SECTIONS, s, viewer)).toEqual({ kind: 'section', section: s });
    }
  });

  it('builds the menu from the table: every listed section in group order, nothing else', () => {
    const menu = centreMenu(CENTRE_SECTIONS, agent);
    const listed = menu.flatMap((g) => g.sections);
    expect(listed).toEqual(
      CENTRE_GROUPS.flatMap((g) => CENTRE_SECTIONS.filter((s) => s.group === g && !s.hidden)),
    );
    for (const g of menu) expect(g.sections.length).toBeGreaterThan(0);
  });

  it('shows the not-found page for unknown paths', () => {
    expect(matchCentre(CENTRE_SECTIONS, { center: 'me', sub: 'no-such' }, member).kind).toBe('notFound');
    expect(matchCentre(CENTRE_SECTIONS, { center: 'nowhere' }, member).kind).toBe('notFound');
    expect(matchCentre(CENTRE_SECTIONS, { center: 'nowhere', sub: 'x' }, guest).kind).toBe('notFound');
  });

  it('opens the home for members and sends guests to login, except for the public site pages', () => {
    expect(matchCentre(CENTRE_SECTIONS, {}, member).kind).toBe('home');
    expect(matchCentre(CENTRE_SECTIONS, { center: 'me' }, member).kind).toBe('home');
    expect(matchCentre(CENTRE_SECTIONS, { center: 'me' }, guest).kind).toBe('login');
    for (const s of CENTRE_SECTIONS)
      expect(matchCentre(CENTRE_SECTIONS, s, guest).kind).toBe(
        s.guard.who === 'anyone' ? 'section' : 'login',
      );
    expect(centreMenu(CENTRE_SECTIONS, guest).flatMap((g) => g.sections)).toEqual(
      CENTRE_SECTIONS.filter((s) => s.guard.who === 'anyone' && !s.hidden),
    );
  });
});

describe('the centre guards', () => {
  const base = { kind: 'section', labelKey: 'x' } as const;
  const table: CentreSection[] = [
    { ...base, center: 'funds', sub: 'deposit', group: 'funds', guard: { who: 'member' } },
    { ...base, center: 'team', sub: 'members', group: 'team', guard: { who: 'agent' } },
    { ...base, center: 'team', sub: 'orders', group: 'team', guard: { who: 'agent', flag: 'teamOrder' } },
    {
      ...base,
      center: 'team',
      sub: 'invite',
      group: 'team',
      guard: { who: 'member', flag: 'inviteAllowed' },
    },
    { ...base, center: 'team', sub: 'detail', group: 'team', guard: { who: 'agent' }, hidden: true },
  ];
  const [deposit, members, orders, invite, detail] = table as [
    CentreSection,
    CentreSection,
    CentreSection,
    CentreSection,
    CentreSection,
  ];

  it('keeps agent sections from members, and says "pending" while the member type loads', () => {
    expect(matchCentre(table, members, member).kind).toBe('agentsOnly');
    expect(matchCentre(table, members, agent).kind).toBe('section');
    expect(matchCentre(table, members, { ...member, isAgent: undefined }).kind).toBe('pending');
    expect(centreMenu(table, member).flatMap((g) => g.sections)).toEqual([deposit, invite]);
  });

  it("closes a section whose platform flag is off ('0' means on)", () => {
    const off = { ...agent, flags: { teamOrder: '1', inviteAllowed: '1' } };
    expect(matchCentre(table, orders, off).kind).toBe('notFound');
    expect(matchCentre(table, invite, off).kind).toBe('notFound');
    // A member opening an agent's section whose flag is off: not found, as for an agent.
    expect(matchCentre(table, orders, { ...member, flags: off.flags }).kind).toBe('notFound');
    expect(matchCentre(table, orders, agent).kind).toBe('section');
    expect(centreMenu(table, off).flatMap((g) => g.sections)).toEqual([deposit, members]);
  });

  it('lists hidden sections nowhere but still routes to them', () => {
    expect(centreMenu(table, agent).flatMap((g) => g.sections)).not.toContain(detail);
    expect(matchCentre(table, detail, agent)).toEqual({ kind: 'section', section: detail });
  });

  it('sends /manager/:center to its first section the viewer may open', () => {
    expect(matchCentre(table, { center: 'team' }, member)).toEqual({
      kind: 'redirect',
      to: '/manager/team/invite',
    });
    expect(matchCentre(table, { center: 'team' }, agent)).toEqual({
      kind: 'redirect',
      to: '/manager/team/members',
    });
    expect(matchCentre(table, { center: 'team' }, guest).kind).toBe('login');
  });
});
