import type { DeviceCode } from '@lotus/contracts';

/**
 * The device code this browser reports (docs/product.md §5: 1 web, 2 iOS app, 3 Android app, 4 mobile
 * browser). A phone or tablet browser says 4, a desktop 1; the site installed as an app (issue #31)
 * keeps its platform's code and says so with the `app: pwa` header (docs/decisions.md "Device codes").
 */
export function deviceCode(userAgent: string): DeviceCode {
  return /Android|iPhone|iPad|iPod|Mobile|Tablet/i.test(userAgent) ? 4 : 1;
}

/** Whether the page runs as the installed app (Chromium's display mode, or iOS's home-screen flag). */
export function runsInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  return (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
