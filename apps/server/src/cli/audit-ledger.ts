/**
 * `npm run audit:ledger`: the money audit (modules/ledger/audit.ts) over the database the server
 * is configured with (DATABASE_URL, or the embedded database in DATA_DIR — stop the server first:
 * only one process opens PGlite). Prints each kind's count and the first problems, records the
 * result for /metrics and the audit log, and exits 1 when it names any problem.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runAndRecordAudit } from '../modules/ledger/audit.ts';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  try {
    const result = await runAndRecordAudit(handle.db);
    console.log(`read: ${result.read.wallets} wallets, ${result.read.orders} orders, ${result.read.ledger} house ledger rows in ${result.seconds} s`);
    for (const [kind, n] of Object.entries(result.counts)) console.log(`${n === 0 ? 'ok  ' : 'FAIL'} ${kind}: ${n}`);
    for (const p of result.problems) console.log(`  ${p.kind} ${p.ref}`);
    process.exitCode = result.problems.length === 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
