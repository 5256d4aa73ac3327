import { beforeAll, expect, it } from 'vitest';
import { buildBetLine, type Play } from '@lotus/engine';
import {
  BUILTIN_ROLES,
  consoleAccessPaths,
  omitPaths,
  orderPaths,
  type PlacedOrders,
  ResultCode,
  roleAllows,
  walletPaths,
} from '@lotus/contracts';
import type { OwnedResource, RouteEntry } from '../../lib/http.ts';
import { describeApp } from '../../../test/app.ts';
import { form, FORM } from '../../../test/harness.ts';
import { memberToken, operatorToken, testClock } from '../../../test/lottery-helpers.ts';
import { newOperator } from '../../../test/operators.ts';
import { familyOf } from '../lottery/families.ts';
import { desc, eq } from 'drizzle-orm';
import { members, promoBonuses, sessions } from '../../db/schema.ts';
import { client } from '../../../test/client.ts';
import { responseProblems } from '../../lib/response-check.ts';
import { pathNames } from './document.ts';
import { rowChanges } from '../../../test/openapi-suite.ts';

const ssc = familyOf('ssc')!;
const DWD = ssc.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
const line = (multiple: number) =>
  buildBetLine({ play: DWD, selection: { rows: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] }, mode: 1, multiple, lineNo: 1 });

type Reply = { status: number; code: number; msg: string; data: unknown; raw: string };

/**
 * The authorization matrix, generated from the route table (each route's `access` row): every
 * route × {guest, member, another member, agent, operator}. No session: 401. A session of the
 * other kind: 403. A member naming another member's order, chase, card, deposit or reminder:
 * refused, nothing written, while the owner's same call succeeds. A member's own-data calls never
 * show another member's data.
 */
