import { loadSettings } from '../settings/index.ts';
import { PLATFORM_CONFIG_KEYS, type PlatformConfigItem, type SystemConfig } from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { DEFAULT_HOST } from './defaults.ts';
import { configRowsFor } from './repository.ts';

/** Lower-cased host without port; bounded. */
export function normalizeHost(host: string | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').slice(0, 253);
}

export function createPlatformService(deps: AppDeps) {
  /** The host's configuration, key by key falling back to the default site. */
  async function configFor(hostInput: string | undefined): Promise<PlatformConfigItem[]> {
    const host = normalizeHost(hostInput);
    const rows = await configRowsFor(deps.db, host ? [host, DEFAULT_HOST] : [DEFAULT_HOST]);
    const byKey = new Map<string, string>();
    for (const r of rows) if (r.host === DEFAULT_HOST) byKey.set(r.key, r.value);
    for (const r of rows) if (r.host !== DEFAULT_HOST) byKey.set(r.key, r.value);
    return PLATFORM_CONFIG_KEYS.filter((k) => byKey.has(k)).map((k) => ({ cusName: k, cusText: byKey.get(k)! }));
  }

  /** Addresses the client needs (docs/product.md §7): the time server, play descriptions, the push broker. */
  async function systemConfig(origin: { protocol: string; host: string }): Promise<SystemConfig> {
    const base = `${origin.protocol}://${origin.host}`;
    const wsProtocol = origin.protocol === 'https' ? 'wss' : 'ws';
    const { mqttUrl, mqttPublicUrl } = deps.config;
    return {
      service_date_url: `${base}/sk/cashew/system/time`,
      play_desc_url: `${base}/sk/cashew/play/desc`,
      mqtt_url: mqttUrl ? (mqttPublicUrl ?? mqttUrl) : `${wsProtocol}://${origin.host}/mqtt`,
      time_zone: (await loadSettings(deps.db)).platformTimeZone,
    };
  }

  return { configFor, systemConfig };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
