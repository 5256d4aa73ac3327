/**
 * What a bet costs (issue #11): for every play of every family, standard and two-sided, on random
 * valid selections, the server charges exactly the engine's count × the amount per bet × the
 * multiple — through order/normal/create, order/double/create and both chase calls — and refuses a
 * line whose betCount differs from the engine's. Before, a number-pick two-sided line (lô on 100
 * numbers, every Mark Six number) was charged as one bet whatever the picks.
 */
import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { chasePaths, lotteryPaths, orderPaths, type PlacedOrders } from '@lotus/contracts';
import {
  buildBetLine,
  buildDoubleLine,
  creditItems,
  formatMoney,
  isPickCredit,
  stakeMilli,
  type MoneyMode,
  type Play,
  type Selection,
  type TextShape,
} from '@lotus/engine';
import { members, orders, wallets } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { describeApp } from '../../../test/app.ts';
import { expectMoneyConserved } from '../../../test/money.ts';
import { get, memberToken, post, testClock } from '../../../test/lottery-helpers.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';

/** One house-drawn lottery on sale per family (catalogue.ts). */
const LOTTERY_OF: Record<string, number> = {
  ssc: 101,
  x5: 201,
  k3: 301,
  pk10: 401,
  kl8: 501,
  '3d': 604,
  p3: 602,
  p5: 603,
  lhc: 702,
  dice: 801,
  fpc: 901,
  'vn.mb': 1002,
  'vn.mn': 1104,
  'vn.mt': 1203,
};

/** A random selection of a play's own shape, small enough to keep a line's stake modest. */
function selectionArb(play: Play): fc.Arbitrary<Selection> {
  const shape = play.shape;
  const positions = shape.positions ? fc.subarray([...shape.positions.choices], { minLength: shape.positions.min }) : fc.constant(undefined);
  if (shape.kind === 'text') {
    const text = shape.text as TextShape;
    const ticket = fc.array(fc.integer({ min: text.min, max: text.max }), { minLength: text.size, maxLength: text.size });
    return fc.record({ tokens: fc.array(ticket, { minLength: 1, maxLength: 4 }), positions }).map(({ tokens, positions }) =>
      positions ? { rows: [], tokens, positions } : { rows: [], tokens },
    );
  }
  const rows = fc.tuple(
    ...shape.rows.map((r) =>
      fc.subarray([...r.values], {
        minLength: shape.minFilledRows !== undefined ? 0 : r.minPicks,
        maxLength: Math.min(r.maxPicks, Math.max(r.minPicks + 3, 4)),
      }),
    ),
  );
  return fc.record({ rows, positions }).map(({ rows, positions }) => (positions ? { rows, positions } : { rows }));
}

/** Up to 30 tries at a valid selection; undefined when the play's rules refuse every draw of it. */
function validSelection(play: Play, seed: number): Selection | undefined {
  const tries = fc.sample(selectionArb(play), { numRuns: 30, seed });
  return tries.find((s) => play.validate(s).ok);
}

