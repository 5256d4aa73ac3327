import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Push } from './realtime/push.ts';

/** Time comes from here so tests can move it (time is passed in, never read from the system clock). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What services need from the running app; built once in buildApp and passed down. */
export interface AppDeps {
  config: Config;
  db: Db;
  push: Push;
  clock: Clock;
  log: FastifyBaseLogger;
}
