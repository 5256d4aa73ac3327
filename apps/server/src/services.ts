/**
 * The composition root's services (issue #29): every service of the app built once, in dependency
 * order, from the app's deps, and handed by buildApp (app.ts) to the routes and jobs that use
 * them. No other file calls a service factory and no module keeps a module-level cache of services
 * (scripts/composition-root.test.ts); presenters such as wallet's `orderView` are pure functions
 * imported where needed.
 */
import { payPaths } from '@lotus/contracts';
import type { AppDeps } from './deps.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createLoginGuard } from './modules/security/login-guard.ts';
import { createAppBetBatcher } from './modules/ledger/bet-batch.ts';
import { createIdFloors } from './modules/ledger/partitions.ts';
import { createAppContextLoader } from './modules/orders/context.ts';
import { createMetrics } from './modules/ops/metrics.ts';
import { createPromoClock } from './modules/promo/clock.ts';
import { createPlatformService } from './modules/platform/service.ts';
import { createHostConfigService } from './modules/platform/hosts.ts';
import { createChaseService } from './modules/orders/chases.ts';
import { createRecordService } from './modules/orders/records.ts';
import { createOrderService } from './modules/orders/service.ts';
import { createProtectionService } from './modules/protection/service.ts';
import { createLotteryService } from './modules/lottery/service.ts';
import { createGroupOffsetService, createLotterySettingsService, GROUP_OFFSET_KIND, groupOffsetProposalKind } from './modules/lottery/index.ts';
import { createDrawService } from './modules/draws/service.ts';
import { createConsoleIssuesService } from './modules/draws/index.ts';
import { createSettlementService } from './modules/settlement/service.ts';
import { createIssueCancelService } from './modules/settlement/cancel.ts';
import { createResettleService } from './modules/settlement/index.ts';
import { createHistoryService } from './modules/history/service.ts';
import { createOmitService } from './modules/history/omit.ts';
import { createVipService } from './modules/promo/vip.ts';
import { createSignService } from './modules/promo/sign.ts';
import { createInviteService } from './modules/promo/invite.ts';
import { createAgentService } from './modules/agents/service.ts';
import { createAgentTreeService, createConsoleAgentsService, createMemberGroupService, groupProposalKind } from './modules/agents/index.ts';
import { countInviteRegistration, findLinkByCode, holdAgent, inviteCodeOf, INVITE_LINK_AGENT_GONE } from './modules/agents/repository.ts';
import { createMembersService } from './modules/members/service.ts';
import { createConsoleMembersService, createMemberTabsService } from './modules/members/index.ts';
import { createCodes } from './modules/members/codes.ts';
import { createRecovery } from './modules/members/recovery.ts';
import { createCardsService } from './modules/cards/service.ts';
import { ADJUST_KIND, createAdjustmentService, createWalletService } from './modules/wallet/index.ts';
import { createDepositsService } from './modules/deposits/index.ts';
import { createWithdrawalsService } from './modules/withdrawals/index.ts';
import { createRiskService } from './modules/risk/service.ts';
import { createContentService } from './modules/content/service.ts';
import { createReportService } from './modules/reports/service.ts';
import { createDashboardService } from './modules/reports/index.ts';
import { createChatService } from './modules/chat/service.ts';
import { createAccessService, OPERATOR_RESET_KIND } from './modules/console/access.ts';
import { createProposalQueue } from './modules/operators/index.ts';
import {
  createDepositRecheck,
  createPaymentsService,
  createPayoutService,
  createReconcileService,
  createTransfersService,
  createVnpayProvider,
} from './modules/payments/index.ts';

/** Every service of one app, each built once. */
export type Services = ReturnType<typeof buildServices>;

