import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { openTestDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { platformConfig } from '../../db/schema.ts';
import { seed } from '../../seed.ts';
import { upsertConfig } from './repository.ts';
import { createPlatformService } from './service.ts';
import { DEFAULT_HOST } from './defaults.ts';

const log = pino({ level: 'silent' });
const services = ['chatlink', 'zalo', 'chatKey', 'chatValue'];

describe('service channels of a fresh start', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });
  const servicesNow = async () => {
    const items = await createPlatformService({ db: database.db } as never).configFor('localhost');
    return Object.fromEntries(items.filter((i) => services.includes(i.cusName)).map((i) => [i.cusName, i.cusText]));
  };
  const forget = () =>
    database.db
      .delete(platformConfig)
      .where(and(eq(platformConfig.host, DEFAULT_HOST), inArray(platformConfig.key, services)));

  it('the demo seed sets up customer service, Zalo and chat, so no page says "not set up"; a restart keeps them', async () => {
    await seed(database.db, log, true);
    await seed(database.db, log, true);
    expect(await servicesNow()).toEqual({
      // Customer service and chat: the built-in live chat (issue #16).
      chatlink: '/web/manager/sys/chat',
      zalo: '0900 000 000',
      chatKey: 'Lotus',
      chatValue: '/web/manager/sys/chat',
    });
  });

  it('never replaces what an operator set, and leaves the channels empty without the demo', async () => {
    await forget();
    await upsertConfig(database.db, DEFAULT_HOST, { chatlink: 'https://kf.example.com' });
    await seed(database.db, log, true);
    expect((await servicesNow()).chatlink).toBe('https://kf.example.com');
    await forget();
    await seed(database.db, log, false);
    expect(await servicesNow()).toEqual({ chatlink: '', zalo: '', chatKey: '', chatValue: '' });
  });
});
