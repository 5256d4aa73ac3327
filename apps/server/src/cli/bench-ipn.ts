/**
 * VNPay IPNs under load (issue #28 "Done when"): 1,000 paid deposits' IPNs from 100 concurrent
 * senders against one server on PostgreSQL; each must be credited once, and the time from an
 * IPN's send to the member's balance push (p50/p99) is printed. Passes or fails nothing but the
 * count of credits.
 *
 *   tsx src/cli/bench-ipn.ts [--db postgres://postgres@127.0.0.1:5432/test] [--orders 1000] [--senders 100]
 *
 * Creates and drops its own database. 100 members register through the API (one per sender),
 * each opens its deposits through depositPre/third; the IPNs are signed as VNPay signs them and
 * sent through the HTTP router (inject), in-process.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { memberPaths, paths, payPaths, PushType, pushTopics, walletPaths } from '@lotus/contracts';
import { buildApp } from '../app.ts';
import { DEMO_VNPAY_SECRET, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { rowsOf } from '../lib/rows.ts';
import { signedText, vnpayDate, vnpaySignature } from '../modules/payments/vnpay-sign.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const adminUrl = arg('db', 'postgres://postgres@127.0.0.1:5432/test');
const orders = Math.min(100_000, Math.max(10, Number(arg('orders', '1000'))));
const senders = Math.min(1000, Math.max(1, Number(arg('senders', '100'))));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

async function main() {
  const name = `lotus_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 16 });
    const config = { ...loadConfig({ LOG_LEVEL: 'error', SEED_DEMO: 'true', ROLES: 'api' }), database: { kind: 'postgres' as const, url: url.toString(), poolSize: 16 } };
    const app = await buildApp(config, { database, serveWeb: false, runScheduler: false });
    const pushedAt = new Map<string, number[]>();
    const realPublish = app.deps.push.publish;
    app.deps.push.publish = async (topic, event) => {
      if (event.type === PushType.BALANCE) {
        const list = pushedAt.get(topic) ?? [];
        list.push(performance.now());
        pushedAt.set(topic, list);
      }
      return realPublish(topic, event);
    };
    const form = (v: Record<string, string>) => new URLSearchParams(v).toString();
    const post = async (url: string, v: Record<string, string>, token?: string) =>
      (await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en', ...(token ? { token } : {}) }, payload: form(v) })).json() as {
        code: number;
        msg: string;
        data: Record<string, unknown>;
      };

    let t = performance.now();
    const members: { token: string; topic: string }[] = [];
    for (let i = 0; i < senders; i++) {
      const account = `bi${i}x${randomBytes(2).toString('hex')}`;
      const reg = await post(memberPaths.registerDirect, { account, password: 'abc45678x', confirmPassword: 'abc45678x' });
      if (reg.code !== 0) throw new Error(reg.msg);
      const login = await post(paths.memberLogin, { account, password: 'abc45678x' });
      const [row] = rowsOf<{ id: string }>(await database.db.execute(sql`select id::text as id from members where account = ${account}`));
      members.push({ token: login.data.token as string, topic: pushTopics.member(BigInt(row!.id)) });
    }
    console.log(`${senders} members registered in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    const ipns: { query: string; topic: string }[] = [];
    for (let i = 0; i < orders; i++) {
      const m = members[i % senders]!;
      const pre = await post(walletPaths.depositPreThird, { channelId: '3', amount: '100' }, m.token);
      if (pre.code !== 0) throw new Error(pre.msg);
      const f = Object.fromEntries(new URL(pre.data.payUrl as string).searchParams);
      const fields: Record<string, string> = {
        vnp_Amount: f.vnp_Amount!,
        vnp_BankCode: 'NCB',
        vnp_CardType: 'ATM',
        vnp_OrderInfo: f.vnp_OrderInfo!,
        vnp_PayDate: vnpayDate(new Date()),
        vnp_ResponseCode: '00',
        vnp_TmnCode: f.vnp_TmnCode!,
        vnp_TransactionNo: String(10_000_000 + i),
        vnp_TransactionStatus: '00',
        vnp_TxnRef: f.vnp_TxnRef!,
      };
      ipns.push({ query: `${signedText(fields)}&vnp_SecureHash=${vnpaySignature(fields, DEMO_VNPAY_SECRET)}`, topic: m.topic });
    }
    console.log(`${orders} VNPay orders opened in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // 100 senders, each sending its share one after another; a push is matched to its IPN by the
    // member's topic and order of sending (one IPN of a member in flight at a time per sender).
    const latencies: number[] = [];
    const answers = new Map<string, number>();
    t = performance.now();
    await Promise.all(
      Array.from({ length: senders }, async (_, s) => {
        for (let i = s; i < ipns.length; i += senders) {
          const ipn = ipns[i]!;
          const before = pushedAt.get(ipn.topic)?.length ?? 0;
          const sent = performance.now();
          const res = await app.inject({ method: 'GET', url: `${payPaths.vnpayIpn}?${ipn.query}` });
          const code = (res.json() as { RspCode: string }).RspCode;
          answers.set(code, (answers.get(code) ?? 0) + 1);
          const pushed = pushedAt.get(ipn.topic) ?? [];
          if (pushed.length > before) latencies.push(pushed[before]! - sent);
        }
      }),
    );
    const seconds = (performance.now() - t) / 1000;
    const [counts] = rowsOf<{ completed: number; rows: number; credited: string }>(
      await database.db.execute(sql`select (select count(*) from dw_orders where status = 2)::int as completed,
        (select count(*) from ledger where type = 'deposit' and member_id is not null)::int as rows,
        (select coalesce(sum(balance), 0)::text from wallets w join members m on m.id = w.member_id where m.account like 'bi%') as credited`),
    );
    console.log(`${orders} IPNs from ${senders} senders in ${seconds.toFixed(1)} s (${(orders / seconds).toFixed(0)}/s); answers ${JSON.stringify(Object.fromEntries(answers))}`);
    console.log(`credited orders ${counts!.completed}, ledger deposit rows ${counts!.rows}, credited ${Number(counts!.credited) / 1000} units (expected ${orders * 100})`);
    console.log(`IPN → balance push: p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms over ${latencies.length} pushes`);
    if (counts!.completed !== orders || counts!.rows !== orders) process.exitCode = 1;
    await app.close();
    await database.close();
  } finally {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  }
}

await main();
