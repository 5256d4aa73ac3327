/**
 * Standalone verifier.
 *
 *   npm run verify -- <lottery> <issue> [--url http://host:port]
 *     fetches the public verification record of a drawn issue and re-derives the result from the
 *     revealed seed with the engine alone;
 *   npm run verify -- draws (--token T | --account A --password P) [--url http://host:port]
 *     fetches a member's own sign-in and invite draws and re-derives each one whose day is over
 *     (seed revealed) from the seed, the member id, the day, the chance and the recorded table.
 *
 * Exit code 0 when everything matches, 1 otherwise.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lotteryPaths, paths, promoPaths, type DrawVerification, type LotteryCategory, type SignDrawView, type TicketCfg } from '@lotus/contracts';
import { parseMoney, verifyPromoDraw } from '@lotus/engine';
import { loadConfig } from '../config.ts';
import { rederive } from '../modules/draws/rederive.ts';

type Fetch = (url: string, token?: string) => Promise<{ code: number; msg: string; data: unknown }>;

const milliOf = (text: string) => {
  const m = parseMoney(text);
  if (!('milli' in m)) throw new Error(`not an amount: ${text}`);
  return m.milli;
};

/**
 * Re-derives every revealed draw (sign-in and invite) of the member the token belongs to. A draw
 * whose day still runs is listed as waiting for its seed and does not fail the run.
 */
export async function verifyMemberDraws(base: string, token: string, get: Fetch): Promise<{ ok: boolean; lines: string[]; verified: number }> {
  const lines: string[] = [];
  const draws: SignDrawView[] = [];
  for (const url of [promoPaths.signDetail, promoPaths.inviteDrawCount]) {
    const res = await get(`${base}${url}`, token);
    if (res.code !== 0) return { ok: false, lines: [`${url}: ${res.msg}`], verified: 0 };
    draws.push(...((res.data as { draws?: SignDrawView[] }).draws ?? []));
  }
  let ok = true;
  let verified = 0;
  for (const d of draws) {
    const label = `${d.kind} ${d.day} chance ${d.chance}: prize ${d.prizeIndex} (${d.amount})`;
    if (d.seed === null) {
      lines.push(`${label} — the day is not over; its seed is still secret (commitment ${d.commitment})`);
      continue;
    }
    if (d.table === null) {
      lines.push(`${label} — drawn before tables were recorded; the seed and HMAC only`);
    }
    const failed = verifyPromoDraw({
      kind: d.kind,
      memberId: d.memberId,
      day: d.day,
      chance: d.chance,
      seed: d.seed,
      commitment: d.commitment,
      hmac: d.hmac,
      table: (d.table ?? [{ weight: 1, amount: d.amount }]).map((p) => ({ weight: p.weight, amountMilli: milliOf(p.amount) })),
      multiplier: d.table ? d.multiplier : 1,
      prizeIndex: d.table ? d.prizeIndex : 0,
      amountMilli: milliOf(d.amount),
    });
    if (failed.length === 0) {
      verified += 1;
      if (d.table !== null) lines.push(`${label} — matches`);
    } else {
      ok = false;
      lines.push(`${label} — DIFFERS: ${failed.join('; ')}`);
    }
  }
  lines.push(`${verified} of ${draws.length} draws re-derived`);
  return { ok, lines, verified };
}

export async function verifyIssue(base: string, lottery: string, issue: string, get: Fetch): Promise<{ ok: boolean; lines: string[] }> {
  let ticketId = Number(lottery);
  if (!Number.isInteger(ticketId) || ticketId <= 0) {
    const list = await get(`${base}${lotteryPaths.ticketTypeList}`);
    const found = (list.data as LotteryCategory[]).flatMap((c) => c.list).find((l) => l.code === lottery);
    if (!found) return { ok: false, lines: [`no lottery ${lottery}`] };
    ticketId = found.ticketId;
  }
  const cfg = await get(`${base}${lotteryPaths.ticketCfg}?ticketId=${ticketId}`);
  if (cfg.code !== 0) return { ok: false, lines: [cfg.msg] };
  const res = await get(`${base}${lotteryPaths.verifyDraw}?ticketId=${ticketId}&issue=${encodeURIComponent(issue)}`);
  if (res.code !== 0) return { ok: false, lines: [res.msg] };
  const v = res.data as DrawVerification;
  const out = rederive(v, (cfg.data as TicketCfg).family);
  return { ok: out.ok, lines: [`${v.lottery} issue ${v.issue}: seed ${v.seed}`, ...out.lines] };
}

const USAGE = [
  'usage: npm run verify -- <lottery code or ticketId> <issue> [--url http://host:port]',
  '       npm run verify -- draws (--token T | --account A --password P) [--url http://host:port]',
].join('\n');

async function main() {
  const args = process.argv.slice(2);
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) flags.set(a.slice(2), args[++i] ?? '');
    else positional.push(a);
  }
  const base = (flags.get('url') ?? `http://127.0.0.1:${loadConfig().port}`).replace(/\/$/, '');
  const get: Fetch = async (url, token) => {
    const r = await fetch(url, { headers: { lang: 'en', ...(token ? { token } : {}) }, signal: AbortSignal.timeout(10_000) });
    return (await r.json()) as { code: number; msg: string; data: unknown };
  };
  const [what, issue] = positional;
  let result: { ok: boolean; lines: string[] };
  if (what === 'draws') {
    let token = flags.get('token');
    if (!token && flags.get('account') && flags.get('password')) {
      const r = await fetch(`${base}${paths.memberLogin}`, {
        method: 'POST',
        headers: { lang: 'en', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account: flags.get('account')!, password: flags.get('password')! }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await r.json()) as { code: number; msg: string; data: { token?: string } | null };
      if (body.code !== 0 || !body.data?.token) {
        console.error(`login: ${body.msg}`);
        process.exit(1);
      }
      token = body.data.token;
    }
    if (!token) {
      console.error(USAGE);
      process.exit(2);
    }
    result = await verifyMemberDraws(base, token, get);
  } else if (what && issue) {
    result = await verifyIssue(base, what, issue, get);
  } else {
    console.error(USAGE);
    process.exit(2);
  }
  for (const line of result.lines) console.log(line);
  console.log(result.ok ? 'VERIFIED' : 'NOT VERIFIED');
  process.exit(result.ok ? 0 : 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
