/**
 * The members module's public face for other modules (issue #29): what they use of it, and the
 * operators' member services and console routes the composition root builds and registers. Other
 * modules import this file, never the ones behind it.
 */
export { updateMember } from './repository.ts';
export { loginPasswordProblem, rebatePercent } from './rules.ts';
export { createConsoleMembersService } from './admin.ts';
export { createMemberTabsService } from './tabs.ts';
export { memberConsoleRoutes } from './console-routes.ts';
