/**
 * Cold first visit of a phone (issue #13): the built app served by the real server, opened at
 * 390 px in Chromium with an empty cache, the CPU slowed 4× and the network shaped through the
 * DevTools protocol. "Ready" is when a lottery card is on screen with its countdown's time. Each profile
 * runs three times in a fresh browser context; the median is printed against the aims.
 * Beside it, the second visit of the same context (issue #31): home opened again once the service
 * worker the first visit installed is active, and so served from its precache.
 *
 * BENCH_WEB_URL measures a server already running there instead of starting one.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

const root = fileURLToPath(new URL('../', import.meta.url));
const RUNS = 3;
const CPU_SLOWDOWN = 4;
const READY_TIMEOUT_MS = 60_000;
/** The first visit's worker precaches the shell and every chunk (about 3 MB) before it is active. */
const SW_INSTALL_TIMEOUT_MS = 120_000;
/** Issue #31: the second visit's home ready in at most 0.8 s on the phone profile. */
const SECOND_VISIT_AIM_MS = 800;

/** Throughput in bits per second and round-trip latency, as DevTools' throttling presets give them. */
export const PROFILES = [
  { name: '9 Mbps / 60 ms', bitsPerSecond: 9_000_000, latencyMs: 60, aimMs: 2500 },
  { name: '1.6 Mbps / 150 ms', bitsPerSecond: 1_600_000, latencyMs: 150, aimMs: 4000 },
] as const;
type Profile = (typeof PROFILES)[number];

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'lotus-bench-web-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/sk/cashew/system/config/query`).then((r) => r.ok, () => false);
    if (up) return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not start');
}

/** The phone's network and CPU for a page, through the DevTools protocol. */
async function throttle(context: BrowserContext, page: Page, profile: Profile, cacheDisabled: boolean): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.bitsPerSecond / 8,
    uploadThroughput: profile.bitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Taken in the page from its start: the first frame after a lottery card's countdown shows a time
 * (its placeholder `--:--`, before the current issue is known, is not ready). A check from outside
 * the page runs only when the page's main thread is free, and the rest of home renders right after
 * the first cards: it saw the same frame 0.3–0.4 s late on the phone's slowed CPU.
 */
const READY_PROBE = `(() => {
  const shown = () => [...document.querySelectorAll('[data-testid^="home-lottery-"] [data-testid="home-countdown"]')].some((e) => /\\d/.test(e.textContent ?? ''));
  const seen = new MutationObserver(() => {
    if (!shown()) return;
    seen.disconnect();
    requestAnimationFrame(() => (window.__homeReadyMs = performance.now()));
  });
  seen.observe(document, { subtree: true, childList: true, characterData: true });
})()`;

/** Milliseconds from the start of navigating to /web/home until a card's countdown shows a time (READY_PROBE). */
async function homeReadyMs(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/web/home`, { waitUntil: 'commit' });
  // A function, not a string: the page's CSP refuses a string evaluated as script.
  const ready = await page.waitForFunction(() => (globalThis as { __homeReadyMs?: number }).__homeReadyMs, undefined, {
    timeout: READY_TIMEOUT_MS,
    polling: 100,
  });
  return Number(await ready.jsonValue());
}

/**
 * A first visit with an empty cache, then (issue #31) a return: once the service worker the first
 * visit installed is active, that tab is closed and home opened again in a new one of the same
 * browser context, with the same network and CPU, the HTTP cache left as the first visit made it.
 * `secondMs` is null when the return visit was not served by the service worker.
 */
async function visitsMs(browser: Browser, url: string, profile: Profile): Promise<{ firstMs: number; secondMs: number | null }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  await context.addInitScript(READY_PROBE);
  try {
    const first = await context.newPage();
    await throttle(context, first, profile, true);
    const firstMs = await homeReadyMs(first, url);
    // Page code as text: this folder is compiled without the DOM's types.
    await first.waitForFunction("(async () => (await navigator.serviceWorker.ready).active?.state === 'activated')()", undefined, {
      timeout: SW_INSTALL_TIMEOUT_MS,
      polling: 250,
    });
    await first.close();
    const second = await context.newPage();
    await throttle(context, second, profile, false);
    const readyMs = await homeReadyMs(second, url);
    const controlled = (await second.evaluate('navigator.serviceWorker.controller !== null')) === true;
    return { firstMs, secondMs: controlled ? readyMs : null };
  } finally {
    await context.close();
  }
}

/** Builds the member app and starts the server on it (or BENCH_WEB_URL's, already running). */
export async function builtServer(): Promise<{ url: string; stop: () => void }> {
  const external = process.env.BENCH_WEB_URL;
  if (external) return { url: external, stop: () => undefined };
  execFileSync('npm', ['run', 'build', '-w', '@lotus/web'], { cwd: root, stdio: 'ignore' });
  return startServer();
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export default async function coldLoadBench(): Promise<void> {
  const server = await builtServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // One unmeasured pair of visits: the server's first answers (database, lazy modules) are not the phone's cost.
    await visitsMs(browser, server.url, PROFILES[0]);
    console.log(
      `/web/home at 390 px, CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS}: first visit (empty cache) | ` +
        `second visit (same browser context, the service worker controlling the page)`,
    );
    for (const profile of PROFILES) {
      const firsts: number[] = [];
      const returns: (number | null)[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const v = await visitsMs(browser, server.url, profile);
        firsts.push(v.firstMs);
        returns.push(v.secondMs);
      }
      const m = median(firsts);
      const served = returns.filter((t): t is number => t !== null);
      const m2 = served.length === RUNS ? median(served) : null;
      console.log(
        `  ${profile.name.padEnd(18)} first ${seconds(m)} (runs ${firsts.map(seconds).join(', ')}; aim ≤ ${seconds(profile.aimMs)})` +
          `${m > profile.aimMs ? '  OVER AIM' : ''} | second ` +
          (m2 === null
            ? `NOT SERVED BY THE SERVICE WORKER in ${RUNS - served.length} of ${RUNS} runs`
            : `${seconds(m2)} (runs ${served.map(seconds).join(', ')}; aim ≤ ${seconds(SECOND_VISIT_AIM_MS)})${m2 > SECOND_VISIT_AIM_MS ? '  OVER AIM' : ''}`),
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}
