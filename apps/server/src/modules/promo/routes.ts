import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  bonusApproveRequest,
  bonusBatchRequest,
  bonusBatchResponse,
  bonusRejectRequest,
  bonusView as bonusViewSchema,
  claimBonusRequest,
  claimResult,
  consoleBonusListQuery,
  consoleBonusView,
  type ConsoleBonusView,
  consoleMemberParams,
  consolePromoPaths,
  depositRuleCreateRequest,
  depositRuleParams,
  depositRuleUpdateRequest,
  depositRuleView,
  inviteCountView,
  inviteDrawResult,
  memberVipView,
  pageOf,
  promoClockRequest,
  promoClockResponse,
  promoIdParams,
  promoKindParams,
  promoMemberRequest,
  promoMemberResponse,
  promoPaths,
  promoRunRequest,
  promoRunView,
  type PromoRunView,
  promoTableParams,
  promoTableSaveRequest,
  promoTableView,
  signDetailView,
  signDrawResult,
  signStatusView,
  vipLevelView,
} from '@lotus/contracts';
import { formatMoney, parseLocalDate, parseMoney, parsePercentBp, SUPREME_CREDIT_VALUE } from '@lotus/engine';
import { activities, members, promoBonuses, promoDepositRules, promoMembers, promoRuns } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { normalizeHost } from '../platform/index.ts';
import { allDepositRules, depositRuleView as ruleView, ruleStats, type DepositRuleRow } from './deposit.ts';
import { parseInput, route } from '../../lib/http.ts';
import { rejected } from '../../lib/errors.ts';
import { localDate } from './calendar.ts';
import type { PromoClock } from './clock.ts';
import type { createInviteService } from './invite.ts';
import type { createSignService } from './sign.ts';
import { loadTables, saveTable, tableOut } from './tables.ts';
import { bonusView, type createVipService } from './vip.ts';
import { paged } from '../../lib/paging.ts';
import { audit } from '../audit/index.ts';

