import type { z } from 'zod';
import { ResultCode, type Envelope } from './envelope.ts';

/**
 * The one API client of the web app and the console (issue #29): a route is described once, here
 * in the contracts (`defineRoute`: method, path, the zod schemas of its input and of its success
 * data), the server registers it with the same schemas (apps/server/test/client-routes.test.ts
 * checks each one against the server's route table), and `call(route, input)` is typed by it.
 *
 * The wire format is the product's (docs/product.md §7): a form-encoded body (a GET or DELETE
 * sends the input as its query), the headers the app supplies (token, authorization, lang…), the
 * `{code, msg, data}` envelope unwrapped: data on code 0, an ApiError carrying the result code
 * otherwise. A client recognises a refusal by `ApiError.code`, never by its translated text.
 *
 * Only types are imported from zod: the client parses nothing, so a page that calls the API does
 * not carry the schemas unless it names a route.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One route of the API as its clients know it. */
export interface ApiRoute {
  readonly method: HttpMethod;
  /** Fastify's form: `:name` marks a path parameter. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The `data` of the success envelope. */
  readonly response: z.ZodType;
}

/** Describes a route (the identity function, kept for its type: literal method and path). */
export const defineRoute = <const R extends ApiRoute>(route: R): R => route;

/**
 * A route named by its method and path only, typed by the route it stands for. A module on the
 * member site's first page imports the route's type (`import type`) and calls it through this, so
 * the first page does not carry the route's zod schemas (the client parses nothing at run time);
 * the path must be the route's own (its literal type is checked).
 */
export interface RouteRef<R extends ApiRoute> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Never set: carries the route's type. */
  readonly route?: R;
}
export const routeRef = <R extends ApiRoute>(method: R['method'], path: R['path']): RouteRef<R> => ({ method, path });

/** The `:name` parameters of a path, as a type. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Scalar = string | number | boolean | null | undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;
type ParamsOf<R extends ApiRoute> = R['params'] extends z.ZodType
  ? z.input<R['params']>
  : [PathParamNames<R['path']>] extends [never]
    ? unknown
    : Record<PathParamNames<R['path']>, string | number>;

/** What a call sends: its path parameters and its query or body fields, in one object. */
export type RouteInput<R extends ApiRoute> = ParamsOf<R> & InputOf<R['query']> & InputOf<R['body']>;
/** The success data of a route. */
export type RouteOutput<R extends ApiRoute> = z.output<R['response']>;

/** Codes of failures that never reached a server answer. */
export const CLIENT_NETWORK = -1;
export const CLIENT_TIMEOUT = -2;

/** A failed call: the result code, the server's already translated message, the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    /** The envelope's data of a refusal (e.g. `{ duplicate: true }` for a repeat bet). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call that got no envelope back: no answer, no answer in time, or an answer that is not JSON. */
export interface TransportFailure {
  kind: 'network' | 'timeout' | 'format';
  status: number;
  statusText: string;
  error?: unknown;
}

export interface ClientConfig {
  /** The headers of every call (token, authorization, lang, device…), read at each call. */
  headers: () => Record<string, string>;
  /** Abort a call after this long (no limit without it). */
  timeoutMs?: number;
  /** Leave out fields whose value is '' (as well as undefined and null). */
  omitEmpty?: boolean;
  /**
   * The transport, instead of the global `fetch` (read at each call): the web answers its first
   * page's GETs from the requests index.html started early (apps/web/src/features/home/early-gets.ts).
   */
  fetch?: Platform['fetch'];
  /** A 401 (status or code): the session is gone. Receives the headers the call sent. */
  onUnauthorized?: (sent: Readonly<Record<string, string>>) => void;
  /** The message of an ApiError for a transport failure ('' unless given). */
  failureText?: (failure: TransportFailure) => string;
}

export interface CallOptions {
  /** Headers of this call only, over the app's. */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export type Values = Record<string, unknown>;

/*
 * The few platform pieces the client uses, typed here: the contracts compile without the DOM's or
 * Node's types (tsconfig `types: []`), and the browser and Node both provide them.
 */
interface WireResponse {
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}
interface Platform {
  fetch(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string; signal?: unknown },
  ): Promise<WireResponse>;
  URLSearchParams: new () => { set(k: string, v: string): void; toString(): string };
  AbortSignal: { timeout(ms: number): unknown };
}
const platform = () => globalThis as unknown as Platform;

