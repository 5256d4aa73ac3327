/**
 * The nightly money audit (issue #30): the scheduler runs it once per business day (the day
 * starts at 02:00 platform time), records the result in the audit log, /metrics and the console's
 * dashboard; a corrupted figure makes the next night's run read as failed, naming it. Two
 * schedulers claim the day in the database, so only one of them runs it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { translate } from '@lotus/i18n';
import { outbox } from '../db/schema.ts';
import { consoleDashPaths, type ConsoleDashboard } from '@lotus/contracts';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { dbTargets, openTestDatabase, testConfig } from '../../test/harness.ts';
import { operatorToken, testClock } from '../../test/lottery-helpers.ts';
import { claimNightlyAudit } from '../modules/ledger/index.ts';

const rowsOf = <T>(res: unknown): T[] => (res as { rows?: T[] }).rows ?? (res as T[]);

describe.each(dbTargets)('the nightly money audit on %s', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;
  // 01:50 in Ho Chi Minh (platform time): still business day 2026-11-20.
  const clock = testClock('2026-11-20T18:50:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(target);
    // The operators' address is told of a failed audit (issue #33).
    const base = testConfig({ ledgerAuditNightly: true });
    const config = { ...base, messages: { ...base.messages, opsAlertEmails: ['audit@ops.test'] } };
    app = await buildApp(config, { database, serveWeb: false, runScheduler: false, clock });
    token = await operatorToken(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const runs = async () =>
    rowsOf<{ target: string }>(await database.db.execute(sql`select target from audit_log where action = 'ledger.audit' order by id`)).map((r) => r.target);
  const tile = async () => ((await app.inject({ method: 'GET', url: consoleDashPaths.summary, headers: { token } })).json() as { data: ConsoleDashboard }).data.ledgerAudit;
  const told = async () =>
    (await database.db.select().from(outbox).where(eq(outbox.template, 'opsAudit'))).map((m) => [m.channel, m.recipient, m.body]);
  const metric = async (name: string) => {
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    return new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
  };

  it('runs once per business day, records it, and a corrupted figure reads as failed the next night', async () => {
    expect(await tile()).toBeNull();
    await app.scheduler.tick();
    await app.scheduler.ledgerAuditDone();
    expect(await runs()).toEqual(['balanced']);
    expect(await told()).toEqual([]);
    expect(await tile()).toMatchObject({ ok: true, problems: 0, kinds: [], named: [], at: clock.now().toISOString() });
    expect(await metric('lotus_ledger_audit_ok')).toBe('1');
    expect(Number(await metric('lotus_ledger_audit_last_run_timestamp_seconds'))).toBe(clock.now().getTime() / 1000);

    // The same business day: no second run, whichever node asks.
    clock.advance(5 * 60_000);
    await app.scheduler.tick();
    await app.scheduler.ledgerAuditDone();
    expect(await runs()).toEqual(['balanced']);
    expect(await claimNightlyAudit(database.db, '2026-11-20')).toBe(false);

    // A house account's figure corrupted (3 milli-units more than its ledger rows say).
    await database.db.execute(sql`update house_accounts set balance = balance + 3 where (code, shard) = (select code, shard from house_accounts order by code, shard limit 1)`);
    // 02:01 platform time: a new business day, the audit runs again and names it.
    clock.set('2026-11-20T19:01:00Z');
    await app.scheduler.tick();
    await app.scheduler.ledgerAuditDone();
    expect(await runs()).toEqual(['balanced', 'problems']);
    const failed = (await tile())!;
    expect(failed.ok).toBe(false);
    expect(failed.kinds.map((k) => k.kind)).toContain('house_balance');
    expect(failed.named.some((p) => p.kind === 'house_balance' && p.ref.startsWith('house:'))).toBe(true);
    expect(await metric('lotus_ledger_audit_ok')).toBe('0');
    expect(Number(await metric('lotus_ledger_audit_problems'))).toBe(failed.problems);
    // The operators are told by email, once, in the platform's language (issue #33).
    expect(await told()).toEqual([['email', 'audit@ops.test', translate('vi', 'msg.tpl.opsAudit.body', { count: failed.problems })]]);
    // The second scheduler of a two-node setup finds the day taken.
    expect(await claimNightlyAudit(database.db, '2026-11-21')).toBe(false);
  });
});
