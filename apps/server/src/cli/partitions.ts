/**
 * `npm run partitions -- <command>`: the month partitions of orders and the ledger (issue #30,
 * modules/ledger/partitions.ts) in the database the server is configured with (DATABASE_URL, or
 * the embedded database in DATA_DIR — stop the server first: only one process opens PGlite).
 *
 *   list              the attached partitions and their estimated rows
 *   ensure            creates this month's and the next two months' partitions (as the scheduler does)
 *   archive YYYY-MM   detaches that finished month of both tables for archive, then prints how to
 *                     dump and drop the detached tables
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import {
  ArchiveRefused,
  archiveMonth,
  ensureMonthPartitions,
  listMonthPartitions,
} from '../modules/ledger/index.ts';

const USAGE = 'usage: npm run partitions -- list | ensure | archive YYYY-MM';

async function main() {
  const [command, month] = process.argv.slice(2);
  if (command !== 'list' && command !== 'ensure' && command !== 'archive') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  try {
    if (command === 'list') {
      for (const p of await listMonthPartitions(handle.db)) {
        console.log(
          `${p.table.padEnd(7)} ${(p.month ?? 'default').padEnd(8)} ${p.name.padEnd(16)} ~${Math.max(p.rowsEstimate, 0)} rows`,
        );
      }
    } else if (command === 'ensure') {
      const { created, failed } = await ensureMonthPartitions(handle.db, new Date());
      console.log(created.length ? `created: ${created.join(', ')}` : 'every partition ahead exists');
      if (failed.length) {
        console.error(`not created (lock timeout, try again): ${failed.join(', ')}`);
        process.exitCode = 1;
      }
    } else {
      try {
        const r = await archiveMonth(handle.db, month ?? '', new Date());
        console.log(
          `detached ${r.tables.join(' and ')}: ${r.orders} orders, ${r.ledgerRows} ledger rows (sums of ${r.accounts} accounts kept in ledger_archived)`,
        );
        console.log(
          `to archive: pg_dump --format=custom ${r.tables.map((t) => `--table=${t}`).join(' ')} "$DATABASE_URL" > lotus-${r.month}.dump`,
        );
        console.log(`then: psql "$DATABASE_URL" -c 'drop table ${r.tables.join(', ')}'`);
      } catch (err) {
        if (!(err instanceof ArchiveRefused)) throw err;
        console.error(`refused (${err.reason}): ${err.message}`);
        process.exitCode = 1;
      }
    }
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
