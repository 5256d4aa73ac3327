/**
 * Standalone verifier: `npm run verify -- <lottery> <issue> [--url http://host:port]`.
 * Fetches the public verification record of a drawn issue and re-derives the result from the
 * revealed seed with the engine alone. Exit code 0 when everything matches, 1 otherwise.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lotteryPaths, type DrawVerification, type LotteryCategory, type TicketCfg } from '@lotus/contracts';
import { loadConfig } from '../config.ts';
import { rederive } from './verify-core.ts';

type Fetch = (url: string) => Promise<{ code: number; msg: string; data: unknown }>;

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

async function main() {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf('--url');
  const base = (urlAt >= 0 ? args[urlAt + 1] : undefined) ?? `http://127.0.0.1:${loadConfig().port}`;
  const positional = args.filter((_, i) => i !== urlAt && i !== urlAt + 1);
  const [lottery, issue] = positional;
  if (!lottery || !issue) {
    console.error('usage: npm run verify -- <lottery code or ticketId> <issue> [--url http://host:port]');
    process.exit(2);
  }
  const get: Fetch = async (url) => {
    const r = await fetch(url, { headers: { lang: 'en' }, signal: AbortSignal.timeout(10_000) });
    return (await r.json()) as { code: number; msg: string; data: unknown };
  };
  const result = await verifyIssue(base.replace(/\/$/, ''), lottery, issue, get);
  for (const line of result.lines) console.log(line);
  console.log(result.ok ? 'VERIFIED' : 'NOT VERIFIED');
  process.exit(result.ok ? 0 : 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
