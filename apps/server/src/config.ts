import { z } from 'zod';

const ROLE_NAMES = ['api', 'scheduler', 'push'] as const;
export type Role = (typeof ROLE_NAMES)[number];

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(16),
  MQTT_URL: z.string().url().optional(),
  MQTT_PUBLIC_URL: z.string().url().optional(),
  ROLES: z
    .string()
    .default('api,scheduler,push')
    .transform((s) => s.split(',').map((r) => r.trim()).filter(Boolean))
    .pipe(z.array(z.enum(ROLE_NAMES)).min(1)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(5).max(60 * 24 * 30).default(60 * 12),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Database = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };

export interface Config {
  port: number;
  host: string;
  database: Database;
  /** External MQTT broker the server publishes to; unset = embedded broker at /mqtt. */
  mqttUrl: string | undefined;
  /** Address clients connect to when the broker is external (e.g. wss://push.example.com/mqtt). */
  mqttPublicUrl: string | undefined;
  roles: Role[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Built web app to serve under /web; unset = apps/web/dist next to this package. */
  webDist: string | undefined;
  sessionTtlMinutes: number;
  /** Seed the demo site, member, agent and operator into an empty database. */
  seedDemo: boolean;
}

/** Parses the environment once at start (STYLE.md habit 8). Throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    mqttUrl: e.MQTT_URL,
    mqttPublicUrl: e.MQTT_PUBLIC_URL,
    roles: e.ROLES,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    seedDemo: e.SEED_DEMO,
  };
}
