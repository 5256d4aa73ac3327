import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  inviteCodeParams,
  isOnlineResponse,
  memberInfoResponse,
  memberPaths,
  memberUpdateBodies,
  memberUpdateBodyDoc,
  memberUpdateParams,
  emailSendCodeRequest,
  emailSendCodeResponse,
  mobileSendCodeRequest,
  mobileSendCodeResponse,
  recoveryCodeRequest,
  recoveryCodeResponse,
  recoveryResetRequest,
  noData,
  registerRequest,
  registerResponse,
  userConfigSaveRequest,
  userConfigSchema,
} from '@lotus/contracts';
import { namedLanguage, parseInput, route, succeed } from '../../lib/http.ts';
import type { createMembersService } from './service.ts';
import type { Recovery } from './recovery.ts';
import { assertNotBlacklisted } from '../risk/index.ts';

/** Registration, member data, security settings and the user config (issue #5). */
export function membersRoutes(app: FastifyInstance, { members, recovery }: { members: ReturnType<typeof createMembersService>; recovery: Recovery }): void {

  route(
    app,
    { method: 'POST', url: memberPaths.registerDirect, auth: 'none', summary: 'Register', access: 'public', body: registerRequest, response: registerResponse },
    async (ctx) => {
      await assertNotBlacklisted(app.deps.db, { ip: ctx.req.ip });
      const data = await members.register(ctx.body, ctx.req.hostname, null);
      return succeed(ctx.reply, ctx.lang, 'member.registered', data);
    },
  );

  route(
    app,
    { method: 'POST', url: memberPaths.registerByCode, auth: 'none', summary: 'Register with an invitation code', access: 'public', params: inviteCodeParams, body: registerRequest, response: registerResponse },
    async (ctx) => {
      const { code } = parseInput(inviteCodeParams, ctx.req.params);
      await assertNotBlacklisted(app.deps.db, { ip: ctx.req.ip });
      const data = await members.register(ctx.body, ctx.req.hostname, code);
      return succeed(ctx.reply, ctx.lang, 'member.registered', data);
    },
  );

  // A live session answers true (and is extended: the client's 5-minute keep-alive); otherwise 401.
  route(app, { method: 'GET', url: memberPaths.isOnline, auth: 'member', summary: 'Keep-alive: is the session live', access: 'self', response: isOnlineResponse }, () => true);

  route(app, { method: 'GET', url: memberPaths.memberInfo, auth: 'member', summary: "The member's profile", access: 'self', response: memberInfoResponse }, ({ req }) =>
    members.memberInfo(req.member!.memberId, namedLanguage(req)),
  );

  route(app, { method: 'POST', url: memberPaths.update, auth: 'member', summary: 'Change a member setting (type names which)', access: 'self', params: memberUpdateParams, bodyDoc: memberUpdateBodyDoc, response: noData }, async (ctx) => {
    const { type } = parseInput(memberUpdateParams, ctx.req.params);
    const body = parseInput(memberUpdateBodies[type] as z.ZodType, ctx.req.body);
    await members.update(ctx.req.member!.memberId, type, body as never);
    return succeed(ctx.reply, ctx.lang, 'member.modified', null);
  });

  route(
    app,
    { method: 'POST', url: memberPaths.mobileSendCode, auth: 'member', summary: 'Send an SMS code to a mobile', access: 'self', body: mobileSendCodeRequest, response: mobileSendCodeResponse },
    async (ctx) => {
      const data = await members.sendMobileCode(ctx.req.member!.memberId, ctx.body.mobile, ctx.lang, { ip: ctx.req.ip, host: ctx.req.hostname });
      return succeed(ctx.reply, ctx.lang, 'member.smsSent', data);
    },
  );

  route(
    app,
    { method: 'POST', url: memberPaths.emailSendCode, auth: 'member', summary: 'Send a verification code to an email address', access: 'self', body: emailSendCodeRequest, response: emailSendCodeResponse },
    async (ctx) => {
      const data = await members.sendEmailCode(ctx.req.member!.memberId, ctx.body.email, ctx.lang, { ip: ctx.req.ip, host: ctx.req.hostname });
      return succeed(ctx.reply, ctx.lang, 'member.emailCodeSent', data);
    },
  );

  // Forgotten login password (issue #33): the same answer whether or not the account exists.
  route(
    app,
    { method: 'POST', url: memberPaths.recoveryCode, auth: 'none', summary: "Forgotten password, step 1: a code to the account's verified mobile or email (the same answer for any account)", access: 'public', body: recoveryCodeRequest, response: recoveryCodeResponse },
    async (ctx) => {
      await assertNotBlacklisted(app.deps.db, { ip: ctx.req.ip });
      const data = await recovery.ask(ctx.body, ctx.lang, { ip: ctx.req.ip, host: ctx.req.hostname });
      return succeed(ctx.reply, ctx.lang, 'recovery.codeSent', data);
    },
  );

  route(
    app,
    { method: 'POST', url: memberPaths.recoveryReset, auth: 'none', summary: 'Forgotten password, step 2: the code and a new login password (every session ends)', access: 'public', body: recoveryResetRequest, response: noData },
    async (ctx) => {
      await assertNotBlacklisted(app.deps.db, { ip: ctx.req.ip });
      await recovery.reset(ctx.body, ctx.req.ip);
      return succeed(ctx.reply, ctx.lang, 'recovery.done', null);
    },
  );

  route(app, { method: 'GET', url: memberPaths.userConf, auth: 'member', summary: 'The user config', access: 'self', response: userConfigSchema }, ({ req }) =>
    members.userConfig(req.member!.memberId),
  );

  route(
    app,
    { method: 'POST', url: memberPaths.userConfSave, auth: 'member', summary: 'Save the user config', access: 'self', body: userConfigSaveRequest, response: userConfigSchema },
    ({ req, body }) => members.saveUserConfig(req.member!.memberId, body),
  );
}
