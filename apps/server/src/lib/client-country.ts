import type { IncomingHttpHeaders } from 'node:http';

/** Codes a CDN writes when it does not know the country (unknown, Tor). */
const UNKNOWN = new Set(['XX', 'T1', 'ZZ']);

/**
 * The client's country (ISO 3166 alpha-2, upper case) as the trusted proxy in front of the server
 * names it in `header` (config.countryHeader: Cloudflare's `CF-IPCountry` by default); null when
 * there is no such proxy, no header, or a value that is not a country.
 */
export function clientCountry(headers: IncomingHttpHeaders, header: string | null): string | null {
  if (!header) return null;
  const raw = headers[header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  if (!value || !/^[A-Z]{2}$/.test(value) || UNKNOWN.has(value)) return null;
  return value;
}
