import { z } from 'zod';
import { idUpTo } from './ids.ts';
import { accountSchema, deviceSchema } from './auth.ts';
import { LONG_DRAGON_LIMIT_MAX, MAX_LONG_DRAGON_TICKETS } from './member-defaults.ts';

// Paths and defaults the first page needs live apart, so that page does not carry these schemas.
export * from './member-defaults.ts';

/** Login password shape (docs/product.md §5): 6–16 letters or digits; strength and weakness are checked by the server. */
export const loginPasswordSchema = z.string().regex(/^[A-Za-z0-9]{6,16}$/, 'member.passwordInvalid');
/** Fund (withdrawal) password: 6–16 letters or digits. */
export const fundPasswordSchema = z.string().regex(/^[A-Za-z0-9]{6,16}$/, 'member.fundPwdInvalid');

export const registerRequest = z
  .object({
    account: z.string().regex(/^[A-Za-z0-9]{6,16}$/, 'member.accountInvalid'),
    password: loginPasswordSchema,
    confirmPassword: z.string().max(64),
    device: deviceSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'member.passwordMismatch',
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = z.object({ account: z.string() });

export const inviteCodeParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9]{4,20}$/, 'member.inviteCodeInvalid'),
});

/** Everything docs/product.md §3 lists for a member, as the member sees it. */
export const memberInfoResponse = z.object({
  memberId: z.string(),
  account: z.string(),
  memberAccount: z.string(),
  memberAlias: z.string(),
  merchantAccout: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  qq: z.string().nullable(),
  avatar: z.string().nullable(),
  vipLevel: z.number().int(),
  memberType: z.number().int(),
  inviteCode: z.string().nullable(),
  prizeGroup: z.number().int(),
  /** The rebate the member's prize group allows, in percent (docs/product.md §3 rebate setting). */
  rebate: z.string(),
  registerTime: z.string(),
  lastLoginTime: z.string().nullable(),
  lastLoginAddress: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  lastLoginDevice: z.number().int().nullable(),
  balance: z.string(),
  teamBalance: z.string(),
  hasFundPwd: z.boolean(),
  /** The mobile was bound with a code sent to it (issue #33). */
  mobileVerified: z.boolean(),
  /** The email was bound with a code sent to it (issue #33); one saved before that is not verified. */
  emailVerified: z.boolean(),
  loginPwdTime: z.string().nullable(),
  fundPwdTime: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoResponse>;

export const MEMBER_UPDATE_TYPES = [
  'nickname',
  'email',
  'mobile',
  'qq',
  'realName',
  'loginPwd',
  'fundPwd',
  'avatar',
] as const;
export type MemberUpdateType = (typeof MEMBER_UPDATE_TYPES)[number];
export const memberUpdateParams = z.object({ type: z.enum(MEMBER_UPDATE_TYPES, 'errors.notFound') });

/** Avatars are picked from the site's preset pictures, numbered 1–24. */
export const AVATAR_COUNT = 24;

const mobileText = z
  .string()
  .trim()
  .regex(/^\+?\d{5,15}$/, 'member.mobileInvalid');

const emailText = z.string().trim().max(254, 'member.emailInvalid').email('member.emailInvalid');

/** A verification code: 6 digits (issue #33). */
export const codeText = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'member.codeInvalid');

/** One body schema per update type. */
export const memberUpdateBodies = {
  nickname: z.object({
    nickname: z
      .string()
      .trim()
      .refine((s) => [...s].length >= 2 && [...s].length <= 10, 'member.nicknameInvalid'),
  }),
  /** Binding an email needs the code sent to it; changing a verified one, the old one's code or the fund password (issue #33). */
  email: z.object({
    email: emailText,
    code: codeText,
    oldCode: codeText.optional(),
    fundPwd: z.string().max(32).optional(),
  }),
  /** Digits and plus; the length rule (9–11 or 6–15) is a server setting. */
  mobile: z.object({
    mobile: mobileText,
    code: codeText,
    /** Changing a bound mobile (issue #33): the code sent to the old number, or the fund password. */
    oldCode: codeText.optional(),
    fundPwd: z.string().max(32).optional(),
  }),
  qq: z.object({
    qq: z
      .string()
      .trim()
      .regex(/^[1-9]\d{4,11}$/, 'member.qqInvalid'),
  }),
  realName: z.object({
    realName: z
      .string()
      .trim()
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,63}$/u, 'member.realNameInvalid'),
  }),
  loginPwd: z
    .object({
      oldPassword: z.string().min(1, 'member.oldPasswordWrong').max(64, 'member.oldPasswordWrong'),
      password: loginPasswordSchema,
      confirmPassword: z.string().max(64),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: 'member.passwordMismatch',
      path: ['confirmPassword'],
    }),
  /** The old fund password is required once one is set (checked by the server). */
  fundPwd: z
    .object({
      oldFundPwd: z.string().max(64).optional(),
      fundPwd: fundPasswordSchema,
      confirmFundPwd: z.string().max(64),
    })
    .refine((v) => v.fundPwd === v.confirmFundPwd, {
      message: 'member.passwordMismatch',
      path: ['confirmFundPwd'],
    }),
  avatar: z.object({
    avatar: z.coerce
      .number('member.avatarInvalid')
      .int('member.avatarInvalid')
      .min(1, 'member.avatarInvalid')
      .max(AVATAR_COUNT, 'member.avatarInvalid'),
  }),
} as const satisfies Record<MemberUpdateType, z.ZodType>;

