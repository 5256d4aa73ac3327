/**
 * The agent tree and subtree moves (issue #16 "Agents … move a subtree for future orders only"):
 * orders placed before a move keep their rebate chain and pay it at settlement; orders placed
 * after pay the new one; the refusals write nothing; each move is one audit row.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { consoleAgentTreePaths, lotteryPaths, orderPaths, ResultCode, type AgentTreeView, type PlacedOrders } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { auditLog, ledger, members, moneyMoves, orders, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { describeApp } from '../../../test/app.ts';
import { form, FORM } from '../../../test/harness.ts';
import { newOperator } from '../../../test/operators.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';
import { movesSoFar, readState, rollupCatchUp } from './rollup.ts';
import { client, expectRefused } from '../../../test/client.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const PASSWORD = 'qwe7913zx';

describeApp('agent tree and subtree moves', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let api: ReturnType<typeof client>;
  let admin: string;
  let passwordHash: string;
  const clock = ctx.clock;
  const moveUrl = (account: string) => consoleAgentTreePaths.move.replace(':account', account);
  const byAccount = async (account: string) => (await ctx.db.select().from(members).where(eq(members.account, account)))[0]!;

  async function add(account: string, parent: string | null, memberType: number, group: number) {
    const parentId = parent === null ? null : (await byAccount(parent)).id;
    const [row] = await ctx.db.insert(members).values({ account, passwordHash, parentId, memberType, prizeGroup: group }).returning({ id: members.id });
    await ctx.db.insert(wallets).values({ memberId: row!.id });
    return row!.id;
  }

  async function betAs(account: string, key: string): Promise<bigint[]> {
    const token = await memberToken(ctx.app, account, PASSWORD);
    const pno = (await get<{ issue: string }>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=101`)).data.issue;
    const line = buildBetLine({ play: DWD, selection: { rows: [[1, 2, 3], [], [], [], []] }, mode: 1, multiple: 10, lineNo: 1 });
    const res = await post<PlacedOrders>(ctx.app, orderPaths.normalCreate, { tid: 101, pno, bd: JSON.stringify([line]), confirm: 1, key }, token);
    expect(res.code, res.msg).toBe(0);
    return res.data.orderIds.map(BigInt);
  }

  const rebatesTo = async (orderIds: bigint[]) => {
    const rows = await ctx.db
      .select({ memberId: ledger.memberId, amount: ledger.amount })
      .from(ledger)
      .innerJoin(moneyMoves, eq(moneyMoves.id, ledger.moveId))
      .where(and(eq(ledger.type, 'rebate'), sql`${ledger.memberId} is not null`, eq(moneyMoves.refType, 'order'), inArray(moneyMoves.refId, orderIds.map(String))));
    return new Set(rows.filter((r) => r.amount > 0n).map((r) => r.memberId!));
  };
  const moveAudits = async () => Number((await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'agent.move')))[0]!.n);
  const paths = async () => Object.fromEntries((await ctx.db.select({ a: members.account, p: members.path, d: members.depth }).from(members)).map((r) => [r.a, `${r.p}@${r.d}`]));

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    api = client(ctx.app);
    admin = await api.operator();
    passwordHash = await hashPassword(PASSWORD);
    // topa (1960) › agb (1950) › agc (1950) › memd (1940); topx (1956), lowz (1940) under topx.
    await add('topa0001', null, 2, 1960);
    await add('agb00001', 'topa0001', 2, 1950);
    await add('agc00001', 'agb00001', 2, 1950);
    await add('memd0001', 'agc00001', 1, 1940);
    await add('topx0001', null, 2, 1956);
    await add('lowz0001', 'topx0001', 2, 1940);
    await add('plain001', 'topx0001', 1, 1940);
    const bettor = await byAccount('memd0001');
    await ctx.db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: `fund:${bettor.id}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(bettor.id), amount: 100_000_000n, memberId: bettor.id }),
    );
  });

  it('browses from the top agents down and finds an account with its ancestors', async () => {
    const top = await api.get(consoleAgentTreePaths.tree, {}, { token: admin });
    expect(top.body.code, top.body.msg).toBe(0);
    const tops = (top.body.data as AgentTreeView).children.list.map((n) => n.account);
    expect(tops).toEqual(expect.arrayContaining(['topa0001', 'topx0001']));
    expect(tops).not.toContain('agb00001');
    const b = (await api.get(consoleAgentTreePaths.tree, { root: 'agb00001' }, { token: admin })).body.data as AgentTreeView;
    expect(b.root).toMatchObject({ account: 'agb00001', depth: 1, direct: 1, teamSize: 2 });
    expect(b.ancestors.map((a) => a.account)).toEqual(['topa0001']);
    expect(b.children.list.map((c) => c.account)).toEqual(['agc00001']);
    const d = (await api.get(consoleAgentTreePaths.tree, { root: 'memd0001' }, { token: admin })).body.data as AgentTreeView;
    expect(d.ancestors.map((a) => a.account)).toEqual(['topa0001', 'agb00001', 'agc00001']);
    expect(d.children).toMatchObject({ list: [], total: 0 });
    expectRefused((await api.get(consoleAgentTreePaths.tree, { root: 'ghost01' }, { token: admin })).body, 'console.memberNotFound');
    expect((await api.get(consoleAgentTreePaths.tree, { size: 101 }, { token: admin })).body.code).not.toBe(0);
  });

  it('refuses a member token and roles without agent.manage (403), writing nothing', async () => {
    const member = await api.newMember('treem');
    const finance = await newOperator(ctx.app, 'finance_t', 'finance');
    for (const token of [member.token, finance]) {
      const tree = await ctx.app.inject({ method: 'GET', url: consoleAgentTreePaths.tree, headers: { token } });
      expect(tree.statusCode).toBe(403);
      expect(tree.json().code).toBe(ResultCode.FORBIDDEN);
      const move = await ctx.app.inject({ method: 'POST', url: moveUrl('agb00001'), headers: { ...FORM, token }, payload: form({ to: 'topx0001', reason: 'x' }) });
      expect(move.statusCode).toBe(403);
    }
    expect(await moveAudits()).toBe(0);
  });

  it('refuses a target inside the team, not an agent, with a lower group, or too deep, writing nothing', async () => {
    const before = await paths();
    const move = (account: string, to: string) => api.post(moveUrl(account), { to, reason: 'restructure' }, { token: admin });
    expectRefused((await move('agb00001', 'agc00001')).body, 'agent.moveIntoOwnTeam');
    expectRefused((await move('agb00001', 'agb00001')).body, 'agent.moveIntoOwnTeam');
    expectRefused((await move('agb00001', 'plain001')).body, 'agent.moveTargetNotAgent');
    expectRefused((await move('agb00001', 'nobody01')).body, 'agent.moveTargetNotFound');
    expectRefused((await move('agb00001', 'lowz0001')).body, 'agent.moveGroupTooLow', { group: 1950, target: 1940 });
    expectRefused((await move('agc00001', 'agb00001')).body, 'ops.noChange');
    expectRefused((await api.post(moveUrl('agb00001'), { to: 'topx0001', reason: '' }, { token: admin })).body, 'console.reasonRequired');
    // agb's team is 3 levels (agb, agc, memd): under topx its deepest member would sit at depth 3.
    await api.setSettings(admin, { agentMaxDepth: '2' });
    expectRefused((await move('agb00001', 'topx0001')).body, 'agent.depthExceeded', { depth: 2 });
    await api.setSettings(admin, { agentMaxDepth: '10' });
    expect(await paths()).toEqual(before);
    expect(await moveAudits()).toBe(0);
  });

  it('moves a team for future orders only: past orders keep and pay their chain, new ones pay the new chain', async () => {
    const topa = await byAccount('topa0001');
    const topx = await byAccount('topx0001');
    const past = await betAs('memd0001', 'before-the-move');
    const [pastOrder] = await ctx.db.select().from(orders).where(eq(orders.id, past[0]!));
    expect(pastOrder!.rebateChain!.map(([id]) => id)).toContain(topa.id.toString());

    const moved = await api.post(moveUrl('agb00001'), { to: 'topx0001', reason: 'agent contract moved' }, { token: admin, ip: '203.0.113.5' });
    expect(moved.body.code, moved.body.msg).toBe(0);
    expect(moved.body.data).toEqual({ account: 'agb00001', to: 'topx0001', moved: 3, depth: 1 });
    const b = await byAccount('agb00001');
    const d = await byAccount('memd0001');
    expect(b).toMatchObject({ parentId: topx.id, depth: 1, path: `/${topx.id}/${b.id}/` });
    expect(d.path.startsWith(`/${topx.id}/${b.id}/`)).toBe(true);
    expect(d.depth).toBe(3);
    expect((await byAccount('agc00001')).parentId).toBe(b.id);
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'agent.move'));
    expect(rows).toEqual([
      expect.objectContaining({
        target: 'agb00001',
        ip: '203.0.113.5',
        before: { parent: 'topa0001', path: `/${topa.id}/${b.id}/`, depth: 1 },
        after: { parent: 'topx0001', path: `/${topx.id}/${b.id}/`, depth: 1 },
        detail: { reason: 'agent contract moved', moved: 3 },
      }),
    ]);
    // The tree shows the new place; a registration below the team takes the new path.
    const tx = (await api.get(consoleAgentTreePaths.tree, { root: 'topx0001' }, { token: admin })).body.data as AgentTreeView;
    expect(tx.children.list.map((c) => c.account)).toContain('agb00001');
    const newId = await add('newe0001', 'agc00001', 1, 1940);
    expect((await ctx.db.select().from(members).where(eq(members.id, newId)))[0]!.path.startsWith(`/${topx.id}/`)).toBe(true);

    // Still the past order's chain; a new order snapshots the new one.
    const [pastAfter] = await ctx.db.select().from(orders).where(eq(orders.id, past[0]!));
    expect(pastAfter!.rebateChain).toEqual(pastOrder!.rebateChain);
    const future = await betAs('memd0001', 'after-the-move');
    const [futureOrder] = await ctx.db.select().from(orders).where(eq(orders.id, future[0]!));
    const futureIds = futureOrder!.rebateChain!.map(([id]) => id);
    expect(futureIds).toContain(topx.id.toString());
    expect(futureIds).not.toContain(topa.id.toString());

    // Settlement pays each order by its own snapshot.
    clock.advance(60_000);
    await ctx.app.scheduler.tick();
    const paidPast = await rebatesTo(past);
    const paidFuture = await rebatesTo(future);
    expect(paidPast.has(topa.id)).toBe(true);
    expect(paidPast.has(topx.id)).toBe(false);
    expect(paidFuture.has(topx.id)).toBe(true);
    expect(paidFuture.has(topa.id)).toBe(false);
    await expectMoneyConserved(ctx.db);
  });

  it('still refuses any other change of parent or path (the database trigger)', async () => {
    const b = await byAccount('agb00001');
    await expect(ctx.db.update(members).set({ parentId: null }).where(eq(members.id, b.id))).rejects.toThrow();
  });

  it('keeps the team rollup in force across a move: team/summary equals the ledger scan for the old and new chains', async () => {
    const agents = ctx.app.services.agents;
    await rollupCatchUp(ctx.db);
    const check = async () => {
      for (const account of ['topa0001', 'topx0001', 'agb00001', 'agc00001'])
        for (const direct of [0, 1]) {
          const id = (await byAccount(account)).id;
          const q = { startDate: '2026-11-01', endDate: '2026-11-30', direct };
          expect(await agents.summary(id, q), `${account} ${direct}`).toEqual(await agents.summary(id, q, 'scan'));
        }
    };
    await check();
    const before = await agents.summary((await byAccount('topx0001')).id, { startDate: '2026-11-01', endDate: '2026-11-30', direct: 0 });
    expect(Number(before.bet)).toBeGreaterThan(0);
    // agc (with memd and newe below him) goes back under topa: topx and agb lose them, topa gains them.
    const moved = await api.post(moveUrl('agc00001'), { to: 'topa0001', reason: 'back to topa' }, { token: admin });
    expect(moved.body.code, moved.body.msg).toBe(0);
    const state = await readState(ctx.db);
    expect(state!.moves).toBe(await movesSoFar(ctx.db)); // the rollup is still in force: no scan
    await check();
    await betAs('memd0001', 'after-the-second-move');
    await rollupCatchUp(ctx.db);
    await check();
  });
});
