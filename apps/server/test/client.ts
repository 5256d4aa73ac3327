import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { consolePaths, memberPaths, paths, walletPaths } from '@lotus/contracts';
import { translate } from '@lotus/i18n';
import { DEMO } from '../src/seed.ts';
import { form, FORM } from './harness.ts';
import { newOperator, operatorLogin } from './operators.ts';

/** Test helpers for the member and wallet API tests: calls as the web client makes them. */

export type Body = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Caller {
  token?: string;
  ip?: string;
  lang?: string;
  headers?: Record<string, string>;
}

export function client(app: FastifyInstance) {
  const headers = (c: Caller) => ({
    lang: c.lang ?? 'en',
    ...(c.token ? { token: c.token } : {}),
    ...c.headers,
  });
  async function post(url: string, values: Record<string, string | number> = {}, c: Caller = {}) {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, ...headers(c) },
      payload: form(values),
      remoteAddress: c.ip ?? '127.0.0.1',
    });
    return { res, body: res.json() as Body };
  }
  async function get(url: string, query: Record<string, string | number> = {}, c: Caller = {}) {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await app.inject({
      method: 'GET',
      url: qs ? `${url}?${qs}` : url,
      headers: headers(c),
      remoteAddress: c.ip ?? '127.0.0.1',
    });
    return { res, body: res.json() as Body };
  }

  async function login(account: string, password: string, c: Caller & { deviceId?: string } = {}) {
    const { body } = await post(paths.memberLogin, { account, password, ...(c.deviceId ? { deviceId: c.deviceId } : {}) }, c);
    expect(body.code, body.msg).toBe(0);
    return body.data.token as string;
  }

  let seq = 0;
  /** Registers a fresh member (unique account with the given prefix) and logs in. */
  async function newMember(prefix = 'mem') {
    seq += 1;
    const account = `${prefix}${Date.now().toString(36).slice(-5)}${seq}`.slice(0, 16);
    const password = 'abc45678x';
    const { body } = await post(memberPaths.registerDirect, { account, password, confirmPassword: password });
    expect(body.code, body.msg).toBe(0);
    const token = await login(account, password);
    return { account, password, token };
  }

  const operator = () => operatorLogin(app, DEMO.operator.account, DEMO.operator.password);

  /** Real name, fund password '654321ab' and one bank card: ready to withdraw. Returns the card id. */
  async function readyToWithdraw(token: string, realName = 'Nguyen Van A') {
    const ok = (b: Body) => expect(b.code, b.msg).toBe(0);
    ok((await post(memberPaths.update.replace(':type', 'realName'), { realName }, { token })).body);
    ok(
      (
        await post(
          memberPaths.update.replace(':type', 'fundPwd'),
          { fundPwd: '654321ab', confirmFundPwd: '654321ab' },
          { token },
        )
      ).body,
    );
    const card = await post(
      walletPaths.cardBind,
      {
        type: 1,
        bankCode: 'VCB',
        cardNo: '9704000011112222',
        confirmCardNo: '9704000011112222',
        holderName: realName,
        fundPwd: '654321ab',
      },
      { token },
    );
    ok(card.body);
    return card.body.data.id as string;
  }

  /**
   * Credits a member through the console's adjustment (audited, from the house): proposed by
   * `opToken`, confirmed by a second operator (two-person rule).
   */
  async function credit(opToken: string, account: string, amount: string) {
    const { body } = await post(
      consolePaths.adjust.replace(':account', account),
      { amount, reason: 'test credit' },
      { token: opToken },
    );
    expect(body.code, body.msg).toBe(0);
    const checker = await newOperator(app, 'checker01', 'finance');
    const confirmed = await post(consolePaths.proposalConfirm.replace(':id', body.data.id), {}, { token: checker });
    expect(confirmed.body.code, confirmed.body.msg).toBe(0);
  }

  async function setSettings(opToken: string, values: Record<string, string>) {
    const { body } = await post(consolePaths.settings, values, { token: opToken });
    expect(body.code, body.msg).toBe(0);
  }

  return { post, get, login, newMember, operator, readyToWithdraw, credit, setSettings };
}

/** Asserts a refusal with the exact message of `key` (tests send lang: en). */
export function expectRefused(body: Body, key: string, params?: Record<string, string | number>) {
  expect(body.code).not.toBe(0);
  expect(body.msg).toBe(translate('en', key, params));
}
