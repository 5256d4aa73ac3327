/** Request headers every call carries (docs/product.md §7). */
export const HEADER_TOKEN = 'token';
export const HEADER_AUTHORIZATION = 'authorization';
/** The language header: vi, zh, en or id (default vi). */
export const HEADER_LANG = 'lang';
/** Device code: 1 web, 2 iOS app, 3 Android app, 4 mobile browser (docs/product.md §6). */
export const HEADER_DEVICE = 'device';
export const DEVICE_CODES = [1, 2, 3, 4] as const;
export type DeviceCode = (typeof DEVICE_CODES)[number];
/**
 * A device id: 8–64 letters, digits, '-' or '_' (a UUID in practice). Here, without zod: the web's
 * first page checks the one it keeps (lib/storage.ts).
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/**
 * The installed web app adds `app: pwa` to every call; it keeps its platform's device code
 * (docs/decisions.md "Device codes", issue #31).
 */
export const HEADER_APP = 'app';
export const APP_INSTALLED = 'pwa';
