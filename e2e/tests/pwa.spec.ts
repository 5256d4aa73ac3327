import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, guardCsp, test, type BrowserContext } from './support/test.ts';
import { loginWithToken } from './support/session.ts';
import { BUILD_META, deployProxy } from './support/deploy.ts';

/**
 * The member site as an app (issue #31), in Chromium with a profile of its own (an incognito
 * context installs nothing): the host's manifest is valid and the browser reports nothing that
 * stops the install.
 */

const PHONE = { width: 390, height: 844 } as const;

const it = test.extend<{ app: BrowserContext }>({
  app: async ({ playwright, launchOptions, baseURL, cspViolations }, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'lotus-pwa-'));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport: PHONE, serviceWorkers: 'allow' });
    await guardCsp(context, cspViolations);
    try {
      await use(context);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  },
});

it('the site is installable: its manifest comes from the host and Chromium reports no installability error', async ({ app }) => {
  const page = app.pages()[0] ?? (await app.newPage());
  await page.goto('/web/home');
  await expect(page.getByTestId('site-name')).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/web/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Lotus', start_url: '/web/home', scope: '/web/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i: { sizes: string; type: string }) => i.sizes === size && i.type === 'image/png');
    expect(icon, `a ${size} PNG icon`).toBeTruthy();
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  }

  const cdp = await app.newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), { timeout: 15_000 })
    .toEqual([]);
  const { url, data } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/web\/manifest\.webmanifest$/);
  expect(JSON.parse(data!).short_name).toBe('Lotus');
});

it('on the second visit the service worker serves the app but never a money call, and without a network it opens on its offline screen', async ({ app }) => {
  // The first visit precaches about 3 MB in 170 files: on a loaded CI machine that takes a while.
  it.setTimeout(180_000);
  const page = app.pages()[0] ?? (await app.newPage());
  await page.goto('/web/home');
  await expect(page.getByTestId('site-name')).toBeVisible();
  // The first visit installs the worker (the shell and every chunk precached) but is not taken over by it.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/web\/$/);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  await page.reload();
  await expect(page.getByTestId('site-name')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/web\/sw\.js$/);

  // Money, bets and sessions go to the network by the browser's own router (apps/web/src/sw/cache-policy.ts
  // `routerRules`): with the worker stopped, such a call does not start it; a cached public read does.
  // The calls are made from the site's static error page, a page the worker controls that makes no calls of its own.
  await page.goto('/web/error.html');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/web\/sw\.js$/);
  const cdp = await app.newCDPSession(page);
  const running: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => running.push(...e.versions.map((v) => v.runningStatus)));
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => running.at(-1)).toBe('stopped');
  const call = (path: string, method = 'GET') => page.evaluate(async ([p, m]) => (await fetch(p!, { method: m })).headers.get('content-type'), [path, method]);
  running.length = 0;
  expect(await call('/sk/cashew/currentSaleIssue/list?ticketIds=101')).toContain('json');
  expect(await call('/sk/botanic/member/front/userInfo')).toContain('json');
  expect(await call('/sk/cashew/ticketmod/tickettypelist.json', 'POST')).toContain('json');
  await page.waitForTimeout(500);
  expect(running, 'a money call woke the worker').toEqual([]);
  expect(await call('/sk/cashew/ticketmod/tickettypelist.json')).toContain('json');
  await expect.poll(() => running.at(-1), { message: 'a cached read goes through the worker' }).toBe('running');
  await cdp.detach();
  await page.goto('/web/home');
  await expect(page.getByTestId('site-name')).toBeVisible();

  await app.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-screen')).toBeVisible();
  await expect(page.getByTestId('offline-screen')).toContainText('ngoại tuyến');
  await app.setOffline(false);
  // Back online, the app reloads by itself.
  await expect(page.getByTestId('site-name')).toBeVisible({ timeout: 20_000 });
});

it('after a new build is deployed the app offers "update", and once accepted every open page runs the new build', async ({ app, baseURL }) => {
  it.setTimeout(180_000);
  // Its own origin in front of the test's server (support/deploy.ts): a service worker of its own, and a deploy.
  const site = await deployProxy(baseURL!);
  try {
    const page = app.pages()[0] ?? (await app.newPage());
    await page.goto(`${site.url}/web/home`);
    await expect(page.getByTestId('site-name')).toBeVisible();
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await page.reload();
    await expect(page.getByTestId('site-name')).toBeVisible();
    const other = await app.newPage();
    await other.goto(`${site.url}/web/home`);
    await expect(other.getByTestId('site-name')).toBeVisible();
    const build = (p: typeof page) => p.evaluate((name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? 'first', BUILD_META);
    for (const p of [page, other]) {
      expect(await p.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/web\/sw\.js$/);
      expect(await build(p)).toBe('first');
      await expect(p.getByTestId('update-prompt')).toHaveCount(0);
    }

    site.deploy('second');
    // The browser looks for a new worker on a navigation, or when the page asks (as here).
    await page.evaluate(async () => void (await (await navigator.serviceWorker.ready).update()));
    // The new version waits for the member: both pages offer it and still run the first build.
    for (const p of [page, other]) {
      await expect(p.getByTestId('update-prompt')).toBeVisible({ timeout: 60_000 });
      expect(await build(p)).toBe('first');
    }
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(true);

    await page.getByTestId('update-apply').click();
    // The new worker takes over and every open page reloads on it: one version runs.
    for (const p of [page, other]) {
      await expect.poll(() => build(p).catch(() => 'reloading'), { timeout: 60_000, message: p === page ? 'the page that accepted' : 'the other page' }).toBe('second');
      await expect(p.getByTestId('site-name')).toBeVisible();
      await expect(p.getByTestId('update-prompt')).toHaveCount(0);
    }
    const worker = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { waiting: r.waiting !== null, installing: r.installing !== null, controls: navigator.serviceWorker.controller?.state };
    });
    expect(worker).toEqual({ waiting: false, installing: false, controls: 'activated' });
    await other.close();
  } finally {
    await site.close();
  }
});

