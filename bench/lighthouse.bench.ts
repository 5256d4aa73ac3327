/**
 * Lighthouse on the member site's home (issue #31): the built app served by the real server (as
 * `cold` starts it), audited by the `lighthouse` package in Debian's Chromium (/usr/bin/chromium,
 * launched by Playwright with a debugging port Lighthouse connects to) with Lighthouse's default
 * phone profile: a Moto G Power's screen, 4× CPU slowdown and a slow 4G network, simulated. Prints
 * the performance, accessibility, best-practices and SEO scores against the issue's aim of 90, and
 * for every category short of 100 the audits that cost it points (with a failing element or two).
 * BENCH_LIGHTHOUSE_REPORT=<file> saves the whole report (JSON) there. Installability is not a Lighthouse
 * category any more: e2e/tests/pwa.spec.ts checks Chromium's own installability errors.
 *
 * BENCH_WEB_URL audits a server already running there instead of starting one.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { builtServer, CHROMIUM_ARGS, CHROMIUM_PATH } from './cold-load.bench.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const AIM = 90;
/** Audits listed per category under the aim, the costliest first. */
const MAX_AUDITS_LISTED = 6;

/** A free TCP port on 127.0.0.1 for Chromium's DevTools endpoint. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export default async function lighthouseBench(): Promise<void> {
  const server = await builtServer();
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    // One unaudited visit: the server's first answers (database, lazy modules) are not the page's cost.
    const warm = await browser.newPage();
    await warm.goto(`${server.url}/web/home`);
    await warm.close();
    const url = `${server.url}/web/home`;
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error('Lighthouse returned no result');
    const reportFile = process.env.BENCH_LIGHTHOUSE_REPORT;
    if (reportFile) writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    const { lhr } = result;
    if (lhr.runtimeError) console.log(`Lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} profile (${lhr.environment.hostUserAgent}), ${url}:`);
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      const score = category?.score == null ? null : Math.round(category.score * 100);
      console.log(`  ${(category?.title ?? id).padEnd(16)} ${score === null ? 'n/a' : String(score).padStart(3)}${score !== null && score < AIM ? `  UNDER ${AIM}` : ''}`);
      if (!category || score === null || score === 100) continue;
      const lost = category.auditRefs
        .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
        .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
        .sort((a, b) => b.ref.weight * (1 - b.audit.score!) - a.ref.weight * (1 - a.audit.score!))
        .slice(0, MAX_AUDITS_LISTED);
      for (const { audit } of lost) {
        console.log(`      ${audit.id}: ${audit.displayValue ?? `score ${audit.score}`} (${audit.title})`);
        // Accessibility and SEO audits name the elements at fault.
        const items = (audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
        for (const item of items.slice(0, 2)) if (item.node) console.log(`        ${item.node.selector ?? ''} ${item.node.snippet?.slice(0, 160) ?? ''}`);
      }
    }
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    console.log(`  metrics: ${metrics.map((m) => `${m} ${lhr.audits[m]?.displayValue ?? '?'}`).join(', ')}`);
  } finally {
    await browser.close();
    server.stop();
  }
}
