import { z } from 'zod';
import { DEVICE_CODES, DEVICE_ID_PATTERN } from './headers.ts';

/** Account: 6–16 letters or digits (docs/product.md §5). */
export const accountSchema = z.string().regex(/^[A-Za-z0-9]{6,16}$/, 'account');
/** Login password: 6–16 letters or digits (docs/product.md §5); strength rules live in the members module. */
export const passwordSchema = z.string().regex(/^[A-Za-z0-9]{6,16}$/, 'password');

export const deviceSchema = z.coerce
  .number()
  .int()
  .refine((d) => (DEVICE_CODES as readonly number[]).includes(d), 'device')
  .default(1);

export const loginRequest = z.object({
  account: accountSchema,
  password: z.string().min(1).max(64),
  device: deviceSchema,
  /** The login challenge (securityPaths.captcha) and its answer, once failures ask for one. */
  captchaId: z.string().max(32).optional(),
  captchaCode: z.string().max(16).optional(),
  /** The member's one-time code when two-factor is on. */
  otp: z.string().max(16).optional(),
  /** A random id the browser keeps for itself (lotus.device): shared devices disqualify invite-draw chances. */
  deviceId: z.string().regex(DEVICE_ID_PATTERN, 'errors.validation').optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  token: z.string(),
  authorization: z.string(),
  account: z.string(),
  loginTime: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const tokenVerifyResponse = z.object({
  memberId: z.string(),
  account: z.string(),
  memberType: z.number().int(),
  expiresAt: z.string(),
});
export type TokenVerifyResponse = z.infer<typeof tokenVerifyResponse>;

export const userInfoResponse = z.object({
  balance: z.string(),
  memberAlias: z.string(),
  memberAccount: z.string(),
  merchantAccout: z.string(),
});
export type UserInfo = z.infer<typeof userInfoResponse>;
