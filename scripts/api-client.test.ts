import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The web app and the console call the API through the one client
 * (packages/contracts/src/client.ts) and take response types from the contracts' route table
 * (issue #29):
 * - no `fetch(` outside it, but for the reasons below;
 * - no hand-written shape for a response the route table types (the names below were hand copies);
 * - the files moved onto the table call no path by hand;
 * - no call by path (`api.get`, `api.post`, `api(…)`, `client.send`) comes back.
 */
const FETCH_ALLOWED: Record<string, string> = {
  'apps/web/src/lib/server-time.ts': "reads the time server's Date header, not an envelope",
  'apps/web/src/features/home/early-gets.ts':
    "index.html's inline script, run before any module: it starts home's GETs, and the client takes their answers (early-gets.test.ts: the client's own addresses and headers)",
};

/** Response types once written by hand in an app, now `RouteOutput<typeof route>` aliases. */
const MIGRATED_TYPES = [
  'ReviewRow',
  'PayoutChannel',
  'WithdrawRange',
  'DepositChannel',
  'DepositOrder',
  'Channel',
  'Proposal',
  'ResultAnswer',
  'PersonalSummary',
  'TeamTrans',
  'OrderPage',
  'BalanceRecord',
];

/** Files whose calls all go through `client.call(route, input)`. */
const ON_THE_TABLE = [
  'apps/console/src/features/review/api.ts',
  'apps/console/src/features/review/TransfersPage.tsx',
  'apps/console/src/features/review/CallbacksPage.tsx',
  'apps/console/src/features/messages/OutboxPage.tsx',
  'apps/console/src/features/system/web-push-api.ts',
  'apps/console/src/features/members/LoginDevices.tsx',
  'apps/console/src/features/reports/DeviceShare.tsx',
  'apps/console/src/features/system/ChannelsPage.tsx',
  'apps/console/src/features/system/ParametersPage.tsx',
  'apps/console/src/features/system/AuditPage.tsx',
  'apps/console/src/features/system/LoginLogPage.tsx',
  'apps/console/src/features/members/AdjustmentsPage.tsx',
  'apps/console/src/features/lotteries/IssueActions.tsx',
  'apps/console/src/features/lotteries/CancelIssue.tsx',
  'apps/console/src/features/lotteries/ResettleIssue.tsx',
  'apps/console/src/features/dashboard/DashboardPage.tsx',
  'apps/console/src/features/lotteries/api.ts',
  'apps/console/src/features/lotteries/LotteriesPage.tsx',
  'apps/console/src/features/lotteries/GroupOffsetPanel.tsx',
  'apps/console/src/features/members/MemberActions.tsx',
  'apps/console/src/features/members/MemberNotes.tsx',
  'apps/console/src/features/members/MembersPage.tsx',
  'apps/console/src/features/members/MemberTabs.tsx',
  'apps/console/src/features/risk/api.ts',
  'apps/console/src/features/agents/api.ts',
  'apps/console/src/features/agents/AgentTree.tsx',
  'apps/console/src/features/promotions/api.ts',
  'apps/console/src/features/chat/api.ts',
  'apps/console/src/features/chat/ChatInboxPage.tsx',
  'apps/console/src/features/content/ContentPage.tsx',
  'apps/console/src/features/content/SitesPage.tsx',
  'apps/console/src/features/reports/api.ts',
  'apps/console/src/features/reports/Reconcile.tsx',
  'apps/console/src/features/members/MemberProtection.tsx',
  'apps/console/src/features/system/OperatorsPage.tsx',
  'apps/console/src/features/auth/LoginPage.tsx',
  'apps/console/src/features/auth/use-me.ts',
  'apps/console/src/app/shell.tsx',
  'apps/console/src/lib/time.ts',
  'apps/console/src/features/lotteries/LotterySettingsDrawer.tsx',
  'apps/web/src/features/cashier/api/wallet.ts',
  'apps/web/src/features/protection/api/protection.ts',
  'apps/web/src/features/records/api/get-net-deposits.ts',
  'apps/web/src/features/content/api/get-notices.ts',
  'apps/web/src/features/content/api/get-activities.ts',
  'apps/web/src/features/inbox/api/inbox.ts',
  'apps/web/src/features/chat/api.ts',
  'apps/web/src/features/team/api/agents.ts',
  'apps/web/src/features/promotions/api/promo.ts',
  'apps/web/src/features/lottery/api/lottery-api.ts',
  'apps/web/src/features/lottery/api/last-issue.ts',
  'apps/web/src/features/records/api/get-orders.ts',
  'apps/web/src/features/records/api/get-balance-records.ts',
  'apps/web/src/features/lottery/api/my-bets.ts',
  'apps/web/src/features/draws/api/get-dragons.ts',
  'apps/web/src/features/app/push.ts',
  'apps/web/src/features/trend/api.ts',
  'apps/web/src/features/cards/api/cards.ts',
  'apps/web/src/features/profile/api/update-member.ts',
  'apps/web/src/features/auth/LoginPage.tsx',
  'apps/web/src/features/auth/api/login.ts',
  'apps/web/src/features/auth/api/register.ts',
  'apps/web/src/features/auth/api/recovery.ts',
  'apps/web/src/features/auth/api/get-user-info.ts',
  'apps/web/src/features/session/api/verify-token.ts',
  'apps/web/src/features/session/api/get-system-config.ts',
  'apps/web/src/features/session/api/get-user-config.ts',
  'apps/web/src/features/settings/api/save-user-config.ts',
  'apps/web/src/features/platform/api/get-platform-config.ts',
  'apps/web/src/features/catalogue/api/get-lottery-list.ts',
  'apps/web/src/features/catalogue/api/get-recent-played.ts',
  'apps/web/src/features/catalogue/hooks/use-issue-clocks.ts',
  'apps/web/src/features/lottery/api/member-info.ts',
  'apps/web/src/features/lottery/components/ChasePlanner.tsx',
  'apps/web/src/features/reports/ReportsPage.tsx',
  'apps/web/src/features/verify/VerifyDrawPage.tsx',
];

/** Calls by path in each app: none, both call only the table (the client has no call by path left). */
const BY_PATH_CEILING = { 'apps/console/src': 0, 'apps/web/src': 0 };

/** Where the web app sets its client up (headers, sign-out). */
const CLIENT_SETUP = ['apps/web/src/lib/api.ts'];

function sources(dir: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', dir], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (f) =>
        /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('/sw/') && !CLIENT_SETUP.includes(f),
    );
}

