import { beforeAll, expect, it } from 'vitest';
import { memberPaths, walletPaths } from '@lotus/contracts';
import { describeApp, handClock } from '../../../test/app.ts';
import { client, expectRefused } from '../../../test/client.ts';

const update = (type: string) => memberPaths.update.replace(':type', type);

describeApp('cards and withdrawal accounts', { clock: () => handClock(Date.now()), runScheduler: true }, (ctx) => {
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    api = client(ctx.app);
  });

  const bank = (cardNo: string, extra: Record<string, string | number> = {}) => ({
    type: 1,
    bankCode: 'VCB',
    branch: 'Hà Nội',
    cardNo,
    confirmCardNo: cardNo,
    holderName: 'Le Van Binh',
    fundPwd: '654321ab',
    ...extra,
  });
  const crypto = (address: string, extra: Record<string, string | number> = {}) => ({
    type: 2,
    network: 'USDT-TRC20',
    address,
    confirmAddress: address,
    holderName: 'Le Van Binh',
    fundPwd: '654321ab',
    ...extra,
  });

  async function memberWithFundPwd() {
    const m = await api.newMember('card');
    await api.post(update('realName'), { realName: 'Le Van Binh' }, { token: m.token });
    await api.post(
      update('fundPwd'),
      { fundPwd: '654321ab', confirmFundPwd: '654321ab' },
      { token: m.token },
    );
    return m;
  }

  it('lists the platform banks', async () => {
    const { token } = await api.newMember('card');
    const { body } = await api.get(walletPaths.bankList, {}, { token });
    expect(body.data).toContainEqual({ code: 'VCB', name: 'Vietcombank' });
    const networks = await api.get(walletPaths.bankList, { type: 2 }, { token });
    expect(networks.body.data).toEqual([
      { code: 'USDT-TRC20', name: 'USDT-TRC20' },
      { code: 'USDT-ERC20', name: 'USDT-ERC20' },
    ]);
  });

  it('requires a fund password before any card, and a real name', async () => {
    const { token } = await api.newMember('card');
    expectRefused(
      (await api.post(walletPaths.cardBind, bank('9704000011112222'), { token })).body,
      'wallet.noFundPwd',
    );
    await api.post(update('fundPwd'), { fundPwd: '654321ab', confirmFundPwd: '654321ab' }, { token });
    expectRefused(
      (await api.post(walletPaths.cardBind, bank('9704000011112222'), { token })).body,
      'card.realNameRequired',
    );
  });

  it('binds a bank card and shows it masked; the real name is then fixed', async () => {
    const { token } = await memberWithFundPwd();
    const { body } = await api.post(
      walletPaths.cardBind,
      bank('9704000011112222', { holderName: 'LE VAN  BINH' }),
      { token },
    );
    expect(body).toMatchObject({
      code: 0,
      msg: 'Added',
      data: {
        type: 1,
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        branch: 'Hà Nội',
        tail: '2222',
        holderName: 'Le Van Binh',
      },
    });
    expect(body.data.cardNo).toBe('************2222');
    const list = await api.get(walletPaths.cardQuery, {}, { token });
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body.data)).not.toContain('9704000011112222');
    expectRefused(
      (await api.post(update('realName'), { realName: 'Someone Else' }, { token })).body,
      'member.realNameLocked',
    );
  });

  it.each([
    [{ cardNo: '9704-0000', confirmCardNo: '9704-0000' }, 'card.numberInvalid'],
    [{ confirmCardNo: '9704000011112223' }, 'card.numberMismatch'],
    [{ holderName: 'Nguyen Van C' }, 'card.holderMismatch'],
    [{ bankCode: 'NOPE' }, 'card.bankUnknown'],
    [{ fundPwd: 'wrong000x' }, 'member.fundPwdWrong'],
  ])('refuses a bank card with %o: %s', async (extra, key) => {
    const { token } = await memberWithFundPwd();
    expectRefused(
      (await api.post(walletPaths.cardBind, bank('9704000011112222', extra), { token })).body,
      key,
    );
  });

  it('refuses the same card twice', async () => {
    const { token } = await memberWithFundPwd();
    expect((await api.post(walletPaths.cardBind, bank('9704000011113333'), { token })).body.code).toBe(0);
    expectRefused(
      (await api.post(walletPaths.cardBind, bank('9704000011113333'), { token })).body,
      'card.duplicate',
    );
  });

  it('allows at most 5 bank cards and 5 withdrawal accounts, counted apart', async () => {
    const { token } = await memberWithFundPwd();
    for (let i = 0; i < 5; i++) {
      const { body } = await api.post(walletPaths.cardBind, bank(`97040000111100${i}0`), { token });
      expect(body.code, body.msg).toBe(0);
    }
    expectRefused(
      (await api.post(walletPaths.cardBind, bank('9704000011110099'), { token })).body,
      'card.limitReached',
      {
        max: 5,
      },
    );
    for (let i = 0; i < 5; i++) {
      const { body } = await api.post(walletPaths.cardBind, crypto(`TQ5wK1kq9ZcJt3Wn8vZ6aY2e4b7r1m3x${i}P`), {
        token,
      });
      expect(body.code, body.msg).toBe(0);
    }
    expectRefused(
      (await api.post(walletPaths.cardBind, crypto('TQ5wK1kq9ZcJt3Wn8vZ6aY2e4b7r1m3x9Q'), { token })).body,
      'card.limitReached',
      { max: 5 },
    );
    expect((await api.get(walletPaths.cardQuery, { type: 1 }, { token })).body.data).toHaveLength(5);
    expect((await api.get(walletPaths.cardQuery, { type: 2 }, { token })).body.data).toHaveLength(5);
    expect((await api.get(walletPaths.cardQuery, {}, { token })).body.data).toHaveLength(10);
  });

  it('holds the limit when binds race', async () => {
    const { token } = await memberWithFundPwd();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.post(walletPaths.cardBind, bank(`97041111222200${i}0`), { token }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(5);
    expect((await api.get(walletPaths.cardQuery, { type: 1 }, { token })).body.data).toHaveLength(5);
  });

  it.each([
    [{ address: 'short', confirmAddress: 'short' }, 'card.addressInvalid'],
    [{ confirmAddress: 'TQ5wK1kq9ZcJt3Wn8vZ6aY2e4b7r1m3x9Z' }, 'card.addressMismatch'],
    [{ network: 'DOGE' }, 'card.networkUnknown'],
    [{ holderName: 'Tran Thi D' }, 'card.holderMismatch'],
  ])('refuses a withdrawal account with %o: %s', async (extra, key) => {
    const { token } = await memberWithFundPwd();
    expectRefused(
      (await api.post(walletPaths.cardBind, crypto('TQ5wK1kq9ZcJt3Wn8vZ6aY2e4b7r1m3x9P', extra), { token }))
        .body,
      key,
    );
  });
});
