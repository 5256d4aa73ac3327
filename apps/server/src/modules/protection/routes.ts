import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ackReminderRequest,
  confirmLimitRequest,
  netDepositsView,
  protectionAccountParams,
  protectionConsolePaths,
  protectionPaths,
  protectionState,
  realityCheckView,
  remindersView,
  setLimitRequest,
  setLimitResponse,
  setRealityCheckRequest,
  takeBreakRequest,
  takeBreakResponse,
} from '@lotus/contracts';
import { members } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import { parseInput, route } from '../../lib/http.ts';
import type { ProtectionService } from './service.ts';

/**
 * Player protection calls: the member's own settings (never anyone else's: agents have no route
 * to a subordinate's), and the console's view and tightening of a member's.
 */
export function protectionRoutes(app: FastifyInstance, protection: ProtectionService): void {
  const { db } = app.deps;
  const self = (req: { member?: { memberId: bigint } | undefined }) => ({
    kind: 'member' as const,
    id: req.member!.memberId,
  });

  route(
    app,
    {
      method: 'GET',
      url: protectionPaths.state,
      auth: 'member',
      summary: "The member's limits, break and reality-check interval",
      access: 'self',
      response: protectionState,
    },
    ({ req }) => protection.view(req.member!.memberId, req.member!.sessionId),
  );
  route(
    app,
    {
      method: 'POST',
      url: protectionPaths.setLimit,
      auth: 'member',
      summary: 'Set, lower, raise or remove a limit (raises wait 24 h)',
      access: 'self',
      body: setLimitRequest,
      response: setLimitResponse,
    },
    ({ req, body }) => protection.setLimit(req.member!.memberId, body, self(req)),
  );
  route(
    app,
    {
      method: 'POST',
      url: protectionPaths.confirmLimit,
      auth: 'member',
      summary: 'Confirm a pending raise or removal',
      access: 'self',
      body: confirmLimitRequest,
      response: protectionState,
    },
    ({ req, body }) => protection.confirmLimit(req.member!.memberId, body, self(req)),
  );
  route(
    app,
    {
      method: 'POST',
      url: protectionPaths.takeBreak,
      auth: 'member',
      summary: 'Take a time-out or self-exclude',
      access: 'self',
      body: takeBreakRequest,
      response: takeBreakResponse,
    },
    ({ req, body }) => protection.takeBreak(req.member!.memberId, body, self(req)),
  );
  route(
    app,
    {
      method: 'GET',
      url: protectionPaths.realityCheck,
      auth: 'member',
      summary: 'The reality check of this session',
      access: 'self',
      response: realityCheckView,
    },
    ({ req }) => protection.realityCheck(req.member!.memberId, req.member!.sessionId),
  );
  route(
    app,
    {
      method: 'POST',
      url: protectionPaths.setRealityCheck,
      auth: 'member',
      summary: 'Set the reality-check interval',
      access: 'self',
      body: setRealityCheckRequest,
      response: protectionState,
    },
    ({ req, body }) => protection.setRealityCheck(req.member!.memberId, body.minutes, self(req)),
  );

  route(
    app,
    {
      method: 'GET',
      url: protectionPaths.reminders,
      auth: 'member',
      summary: 'The review reminder and no-limit prompt due now',
      access: 'self',
      response: remindersView,
    },
    ({ req }) => protection.reminders(req.member!.memberId),
  );
  route(
    app,
    {
      method: 'POST',
      url: protectionPaths.ackReminder,
      auth: 'member',
      summary: 'Acknowledge a review reminder or no-limit prompt',
      access: 'self',
      body: ackReminderRequest,
      response: remindersView,
    },
    ({ req, body }) => protection.ackReminder(req.member!.memberId, body.kind, self(req)),
  );
  route(
    app,
    {
      method: 'GET',
      url: protectionPaths.netDeposits,
      auth: 'member',
      summary: "The member's net lifetime deposits",
      access: 'self',
      response: netDepositsView,
    },
    ({ req }) => protection.netDeposits(req.member!.memberId),
  );

  async function memberId(params: unknown) {
    const { account } = parseInput(protectionAccountParams, params);
    const m = await db.query.members.findFirst({ where: eq(members.account, account) });
    if (!m) throw rejected('protection.memberNotFound');
    return m.id;
  }
  const operator = (req: { operator?: { operatorId: bigint; account: string } | undefined }) => ({
    kind: 'operator' as const,
    id: req.operator!.operatorId,
    account: req.operator!.account,
  });

  route(
    app,
    {
      method: 'GET',
      url: protectionConsolePaths.state,
      auth: 'operator',
      summary: "A member's protection settings",
      access: 'operator',
      perm: 'member.view',
      params: protectionAccountParams,
      response: protectionState,
    },
    async ({ req }) => protection.view(await memberId(req.params)),
  );
  /** Operators can only tighten: a lower or new limit, a longer break (the service refuses the rest). */
  route(
    app,
    {
      method: 'POST',
      url: protectionConsolePaths.tightenLimit,
      auth: 'operator',
      summary: "Tighten a member's limit",
      access: 'operator',
      perm: 'member.manage',
      params: protectionAccountParams,
      body: setLimitRequest,
      response: setLimitResponse,
    },
    async ({ req, body }) => protection.setLimit(await memberId(req.params), body, operator(req)),
  );
  route(
    app,
    {
      method: 'POST',
      url: protectionConsolePaths.takeBreak,
      auth: 'operator',
      summary: 'Put a member in time-out or self-exclusion',
      access: 'operator',
      perm: 'member.manage',
      params: protectionAccountParams,
      body: takeBreakRequest,
      response: takeBreakResponse,
    },
    async ({ req, body }) => protection.takeBreak(await memberId(req.params), body, operator(req)),
  );
}