describeApp('authorization matrix', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  const ISSUE = '202611211021';
  const tokens = { owner: '', other: '', agent: '', subAgent: '', operator: '' };
  let ownerAccount = '';
  let seq = 0;

  async function call(e: RouteEntry, token: string | undefined, values: Record<string, string> = {}): Promise<Reply> {
    let url = e.url;
    const rest = { ...values };
    for (const name of pathNames(e.url)) {
      url = url.replace(`:${name}`, encodeURIComponent(rest[name] ?? '1'));
      delete rest[name];
    }
    const headers: Record<string, string> = { lang: 'en', ...(token ? { token } : {}) };
    const inQuery = e.method === 'GET' || e.method === 'DELETE';
    const hasRest = Object.keys(rest).length > 0;
    if (inQuery && hasRest) url += `?${form(rest)}`;
    const res = await ctx.app.inject({
      method: e.method,
      url,
      headers: inQuery ? headers : { ...FORM, ...headers },
      payload: inQuery ? undefined : form(rest),
    });
    const body = res.json() as { code: number; msg: string; data: unknown };
    return { status: res.statusCode, ...body, raw: res.body };
  }

  const bet = async (token: string) => {
    seq += 1;
    const res = await ctx.app.inject({
      method: 'POST',
      url: orderPaths.normalCreate,
      headers: { ...FORM, token },
      payload: form({ tid: 101, pno: ISSUE, bd: JSON.stringify([line(seq)]), confirm: 1 }),
    });
    const body = res.json() as { code: number; msg: string; data: PlacedOrders };
    expect(body.code, body.msg).toBe(0);
    return body.data.orderIds[0]!;
  };

  /**
   * A fresh thing of each kind owned by the owner, with the other fields its calls need. A route
   * that owns a new kind of thing fails until a fixture is added here. Things of an agent's team
   * belong to agent01 (their owner); the others tried are a plain member and a sub-agent of
   * agent01 whose own subtree does not hold them.
   */
  const teamFixtures: Partial<Record<OwnedResource, () => Promise<Record<string, string>>>> = {
    subordinate: async () => ({ memberId: demoMemberId, group: '1950', count: '1' }),
    invite: async () => {
      const res = await api().post('/sk/promen/agent/invite/create', { type: 1, group: 1900, validDays: 1 }, { token: tokens.agent });
      expect(res.body.code, res.body.msg).toBe(0);
      return { id: res.body.data.id as string };
    },
  };
  const fixtures: Partial<Record<OwnedResource, () => Promise<Record<string, string>>>> = {
    // A second session of the owner (signed in again).
    session: async () => {
      await memberToken(ctx.app, ownerAccount, 'abc45678x');
      const [owner] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.account, ownerAccount));
      const [row] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.memberId, owner!.id)).orderBy(desc(sessions.id)).limit(1);
      return { id: row!.id.toString() };
    },
    // A claimable weekly bonus of the owner, written as the bonus run would (status 2).
    bonus: async () => {
      const [owner] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.account, ownerAccount));
      const [row] = await ctx.db
        .insert(promoBonuses)
        .values({ memberId: owner!.id, kind: 'week', period: `2026-11-${10 + seq++}`, level: 1, amountMilli: 1000n, status: 2, claimableUntil: new Date('2030-01-01T00:00:00Z') })
        .returning({ id: promoBonuses.id });
      return { kind: 'week', id: row!.id.toString() };
    },
    order: async () => ({ orderId: await bet(tokens.owner) }),
    chase: async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: orderPaths.normalChase,
        headers: { ...FORM, token: tokens.owner },
        payload: form({ tid: 101, bd: JSON.stringify([line(1)]), cd: `${ISSUE},1|202611211022,1|202611211023,1`, cm: 0, confirm: 1 }),
      });
      const body = res.json() as { code: number; msg: string; data: { chaseId: string } };
      expect(body.code, body.msg).toBe(0);
      return { chaseId: body.data.chaseId, planNo: '202611211023' };
    },
    card: async () => ({ cardId: cardIds.owner, amount: '100', fundPwd: '654321ab' }),
    deposit: async () => {
      const res = await api().post(walletPaths.depositPre, { channelId: 1, amount: '200' }, { token: tokens.owner });
      expect(res.body.code, res.body.msg).toBe(0);
      return { orderNo: res.body.data.orderNo as string, payerName: 'Nguyen Van A' };
    },
    reminder: async () => {
      seq += 1;
      const save = omitPaths.save.replace(':kind', '1');
      const saved = await api().post(save, { ticketId: 101 + (seq % 2), threshold: 5 }, { token: tokens.owner });
      expect(saved.body.code, saved.body.msg).toBe(0);
      const list = await api().get(omitPaths.list, {}, { token: tokens.owner });
      const mine = (list.body.data.list ?? list.body.data) as { id: string }[];
      return { ids: mine[0]!.id };
    },
  };
  const cardIds = { owner: '', other: '' };
  let demoMemberId = '';
  const api = () => client(ctx.app);

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    const owner = await api().newMember('own');
    const other = await api().newMember('oth');
    ownerAccount = owner.account;
    tokens.owner = owner.token;
    tokens.other = other.token;
    tokens.agent = await memberToken(ctx.app, 'agent01', 'lotus2468');
    tokens.operator = await operatorToken(ctx.app);
    const [demo] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.account, 'demo01'));
    demoMemberId = demo!.id.toString();
    const sub = await api().post('/sk/promen/member/agent/create', { account: `subag${Date.now().toString(36).slice(-6)}`, password: 'abc45678x', type: 2, group: 1900 }, { token: tokens.agent });
    expect(sub.body.code, sub.body.msg).toBe(0);
    tokens.subAgent = await memberToken(ctx.app, sub.body.data.account as string, 'abc45678x');
    await api().credit(tokens.operator, owner.account, '5000');
    await api().credit(tokens.operator, other.account, '5000');
    // Both ready to withdraw with the same fund password: only ownership tells them apart.
    cardIds.owner = await api().readyToWithdraw(tokens.owner);
    cardIds.other = await api().readyToWithdraw(tokens.other);
  });

  it('sees through its change log every row written, and nothing for an unchanged row or a rolled-back write', async () => {
    const [m] = await ctx.db.select({ id: members.id, nickname: members.nickname }).from(members).limit(1);
    const start = await rowChanges(ctx.db);
    await ctx.db.update(members).set({ nickname: m!.nickname }).where(eq(members.id, m!.id));
    expect(await rowChanges(ctx.db), 'an update to the same values').toBe(start);
    await ctx.db
      .transaction(async (tx) => {
        await tx.update(members).set({ nickname: 'rolled' }).where(eq(members.id, m!.id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await rowChanges(ctx.db), 'a rolled-back write').toBe(start);
    await ctx.db.update(members).set({ nickname: 'changed' }).where(eq(members.id, m!.id));
    const after = await rowChanges(ctx.db);
    expect(after).not.toBe(start);
    expect(after).toContain('members:');
    await ctx.db.update(members).set({ nickname: m!.nickname }).where(eq(members.id, m!.id));
  });

  it('answers 401 without a session on every route that needs one', async () => {
    for (const e of ctx.app.routeTable.filter((r) => r.auth !== 'none')) {
      const reply = await call(e, undefined);
      expect([reply.status, reply.code], `${e.method} ${e.url}`).toEqual([401, ResultCode.NOT_LOGGED_IN]);
      expect(reply.data, `${e.method} ${e.url}`).toBeNull();
    }
  });

  it('answers 403 to a session of the other kind: members at operator routes, operators at member routes', async () => {
    for (const e of ctx.app.routeTable.filter((r) => r.auth !== 'none')) {
      const wrong = e.auth === 'operator' ? [tokens.owner, tokens.agent] : [tokens.operator];
      for (const token of wrong) {
        const before = await rowChanges(ctx.db);
        const reply = await call(e, token);
        expect([reply.status, reply.code], `${e.method} ${e.url}`).toEqual([403, ResultCode.FORBIDDEN]);
        expect(await rowChanges(ctx.db), `${e.method} ${e.url} wrote rows`).toBe(before);
      }
    }
  }, 180_000);

  it("refuses a member naming another member's thing, writing nothing, while the owner's same call succeeds", async () => {
    const owned = ctx.app.routeTable.filter((r) => typeof r.access === 'object');
    expect(owned.length).toBeGreaterThanOrEqual(8);
    for (const e of owned) {
      const access = e.access as { owns: OwnedResource; field: string };
      const team = teamFixtures[access.owns];
      const make = team ?? fixtures[access.owns];
      expect(make, `${e.method} ${e.url}: add a fixture for '${access.owns}' to matrix.test.ts`).toBeDefined();
      const values = await make!();
      expect(values[access.field], `${e.url}: the fixture gives no ${access.field}`).toBeDefined();
      const owner = team ? tokens.agent : tokens.owner;
      for (const token of team ? [tokens.other, tokens.subAgent] : [tokens.other, tokens.agent]) {
        const before = await rowChanges(ctx.db);
        const reply = await call(e, token, values);
        expect(reply.code, `${e.method} ${e.url} by another member: ${reply.raw}`).not.toBe(0);
        expect(reply.status, e.url).toBeLessThan(500);
        expect(reply.raw, `${e.url} leaked the owner's account`).not.toContain(ownerAccount);
        expect(await rowChanges(ctx.db), `${e.method} ${e.url} by another member wrote rows`).toBe(before);
      }
      // The owner's same call succeeds (a subordinate's group or quota change may be refused for its own rules).
      if (access.owns !== 'subordinate' && access.owns !== 'bonus') {
        const mine = await call(e, owner, values);
        expect(mine.code, `${e.method} ${e.url} by the owner: ${mine.raw}`).toBe(0);
      }
    }
  });

  it("never shows a member another member's data on his own-data calls", async () => {
    // The owner has orders, a chase, a card, deposits and reminders by now (the test above).
    const mine = await call(ctx.app.routeTable.find((r) => r.url === walletPaths.cardQuery)!, tokens.owner);
    expect(mine.raw).toContain('2222');
    const secrets = [ownerAccount];
    for (const e of ctx.app.routeTable.filter((r) => r.access === 'self' && r.method === 'GET' && pathNames(r.url).length === 0)) {
      const reply = await call(e, tokens.other);
      expect(reply.status, `${e.url}: ${reply.raw}`).toBeLessThan(500);
      if (reply.code === 0 && e.response) expect(responseProblems(e.response, reply.data), `${e.url} response schema`).toEqual([]);
      for (const s of secrets) expect(reply.raw, `${e.url} shows ${s}`).not.toContain(s);
    }
  });

  it('lets each built-in operator role through exactly the console routes its permissions name, and a refused one writes nothing', async () => {
    const consoleRoutes = ctx.app.routeTable.filter((r) => r.auth === 'operator');
    const logout = consoleRoutes.find((r) => r.url === consoleAccessPaths.logout)!;
    let checked = 0;
    for (const [role, granted] of Object.entries(BUILTIN_ROLES)) {
      const token = await newOperator(ctx.app, `mx_${role}`, role);
      const allowed = (e: RouteEntry) => e.perm === 'any' || roleAllows(granted, e.perm ?? '*');
      const refused = consoleRoutes.filter((e) => !allowed(e));
      // The refusals first, between two marks of the change log (one pair per role keeps the suite fast); signing
      // out ends the session the other calls use, so it goes last.
      const before = await rowChanges(ctx.db);
      for (const e of refused) {
        const label = `${role} at ${e.method} ${e.url} (needs ${e.perm ?? 'super admin'})`;
        const reply = await call(e, token);
        expect([reply.status, reply.code], `${label}: ${reply.raw}`).toEqual([403, ResultCode.FORBIDDEN]);
        expect(reply.data, label).toBeNull();
        checked += 1;
      }
      expect(await rowChanges(ctx.db), `a refused call of ${role} wrote rows`).toBe(before);
      const through = consoleRoutes.filter((e) => allowed(e) && e !== logout);
      for (const e of [...through, logout]) {
        const label = `${role} at ${e.method} ${e.url} (needs ${e.perm ?? 'super admin'})`;
        const reply = await call(e, token);
        expect(reply.status, `${label}: ${reply.raw}`).toBeLessThan(500);
        // Through authorization: whatever the handler answers (often a refusal of the empty input), not 401/403.
        expect([ResultCode.FORBIDDEN, ResultCode.NOT_LOGGED_IN], `${label}: ${reply.raw}`).not.toContain(reply.code);
        checked += 1;
      }
    }
    // Every role meets every console route; the admin is let through all of them.
    expect(checked).toBe(Object.keys(BUILTIN_ROLES).length * consoleRoutes.length);
    expect(consoleRoutes.filter((e) => !roleAllows(BUILTIN_ROLES.service!, e.perm ?? '*') && e.perm !== 'any').length).toBeGreaterThan(20);
  }, 180_000);
});