/** `/x/:id/y` with its parameters filled in; returns the rest of the values. */
export function fillPath(template: string, values: Values): { path: string; rest: Values } {
  const rest: Values = { ...values };
  const path = template.replace(/:(\w+)/g, (_m, name: string) => {
    const v = rest[name];
    delete rest[name];
    return encodeURIComponent(String(v ?? ''));
  });
  return { path, rest };
}

const isPlainObject = (v: unknown): v is Values =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The form fields of the values; a nested object's fields go under dotted keys
 * (`translations.en.title`), and so do a list's objects, by their index (`list.0.playItemId`,
 * docs/product.md §7). A list of plain values is sent as its text (`1,2,3`).
 */
export function encodeValues(values: Values, omitEmpty = false): string {
  const q = new (platform().URLSearchParams)();
  const add = (prefix: string, from: Values) => {
    for (const [k, v] of Object.entries(from)) {
      if (v === undefined || v === null || (omitEmpty && v === '')) continue;
      if (isPlainObject(v)) add(`${prefix}${k}.`, v);
      else if (Array.isArray(v) && v.length > 0 && v.every(isPlainObject))
        v.forEach((item: Values, i) => add(`${prefix}${k}.${i}.`, item));
      else q.set(`${prefix}${k}`, String(v as Scalar));
    }
  };
  add('', values);
  return q.toString();
}

export interface ApiClient {
  /** Calls a route of the contracts' table: typed input, typed success data. */
  call<R extends ApiRoute>(route: R, input?: RouteInput<R>, options?: CallOptions): Promise<RouteOutput<R>>;
  /** The same through a route's reference (routeRef): typed by its route, without its schemas. */
  call<R extends ApiRoute>(route: RouteRef<R>, input?: RouteInput<R>, options?: CallOptions): Promise<RouteOutput<R>>;
}

export function createClient(config: ClientConfig): ApiClient {
  async function send<T>(
    method: HttpMethod,
    path: string,
    values: Values = {},
    options: CallOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...config.headers(), ...options.headers };
    let url = path;
    let body: string | undefined;
    const encoded = encodeValues(values, config.omitEmpty);
    if (method === 'GET' || method === 'DELETE') {
      if (encoded) url += `?${encoded}`;
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = encoded;
    }
    const timeoutMs = options.timeoutMs ?? config.timeoutMs;
    const fail = (failure: TransportFailure, code: number) =>
      new ApiError(code, config.failureText?.(failure) ?? '', failure.status);
    let res: WireResponse;
    try {
      // Read at each call: tests stub the global fetch.
      const init = {
        method,
        headers,
        body,
        ...(timeoutMs ? { signal: platform().AbortSignal.timeout(timeoutMs) } : {}),
      };
      res = await (config.fetch ? config.fetch(url, init) : platform().fetch(url, init));
    } catch (error) {
      // A DOMException named TimeoutError (AbortSignal.timeout).
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw fail(
        { kind: timedOut ? 'timeout' : 'network', status: 0, statusText: '', error },
        timedOut ? CLIENT_TIMEOUT : CLIENT_NETWORK,
      );
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await res.json()) as Envelope<T>;
    } catch (error) {
      throw fail(
        { kind: 'format', status: res.status, statusText: res.statusText, error },
        ResultCode.SERVER_ERROR,
      );
    }
    if (res.status === 401 || envelope.code === ResultCode.NOT_LOGGED_IN) {
      config.onUnauthorized?.(headers);
      throw new ApiError(ResultCode.NOT_LOGGED_IN, envelope.msg, 401);
    }
    if (envelope.code !== ResultCode.OK)
      throw new ApiError(envelope.code, envelope.msg, res.status, envelope.data);
    return envelope.data;
  }

  return {
    call: <R extends ApiRoute>(route: R | RouteRef<R>, input?: RouteInput<R>, options?: CallOptions) => {
      const { path, rest } = fillPath(route.path, (input ?? {}) as Values);
      return send<RouteOutput<R>>(route.method, path, rest, options);
    },
  };
}
