import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { platformConfig } from '../../db/schema.ts';

export function configRowsFor(db: DbOrTx, hosts: string[]) {
  return db.select().from(platformConfig).where(inArray(platformConfig.host, hosts));
}

export async function upsertConfig(db: DbOrTx, host: string, values: Record<string, string>) {
  const rows = Object.entries(values).map(([key, value]) => ({ host, key, value }));
  if (rows.length === 0) return;
  await db.insert(platformConfig).values(rows).onConflictDoNothing();
}
