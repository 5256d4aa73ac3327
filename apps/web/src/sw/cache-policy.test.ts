import { describe, expect, it } from 'vitest';
import { lotteryPaths, paths } from '@lotus/contracts';
import { cacheKeyOf, cachePolicyOf, routerRules } from './cache-policy.ts';

const ORIGIN = 'https://lotus.example';
const at = (path: string) => new URL(path, ORIGIN);

const CASES: [string, string, string][] = [
    ['GET', `${paths.platformConfig}?type=1&serviceName=lotus.example`, 'swr'],
    ['GET', lotteryPaths.ticketTypeList, 'swr'],
    ['GET', `${lotteryPaths.ticketPlayList}?ticketId=101`, 'swr'],
    ['GET', `${lotteryPaths.recentResults}?ticketId=101`, 'swr'],
    ['GET', `${paths.playDescription}/ssc.json`, 'swr'],
    // Money, bets, sessions and the open issue: never from a cache.
    ['GET', paths.userInfo, 'network'],
    ['GET', lotteryPaths.currentSaleIssue, 'network'],
    ['POST', paths.memberLogin, 'network'],
    ['POST', lotteryPaths.ticketTypeList, 'network'],
    ['GET', '/sk/botanic/member/front/wallet/deposit/list', 'network'],
    ['GET', paths.mqtt, 'network'],
    // The shell and its chunks are the precache's.
    ['GET', '/web/assets/index-abc12345.js', 'pass'],
    ['GET', '/web/home', 'pass'],
    ['GET', lotteryPaths.topBannerByDate, 'network'],
    ['GET', `${paths.mqtt}?x=1`, 'network'],
];

/** The browser's router as the static routing API runs it: the first rule whose pattern and method match. */
function routed(path: string, method: string): string {
  const { pathname } = at(path);
  const rule = routerRules().find(
    (r) => (r.pathname.endsWith('*') ? pathname.startsWith(r.pathname.slice(0, -1)) : pathname === r.pathname) && (!r.method || r.method === method),
  );
  return rule ? ({ 'fetch-event': 'swr', network: 'network' } as const)[rule.source] : 'pass';
}

describe('service worker cache policy (issue #31)', () => {
  it.each(CASES)('%s %s → %s', (method, path, policy) => expect(cachePolicyOf(at(path), method, ORIGIN)).toBe(policy));

  it.each(CASES)('the browser’s router sends %s %s as the table says (%s)', (method, path, policy) => expect(routed(path, method)).toBe(policy));

  it('the router’s patterns are literal paths, with at most a trailing wildcard', () => {
    // URLPattern reads `:name`, groups, modifiers and escapes; none of them may appear by accident.
    for (const r of routerRules()) expect(r.pathname).toMatch(/^\/[\w./-]*\*?$/);
  });

  it('another origin is never the worker’s business', () => {
    expect(cachePolicyOf(new URL(`https://cdn.example${lotteryPaths.ticketTypeList}`), 'GET', ORIGIN)).toBe('pass');
  });

  it('a cached answer is kept per language', () => {
    const url = `${ORIGIN}${lotteryPaths.ticketTypeList}`;
    expect(cacheKeyOf(url, 'vi')).not.toBe(cacheKeyOf(url, 'en'));
    expect(cacheKeyOf(`${url}?a=1`, 'zh')).toBe(`${url}?a=1&__lang=zh`);
  });
});
