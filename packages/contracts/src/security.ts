import { z } from 'zod';
import { idSchema } from './ids.ts';

/** Account security calls (issue #17); paths beyond the spec's, under the same /sk/promen prefix. */
export const securityPaths = {
  /** A login challenge (image captcha), asked for after failed logins. */
  captcha: '/sk/promen/member/captcha',
  sessions: '/sk/promen/member/sessions',
  sessionsEnd: '/sk/promen/member/sessions/end',
  loginHistory: '/sk/promen/member/loginHistory',
  totp: '/sk/promen/member/totp',
  totpSetup: '/sk/promen/member/totp/setup',
  totpEnable: '/sk/promen/member/totp/enable',
  totpDisable: '/sk/promen/member/totp/disable',
} as const;

/** What a refused login tells the client to ask for next (in the envelope's `data`). */
export const loginChallengeData = z.object({
  captchaRequired: z.boolean().optional(),
  otpRequired: z.boolean().optional(),
});
export type LoginChallengeData = z.infer<typeof loginChallengeData>;

export const captchaResponse = z.object({
  captchaId: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
  expiresAt: z.string(),
});
export type CaptchaResponse = z.infer<typeof captchaResponse>;

/** A six-digit one-time code (RFC 6238 TOTP). */
export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'security.otpInvalid');

export const sessionView = z.object({
  id: z.string(),
  device: z.number().int(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;

/** Ends one session by id, or every other session with all=1. */
export const sessionsEndRequest = z
  .object({
    id: idSchema.optional(),
    all: z.enum(['0', '1']).optional(),
  })
  .refine((v) => v.id !== undefined || v.all === '1', { message: 'security.sessionNotFound', path: ['id'] });

export const loginHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const loginHistoryItem = z.object({
  time: z.string(),
  ip: z.string(),
  device: z.number().int(),
  success: z.boolean(),
  reason: z.string().nullable(),
});
export type LoginHistoryItem = z.infer<typeof loginHistoryItem>;

export const totpStatus = z.object({ enabled: z.boolean() });

export const totpSetupRequest = z.object({ password: z.string().min(1).max(64) });
export const totpSetupResponse = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;
export const totpEnableRequest = z.object({ code: otpSchema });
export const totpDisableRequest = z.object({ password: z.string().min(1).max(64), code: otpSchema });
