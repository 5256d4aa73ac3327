import { agentPaths, inviteInfoView } from '../agents.ts';
import { memberUpdateBodyDoc } from '../api-docs.ts';
import { loginRequest, loginResponse, tokenVerifyResponse, userInfoResponse } from '../auth.ts';
import { defineRoute } from '../client.ts';
import { memberPaths } from '../member-defaults.ts';
import {
  emailSendCodeRequest,
  emailSendCodeResponse,
  inviteCodeParams,
  memberInfoResponse,
  memberUpdateParams,
  mobileSendCodeRequest,
  mobileSendCodeResponse,
  recoveryCodeRequest,
  recoveryCodeResponse,
  recoveryResetRequest,
  registerRequest,
  registerResponse,
  userConfigSaveRequest,
  userConfigSchema,
} from '../members.ts';
import { paths } from '../paths.ts';
import {
  pushConfigView,
  pushDeviceView,
  pushSubscribeRequest,
  pushUnsubscribeRequest,
  pushUnsubscribeResponse,
  webPushPaths,
} from '../push.ts';
import { isOnlineResponse, noData } from '../responses.ts';
import { captchaResponse, securityPaths } from '../security.ts';

/**
 * The member's session and the site it runs on: sign-in and its challenge, the token check at
 * start, the keep-alive, the header's balance (apps/web features/auth,
 * session). The site's system config is `sessionRoutes.systemConfig`. First-page modules name
 * these through `routeRef` (their types only), never these values.
 */
export const memberSessionRoutes = {
  login: defineRoute({ method: 'POST', path: paths.memberLogin, body: loginRequest, response: loginResponse }),
  captcha: defineRoute({ method: 'GET', path: securityPaths.captcha, response: captchaResponse }),
  tokenVerify: defineRoute({ method: 'GET', path: paths.tokenVerify, response: tokenVerifyResponse }),
  isOnline: defineRoute({ method: 'GET', path: memberPaths.isOnline, response: isOnlineResponse }),
  userInfo: defineRoute({ method: 'GET', path: paths.userInfo, response: userInfoResponse }),
};

/**
 * The member's account: registration (with an agent's invitation or without), the forgotten
 * password, his profile and its changes, his game settings (apps/web features/auth, profile,
 * settings, lottery).
 */
export const memberAccountRoutes = {
  register: defineRoute({ method: 'POST', path: memberPaths.registerDirect, body: registerRequest, response: registerResponse }),
  registerByCode: defineRoute({
    method: 'POST',
    path: memberPaths.registerByCode,
    params: inviteCodeParams,
    body: registerRequest,
    response: registerResponse,
  }),
  inviteInfo: defineRoute({ method: 'GET', path: agentPaths.inviteInfo, params: inviteCodeParams, response: inviteInfoView }),
  recoveryCode: defineRoute({
    method: 'POST',
    path: memberPaths.recoveryCode,
    body: recoveryCodeRequest,
    response: recoveryCodeResponse,
  }),
  recoveryReset: defineRoute({ method: 'POST', path: memberPaths.recoveryReset, body: recoveryResetRequest, response: noData }),
  info: defineRoute({ method: 'GET', path: memberPaths.memberInfo, response: memberInfoResponse }),
  /** The body is the one the `type` parameter names (memberUpdateBodies); the server checks it so. */
  update: defineRoute({
    method: 'POST',
    path: memberPaths.update,
    params: memberUpdateParams,
    body: memberUpdateBodyDoc,
    response: noData,
  }),
  mobileSendCode: defineRoute({
    method: 'POST',
    path: memberPaths.mobileSendCode,
    body: mobileSendCodeRequest,
    response: mobileSendCodeResponse,
  }),
  emailSendCode: defineRoute({
    method: 'POST',
    path: memberPaths.emailSendCode,
    body: emailSendCodeRequest,
    response: emailSendCodeResponse,
  }),
  userConfig: defineRoute({ method: 'GET', path: memberPaths.userConf, response: userConfigSchema }),
  userConfigSave: defineRoute({
    method: 'POST',
    path: memberPaths.userConfSave,
    body: userConfigSaveRequest,
    response: userConfigSchema,
  }),
};

/** This device's Web Push subscription (apps/web features/app push.ts, issue #31). */
export const memberPushRoutes = {
  config: defineRoute({ method: 'GET', path: webPushPaths.config, response: pushConfigView }),
  subscribe: defineRoute({ method: 'POST', path: webPushPaths.subscribe, body: pushSubscribeRequest, response: pushDeviceView }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: webPushPaths.unsubscribe,
    body: pushUnsubscribeRequest,
    response: pushUnsubscribeResponse,
  }),
};

