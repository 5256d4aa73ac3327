import { LANGUAGES } from '@lotus/i18n';
import { z } from 'zod';

/**
 * Orders per settlement transaction (SETTLE_BATCH_SIZE). Every write of a batch is one set
 * statement whatever its size; per batch there is a fixed cost (the issue, the win caps, the
 * commit), so on a 100,000-line issue with two slices 25,000 settled 53–57k lines/s where 10,000
 * settled 40–50k and 5,000 40k (measured 2026-11-26).
 */
export const DEFAULT_SETTLE_BATCH = 25_000;

/** The demo's VNPay hash secret: published, so for the demo's sandbox only. */
export const DEMO_VNPAY_SECRET = 'lotus-demo-vnpay-secret';
/** The demo's SePay webhook key (issue #28 §2), published: demo only. */
export const DEMO_SEPAY_KEY = 'lotus-demo-sepay-key';

const ROLE_NAMES = ['api', 'scheduler', 'push'] as const;
export type Role = (typeof ROLE_NAMES)[number];

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(16),
  SETTLE_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_SETTLE_BATCH),
  // Slices of an issue settled at once (settlement/service.ts SettleSlice): a divisor of the 16 house shards.
  SETTLE_PARALLEL: z.coerce
    .number()
    .int()
    .refine((n) => [1, 2, 4, 8, 16].includes(n), 'one of 1, 2, 4, 8, 16')
    .default(2),
  MQTT_URL: z.string().url().optional(),
  MQTT_PUBLIC_URL: z.string().url().optional(),
  ROLES: z
    .string()
    .default('api,scheduler,push')
    .transform((s) =>
      s
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ROLE_NAMES)).min(1)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(60 * 12),
  TRUST_PROXY: z
    .string()
    .max(1000)
    .default('false')
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
  /** The header a trusted proxy or CDN names the client's country in (Cloudflare's by default); '' for none. */
  COUNTRY_HEADER: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9-]*$/)
    .default('cf-ipcountry'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Group commit of concurrent bets (modules/ledger/bet-batch.ts): auto = on (a 1 ms window on PostgreSQL, none on PGlite). */
  BET_BATCH: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Concurrent bets' context queries as one statement (modules/orders/context.ts): auto = on. */
  CONTEXT_BATCH: z.enum(['auto', 'on', 'off']).default('auto'),
  /** VNPay terminal (issue #28): the demo's defaults are the sandbox's, printed as demo-only. */
  VNPAY_TMN_CODE: z.string().regex(/^[A-Za-z0-9]{1,16}$/).default('LOTUSDEM'),
  VNPAY_HASH_SECRET: z.string().min(8).max(256).optional(),
  /** The bank feed's webhook key (SePay "API Key" authentication, issue #28 §2); the demo's default is published. */
  SEPAY_API_KEY: z.string().min(8).max(256).optional(),
  /** Source addresses allowed to call the providers' callbacks, comma-separated; empty = any. */
  PAY_ALLOWED_IPS: z
    .string()
    .max(4000)
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[0-9A-Fa-f:.]+$/, 'IP addresses'))),
  PROMO_CLOCK_CONTROL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Browser tests only: the fast lotteries (interval schedules of up to 5 minutes) draw every this
   * many seconds (lottery/schedule.ts withTestPeriod). Refused with DATABASE_URL: a PostgreSQL
   * server is a real site, whose members are told a lottery's period, and issues numbered on a
   * shorter period would not continue the stored ones when it is turned off again.
   */
  TEST_DRAW_PERIOD_SEC: z.coerce.number().int().min(10).max(300).optional(),
  /** SIGTERM: /readyz answers 503 this long before the server stops taking connections (the load balancer's notice). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  /** /readyz fails when this node runs the scheduler and its last tick finished longer ago than this. */
  READY_SCHEDULER_LAG_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** The money audit once per business day (from 02:00 platform time) by the scheduler's leader (issue #30). */
  LEDGER_AUDIT_NIGHTLY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Bearer token for /metrics; unset = /metrics answers loopback addresses only. */
  METRICS_TOKEN: z.string().min(16).max(200).optional(),
  /** The address members use (https://lotto.example.com): HSTS is sent when it is https. */
  PUBLIC_URL: z.string().url().optional(),
  /** Who may frame the pages (CSP frame-ancestors): a default, and `host=sources` overrides, separated by `;`. */
  FRAME_ANCESTORS: z
    .string()
    .max(2000)
    .default("'none'")
    .transform((v, ctx) => parseFrameAncestors(v, ctx)),
  /** Messages to people (issue #33): the SMS gateway; none keeps every SMS in the outbox (the console shows it). */
  SMS_PROVIDER: z.enum(['none', 'twilio', 'esms']).default('none'),
  /** The sender shown on the phone: Twilio's From number (or Messaging Service SID), eSMS's registered brandname. */
  SMS_SENDER: z.string().max(40).optional(),
  /** The gateway's base address, for a regional endpoint or a test stub; unset = the provider's own. */
  SMS_API_URL: z.string().url().optional(),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(8).max(128).optional(),
  ESMS_API_KEY: z.string().min(4).max(128).optional(),
  ESMS_SECRET_KEY: z.string().min(4).max(128).optional(),
  /** smtp(s)://user:pass@host:port; unset = every email stays in the outbox. */
  SMTP_URL: z.string().url().optional(),
  /** The email's From: a default, and `host=From` overrides per site host, separated by `;`. */
  MAIL_FROM: z.string().max(2000).default('Lotus <no-reply@lotus.local>'),
  /**
   * Operators' alert addresses, comma-separated (queue too old, risk hold, failed money audit);
   * each may name the language it reads after `=` (`ops@example.com=en`; default vi).
   */
  OPS_ALERT_EMAILS: z
    .string()
    .max(2000)
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((entry) => {
          const at = entry.lastIndexOf('=');
          const lang = at < 0 ? undefined : entry.slice(at + 1).trim();
          const address = at < 0 ? entry : entry.slice(0, at).trim();
          return z.email().safeParse(address).success && (lang === undefined || (LANGUAGES as readonly string[]).includes(lang));
        }, 'an email address, optionally followed by =vi, =zh, =en or =id'),
      ),
    ),
  /**
   * Web Push (issue #31): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
   * prints it). Unset = a pair generated on first start and kept in the database.
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,90}$/).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,46}$/).optional(),
  /** The contact the push services see (mailto: or https:). */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/).max(200).default('mailto:no-reply@lotus.local'),
  /** A deposit or withdrawal waiting longer than this (minutes) alerts the operators. */
  OPS_QUEUE_ALERT_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
});