export function buildServices(deps: AppDeps) {
  const { config } = deps;
  // Sessions by token hash (issue #18): read by auth, emptied by whatever revokes or blocks a session.
  const sessions = createSessionCache();
  const auth = createAuthService(deps, sessions, createLoginGuard(deps));

  // Shared by every bet and scrape of this app (before issue #29, module-level WeakMaps).
  const metrics = createMetrics(deps);
  const batcher = createAppBetBatcher(deps);
  const contexts = createAppContextLoader(deps);
  const promoClock = createPromoClock(deps);
  const idFloors = createIdFloors();

  const platform = createPlatformService(deps);
  const hosts = createHostConfigService(deps);
  const chases = createChaseService(deps);
  const records = createRecordService(deps, idFloors);
  const protection = createProtectionService(deps, chases, sessions);
  const orders = createOrderService(deps, { protection, batcher, contexts, metrics, idFloors });
  const lottery = createLotteryService(deps);
  const lotterySettings = createLotterySettingsService(deps);
  const groupOffsets = createGroupOffsetService(deps);
  const draws = createDrawService(deps);
  const issueAdmin = createConsoleIssuesService(deps);
  const settlement = createSettlementService(deps, metrics);
  const issueCancel = createIssueCancelService(deps);
  const resettle = createResettleService(deps);
  const history = createHistoryService(deps);
  const omit = createOmitService(deps, history);
  const vip = createVipService(deps, promoClock);
  const sign = createSignService(deps, promoClock);
  const invite = createInviteService(deps, { clock: promoClock, platform });
  const agents = createAgentService(deps, platform, idFloors);
  const agentTree = createAgentTreeService(deps);
  const prizeGroups = createMemberGroupService(deps);
  const agentAdmin = createConsoleAgentsService(deps);
  const codes = createCodes(deps);
  const members = createMembersService(deps, platform, codes, {
    findByCode: findLinkByCode,
    holdAgent,
    codeOf: inviteCodeOf,
    countRegistration: countInviteRegistration,
    agentGoneStatus: INVITE_LINK_AGENT_GONE,
  }, sessions);
  const recovery = createRecovery(deps, codes, sessions);
  const memberAdmin = createConsoleMembersService(deps, sessions);
  const memberTabs = createMemberTabsService(deps, sessions);
  const cards = createCardsService(deps);

  // Payments (issue #28): built once with its providers; deposits open orders through it.
  const providers = [
    createVnpayProvider({
      tmnCode: config.vnpay.tmnCode,
      hashSecret: config.vnpay.hashSecret,
      sandbox: config.seedDemo,
      // The demo's sandbox answers querydr on this server (a channel's queryUrl names a real service).
      sandboxQueryUrl: `http://127.0.0.1:${config.port}${payPaths.vnpaySandboxQuery}`,
    }),
  ];
  const payments = createPaymentsService(deps, providers);
  // The scheduler's re-check of provider deposits whose callback never came (querydr).
  const depositRecheck = createDepositRecheck(deps, payments, providers);
  // Withdrawals paid through a provider's payout call (issue #28 §3), offered to the withdrawals' approval.
  const payouts = createPayoutService(deps, providers);
  // Bank transfers by VietQR (issue #28 §2): the QR at depositPre, credited from the bank feed.
  const transfers = createTransfersService(deps);
  const reconcile = createReconcileService(deps);
  const wallet = createWalletService(deps, { platform, protection });
  const deposits = createDepositsService(deps, { protection }, { ...payments.gateway, openTransfer: transfers.openTransfer });
  const withdrawals = createWithdrawalsService(deps, { payouts });

  const risk = createRiskService(deps);
  const content = createContentService(deps, platform);
  const reports = createReportService(deps.db, deps.clock);
  const dashboard = createDashboardService(deps, reports);
  const chat = createChatService(deps);

  const access = createAccessService(deps, idFloors);
  const consoleServices = { access };
  const adjustments = createAdjustmentService(deps);
  // The two-person proposals' queue, each kind applied by the module that owns it.
  const proposals = createProposalQueue(deps, {
    [ADJUST_KIND]: adjustments.proposalKind,
    'member.group': groupProposalKind,
    [GROUP_OFFSET_KIND]: groupOffsetProposalKind,
    [OPERATOR_RESET_KIND]: access.resetProposalKind,
  });

  return {
    sessions,
    auth,
    metrics,
    batcher,
    contexts,
    promoClock,
    platform,
    hosts,
    chases,
    records,
    protection,
    orders,
    lottery,
    lotterySettings,
    groupOffsets,
    draws,
    issueAdmin,
    settlement,
    issueCancel,
    resettle,
    history,
    omit,
    vip,
    sign,
    invite,
    agents,
    agentTree,
    prizeGroups,
    agentAdmin,
    members,
    recovery,
    memberAdmin,
    memberTabs,
    cards,
    payments,
    depositRecheck,
    payouts,
    transfers,
    reconcile,
    wallet,
    deposits,
    withdrawals,
    risk,
    content,
    reports,
    dashboard,
    chat,
    adjustments,
    proposals,
    console: consoleServices,
  };
}
