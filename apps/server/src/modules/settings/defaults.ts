import { z } from 'zod';
import { depositChannelSetting, resultSourceConfig } from '@lotus/contracts';

/** A decimal amount in currency units as text ("100", "0.01"); parsed into milli where used. */
const amountText = z.string().regex(/^\d{1,13}(\.\d{1,3})?$/);

export type DepositChannel = z.infer<typeof depositChannelSetting>;

export const bankSchema = z.object({ code: z.string().min(1).max(32), name: z.string().min(1).max(64) });

/** A JSON list in a setting's text. Its array schema is made once, not on every parse (zod 4 compiles a schema object on its first use). */
const jsonList = <T extends z.ZodType>(item: T, max: number, key: string) => {
  const list = z.array(item).max(max);
  return z.string().transform((s, ctx) => {
    try {
      return list.parse(JSON.parse(s));
    } catch {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
  });
};

/** Default text of every setting (the `settings` table stores text). */
export const SETTING_DEFAULTS = {
  withdrawFeePercent: '1',
  withdrawFreeTimes: '3',
  withdrawDailyLimit: '5',
  withdrawMin: '100',
  withdrawMax: '500000',
  withdrawTwoPersonMin: '50000',
  depositMin: '100',
  depositMax: '500000',
  turnoverPercent: '100',
  cardDelayMinutes: '0',
  passwordStrength: '1',
  phoneRule: 'short',
  platformTimeZone: 'Asia/Ho_Chi_Minh',
  loginMaxFailuresPerAccount: '3',
  loginMaxFailuresPerIp: '10',
  loginMaxFailuresPerPair: '5',
  loginLockMinutes: '15',
  depositChannels: JSON.stringify([
    {
      id: 1,
      type: 'bank',
      name: 'Vietcombank',
      min: '100',
      max: '500000',
      enabled: true,
      bankName: 'Vietcombank',
      accountNo: '0011000000001',
      accountName: 'LOTUS PLATFORM',
      bin: '970436',
      rate: '1000',
    },
    {
      id: 2,
      type: 'crypto',
      name: 'USDT (TRC20)',
      min: '100',
      max: '500000',
      enabled: true,
      network: 'USDT-TRC20',
      address: 'TQ5wK1kq9ZcJt3Wn8vZ6aY2e4b7r1m3x9P',
      rate: '10',
    },
    {
      id: 3,
      type: 'third',
      name: 'VNPay (sandbox)',
      min: '100',
      max: '50000',
      enabled: true,
      provider: 'vnpay',
      rate: '1000',
      payout: true,
    },
  ]),
  banks: JSON.stringify([
    { code: 'VCB', name: 'Vietcombank' },
    { code: 'TCB', name: 'Techcombank' },
    { code: 'ACB', name: 'ACB' },
    { code: 'BIDV', name: 'BIDV' },
    { code: 'VTB', name: 'VietinBank' },
    { code: 'MB', name: 'MB Bank' },
    { code: 'BCA', name: 'Bank Central Asia' },
    { code: 'ICBC', name: 'ICBC' },
  ]),
  cryptoNetworks: 'USDT-TRC20,USDT-ERC20',
  /** Result-source adapters of official lotteries (none by default: results come from operators). */
  resultSources: '[]',
  /** Agents and teams (issue #14, docs/product.md §13.1). */
  agentMaxDepth: '10',
  agentGroupMin: '1800',
  agentGroupMax: '1960',
  agentGroupStep: '2',
  agentQuotaAbove: '1950',
  agentMaxLinks: '20',
  /**
   * Risk holds (issue #16, domain §4.2): a win is held for review before payout when it reaches
   * this amount, or this multiple of its stake, or ends a streak of this many profitable wins.
   * 0 turns a rule off.
   */
  riskHoldWin: '200000',
  riskHoldRatio: '500',
  riskHoldStreak: '8',
} as const;

/**
 * Every setting with its type. Stored as text in the `settings` table; a missing or unparsable
 * value takes its default (and unparsable values are refused when written).
 */
export const settingsSchema = z.object({
  /** Withdrawal fee in percent of the amount once the free withdrawals of the day are used. */
  withdrawFeePercent: z.coerce.number().min(0).max(100),
  /** Withdrawals per member per day without fee (docs/product.md §9). */
  withdrawFreeTimes: z.coerce.number().int().min(0).max(1000),
  /** Withdrawals per member per day at most (docs/product.md §9). */
  withdrawDailyLimit: z.coerce.number().int().min(1).max(100_000),
  withdrawMin: amountText,
  withdrawMax: amountText,
  /** Withdrawals of at least this amount need a first approval and a payout by two operators (issue #16). */
  withdrawTwoPersonMin: amountText,
  /** Default deposit range; each channel has its own within it. */
  depositMin: amountText,
  depositMax: amountText,
  /** Betting turnover required, in percent of deposits since the last withdrawal (docs/product.md §9: 100). */
  turnoverPercent: z.coerce.number().int().min(0).max(10_000),
  /** Minutes after binding before a card or account may receive a withdrawal. */
  cardDelayMinutes: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30),
  /** Login passwords must mix letters and digits (the spec's strength variant): 1 on, 0 off. */
  passwordStrength: z.coerce.number().int().min(0).max(1),
  /** Mobile numbers: 'short' = digits/plus 9–11, 'long' = 6–15 (docs/product.md §5's two rules). */
  phoneRule: z.enum(['short', 'long']),
  /**
   * Platform time, an IANA zone: every business day (02:00–02:00: daily limits, members' records and
   * reports, the console's reports, promotions; Monday 03:00 generation; issues #15, #27) and every shown time.
   */
  platformTimeZone: z.string().max(64).refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }),
  /**
   * Login safety (modules/security/login-guard.ts): failures of an account (from anywhere) before
   * each attempt needs a captcha and waits a growing delay; failures of an IP (on any account)
   * before its attempts wait a growing delay; failures of one IP on one account before that pair
   * is locked for loginLockMinutes.
   */
  loginMaxFailuresPerAccount: z.coerce.number().int().min(1).max(1000),
  loginMaxFailuresPerIp: z.coerce.number().int().min(1).max(100_000),
  loginMaxFailuresPerPair: z.coerce.number().int().min(1).max(1000),
  loginLockMinutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  depositChannels: jsonList(depositChannelSetting, 50, 'depositChannels'),
  banks: jsonList(bankSchema, 500, 'banks'),
  /** Networks accepted for digital-currency withdrawal accounts, comma-separated. */
  cryptoNetworks: z
    .string()
    .max(500)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  /**
   * HTTP JSON result sources of official lotteries, one per lottery (modules/draws/result-source.ts),
   * edited through the console's per-lottery settings.
   */
  resultSources: jsonList(resultSourceConfig, 200, 'resultSources'),
  /** Levels an agent chain may reach below a top agent. */
  agentMaxDepth: z.coerce.number().int().min(1).max(20),
  /** The platform's prize-group range and step (2 = 0.1 % rebate). */
  agentGroupMin: z.coerce.number().int().min(1700).max(1960),
  agentGroupMax: z.coerce.number().int().min(1700).max(1960),
  agentGroupStep: z.coerce.number().int().min(1).max(20),
  /** Groups above this one need a quota handed down by the parent. */
  agentQuotaAbove: z.coerce.number().int().min(1700).max(1960),
  /** Active invitation links per agent. */
  agentMaxLinks: z.coerce.number().int().min(1).max(200),
  /** Hold a win of at least this amount (currency units; 0: never). */
  riskHoldWin: amountText,
  /** Hold a win of at least this many times its stake (0: never). */
  riskHoldRatio: z.coerce.number().int().min(0).max(1_000_000),
  /** Hold a win that makes this many profitable wins in a row (0: never). */
  riskHoldStreak: z.coerce.number().int().min(0).max(1000),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];