it('the App page offers notifications, and the service worker shows a pushed one with its page', async ({ app }) => {
  it.setTimeout(180_000);
  await app.grantPermissions(['notifications']);
  const page = app.pages()[0] ?? (await app.newPage());
  await loginWithToken(page);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.goto('/web/manager/sys/app');
  await expect(page.getByTestId('push-settings')).toHaveAttribute('data-state', 'off');
  await expect(page.getByTestId('push-enable')).toBeVisible();

  // Headless Chromium has no push service to subscribe with (the server's side is tested against a
  // local one, apps/server/src/modules/messages/push.test.ts): the message is handed to the worker
  // through DevTools, as the push service would.
  const cdp = await app.newCDPSession(page);
  // The registration whose worker is activated: navigator.serviceWorker.ready resolves while the
  // first worker is still activating, and a push service hands messages to an activated worker
  // only. Delivered before, the message can be dropped and nothing is shown.
  const registrationId = new Promise<string>((resolve) => {
    const scopes = new Map<string, string>();
    const activated = new Set<string>();
    const check = () => {
      for (const [id, scope] of scopes) if (scope.endsWith('/web/') && activated.has(id)) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      for (const r of e.registrations) if (!r.isDeleted) scopes.set(r.registrationId, r.scopeURL);
      check();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
      for (const v of e.versions) if (v.status === 'activated') activated.add(v.registrationId);
      check();
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = { title: 'Chúc mừng! Bạn trúng 1.234,5', body: 'SSC 1 phút kỳ 202611211021', url: '/web/manager/me/bets', tag: 'win:e2e' };
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, (n.data as { url?: string } | null)?.url]),
    );
  const expected = [payload.title, payload.body, payload.url];
  await deliver();
  // Under load a message handed over by DevTools is sometimes lost before the worker's handler
  // runs: with the worker activated and running and the permission granted, a notification the
  // page shows itself appears and the pushed one never does (5 of 10 runs of afb0cc9's build at
  // three workers beside a busy core). What this checks is the worker's handling of a message it
  // receives: the message is handed over once more, under the same tag (one notification either way).
  await expect.poll(shown, { timeout: 5_000 }).toContainEqual(expected).catch(deliver);
  await expect.poll(shown).toContainEqual(expected);
});

test("a return visit paints home's kept copy before the app runs: its countdowns run, the member's own figures are not in it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginWithToken(page);
  const shown = (await page.getByTestId('balance').locator('b').textContent())!;
  await expect(page.getByTestId('home-countdown').first()).toHaveText(/\d/);
  // Home keeps its copy a second after its countdowns run (features/home/kept-home.ts).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lotus.keptHome')), { timeout: 15_000 }).not.toBeNull();
  const copy = await page.evaluate(() => JSON.parse(localStorage.getItem('lotus.keptHome')!) as { html: string; signedIn: boolean });
  expect(copy.signedIn).toBe(true);
  expect(copy.html).toContain('data-testid="home-countdown"');
  expect(copy.html).not.toContain('data-testid="balance"');
  expect(copy.html).not.toContain(shown);

  // Leaving home saves its copy (pagehide), when a countdown shows a time: left with some of its
  // issue to run (the browser tests' draws come every 30 s), so the copy's first clock still runs.
  const clock = page.getByTestId('home-countdown').first();
  const secondsLeft = async () => {
    const m = /^(\d\d):(\d\d)$/.exec((await clock.textContent()) ?? '');
    return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
  };
  await expect.poll(secondsLeft, { timeout: 40_000 }).toBeGreaterThan(8);
  // The app's code held back: what shows is the copy alone, painted by index.html's own scripts.
  await page.route(/\/web\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/web/home');
  await expect(clock).toHaveText(/^\d\d:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 3_000 });
  await expect(page.getByTestId('balance')).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as { __lotusKeptHome?: { painted?: boolean } }).__lotusKeptHome?.painted)).toBe(true);
  // A picture until the app replaces it: nothing in it takes a tap.
  expect(await page.locator('#root > *').evaluateAll((els) => els.every((e) => (e as HTMLElement).inert))).toBe(true);

  // With the app: it replaces the copy, and the member's balance shows again.
  await page.unroute(/\/web\/assets\/index-[^/]*\.js$/);
  await page.goto('/web/home');
  await expect(page.getByTestId('balance')).toBeVisible();
  expect(await page.locator('#root > *').evaluateAll((els) => els.some((e) => (e as HTMLElement).inert))).toBe(false);

  // Signing out deletes the copy: the next visit paints nothing.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/web\/login/);
  expect(await page.evaluate(() => localStorage.getItem('lotus.keptHome'))).toBeNull();
  await page.goto('/web/home');
  await expect(page.getByRole('button', { name: 'Đăng nhập' }).or(page.getByRole('link', { name: 'Đăng nhập' }))).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { __lotusKeptHome?: { painted?: boolean } }).__lotusKeptHome?.painted)).toBeUndefined();
});
