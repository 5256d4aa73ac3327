/**
 * The service worker's notifications (issue #31): what a Web Push message shows, and which page a
 * click opens. Pure functions: sw.ts wires them to the `push` and `notificationclick` events.
 */

export const HOME = '/web/home';

export interface ShownNotification {
  title: string;
  options: { body: string; tag: string; icon?: string; data: { url: string } };
}

/** A page of the web app to open: a same-site path under /web/, anything else goes home. */
export function safeTarget(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/web/') || url.startsWith('//') || url.includes('\\')) return HOME;
  return url;
}

/** The notification a push message asks for (the server's JSON: title, body, url, tag); garbage shows nothing. */
export function notificationOf(text: string | null | undefined, icon?: string): ShownNotification | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.title !== 'string' || d.title === '') return null;
  return {
    title: d.title.slice(0, 200),
    options: {
      body: typeof d.body === 'string' ? d.body.slice(0, 500) : '',
      tag: typeof d.tag === 'string' ? d.tag.slice(0, 100) : 'lotus',
      ...(icon ? { icon } : {}),
      data: { url: safeTarget(d.url) },
    },
  };
}

/**
 * Which open window a click reuses: one already on the page, else any window of the app (it is
 * navigated there), else none (a new window opens). Returns the index in `windows`.
 */
export function windowFor(windows: readonly { url: string }[], target: string, origin: string): number | null {
  const href = new URL(target, origin).href;
  const exact = windows.findIndex((w) => w.url === href);
  if (exact >= 0) return exact;
  const app = windows.findIndex((w) => {
    const u = new URL(w.url);
    return u.origin === origin && u.pathname.startsWith('/web/');
  });
  return app >= 0 ? app : null;
}
