import type { FastifyInstance } from 'fastify';
import { consolePaths, settingsSaveRequest, walletSettingsView } from '@lotus/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { audit, byOperator } from '../audit/index.ts';
import { saveSettings, settingsAsText } from './service.ts';

/** Saves operator-edited settings with their audit row (before and after of each key), in one transaction. */
async function saveAudited(db: Db, op: SessionOperator, values: Record<string, string>) {
  await db.transaction(async (tx) => {
    const current: Record<string, string> = await settingsAsText(tx);
    await saveSettings(tx, values);
    const before = Object.fromEntries(Object.keys(values).map((k) => [k, current[k] ?? null]));
    await audit(tx, { ...byOperator(op), action: 'settings.update', target: 'settings', before, after: values });
  });
  return settingsAsText(db);
}

/** The operators' settings calls (issue #29: this module owns them): read and save, audited. */
export function settingsRoutes(app: FastifyInstance): void {
  route(app, { method: 'GET', url: consolePaths.settings, auth: 'operator', summary: 'Wallet review settings', access: 'operator', perm: 'settings.manage', response: walletSettingsView }, () => settingsAsText(app.deps.db));
  route(
    app,
    { method: 'POST', url: consolePaths.settings, auth: 'operator', summary: 'Save wallet review settings (audited)', access: 'operator', perm: 'settings.manage', body: settingsSaveRequest, response: walletSettingsView },
    ({ req, body }) => saveAudited(app.deps.db, req.operator!, body),
  );
}