describeApp('the charge of every play is the engine count × the amount', { clock: () => testClock('2026-11-21T10:00:30Z') }, (ctx) => {
  let token: string;
  let memberId: bigint;
  const issues = new Map<number, string>();

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    const [m] = await ctx.db.insert(members).values({ account: 'charge01', passwordHash: await hashPassword('pass12345') }).returning({ id: members.id });
    memberId = m!.id;
    await ctx.db.insert(wallets).values({ memberId });
    await ctx.db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: 'test:charge01', type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(memberId), amount: 10n ** 12n, memberId }),
    );
    token = await memberToken(ctx.app, 'charge01', 'pass12345');
    for (const tid of Object.values(LOTTERY_OF)) {
      const current = await get<{ issue: string }>(ctx.app, `${lotteryPaths.currentSaleIssue}?ticketId=${tid}`, token);
      expect(current.code, `lottery ${tid} on sale`).toBe(0);
      issues.set(tid, current.data.issue);
    }
  });

  /** Places through `path` and checks the answer's amount and the orders' rows against `expected`. */
  async function expectCharged(path: string, body: Record<string, string | number>, expected: bigint, what: string) {
    const placed = await post<PlacedOrders>(ctx.app, path, { ...body, confirm: 1 }, token);
    expect(placed.code, `${what}: ${JSON.stringify(placed)}`).toBe(0);
    expect(placed.data.amount, what).toBe(formatMoney(expected));
    const rows = await ctx.db.select({ amount: orders.amountMilli }).from(orders).where(inArray(orders.id, placed.data.orderIds.map(BigInt)));
    expect(rows.reduce((a, r) => a + r.amount, 0n), what).toBe(expected);
  }

  for (const [code, tid] of Object.entries(LOTTERY_OF)) {
    it(`${code}: every play through order/normal/create and order/double/create`, async () => {
      const family = familyOf(code)!;
      const pno = issues.get(tid)!;
      let placed = 0;
      for (const [n, play] of (family.plays as unknown as Play[]).entries()) {
        const selection = validSelection(play, play.id);
        if (!selection) continue;
        const bets = play.countBets(selection);
        if (play.market === 'standard') {
          const mode = (n % 2 === 0 ? 1 : 5) as MoneyMode;
          const multiple = 1 + (n % 3);
          const line = buildBetLine({ play, selection, mode, multiple, lineNo: 1 });
          expect(line.c).toBe(bets);
          await expectCharged(orderPaths.normalCreate, { tid, pno, bd: JSON.stringify([line]) }, stakeMilli(bets, mode, multiple), play.code);
        } else if (isPickCredit(play)) {
          const wire = buildDoubleLine(creditItems(play)[0]!, 2000n, selection.rows[0]);
          expect(wire.betCount).toBe(bets);
          const body = { tid, pno, 'list.0.playItemId': wire.playItemId, 'list.0.betAmount': wire.betAmount, 'list.0.betCount': wire.betCount, 'list.0.content': wire.content };
          await expectCharged(orderPaths.doubleCreate, body, 2000n * BigInt(bets), play.code);
          if (bets > 1) {
            // The client's count is checked, never trusted.
            const refused = await post(ctx.app, orderPaths.doubleCreate, { ...body, 'list.0.betCount': 1, confirm: 1 }, token);
            expect(refused.msg, play.code).toBe('The number of bets does not match the selection');
          }
        } else {
          const items = creditItems(play).filter((i) => play.validate({ rows: play.shape.rows.map((_, r) => (r === i.row ? [i.option] : [])) }).ok);
          const item = items[n % Math.max(1, items.length)];
          if (!item) continue;
          const wire = buildDoubleLine(item, 3000n);
          const body = { tid, pno, 'list.0.playItemId': wire.playItemId, 'list.0.betAmount': wire.betAmount, 'list.0.betCount': wire.betCount, 'list.0.content': wire.content };
          await expectCharged(orderPaths.doubleCreate, body, 3000n, play.code);
        }
        placed++;
      }
      expect(placed).toBeGreaterThan(0);
    });
  }

  it('charges a chase of number-pick lines the count × amount × multiple of each planned issue', async () => {
    for (const [code, tid] of [['vn.mb', 1002], ['lhc', 702], ['fpc', 901], ['ssc', 101]] as const) {
      const next = await post<{ issue: string }[]>(ctx.app, chasePaths.traceIssues, { ticketId: tid, num: 2 }, token);
      expect(next.code).toBe(0);
      const cd = next.data.map((i, k) => `${i.issue},${k + 1}`).join('|');
      const plays = familyOf(code)!.plays as unknown as Play[];
      const pick = plays.find((p) => isPickCredit(p) && p.shape.rows[0]!.maxPicks >= 3);
      if (pick) {
        const picks = pick.shape.rows[0]!.values.slice(0, Math.max(3, pick.shape.rows[0]!.minPicks));
        const wire = buildDoubleLine(creditItems(pick)[0]!, 1000n, picks);
        const bets = pick.countBets({ rows: [picks] });
        expect(wire.betCount).toBe(bets);
        // Multiples 1 and 2: 3 × the line.
        await expectCharged(
          orderPaths.doubleChase,
          { tid, cd, cm: 0, 'list.0.playItemId': wire.playItemId, 'list.0.betAmount': wire.betAmount, 'list.0.betCount': wire.betCount, 'list.0.content': wire.content },
          3n * 1000n * BigInt(bets),
          `${pick.code} chase`,
        );
      }
      const standard = plays.find((p) => p.market === 'standard');
      if (standard) {
        const selection = validSelection(standard, standard.id)!;
        const line = buildBetLine({ play: standard, selection, mode: 1, multiple: 2, lineNo: 1 });
        await expectCharged(orderPaths.normalChase, { tid, cd, cm: 0, bd: JSON.stringify([line]) }, 3n * stakeMilli(line.c, 1, 2), `${standard.code} chase`);
      }
    }
  });

  it('kept the ledger equal to the balances', async () => {
    const [w] = await ctx.db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId));
    expect(w!.balance < 10n ** 12n).toBe(true);
    await expectMoneyConserved(ctx.db);
  });
});
