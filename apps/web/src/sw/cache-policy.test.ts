import { describe, expect, it } from 'vitest';
import { lotteryPaths, paths } from '@lotus/contracts';
import { cacheKeyOf, cachePolicyOf } from './cache-policy.ts';

const ORIGIN = 'https://lotus.example';
const at = (path: string) => new URL(path, ORIGIN);

describe('service worker cache policy (issue #31)', () => {
  it.each([
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
  ])('%s %s → %s', (method, path, policy) => expect(cachePolicyOf(at(path), method, ORIGIN)).toBe(policy));

  it('another origin is never the worker’s business', () => {
    expect(cachePolicyOf(new URL(`https://cdn.example${lotteryPaths.ticketTypeList}`), 'GET', ORIGIN)).toBe('pass');
  });

  it('a cached answer is kept per language', () => {
    const url = `${ORIGIN}${lotteryPaths.ticketTypeList}`;
    expect(cacheKeyOf(url, 'vi')).not.toBe(cacheKeyOf(url, 'en'));
    expect(cacheKeyOf(`${url}?a=1`, 'zh')).toBe(`${url}?a=1&__lang=zh`);
  });
});
