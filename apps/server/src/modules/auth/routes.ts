import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginRequest, paths } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import type { AuthService } from './service.ts';
import { getWalletView } from '../wallet/repository.ts';

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  const { db } = app.deps;
  for (const url of [paths.memberLogin, paths.tagonLogin]) {
    route(app, { method: 'POST', url, auth: 'none', body: loginRequest }, ({ body, req }) => auth.login(body, req.ip));
  }

  route(app, { method: 'GET', url: paths.tokenVerify, auth: 'member' }, ({ req }) => auth.verifyView(req.member!));

  route(app, { method: 'GET', url: paths.memberLogout, auth: 'none' }, async ({ req }) => {
    await auth.logout(req.token);
    return null;
  });

  route(app, { method: 'GET', url: paths.userInfo, auth: 'member' }, async ({ req }) => {
    const m = req.member!;
    const w = await getWalletView(db, m.memberId);
    return { balance: w.balance, memberAlias: w.alias, memberAccount: m.account, merchantAccout: w.merchant };
  });

  route(
    app,
    {
      method: 'POST',
      url: '/api/console/login',
      auth: 'none',
      body: z.object({ account: z.string().min(1).max(32), password: z.string().min(1).max(64) }),
    },
    ({ body, req }) => auth.operatorLogin(body.account, body.password, req.ip),
  );
}
