/**
 * The server tests' app fixture (issue #29): `describeApp(name, (ctx) => …)` runs its tests once
 * per database target (PGlite always, PostgreSQL when TEST_DATABASE_URL is set), each on a fresh
 * migrated database (harness.ts: a copy of the run's template or snapshot) with the whole app built
 * on it, and closes both after the last test. Suites are named `<name> on <target>`.
 *
 *   describeApp('wallet', { clock: () => testClock('2026-11-10T00:00:00Z'), checkMoney: true }, (ctx) => {
 *     it('…', async () => { await ctx.app.inject(…); expect(await ctx.db.query.wallets.findMany()).… });
 *   });
 *
 * The fixture's hooks are registered before the body's: the body's `beforeAll` sees the app built,
 * its `afterAll` runs while the app is still open (vitest runs after-hooks in reverse order).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Db, DatabaseHandle } from '../src/db/client.ts';
import type { Clock } from '../src/deps.ts';
import { dbTargets, openTestDatabase, testConfig, type DbTarget } from './harness.ts';
import { expectMoneyConserved } from './money.ts';

export interface AppFixtureOptions<C extends Clock = Clock> {
  /**
   * Config over the tests' defaults (silent log, demo seed, responses validated): fields that
   * replace theirs, or a function of the defaults (for a nested field such as `messages`).
   */
  config?: Partial<Config> | ((defaults: Config) => Config);
  /** A clock per target (each target's tests move their own); the system clock otherwise. */
  clock?: () => C;
  /** Start the lottery scheduler's timer (default false: tests tick by hand). */
  runScheduler?: boolean;
  /** Check the money invariants (money.ts) after the last test, before closing. */
  checkMoney?: boolean;
}

export interface AppContext<C extends Clock = Clock> {
  readonly target: DbTarget;
  /** The app, built in the fixture's beforeAll. */
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle & { url?: string };
  /** `database.db`. */
  readonly db: Db;
  /** The clock the app runs on (the `clock` option's, or the system clock). */
  readonly clock: C;
}

/** A clock the tests set by hand (`clock.at = …`), starting at `atMs`. */
export function handClock(atMs: number = Date.now()): Clock & { at: number } {
  const clock = { at: atMs, now: () => new Date(clock.at) };
  return clock;
}

export function describeApp(name: string, body: (ctx: AppContext) => void): void;
export function describeApp<C extends Clock>(name: string, options: AppFixtureOptions<C>, body: (ctx: AppContext<C>) => void): void;
export function describeApp<C extends Clock>(
  name: string,
  optionsOrBody: AppFixtureOptions<C> | ((ctx: AppContext<C>) => void),
  maybeBody?: (ctx: AppContext<C>) => void,
): void {
  const options = typeof optionsOrBody === 'function' ? {} : optionsOrBody;
  const body = typeof optionsOrBody === 'function' ? optionsOrBody : maybeBody!;
  describe.each(dbTargets)(`${name} on %s`, (target) => {
    let app: FastifyInstance | undefined;
    let database: (DatabaseHandle & { url?: string }) | undefined;
    const clock = options.clock?.();
    const ready = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`describeApp: ${what} is read before the fixture's beforeAll built it`);
      return value;
    };
    const ctx: AppContext<C> = {
      target,
      get app() {
        return ready(app, 'app');
      },
      get database() {
        return ready(database, 'database');
      },
      get db() {
        return ready(database, 'database').db;
      },
      get clock() {
        return (clock ?? ready(app, 'app').deps.clock) as C;
      },
    };
    beforeAll(async () => {
      database = await openTestDatabase(target);
      const build: BuildOptions = { database, serveWeb: false, runScheduler: options.runScheduler ?? false };
      if (clock) build.clock = clock;
      const config = typeof options.config === 'function' ? options.config(testConfig()) : testConfig(options.config);
      app = await buildApp(config, build);
    });
    afterAll(async () => {
      try {
        if (options.checkMoney && database) await expectMoneyConserved(database.db);
      } finally {
        await app?.close();
        await database?.close();
      }
    });
    body(ctx);
  });
}
