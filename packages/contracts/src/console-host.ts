import { z } from 'zod';
import { CONTENT_LANGS, CONTENT_LIMITS, contentImageUrl } from './content.ts';

/**
 * The console's per-host site configuration (docs/product.md §1 "per-host configuration"; issue #16
 * Promotions: site name, logo, favicon, banners, chat links, download links, theme). It edits the
 * keys the member site reads from the public `common/config` call: a host without its own value
 * of a key shows the default site's (host `*`). Banners keep the format the member site already
 * reads — image, link, and a title per content language (as notices and activities have).
 */
export const consoleHostPaths = {
  list: '/api/console/hosts',
  one: '/api/console/hosts/:host/config',
} as const;

/** The default site's host key: every host without its own value of a key shows this one's. */
export const DEFAULT_SITE_HOST = '*';

export const HOST_LIMITS = { name: 64, text: 64, url: CONTENT_LIMITS.url, title: CONTENT_LIMITS.title, banners: 10, bannersJson: 20_000, hosts: 200 } as const;

/** A host name as the public read matches it (lower case, no port), or `*` for the default site. */
export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'console.host.hostInvalid')
  .regex(/^(\*|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)$/, 'console.host.hostInvalid');

/** A link: a site path (/web/…) or an http(s) address; empty for none. */
const link = z
  .string()
  .trim()
  .max(HOST_LIMITS.url, 'console.host.linkInvalid')
  .regex(/^(\/[^\s]*|https?:\/\/[^\s/]+[^\s]*)?$/, 'console.host.linkInvalid');
/** An app download: an https address; empty for none. */
const download = z
  .string()
  .trim()
  .max(HOST_LIMITS.url, 'console.host.downloadInvalid')
  .regex(/^(https:\/\/[^\s/]+[^\s]*)?$/, 'console.host.downloadInvalid');
const shortText = z.string().trim().max(HOST_LIMITS.text, 'console.host.textTooLong');

/** One banner: a picture, where it leads, and a title per language (each optional). */
export const hostBanner = z.object({
  image: contentImageUrl.min(1, 'content.imageInvalid'),
  link: link.default(''),
  title: z
    .object(Object.fromEntries(CONTENT_LANGS.map((l) => [l, z.string().trim().max(HOST_LIMITS.title, 'content.titleTooLong').default('')])) as Record<
      (typeof CONTENT_LANGS)[number],
      z.ZodDefault<z.ZodString>
    >)
    .default({ vi: '', zh: '', en: '', id: '' }),
});
export type HostBanner = z.infer<typeof hostBanner>;
export const hostBannerList = z.array(hostBanner).max(HOST_LIMITS.banners, 'console.host.tooManyBanners');

/**
 * The form's fields. An empty text (or no banners) means "as the default site" for another host,
 * and "none" for the default site itself.
 */
export const hostConfigFields = {
  cpName: z.string().trim().max(HOST_LIMITS.name, 'console.host.nameTooLong'),
  cpLogo: contentImageUrl,
  cpFav: contentImageUrl,
  /**
   * The site's language (one of the content languages): what a first visit shows, the page's
   * `lang` and its description's words; empty = as the default site (Vietnamese there).
   */
  lang: z
    .string()
    .trim()
    .regex(new RegExp(`^(${CONTENT_LANGS.join('|')})?$`), 'console.host.langInvalid'),
  /** The site's main colour (#rrggbb): the member site's buttons and links. */
  theme: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, 'console.host.colourInvalid'),
  chatlink: link,
  zalo: shortText,
  chatKey: shortText,
  chatValue: link,
  downloadIos: download,
  downloadAndroid: download,
};
/**
 * The keys a host can leave empty on its own site instead of showing the default site's value:
 * the stored keys of the form (the two download fields are one key, `download`; the banners are
 * `banner`). Ignored for the default site, whose empty fields are empty already.
 */
export const HOST_BLANK_KEYS = ['cpName', 'cpLogo', 'cpFav', 'theme', 'chatlink', 'zalo', 'chatKey', 'chatValue', 'download', 'banner'] as const;
export type HostBlankKey = (typeof HOST_BLANK_KEYS)[number];
const hostBlankList = z.array(z.enum(HOST_BLANK_KEYS, { message: 'console.host.blankInvalid' })).max(HOST_BLANK_KEYS.length, 'console.host.blankInvalid');

export const hostConfigForm = z.object({ ...hostConfigFields, banners: hostBannerList, blank: hostBlankList });
export type HostConfigForm = z.infer<typeof hostConfigForm>;
export type HostConfigField = keyof HostConfigForm;

/** The form with every field empty: a new host's start, and what an unset key reads as. */
export const EMPTY_HOST_FORM: HostConfigForm = {
  cpName: '',
  cpLogo: '',
  cpFav: '',
  lang: '',
  theme: '',
  chatlink: '',
  zalo: '',
  chatKey: '',
  chatValue: '',
  downloadIos: '',
  downloadAndroid: '',
  banners: [],
  blank: [],
};

/** The save call's body (form-encoded): absent fields are empty; banners travel as JSON text. */
export const hostConfigBody = z.object({
  ...Object.fromEntries(Object.entries(hostConfigFields).map(([k, s]) => [k, s.default('')])) as { [K in keyof typeof hostConfigFields]: z.ZodDefault<(typeof hostConfigFields)[K]> },
  banners: z
    .string()
    .max(HOST_LIMITS.bannersJson, 'console.host.bannersInvalid')
    .default('[]')
    .transform((text, ctx) => {
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'console.host.bannersInvalid' });
        return z.NEVER;
      }
      const parsed = hostBannerList.safeParse(raw);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'console.host.bannersInvalid' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  /** The keys left empty on this host's site, comma-separated (HOST_BLANK_KEYS). */
  blank: z
    .string()
    .max(200, 'console.host.blankInvalid')
    .default('')
    .transform((text) => [...new Set(text.split(',').map((k) => k.trim()).filter(Boolean))])
    .pipe(hostBlankList),
});

export const hostParams = z.object({ host: hostNameSchema });

export const hostListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100).default(1),
  size: z.coerce.number().int().min(1).max(HOST_LIMITS.hosts).default(50),
});

/** A host's own values (empty: as the default site) and, for another host, the default site's. */
export const hostConfigView = z.object({
  host: z.string(),
  values: hostConfigForm,
  /** The default site's values (what an empty field shows); null for the default site itself. */
  defaults: hostConfigForm.nullable(),
});
export type HostConfigView = z.infer<typeof hostConfigView>;

export const hostRow = z.object({
  host: z.string(),
  cpName: z.string(),
  /** How many of the form's keys the host sets itself. */
  own: z.number().int(),
});
export type HostRow = z.infer<typeof hostRow>;
