import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bannerView,
  consoleSuspendBody,
  consoleSuspendResponse,
  currentIssue,
  groupNode,
  issueResult,
  lotteryCategory,
  lotteryPaths,
  mixQuotaResponse,
  playDescriptionResponse,
  recentPlayResponse,
  recentResultsQuery,
  ticketCfg,
  ticketIdsQuery,
  ticketPlayListQuery,
  ticketQuery,
} from '@lotus/contracts';
import { MAX_GROUP } from '@lotus/engine';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { parseInput, route } from '../../lib/http.ts';
import type { createLotteryService } from './service.ts';
import type { createPlatformService } from '../platform/index.ts';
import { seedLotteries } from './repository.ts';

/** The member behind the request's token, if any (catalogue calls work for guests too). */
async function optionalMemberGroup(app: FastifyInstance, req: FastifyRequest): Promise<number> {
  if (!req.token) return MAX_GROUP;
  try {
    const m = await app.auth.requireMember(req);
    const [row] = await app.deps.db.select({ g: members.prizeGroup }).from(members).where(eq(members.id, m.memberId));
    return row?.g ?? MAX_GROUP;
  } catch {
    return MAX_GROUP;
  }
}

const seriesParams = z.object({
  series: z
    .string()
    .max(45)
    .transform((s) => s.replace(/\.json$/, ''))
    .pipe(z.string().regex(/^[a-z0-9.]{1,40}$/)),
});

export async function lotteryRoutes(app: FastifyInstance, { lottery, platform }: { lottery: ReturnType<typeof createLotteryService>; platform: ReturnType<typeof createPlatformService> }) {
  await seedLotteries(app.deps.db);

  route(app, { method: 'GET', url: lotteryPaths.ticketTypeList, auth: 'none', summary: 'Lotteries by category', access: 'public', response: z.array(lotteryCategory) }, ({ lang }) => lottery.categories(lang));
  route(app, { method: 'GET', url: lotteryPaths.ticketCfg, auth: 'none', summary: "A lottery's config", access: 'public', query: ticketQuery, response: ticketCfg }, ({ query, lang }) =>
    lottery.ticketCfg(query.ticketId, lang),
  );
  route(app, { method: 'GET', url: lotteryPaths.ticketPlayList, auth: 'none', summary: 'Plays of a lottery', access: 'public', query: ticketPlayListQuery, response: z.array(groupNode) }, async ({ query, lang, req }) =>
    lottery.playList(query.ticketId, query.mode, lang, await optionalMemberGroup(app, req)),
  );
  route(
    app,
    { method: 'GET', url: lotteryPaths.playDescription, auth: 'none', summary: 'Play descriptions of a series', access: 'public', params: seriesParams, response: playDescriptionResponse },
    ({ req, lang }) => {
      const { series } = parseInput(seriesParams, req.params);
      return lottery.playDescriptions(series, lang);
    },
  );
  route(app, { method: 'GET', url: lotteryPaths.recentPlay, auth: 'member', summary: 'Lotteries the member played recently', access: 'self', response: recentPlayResponse }, ({ req, lang }) =>
    lottery.recentPlayed(req.member!.memberId, lang),
  );
  route(app, { method: 'GET', url: lotteryPaths.currentSaleIssue, auth: 'none', summary: 'The current issue and countdown', access: 'public', query: ticketQuery, response: currentIssue }, ({ query }) =>
    lottery.currentIssue(query.ticketId),
  );
  route(app, { method: 'GET', url: lotteryPaths.currentSaleIssueList, auth: 'none', summary: 'Current issues of several lotteries', access: 'public', query: ticketIdsQuery, response: z.array(currentIssue) }, ({ query }) =>
    lottery.currentIssues(query.ticketIds),
  );
  route(app, { method: 'GET', url: lotteryPaths.lastIssue, auth: 'none', summary: 'The last drawn issue', access: 'public', query: ticketQuery, response: issueResult }, ({ query }) =>
    lottery.lastIssue(query.ticketId),
  );
  route(app, { method: 'GET', url: lotteryPaths.recentResults, auth: 'none', summary: 'Recent results of a lottery', access: 'public', query: recentResultsQuery, response: z.array(issueResult) }, ({ query }) =>
    lottery.recentResults(query.ticketId, query.num),
  );
  route(app, { method: 'POST', url: lotteryPaths.consoleSuspend, auth: 'operator', perm: 'lottery.manage', summary: 'Suspend or resume a lottery', access: 'operator', body: consoleSuspendBody, response: consoleSuspendResponse }, ({ body, req }) =>
    lottery.setSuspended(req.operator!.operatorId, body.ticketId, body.suspended, body.reason),
  );
  // Home banners come from the host's platform configuration (docs/product.md §3 `banner`, JSON).
  const banners = async (host: string) => {
    const item = (await platform.configFor(host)).find((c) => c.cusName === 'banner');
    try {
      const list = JSON.parse(item?.cusText ?? '[]') as unknown;
      return Array.isArray(list) ? (list.slice(0, 20) as Record<string, unknown>[]) : [];
    } catch {
      return [];
    }
  };
  route(app, { method: 'GET', url: lotteryPaths.topBanner, auth: 'none', summary: 'Home banners', access: 'public', response: z.array(bannerView) }, ({ req }) => banners(req.hostname));
  /** Banners shown at the server's date: items may carry startTime / endTime (ms) windows. */
  route(app, { method: 'GET', url: lotteryPaths.topBannerByDate, auth: 'none', summary: 'Home banners by date', access: 'public', response: z.array(bannerView) }, async ({ req }) => {
    const now = app.deps.clock.now().getTime();
    return (await banners(req.hostname)).filter(
      (b) => (typeof b.startTime !== 'number' || b.startTime <= now) && (typeof b.endTime !== 'number' || b.endTime > now),
    );
  });
  route(app, { method: 'GET', url: lotteryPaths.mixQuota, auth: 'member', summary: 'Per-issue stake quota', access: 'self', query: ticketQuery, response: mixQuotaResponse }, ({ query }) => lottery.quota(query.ticketId));
  return lottery;
}
