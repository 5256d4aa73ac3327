import type { ComponentType } from 'react';
import type { Permission } from '@lotus/contracts';

/** The console's screens: path, menu text, the permission that shows it, and its code (loaded on demand). */
export interface NavItem {
  path: string;
  labelKey: string;
  perm: Permission;
  lazy: () => Promise<{ Component: ComponentType }>;
}

export const NAV: NavItem[] = [
  { path: '/', labelKey: 'cons.nav.dashboard', perm: 'dashboard.view', lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage.tsx')).DashboardPage }) },
  { path: '/deposits', labelKey: 'cons.nav.deposits', perm: 'deposit.review', lazy: async () => ({ Component: (await import('../features/review/DepositsPage.tsx')).DepositsPage }) },
  { path: '/pay-callbacks', labelKey: 'pay.callbacks.title', perm: 'deposit.review', lazy: async () => ({ Component: (await import('../features/review/CallbacksPage.tsx')).CallbacksPage }) },
  { path: '/pay-transfers', labelKey: 'pay.transfers.title', perm: 'deposit.review', lazy: async () => ({ Component: (await import('../features/review/TransfersPage.tsx')).TransfersPage }) },
  { path: '/withdrawals', labelKey: 'cons.nav.withdrawals', perm: 'withdrawal.review', lazy: async () => ({ Component: (await import('../features/review/WithdrawalsPage.tsx')).WithdrawalsPage }) },
  { path: '/members', labelKey: 'cons.nav.members', perm: 'member.view', lazy: async () => ({ Component: (await import('../features/members/MembersPage.tsx')).MembersPage }) },
  { path: '/agents', labelKey: 'cons.nav.agents', perm: 'agent.manage', lazy: async () => ({ Component: (await import('../features/agents/AgentsPage.tsx')).AgentsPage }) },
  { path: '/adjustments', labelKey: 'cons.nav.adjustments', perm: 'member.adjust', lazy: async () => ({ Component: (await import('../features/members/AdjustmentsPage.tsx')).AdjustmentsPage }) },
  { path: '/risk', labelKey: 'cons.nav.risk', perm: 'risk.review', lazy: async () => ({ Component: (await import('../features/risk/RiskPage.tsx')).RiskPage }) },
  { path: '/lotteries', labelKey: 'cons.nav.lotteries', perm: 'lottery.manage', lazy: async () => ({ Component: (await import('../features/lotteries/LotteriesPage.tsx')).LotteriesPage }) },
  { path: '/issues', labelKey: 'cons.nav.issues', perm: 'report.view', lazy: async () => ({ Component: (await import('../features/lotteries/IssuesPage.tsx')).IssuesPage }) },
  { path: '/results', labelKey: 'cons.nav.results', perm: 'result.enter', lazy: async () => ({ Component: (await import('../features/lotteries/ResultsPage.tsx')).ResultsPage }) },
  { path: '/reports', labelKey: 'cons.nav.reports', perm: 'report.view', lazy: async () => ({ Component: (await import('../features/reports/ReportsPage.tsx')).ReportsPage }) },
  { path: '/bonuses', labelKey: 'cons.nav.bonuses', perm: 'promotion.manage', lazy: async () => ({ Component: (await import('../features/promotions/BonusesPage.tsx')).BonusesPage }) },
  { path: '/deposit-promotions', labelKey: 'cons.nav.depositRules', perm: 'promotion.manage', lazy: async () => ({ Component: (await import('../features/promotions/DepositRulesPage.tsx')).DepositRulesPage }) },
  { path: '/promo-runs', labelKey: 'cons.nav.promoRuns', perm: 'promotion.manage', lazy: async () => ({ Component: (await import('../features/promotions/RunsPage.tsx')).RunsPage }) },
  { path: '/promo-tables', labelKey: 'cons.nav.promoTables', perm: 'promotion.manage', lazy: async () => ({ Component: (await import('../features/promotions/TablesPage.tsx')).TablesPage }) },
  { path: '/chat', labelKey: 'cons.nav.chat', perm: 'chat.answer', lazy: async () => ({ Component: (await import('../features/chat/ChatInboxPage.tsx')).ChatInboxPage }) },
  { path: '/content', labelKey: 'cons.nav.content', perm: 'content.manage', lazy: async () => ({ Component: (await import('../features/content/ContentPage.tsx')).ContentPage }) },
  { path: '/sites', labelKey: 'cons.nav.sites', perm: 'content.manage', lazy: async () => ({ Component: (await import('../features/content/SitesPage.tsx')).SitesPage }) },
  { path: '/operators', labelKey: 'cons.nav.operators', perm: 'operator.manage', lazy: async () => ({ Component: (await import('../features/system/OperatorsPage.tsx')).OperatorsPage }) },
  { path: '/parameters', labelKey: 'cons.nav.parameters', perm: 'settings.manage', lazy: async () => ({ Component: (await import('../features/system/ParametersPage.tsx')).ParametersPage }) },
  { path: '/web-push', labelKey: 'cons.nav.webPush', perm: 'settings.manage', lazy: async () => ({ Component: (await import('../features/system/WebPushPage.tsx')).WebPushPage }) },
  { path: '/channels', labelKey: 'cons.nav.channels', perm: 'settings.manage', lazy: async () => ({ Component: (await import('../features/system/ChannelsPage.tsx')).ChannelsPage }) },
  { path: '/audit', labelKey: 'cons.nav.audit', perm: 'audit.view', lazy: async () => ({ Component: (await import('../features/system/AuditPage.tsx')).AuditPage }) },
  { path: '/outbox', labelKey: 'cons.nav.outbox', perm: 'message.view', lazy: async () => ({ Component: (await import('../features/messages/OutboxPage.tsx')).OutboxPage }) },
  { path: '/logins', labelKey: 'cons.nav.logins', perm: 'audit.view', lazy: async () => ({ Component: (await import('../features/system/LoginLogPage.tsx')).LoginLogPage }) },
  { path: '/partitions', labelKey: 'cons.nav.partitions', perm: 'audit.view', lazy: async () => ({ Component: (await import('../features/system/PartitionsPage.tsx')).PartitionsPage }) },
];
