import type { FastifyInstance } from 'fastify';
import { cardKindBody, cardQuery, walletPaths } from '@lotus/contracts';
import { route } from '../../lib/http.ts';
import { succeed } from '../members/present.ts';
import { createCardsService } from './service.ts';

/** Bank cards and digital-currency withdrawal accounts (spec §7 card/*). */
export function cardsRoutes(app: FastifyInstance): void {
  const cards = createCardsService(app.deps);

  route(
    app,
    { method: 'POST', url: walletPaths.cardBind, auth: 'member', body: cardKindBody },
    async (ctx) => {
      const data = await cards.bind(ctx.req.member!.memberId, ctx.body.type, ctx.req.body);
      return succeed(ctx.reply, ctx.lang, 'card.added', data);
    },
  );

  route(
    app,
    { method: 'GET', url: walletPaths.cardQuery, auth: 'member', query: cardQuery },
    ({ req, query }) => cards.list(req.member!.memberId, query.type),
  );

  route(app, { method: 'GET', url: walletPaths.bankList, auth: 'member' }, () => cards.bankList());
}
