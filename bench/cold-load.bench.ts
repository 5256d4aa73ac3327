/**
 * Cold first visit of a phone (issue #13): the built app served by the real server, opened at
 * 390 px in Chromium with an empty cache, the CPU slowed 4× and the network shaped through the
 * DevTools protocol. "Ready" is when a lottery card and its countdown are on screen. Each profile
 * runs three times in a fresh browser context; the median is printed against the aims.
 *
 * BENCH_WEB_URL measures a server already running there instead of starting one.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';

const root = fileURLToPath(new URL('../', import.meta.url));
const RUNS = 3;
const CPU_SLOWDOWN = 4;
const READY_TIMEOUT_MS = 60_000;

/** Throughput in bits per second and round-trip latency, as DevTools' throttling presets give them. */
export const PROFILES = [
  { name: '9 Mbps / 60 ms', bitsPerSecond: 9_000_000, latencyMs: 60, aimMs: 2500 },
  { name: '1.6 Mbps / 150 ms', bitsPerSecond: 1_600_000, latencyMs: 150, aimMs: 4000 },
] as const;

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function startServer(): Promise<{ url: string; stop: () => void }> {
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

async function coldLoadMs(browser: Browser, url: string, profile: (typeof PROFILES)[number]): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.bitsPerSecond / 8,
      uploadThroughput: profile.bitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = performance.now();
    await page.goto(`${url}/web/home`, { waitUntil: 'commit' });
    await page.locator('[data-testid^="home-lottery-"] [data-testid="home-countdown"]').first().waitFor({
      state: 'visible',
      timeout: READY_TIMEOUT_MS,
    });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

export default async function coldLoadBench(): Promise<void> {
  const external = process.env.BENCH_WEB_URL;
  if (!external) execFileSync('npm', ['run', 'build', '-w', '@lotus/web'], { cwd: root, stdio: 'ignore' });
  const server = external ? { url: external, stop: () => undefined } : await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // One unmeasured visit: the server's first answers (database, lazy modules) are not the phone's cost.
    await coldLoadMs(browser, server.url, PROFILES[0]);
    console.log(`cold /web/home at 390 px, CPU ${CPU_SLOWDOWN}× slower, empty cache, median of ${RUNS}:`);
    for (const profile of PROFILES) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push(await coldLoadMs(browser, server.url, profile));
      const m = median(times);
      console.log(
        `  ${profile.name.padEnd(18)} ready in ${(m / 1000).toFixed(2)} s ` +
          `(runs ${times.map((t) => (t / 1000).toFixed(2)).join(', ')}; aim ≤ ${(profile.aimMs / 1000).toFixed(1)} s)` +
          `${m > profile.aimMs ? '  OVER AIM' : ''}`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}
