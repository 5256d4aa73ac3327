/**
 * The nightly money audit (issue #30): the scheduler runs it once per business day (the day
 * starts at 02:00 platform time), records the result in the audit log, /metrics and the console's
 * dashboard; a corrupted figure makes the next night's run read as failed, naming it. Two
 * schedulers claim the day in the database, so only one of them runs it.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { translate } from '@lotus/i18n';
import { outbox } from '../db/schema.ts';
import { consoleDashPaths, type ConsoleDashboard } from '@lotus/contracts';
import { describeApp } from '../../test/app.ts';
import { operatorToken, testClock } from '../../test/lottery-helpers.ts';
import { claimNightlyAudit } from '../modules/ledger/index.ts';

const rowsOf = <T>(res: unknown): T[] => (res as { rows?: T[] }).rows ?? (res as T[]);

describeApp('the nightly money audit', {
  clock: () => testClock('2026-11-20T18:50:00Z'),
  // The operators' address is told of a failed audit (issue #33).
  config: (base) => ({ ...base, ledgerAuditNightly: true, messages: { ...base.messages, opsAlertEmails: ['audit@ops.test'] } }),
}, (ctx) => {
  let token: string;
  // 01:50 in Ho Chi Minh (platform time): still business day 2026-11-20.
  const clock = ctx.clock;

  beforeAll(async () => {
    token = await operatorToken(ctx.app);
  });

  const runs = async () =>
    rowsOf<{ target: string }>(await ctx.db.execute(sql`select target from audit_log where action = 'ledger.audit' order by id`)).map((r) => r.target);
  const tile = async () => ((await ctx.app.inject({ method: 'GET', url: consoleDashPaths.summary, headers: { token } })).json() as { data: ConsoleDashboard }).data.ledgerAudit;
  const told = async () =>
    (await ctx.db.select().from(outbox).where(eq(outbox.template, 'opsAudit'))).map((m) => [m.channel, m.recipient, m.body]);
  const metric = async (name: string) => {
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    return new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
  };

  it('runs once per business day, records it, and a corrupted figure reads as failed the next night', async () => {
    expect(await tile()).toBeNull();
    await ctx.app.scheduler.tick();
    await ctx.app.scheduler.ledgerAuditDone();
    expect(await runs()).toEqual(['balanced']);
    expect(await told()).toEqual([]);
    expect(await tile()).toMatchObject({ ok: true, problems: 0, kinds: [], named: [], at: clock.now().toISOString() });
    expect(await metric('lotus_ledger_audit_ok')).toBe('1');
    expect(Number(await metric('lotus_ledger_audit_last_run_timestamp_seconds'))).toBe(clock.now().getTime() / 1000);

    // The same business day: no second run, whichever node asks.
    clock.advance(5 * 60_000);
    await ctx.app.scheduler.tick();
    await ctx.app.scheduler.ledgerAuditDone();
    expect(await runs()).toEqual(['balanced']);
    expect(await claimNightlyAudit(ctx.db, '2026-11-20')).toBe(false);

    // A house account's figure corrupted (3 milli-units more than its ledger rows say).
    await ctx.db.execute(sql`update house_accounts set balance = balance + 3 where (code, shard) = (select code, shard from house_accounts order by code, shard limit 1)`);
    // 02:01 platform time: a new business day, the audit runs again and names it.
    clock.set('2026-11-20T19:01:00Z');
    await ctx.app.scheduler.tick();
    await ctx.app.scheduler.ledgerAuditDone();
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
    expect(await claimNightlyAudit(ctx.db, '2026-11-21')).toBe(false);
  });
});
