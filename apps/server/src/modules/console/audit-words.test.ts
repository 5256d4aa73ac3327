/**
 * The audit log in operators' words and units (issue #27): an entry names the member it is about
 * by account (from the order it targets), and amounts kept in milli-units read in money units.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleAccessPaths, consolePaths, walletPaths } from '@lotus/contracts';
import { describeApp } from '../../../test/app.ts';
import { client } from '../../../test/client.ts';
import { inMoneyUnits } from './audit-words.ts';

describe('amounts in money units', () => {
  it('reads a …Milli amount in money units under its plain name, at any depth, and leaves the rest', () => {
    expect(inMoneyUnits({ amountMilli: '12345', rows: [{ level: 1, depositMilli: 100000 }], note: 'x', code: '1 2 3' })).toEqual({
      amount: '12.345',
      rows: [{ level: 1, deposit: '100.000' }],
      note: 'x',
      code: '1 2 3',
    });
    expect(inMoneyUnits(null)).toBeNull();
  });
});

describeApp('the audit log names its member', (ctx) => {
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    api = client(ctx.app);
  });

  it('names the member of a withdrawal by his account, its amount in money units', async () => {
    const admin = await api.operator();
    const member = await api.newMember('aud');
    const cardId = await api.readyToWithdraw(member.token);
    await api.credit(admin, member.account, '500');
    const w = await api.post(walletPaths.withdraw, { amount: '120.5', cardId, fundPwd: '654321ab' }, { token: member.token });
    expect(w.body.code, w.body.msg).toBe(0);
    const orderNo = w.body.data.orderNo as string;
    const rejected = await api.post(consolePaths.withdrawalReject.replace(':orderNo', orderNo), { reason: 'audit words' }, { token: admin });
    expect(rejected.body.code, rejected.body.msg).toBe(0);
    const res = await api.get(consoleAccessPaths.auditList, { action: 'withdrawal.reject', target: orderNo, page: 1, size: 20 }, { token: admin });
    expect(res.body.data.list[0]).toMatchObject({ target: orderNo, member: member.account, lottery: null, detail: { amount: '120.500' } });
    // A balance adjustment targets the account itself: named as the member too.
    const adjusted = await api.get(consoleAccessPaths.auditList, { action: 'member.adjust.propose', page: 1, size: 20 }, { token: admin });
    expect(adjusted.body.data.list[0]).toMatchObject({ target: member.account, member: member.account });
  });
});
