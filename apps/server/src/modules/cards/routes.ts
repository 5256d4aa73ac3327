import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { bankListResponse, cardBindBody, CardKind, cardKindBody, cardQuery, cardView, walletPaths } from '@lotus/contracts';
import { parseInput, route, succeed } from '../../lib/http.ts';
import type { createCardsService } from './service.ts';

/** Bank cards and digital-currency withdrawal accounts (docs/product.md §7 card/*). */
export function cardsRoutes(app: FastifyInstance, { cards }: { cards: ReturnType<typeof createCardsService> }): void {

  route(
    app,
    { method: 'POST', url: walletPaths.cardBind, auth: 'member', summary: 'Add a bank card or wallet account', access: 'self', bodyDoc: cardBindBody, response: cardView },
    async (ctx) => {
      // The kind first, then its fields (cards.bind): a refusal names the field, not the union.
      const { type } = parseInput(cardKindBody, ctx.req.body);
      const data = await cards.bind(ctx.req.member!.memberId, type, ctx.req.body);
      return succeed(ctx.reply, ctx.lang, 'card.added', data);
    },
  );

  route(
    app,
    { method: 'GET', url: walletPaths.cardQuery, auth: 'member', summary: "The member's cards or wallet accounts", access: 'self', query: cardQuery, response: z.array(cardView) },
    ({ req, query }) => cards.list(req.member!.memberId, query.type),
  );

  route(
    app,
    { method: 'GET', url: walletPaths.bankList, auth: 'member', summary: 'Banks a card may belong to (type 2: digital-currency networks)', access: 'self', query: cardQuery, response: bankListResponse },
    ({ query }) => (query.type === CardKind.CRYPTO ? cards.networkList() : cards.bankList()),
  );
}
