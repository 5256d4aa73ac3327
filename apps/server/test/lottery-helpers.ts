import type { FastifyInstance } from 'fastify';
import { paths } from '@lotus/contracts';
import { DEMO } from '../src/seed.ts';
import { form, FORM } from './harness.ts';
import { operatorLogin } from './operators.ts';

/** A clock tests move by hand (STYLE: time passed in; no sleeping on the wall clock). */
export function testClock(startIso: string) {
  let t = Date.parse(startIso);
  return {
    now: () => new Date(t),
    set: (iso: string) => {
      t = Date.parse(iso);
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export async function memberToken(app: FastifyInstance, account: string = DEMO.member.account, password: string = DEMO.member.password) {
  const res = await app.inject({ method: 'POST', url: paths.memberLogin, headers: FORM, payload: form({ account, password }) });
  return (res.json() as { data: { token: string } }).data.token;
}

export function operatorToken(app: FastifyInstance, account: string = DEMO.operator.account, password: string = DEMO.operator.password) {
  return operatorLogin(app, account, password);
}

export async function get<T = unknown>(app: FastifyInstance, url: string, token?: string, lang = 'en') {
  const res = await app.inject({ method: 'GET', url, headers: { lang, ...(token ? { token } : {}) } });
  return res.json() as { code: number; msg: string; data: T };
}

export async function post<T = unknown>(app: FastifyInstance, url: string, body: Record<string, string | number>, token?: string, lang = 'en') {
  const res = await app.inject({ method: 'POST', url, headers: { ...FORM, lang, ...(token ? { token } : {}) }, payload: form(body) });
  return res.json() as { code: number; msg: string; data: T };
}
