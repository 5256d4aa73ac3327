/**
 * One money path (issue #29, docs/architecture.md): every statement that changes a balance or
 * writes a money move or ledger row lives under modules/ledger/ (service.ts, the bet's statement
 * bet.ts and its group commit bet-batch.ts, the benchmarks' synthetic.ts). A file elsewhere that
 * writes one fails here; it should call a ledger function instead.
 */
import { describe, expect, it } from 'vitest';
import { serverSourceFiles, where } from '../../../test/source-scan.ts';
import { moneyWrites } from './money-path.ts';

describe('the one money path', () => {
  const files = serverSourceFiles();

  it('no file outside modules/ledger writes a balance, a money move or a ledger row', () => {
    expect(files.length).toBeGreaterThan(100);
    const outside = files
      .filter((f) => !f.path.startsWith('modules/ledger/'))
      .flatMap((f) => moneyWrites(f.code).map((w) => `${where(f, w.offset)}: ${w.what}`));
    expect(outside).toEqual([]);
  });

  it('finds the ledger module’s own writes (the scan sees what it must forbid elsewhere)', () => {
    const inLedger = (name: string) => moneyWrites(files.find((f) => f.path === `modules/ledger/${name}`)!.code).map((w) => w.what);
    expect(inLedger('bet.ts')).toEqual(
      expect.arrayContaining(['UPDATE wallets … balance', 'INSERT INTO money_moves', 'INSERT/UPDATE house_accounts', 'INSERT INTO ledger']),
    );
    expect(inLedger('bet-batch.ts')).toEqual(expect.arrayContaining(['UPDATE wallets … balance', 'INSERT INTO ledger']));
    expect(inLedger('service.ts')).toEqual(expect.arrayContaining(['UPDATE wallets … balance', 'INSERT INTO ledger']));
  });

  it.each([
    ['raw SQL balance update', 'await tx.execute(sql`update wallets set balance = balance + ${d}::bigint where member_id = ${m}`);'],
    ['raw SQL balance update, aliased', 'sql`UPDATE "wallets" AS w SET turnover = 0, balance = w.balance - 1 FROM x`'],
    ['raw SQL ledger insert', 'sql`insert into ledger (move_id, type, amount) values (1, 2, 3)`'],
    ['raw SQL wallet with a balance', 'sql`insert into wallets (member_id, balance) values (1, 5)`'],
    ['drizzle balance update', 'await tx.update(wallets).set({ balance: sql`${wallets.balance} + 1` }).where(eq(wallets.memberId, id));'],
    ['drizzle ledger insert', 'await db.insert(ledger).values({ moveId, type: "bet", amount: 1n });'],
    ['drizzle ledger insert via namespace', 'await db.insert(schema.ledger).values(rows);'],
    ['drizzle move insert', 'await db.insert(moneyMoves).values(row);'],
    ['house account update', 'sql`update house_accounts set balance = balance + 1`'],
  ])('a %s is a money write', (_, code) => {
    expect(moneyWrites(code)).not.toEqual([]);
  });

  it.each([
    ['turnover update', 'sql`update wallets w set turnover = greatest(w.turnover - x.v::bigint, 0) from x where w.member_id = x.m`'],
    ['wallet lock', 'await tx.update(wallets).set({ lockedAt: null }).where(eq(wallets.memberId, m.id));'],
    ['empty wallet', 'await db.insert(wallets).values({ memberId: id });'],
    ['ledger read', 'sql`select sum(amount) from ledger where member_id = 1`'],
    ['other table', 'sql`insert into ledger_days (day) values (1)`'],
    ['a balance read by a drizzle update', 'await tx.update(wallets).set({ turnoverMilli: 0n }).where(gte(wallets.balance, 0n));'],
  ])('a %s is not', (_, code) => {
    expect(moneyWrites(code)).toEqual([]);
  });
});
