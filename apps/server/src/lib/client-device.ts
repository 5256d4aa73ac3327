import type { IncomingHttpHeaders } from 'node:http';
import { APP_INSTALLED, DEVICE_CODES, HEADER_APP, HEADER_DEVICE, type DeviceCode } from '@lotus/contracts';

/** What a request says of the device it came from (issue #31), as an order records it. */
export interface ClientDevice {
  /** The `device` header's code (docs/product.md §6), null when absent or not one of the codes. */
  device: DeviceCode | null;
  /** The installed web app (`app: pwa`): a flag beside the platform's code (docs/decisions.md "Device codes"). */
  installed: boolean;
}

/** A call that reported nothing (tests, scripts, the API called by hand). */
export const UNREPORTED: ClientDevice = { device: null, installed: false };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim();

export function clientDevice(headers: IncomingHttpHeaders): ClientDevice {
  const code = Number(first(headers[HEADER_DEVICE]));
  const device = (DEVICE_CODES as readonly number[]).includes(code) ? (code as DeviceCode) : null;
  return { device, installed: first(headers[HEADER_APP]) === APP_INSTALLED };
}
