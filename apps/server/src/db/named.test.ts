/**
 * The hot statements of a bet go as named prepared statements (issue #18, db/named.ts): the
 * context query and the bet statement are sent under a name, with one text whatever the member or
 * key (a chase's context, of several issues, is the batch statement's text), so PostgreSQL parses
 * and plans them once per connection instead of on every bet.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildBetLine, type Play } from '@lotus/engine';
import { members } from './schema.ts';
import { DEMO } from '../seed.ts';
import { describeApp } from '../../test/app.ts';
import { testClock } from '../../test/lottery-helpers.ts';
import { familyOf } from '../modules/lottery/families.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const line = (digit: number) => ({ z: 0, ...buildBetLine({ play: DWD, selection: { rows: [[digit], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 }) });

describeApp('named bet statements', { clock: () => testClock('2026-11-21T10:00:30Z'), config: { betBatch: 'off' } }, (ctx) => {
  beforeAll(async () => {
    // One bet at a time (no group commit): the single bet statement is the one sent.
    await ctx.app.scheduler.tick();
  });

  it('sends the context query and the bet statement under a name, one text per name', async () => {
    const session = (ctx.db as unknown as { session: object }).session;
    const proto = Object.getPrototypeOf(session) as { prepareQuery: (...args: unknown[]) => unknown };
    const original = proto.prepareQuery;
    const sent: { text: string; name: unknown }[] = [];
    proto.prepareQuery = function (this: unknown, ...args: unknown[]) {
      sent.push({ text: (args[0] as { sql: string }).sql, name: args[2] });
      return original.apply(this, args);
    };
    const service = ctx.app.services.orders;
    const [demo] = await ctx.db.select().from(members).where(eq(members.account, DEMO.member.account));
    try {
      await service.createNormal(demo!.id, { tid: 101, pno: '202611211021', confirm: 1, key: 'named-0001', bd: [line(1)] });
      await service.createNormal(demo!.id, { tid: 101, pno: '202611211021', confirm: 1, key: 'named-0002', bd: [line(2), line(3)] });
      await service.chase(
        demo!.id,
        { tid: 101, key: 'named-0003', confirm: 1, cm: 0, cd: [{ planNo: '202611211021', multiple: 1 }, { planNo: '202611211022', multiple: 2 }] },
        'normal',
        [line(4)],
      );
    } finally {
      proto.prepareQuery = original;
    }
    const contexts = sent.filter((s) => s.text.includes('as protected_play'));
    const bets = sent.filter((s) => s.text.includes('insert into money_moves'));
    expect(contexts).toHaveLength(3);
    expect(bets).toHaveLength(3);
    for (const s of [...contexts, ...bets]) expect(typeof s.name).toBe('string');
    // The one-issue bets share one text and one name; the chase's context (several issues) is the
    // batch statement of one request, under its own (orders/context.ts).
    expect(contexts[0]!.text).toBe(contexts[1]!.text);
    expect(contexts[0]!.name).toBe(contexts[1]!.name);
    expect(contexts[2]!.name).not.toBe(contexts[0]!.name);
    expect(contexts[2]!.text).toContain('with ordinality');
    // The two normal bets share theirs; the chase's statement (its chase row) has its own.
    expect(bets[0]!.name).toBe(bets[1]!.name);
    expect(bets[0]!.text).toBe(bets[1]!.text);
    expect(bets[2]!.name).not.toBe(bets[0]!.name);
    const names = new Map<unknown, string>();
    for (const s of sent) {
      if (s.name === undefined) continue;
      expect(names.get(s.name) ?? s.text).toBe(s.text);
      names.set(s.name, s.text);
    }
  });
});
