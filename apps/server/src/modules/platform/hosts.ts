/**
 * The console's per-host site configuration (issue #16 Promotions: "banners and platform
 * configuration per host"): the keys of `platform_config` the member site reads through the
 * public `common/config` call, edited as one form per host. Another host stores only the keys it
 * sets (an empty field removes its row, so the default site's value shows, unless the host marks
 * the key `blank`: then it is stored empty and the host's site shows nothing); the default site (`*`)
 * stores every key, empty ones as empty text (the start-up seed inserts missing keys only, so an
 * operator's emptied value stays empty). Banners keep the format the member site reads (a title
 * per content language). Each save is one transaction with one audit row (changed keys' before
 * and after).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CONTENT_LANGS,
  EMPTY_HOST_FORM,
  HOST_BLANK_KEYS,
  hostBannerList,
  type HostBlankKey,
  type HostBanner,
  type HostConfigForm,
  type HostConfigView,
  type HostRow,
  type PlatformConfigKey,
} from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { platformConfig } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { audit, byOperator } from '../audit/index.ts';
import { DEFAULT_HOST } from './defaults.ts';
import { paged } from '../../lib/paging.ts';

/** The text keys the form edits as they are stored. */
const TEXT_KEYS = ['cpName', 'cpLogo', 'cpFav', 'lang', 'theme', 'chatlink', 'zalo', 'chatKey', 'chatValue'] as const satisfies readonly PlatformConfigKey[];
/** Every stored key the form edits (download and banner are JSON). */
export const HOST_FORM_KEYS: readonly PlatformConfigKey[] = [...TEXT_KEYS, 'download', 'banner'];

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Stored banners as the form edits them; a title given as one text serves every language. */
function bannersOf(text: string | undefined): HostBanner[] {
  const raw = parseJson(text);
  if (!Array.isArray(raw)) return [];
  const normalized = raw.map((b: unknown) => {
    const x = (b ?? {}) as { image?: unknown; link?: unknown; title?: unknown };
    const title = typeof x.title === 'string' ? Object.fromEntries(CONTENT_LANGS.map((l) => [l, x.title])) : x.title ?? {};
    return { image: x.image, link: x.link ?? '', title };
  });
  const parsed = hostBannerList.safeParse(normalized);
  return parsed.success ? parsed.data : [];
}

/** A key's stored text when it is set to nothing: what the default site keeps, and a host that leaves it empty. */
function emptyValueOf(key: PlatformConfigKey): string {
  return key === 'banner' ? '[]' : key === 'download' ? JSON.stringify({ ios: '', android: '' }) : '';
}

/**
 * Stored key → text rows as the form's values. `blank`: the keys stored with nothing in them —
 * for another host, the ones it leaves empty instead of showing the default site's.
 */
function formOf(stored: Partial<Record<PlatformConfigKey, string>>, withBlank: boolean): HostConfigForm {
  const download = (parseJson(stored.download) ?? {}) as { ios?: unknown; android?: unknown };
  const out: HostConfigForm = { ...EMPTY_HOST_FORM, banners: bannersOf(stored.banner), blank: [] };
  for (const k of TEXT_KEYS) out[k] = stored[k] ?? '';
  out.downloadIos = typeof download.ios === 'string' ? download.ios : '';
  out.downloadAndroid = typeof download.android === 'string' ? download.android : '';
  if (withBlank) {
    const empty: Record<HostBlankKey, boolean> = {
      ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, out[k] === ''])) as Record<(typeof TEXT_KEYS)[number], boolean>),
      download: out.downloadIos === '' && out.downloadAndroid === '',
      banner: out.banners.length === 0,
    };
    out.blank = HOST_BLANK_KEYS.filter((k) => stored[k] !== undefined && empty[k]);
  }
  return out;
}

/** The form's values as stored key → text; null where the field is empty and not left empty on purpose. */
function storedOf(form: HostConfigForm): Record<PlatformConfigKey, string | null> {
  const out = {} as Record<PlatformConfigKey, string | null>;
  for (const k of TEXT_KEYS) out[k] = form[k] || null;
  out.download = form.downloadIos || form.downloadAndroid ? JSON.stringify({ ios: form.downloadIos, android: form.downloadAndroid }) : null;
  out.banner = form.banners.length > 0 ? JSON.stringify(form.banners) : null;
  // A key the host leaves empty is stored empty (it then hides the default site's value); a value
  // given for it wins over the mark.
  for (const k of form.blank) out[k] ??= emptyValueOf(k);
  return out;
}

async function ownRows(db: DbOrTx, host: string, lock = false) {
  const q = db
    .select()
    .from(platformConfig)
    .where(and(eq(platformConfig.host, host), inArray(platformConfig.key, [...HOST_FORM_KEYS])));
  const rows = lock ? await q.for('update') : await q;
  return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<Record<PlatformConfigKey, string>>;
}

export function createHostConfigService(deps: AppDeps) {
  const { db } = deps;

  async function list(q: { page: number; size: number }): Promise<{ list: HostRow[]; total: number; page: number; size: number }> {
    const where = inArray(platformConfig.key, [...HOST_FORM_KEYS]);
    const rows = await paged(
      db
        .select({
          host: platformConfig.host,
          own: sql<number>`count(*)::int`,
          cpName: sql<string>`coalesce(max(${platformConfig.value}) filter (where ${platformConfig.key} = 'cpName'), '')`,
        })
        .from(platformConfig)
        .where(where)
        .groupBy(platformConfig.host)
        // The default site first, then hosts by name.
        .orderBy(sql`${platformConfig.host} <> ${DEFAULT_HOST}`, asc(platformConfig.host)),
      q,
    );
    const [total] = await db.select({ n: sql<number>`count(distinct ${platformConfig.host})::int` }).from(platformConfig).where(where);
    return { list: rows.map((r) => ({ host: r.host, cpName: r.cpName, own: Number(r.own) })), total: Number(total?.n ?? 0), page: q.page, size: q.size };
  }

  async function get(host: string): Promise<HostConfigView> {
    const isDefault = host === DEFAULT_HOST;
    const values = formOf(await ownRows(db, host), !isDefault);
    const defaults = isDefault ? null : formOf(await ownRows(db, DEFAULT_HOST), false);
    return { host, values, defaults };
  }

  async function save(op: SessionOperator, host: string, form: HostConfigForm): Promise<HostConfigView> {
    const isDefault = host === DEFAULT_HOST;
    // The default site's empty keys are empty already: no mark to keep.
    const next = storedOf(isDefault ? { ...form, blank: [] } : form);
    await db.transaction(async (tx) => {
      const current = await ownRows(tx, host, true);
      const before: Record<string, string | null> = {};
      const after: Record<string, string | null> = {};
      for (const key of HOST_FORM_KEYS) {
        // The default site keeps every key (emptied ones as empty text); another host drops its own.
        const value = next[key] ?? (isDefault ? emptyValueOf(key) : null);
        const old = current[key] ?? null;
        if (value === old) continue;
        before[key] = old;
        after[key] = value;
        if (value === null) await tx.delete(platformConfig).where(and(eq(platformConfig.host, host), eq(platformConfig.key, key)));
        else
          await tx
            .insert(platformConfig)
            .values({ host, key, value })
            .onConflictDoUpdate({ target: [platformConfig.host, platformConfig.key], set: { value } });
      }
      if (Object.keys(after).length === 0) throw rejected('ops.noChange');
      await audit(tx, { ...byOperator(op), action: 'host.config', target: `host:${host}`, before, after });
    });
    return get(host);
  }

  return { list, get, save };
}
