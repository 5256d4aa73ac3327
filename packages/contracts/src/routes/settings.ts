import { defineRoute } from '../client.ts';
import { consolePaths, settingsSaveRequest } from '../console.ts';
import { walletSettingsView } from '../responses.ts';

/** The operator-editable settings, each as text (apps/console system/ParametersPage and ChannelsPage). */
export const settingRoutes = {
  settings: defineRoute({ method: 'GET', path: consolePaths.settings, response: walletSettingsView }),
  save: defineRoute({
    method: 'POST',
    path: consolePaths.settings,
    body: settingsSaveRequest,
    response: walletSettingsView,
  }),
};