/** The SMS gateway (issue #33): its credentials come from the environment only, never stored or shown. */
export type SmsConfig =
  | { provider: 'none' }
  | { provider: 'twilio'; accountSid: string; authToken: string; sender: string; baseUrl: string }
  | { provider: 'esms'; apiKey: string; secretKey: string; sender: string; baseUrl: string };

export interface MessagesConfig {
  sms: SmsConfig;
  smtpUrl: string | undefined;
  mailFrom: { default: string; byHost: Record<string, string> };
  opsAlertEmails: string[];
  queueAlertMinutes: number;
  /** Web Push's VAPID keys (issue #31); undefined = generated once and kept in system_state. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
}

function smsConfig(e: z.infer<typeof envSchema>, problems: string[]): SmsConfig {
  const sender = e.SMS_SENDER;
  if (e.SMS_PROVIDER === 'twilio') {
    if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !sender) {
      problems.push('SMS_PROVIDER: twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_SENDER');
      return { provider: 'none' };
    }
    return { provider: 'twilio', accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, sender, baseUrl: e.SMS_API_URL ?? 'https://api.twilio.com' };
  }
  if (e.SMS_PROVIDER === 'esms') {
    if (!e.ESMS_API_KEY || !e.ESMS_SECRET_KEY || !sender) {
      problems.push('SMS_PROVIDER: esms needs ESMS_API_KEY, ESMS_SECRET_KEY and SMS_SENDER (the brandname)');
      return { provider: 'none' };
    }
    return { provider: 'esms', apiKey: e.ESMS_API_KEY, secretKey: e.ESMS_SECRET_KEY, sender, baseUrl: e.SMS_API_URL ?? 'https://rest.esms.vn' };
  }
  return { provider: 'none' };
}

/** `Lotus <no-reply@a.example>; b.example=B <no-reply@b.example>`: a default From and per-host ones. */
function parseMailFrom(raw: string, problems: string[]): MessagesConfig['mailFrom'] {
  const out: MessagesConfig['mailFrom'] = { default: 'Lotus <no-reply@lotus.local>', byHost: {} };
  for (const entry of raw.split(';').map((x) => x.trim()).filter(Boolean)) {
    const m = /^(?:([a-z0-9.-]+(?::\d{1,5})?)=)?(.+)$/i.exec(entry);
    const from = m?.[2]?.trim() ?? '';
    if (!m || !/@/.test(from) || from.length > 200) {
      problems.push(`MAIL_FROM: not a From: ${entry.slice(0, 80)}`);
      continue;
    }
    if (m[1]) out.byHost[m[1].toLowerCase()] = from;
    else out.default = from;
  }
  return out;
}

/** frame-ancestors per request host: `default` for any host not listed in `byHost`. */
export interface FrameAncestors {
  default: string;
  byHost: Record<string, string>;
}

const FRAME_SOURCE = /^('none'|'self'|\*|(https?:\/\/)?(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?|https?:)$/;

/**
 * `'none'` (the default) or e.g. `'none'; casino.example.com=https://partner.example 'self'`: each
 * `;`-separated entry is either the default's sources or `host=sources` for that request host.
 */
function parseFrameAncestors(raw: string, ctx: z.RefinementCtx): FrameAncestors {
  const out: FrameAncestors = { default: "'none'", byHost: {} };
  for (const entry of raw.split(';').map((e) => e.trim()).filter(Boolean)) {
    const eq = entry.indexOf('=');
    const host = eq >= 0 ? entry.slice(0, eq).trim().toLowerCase() : null;
    const sources = (eq >= 0 ? entry.slice(eq + 1) : entry).trim().split(/\s+/).filter(Boolean);
    if ((host !== null && !/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) || sources.length === 0 || !sources.every((s) => FRAME_SOURCE.test(s))) {
      ctx.addIssue({ code: 'custom', message: `not a frame-ancestors entry: ${entry.slice(0, 80)}` });
      return z.NEVER;
    }
    if (host === null) out.default = sources.join(' ');
    else out.byHost[host] = sources.join(' ');
  }
  return out;
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`):
 * false (the default: the header is ignored, the socket's address is the client's), true (every
 * hop: only when the server is reachable through the proxy alone), or a comma-separated list of
 * proxy addresses or CIDR ranges.
 */
export type TrustProxy = boolean | string;

function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const v = raw.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  const parts = v.split(',').map((p) => p.trim());
  if (parts.every((p) => /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(p))) return parts.join(',');
  ctx.addIssue({ code: 'custom', message: 'true, false or comma-separated addresses/CIDRs' });
  return z.NEVER;
}

export type Database =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };

export interface Config {
  port: number;
  host: string;
  database: Database;
  /** External MQTT broker the server publishes to; unset = embedded broker at /mqtt. */
  mqttUrl: string | undefined;
  /** Address clients connect to when the broker is external (e.g. wss://push.example.com/mqtt). */
  mqttPublicUrl: string | undefined;
  roles: Role[];
  /** Orders per settlement (and refund) transaction; each batch's writes are a few set statements. */
  settleBatchSize: number;
  /** Slices of an issue settled at once on PostgreSQL, each on its own connection (1 = one after another). */
  settleParallel: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Built web app to serve under /web; unset = apps/web/dist next to this package. */
  webDist: string | undefined;
  sessionTtlMinutes: number;
  trustProxy: TrustProxy;
  /**
   * The request header that names the client's country (ISO 3166 alpha-2), read only behind a
   * trusted proxy (TRUST_PROXY): a client reaching the server directly could write it himself.
   */
  countryHeader: string | null;
  /** Seed the demo site, member, agent and operator into an empty database. */
  seedDemo: boolean;
  /** Group commit of concurrent bets: 'auto' = on; 'off' sends one statement per bet (docs/performance.md). */
  betBatch: 'auto' | 'on' | 'off';
  /** Concurrent bets' context queries as one statement: 'auto' = on; 'off' one query per bet. */
  contextBatch: 'auto' | 'on' | 'off';
  /**
   * VNPay's terminal code and hash secret (issue #28). The secret comes from the environment only
   * (never stored, logged or shown); the demo uses a published demo-only secret when none is set,
   * and without the demo no secret means no VNPay.
   */
  vnpay: { tmnCode: string; hashSecret: string | undefined; demoSecret: boolean };
  /**
   * The bank feed's webhook key (SEPAY_API_KEY, issue #28 §2): from the environment only; the demo
   * uses a published demo-only key when none is set, and without the demo no key means no feed.
   */
  sepay: { apiKey: string | undefined; demoKey: boolean };
  /** Addresses allowed to call payment callbacks (PAY_ALLOWED_IPS); empty = any. */
  payAllowedIps: string[];
  /** Staging and browser tests only: operators may shift the promotions' calendar (sign-in days, Mondays). */
  promoClockControl: boolean;
  /** Browser tests only (TEST_DRAW_PERIOD_SEC, never with PostgreSQL): the fast lotteries' period in seconds; undefined = their own. */
  testDrawPeriodSec: number | undefined;
  /** SIGTERM: ms /readyz answers 503 before the server drains (main.ts). */
  shutdownDelayMs: number;
  /** /readyz: the scheduler's longest acceptable time since its last tick, in ms. */
  readySchedulerLagMs: number;
  /** The scheduler runs the money audit once per business day. */
  ledgerAuditNightly: boolean;
  /** Bearer token of /metrics; undefined = loopback callers only. */
  metricsToken: string | undefined;
  /** The public address; an https one turns HSTS on. */
  publicUrl: string | undefined;
  /** CSP frame-ancestors, by request host. */
  frameAncestors: FrameAncestors;
  /** SMS and email providers, From addresses and operators' alerts (issue #33). */
  messages: MessagesConfig;
  /**
   * Tests only (set by testConfig, never by the environment): every success answer of a route is
   * checked against its response schema, and one that does not fit is turned into a 500 naming why.
   */
  validateResponses: boolean;
}

/** Parses the environment once at start. Throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const messages: MessagesConfig = {
    sms: smsConfig(e, problems),
    smtpUrl: e.SMTP_URL,
    mailFrom: parseMailFrom(e.MAIL_FROM, problems),
    opsAlertEmails: e.OPS_ALERT_EMAILS,
    queueAlertMinutes: e.OPS_QUEUE_ALERT_MINUTES,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT,
  };
  if (e.TEST_DRAW_PERIOD_SEC !== undefined && e.DATABASE_URL) problems.push('TEST_DRAW_PERIOD_SEC: browser tests only, refused with DATABASE_URL');
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    mqttUrl: e.MQTT_URL,
    mqttPublicUrl: e.MQTT_PUBLIC_URL,
    roles: e.ROLES,
    settleBatchSize: e.SETTLE_BATCH_SIZE,
    settleParallel: e.SETTLE_PARALLEL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.TRUST_PROXY !== false && e.COUNTRY_HEADER !== '' ? e.COUNTRY_HEADER.toLowerCase() : null,
    seedDemo: e.SEED_DEMO,
    promoClockControl: e.PROMO_CLOCK_CONTROL,
    testDrawPeriodSec: e.TEST_DRAW_PERIOD_SEC,
    vnpay: {
      tmnCode: e.VNPAY_TMN_CODE,
      hashSecret: e.VNPAY_HASH_SECRET ?? (e.SEED_DEMO ? DEMO_VNPAY_SECRET : undefined),
      demoSecret: e.VNPAY_HASH_SECRET === undefined && e.SEED_DEMO,
    },
    sepay: {
      apiKey: e.SEPAY_API_KEY ?? (e.SEED_DEMO ? DEMO_SEPAY_KEY : undefined),
      demoKey: e.SEPAY_API_KEY === undefined && e.SEED_DEMO,
    },
    payAllowedIps: e.PAY_ALLOWED_IPS,
    betBatch: e.BET_BATCH,
    contextBatch: e.CONTEXT_BATCH,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    readySchedulerLagMs: e.READY_SCHEDULER_LAG_MS,
    ledgerAuditNightly: e.LEDGER_AUDIT_NIGHTLY,
    metricsToken: e.METRICS_TOKEN,
    publicUrl: e.PUBLIC_URL,
    frameAncestors: e.FRAME_ANCESTORS,
    messages,
    validateResponses: false,
  };
}
