/**
 * The blacklists' effect (issue #16 "Risk … blacklists"): a blacklisted IP or device id cannot
 * sign in or register, and a blacklisted card (or wallet address) cannot receive a withdrawal.
 * One indexed look-up (kind, value) per value checked; the refusal is translated.
 */
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { riskBlacklist } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { BlacklistKind } from '@lotus/contracts';

export async function assertNotBlacklisted(
  db: DbOrTx,
  values: {
    ip?: string | null | undefined;
    deviceId?: string | null | undefined;
    card?: string | null | undefined;
  },
) {
  const wanted: { kind: 'ip' | 'device' | 'card'; value: string }[] = [];
  for (const kind of ['ip', 'device', 'card'] as const) {
    const raw = kind === 'ip' ? values.ip : kind === 'device' ? values.deviceId : values.card;
    const value = raw ? normaliseBlacklistValue(kind, raw) : null;
    if (value) wanted.push({ kind, value });
  }
  if (wanted.length === 0) return;
  const [hit] = await db
    .select({ kind: riskBlacklist.kind })
    .from(riskBlacklist)
    .where(or(...wanted.map((w) => and(eq(riskBlacklist.kind, w.kind), eq(riskBlacklist.value, w.value)))))
    .limit(1);
  if (hit) throw rejected(`risk.blocked.${hit.kind}`);
}

/** Card numbers are kept as digits only; IPs and device ids as given (trimmed, IPs lower-case). */
export function normaliseBlacklistValue(kind: BlacklistKind, value: string): string | null {
  const v = value.trim();
  if (kind === 'card') {
    const digits = v.replace(/[\s-]/g, '');
    return /^[0-9A-Za-z]{4,64}$/.test(digits) ? digits : null;
  }
  if (kind === 'ip') return /^[0-9a-fA-F:.]{2,45}$/.test(v) ? v.toLowerCase() : null;
  return /^[\x21-\x7e]{1,64}$/.test(v) ? v : null;
}
