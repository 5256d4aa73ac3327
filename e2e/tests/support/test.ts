/**
 * The `test` every spec uses (ESLint refuses `test` from @playwright/test in a spec): Playwright's,
 * with an automatic guard that fails the test on any Content-Security-Policy violation a page
 * reports, in the default context and in every context the test opens with `browser.newContext`.
 * The server runs with its production headers (plugins/security-headers.ts), so a script, style,
 * connection or frame the policy would block in production fails the browser tests.
 */
import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

declare global {
  interface Window {
    __lotusCspViolation?: (text: string) => void;
  }
}

/**
 * Adds the guard to a context a test launches itself (e.g. a persistent one: Chromium installs
 * nothing from an incognito profile, issue #31); its violations join the test's.
 */
export async function guardCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await guard(context, violations);
}

async function guard(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__lotusCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__lotusCspViolation?.(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI} (${e.sourceFile || '?'}:${e.lineNumber})`,
      );
    });
  });
  // Chromium also logs each refusal on the console ("Refused to … Content Security Policy …").
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await guard(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await guard(created, violations);
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      base.expect([...new Set(violations)], 'Content-Security-Policy violations reported by the pages').toEqual([]);
    },
    { auto: true },
  ],
});
