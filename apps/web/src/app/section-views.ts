import { lazy } from 'react';
import {
  IconAlarm,
  IconArrowsExchange,
  IconBuildingBank,
  IconCalendarCheck,
  IconCash,
  IconChartBar,
  IconCreditCard,
  IconCrown,
  IconCurrencyBitcoin,
  IconDeviceMobile,
  IconDevices,
  IconFileDescription,
  IconFlame,
  IconGift,
  IconHandStop,
  IconHeadset,
  IconHistory,
  IconLink,
  IconListDetails,
  IconLock,
  IconMail,
  IconMessageCircle,
  IconMessages,
  IconPercentage,
  IconProgress,
  IconReceipt,
  IconReportMoney,
  IconScale,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconTicket,
  IconTimeline,
  IconUser,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SectionView } from './screen-table.ts';

/**
 * How each section of the screen table (screens.ts) shows in the member centre: its icon (menu and
 * phone tiles) and its page, loaded on demand. Keyed by the section's path after /manager; one
 * entry for every section of the table and none other (screen-table.test.ts). They live beside
 * the centre, out of the first page's script (its 200 KB budget, docs/performance.md), which
 * needs only the table's paths, labels and guards.
 */
export const SECTION_VIEWS: Readonly<Record<string, SectionView>> = {
  'funds/deposit': {
    icon: IconCash,
    component: lazy(() =>
      import('../features/cashier/DepositPage.tsx').then((m) => ({ default: m.DepositPage })),
    ),
  },
  'funds/withdraw': {
    icon: IconBuildingBank,
    component: lazy(() =>
      import('../features/cashier/WithdrawPage.tsx').then((m) => ({ default: m.WithdrawPage })),
    ),
  },
  'funds/progress': {
    icon: IconProgress,
    component: lazy(() =>
      import('../features/cashier/ProgressPage.tsx').then((m) => ({ default: m.ProgressPage })),
    ),
  },
  'funds/transfer': {
    icon: IconArrowsExchange,
    component: lazy(() =>
      import('../features/transfer/TransferPage.tsx').then((m) => ({ default: m.TransferPage })),
    ),
  },
  'funds/cards': {
    icon: IconCreditCard,
    component: lazy(() =>
      import('../features/cards/CardsPage.tsx').then((m) => ({ default: m.BankCardsPage })),
    ),
  },
  'funds/accounts': {
    icon: IconCurrencyBitcoin,
    component: lazy(() =>
      import('../features/cards/CardsPage.tsx').then((m) => ({ default: m.WithdrawAccountsPage })),
    ),
  },
  'me/bets': {
    icon: IconReceipt,
    component: lazy(() =>
      import('../features/records/BetRecordPage.tsx').then((m) => ({ default: m.BetRecordPage })),
    ),
  },
  'records/trans': {
    icon: IconListDetails,
    component: lazy(() =>
      import('../features/records/TransactionRecordPage.tsx').then((m) => ({
        default: m.TransactionRecordPage,
      })),
    ),
  },
  'records/funds': {
    icon: IconReportMoney,
    component: lazy(() =>
      import('../features/records/TransactionRecordPage.tsx').then((m) => ({ default: m.FundRecordsPage })),
    ),
  },
  'reports/me': {
    icon: IconChartBar,
    component: lazy(() =>
      import('../features/reports/ReportsPage.tsx').then((m) => ({ default: m.ReportsPage })),
    ),
  },
  'me/profile': {
    icon: IconUser,
    component: lazy(() =>
      import('../features/profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })),
    ),
  },
  'me/security': {
    icon: IconLock,
    component: lazy(() =>
      import('../features/profile/SecurityPage.tsx').then((m) => ({ default: m.SecurityPage })),
    ),
  },
  'me/inbox': {
    icon: IconMail,
    component: lazy(() => import('../features/inbox/InboxPage.tsx').then((m) => ({ default: m.InboxPage }))),
  },
  'me/sessions': {
    icon: IconDevices,
    component: lazy(() =>
      import('../features/protection/SessionsPage.tsx').then((m) => ({ default: m.SessionsPage })),
    ),
  },
  'me/totp': {
    icon: IconShieldLock,
    component: lazy(() =>
      import('../features/protection/TwoFactorPage.tsx').then((m) => ({ default: m.TwoFactorPage })),
    ),
  },
  'me/game': {
    icon: IconSettings,
    component: lazy(() =>
      import('../features/settings/GameSettings.tsx').then((m) => ({ default: m.GameSettings })),
    ),
  },
  'games/draws': {
    icon: IconHistory,
    component: lazy(() =>
      import('../features/draws/RecentDrawsPage.tsx').then((m) => ({ default: m.RecentDrawsPage })),
    ),
  },
  'games/hot': {
    icon: IconFlame,
    component: lazy(() =>
      import('../features/draws/HotLotteriesPage.tsx').then((m) => ({ default: m.HotLotteriesPage })),
    ),
  },
  'games/dragon': {
    icon: IconTimeline,
    component: lazy(() =>
      import('../features/draws/DragonPage.tsx').then((m) => ({ default: m.DragonPage })),
    ),
  },
  'team/centre': {
    icon: IconUsersGroup,
    component: lazy(() =>
      import('../features/team/TeamCentrePage.tsx').then((m) => ({ default: m.TeamCentrePage })),
    ),
  },
  'team/members': {
    icon: IconUsers,
    component: lazy(() =>
      import('../features/team/MemberListPage.tsx').then((m) => ({ default: m.MemberListPage })),
    ),
  },
  'team/create': {
    icon: IconUserPlus,
    component: lazy(() =>
      import('../features/team/CreateSubordinatePage.tsx').then((m) => ({
        default: m.CreateSubordinatePage,
      })),
    ),
  },
  'team/rebate': {
    icon: IconPercentage,
    component: lazy(() => import('../features/team/RebatePage.tsx').then((m) => ({ default: m.RebatePage }))),
  },
  'team/quota': {
    icon: IconTicket,
    component: lazy(() => import('../features/team/QuotaPage.tsx').then((m) => ({ default: m.QuotaPage }))),
  },
  'team/invite': {
    icon: IconLink,
    component: lazy(() => import('../features/team/InvitePage.tsx').then((m) => ({ default: m.InvitePage }))),
  },
  'team/bets': {
    icon: IconListDetails,
    component: lazy(() =>
      import('../features/team/TeamRecordPages.tsx').then((m) => ({ default: m.TeamBetsPage })),
    ),
  },
  'team/trans': {
    icon: IconArrowsExchange,
    component: lazy(() =>
      import('../features/team/TeamRecordPages.tsx').then((m) => ({ default: m.TeamTransPage })),
    ),
  },
  'team/report': {
    icon: IconChartBar,
    component: lazy(() => import('../features/team/ReportPage.tsx').then((m) => ({ default: m.ReportPage }))),
  },
  'sys/promo': {
    icon: IconGift,
    component: lazy(() =>
      import('../features/content/PromoPage.tsx').then((m) => ({ default: m.PromoPage })),
    ),
  },
  'promo/vip': {
    icon: IconCrown,
    component: lazy(() => import('../features/promotions/VipPage.tsx').then((m) => ({ default: m.VipPage }))),
  },
  'promo/sign': {
    icon: IconCalendarCheck,
    component: lazy(() =>
      import('../features/promotions/SignPage.tsx').then((m) => ({ default: m.SignPage })),
    ),
  },
  'promo/invite': {
    icon: IconUserPlus,
    component: lazy(() =>
      import('../features/promotions/InvitePage.tsx').then((m) => ({ default: m.InvitePage })),
    ),
  },
  'promo/rules': {
    icon: IconFileDescription,
    component: lazy(() =>
      import('../features/content/ActivityRulesPage.tsx').then((m) => ({ default: m.ActivityRulesPage })),
    ),
  },
  'protection/limits': {
    icon: IconScale,
    component: lazy(() =>
      import('../features/protection/LimitsPage.tsx').then((m) => ({ default: m.LimitsPage })),
    ),
  },
  'protection/break': {
    icon: IconHandStop,
    component: lazy(() =>
      import('../features/protection/BreakPage.tsx').then((m) => ({ default: m.BreakPage })),
    ),
  },
  'protection/reality': {
    icon: IconAlarm,
    component: lazy(() =>
      import('../features/protection/RealityCheckPage.tsx').then((m) => ({ default: m.RealityCheckPage })),
    ),
  },
  'sys/bulletin': {
    icon: IconSpeakerphone,
    component: lazy(() =>
      import('../features/content/BulletinPage.tsx').then((m) => ({ default: m.BulletinPage })),
    ),
  },
  'sys/kf': {
    icon: IconHeadset,
    component: lazy(() =>
      import('../features/content/ServicePages.tsx').then((m) => ({ default: m.KfPage })),
    ),
  },
  'sys/zalo': {
    icon: IconMessageCircle,
    component: lazy(() =>
      import('../features/content/ServicePages.tsx').then((m) => ({ default: m.ZaloPage })),
    ),
  },
  'sys/chat': {
    icon: IconMessages,
    component: lazy(() =>
      import('../features/content/ServicePages.tsx').then((m) => ({ default: m.ChatPage })),
    ),
  },
  'sys/app': {
    icon: IconDeviceMobile,
    component: lazy(() => import('../features/app/AppSection.tsx').then((m) => ({ default: m.AppSection }))),
  },
};
