import { z } from 'zod';

/** Platform configuration keys (cusName) served per host (docs/product.md §3). */
export const PLATFORM_CONFIG_KEYS = [
  'lang',
  'sms',
  'regMore',
  'banner',
  'download',
  'merAcc',
  'chatlink',
  'zalo',
  'chatKey',
  'chatValue',
  'domain',
  'inviteAllowed',
  'teamOrder',
  'cardType',
  'cpName',
  'cpLogo',
  'cpFav',
  'cpAppIcon',
  'cpPop',
  'cpPop2',
  'cpLoginImg',
  'swipe',
  'random',
  /** The site's main colour, #rrggbb (empty: the member site's own); set per host in the console. */
  'theme',
] as const;
export type PlatformConfigKey = (typeof PLATFORM_CONFIG_KEYS)[number];

/** Keys whose text is JSON (docs/product.md §3: banner, download, domain, cardType). */
export const PLATFORM_JSON_KEYS: readonly PlatformConfigKey[] = ['banner', 'download', 'domain', 'cardType'];

/** Flags where '0' means enabled (docs/product.md §6). */
export const isFlagEnabled = (value: string | undefined): boolean => value === '0';

export const platformConfigQuery = z.object({
  type: z.string().max(32).optional(),
  serviceName: z.string().max(253).optional(),
});

export const platformConfigItem = z.object({ cusName: z.enum(PLATFORM_CONFIG_KEYS), cusText: z.string() });
export type PlatformConfigItem = z.infer<typeof platformConfigItem>;
export const platformConfigResponse = z.array(platformConfigItem);

export const systemConfigResponse = z.object({
  service_date_url: z.string(),
  play_desc_url: z.string(),
  mqtt_url: z.string(),
  /** The platform time zone (setting platformTimeZone): date presets count its business days, shown times are in it. */
  time_zone: z.string(),
});
export type SystemConfig = z.infer<typeof systemConfigResponse>;

/** Reads the key/value list into a map; JSON keys stay text (parse where used). */
export function platformConfigMap(items: readonly PlatformConfigItem[]): Partial<Record<PlatformConfigKey, string>> {
  return Object.fromEntries(items.map((i) => [i.cusName, i.cusText]));
}
