import type { UserConfig } from './members.ts';

/**
 * Member paths and user-config defaults without zod: the web's first page imports these, and
 * keeping them apart from the schemas in members.ts keeps zod out of that page's JavaScript.
 */

/** Member account and session calls (docs/product.md §7, under /sk/promen and /sk/botanic). */
export const memberPaths = {
  registerDirect: '/sk/promen/member/register/direct',
  /** `:code` is an agent's invitation code. */
  registerByCode: '/sk/promen/member/register/:code',
  isOnline: '/sk/promen/member/isOnLine',
  memberInfo: '/sk/promen/member/memberInfo',
  /** `:type` is one of MEMBER_UPDATE_TYPES. */
  update: '/sk/promen/member/update/:type',
  mobileSendCode: '/sk/promen/member/mobile/sendCode',
  emailSendCode: '/sk/promen/member/email/sendCode',
  /** Forgotten login password (issue #33): a code to a verified contact, then the new password. */
  recoveryCode: '/sk/promen/member/password/forgot/sendCode',
  recoveryReset: '/sk/promen/member/password/forgot/reset',
  userConf: '/sk/botanic/member/front/userConf',
  userConfSave: '/sk/botanic/member/front/save',
} as const;

/** Quick amounts (docs/product.md §9): on by default 10, 20, 50, 100, 200; off 500 … 50K. */
export const DEFAULT_QUICK_AMOUNTS = [
  ...[10, 20, 50, 100, 200].map((amount) => ({ amount, enabled: true })),
  ...[500, 1000, 2000, 5000, 10000, 20000, 50000].map((amount) => ({ amount, enabled: false })),
];

export const LONG_DRAGON_LIMIT_MAX = 30;
export const MAX_LONG_DRAGON_TICKETS = 200;

export const DEFAULT_USER_CONFIG: UserConfig = {
  countDownBeep: true,
  winModal: true,
  winBeep: true,
  quickConfirm: false,
  missRemind: true,
  doubleBetConfirm: true,
  longDragonTicket: [],
  longDragonLimit: 3,
  longDragonLimitMax: LONG_DRAGON_LIMIT_MAX,
  virtualKeyboard: false,
  doubleLimitStatus: false,
  delayed: false,
  delayedTime: 0,
  selectConfigId: 1,
  doubleBetRangeList: [
    { id: 1, current: true, doublePlayBetMin: 5, doublePlayBetMax: 50_000 },
    { id: 2, current: false, doublePlayBetMin: 10, doublePlayBetMax: 100_000 },
    { id: 3, current: false, doublePlayBetMin: 100, doublePlayBetMax: 500_000 },
  ],
  quickAmounts: DEFAULT_QUICK_AMOUNTS,
  defaultDoubleAmount: 5,
};
