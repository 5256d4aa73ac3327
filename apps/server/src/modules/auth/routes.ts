import type { FastifyInstance } from 'fastify';
import { consoleAccessPaths, consoleLoginRequest, consoleLoginResponse, consoleMe, loginRequest, loginResponse, noData, passwordSetRequest, paths, tokenVerifyResponse, totpEnrolRequest, userInfoResponse } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { clientCountry } from '../../lib/client-country.ts';
import { clientDevice } from '../../lib/client-device.ts';
import type { AuthService } from './service.ts';
import { getWalletView } from '../wallet/index.ts';

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  const { db, config } = app.deps;
  for (const url of [paths.memberLogin, paths.tagonLogin]) {
    route(app, { method: 'POST', url, auth: 'none', summary: 'Member login', access: 'public', body: loginRequest, response: loginResponse }, ({ body, req, lang }) => auth.login(body, req.ip, lang, clientCountry(req.headers, config.countryHeader), clientDevice(req.headers).installed));
  }

  route(app, { method: 'GET', url: paths.tokenVerify, auth: 'member', summary: 'Verify the session token', access: 'self', response: tokenVerifyResponse }, ({ req }) => auth.verifyView(req.member!));

  route(app, { method: 'GET', url: paths.memberLogout, auth: 'none', summary: 'Log out', access: 'public', response: noData }, async ({ req }) => {
    await auth.logout(req.token);
    return null;
  });

  route(app, { method: 'GET', url: paths.userInfo, auth: 'member', summary: 'Balance and names of the signed-in member', access: 'self', response: userInfoResponse }, async ({ req }) => {
    const m = req.member!;
    const w = await getWalletView(db, m.memberId);
    return { balance: w.balance, memberAlias: w.alias, memberAccount: m.account, merchantAccout: w.merchant };
  });

  // Console sign-in (issue #16): password then TOTP; an operator without one enrols first.
  route(
    app,
    { method: 'POST', url: consoleAccessPaths.login, auth: 'none', summary: 'Operator login (password, then TOTP)', access: 'public', body: consoleLoginRequest, response: consoleLoginResponse },
    ({ body, req }) => auth.operatorLogin(body, req.ip),
  );
  route(
    app,
    { method: 'POST', url: consoleAccessPaths.totpEnrol, auth: 'none', summary: 'Operator TOTP enrolment (enrolment token)', access: 'public', body: totpEnrolRequest, response: consoleLoginResponse },
    ({ body, req }) =>
    auth.enrolTotp(req.token, body.code, req.ip),
  );
  route(
    app,
    { method: 'POST', url: consoleAccessPaths.passwordSet, auth: 'none', summary: "Operator's new password after a reset by another operator (password-stage token)", access: 'public', body: passwordSetRequest, response: consoleLoginResponse },
    ({ body, req }) => auth.setOperatorPassword(req.token, body.password, req.ip),
  );
  route(app, { method: 'GET', url: consoleAccessPaths.me, auth: 'operator', perm: 'any', summary: 'The signed-in operator and his permissions', access: 'operator', response: consoleMe }, ({ req }) => auth.me(req.operator!.operatorId));
  route(app, { method: 'POST', url: consoleAccessPaths.logout, auth: 'operator', perm: 'any', summary: 'Operator logout', access: 'operator', response: noData }, async ({ req }) => {
    await auth.operatorLogout(req.token);
    return null;
  });
}
