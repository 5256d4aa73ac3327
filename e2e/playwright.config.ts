import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium; scripts/ensure-chromium.sh installs
 * it): no test tool downloads a browser. The server is the real one, on a fresh embedded
 * database in a temporary folder.
 */
// Chosen once in the runner process; its workers inherit the environment (and so agree).
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lotus-e2e-'));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR;
/**
 * The platform-wide specs' own server (its own port and embedded database): what they change for
 * every member (below) changes it on that server only, so they run beside the journeys instead of
 * one at a time after them (issue #29).
 */
const widePort = port + 1;
const wideBaseURL = `http://127.0.0.1:${widePort}`;
const wideDataDir = join(dataDir, 'platform-wide');
/** The fast lotteries' period on the test server (apps/server/src/config.ts TEST_DRAW_PERIOD_SEC). */
const DRAW_PERIOD_SEC = 30;
/** Journeys at once (E2E_WORKERS sets another number); the platform-wide specs add one. */
const journeyWorkers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Specs that change what every member lives under for a while (the risk hold threshold, the
 * withdrawal turnover percent, the promotions' clock and VIP table, a lottery's stake limit and a
 * host's configuration): on the journeys' server a journey beside one would be held, asked for no
 * turnover or shown another day. They run against a server of their own, one at a time, while the
 * journeys run on theirs.
 */
const PLATFORM_WIDE = ['**/console-office.spec.ts', '**/console-risk.spec.ts', '**/pay-journey.spec.ts', '**/promotions.spec.ts'];

export default defineConfig({
  testDir: './tests',
  // After the server is up: the operator's enrolment and the worker slots' members (issue #29).
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time against the journeys' server and one against the platform-wide
  // server (issue #29): most of a journey waits for a draw or a push. A file's tests stay in order
  // in one worker. Tests that bet sign in as their worker slot's own member (support/session.ts
  // loginSlotMember, made by global-setup.ts) and tests that watch a balance use a new member
  // (newMember), so two files running at once never bet as the same member.
  fullyParallel: false,
  workers: journeyWorkers + 1,
  // In CI a failed test runs again, twice at most, and is reported as flaky when it then passes:
  // with two workers a journey on the shared demo member or console can still collide with the
  // spec beside it (a win notice of another lottery, the console's audit-to-members step).
  retries: process.env.CI ? 2 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    // The member site's service worker (issue #31) answers some requests from its cache, which
    // page.route and request counts would not see: journeys run without it; pwa.spec.ts runs with it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'journeys', testIgnore: PLATFORM_WIDE, workers: journeyWorkers },
    { name: 'platform-wide', testMatch: PLATFORM_WIDE, workers: 1, use: { baseURL: wideBaseURL } },
  ],
  webServer: [server(port, dataDir), server(widePort, wideDataDir)],
});

/** A test server on its own port and embedded database (a fresh temporary folder). */
function server(port: number, dataDir: string) {
  return {
    command: 'npx tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/sk/cashew/system/config/query`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // PROMO_CLOCK_CONTROL: the promotions spec simulates sign-in days (issue #15).
    // TEST_DRAW_PERIOD_SEC: the 45-second, 1-, 3- and 5-minute lotteries draw every 30 s, so a spec
    // waiting for the next draw or a settlement waits seconds, not minutes (issue #29). 30 s still
    // leaves a journey 20 s of an issue to bet in through the page.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PROMO_CLOCK_CONTROL: 'true',
      TEST_DRAW_PERIOD_SEC: String(DRAW_PERIOD_SEC),
    },
  };
}
