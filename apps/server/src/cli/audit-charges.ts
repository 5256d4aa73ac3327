/**
 * `npm run audit:charges`: lists orders whose charged amount differs from the engine's count ×
 * the amount per bet (issue #11), with the difference per member, for an operator who ran an
 * earlier version. Reads the database the server is configured with (DATABASE_URL, or the
 * embedded database in DATA_DIR — stop the server first: only one process opens PGlite).
 * Exit code 0 when every order agrees, 1 when some differ.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMoney } from '@lotus/engine';
import type { ChargeAudit } from '@lotus/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { AUDIT_LIST_MAX, AUDIT_SCAN_MAX, auditCharges } from '../modules/orders/charge-audit.ts';

/** Every page of the audit, merged: the first AUDIT_LIST_MAX differing orders and every member's total. */
export async function auditAll(db: Db): Promise<ChargeAudit> {
  const out: ChargeAudit = { list: [], members: [], scanned: 0, unreadable: 0, nextAfterId: null };
  const totals = new Map<string, { orders: number; milli: bigint }>();
  let afterId = 0n;
  for (;;) {
    const page = await auditCharges(db, { afterId, scan: AUDIT_SCAN_MAX, limit: AUDIT_LIST_MAX });
    out.list.push(...page.list.slice(0, AUDIT_LIST_MAX - out.list.length));
    out.scanned += page.scanned;
    out.unreadable += page.unreadable;
    for (const m of page.members) {
      const t = totals.get(m.account) ?? { orders: 0, milli: 0n };
      t.orders += m.orders;
      // formatMoney's text back to milli: amounts are exact to 3 decimals.
      t.milli += BigInt(m.difference.replace('.', ''));
      totals.set(m.account, t);
    }
    if (page.nextAfterId === null) break;
    afterId = BigInt(page.nextAfterId);
  }
  out.members = [...totals.entries()].map(([account, t]) => ({ account, orders: t.orders, difference: formatMoney(t.milli) }));
  return out;
}

async function main() {
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  try {
    const audit = await auditAll(handle.db);
    console.log(`orders read: ${audit.scanned}; not comparable: ${audit.unreadable}; differing: ${audit.members.reduce((a, m) => a + m.orders, 0)}`);
    for (const o of audit.list)
      console.log(`order ${o.orderId}  ${o.account}  ${o.lottery} ${o.issue}  play ${o.playId}  charged ${o.charged}  expected ${o.expected}  difference ${o.difference}`);
    for (const m of audit.members) console.log(`member ${m.account}: ${m.orders} orders, difference ${m.difference}`);
    process.exitCode = audit.members.length === 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