export const mobileSendCodeRequest = z.object({ mobile: mobileText });
export const mobileSendCodeResponse = z.object({ resendAfterSeconds: z.number().int() });
export const emailSendCodeRequest = z.object({ email: emailText });
export const emailSendCodeResponse = mobileSendCodeResponse;

/**
 * Account recovery (issue #33): a code to the account's verified mobile or email, then a new login
 * password. Step 1 answers the same whether or not the account exists or has that contact.
 */
export const RECOVERY_CHANNELS = ['mobile', 'email'] as const;
export type RecoveryChannel = (typeof RECOVERY_CHANNELS)[number];
const recoveryAccount = z.string().trim().regex(/^[A-Za-z0-9]{6,16}$/, 'member.accountInvalid');
const recoveryChannel = z.enum(RECOVERY_CHANNELS, 'recovery.channelInvalid');
export const recoveryCodeRequest = z.object({ account: recoveryAccount, channel: recoveryChannel });
export type RecoveryCodeRequest = z.infer<typeof recoveryCodeRequest>;
/** The same whatever the account: when the next code may be asked for. */
export const recoveryCodeResponse = z.object({ resendAfterSeconds: z.number().int() });
export const recoveryResetRequest = z
  .object({
    account: recoveryAccount,
    channel: recoveryChannel,
    code: codeText,
    password: loginPasswordSchema,
    confirmPassword: z.string().max(64),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'member.passwordMismatch',
    path: ['confirmPassword'],
  });
export type RecoveryResetRequest = z.infer<typeof recoveryResetRequest>;

export { accountSchema };

/** 0/1 flags as form bodies send them ('0', '1', 'true', 'false'). */
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

const doubleBetRange = z.object({
  id: idUpTo(1000),
  current: flag,
  doublePlayBetMin: z.coerce.number().int().min(1).max(100_000_000),
  doublePlayBetMax: z.coerce.number().int().min(1).max(100_000_000),
});

/** The user config of docs/product.md §3, as stored and served. */
export const userConfigSchema = z.object({
  countDownBeep: z.boolean(),
  winModal: z.boolean(),
  winBeep: z.boolean(),
  quickConfirm: z.boolean(),
  missRemind: z.boolean(),
  doubleBetConfirm: z.boolean(),
  /** Lotteries followed for long-dragon reminders (ticket ids). */
  longDragonTicket: z.array(z.number().int().positive()).max(MAX_LONG_DRAGON_TICKETS),
  longDragonLimit: z.number().int().min(1).max(LONG_DRAGON_LIMIT_MAX),
  longDragonLimitMax: z.number().int(),
  virtualKeyboard: z.boolean(),
  doubleLimitStatus: z.boolean(),
  delayed: z.boolean(),
  delayedTime: z.number().int().min(0).max(60),
  selectConfigId: z.number().int().min(0),
  doubleBetRangeList: z.array(
    z.object({
      id: z.number().int(),
      current: z.boolean(),
      doublePlayBetMin: z.number().int(),
      doublePlayBetMax: z.number().int(),
    }),
  ),
  quickAmounts: z.array(z.object({ amount: z.number().int().positive(), enabled: z.boolean() })),
  /** Default stake of a two-sided bet (docs/product.md §9: 5). */
  defaultDoubleAmount: z.number().int().positive(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;

/**
 * front/save: any subset of the config. `longDragonTicketList` is the comma-separated form of
 * `longDragonTicket` (docs/product.md §3); list items may come as dotted keys (`doubleBetRangeList.0.id`).
 */
export const userConfigSaveRequest = z
  .object({
    countDownBeep: flag,
    winModal: flag,
    winBeep: flag,
    quickConfirm: flag,
    missRemind: flag,
    doubleBetConfirm: flag,
    longDragonTicketList: z
      .string()
      .max(2000)
      .regex(/^(\d{1,9}(,\d{1,9})*)?$/)
      .transform((s) => [...new Set(s.split(',').filter(Boolean).map(Number))]),
    longDragonLimit: z.coerce.number().int().min(1).max(LONG_DRAGON_LIMIT_MAX),
    virtualKeyboard: flag,
    doubleLimitStatus: flag,
    delayed: flag,
    delayedTime: z.coerce.number().int().min(0).max(60),
    /** The chosen range's id, 0 for none. */
    selectConfigId: z.union([z.literal(0), z.literal('0')]).transform(() => 0).or(idUpTo(1000)),
    doubleBetRangeList: z
      .array(doubleBetRange)
      .min(1)
      .max(10)
      .refine((l) => l.every((r) => r.doublePlayBetMin <= r.doublePlayBetMax), 'doubleBetRangeList'),
    quickAmounts: z
      .array(z.object({ amount: z.coerce.number().int().min(1).max(100_000_000), enabled: flag }))
      .min(1)
      .max(20),
    defaultDoubleAmount: z.coerce.number().int().min(1).max(100_000_000),
  })
  .partial();
export type UserConfigSaveRequest = z.infer<typeof userConfigSaveRequest>;
