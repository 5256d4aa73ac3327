/**
 * Device codes on orders (issue #31, docs/decisions.md "Device codes"): every bet, alone, in a
 * chase or in the group commit's set statement, records the `device` header's code (null when
 * absent or unknown) and the installed app's `app: pwa` flag on each of its order rows.
 */
import { beforeAll, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { orderPaths, type PlacedOrders } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { members, orders, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { describeApp } from '../../../test/app.ts';
import { form, FORM } from '../../../test/harness.ts';
import { memberToken, testClock } from '../../../test/lottery-helpers.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { placeBatch } from '../ledger/bet-batch.ts';
import type { BetStatement } from '../ledger/bet.ts';
import { familyOf } from '../lottery/families.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const line = (digit: number) => ({ z: 0, ...buildBetLine({ play: DWD, selection: { rows: [[digit], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 }) });
const ISSUE = '202611211021';

describeApp('device codes on orders', { clock: () => testClock('2026-11-21T10:00:30Z'), config: { betBatch: 'on' }, checkMoney: true }, (ctx) => {
  beforeAll(() => ctx.app.scheduler.tick());
  let seq = 0;
  async function memberWith(balance: bigint) {
    seq += 1;
    const account = `dev${ctx.target.slice(0, 2)}${String(seq).padStart(4, '0')}`;
    const [m] = await ctx.db.insert(members).values({ account, passwordHash: await hashPassword('pass12345') }).returning({ id: members.id });
    await ctx.db.insert(wallets).values({ memberId: m!.id });
    await ctx.db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: `test:${account}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(m!.id), amount: balance, memberId: m!.id }),
    );
    return { id: m!.id, token: await memberToken(ctx.app, account, 'pass12345') };
  }

  async function bet(url: string, body: Record<string, string | number>, token: string, headers: Record<string, string>) {
    const res = await ctx.app.inject({ method: 'POST', url, headers: { ...FORM, lang: 'en', token, ...headers }, payload: form(body) });
    const json = res.json() as { code: number; msg: string; data: PlacedOrders };
    expect(json.code, json.msg).toBe(0);
    return json.data.orderIds.map((id) => BigInt(id));
  }

  const recorded = async (ids: bigint[]) =>
    (await ctx.db.select({ device: orders.device, installed: orders.installed }).from(orders).where(inArray(orders.id, ids))).map((o) => ({ ...o }));

  it('records the device code and the installed flag of a single bet and of each order of a chase', async () => {
    const m = await memberWith(1_000_000n);
    const normal = { tid: 101, pno: ISSUE, confirm: 1, bd: JSON.stringify([line(1)]) };
    const phoneApp = await bet(orderPaths.normalCreate, { ...normal, key: 'dev-phone-app-01' }, m.token, { device: '4', app: 'pwa' });
    expect(await recorded(phoneApp)).toEqual([{ device: 4, installed: true }]);
    const desktop = await bet(orderPaths.normalCreate, { ...normal, key: 'dev-desktop-0001', bd: JSON.stringify([line(2)]) }, m.token, { device: '1' });
    expect(await recorded(desktop)).toEqual([{ device: 1, installed: false }]);
    const solo = await bet(orderPaths.normalSolo, { ...normal, key: 'dev-solo-00001', bd: JSON.stringify([line(3)]) }, m.token, { device: '3' });
    expect(await recorded(solo)).toEqual([{ device: 3, installed: false }]);
    // An unknown code or none at all is not a device: null, never a guess.
    const unknown = await bet(orderPaths.normalCreate, { ...normal, key: 'dev-unknown-001', bd: JSON.stringify([line(4)]) }, m.token, { device: '9', app: 'other' });
    expect(await recorded(unknown)).toEqual([{ device: null, installed: false }]);
    const none = await bet(orderPaths.normalCreate, { ...normal, key: 'dev-none-00001', bd: JSON.stringify([line(5)]) }, m.token, {});
    expect(await recorded(none)).toEqual([{ device: null, installed: false }]);

    const chase = await bet(
      orderPaths.normalChase,
      { tid: 101, confirm: 1, key: 'dev-chase-0001', bd: JSON.stringify([line(6)]), cd: `${ISSUE},1|202611211022,2`, cm: 0 },
      m.token,
      { device: '4', app: 'pwa' },
    );
    expect(chase).toHaveLength(2);
    expect(await recorded(chase)).toEqual([
      { device: 4, installed: true },
      { device: 4, installed: true },
    ]);
  });

  it('records each bet’s own device in the group commit, concurrent through the API and in one set statement', async () => {
    const ms = await Promise.all([1, 2, 3, 4].map(() => memberWith(1_000_000n)));
    const sent: Record<string, string>[] = [
      { device: '1' },
      { device: '4', app: 'pwa' },
      { device: '2' },
      { device: '4' },
    ];
    const before = ctx.app.services.batcher!.stats();
    const placed = await Promise.all(
      ms.map((m, i) => bet(orderPaths.normalCreate, { tid: 101, pno: ISSUE, confirm: 1, key: `dev-batch-${i}-0001`, bd: JSON.stringify([line(i)]) }, m.token, sent[i]!)),
    );
    const after = ctx.app.services.batcher!.stats();
    expect(after.bets - before.bets).toBe(4);
    for (const [i, ids] of placed.entries()) {
      expect(await recorded(ids)).toEqual([{ device: Number(sent[i]!.device), installed: sent[i]!.app === 'pwa' }]);
    }

    // The set statement itself (ledger/bet-batch.ts), whatever the batcher made of the requests above.
    const [issue] = ((await ctx.db.execute(sql`select id from issues where lottery_id = 101 and issue_no = ${ISSUE}`)) as unknown as { rows: { id: string }[] }).rows;
    const statement = (memberId: bigint, key: string, device: number | null, installed: boolean): BetStatement => ({
      memberId,
      lotteryId: 101,
      prizeGroup: 1950,
      rebateChain: [],
      idempotencyKey: `bet:${memberId}:${key}`,
      refType: 'order',
      batchKey: key,
      contentHash: 'h',
      now: ctx.clock.now(),
      chase: null,
      device,
      installed,
      rows: [1, 2].map((d) => ({ issueId: BigInt(issue!.id), issueNo: ISSUE, kind: 1, playId: DWD.id, content: String(d), selection: { rows: [[d], [], [], [], []] }, moneyMode: 1, multiple: 1, betCount: 1, unitAmount: null, amount: 2_000n, possibleWin: 4n })),
    });
    const outcomes = await placeBatch(ctx.db, [statement(ms[0]!.id, 'set-a', 4, true), statement(ms[1]!.id, 'set-b', 1, false), statement(ms[2]!.id, 'set-c', null, false)]);
    const ids = outcomes.map((o) => (o.kind === 'placed' ? o.orderIds : []));
    expect(ids.map((x) => x.length)).toEqual([2, 2, 2]);
    expect(await recorded(ids[0]!)).toEqual([{ device: 4, installed: true }, { device: 4, installed: true }]);
    expect(await recorded(ids[1]!)).toEqual([{ device: 1, installed: false }, { device: 1, installed: false }]);
    expect(await recorded(ids[2]!)).toEqual([{ device: null, installed: false }, { device: null, installed: false }]);
  });
});
