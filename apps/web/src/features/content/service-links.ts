/**
 * Links of the platform configuration (docs/product.md §3: chatlink, zalo, chatKey, chatValue) made safe to
 * open: only http(s) addresses and paths on this site (the demo's service desk,
 * /web/demo/support.html) are followed, anything else (javascript:, data:, //other.host, typos)
 * counts as not configured.
 */
export function safeLink(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text || text.length > 2000) return null;
  if (/^\/(?![/\\])[\w\-./?=&#%]*$/.test(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Zalo: a link, a phone number (Zalo's contact links are zalo.me/<number>) or an official
 * account id (zalo.me/<id>).
 */
export function zaloLink(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  const link = safeLink(text);
  if (link) return link;
  const phone = text.replace(/[\s.-]/g, '');
  if (/^\+?\d{6,15}$/.test(phone)) return `https://zalo.me/${phone.replace(/^\+/, '')}`;
  if (/^[A-Za-z0-9_]{2,64}$/.test(text)) return `https://zalo.me/${text}`;
  return null;
}

/** The chat room: chatKey names it (e.g. "Telegram"), chatValue is its address. */
export function chatRoom(key: string | undefined, value: string | undefined): { name: string; link: string } | null {
  const link = safeLink(value);
  if (!link) return null;
  return { name: (key ?? '').trim().slice(0, 40), link };
}

/** The built-in live chat's page (issue #16): a site's chat link naming it means "use ours". */
export const BUILT_IN_CHAT = '/web/manager/sys/chat';

/**
 * Whether a chat link (chatlink, chatValue) leaves the chat to the built-in one: not set, or set to
 * the built-in chat's own page. Any other safe link is an external service, shown as before.
 */
export function usesBuiltInChat(value: string | undefined): boolean {
  const text = value?.trim() ?? '';
  return text === '' || text === BUILT_IN_CHAT || text === BUILT_IN_CHAT.slice('/web'.length);
}
