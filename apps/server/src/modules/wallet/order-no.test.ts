/**
 * Deposit and withdrawal order numbers are random digits within a second; two orders drawing the
 * same number must not fail a request (the concurrency test saw "Submit Failed" for it under load).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { dwOrders, members } from '../../db/schema.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { insertOrder } from './repository.ts';

describe('deposit and withdrawal order numbers', () => {
  let database: DatabaseHandle;
  let memberId: bigint;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const [m] = await database.db.insert(members).values({ account: 'orderno01', passwordHash: 'x' }).returning({ id: members.id });
    memberId = m!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const order = (requestKey: string) => ({ memberId, kind: 1, status: 1, amount: 1_000n, actualAmount: 1_000n, requestKey });
  const numbers = (...list: string[]) => {
    const queue = [...list];
    return () => queue.shift() ?? 'D-exhausted';
  };

  it('draws the number again when another order holds it', async () => {
    const first = await insertOrder(database.db, order('r:1'), numbers('D0001'));
    expect(first?.orderNo).toBe('D0001');
    const second = await insertOrder(database.db, order('r:2'), numbers('D0001', 'D0001', 'D0002'));
    expect(second?.orderNo).toBe('D0002');
  });

  it('returns null for a request key already used, so the caller answers with the first order', async () => {
    expect(await insertOrder(database.db, order('r:1'), numbers('D0003'))).toBeNull();
    expect(await database.db.select().from(dwOrders)).toHaveLength(2);
  });
});
