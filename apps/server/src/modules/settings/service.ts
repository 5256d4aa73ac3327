import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { parseMoney } from '@lotus/engine';
import { rejected } from '../../lib/errors.ts';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  settingsSchema,
  type SettingKey,
  type Settings,
} from './defaults.ts';

const isKey = (k: string): k is SettingKey => (SETTING_KEYS as string[]).includes(k);

/** The stored text of every setting, defaults filled in. */
export async function settingsAsText(db: DbOrTx): Promise<Record<SettingKey, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const out: Record<SettingKey, string> = { ...SETTING_DEFAULTS };
  for (const r of rows) if (isKey(r.key)) out[r.key] = r.value;
  return out;
}

/**
 * The settings in force: stored values over defaults. A stored value that does not parse is
 * ignored (its default applies) so one bad row cannot take the wallet down.
 */
export async function loadSettings(db: DbOrTx): Promise<Settings> {
  const text = await settingsAsText(db);
  const out: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const field = settingsSchema.shape[key];
    const parsed = field.safeParse(text[key]);
    out[key] = parsed.success ? parsed.data : field.parse(SETTING_DEFAULTS[key]);
  }
  return out as Settings;
}

/** Writes settings after checking each value parses; refuses unknown keys. */
export async function saveSettings(db: DbOrTx, values: Record<string, string>): Promise<void> {
  const entries = Object.entries(values);
  for (const [key, value] of entries) {
    if (!isKey(key)) throw rejected('console.settingUnknown', { key: key.slice(0, 64) });
    if (!settingsSchema.shape[key].safeParse(value).success)
      throw rejected('console.settingInvalid', { key });
    if (key === 'depositChannels') {
      // A channel's minimum above its maximum would take no deposit at all (the screen says so too).
      const milli = (text: string) => {
        const r = parseMoney(text);
        return r.ok ? r.milli : 0n;
      };
      const bad = settingsSchema.shape.depositChannels.parse(value).find((c) => milli(c.min) > milli(c.max));
      if (bad) throw rejected('console.channelRangeInvalid', { name: bad.name });
    }
  }
  for (const [key, value] of entries) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  }
}