/** Promotions (issue #15): the member calls of docs/product.md §7 "Activities" and the console's review, tables and runs. */
export function promoRoutes(app: FastifyInstance, { vip, sign, invite, clock }: { vip: ReturnType<typeof createVipService>; sign: ReturnType<typeof createSignService>; invite: ReturnType<typeof createInviteService>; clock: PromoClock }): void {
  const { db } = app.deps;
  const me = (req: { member?: { memberId: bigint } }) => req.member!.memberId;

  route(app, { method: 'GET', url: promoPaths.vipDetail, auth: 'none', summary: 'The VIP level table', access: 'public', response: z.array(vipLevelView) }, async () => tableOut('vip', await loadTables(db)));
  route(app, { method: 'GET', url: promoPaths.memberVipDetail, auth: 'member', summary: "The member's VIP level, progress and bonuses", access: 'self', response: memberVipView }, ({ req }) => vip.memberDetail(me(req)));
  route(app, { method: 'POST', url: promoPaths.memberVipDraw, auth: 'member', protect: 'deposit', summary: 'Receive a claimable bonus (up, week, month, invite)', access: { owns: 'bonus', field: 'id' }, params: promoKindParams, body: claimBonusRequest, response: claimResult }, ({ req, body }) =>
    vip.claim(me(req), parseInput(promoKindParams, req.params).kind, BigInt(body.id)),
  );
  route(app, { method: 'GET', url: promoPaths.signDetail, auth: 'member', summary: 'Sign-in draw: calendar, chances, prize tables, draws with verification', access: 'self', response: signDetailView }, ({ req }) => sign.detail(me(req)));
  route(app, { method: 'GET', url: promoPaths.signStatus, auth: 'member', summary: "Today's sign-in state and chances", access: 'self', response: signStatusView }, ({ req }) => sign.status(me(req)));
  route(app, { method: 'POST', url: promoPaths.doSign, auth: 'member', protect: 'deposit', summary: "Sign in for today's business day", access: 'self', response: signStatusView }, ({ req }) => sign.doSign(me(req)));
  route(app, { method: 'POST', url: promoPaths.signDraw, auth: 'member', protect: 'deposit', summary: "Use one of today's sign-in draw chances", access: 'self', response: signDrawResult }, ({ req }) => sign.draw(me(req)));
  route(app, { method: 'GET', url: promoPaths.inviteDrawCount, auth: 'member', summary: 'Invite draw: code, qualified invitees, chances, draws', access: 'self', response: inviteCountView }, ({ req }) => invite.count(me(req), req.hostname));
  route(app, { method: 'POST', url: promoPaths.inviteDraw, auth: 'member', protect: 'deposit', summary: 'Use one invite draw chance', access: 'self', response: inviteDrawResult }, ({ req }) => invite.draw(me(req), req.hostname));

  // ---------------------------------------------------------------- console

  const auditPromo = (operatorId: bigint, action: string, target: string, detail: Record<string, unknown>) =>
    audit(db, { actorKind: 'operator', actorId: operatorId.toString(), action, target, detail });

  route(app, { method: 'GET', url: consolePromoPaths.table, auth: 'operator', perm: 'promotion.manage', summary: 'A promotion table (vip, signTiers, signPrizes, invitePrizes)', access: 'operator', params: promoTableParams, response: promoTableView }, async ({ req }) =>
    tableOut(parseInput(promoTableParams, req.params).key, await loadTables(db)),
  );
  route(app, { method: 'POST', url: consolePromoPaths.table, auth: 'operator', perm: 'promotion.manage', summary: 'Replace a promotion table (audited)', access: 'operator', params: promoTableParams, body: promoTableSaveRequest, response: promoTableView }, async ({ req, body }) => {
    const { key } = parseInput(promoTableParams, req.params);
    let json: unknown;
    try {
      json = JSON.parse(body.value);
    } catch {
      throw rejected('promo.tableInvalid');
    }
    const before = tableOut(key, await loadTables(db));
    await saveTable(db, key, json);
    const after = tableOut(key, await loadTables(db));
    await auditPromo(req.operator!.operatorId, 'promo.table.update', key, { before, after });
    return after;
  });

  route(app, { method: 'GET', url: consolePromoPaths.bonuses, auth: 'operator', perm: 'promotion.manage', summary: 'Bonuses by status: the review queue', access: 'operator', query: consoleBonusListQuery, response: pageOf(consoleBonusView) }, async ({ query }) => {
    const where = and(query.status ? eq(promoBonuses.status, query.status) : undefined, query.kind ? eq(promoBonuses.kind, query.kind) : undefined);
    const rows = await paged(
      db
        .select({ b: promoBonuses, account: members.account })
        .from(promoBonuses)
        .innerJoin(members, eq(members.id, promoBonuses.memberId))
        .where(where)
        .orderBy(desc(promoBonuses.id)),
      query,
    );
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(promoBonuses).where(where);
    const list: ConsoleBonusView[] = rows.map((r) => ({ ...bonusView(r.b), memberId: r.b.memberId.toString(), account: r.account }));
    return { list, total: Number(total?.n ?? 0), page: query.page, size: query.size };
  });
  const reviewOne = (action: 'approve' | 'reject') => async (operatorId: bigint, params: unknown, reason: string | undefined) => {
    const id = BigInt(parseInput(promoIdParams, params).id);
    const [done] = await vip.review(operatorId, [id], action, reason);
    if (!done) throw rejected('promo.bonusNotPending');
    return bonusView(done);
  };
  route(app, { method: 'POST', url: consolePromoPaths.bonusApprove, auth: 'operator', perm: 'promotion.manage', summary: 'Approve a bonus awaiting review (audited)', access: 'operator', params: promoIdParams, body: bonusApproveRequest, response: bonusViewSchema }, ({ req, body }) =>
    reviewOne('approve')(req.operator!.operatorId, req.params, body.reason),
  );
  route(app, { method: 'POST', url: consolePromoPaths.bonusReject, auth: 'operator', perm: 'promotion.manage', summary: 'Reject a bonus awaiting review, with a reason (audited)', access: 'operator', params: promoIdParams, body: bonusRejectRequest, response: bonusViewSchema }, ({ req, body }) =>
    reviewOne('reject')(req.operator!.operatorId, req.params, body.reason),
  );
  route(app, { method: 'POST', url: consolePromoPaths.bonusBatch, auth: 'operator', perm: 'promotion.manage', summary: 'Approve or reject up to 100 bonuses at once (audited)', access: 'operator', body: bonusBatchRequest, response: bonusBatchResponse }, async ({ req, body }) => {
    if (body.action === 'reject' && !body.reason) throw rejected('console.reasonRequired');
    const done = await vip.review(req.operator!.operatorId, body.ids.map(BigInt), body.action, body.reason);
    return { done: done.map((b) => b.id.toString()), skipped: body.ids.length - done.length };
  });

  const runOf = (r: typeof promoRuns.$inferSelect): PromoRunView => ({
    id: r.id.toString(),
    kind: r.kind,
    period: r.period,
    status: r.status,
    generated: r.generated,
    total: formatMoney(r.totalMilli),
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  });
  route(app, { method: 'GET', url: consolePromoPaths.runs, auth: 'operator', perm: 'promotion.manage', summary: 'Bonus generation runs with their figures', access: 'operator', response: z.array(promoRunView) }, async () =>
    (await db.select().from(promoRuns).orderBy(desc(promoRuns.id)).limit(100)).map(runOf),
  );
  route(app, { method: 'POST', url: consolePromoPaths.runs, auth: 'operator', perm: 'promotion.manage', summary: "Run (or finish) a Monday's bonus generation (audited)", access: 'operator', body: promoRunRequest, response: promoRunView }, async ({ req, body }) => {
    const day = body.date ? parseLocalDate(body.date) : localDate(clock.now(), await vip.timeZone());
    if (!day) throw rejected('promo.dateInvalid');
    const run = await vip.generate(day);
    if (!run) throw rejected('promo.noPayoutThatDay');
    await auditPromo(req.operator!.operatorId, 'promo.run', `${run.kind}:${run.period}`, { generated: run.generated, total: formatMoney(run.totalMilli) });
    return runOf(run);
  });

  route(app, { method: 'POST', url: consolePromoPaths.member, auth: 'operator', perm: 'promotion.manage', summary: "Set a member's credit value (advanced supreme) or demo flag (audited)", access: 'operator', params: consoleMemberParams, body: promoMemberRequest, response: promoMemberResponse }, async ({ req, body }) => {
    const { account } = parseInput(consoleMemberParams, req.params);
    const [m] = await db.select({ id: members.id }).from(members).where(eq(members.account, account));
    if (!m) throw rejected('console.memberNotFound');
    const [before] = await db.select().from(promoMembers).where(eq(promoMembers.memberId, m.id));
    const creditValue = body.creditValue ?? before?.creditValue ?? 0;
    const demo = body.demo ?? before?.demo ?? false;
    const values = { creditValue, demo, supreme: creditValue >= SUPREME_CREDIT_VALUE, updatedAt: clock.now() };
    await db.insert(promoMembers).values({ memberId: m.id, ...values }).onConflictDoUpdate({ target: promoMembers.memberId, set: values });
    await auditPromo(req.operator!.operatorId, 'promo.member.update', account, {
      before: before ? { creditValue: before.creditValue, demo: before.demo, supreme: before.supreme } : null,
      after: { creditValue, demo, supreme: values.supreme },
    });
    return { account, creditValue, demo, supreme: values.supreme };
  });

  // ---------------------------------------------------------------- deposit promotions (issue #27)

  const milliOf = (text: string | undefined) => {
    if (text === undefined) return undefined;
    const m = parseMoney(text);
    if (!m.ok) throw rejected('promo.ruleInvalid');
    return m.milli;
  };
  /** The rule's fields as stored, from what the operator sent (only what he named). */
  const ruleValues = (body: Partial<{ host: string; kind: string; percent: string; cap: string; minDeposit: string; turnoverMultiple: number; review: boolean; startAt: Date; endAt: Date | ''; enabled: boolean }>) => {
    const percentBp = body.percent === undefined ? undefined : parsePercentBp(body.percent);
    if (body.percent !== undefined && percentBp === undefined) throw rejected('promo.ruleInvalid');
    const capMilli = milliOf(body.cap);
    if (capMilli !== undefined && capMilli <= 0n) throw rejected('promo.ruleInvalid');
    const v: Partial<typeof promoDepositRules.$inferInsert> = {
      ...(body.host === undefined ? {} : { host: body.host === '*' ? '*' : normalizeHost(body.host) || '*' }),
      ...(body.kind === undefined ? {} : { kind: body.kind }),
      ...(percentBp === undefined ? {} : { percentBp }),
      ...(capMilli === undefined ? {} : { capMilli }),
      ...(body.minDeposit === undefined ? {} : { minDepositMilli: milliOf(body.minDeposit)! }),
      ...(body.turnoverMultiple === undefined ? {} : { turnoverMultiple: body.turnoverMultiple }),
      ...(body.review === undefined ? {} : { review: body.review }),
      ...(body.startAt === undefined ? {} : { startAt: body.startAt }),
      ...(body.endAt === undefined ? {} : { endAt: body.endAt || null }),
      ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
    };
    return v;
  };
  /** A card that offers a deposit promotion runs exactly when its rule does. */
  const syncCards = (tx: Tx, r: DepositRuleRow) =>
    tx
      .update(activities)
      .set({ startAt: r.startAt, endAt: r.endAt, updatedAt: clock.now() })
      .where(and(eq(activities.ruleKind, 'deposit'), eq(activities.ruleId, r.id)));

  route(app, { method: 'GET', url: consolePromoPaths.depositRules, auth: 'operator', perm: 'promotion.manage', summary: 'Deposit promotions (first deposit, reload) with what each has paid', access: 'operator', response: z.array(depositRuleView) }, async () => {
    const [rows, stats] = await Promise.all([allDepositRules(db), ruleStats(db)]);
    const now = clock.now();
    return rows.map((r) => ruleView(r, now, stats.get(r.id)));
  });
  route(app, { method: 'POST', url: consolePromoPaths.depositRules, auth: 'operator', perm: 'promotion.manage', summary: 'Create a deposit promotion (audited)', access: 'operator', body: depositRuleCreateRequest, response: depositRuleView }, async ({ req, body }) => {
    const v = ruleValues(body);
    const row = await db.transaction(async (tx) => {
      const [r] = await tx
        .insert(promoDepositRules)
        .values({ ...v, kind: body.kind, percentBp: v.percentBp!, capMilli: v.capMilli!, minDepositMilli: v.minDepositMilli!, startAt: body.startAt, createdAt: clock.now(), updatedAt: clock.now() })
        .returning();
      await audit(tx, { actorKind: 'operator', actorId: req.operator!.operatorId.toString(), action: 'promo.depositRule.create', target: `depositRule:${r!.id}`, detail: { after: ruleView(r!, clock.now()) } });
      return r!;
    });
    return ruleView(row, clock.now());
  });
  route(app, { method: 'POST', url: consolePromoPaths.depositRule, auth: 'operator', perm: 'promotion.manage', summary: 'Change a deposit promotion (audited); its cards follow its dates', access: 'operator', params: depositRuleParams, body: depositRuleUpdateRequest, response: depositRuleView }, async ({ req, body }) => {
    const id = BigInt(parseInput(depositRuleParams, req.params).id);
    const v = ruleValues(body);
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(promoDepositRules).where(eq(promoDepositRules.id, id)).for('update');
      if (!before) throw rejected('promo.ruleNotFound');
      const start = v.startAt ?? before.startAt;
      const end = v.endAt === undefined ? before.endAt : v.endAt;
      if (end && end <= start) throw rejected('content.endBeforeStart');
      const [r] = await tx.update(promoDepositRules).set({ ...v, updatedAt: clock.now() }).where(eq(promoDepositRules.id, id)).returning();
      await syncCards(tx, r!);
      await audit(tx, { actorKind: 'operator', actorId: req.operator!.operatorId.toString(), action: 'promo.depositRule.update', target: `depositRule:${id}`, detail: { before: ruleView(before, clock.now()), after: ruleView(r!, clock.now()) } });
      return r!;
    });
    return ruleView(row, clock.now(), (await ruleStats(db)).get(row.id));
  });

  // Staging and browser tests only (PROMO_CLOCK_CONTROL): shift the promotions' calendar.
  if (app.deps.config.promoClockControl)
    route(app, { method: 'POST', url: consolePromoPaths.clock, auth: 'operator', summary: "Shift the promotions' calendar (staging and tests only)", access: 'operator', body: promoClockRequest, response: promoClockResponse }, async ({ req, body }) => {
      const now = clock.setOffset(body.offsetMinutes);
      await auditPromo(req.operator!.operatorId, 'promo.clock', 'promo', { offsetMinutes: body.offsetMinutes });
      return { now: now.toISOString() };
    });
}
