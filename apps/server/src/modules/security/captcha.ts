import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { CaptchaResponse } from '@lotus/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { loginChallenges } from '../../db/schema.ts';
import { sha256hex } from '../../lib/crypto.ts';

/**
 * Login challenges drawn by svg-captcha (a noisy SVG of the text, no canvas or native code).
 * The text is ours, from crypto.randomInt: the library's own text comes from Math.random. Its
 * callable export (render a given text) is not in its typings, hence the require.
 */
const render = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: { width: number; height: number; noise: number; fontSize: number; background?: string },
) => string;

/** No 0/O, 1/I/L: letters people misread. Answers are case-insensitive. */
const CHARSET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Expired challenges removed per creation, so the table stays small without a job. */
const PRUNE_BATCH = 50;

export const captchaAnswerHash = (id: string, text: string) =>
  sha256hex(`${id}|${text.trim().toUpperCase()}`);

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < LENGTH; i++) text += CHARSET[randomInt(CHARSET.length)];
  return text;
}

export async function createCaptcha(db: DbOrTx, now: Date, text = captchaText()): Promise<CaptchaResponse> {
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  const stale = await db
    .select({ id: loginChallenges.id })
    .from(loginChallenges)
    .where(lt(loginChallenges.expiresAt, now))
    .limit(PRUNE_BATCH);
  for (const s of stale) await db.delete(loginChallenges).where(eq(loginChallenges.id, s.id));
  await db.insert(loginChallenges).values({ id, answerHash: captchaAnswerHash(id, text), expiresAt });
  const svg = render(text, { width: 120, height: 44, noise: 3, fontSize: 46, background: '#f4f6f8' });
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** True when the answer is right; the challenge is used up either way. */
export async function consumeCaptcha(db: DbOrTx, id: string, answer: string, now: Date): Promise<boolean> {
  const used = await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.id, id), gt(loginChallenges.expiresAt, now)))
    .returning({ answerHash: loginChallenges.answerHash });
  return used[0]?.answerHash === captchaAnswerHash(id, answer);
}
