import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_NETWORK, CLIENT_TIMEOUT, createClient, encodeValues, fillPath, routeRef } from './client.ts';
import { ResultCode } from './envelope.ts';
import { reviewRoutes, walletRoutes } from './routes/index.ts';

/** The contracts compile without DOM types; the test runs on Node, which has these. */
const { Response, DOMException } = globalThis as unknown as {
  Response: new (body: string, init: { status: number }) => unknown;
  DOMException: new (message: string, name: string) => Error;
};

type Sent = { url: string; method: string; headers: Record<string, string>; body?: string };

function answer(status: number, body: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: Omit<Sent, 'url'>) => {
    sent.push({ url, ...init });
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  });
  return sent;
}

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());
  const client = (extra: Partial<Parameters<typeof createClient>[0]> = {}) =>
    createClient({ headers: () => ({ lang: 'en', token: 't1' }), ...extra });

  it('sends a GET input as its query and returns the data of code 0', async () => {
    const sent = answer(200, { code: 0, msg: 'ok', data: { list: [], total: 0, page: 2, size: 20 } });
    const data = await client().call(reviewRoutes.deposits, { page: 2, account: 'a b', status: undefined });
    expect(data).toEqual({ list: [], total: 0, page: 2, size: 20 });
    expect(sent[0]).toMatchObject({
      url: '/api/console/deposits?page=2&account=a+b',
      method: 'GET',
      headers: { lang: 'en', token: 't1' },
    });
    expect(sent[0]!.body).toBeUndefined();
  });

  it('calls a route by its reference (routeRef) exactly as by the route itself', async () => {
    const sent = answer(200, { code: 0, msg: 'ok', data: { list: [], total: 0, page: 1, size: 5 } });
    const input = { page: 1, account: 'a', status: undefined };
    await client().call(reviewRoutes.deposits, input);
    const ref = routeRef<typeof reviewRoutes.deposits>(reviewRoutes.deposits.method, reviewRoutes.deposits.path);
    expect(ref).toEqual({ method: 'GET', path: reviewRoutes.deposits.path });
    await client().call(ref, input);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('fills path parameters and form-encodes the rest of a POST; call headers win', async () => {
    const sent = answer(200, { code: 0, msg: 'ok', data: {} });
    await client({ omitEmpty: true }).call(
      reviewRoutes.depositReject,
      { orderNo: 'D/1', reason: 'no', status: 1, note: '' } as never,
      {
        headers: { token: 't2' },
      },
    );
    expect(sent[0]!.url).toBe(`/api/console/deposits/${encodeURIComponent('D/1')}/reject`);
    expect(sent[0]!.body).toBe('reason=no&status=1');
    expect(sent[0]!.headers).toMatchObject({
      token: 't2',
      'content-type': 'application/x-www-form-urlencoded',
    });
  });

  it('throws the result code, message and data of a refusal', async () => {
    answer(200, { code: ResultCode.BALANCE_INSUFFICIENT, msg: 'Số dư không đủ', data: { duplicate: true } });
    const err = await client()
      .call(walletRoutes.withdrawRange)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: ResultCode.BALANCE_INSUFFICIENT,
      message: 'Số dư không đủ',
      status: 200,
      data: { duplicate: true },
    });
  });

  it('tells the app of a 401 with the headers it sent', async () => {
    answer(401, { code: 401, msg: 'sign in', data: null });
    const onUnauthorized = vi.fn();
    const err = await client({ onUnauthorized })
      .call(walletRoutes.withdrawRange)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ResultCode.NOT_LOGGED_IN, status: 401, message: 'sign in' });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ token: 't1' }));
  });

  it('names a failure without an envelope by its own codes', async () => {
    answer(502, '<html>bad gateway</html>');
    await expect(client().call(walletRoutes.withdrawRange)).rejects.toMatchObject({
      code: ResultCode.SERVER_ERROR,
      status: 502,
      message: '',
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      client({ failureText: (f) => `${f.kind}` }).call(walletRoutes.withdrawRange),
    ).rejects.toMatchObject({ code: CLIENT_NETWORK, message: 'network' });
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('late', 'TimeoutError')));
    await expect(client().call(walletRoutes.withdrawRange)).rejects.toMatchObject({ code: CLIENT_TIMEOUT });
  });

  it('fills a path and leaves the other values', () => {
    expect(fillPath('/a/:id/b/:n', { id: 7, n: 'x y', keep: 1 })).toEqual({
      path: '/a/7/b/x%20y',
      rest: { keep: 1 },
    });
  });

  it('sends a nested object as dotted keys', () => {
    const encoded = encodeValues(
      { title: 'a', translations: { en: { title: 'b', body: '' }, zh: undefined }, n: 3 },
      true,
    );
    expect(encoded).toBe('title=a&translations.en.title=b&n=3');
  });

  it('sends a list of objects as dotted keys by index, a list of values as its text', () => {
    expect(
      encodeValues({ tid: 1, list: [{ playItemId: 5, betAmount: '2' }, { playItemId: 6, content: '1,2' }], ids: [3, 4] }),
    ).toBe('tid=1&list.0.playItemId=5&list.0.betAmount=2&list.1.playItemId=6&list.1.content=1%2C2&ids=3%2C4');
  });
});
