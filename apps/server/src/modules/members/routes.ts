import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  inviteCodeParams,
  memberPaths,
  memberUpdateBodies,
  memberUpdateParams,
  mobileSendCodeRequest,
  registerRequest,
  userConfigSaveRequest,
} from '@lotus/contracts';
import { parseInput, route } from '../../lib/http.ts';
import { succeed } from './present.ts';
import { createMembersService } from './service.ts';
import { logSmsSender } from './sms.ts';

/** Registration, member data, security settings and the user config (issue #5). */
export function membersRoutes(app: FastifyInstance): void {
  app.decorate('sms', logSmsSender(app.log));
  const members = createMembersService(app.deps, app.sms);

  route(
    app,
    { method: 'POST', url: memberPaths.registerDirect, auth: 'none', body: registerRequest },
    async (ctx) => {
      const data = await members.register(ctx.body, ctx.req.hostname, null);
      return succeed(ctx.reply, ctx.lang, 'member.registered', data);
    },
  );

  route(
    app,
    { method: 'POST', url: memberPaths.registerByCode, auth: 'none', body: registerRequest },
    async (ctx) => {
      const { code } = parseInput(inviteCodeParams, ctx.req.params);
      const data = await members.register(ctx.body, ctx.req.hostname, code);
      return succeed(ctx.reply, ctx.lang, 'member.registered', data);
    },
  );

  // A live session answers true (and is extended: the client's 5-minute keep-alive); otherwise 401.
  route(app, { method: 'GET', url: memberPaths.isOnline, auth: 'member' }, () => true);

  route(app, { method: 'GET', url: memberPaths.memberInfo, auth: 'member' }, ({ req }) =>
    members.memberInfo(req.member!.memberId),
  );

  route(app, { method: 'POST', url: memberPaths.update, auth: 'member' }, async (ctx) => {
    const { type } = parseInput(memberUpdateParams, ctx.req.params);
    const body = parseInput(memberUpdateBodies[type] as z.ZodType, ctx.req.body);
    await members.update(ctx.req.member!.memberId, type, body as never);
    return succeed(ctx.reply, ctx.lang, 'member.modified', null);
  });

  route(
    app,
    { method: 'POST', url: memberPaths.mobileSendCode, auth: 'member', body: mobileSendCodeRequest },
    async (ctx) => {
      const data = await members.sendMobileCode(ctx.req.member!.memberId, ctx.body.mobile, ctx.lang);
      return succeed(ctx.reply, ctx.lang, 'member.smsSent', data);
    },
  );

  route(app, { method: 'GET', url: memberPaths.userConf, auth: 'member' }, ({ req }) =>
    members.userConfig(req.member!.memberId),
  );

  route(
    app,
    { method: 'POST', url: memberPaths.userConfSave, auth: 'member', body: userConfigSaveRequest },
    ({ req, body }) => members.saveUserConfig(req.member!.memberId, body),
  );
}
