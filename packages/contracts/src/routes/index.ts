import type { ApiRoute } from '../client.ts';
import { accessRoutes, operatorRoutes, sessionRoutes } from './access.ts';
import { contentRoutes, siteRoutes } from './content.ts';
import { dashboardRoutes } from './dashboard.ts';
import { deviceRoutes } from './devices.ts';
import { drawRoutes } from './draws.ts';
import { lotteryRoutes } from './lotteries.ts';
import { agentRoutes } from './agents.ts';
import { chatRoutes } from './chat.ts';
import { memberContentRoutes, memberMessageRoutes } from './member-content.ts';
import { memberAccountRoutes, memberPushRoutes, memberSessionRoutes } from './member-account.ts';
import { memberSiteRoutes } from './member-site.ts';
import { betRoutes, dragonRoutes, memberLotteryRoutes, memberOrderRoutes, trendRoutes } from './member-lottery.ts';
import { memberRoutes, memberTabRoutes } from './members.ts';
import { messageRoutes } from './messages.ts';
import { opsRoutes } from './ops.ts';
import { paymentRoutes } from './payments.ts';
import { memberPromoRoutes, promoRoutes } from './promotions.ts';
import { memberProtectionRoutes, protectionRoutes, securityRoutes } from './protection.ts';
import { reportRoutes } from './reports.ts';
import { reviewRoutes } from './review.ts';
import { riskRoutes } from './risk.ts';
import { settingRoutes } from './settings.ts';
import { teamRoutes } from './team.ts';
import { walletRoutes } from './wallet.ts';

export {
  accessRoutes,
  agentRoutes,
  betRoutes,
  chatRoutes,
  contentRoutes,
  dashboardRoutes,
  deviceRoutes,
  dragonRoutes,
  drawRoutes,
  lotteryRoutes,
  memberAccountRoutes,
  memberContentRoutes,
  memberLotteryRoutes,
  memberMessageRoutes,
  memberOrderRoutes,
  memberPromoRoutes,
  memberProtectionRoutes,
  memberPushRoutes,
  memberRoutes,
  memberSessionRoutes,
  memberSiteRoutes,
  memberTabRoutes,
  messageRoutes,
  operatorRoutes,
  opsRoutes,
  paymentRoutes,
  promoRoutes,
  protectionRoutes,
  reportRoutes,
  reviewRoutes,
  riskRoutes,
  securityRoutes,
  sessionRoutes,
  settingRoutes,
  siteRoutes,
  teamRoutes,
  trendRoutes,
  walletRoutes,
};

/**
 * The route table the clients call through (`ApiClient.call`), by area. Each route names the
 * same schemas the server registers it with (apps/server/test/client-routes.test.ts).
 */
export const apiRoutes = {
  review: reviewRoutes,
  wallet: walletRoutes,
  payments: paymentRoutes,
  messages: messageRoutes,
  devices: deviceRoutes,
  settings: settingRoutes,
  members: memberRoutes,
  draws: drawRoutes,
  lotteries: lotteryRoutes,
  dashboard: dashboardRoutes,
  access: accessRoutes,
  ops: opsRoutes,
  risk: riskRoutes,
  agents: agentRoutes,
  memberTabs: memberTabRoutes,
  promotions: promoRoutes,
  chat: chatRoutes,
  content: contentRoutes,
  sites: siteRoutes,
  reports: reportRoutes,
  protection: protectionRoutes,
  session: sessionRoutes,
  operators: operatorRoutes,
  memberProtection: memberProtectionRoutes,
  security: securityRoutes,
  memberContent: memberContentRoutes,
  memberMessages: memberMessageRoutes,
  team: teamRoutes,
  memberPromotions: memberPromoRoutes,
  memberLottery: memberLotteryRoutes,
  bets: betRoutes,
  memberOrders: memberOrderRoutes,
  dragons: dragonRoutes,
  trend: trendRoutes,
  memberSession: memberSessionRoutes,
  memberAccount: memberAccountRoutes,
  memberPush: memberPushRoutes,
  memberSite: memberSiteRoutes,
} as const;

/** Every route of the table, flattened. */
export const allApiRoutes = (): ApiRoute[] =>
  Object.values(apiRoutes).flatMap((area) => Object.values(area) as ApiRoute[]);