const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

export const fetchesItself = (source: string) => /(^|[^\w.])fetch\(/.test(code(source));
export const handTypes = (source: string, names: readonly string[]) =>
  names.filter((n) =>
    new RegExp(`\\b(interface ${n}\\b|type ${n}\\s*=\\s*(\\{|\\w+\\s*&\\s*\\{))`).test(code(source)),
  );
export const callsByPath = (source: string) =>
  code(source).match(/\bapi\.(get|post)\b|\bapi\s*(<[^()]*>)?\(\s*['"](GET|POST|DELETE)|\bclient\.send\b/g)
    ?.length ?? 0;

const apps = ['apps/web/src', 'apps/console/src'];
const all = () => apps.flatMap(sources);

describe('one API client', () => {
  it('no app source calls fetch itself', () => {
    expect(all().filter((f) => !(f in FETCH_ALLOWED) && fetchesItself(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('no app source writes a migrated response type by hand', () => {
    expect(
      all().flatMap((f) => handTypes(readFileSync(f, 'utf8'), MIGRATED_TYPES).map((n) => `${f}: ${n}`)),
    ).toEqual([]);
  });

  it('the files moved onto the route table call no path by hand', () => {
    expect(ON_THE_TABLE.filter((f) => callsByPath(readFileSync(f, 'utf8')) > 0)).toEqual([]);
  });

  it.each(Object.entries(BY_PATH_CEILING))('%s makes at most %i calls by path', (dir, ceiling) => {
    const count = sources(dir).reduce((n, f) => n + callsByPath(readFileSync(f, 'utf8')), 0);
    expect(count).toBeLessThanOrEqual(ceiling);
  });

  it('catches each of them', () => {
    expect(fetchesItself("const res = await fetch('/sk/x');")).toBe(true);
    expect(fetchesItself('await platform().fetch(url, init); // fetch(')).toBe(false);
    expect(handTypes('export interface WithdrawRange {\n  min: string;\n}', MIGRATED_TYPES)).toEqual([
      'WithdrawRange',
    ]);
    expect(handTypes('export type ReviewRow = DwOrderView & { account: string };', MIGRATED_TYPES)).toEqual([
      'ReviewRow',
    ]);
    expect(
      handTypes('export type ReviewRow = RouteOutput<typeof reviewRoutes.deposits>;', MIGRATED_TYPES),
    ).toEqual([]);
    expect(
      callsByPath("api.get<Paged<Row>>(consolePaths.deposits); api<X>('POST', p); client.send('GET', p)"),
    ).toBe(3);
    expect(callsByPath('client.call(reviewRoutes.deposits, { page: 1 })')).toBe(0);
  });
});
