import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  captchaResponse,
  loginHistoryQuery,
  loginHistoryResponse,
  securityPaths,
  sessionsEndRequest,
  sessionsEndResponse,
  sessionView,
  totpDisableRequest,
  totpEnableRequest,
  totpSetupRequest,
  totpSetupResponse,
  totpStatus,
} from '@lotus/contracts';
import { members } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../lib/crypto.ts';
import { rejected } from '../../lib/errors.ts';
import { route } from '../../lib/http.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { createCaptcha } from './captcha.ts';
import { endSessions, listLoginHistory, listSessions } from './service.ts';
import { disableTotp, enableTotp, setupTotp, totpEnabled } from './totp.ts';

/** Account security calls (issue #17): login challenge, sessions, login history, two-factor. */
/** `sessions`: the app's session cache, which ending a session empties at once. */
export function securityRoutes(app: FastifyInstance, { sessions }: { sessions: SessionCache }): void {
  const { db, clock } = app.deps;

  route(
    app,
    {
      method: 'GET',
      url: securityPaths.captcha,
      auth: 'none',
      summary: 'A login challenge (captcha image) for a login after failures',
      access: 'public',
      response: captchaResponse,
    },
    () => createCaptcha(db, clock.now()),
  );

  route(
    app,
    {
      method: 'GET',
      url: securityPaths.sessions,
      auth: 'member',
      summary: "The signed-in member's live sessions",
      access: 'self',
      response: z.array(sessionView),
    },
    ({ req }) => listSessions(db, req.member!.memberId, req.member!.sessionId, clock.now()),
  );

  route(
    app,
    {
      method: 'POST',
      url: securityPaths.sessionsEnd,
      auth: 'member',
      summary: "End one of the member's sessions, or all the others",
      access: { owns: 'session', field: 'id' },
      body: sessionsEndRequest,
      response: sessionsEndResponse,
    },
    ({ req, body }) => endSessions(db, sessions, req.member!.memberId, req.member!.sessionId, body, clock.now()),
  );

  route(
    app,
    {
      method: 'GET',
      url: securityPaths.loginHistory,
      auth: 'member',
      summary: "The member's login history (90 days)",
      access: 'self',
      query: loginHistoryQuery,
      response: loginHistoryResponse,
    },
    ({ req, query }) => listLoginHistory(db, req.member!.memberId, query, clock.now()),
  );

  route(
    app,
    {
      method: 'GET',
      url: securityPaths.totp,
      auth: 'member',
      summary: 'Whether two-factor is on',
      access: 'self',
      response: totpStatus,
    },
    async ({ req }) => ({
      enabled: await totpEnabled(db, req.member!.memberId),
    }),
  );

  /** Setting two-factor up asks for the login password, so a borrowed session cannot bind a phone. */
  route(
    app,
    {
      method: 'POST',
      url: securityPaths.totpSetup,
      auth: 'member',
      summary: 'Start two-factor setup: a new secret (login password required)',
      access: 'self',
      body: totpSetupRequest,
      response: totpSetupResponse,
    },
    async ({ req, body }) => {
      const m = req.member!;
      const row = await db.query.members.findFirst({ where: eq(members.id, m.memberId) });
      if (!row || !(await verifyPassword(row.passwordHash, body.password)))
        throw rejected('member.oldPasswordWrong');
      return setupTotp(db, m.memberId, m.account, clock.now());
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: securityPaths.totpEnable,
      auth: 'member',
      summary: 'Turn two-factor on with a code from the new secret',
      access: 'self',
      body: totpEnableRequest,
      response: totpStatus,
    },
    async ({ req, body }) => {
      await enableTotp(db, req.member!.memberId, body.code, clock.now());
      return { enabled: true };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: securityPaths.totpDisable,
      auth: 'member',
      summary: 'Turn two-factor off (password and code)',
      access: 'self',
      body: totpDisableRequest,
      response: totpStatus,
    },
    async ({ req, body }) => {
      const m = req.member!;
      const row = await db.query.members.findFirst({ where: eq(members.id, m.memberId) });
      if (!row || !(await verifyPassword(row.passwordHash, body.password)))
        throw rejected('member.oldPasswordWrong');
      await disableTotp(db, m.memberId, body.code, clock.now());
      return { enabled: false };
    },
  );
}
