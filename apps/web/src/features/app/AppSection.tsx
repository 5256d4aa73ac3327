import { AppPage } from './AppPage.tsx';
import { PushSettings } from './PushSettings.tsx';

/** The centre's app section (issue #31): installing, and this device's notifications. */
export function AppSection() {
  return <AppPage notifications={<PushSettings />} />;
}
